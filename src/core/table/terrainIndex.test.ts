import { describe, expect, it } from 'vitest';
import { buildTerrainIndex } from './terrainIndex';
import type { TableSpec, Terrain, Vec } from './types';

const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];

const table: TableSpec = {
  width: 24,
  height: 24,
  terrain: [
    { id: 'house', kind: 'building', height: 3, poly: rect(10, 10, 14, 14) },
    { id: 'fence', kind: 'fence', height: 1, a: { x: 5, y: 2 }, b: { x: 5, y: 10 } },
    { id: 'rail', kind: 'fence', height: 0.75, a: { x: 7, y: 2 }, b: { x: 7, y: 10 } },
    { id: 'kerb', kind: 'wall', height: 0.25, a: { x: 2, y: 16 }, b: { x: 8, y: 16 } },
    { id: 'rampart', kind: 'wall', height: 3, a: { x: 16, y: 2 }, b: { x: 16, y: 8 } },
    { id: 'creek', kind: 'difficult', poly: rect(2, 18, 6, 22) },
    { id: 'scrub', kind: 'difficult', poly: rect(4, 18, 8, 22) },
  ],
};
const index = buildTerrainIndex(table);

describe('sight lines', () => {
  it('a building blocks, and says where', () => {
    const s = index.sightLine({ x: 2, y: 12 }, { x: 20, y: 12 });
    expect(s.blocked).toBe(true);
    expect(s.blockedAt!.x).toBeCloseTo(10, 9);
    expect(s.blockedAt!.y).toBeCloseTo(12, 9);
  });
  it('a line just past the corner is clear, one just inside it is blocked', () => {
    expect(index.sightLine({ x: 8, y: 11.9 }, { x: 12, y: 7.9 }).blocked).toBe(false);
    const s = index.sightLine({ x: 8, y: 12.1 }, { x: 12, y: 8.1 });
    expect(s.blocked).toBe(true);
    expect(s.blockedAt!.x).toBeCloseTo(10, 9);
    expect(s.blockedAt!.y).toBeCloseTo(10.1, 9);
  });
  it('reports fences in the way with their crossing points, in order from the start', () => {
    const s = index.sightLine({ x: 2, y: 6 }, { x: 8, y: 6 });
    expect(s.blocked).toBe(false);
    expect(s.obstacles.map((o) => o.id)).toEqual(['fence', 'rail']);
    expect(s.obstacles[0]!.at.x).toBeCloseTo(5, 9);
    expect(s.obstacles[0]!.at.y).toBeCloseTo(6, 9);
    expect(s.obstacles[0]!.t).toBeCloseTo(0.5, 9);
    expect(s.obstacles[0]!.height).toBe(1);
    const back = index.sightLine({ x: 8, y: 6 }, { x: 2, y: 6 });
    expect(back.obstacles.map((o) => o.id)).toEqual(['rail', 'fence']);
  });
  it('a barrier never blocks, however high', () => {
    const s = index.sightLine({ x: 14, y: 5 }, { x: 18, y: 5 });
    expect(s.blocked).toBe(false);
    expect(s.obstacles.map((o) => o.id)).toEqual(['rampart']);
  });
  it('the indexed and the naive answers agree on thousands of random lines', () => {
    let seed = 7;
    const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    const terrain: Terrain[] = [];
    for (let i = 0; i < 40; i++) {
      const x = rnd() * 44, y = rnd() * 44;
      terrain.push({ id: `b${i}`, kind: 'building', height: 2, poly: rect(x, y, x + 0.5 + rnd() * 3, y + 0.5 + rnd() * 3) });
    }
    for (let i = 0; i < 30; i++) {
      const x = rnd() * 48, y = rnd() * 48;
      terrain.push({ id: `f${i}`, kind: 'fence', height: 1, a: { x, y }, b: { x: x + rnd() * 6 - 3, y: y + rnd() * 6 - 3 } });
    }
    const big = buildTerrainIndex({ width: 48, height: 48, terrain });
    let blocked = 0, withObstacles = 0;
    for (let k = 0; k < 3000; k++) {
      const a = { x: rnd() * 48, y: rnd() * 48 };
      const b = { x: a.x + (rnd() - 0.5) * 30, y: a.y + (rnd() - 0.5) * 30 };
      const fast = big.sightLine(a, b), slow = big.sightLineNaive(a, b);
      expect(fast).toEqual(slow);
      if (fast.blocked) blocked++;
      if (fast.obstacles.length) withObstacles++;
    }
    expect(blocked).toBeGreaterThan(300); // the sample covers both answers
    expect(withObstacles).toBeGreaterThan(300);
    expect(blocked).toBeLessThan(2700);
  });
});

