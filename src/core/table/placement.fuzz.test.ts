// Property tests of where bases end up: stepping back from a lost fight, the nearest free spot
// and diving for cover, over random tables of buildings and fences with random models on them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { behindCover, findCover } from './cover';
import { pointSegmentDistance } from './geometry';
import { reachMap, type MoveRules } from './pathing';
import { CONTACT_GAP, findNearestFree, findStepAway } from './placement';
import { buildTerrainIndex, LOW_BARRIER, type TerrainIndex } from './terrainIndex';
import type { Terrain, Vec } from './types';

const SIZE = 24;
const R = 0.5;
const RUNS = { seed: 42, numRuns: 300 };

const quarter = (min: number, max: number) => fc.integer({ min: min * 4, max: max * 4 }).map((v) => v / 4);
const point = fc.record({ x: fc.double({ min: R, max: SIZE - R, noNaN: true }), y: fc.double({ min: R, max: SIZE - R, noNaN: true }) });

const building = fc.record({ x: quarter(1, 19), y: quarter(1, 19), w: quarter(1, 4), h: quarter(1, 4) });
const fence = fc.record({ x: quarter(1, 23), y: quarter(1, 23), angle: fc.integer({ min: 0, max: 23 }), length: quarter(2, 8), height: fc.constantFrom(0.3, 0.5, 1, 2, 2.5) });

const terrainArb = fc.tuple(fc.array(building, { minLength: 1, maxLength: 4 }), fc.array(fence, { minLength: 1, maxLength: 5 })).map(([bs, fs]) => {
  const terrain: Terrain[] = bs.map((b, i) => ({
    id: `b${i}`, kind: 'building', height: 3,
    poly: [{ x: b.x, y: b.y }, { x: b.x + b.w, y: b.y }, { x: b.x + b.w, y: b.y + b.h }, { x: b.x, y: b.y + b.h }],
  }));
  fs.forEach((f, i) => {
    const a = (f.angle * Math.PI) / 12;
    const clamp = (v: number) => Math.min(SIZE, Math.max(0, v));
    terrain.push({ id: `f${i}`, kind: 'fence', height: f.height, a: { x: f.x, y: f.y }, b: { x: clamp(f.x + Math.cos(a) * f.length), y: clamp(f.y + Math.sin(a) * f.length) } });
  });
  return terrain;
});

interface Placed { id: string; x: number; y: number; r: number; enemy: boolean }

/** The candidates that fit on the table clear of buildings and of every base placed before them. */
function place(index: TerrainIndex, pts: readonly Vec[], taken: readonly Vec[], enemyEvery = 2): Placed[] {
  const out: Placed[] = [];
  for (const p of pts) {
    if (!index.baseFits(p, R)) continue;
    if ([...taken, ...out].some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 2 * R)) continue;
    out.push({ id: `m${out.length}`, x: p.x, y: p.y, r: R, enemy: out.length % enemyEvery === 0 });
  }
  return out;
}

function expectOnTableAndFree(index: TerrainIndex, spot: Vec, models: readonly { x: number; y: number; r: number }[]): void {
  expect(spot.x).toBeGreaterThanOrEqual(R - 1e-9);
  expect(spot.y).toBeGreaterThanOrEqual(R - 1e-9);
  expect(spot.x).toBeLessThanOrEqual(SIZE - R + 1e-9);
  expect(spot.y).toBeLessThanOrEqual(SIZE - R + 1e-9);
  expect(index.baseFits(spot, R)).toBe(true);
  for (const m of models) expect(Math.hypot(spot.x - m.x, spot.y - m.y)).toBeGreaterThanOrEqual(R + m.r - 1e-9);
}

/** The reach map's cheapest cell that is clearly (0.01" every way) behind cover and free; Infinity if none. */
function cheapestCoveredCell(index: TerrainIndex, rules: MoveRules, threat: Vec): number {
  const map = reachMap(index, rules);
  const behind = (x: number, y: number) => behindCover(index, { x, y }, threat);
  let best = Infinity;
  for (let k = 0; k < map.walk.length; k++) {
    const c = map.walk[k]!;
    if (!(c <= rules.budget + 1e-6) || c >= best) continue;
    const x = map.originX + ((k % map.cols) + 0.5) * map.cellSize, y = map.originY + (Math.floor(k / map.cols) + 0.5) * map.cellSize;
    if (!index.baseFits({ x, y }, R) || rules.models.some((m) => Math.hypot(m.x - x, m.y - y) < R + m.r - 1e-9)) continue;
    if (behind(x, y) && behind(x - 0.01, y) && behind(x + 0.01, y) && behind(x, y - 0.01) && behind(x, y + 0.01)) best = c;
  }
  return best;
}

const movingBarriers = (index: TerrainIndex, a: Vec, b: Vec) => index.crossedBarriers(a, b).filter((c) => c.height >= LOW_BARRIER);

