import { describe, expect, it } from 'vitest';
import { candidates, clampSpot, labelBox, placeLabels, type Box, type LabelItem, type LabelSpot } from './labelPlacement';

const item = (id: string, x: number, y: number, w = 40, r = 7): LabelItem => ({ id, x, y, rx: r, ry: r, w, h: 12 });
const overlaps = (a: Box, b: Box) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
const gap = (it: LabelItem, b: Box) => Math.hypot(Math.max(b.x0 - it.x, 0, it.x - b.x1), Math.max(b.y0 - it.y, 0, it.y - b.y1));

function boxes(items: LabelItem[]) {
  const spots = placeLabels(items);
  return items.map((it) => ({ it, box: labelBox(it, spots.get(it.id)!), spot: spots.get(it.id)! }));
}

describe('placeLabels', () => {
  it('a fighter alone has his name centred under his base', () => {
    const [a] = boxes([item('a', 100, 100)]);
    expect(a!.box).toEqual({ x0: 80, y0: 108, x1: 120, y1: 120 });
    expect(a!.spot.leader).toBe(false);
  });

  it('a three-fighter fight (bases touching) gets three names that do not overlap, each beside its own base', () => {
    const placed = boxes([item('harlan', 100, 100), item('ridley', 113, 104), item('bell', 100, 112)]);
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) expect(overlaps(placed[i]!.box, placed[j]!.box)).toBe(false);
    }
    for (const p of placed) expect(gap(p.it, p.box)).toBeLessThanOrEqual(p.it.rx + 2);
  });

  it('names keep off the other bases of a crowd', () => {
    const items = [item('a', 100, 100), item('b', 100, 116), item('c', 86, 108), item('d', 114, 108)];
    const placed = boxes(items);
    for (const p of placed) {
      for (const other of items) {
        if (other.id === p.it.id) continue;
        expect(overlaps(p.box, { x0: other.x - other.rx, y0: other.y - other.ry, x1: other.x + other.rx, y1: other.y + other.ry })).toBe(false);
      }
    }
  });

  it('a ring of eight fighters round one: every name has a place of its own, a leader line when a step away', () => {
    const items = [item('mid', 200, 200)];
    for (let i = 0; i < 8; i++) items.push(item(`r${i}`, 200 + 14 * Math.cos((i * Math.PI) / 4), 200 + 14 * Math.sin((i * Math.PI) / 4)));
    const placed = boxes(items);
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) expect(overlaps(placed[i]!.box, placed[j]!.box)).toBe(false);
    }
    for (const p of placed) {
      expect(gap(p.it, p.box)).toBeLessThanOrEqual(p.it.rx + 30);
      if (gap(p.it, p.box) > p.it.rx + 2) expect(p.spot.leader).toBe(true);
    }
  });

  it('is the same for the same crowd whatever order the units come in', () => {
    const items = [item('a', 100, 100), item('b', 113, 104), item('c', 100, 112)];
    const one = placeLabels(items);
    const two = placeLabels([...items].reverse());
    for (const it of items) expect(two.get(it.id)).toEqual(one.get(it.id));
  });

  it('inside the table: a long name under a regiment by the left edge starts at the edge, still under its block', () => {
    const table = { x0: 0, y0: 0, x1: 400, y1: 400 };
    const it0: LabelItem = { id: 'edge', x: 30, y: 100, rx: 25, ry: 15, w: 220, h: 16 };
    const box = labelBox(it0, placeLabels([it0], table).get('edge')!);
    expect(box.x0).toBe(0);
    expect(box.x1).toBe(220);
    expect(box.y0).toBe(100 + 15 + 1);
    // Without the table it ran 80 px off it.
    expect(labelBox(it0, placeLabels([it0]).get('edge')!).x0).toBe(-80);
  });

  it('inside the table: by the right and bottom edges the names move in; a name wider than the table starts at its left', () => {
    const table = { x0: 0, y0: 0, x1: 400, y1: 300 };
    const right: LabelItem = { id: 'right', x: 380, y: 150, rx: 20, ry: 10, w: 200, h: 16 };
    const low: LabelItem = { id: 'low', x: 100, y: 292, rx: 20, ry: 8, w: 60, h: 16 };
    const wide: LabelItem = { id: 'wide', x: 200, y: 40, rx: 20, ry: 10, w: 500, h: 16 };
    const spots = placeLabels([right, low, wide], table);
    const boxes = [right, low, wide].map((it) => labelBox(it, spots.get(it.id)!));
    expect(boxes[0]!.x1).toBeLessThanOrEqual(400);
    expect(boxes[0]!.x1).toBeGreaterThan(380);
    expect(boxes[1]!.y1).toBeLessThanOrEqual(300);
    expect(overlaps(boxes[1]!, { x0: 80, y0: 284, x1: 120, y1: 300 }), 'not over its own base: above it instead').toBe(false);
    expect(boxes[2]!.x0).toBe(0);
    for (const b of boxes.slice(0, 2)) expect(b.x0 >= 0 && b.y0 >= 0 && b.x1 <= 400 && b.y1 <= 300).toBe(true);
  });

  it('gives the spots of the plain search over every name and body (forty regiments and a crowd, with and without the table)', () => {
    // A fixed pseudo-random table: blocks in lines, round bases in a heap, some by the edges.
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const items: LabelItem[] = [];
    for (let i = 0; i < 40; i++) items.push({ id: `r${i}`, x: 40 + (i % 5) * 170 + rnd() * 30, y: 30 + Math.floor(i / 5) * 70 + rnd() * 20, rx: 20 + rnd() * 40, ry: 12 + rnd() * 20, w: 60 + rnd() * 180, h: 16 });
    for (let i = 0; i < 25; i++) items.push({ id: `f${i}`, x: 300 + rnd() * 60, y: 300 + rnd() * 60, rx: 7, ry: 7 * (rnd() < 0.2 ? 0.55 : 1), w: 30 + rnd() * 50, h: 15 });
    for (const bounds of [undefined, { x0: 0, y0: 0, x1: 900, y1: 620 }]) {
      const want = plainPlace(items, bounds);
      const got = placeLabels(items, bounds);
      expect([...want.values()].filter((s) => s.leader).length, 'a crowd: some names a step away').toBeGreaterThan(3);
      for (const it of items) expect(got.get(it.id), it.id).toEqual(want.get(it.id));
    }
  });
});

