import fc from 'fast-check';
import { line } from 'honeycomb-grid';
import { describe, expect, it } from 'vitest';
import {
  createHexMask,
  lineHexes,
  lineHitsMask,
  lineMeetsHexside,
  lineTraces,
  maskIndex,
  otherNudge,
  primaryNudge,
  traceLine,
  type LineNudge,
} from './hexLine';
import { defineMapHex, hexDistance, hexKey, hexToPixel, pixelToHex } from './hexMath';
import type { HexCoord } from './types';

const keys = (hs: readonly HexCoord[] | null): string => (hs ?? []).map(hexKey).join(' ');
const coord = fc.record({ q: fc.integer({ min: -40, max: 40 }), r: fc.integer({ min: -40, max: 40 }) });

/**
 * Reference, in floating point and independent of the integer walk: the hex holding each of the
 * points i / N along the line in pixels, moved 1e-7 hex to the nudge's side of the line (right is
 * (-dy, dx) with y down). Points off a hexside lie at least 1 / 2N hex from one, far beyond 1e-7.
 */
function sampled(a: HexCoord, b: HexCoord, nudge: LineNudge): string {
  const A = hexToPixel(a), B = hexToPixel(b);
  const n = hexDistance(a, b);
  const dx = B.x - A.x, dy = B.y - A.y, len = Math.hypot(dx, dy) || 1;
  const side = nudge === 'right' ? 1e-7 : -1e-7;
  const out: HexCoord[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(pixelToHex({ x: A.x + dx * t - (dy / len) * side, y: A.y + dy * t + (dx / len) * side }));
  }
  return keys(out);
}

/** honeycomb-grid's line() between the two hexes (it shifts the line by (+e, +e, -2e) in cube coordinates). */
function honeycomb(a: HexCoord, b: HexCoord): string {
  const Hex = defineMapHex();
  return keys(line<InstanceType<typeof Hex>>({ start: a, stop: b })((c) => new Hex(c), undefined).map((h) => ({ q: h.q, r: h.r })));
}

