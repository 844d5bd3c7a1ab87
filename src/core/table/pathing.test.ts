import { describe, expect, it } from 'vitest';
import { pointSegmentDistance } from './geometry';
import { planMove, reachMap, toBoardReach, type MoveRules, type ReachMap } from './pathing';
import { buildTerrainIndex } from './terrainIndex';
import type { TableSpec, Terrain, Vec } from './types';

const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const tableOf = (...terrain: Terrain[]): TableSpec => ({ width: 24, height: 24, terrain });
const rules = (start: Vec, extra: Partial<MoveRules> = {}): MoveRules => ({ start, r: 0.5, budget: 6, models: [], zones: [], ...extra });

/** The reach map's cost at a point (the cell whose centre it is). */
function costAt(map: ReachMap, p: Vec): number {
  const i = Math.floor((p.x - map.originX) / map.cellSize), j = Math.floor((p.y - map.originY) / map.cellSize);
  return map.cost[j * map.cols + i]!;
}

/** Shortest route for a 1/2" base from s over the top of a wall-like block to g, s and g level with its middle. */
function aroundBlock(s: Vec, g: Vec, c1: Vec, c2: Vec, r: number): number {
  const leg = (p: Vec, c: Vec) => {
    const d = Math.hypot(p.x - c.x, p.y - c.y);
    const toward = Math.acos((c.y - p.y) / d); // angle between c->p and straight up (0, -1)
    return { tangent: Math.sqrt(d * d - r * r), arc: r * (toward - Math.acos(r / d)) };
  };
  const a = leg(s, c1), b = leg(g, c2);
  return a.tangent + a.arc + (c2.x - c1.x) + b.arc + b.tangent;
}

const wall = tableOf({ id: 'barn', kind: 'building', height: 3, poly: rect(8, 9, 10, 15) });

