import { describe, expect, it } from 'vitest';
import { behindCover, coverBetween, findCover, type CoverQuery } from './cover';
import { MoveChecker } from './moveCheck';
import { planMove, reachMap } from './pathing';
import { buildTerrainIndex, LOW_BARRIER, type TerrainIndex } from './terrainIndex';
import type { TableSpec, Terrain, Vec } from './types';

const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const tableOf = (...terrain: Terrain[]): TableSpec => ({ width: 24, height: 24, terrain });
const query = (start: Vec, threat: Vec, extra: Partial<CoverQuery> = {}): CoverQuery => ({ start, threat, r: 0.5, budget: 6, models: [], zones: [], ...extra });
const dist = (a: Vec, b: Vec) => Math.hypot(a.x - b.x, a.y - b.y);

const fence = (height = 1): Terrain => ({ id: 'rail', kind: 'fence', height, a: { x: 6, y: 10 }, b: { x: 18, y: 10 } });
const house: Terrain = { id: 'house', kind: 'building', height: 3, poly: rect(10, 10, 14, 14) };

/** The route found is legal for an easy move: every leg clear of buildings, crossing no barrier, and its cost adds up. */
function expectEasyRoute(index: TerrainIndex, path: Vec[], cost: number): void {
  let sum = 0;
  for (let i = 1; i < path.length; i++) {
    expect(index.moveSegmentClear(path[i - 1]!, path[i]!, 0.5)).toBe(true);
    expect(index.crossedBarriers(path[i - 1]!, path[i]!).filter((c) => c.height >= LOW_BARRIER)).toEqual([]);
    sum += index.segmentCost(path[i - 1]!, path[i]!);
  }
  expect(sum).toBeCloseTo(cost, 9);
}

describe('coverBetween', () => {
  it('a fence between the shooter and the fighter covers it', () => {
    const index = buildTerrainIndex(tableOf(fence()));
    const c = coverBetween(index, { x: 12, y: 11 }, { x: 12, y: 2 })!;
    expect(c.kind).toBe('barrier');
    expect(c.id).toBe('rail');
    expect(c.at.x).toBeCloseTo(12, 12);
    expect(c.at.y).toBeCloseTo(10, 12);
    expect(behindCover(index, { x: 12, y: 9 }, { x: 12, y: 2 })).toBe(false); // on the shooter's side
  });
  it('a barrier under half an inch does not', () => {
    const index = buildTerrainIndex(tableOf(fence(0.3)));
    expect(behindCover(index, { x: 12, y: 11 }, { x: 12, y: 2 })).toBe(false);
  });
  it('the shooter leans over a barrier within 1" of his base', () => {
    const index = buildTerrainIndex(tableOf(fence()));
    expect(behindCover(index, { x: 12, y: 13 }, { x: 12, y: 9 })).toBe(false); // base edge 0.5" from it
    expect(behindCover(index, { x: 12, y: 13 }, { x: 12, y: 8.55 })).toBe(false); // 0.95"
    expect(behindCover(index, { x: 12, y: 13 }, { x: 12, y: 8.4 })).toBe(true); // 1.1"
  });
  it('a building covers, touching its corner counts, and the obstacle nearest the fighter is named', () => {
    const index = buildTerrainIndex(tableOf(house, { id: 'low', kind: 'wall', height: 1, a: { x: 0, y: 7 }, b: { x: 24, y: 7 } }));
    const c = coverBetween(index, { x: 12, y: 18 }, { x: 12, y: 2 })!;
    expect(c).toEqual({ kind: 'building', id: 'house', at: { x: 12, y: 14 } });
    expect(coverBetween(index, { x: 12, y: 8 }, { x: 12, y: 2 })!.id).toBe('low');
    // The line from (12, 4) to (9, 13) passes exactly over the corner (10, 10).
    const open = buildTerrainIndex(tableOf(house));
    expect(coverBetween(open, { x: 9, y: 13 }, { x: 12, y: 4 })!.id).toBe('house');
    expect(behindCover(open, { x: 8.9, y: 13 }, { x: 12, y: 4 })).toBe(false);
  });
});