describe('hex lines: the standard hex line between two centres, in integer arithmetic', () => {
  it('FP-23 a line holds one hex per hex of range: along a row, a hex diagonal or between rows', () => {
    expect(traceLine({ q: 0, r: 0 }, { q: 4, r: 0 })).toEqual({ hexes: lineHexes({ q: 0, r: 0 }, { q: 4, r: 0 }, 'left'), alt: null });
    expect(keys(traceLine({ q: 0, r: 0 }, { q: 4, r: 0 }).hexes)).toBe('0,0 1,0 2,0 3,0 4,0');
    expect(keys(traceLine({ q: 0, r: 0 }, { q: 0, r: -3 }).hexes)).toBe('0,0 0,-1 0,-2 0,-3');
    expect(traceLine({ q: 2, r: 2 }, { q: 2, r: 2 })).toEqual({ hexes: [{ q: 2, r: 2 }], alt: null });
    // (0,0) to (6,1): range 7, eight hexes; a thread would also graze (2,1) and (4,0).
    expect(traceLine({ q: 0, r: 0 }, { q: 6, r: 1 })).toEqual({
      hexes: [[0, 0], [1, 0], [2, 0], [3, 0], [3, 1], [4, 1], [5, 1], [6, 1]].map(([q, r]) => ({ q: q!, r: r! })),
      alt: null,
    });
  });

  it('FP-23 a line crossing a hexside at its midpoint has two traces, one either side of it', () => {
    // (0,0) to (4,-1): the middle point is the midpoint of the side between (2,0) and (2,-1).
    const t = traceLine({ q: 0, r: 0 }, { q: 4, r: -1 });
    expect(lineMeetsHexside({ q: 0, r: 0 }, { q: 4, r: -1 })).toBe(true);
    expect(keys(t.hexes)).toBe('0,0 1,0 2,0 3,-1 4,-1');
    expect(keys(t.alt)).toBe('0,0 1,0 2,-1 3,-1 4,-1');
    expect(lineTraces(t)).toEqual([t.hexes, t.alt]);
    // Shifted right (looking from (0,0) to (4,-1), i.e. east-north-east) the point falls into the
    // southern hex (2,0).
    expect(primaryNudge({ q: 0, r: 0 }, { q: 4, r: -1 })).toBe('right');
  });

  it('FP-23 a line along hexsides is traced on either side of them', () => {
    // (0,0) to (2,2) runs along the sides between (1,0) and (0,1), and (2,1) and (1,2).
    const t = traceLine({ q: 0, r: 0 }, { q: 2, r: 2 });
    expect(keys(t.hexes)).toBe('0,0 1,0 1,1 2,1 2,2');
    expect(keys(t.alt)).toBe('0,0 0,1 1,1 1,2 2,2');
  });

  it('both nudges equal the reference sampled in floating point (random pairs)', () => {
    fc.assert(fc.property(coord, coord, fc.constantFrom<LineNudge>('left', 'right'), (a, b, nudge) => {
      expect(keys(lineHexes(a, b, nudge))).toBe(sampled(a, b, nudge));
    }), { numRuns: 600 });
  });

  it('the primary trace is honeycomb-grid\'s line() wherever line()\'s shift is not along the tied hexsides', () => {
    fc.assert(fc.property(coord, coord, (a, b) => {
      const dq = Math.abs(b.q - a.q), dr = Math.abs(b.r - a.r), ds = Math.abs(a.q + a.r - b.q - b.r);
      fc.pre(!(ds > dq && ds > dr));
      expect(keys(traceLine(a, b).hexes)).toBe(honeycomb(a, b));
    }), { numRuns: 400 });
  });

  it('traceLine has distance + 1 neighbouring hexes, is the same from either end, and says when the nudges differ', () => {
    fc.assert(fc.property(coord, coord, (a, b) => {
      const ab = traceLine(a, b);
      const ba = traceLine(b, a);
      for (const p of lineTraces(ab)) {
        expect(p).toHaveLength(hexDistance(a, b) + 1);
        expect(keys([p[0]!, p[p.length - 1]!])).toBe(keys([a, b]));
        for (let i = 1; i < p.length; i++) expect(hexDistance(p[i - 1]!, p[i]!)).toBe(1);
      }
      expect(keys(ba.hexes)).toBe(keys([...ab.hexes].reverse()));
      expect(keys(ba.alt)).toBe(keys(ab.alt ? [...ab.alt].reverse() : null));
      const differ = keys(lineHexes(a, b, 'left')) !== keys(lineHexes(a, b, 'right'));
      expect(lineMeetsHexside(a, b)).toBe(differ);
      expect(ab.alt === null).toBe(!differ);
      expect(keys(lineHexes(a, b, otherNudge(primaryNudge(a, b))))).toBe(keys(ab.alt ?? ab.hexes));
    }), { numRuns: 500 });
  });

  it('lineHitsMask: either trace or both, never the ends', () => {
    const mask = createHexMask(8, 6);
    const mark = (h: HexCoord): void => {
      mask.bits[maskIndex(mask, h)] = 1;
    };
    // (0,2) to (4,1) has traces through (2,2) and through (2,1).
    mark({ q: 2, r: 2 });
    expect(lineHitsMask(mask, { q: 0, r: 2 }, { q: 4, r: 1 }, 'either')).toBe(true);
    expect(lineHitsMask(mask, { q: 0, r: 2 }, { q: 4, r: 1 }, 'both')).toBe(false);
    mark({ q: 2, r: 1 });
    expect(lineHitsMask(mask, { q: 0, r: 2 }, { q: 4, r: 1 }, 'both')).toBe(true);
    expect(lineHitsMask(mask, { q: 2, r: 2 }, { q: 5, r: 2 }, 'either')).toBe(false); // from a marked hex
    expect(lineHitsMask(mask, { q: 1, r: 2 }, { q: 3, r: 2 }, 'either')).toBe(true); // straight through
    expect(maskIndex(mask, { q: -5, r: 0 })).toBe(-1);
  });
});