describe('bases and moves', () => {
  it('a base fits on the table and may touch a building, not overlap it', () => {
    expect(index.baseFits({ x: 9.5, y: 12 }, 0.5)).toBe(true);
    expect(index.baseFits({ x: 9.6, y: 12 }, 0.5)).toBe(false);
    expect(index.baseFits({ x: 12, y: 12 }, 0.5)).toBe(false);
    expect(index.baseFits({ x: 0.5, y: 0.5 }, 0.5)).toBe(true);
    expect(index.baseFits({ x: 0.4, y: 3 }, 0.5)).toBe(false);
    expect(index.baseFits({ x: 3, y: 23.6 }, 0.5)).toBe(false);
  });
  it('a swept base may not clip a corner or leave the table', () => {
    // Passing the corner (10, 10) diagonally: the line x + y = c is (20 - c) / sqrt 2 from it.
    const clip = 20 - 0.45 * Math.SQRT2, miss = 20 - 0.55 * Math.SQRT2;
    expect(index.moveSegmentClear({ x: 6, y: clip - 6 }, { x: clip - 6, y: 6 }, 0.5)).toBe(false);
    expect(index.moveSegmentClear({ x: 6, y: miss - 6 }, { x: miss - 6, y: 6 }, 0.5)).toBe(true);
    expect(index.moveSegmentClear({ x: 2, y: 23 }, { x: 2, y: 23.8 }, 0.5)).toBe(false);
  });
  it('a move may cross fences but not a barrier over 2"', () => {
    expect(index.moveSegmentClear({ x: 3, y: 6 }, { x: 9, y: 6 }, 0.5)).toBe(true);
    expect(index.moveSegmentClear({ x: 14, y: 5 }, { x: 18, y: 5 }, 0.5)).toBe(false);
  });
  it('lists the barriers crossed, ordered, with heights', () => {
    const c = index.crossedBarriers({ x: 8, y: 4 }, { x: 3, y: 4 });
    expect(c.map((x) => [x.id, x.height])).toEqual([['rail', 0.75], ['fence', 1]]);
    expect(c[0]!.t).toBeCloseTo(0.2, 9);
    expect(c[1]!.at).toEqual({ x: 5, y: 4 });
    expect(index.crossedBarriers({ x: 3, y: 14 }, { x: 3, y: 18 }).map((x) => x.id)).toEqual(['kerb']);
  });
  it('measures difficult ground; overlapping patches count once', () => {
    expect(index.difficultLength({ x: 0, y: 20 }, { x: 4, y: 20 })).toBeCloseTo(2, 9);
    expect(index.difficultLength({ x: 0, y: 20 }, { x: 10, y: 20 })).toBeCloseTo(6, 9);
    expect(index.segmentCost({ x: 0, y: 20 }, { x: 10, y: 20 })).toBeCloseTo(16, 9);
    expect(index.segmentCost({ x: 3, y: 19 }, { x: 3, y: 21 })).toBeCloseTo(4, 9);
    expect(index.segmentCost({ x: 12, y: 20 }, { x: 15, y: 24 })).toBeCloseTo(5, 9);
    expect(index.insideDifficult({ x: 7, y: 20 })).toBe(true);
    expect(index.insideDifficult({ x: 9, y: 20 })).toBe(false);
  });
  it('is built once per table object', () => {
    expect(buildTerrainIndex(table)).toBe(index);
    expect(buildTerrainIndex({ ...table })).not.toBe(index);
    const empty = buildTerrainIndex({ width: 10, height: 10, terrain: [] });
    expect(empty.sightLine({ x: 1, y: 1 }, { x: 9, y: 9 })).toEqual({ blocked: false, blockedAt: null, obstacles: [] });
    expect(empty.segmentCost({ x: 1, y: 1 }, { x: 4, y: 5 })).toBe(5);
  });
});
