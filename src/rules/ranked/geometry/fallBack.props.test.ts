import { describe, expect, it } from 'vitest';
import { axes, contact, overlaps, type Block, type Side4 } from './block';
import { fallBack, type EngagedPair, type FallBackUnit } from './fallBack';

// Seeded random combats (a fixed LCG: the same cases every run): one regiment A that lost ranks
// and files, with two to five enemies that were in contact with its front, flanks or rear, the
// whole scene turned by a random angle. Whatever the search answers must keep the rules' shape.
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const SIDES: Side4[] = ['front', 'left', 'right', 'rear'];

function scene(seed: number): { units: FallBackUnit[]; engagedAtStart: EngagedPair[]; casualties: string[] } {
  const rnd = lcg(seed);
  const turn = Math.floor(rnd() * 360);
  const c = Math.cos((turn * Math.PI) / 180), s = Math.sin((turn * Math.PI) / 180);
  const place = (x: number, y: number, facing: number, width: number, depth: number): Block =>
    ({ front: { x: 30 + (x - 30) * c - (y - 30) * s, y: 30 + (x - 30) * s + (y - 30) * c }, facing: (facing + turn) % 360, width, depth });
  const w = 3 + Math.floor(rnd() * 4), d = 3 + Math.floor(rnd() * 3);
  // A faces up at (30, 30): x 30 - w/2 .. 30 + w/2, y 30 .. 30 + d before its losses.
  const units: FallBackUnit[] = [];
  const engagedAtStart: EngagedPair[] = [];
  const taken: Block[] = [];
  const n = 2 + Math.floor(rnd() * 4);
  for (let i = 0; i < n * 3 && units.length < n; i++) {
    const side = SIDES[Math.floor(rnd() * 4)]!;
    const ew = 1 + Math.floor(rnd() * 4), ed = 1 + Math.floor(rnd() * 3);
    const along = (rnd() - 0.5) * (side === 'front' || side === 'rear' ? w : d);
    const b = side === 'front' ? { front: { x: 30 + along, y: 30 }, facing: 180, width: ew, depth: ed }
      : side === 'rear' ? { front: { x: 30 + along, y: 30 + d }, facing: 0, width: ew, depth: ed }
      : side === 'left' ? { front: { x: 30 - w / 2, y: 30 + d / 2 + along }, facing: 90, width: ew, depth: ed }
      : { front: { x: 30 + w / 2, y: 30 + d / 2 + along }, facing: 270, width: ew, depth: ed };
    const A0: Block = { front: { x: 30, y: 30 }, facing: 0, width: w, depth: d };
    const k = contact(b, A0);
    if (!k || taken.some((t) => overlaps(t, b))) continue;
    taken.push(b);
    const id = `Z${units.length + 1}`;
    units.push({ id, side: 1, block: place(b.front.x, b.front.y, b.facing, b.width, b.depth) });
    engagedAtStart.push({ a: id, sideA: k.sideA, b: 'A', sideB: k.sideB });
  }
  // Casualties: A keeps its front; loses 1..d-1 ranks and maybe files.
  const nw = Math.max(1, w - Math.floor(rnd() * 3)), nd = Math.max(1, d - 1 - Math.floor(rnd() * (d - 1)));
  units.unshift({ id: 'A', side: 0, block: place(30, 30, 0, nw, nd) });
  return { units, engagedAtStart, casualties: ['A'] };
}

describe('falling out of combat: random combats keep the rules’ shape', () => {
  it('RK-4 RK-6 RK-7 RK-9 every shift is along the unit’s axes, ends clear, restores an engaged pair; the rest are out', () => {
    let moved = 0, out = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const input = { ...scene(seed), active: 0 as const };
      const r = fallBack(input);
      expect(JSON.parse(JSON.stringify(fallBack(input)))).toEqual(JSON.parse(JSON.stringify(r))); // same answer twice
      const final = new Map(input.units.map((u) => [u.id, u.block]));
      for (const m of r.moves) final.set(m.unit, m.block);
      for (const m of r.moves) {
        moved++;
        const { fwd, right } = axes(m.block);
        const legs = m.path.slice(1).map((p, i) => ({ x: p.x - m.path[i]!.x, y: p.y - m.path[i]!.y }));
        expect(legs.length, `seed ${seed}`).toBeLessThanOrEqual(2);
        let sum = 0;
        for (const v of legs) {
          const cross = Math.min(Math.abs(v.x * fwd.y - v.y * fwd.x), Math.abs(v.x * right.y - v.y * right.x));
          expect(cross, `seed ${seed} ${m.unit}`).toBeLessThan(3e-3);
          sum += Math.sqrt(v.x * v.x + v.y * v.y);
        }
        expect(Math.abs(sum - m.dist), `seed ${seed}`).toBeLessThan(3e-3);
        expect(m.block.front.x * 1024 % 1, `seed ${seed}`).toBe(0);
        for (const [id, b] of final) if (id !== m.unit) expect(overlaps(m.block, b), `seed ${seed} ${m.unit}/${id}`).toBe(false);
        const k = contact(m.block, final.get(m.against)!);
        expect(input.engagedAtStart.some((p) => (p.a === m.unit && p.b === m.against && p.sideA === k?.sideA && p.sideB === k.sideB) ||
          (p.b === m.unit && p.a === m.against && p.sideB === k?.sideA && p.sideA === k.sideB)), `seed ${seed} ${m.unit}`).toBe(true);
      }
      for (const u of input.units) {
        const touching = input.units.some((e) => e.side !== u.side && contact(final.get(u.id)!, final.get(e.id)!) !== null);
        expect(r.outOfCombat.includes(u.id), `seed ${seed} ${u.id}`).toBe(!touching);
        if (!touching) out++;
      }
    }
    expect(moved).toBeGreaterThan(50);
    expect(out).toBeGreaterThan(5);
  });
});
