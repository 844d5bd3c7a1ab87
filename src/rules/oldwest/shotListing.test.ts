import { describe, expect, it } from 'vitest';
import { blocksSight } from '../../core/table/sightGrid';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import type { TableSpec } from '../../core/table/types';
import { crowdPosition, crowdScenario } from './crowd';
import { legalActions } from './legal';
import { BANK_JOB, LIVERY_YARD, RED_GULCH } from './scenarios';
import { cannotShoot, shotInfo } from './shooting';
import { aliveFighters } from './state';

/** A small seeded generator (the same lines every run). */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const tables: [string, TableSpec][] = [
  ['Red Gulch', RED_GULCH.table], ['the livery yard', LIVERY_YARD.table], ['the bank job', BANK_JOB.table],
  ['Red Gulch tiled for 50 a side', crowdScenario(50, 2).table],
];

describe('sight lines through the grid (the Shoot listing)', () => {
  it.each(tables)('a building blocks a line exactly when the full sight test says so, on %s', (_name, table) => {
    const index = buildTerrainIndex(table);
    const rnd = lcg(7);
    const pts: [number, number][] = [];
    // Random points, and every building edge's ends (lines grazing corners and running along edges).
    for (let i = 0; i < 400; i++) pts.push([rnd() * table.width, rnd() * table.height]);
    for (let i = 0; i < index.solidCount; i++) pts.push([index.seg[i * 4]!, index.seg[i * 4 + 1]!], [index.seg[i * 4 + 2]!, index.seg[i * 4 + 3]!]);
    let blocked = 0, lines = 0;
    for (let i = 0; i < 6000; i++) {
      const [ax, ay] = pts[Math.floor(rnd() * pts.length)]!;
      // Now and then a vertical or horizontal line; half the lines within a rifle's range.
      const near = (v: number, size: number) => Math.min(size, Math.max(0, v + (rnd() - 0.5) * 48));
      const [bx, by] = i % 10 === 0 ? [ax, rnd() * table.height] : i % 10 === 1 ? [rnd() * table.width, ay]
        : i % 2 === 0 ? [near(ax, table.width), near(ay, table.height)] : pts[Math.floor(rnd() * pts.length)]!;
      const want = index.sightLine({ x: ax, y: ay }, { x: bx, y: by }).blocked;
      expect(blocksSight(index, ax, ay, bx, by), `(${ax}, ${ay}) → (${bx}, ${by})`).toBe(want);
      lines++;
      if (want) blocked++;
    }
    // Both answers are common, so the comparison means something.
    expect(blocked).toBeGreaterThan(lines / 10);
    expect(lines - blocked).toBeGreaterThan(lines / 10);
  });

  it('lists the same shots, in the same order, as asking the rules about every shooter and target', () => {
    let shots = 0;
    for (const perSide of [5, 20, 50]) {
      for (const seed of [1, 2, 3]) {
        const s = crowdPosition(perSide, 'shoot', seed);
        const want: string[] = [];
        const living = aliveFighters(s);
        for (const f of living) {
          if (cannotShoot(s, f)) continue;
          for (const t of living) if (shotInfo(s, f.id, t.id).ok) want.push(`${f.id}>${t.id}`);
        }
        const got = legalActions(s).flatMap((a) => (a.type === 'shoot' ? [`${a.fighterId}>${a.targetId}`] : []));
        expect(got).toEqual(want);
        shots += got.length;
      }
    }
    expect(shots).toBeGreaterThan(200);
  });
});