describe('reachMap', () => {
  it('costs straight lines exactly on open ground and stops at the budget', () => {
    const map = reachMap(buildTerrainIndex(tableOf()), rules({ x: 12, y: 12 }));
    expect(costAt(map, { x: 12, y: 12 })).toBe(0);
    expect(costAt(map, { x: 16, y: 12 })).toBeCloseTo(4, 5);
    expect(costAt(map, { x: 15, y: 16 })).toBeCloseTo(5, 5);
    expect(costAt(map, { x: 12.75, y: 17.75 })).toBeCloseTo(Math.hypot(0.75, 5.75), 5);
    expect(costAt(map, { x: 17, y: 16 })).toBe(Infinity);
    expect(map.cellSize).toBe(0.25);
    expect(map.cols).toBe(49);
  });
  it('behind a building costs the way around it', () => {
    const start = { x: 6, y: 12 };
    const map = reachMap(buildTerrainIndex(wall), rules(start, { budget: 12 }));
    const behind = costAt(map, { x: 12, y: 12 });
    const shortest = aroundBlock(start, { x: 12, y: 12 }, { x: 8, y: 9 }, { x: 10, y: 9 }, 0.5);
    expect(behind).toBeGreaterThanOrEqual(shortest - 1e-6);
    expect(behind).toBeLessThan(shortest * 1.03);
    expect(costAt(map, { x: 6, y: 18 })).toBeCloseTo(6, 5); // in the open the same distance costs 6
    expect(costAt(map, { x: 9, y: 12 })).toBe(Infinity); // inside the barn
    expect(costAt(reachMap(buildTerrainIndex(wall), rules(start)), { x: 12, y: 12 })).toBe(Infinity);
  });
  it('difficult ground halves the reach', () => {
    const bog = tableOf({ id: 'bog', kind: 'difficult', poly: rect(0, 0, 24, 24) });
    const map = reachMap(buildTerrainIndex(bog), rules({ x: 12, y: 12 }));
    expect(costAt(map, { x: 14.75, y: 12 })).toBeCloseTo(5.5, 5);
    expect(costAt(map, { x: 12, y: 9 })).toBeCloseTo(6, 5);
    expect(costAt(map, { x: 15.25, y: 12 })).toBe(Infinity);
    expect(costAt(map, { x: 14.25, y: 14.25 })).toBe(Infinity); // 3.18" away
  });
  it('cells on or next to another base, or in an enemy zone, are out of reach', () => {
    const map = reachMap(buildTerrainIndex(tableOf()), rules({ x: 6, y: 12 }, {
      models: [{ id: 'pal', x: 9, y: 12, r: 0.5 }, { id: 'foe', x: 6, y: 16, r: 0.5 }],
      zones: [{ id: 'foe', x: 6, y: 16, r: 2 }],
    }));
    expect(costAt(map, { x: 9, y: 11.25 })).toBe(Infinity); // 0.75 from the pal's centre
    expect(costAt(map, { x: 8, y: 12 })).toBeCloseTo(2, 5); // base contact is fine
    expect(costAt(map, { x: 6, y: 14.25 })).toBe(Infinity); // inside the 2" zone
    expect(costAt(map, { x: 6, y: 14 })).toBeCloseTo(2, 5);
    expect(costAt(map, { x: 10, y: 12 })).toBeGreaterThan(4.05); // around the pal
  });
  it('marks cells reached only by jumping a fence', () => {
    const fenced = tableOf({ id: 'rail', kind: 'fence', height: 1, a: { x: 0, y: 10 }, b: { x: 24, y: 10 } });
    const map = reachMap(buildTerrainIndex(fenced), rules({ x: 12, y: 12 }));
    const reach = toBoardReach(map, 6);
    const cell = (p: Vec) => reach.cells[Math.floor((p.y - reach.originY) / reach.cellSize) * reach.cols + Math.floor((p.x - reach.originX) / reach.cellSize)];
    expect(cell({ x: 12, y: 8 })).toBe(2);
    expect(cell({ x: 12, y: 11 })).toBe(1);
    expect(cell({ x: 16.5, y: 16.5 })).toBe(0);
    expect(costAt(map, { x: 12, y: 8 })).toBeCloseTo(4, 5);
    expect(map.jump[Math.floor((8 - map.originY) / 0.25) * map.cols + Math.floor((12 - map.originX) / 0.25)]).toBe(1);
    const walled = tableOf({ id: 'wall', kind: 'wall', height: 3, a: { x: 0, y: 10 }, b: { x: 24, y: 10 } });
    expect(toBoardReach(reachMap(buildTerrainIndex(walled), rules({ x: 12, y: 12 })), 6).cells.filter((c) => c === 2)).toHaveLength(0);
    expect(costAt(reachMap(buildTerrainIndex(walled), rules({ x: 12, y: 12 })), { x: 12, y: 8 })).toBe(Infinity);
  });
  it('walks round a short fence when that is within the budget', () => {
    const stub = tableOf({ id: 'stub', kind: 'fence', height: 1, a: { x: 11, y: 10 }, b: { x: 13, y: 10 } });
    const reach = toBoardReach(reachMap(buildTerrainIndex(stub), rules({ x: 12, y: 12 })), 6);
    const k = Math.floor((9 - reach.originY) / 0.25) * reach.cols + Math.floor((12 - reach.originX) / 0.25);
    expect(reach.cells[k]).toBe(1);
  });
  it('is fast: a 6" move on a 48" table with 60 buildings', () => {
    let seed = 3;
    const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    const terrain: Terrain[] = [];
    for (let i = 0; i < 60; i++) {
      const x = 1 + rnd() * 44, y = 1 + rnd() * 44;
      terrain.push({ id: `b${i}`, kind: 'building', height: 3, poly: rect(x, y, x + 1 + rnd() * 3, y + 1 + rnd() * 3) });
    }
    const index = buildTerrainIndex({ width: 48, height: 48, terrain });
    const starts: Vec[] = [];
    while (starts.length < 40) {
      const p = { x: 1 + rnd() * 46, y: 1 + rnd() * 46 };
      if (index.baseFits(p, 0.5)) starts.push(p);
    }
    for (const s of starts.slice(0, 5)) reachMap(index, rules(s)); // warm up
    // CPU time of this test's own process, so other work on a busy machine does not count.
    const cpuMs = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    const times = starts.map((s) => {
      const t0 = cpuMs();
      reachMap(index, rules(s));
      return cpuMs() - t0;
    }).sort((a, b) => a - b);
    expect(times[times.length >> 1]!).toBeLessThan(20);
  });
});

