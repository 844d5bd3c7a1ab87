import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHexMask, lineHitsMask, lineTraces, maskIndex, traceLine, type HexMask } from './hexLine';
import { hexKey, offsetToAxial } from './hexMath';
import { buildLineBlockIndex, lineTouchesMarked } from './lineBlockIndex';
import type { HexCoord } from './types';

function maskOf(cols: number, rows: number, marked: HexCoord[]): HexMask {
  const mask = createHexMask(cols, rows);
  for (const h of marked) {
    const i = maskIndex(mask, h);
    if (i < 0) throw new Error(`${hexKey(h)} is off the map`);
    mask.bits[i] = 1;
  }
  return mask;
}

/** The plainest answer: walk both traces as lists and look each hex up. */
function byTraces(mask: HexMask, a: HexCoord, b: HexCoord, rule: 'either' | 'both'): boolean {
  const hits = lineTraces(traceLine(a, b)).map((p) => p.slice(1, -1).some((h) => {
    const i = maskIndex(mask, h);
    return i >= 0 && mask.bits[i] === 1;
  }));
  return rule === 'either' ? hits.some(Boolean) : hits.every(Boolean);
}

describe('line block index: marked hexes a line touches, without walking it', () => {
  it('a marked hex in a corner sliver counts; the ends never count', () => {
    const mask = maskOf(8, 6, [{ q: 1, r: 1 }]);
    const index = buildLineBlockIndex(mask);
    expect(lineTouchesMarked(index, { q: 0, r: 0 }, { q: 3, r: 1 }, 'either')).toBe(true);
    expect(lineTouchesMarked(index, { q: 0, r: 0 }, { q: 3, r: 1 }, 'both')).toBe(true);
    expect(lineTouchesMarked(index, { q: 1, r: 1 }, { q: 4, r: 1 }, 'either')).toBe(false); // from the marked hex
    expect(lineTouchesMarked(index, { q: 4, r: 1 }, { q: 1, r: 1 }, 'either')).toBe(false); // to it
    expect(lineTouchesMarked(index, { q: 0, r: 1 }, { q: 1, r: 1 }, 'either')).toBe(false); // neighbours
    expect(lineTouchesMarked(index, { q: 0, r: 1 }, { q: 2, r: 1 }, 'either')).toBe(true); // straight through
    expect(lineTouchesMarked(index, { q: 0, r: 0 }, { q: 4, r: 0 }, 'either')).toBe(false); // passes above
  });

  it('a line along a hexside touches the hexes on both sides: either counts one, both needs both', () => {
    // (0,0) to (1,1) runs along the side between (1,0) and (0,1).
    const one = buildLineBlockIndex(maskOf(6, 6, [{ q: 1, r: 0 }]));
    expect(lineTouchesMarked(one, { q: 0, r: 0 }, { q: 1, r: 1 }, 'either')).toBe(true);
    expect(lineTouchesMarked(one, { q: 0, r: 0 }, { q: 1, r: 1 }, 'both')).toBe(false);
    const two = buildLineBlockIndex(maskOf(6, 6, [{ q: 1, r: 0 }, { q: 0, r: 1 }]));
    expect(lineTouchesMarked(two, { q: 0, r: 0 }, { q: 1, r: 1 }, 'both')).toBe(true);
    expect(lineTouchesMarked(two, { q: 1, r: 1 }, { q: 0, r: 0 }, 'both')).toBe(true);
  });

  it('agrees with walking both traces on random maps, for both rules (property)', () => {
    const cols = 14, rows = 12;
    const cell = fc.record({ col: fc.integer({ min: 0, max: cols - 1 }), row: fc.integer({ min: 0, max: rows - 1 }) });
    fc.assert(fc.property(
      fc.array(cell, { maxLength: 30 }),
      fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 40 }),
      (marked, pairs) => {
        const mask = maskOf(cols, rows, marked.map((c) => offsetToAxial(c.col, c.row)));
        const index = buildLineBlockIndex(mask);
        for (const [x, y] of pairs) {
          const a = offsetToAxial(x.col, x.row);
          const b = offsetToAxial(y.col, y.row);
          for (const rule of ['either', 'both'] as const) {
            const expected = byTraces(mask, a, b, rule);
            expect(lineTouchesMarked(index, a, b, rule)).toBe(expected);
            expect(lineHitsMask(mask, a, b, rule)).toBe(expected);
          }
        }
      },
    ), { numRuns: 150 });
  });
});