describe('placement on random tables', () => {
  it('findStepAway: on the table, on no base or building, farther from each enemy, over no barrier', () => {
    let found = 0;
    const angles = fc.array(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), { minLength: 1, maxLength: 3 });
    fc.assert(fc.property(terrainArb, point, angles, fc.array(point, { maxLength: 10 }), (terrain, pos, dirs, others) => {
      const index = buildTerrainIndex({ width: SIZE, height: SIZE, terrain });
      if (!index.baseFits(pos, R)) return;
      const enemies = place(index, dirs.map((a) => ({ x: pos.x + Math.cos(a), y: pos.y + Math.sin(a) })), [pos], 1);
      if (enemies.length === 0) return;
      const models = [...enemies, ...place(index, others, [pos, ...enemies])];
      const from = enemies.map((e) => ({ x: e.x, y: e.y }));
      const spot = findStepAway(index, { pos, r: R, from, distance: 1, models });
      if (!spot) return;
      found++;
      expectOnTableAndFree(index, spot, models);
      for (const m of models) if (m.enemy) expect(Math.hypot(spot.x - m.x, spot.y - m.y)).toBeGreaterThan(2 * R + CONTACT_GAP);
      for (const f of from) expect(Math.hypot(spot.x - f.x, spot.y - f.y)).toBeGreaterThan(Math.hypot(pos.x - f.x, pos.y - f.y));
      expect(movingBarriers(index, pos, spot)).toEqual([]);
      expect(index.moveSegmentClear(pos, spot, R)).toBe(true);
    }), RUNS);
    expect(found).toBeGreaterThan(100);
  });

  it('findNearestFree: on the table, on no base or building, touching none it must avoid', () => {
    let found = 0;
    fc.assert(fc.property(terrainArb, point, fc.array(point, { maxLength: 12 }), (terrain, pos, pts) => {
      const index = buildTerrainIndex({ width: SIZE, height: SIZE, terrain });
      const models = place(index, pts, []);
      const avoid = models.filter((m) => m.enemy);
      const spot = findNearestFree(index, { pos, r: R, models, avoidContactWith: avoid.map((m) => ({ x: m.x, y: m.y })) });
      if (!spot) return;
      found++;
      expectOnTableAndFree(index, spot, models);
      for (const m of avoid) expect(Math.hypot(spot.x - m.x, spot.y - m.y)).toBeGreaterThan(R + m.r + CONTACT_GAP);
      expect(Math.hypot(spot.x - pos.x, spot.y - pos.y)).toBeLessThanOrEqual(6 + 1e-9);
    }), RUNS);
    expect(found).toBeGreaterThan(250);
  });

  it('findCover: behind cover, on the table, on no base or building, within the move by an easy route', () => {
    let moved = 0, stayed = 0;
    const budget = fc.integer({ min: 2, max: 6 });
    fc.assert(fc.property(terrainArb, point, point, budget, fc.array(point, { maxLength: 8 }), (terrain, start, threat, move, pts) => {
      const index = buildTerrainIndex({ width: SIZE, height: SIZE, terrain });
      if (!index.baseFits(start, R) || index.insideBuilding(threat)) return;
      const models = place(index, pts, [start]);
      const zones = models.filter((m) => m.enemy && Math.hypot(m.x - start.x, m.y - start.y) >= 2).map((m) => ({ id: m.id, x: m.x, y: m.y, r: 2 }));
      const res = findCover(index, { start, r: R, budget: move, models, zones, threat });
      const best = cheapestCoveredCell(index, { start, r: R, budget: move, models, zones, noJump: true }, threat);
      if (!res) {
        expect(best).toBe(Infinity);
        return;
      }
      if (res.alreadyInCover) {
        stayed++;
        expect(behindCover(index, start, threat)).toBe(true);
        return;
      }
      moved++;
      const { spot, path, cost } = res;
      expect(behindCover(index, start, threat)).toBe(false);
      expect(behindCover(index, spot, threat)).toBe(true);
      expectOnTableAndFree(index, spot, models);
      expect(path[0]).toEqual(start);
      expect(path[path.length - 1]).toEqual(spot);
      expect(cost).toBeLessThanOrEqual(move + 1e-6);
      let sum = 0;
      for (let i = 1; i < path.length; i++) {
        const a = path[i - 1]!, b = path[i]!;
        sum += index.segmentCost(a, b);
        expect(movingBarriers(index, a, b)).toEqual([]);
        expect(index.moveSegmentClear(a, b, R)).toBe(true);
        for (const m of models) expect(pointSegmentDistance(m, a, b)).toBeGreaterThanOrEqual(R + m.r - 1e-9);
        for (const z of zones) expect(pointSegmentDistance(z, a, b)).toBeGreaterThanOrEqual(z.r - 1e-9);
      }
      expect(sum).toBeCloseTo(cost, 6);
      expect(cost).toBeLessThanOrEqual(best + 1e-6); // no cell of the reach map is nearer
    }), RUNS);
    expect(moved).toBeGreaterThan(30);
    expect(stayed).toBeGreaterThan(30);
  });
});