describe('planMove', () => {
  const open = buildTerrainIndex(tableOf());
  it('goes straight when it can', () => {
    const p = planMove(open, rules({ x: 4, y: 4 }), { x: 7, y: 8 });
    expect(p).toEqual({ ok: true, cost: 5, path: [{ x: 4, y: 4 }, { x: 7, y: 8 }], jumps: [] });
  });
  it('hugs the corner of a building on the way round', () => {
    const index = buildTerrainIndex(wall);
    const start = { x: 6, y: 12 }, to = { x: 12, y: 12 };
    const p = planMove(index, rules(start, { budget: 12 }), to);
    if (!p.ok) throw new Error(p.reason);
    const shortest = aroundBlock(start, to, { x: 8, y: 9 }, { x: 10, y: 9 }, 0.5);
    expect(p.cost).toBeGreaterThanOrEqual(shortest - 1e-6);
    expect(p.cost).toBeLessThan(shortest + 0.2);
    expect(p.path[0]).toEqual(start);
    expect(p.path[p.path.length - 1]).toEqual(to);
    const legs = p.path.slice(1).map((b, i) => index.segmentCost(p.path[i]!, b));
    expect(legs.reduce((s, c) => s + c, 0)).toBeCloseTo(p.cost, 9);
    for (let i = 1; i < p.path.length; i++) expect(index.moveSegmentClear(p.path[i - 1]!, p.path[i]!, 0.5)).toBe(true);
    expect(Math.min(...p.path.map((v) => Math.hypot(v.x - 8, v.y - 9)))).toBeLessThan(0.6);
    expect(planMove(index, rules(start, { budget: 9 }), to)).toMatchObject({ ok: false, reason: 'too-far' });
  });
  it('refuses an end on another base or in an enemy zone, and says why', () => {
    const r = rules({ x: 4, y: 12 }, { models: [{ id: 'foe', x: 9, y: 12, r: 0.5 }], zones: [{ id: 'foe', x: 9, y: 12, r: 2 }] });
    expect(planMove(open, r, { x: 8.5, y: 12.5 })).toEqual({ ok: false, reason: 'overlap' });
    expect(planMove(open, r, { x: 7.5, y: 12 })).toEqual({ ok: false, reason: 'zone' });
    expect(planMove(open, r, { x: 0.3, y: 12 })).toEqual({ ok: false, reason: 'off-table' });
    expect(planMove(buildTerrainIndex(wall), rules({ x: 6, y: 12 }), { x: 9, y: 12 })).toEqual({ ok: false, reason: 'blocked' });
    expect(planMove(open, r, { x: 7, y: 12 })).toMatchObject({ ok: true, cost: 3 });
  });
  it('a charge may enter the charged enemy\'s zone, up to base contact', () => {
    const r = rules({ x: 4, y: 12 }, { models: [{ id: 'foe', x: 9, y: 12, r: 0.5 }], zones: [{ id: 'foe', x: 9, y: 12, r: 2 }], allowZoneOf: 'foe' });
    expect(planMove(open, r, { x: 8, y: 12 })).toMatchObject({ ok: true, cost: 4 });
    expect(planMove(open, r, { x: 8.2, y: 12 })).toEqual({ ok: false, reason: 'overlap' });
  });
  it('goes round an enemy zone rather than through it', () => {
    const r = rules({ x: 4, y: 12 }, { budget: 12, models: [{ id: 'foe', x: 9, y: 12, r: 0.5 }], zones: [{ id: 'foe', x: 9, y: 12, r: 2 }] });
    const p = planMove(open, r, { x: 14, y: 12 });
    if (!p.ok) throw new Error(p.reason);
    expect(p.cost).toBeGreaterThan(10.5);
    for (let i = 1; i < p.path.length; i++) expect(pointSegmentDistance({ x: 9, y: 12 }, p.path[i - 1]!, p.path[i]!)).toBeGreaterThan(2 - 1e-6);
    expect(planMove(open, { ...r, budget: 10.2 }, { x: 14, y: 12 })).toMatchObject({ ok: false, reason: 'too-far' });
  });
  it('a fighter starting in a zone may only move away from that enemy', () => {
    const r = rules({ x: 7.5, y: 12 }, { models: [{ id: 'foe', x: 9, y: 12, r: 0.5 }], zones: [{ id: 'foe', x: 9, y: 12, r: 2 }] });
    expect(planMove(open, r, { x: 4, y: 12 })).toMatchObject({ ok: true, cost: 3.5 });
    expect(planMove(open, r, { x: 7.2, y: 12.5 })).toMatchObject({ ok: true }); // still inside, but farther
    expect(planMove(open, r, { x: 7.5, y: 14 })).toMatchObject({ ok: true, cost: 2 }); // square to the enemy: farther at once
    expect(planMove(open, r, { x: 9, y: 13.2 })).toEqual({ ok: false, reason: 'zone' }); // 1.2" from it, closer than the 1.5" it started
    // Straight to (8, 14) would come closer first; the route found bends so that it never does.
    const p = planMove(open, r, { x: 8, y: 14 });
    if (!p.ok) throw new Error(p.reason);
    expect(p.path.length).toBeGreaterThan(2);
    for (let i = 1; i < p.path.length; i++) {
      const [a, b] = [p.path[i - 1]!, p.path[i]!];
      expect((b.x - a.x) * (a.x - 9) + (b.y - a.y) * (a.y - 12)).toBeGreaterThanOrEqual(0);
    }
  });
  it('reports each fence it jumps, in order, with the crossing point', () => {
    const index = buildTerrainIndex(tableOf(
      { id: 'near', kind: 'fence', height: 1, a: { x: 6, y: 0 }, b: { x: 6, y: 24 } },
      { id: 'far', kind: 'wall', height: 2, a: { x: 8, y: 0 }, b: { x: 8, y: 24 } },
      { id: 'kerb', kind: 'wall', height: 0.25, a: { x: 7, y: 0 }, b: { x: 7, y: 24 } },
    ));
    const p = planMove(index, rules({ x: 4, y: 10 }), { x: 9, y: 10 });
    expect(p).toEqual({ ok: true, cost: 5, path: [{ x: 4, y: 10 }, { x: 9, y: 10 }], jumps: [{ id: 'near', at: { x: 6, y: 10 }, height: 1 }, { id: 'far', at: { x: 8, y: 10 }, height: 2 }] });
  });
  it('is blocked by a high wall it cannot go round', () => {
    const index = buildTerrainIndex(tableOf({ id: 'wall', kind: 'wall', height: 3, a: { x: 6, y: 0 }, b: { x: 6, y: 24 } }));
    expect(planMove(index, rules({ x: 4, y: 10 }), { x: 8, y: 10 })).toEqual({ ok: false, reason: 'blocked' });
  });
});