/** The search as first written: every spot costs its overlap with every placed name and every body. */
function plainPlace(items: readonly LabelItem[], bounds?: Box): Map<string, LabelSpot> {
  const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  const out = new Map<string, LabelSpot>();
  const bodies = items.map((it) => ({ x0: it.x - it.rx, y0: it.y - it.ry, x1: it.x + it.rx, y1: it.y + it.ry }));
  const placed: Box[] = [];
  const order = items.map((it, i) => i).sort((a, b) => items[a]!.y - items[b]!.y || items[a]!.x - items[b]!.x);
  for (const i of order) {
    const it = items[i]!;
    const cost = (s: LabelSpot, moved: boolean): number => {
      const box = labelBox(it, s);
      let c = 0;
      for (const p of placed) c += overlap(box, p) * 2;
      for (let j = 0; j < bodies.length; j++) if (j !== i || moved) c += overlap(box, bodies[j]!);
      return c;
    };
    let best: LabelSpot | null = null;
    let bestCost = Infinity;
    for (const far of [0, Math.max(6, it.h * 0.8), Math.max(12, it.h * 1.8)]) {
      for (const spot of candidates(it, far)) {
        const s = clampSpot(it, spot, bounds);
        const c = cost(s, s !== spot);
        if (c < bestCost) [best, bestCost] = [s, c];
        if (c === 0) break;
      }
      if (bestCost === 0) break;
    }
    out.set(it.id, best!);
    placed.push(labelBox(it, best!));
  }
  return out;
}

describe('placeLabels from the last placement', () => {
  /** A seeded stream of numbers in [0, 1) (a test's own, so a failure replays). */
  const stream = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

  it('gives the same spots as placing every name again, over crowds whose units move, turn, grow and get longer names', () => {
    const table = { x0: 0, y0: 0, x1: 600, y1: 400 };
    let reused = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rnd = stream(seed);
      // A crowd packed into part of the table, so names compete for room and some sit a step away.
      let items: LabelItem[] = Array.from({ length: 6 + Math.floor(rnd() * 40) }, (_, i) => ({
        id: `u${i}`, x: 20 + rnd() * 300, y: 20 + rnd() * 200, rx: 4 + rnd() * 40, ry: 4 + rnd() * 14, w: 20 + rnd() * 60, h: 12,
      }));
      let spots = placeLabels(items, table);
      for (let step = 0; step < 25; step++) {
        const next = items.slice();
        for (let k = 1 + Math.floor(rnd() * 3); k > 0; k--) {
          const i = Math.floor(rnd() * next.length);
          const u = next[i]!;
          const what = rnd();
          next[i] = what < 0.6 ? { ...u, x: u.x + (rnd() - 0.5) * 30, y: u.y + (rnd() - 0.5) * 30 } : what < 0.8 ? { ...u, rx: u.ry, ry: u.rx } : { ...u, w: 20 + rnd() * 60 };
        }
        const again = placeLabels(next, table, { items, spots, bounds: table });
        const whole = placeLabels(next, table);
        expect([...again], `seed ${seed}, step ${step}`).toEqual([...whole]);
        for (const it of next) if (again.get(it.id) === spots.get(it.id)) reused++;
        items = next;
        spots = again;
      }
    }
    // Most names are kept as they were (the same spot objects), not placed again.
    expect(reused).toBeGreaterThan(40 * 25 * 5);
  });

  it('places every name again when the units or the table are not the ones it started from', () => {
    const table = { x0: 0, y0: 0, x1: 200, y1: 200 };
    const items = [item('a', 100, 100), item('b', 113, 104)];
    const spots = placeLabels(items, table);
    const other = [item('b', 113, 104), item('a', 100, 100)];
    expect(placeLabels(other, table, { items, spots, bounds: table }).get('a')).not.toBe(spots.get('a'));
    const smaller = { x0: 0, y0: 0, x1: 120, y1: 120 };
    expect([...placeLabels(items, smaller, { items, spots, bounds: table })]).toEqual([...placeLabels(items, smaller)]);
  });
});
