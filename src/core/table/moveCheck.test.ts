// The move checker filled from a wider box's terrain (as a listing does) answers exactly as one
// gathered from the index's trees, and its own baseFitsAt as the index's baseFits.
import { describe, expect, it } from 'vitest';
import { MoveChecker, type MoveRules } from './moveCheck';
import { planMove, reachChecker, terrainAround } from './pathing';
import { buildTerrainIndex } from './terrainIndex';
import type { TableSpec, Vec } from './types';

const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
/** A town block: buildings, a fence, a high wall to climb, difficult ground. */
const TABLE: TableSpec = {
  width: 30, height: 24,
  terrain: [
    { id: 'barn', kind: 'building', height: 3, poly: rect(8, 9, 10, 15) },
    { id: 'store', kind: 'building', height: 4, poly: rect(16, 4, 21, 7) },
    { id: 'fence', kind: 'fence', height: 1, a: { x: 4, y: 4 }, b: { x: 4, y: 14 } },
    { id: 'wall', kind: 'wall', height: 2.5, a: { x: 13, y: 12 }, b: { x: 22, y: 16 } },
    { id: 'rocks', kind: 'difficult', poly: [{ x: 20, y: 18 }, { x: 26, y: 17 }, { x: 25, y: 22 }, { x: 19, y: 21 }] },
  ],
};
const W = TABLE.width, H = TABLE.height;
const index = buildTerrainIndex(TABLE);
const rules = (x: number, y: number): MoveRules => ({
  start: { x, y }, r: 0.5, budget: 6, climb: true,
  models: [{ id: 'a', x: x + 2, y, r: 0.5 }, { id: 'b', x: x - 1.5, y: y + 2, r: 0.5 }],
  zones: [{ id: 'c', x: x + 1, y: y - 3, r: 2 }],
});
/** Seeded points over the table (a small linear congruential generator, so every run draws the same points). */
function* points(n: number, seed: number): Generator<{ x: number; y: number }> {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < n; i++) yield { x: 1 + next() * (W - 2), y: 1 + next() * (H - 2) };
}

describe('MoveChecker filled from the terrain about a model', () => {
  it('tests every leg in its box as a checker gathered from the trees does, to the last bit', () => {
    let legs = 0, refused = 0, jumps = 0;
    // Seeded starts, and four beside the fence and the wall.
    const starts = [...points(12, 7), { x: 5, y: 8 }, { x: 3, y: 10 }, { x: 17, y: 13 }, { x: 18, y: 15.5 }];
    for (const start of starts) {
      const r = rules(start.x, start.y);
      const around = terrainAround(index, r);
      const box = { x0: start.x - 3, y0: start.y - 3, x1: start.x + 3, y1: start.y + 3 };
      const fromTrees = new MoveChecker(index, r, box);
      const fromAround = new MoveChecker(index, r, box, around);
      for (const a of points(8, legs + 1)) {
        for (const b of points(8, legs + 2)) {
          const ax = start.x + (a.x / W - 0.5) * 6, ay = start.y + (a.y / H - 0.5) * 6;
          const bx = start.x + (b.x / W - 0.5) * 6, by = start.y + (b.y / H - 0.5) * 6;
          const c1 = fromTrees.check(ax, ay, bx, by, true);
          const f1 = [fromTrees.jumped, fromTrees.failure];
          const c2 = fromAround.check(ax, ay, bx, by, true);
          expect([c2, fromAround.jumped, fromAround.failure]).toEqual([c1, ...f1]);
          legs++;
          if (Number.isNaN(c1)) refused++;
          else if (f1[0]) jumps++;
        }
        const p = { x: start.x + (a.x / W - 0.5) * 6, y: start.y + (a.y / H - 0.5) * 6 };
        expect(fromAround.baseFitsAt(p)).toBe(index.baseFits(p, 0.5));
        expect(fromTrees.baseFitsAt(p)).toBe(index.baseFits(p, 0.5));
      }
    }
    expect(legs).toBe(16 * 64);
    // Some legs meet a building, a base or a zone, and some jump the fence or climb the wall.
    expect(refused).toBeGreaterThan(20);
    expect(jumps).toBeGreaterThan(5);
  });

  it('plans the same moves with or without the terrain gathered about the model', () => {
    let routes = 0;
    for (const start of points(10, 3)) {
      const r = rules(start.x, start.y);
      const reach = reachChecker(index, r, undefined, terrainAround(index, r));
      for (const to of points(12, 11)) {
        const at = { x: start.x + (to.x / W - 0.5) * 12, y: start.y + (to.y / H - 0.5) * 12 };
        const plain = planMove(index, r, at);
        expect(planMove(index, r, at, undefined, reach)).toEqual(plain);
        if (plain.ok && plain.path.length > 2) routes++;
      }
    }
    expect(routes).toBeGreaterThan(0);
  });
});
