import { describe, expect, it } from 'vitest';
import { acrossBarrier, barrierContactSpots } from './obstacleContact';
import { buildTerrainIndex } from './terrainIndex';
import type { TableSpec, Terrain, Vec } from './types';

const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const tableOf = (...terrain: Terrain[]): TableSpec => ({ width: 24, height: 24, terrain });
const rail = (height = 1): Terrain => ({ id: 'rail', kind: 'fence', height, a: { x: 5, y: 10 }, b: { x: 15, y: 10 } });
const fenced = buildTerrainIndex(tableOf(rail()));
const dist = (a: Vec, b: Vec) => Math.hypot(a.x - b.x, a.y - b.y);

describe('acrossBarrier', () => {
  it('two fighters either side of a fence, facing each other, fight across it', () => {
    expect(acrossBarrier(fenced, { x: 10, y: 9.5 }, { x: 10, y: 10.5 }, 0.5)).toEqual({ barrierId: 'rail' });
    expect(acrossBarrier(fenced, { x: 10, y: 9.5 }, { x: 10, y: 10.6 }, 0.5)).toEqual({ barrierId: 'rail' }); // 0.1" off the fence still touches
    expect(acrossBarrier(fenced, { x: 10, y: 9.5 }, { x: 10.9, y: 10.55 }, 0.5)).toEqual({ barrierId: 'rail' }); // slid 0.9" along it
  });
  it('not when one stands off the fence, both on one side, too far along or too far apart', () => {
    expect(acrossBarrier(fenced, { x: 10, y: 9.5 }, { x: 10, y: 10.7 }, 0.5)).toBeNull();
    expect(acrossBarrier(fenced, { x: 10, y: 9.5 }, { x: 11, y: 9.5 }, 0.5)).toBeNull();
    expect(acrossBarrier(fenced, { x: 10, y: 9.5 }, { x: 11.1, y: 10.5 }, 0.5)).toBeNull();
    expect(acrossBarrier(fenced, { x: 10, y: 9.4 }, { x: 11, y: 10.6 }, 0.5)).toBeNull(); // 1" along, but 1.56" apart
  });
  it('only over barriers from 1/2" to 2" high', () => {
    const a = { x: 10, y: 9.5 }, b = { x: 10, y: 10.5 };
    expect(acrossBarrier(buildTerrainIndex(tableOf(rail(0.3))), a, b, 0.5)).toBeNull();
    expect(acrossBarrier(buildTerrainIndex(tableOf(rail(2))), a, b, 0.5)).toEqual({ barrierId: 'rail' });
    expect(acrossBarrier(buildTerrainIndex(tableOf(rail(2.5))), a, b, 0.5)).toBeNull();
  });
  it('names the piece between them where two fence pieces meet', () => {
    const index = buildTerrainIndex(tableOf(
      { id: 'west', kind: 'fence', height: 1, a: { x: 5, y: 10 }, b: { x: 10, y: 10 } },
      { id: 'east', kind: 'fence', height: 1, a: { x: 10, y: 10 }, b: { x: 15, y: 10 } },
    ));
    // 0.3" from the join both bases touch both pieces; the one under their midpoint counts.
    expect(acrossBarrier(index, { x: 10.3, y: 9.5 }, { x: 10.3, y: 10.5 }, 0.5)).toEqual({ barrierId: 'east' });
    expect(acrossBarrier(index, { x: 9.7, y: 9.5 }, { x: 9.7, y: 10.5 }, 0.5)).toEqual({ barrierId: 'west' });
  });
});

describe('barrierContactSpots', () => {
  it('straight across the fence first, touching it, then slid along it', () => {
    const target = { x: 10, y: 9.5 };
    const spots = barrierContactSpots(fenced, target, 0.5, { x: 10, y: 14 });
    expect(spots[0]!.x).toBeCloseTo(10, 12);
    expect(spots[0]!.y).toBeCloseTo(10.59, 12);
    expect(spots.length).toBeGreaterThan(8);
    for (const p of spots) {
      expect(p.y).toBeGreaterThan(10);
      expect(acrossBarrier(fenced, target, p, 0.5)).toEqual({ barrierId: 'rail' });
      expect(dist(p, target)).toBeGreaterThanOrEqual(1 - 1e-9);
    }
    for (let i = 1; i < spots.length; i++) expect(dist(spots[i]!, { x: 10, y: 14 })).toBeGreaterThanOrEqual(dist(spots[i - 1]!, { x: 10, y: 14 }));
    const aside = barrierContactSpots(fenced, target, 0.5, { x: 13, y: 14 })[0]!;
    expect(aside.x).toBeCloseTo(11, 12); // slid the full inch towards the charger
  });
  it('the other side for a target standing below the fence', () => {
    const spots = barrierContactSpots(fenced, { x: 8, y: 10.5 }, 0.5, { x: 8, y: 4 });
    expect(spots[0]!.x).toBeCloseTo(8, 12);
    expect(spots[0]!.y).toBeCloseTo(9.41, 12);
  });
  it('slides aside when the target leans over the fence', () => {
    const target = { x: 10, y: 9.8 };
    const spots = barrierContactSpots(fenced, target, 0.5, { x: 10, y: 14 });
    expect(spots.length).toBeGreaterThan(0);
    for (const p of spots) {
      expect(Math.abs(p.x - 10)).toBeGreaterThan(0.7);
      expect(dist(p, target)).toBeGreaterThanOrEqual(1 - 1e-9);
    }
  });
  it('keeps off other bases and buildings', () => {
    const target = { x: 10, y: 9.5 };
    const pal = { x: 10, y: 10.5, r: 0.5 };
    const spots = barrierContactSpots(fenced, target, 0.5, { x: 10, y: 14 }, [pal]);
    expect(Math.abs(spots[0]!.x - 10)).toBeCloseTo(1, 12);
    for (const p of spots) expect(dist(p, pal)).toBeGreaterThanOrEqual(1 - 1e-9);
    const barn = buildTerrainIndex(tableOf(rail(), { id: 'barn', kind: 'building', height: 3, poly: rect(8, 10.2, 12, 14) }));
    expect(barrierContactSpots(barn, target, 0.5, { x: 10, y: 14 })).toEqual([]);
  });
  it('none for a target away from any barrier', () => {
    expect(barrierContactSpots(fenced, { x: 10, y: 8 }, 0.5, { x: 10, y: 14 })).toEqual([]);
  });
});
