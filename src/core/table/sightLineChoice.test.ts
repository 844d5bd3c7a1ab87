// The game's sight line looks up the terrain tree on tables of SIGHT_INDEX_FROM segments or more
// and scans every segment on smaller ones: the answer must be the same either way, on every
// shipped Old West table and on tables either side of the threshold.
import { describe, expect, it } from 'vitest';
import { benchLines, benchTable } from '../../../bench/los.bench';
import { SCENARIOS } from '../../rules/oldwest/scenarios';
import { buildTerrainIndex, SIGHT_INDEX_FROM } from './terrainIndex';
import type { TableSpec } from './types';

const LINES = 3000;

function sameEveryWay(table: TableSpec): number {
  const index = buildTerrainIndex(table);
  for (const [a, b] of benchLines(LINES, 5, table.width, table.height)) {
    const naive = index.sightLineNaive(a, b);
    expect(index.sightLineIndexed(a, b)).toEqual(naive);
    expect(index.sightLine(a, b)).toEqual(naive);
  }
  return index.solidCount;
}

describe('sight lines by the tree or by a scan', () => {
  for (const sc of Object.values(SCENARIOS)) {
    it(`OW-GAP-3 the same blocked lines and barriers crossed either way on the ${sc.id} table`, () => {
      expect(sameEveryWay(sc.table)).toBeGreaterThanOrEqual(SIGHT_INDEX_FROM);
    });
  }

  it('OW-GAP-3 the same answers either way on tables of 1 to 1,600 segments, either side of the threshold', () => {
    const big = benchTable();
    const fences = big.terrain.filter((t) => t.kind !== 'building');
    // One and three fences, then pieces spread over the big table, then all of it.
    const tables = [fences.slice(0, 1), fences.slice(0, 3), ...[2, 100, big.terrain.length].map((pieces) => {
      const step = Math.floor(big.terrain.length / pieces);
      return big.terrain.filter((_, i) => i % step === 0);
    })];
    const counts = tables.map((terrain) => sameEveryWay({ ...big, terrain }));
    expect(Math.min(...counts)).toBeLessThan(SIGHT_INDEX_FROM);
    expect(Math.max(...counts)).toBe(1600);
  });
});