describe('findCover', () => {
  it('a fighter already behind cover stays put', () => {
    const index = buildTerrainIndex(tableOf(fence()));
    expect(findCover(index, query({ x: 12, y: 11 }, { x: 12, y: 2 }))).toEqual({ alreadyInCover: true });
  });
  it('steps into the shadow of a building by the shortest line', () => {
    // The shadow's edge is the ray from (12, 4) through the corner (10, 10); the nearest point of
    // it to (7, 12) is its foot (9.1, 12.7), 2.2136" away.
    const index = buildTerrainIndex(tableOf(house));
    const res = findCover(index, query({ x: 7, y: 12 }, { x: 12, y: 4 }));
    if (!res || res.alreadyInCover) throw new Error('expected a move');
    expect(res.cost).toBeGreaterThanOrEqual(Math.hypot(2.1, 0.7) - 1e-9);
    expect(res.cost).toBeLessThan(Math.hypot(2.1, 0.7) + 0.03);
    expect(dist(res.spot, { x: 9.1, y: 12.7 })).toBeLessThan(0.05);
    expect(res.path).toHaveLength(2);
    expect(behindCover(index, res.spot, { x: 12, y: 4 })).toBe(true);
  });
  it('walks round the nearer end of a fence rather than jumping it, or not at all', () => {
    const index = buildTerrainIndex(tableOf(fence()));
    const start = { x: 13, y: 8 }, threat = { x: 12, y: 2 };
    const res = findCover(index, query(start, threat));
    if (!res || res.alreadyInCover) throw new Error('expected a move');
    const round = Math.hypot(5, 2); // to the east end (18, 10); the west end is 7.28" away
    expect(res.cost).toBeGreaterThanOrEqual(round - 1e-9);
    expect(res.cost).toBeLessThan(round + 0.05);
    expect(dist(res.spot, { x: 18, y: 10 })).toBeLessThan(0.05);
    expect(res.spot.y).toBeGreaterThan(10);
    expect(behindCover(index, res.spot, threat)).toBe(true);
    expectEasyRoute(index, res.path, res.cost);
    expect(findCover(index, query(start, threat, { budget: 5 }))).toBeNull();
    // Right in front of the fence: jumping it would be 1", walking round is 6".
    expect(findCover(index, query({ x: 12, y: 9.2 }, threat, { budget: 4 }))).toBeNull();
  });
  it('may move towards the shooter', () => {
    // A shed beside the shooter; its shadow edge is the ray from (12, 2) through (13, 3).
    const index = buildTerrainIndex(tableOf({ id: 'shed', kind: 'building', height: 3, poly: rect(13, 1, 14, 3) }));
    const threat = { x: 12, y: 2 };
    const res = findCover(index, query({ x: 12, y: 8 }, threat));
    if (!res || res.alreadyInCover) throw new Error('expected a move');
    expect(res.cost).toBeGreaterThanOrEqual(Math.sqrt(18) - 1e-9);
    expect(res.cost).toBeLessThan(Math.sqrt(18) + 0.03);
    expect(dist(res.spot, { x: 15, y: 5 })).toBeLessThan(0.05);
    expect(dist(res.spot, threat)).toBeLessThan(5);
  });
  it('keeps out of enemy zones, taking the far end of the fence if it must', () => {
    const index = buildTerrainIndex(tableOf(fence()));
    const start = { x: 13, y: 8 }, threat = { x: 12, y: 2 };
    expect(findCover(index, query(start, threat, { budget: 8 }))).toMatchObject({ spot: { x: expect.closeTo(18, 1) } });
    const res = findCover(index, query(start, threat, { budget: 8, zones: [{ id: 'gun', x: 19, y: 10, r: 2 }] }));
    if (!res || res.alreadyInCover) throw new Error('expected a move');
    expect(res.spot.x).toBeLessThan(6.05);
    expect(res.spot.y).toBeGreaterThan(10);
    expect(res.cost).toBeGreaterThanOrEqual(Math.hypot(7, 2) - 1e-9);
    expect(res.cost).toBeLessThan(Math.hypot(7, 2) + 0.07);
    for (const p of res.path) expect(dist(p, { x: 19, y: 10 })).toBeGreaterThanOrEqual(2 - 1e-9);
  });
  it('does not stop on another base', () => {
    const index = buildTerrainIndex(tableOf(house));
    const friend = { id: 'pal', x: 9.1, y: 12.7, r: 0.5 };
    const res = findCover(index, query({ x: 7, y: 12 }, { x: 12, y: 4 }, { models: [friend] }));
    if (!res || res.alreadyInCover) throw new Error('expected a move');
    expect(dist(res.spot, friend)).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(behindCover(index, res.spot, { x: 12, y: 4 })).toBe(true);
    expect(res.cost).toBeGreaterThan(2.3);
    expect(res.cost).toBeLessThan(3);
  });
  it('difficult ground costs double', () => {
    const index = buildTerrainIndex(tableOf(house, { id: 'scrub', kind: 'difficult', poly: rect(0, 0, 24, 24) }));
    const res = findCover(index, query({ x: 7, y: 12 }, { x: 12, y: 4 }));
    if (!res || res.alreadyInCover) throw new Error('expected a move');
    expect(res.cost).toBeGreaterThanOrEqual(2 * Math.hypot(2.1, 0.7) - 1e-9);
    expect(res.cost).toBeLessThan(2 * Math.hypot(2.1, 0.7) + 0.06);
    expect(findCover(index, query({ x: 7, y: 12 }, { x: 12, y: 4 }, { budget: 4 }))).toBeNull();
  });
  it('finds nothing on an open table', () => {
    expect(findCover(buildTerrainIndex(tableOf()), query({ x: 12, y: 12 }, { x: 2, y: 2 }))).toBeNull();
  });
});

