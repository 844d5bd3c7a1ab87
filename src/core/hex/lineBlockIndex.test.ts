import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHexMask, lineHitsMask, lineTraces, maskIndex, traceLine, type HexMask } from './hexLine';
import { hexKey, offsetToAxial } from './hexMath';
import { buildLineBlockIndex, lineHitsMarked } from './lineBlockIndex';
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

/** The plainest answer: both traces as lists, each hex looked up. */
function byTraces(mask: HexMask, a: HexCoord, b: HexCoord, rule: 'either' | 'both'): boolean {
  const hits = lineTraces(traceLine(a, b)).map((p) => p.slice(1, -1).some((h) => {
    const i = maskIndex(mask, h);
    return i >= 0 && mask.bits[i] === 1;
  }));
  return rule === 'either' ? hits.some(Boolean) : hits.every(Boolean);
}

describe('line block index: marked hexes on a line, without walking it', () => {
  it('a marked hex on the line counts; the ends and hexes beside the line never do', () => {
    // (0,0) to (6,1): 0,0 1,0 2,0 3,0 3,1 4,1 5,1 6,1, grazing corners of (2,1) and (4,0).
    const on = buildLineBlockIndex(maskOf(9, 4, [{ q: 3, r: 1 }]));
    expect(lineHitsMarked(on, { q: 0, r: 0 }, { q: 6, r: 1 }, 'either')).toBe(true);
    expect(lineHitsMarked(on, { q: 6, r: 1 }, { q: 0, r: 0 }, 'both')).toBe(true);
    const grazed = buildLineBlockIndex(maskOf(9, 4, [{ q: 2, r: 1 }, { q: 4, r: 0 }]));
    expect(lineHitsMarked(grazed, { q: 0, r: 0 }, { q: 6, r: 1 }, 'either')).toBe(false);
    const index = buildLineBlockIndex(maskOf(8, 6, [{ q: 1, r: 1 }]));
    expect(lineHitsMarked(index, { q: 1, r: 1 }, { q: 4, r: 1 }, 'either')).toBe(false); // from the marked hex
    expect(lineHitsMarked(index, { q: 4, r: 1 }, { q: 1, r: 1 }, 'either')).toBe(false); // to it
    expect(lineHitsMarked(index, { q: 0, r: 1 }, { q: 1, r: 1 }, 'either')).toBe(false); // neighbours
    expect(lineHitsMarked(index, { q: 0, r: 1 }, { q: 2, r: 1 }, 'either')).toBe(true); // straight through
    expect(lineHitsMarked(index, { q: 0, r: 0 }, { q: 4, r: 0 }, 'either')).toBe(false); // passes above
  });

  it('a line meeting a hexside exactly: either counts one side, both needs both', () => {
    // (0,0) to (1,1) runs along the side between (1,0) and (0,1).
    const one = buildLineBlockIndex(maskOf(6, 6, [{ q: 1, r: 0 }]));
    expect(lineHitsMarked(one, { q: 0, r: 0 }, { q: 1, r: 1 }, 'either')).toBe(true);
    expect(lineHitsMarked(one, { q: 0, r: 0 }, { q: 1, r: 1 }, 'both')).toBe(false);
    const two = buildLineBlockIndex(maskOf(6, 6, [{ q: 1, r: 0 }, { q: 0, r: 1 }]));
    expect(lineHitsMarked(two, { q: 0, r: 0 }, { q: 1, r: 1 }, 'both')).toBe(true);
    expect(lineHitsMarked(two, { q: 1, r: 1 }, { q: 0, r: 0 }, 'both')).toBe(true);
    // (0,2) to (4,1) crosses the side between (2,1) and (2,2) at its midpoint.
    const mid = buildLineBlockIndex(maskOf(8, 6, [{ q: 2, r: 1 }]));
    expect(lineHitsMarked(mid, { q: 0, r: 2 }, { q: 4, r: 1 }, 'either')).toBe(true);
    expect(lineHitsMarked(mid, { q: 0, r: 2 }, { q: 4, r: 1 }, 'both')).toBe(false);
  });

  it('long lines: up to 1023 hexes by rows, longer ones by walking, the same answers', () => {
    const mask = maskOf(1100, 2, [{ q: 500, r: 0 }, { q: 700, r: 1 }]);
    const index = buildLineBlockIndex(mask);
    for (const [a, b] of [[{ q: 0, r: 0 }, { q: 1000, r: 1 }], [{ q: 1, r: 1 }, { q: 1080, r: 0 }], [{ q: 0, r: 1 }, { q: 1099, r: 1 }]] as const) {
      for (const rule of ['either', 'both'] as const) expect(lineHitsMarked(index, a, b, rule)).toBe(byTraces(mask, a, b, rule));
    }
    expect(lineHitsMarked(index, { q: 0, r: 1 }, { q: 1099, r: 1 }, 'either')).toBe(true);
    expect(lineHitsMarked(index, { q: 0, r: 0 }, { q: 400, r: 1 }, 'either')).toBe(false);
  });

  it('an end off the map is answered by walking the line', () => {
    const index = buildLineBlockIndex(maskOf(6, 4, [{ q: 2, r: 1 }]));
    expect(lineHitsMarked(index, { q: 0, r: 1 }, { q: 9, r: 1 }, 'either')).toBe(true);
    expect(lineHitsMarked(index, { q: -3, r: 0 }, { q: 0, r: 0 }, 'either')).toBe(false);
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
            expect(lineHitsMarked(index, a, b, rule)).toBe(expected);
            expect(lineHitsMask(mask, a, b, rule)).toBe(expected);
          }
        }
      },
    ), { numRuns: 150 });
  });
});