describe('easy routes (MoveRules.noJump)', () => {
  const index = buildTerrainIndex(tableOf(fence()));
  const rules = { start: { x: 12, y: 9 }, r: 0.5, budget: 14, models: [], zones: [] };
  it('goes round a fence it would otherwise jump', () => {
    expect(planMove(index, rules, { x: 12, y: 11 })).toMatchObject({ ok: true, cost: 2 });
    const easy = planMove(index, { ...rules, noJump: true }, { x: 12, y: 11 });
    if (!easy.ok) throw new Error('expected a route');
    expect(easy.jumps).toEqual([]);
    expect(easy.cost).toBeGreaterThan(2 * Math.hypot(6, 1) - 1e-6); // round the west end (6, 10)
    expect(easy.cost).toBeLessThan(2 * Math.hypot(6, 1) + 0.05);
    const map = reachMap(index, { ...rules, budget: 4, noJump: true });
    expect(map.jump.every((j) => j === 0)).toBe(true);
    const k = Math.floor((11 - map.originY) / map.cellSize) * map.cols + Math.floor((12 - map.originX) / map.cellSize);
    expect(map.cost[k]).toBe(Infinity);
    expect(reachMap(index, { ...rules, budget: 4 }).cost[k]).toBeCloseTo(2, 5);
  });
  it('a leg grazing the end of a barrier touches it, as the terrain index says', () => {
    const post = buildTerrainIndex(tableOf({ id: 'post', kind: 'wall', height: 3, a: { x: 2, y: 0 }, b: { x: 2, y: 1 } }));
    const y = 1 + 2 ** -52; // the leg passes 2e-16" below the wall's end
    const ck = new MoveChecker(post, { start: { x: 1, y }, r: 0.5, budget: 5, models: [], zones: [] }, { x0: 0, y0: 0, x1: 4, y1: 2 });
    expect(post.moveSegmentClear({ x: 1, y }, { x: 3, y }, 0.5)).toBe(false);
    expect(ck.check(1, y, 3, y)).toBeNaN();
    expect(ck.check(1, 1.001, 3, 1.001)).toBeCloseTo(2, 12);
  });
});
