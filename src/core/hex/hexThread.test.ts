import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineNudge } from './hexLine';
import { CORNER_LATTICE, hexDistance, hexKey, latticeCenter } from './hexMath';
import { entrySides, sideCrossings, threadCrossings, threadMeetsCorner, threadPath } from './hexThread';
import type { HexCoord } from './types';

const keys = (hs: readonly HexCoord[]): string[] => hs.map(hexKey);
const path = (s: string): HexCoord[] =>
  s.split(' ').map((p) => {
    const [q, r] = p.split(',').map(Number);
    return { q: q!, r: r! };
  });
const coord = fc.record({ q: fc.integer({ min: -25, max: 25 }), r: fc.integer({ min: -25, max: 25 }) });

/**
 * Reference, independent of the walk: the hexes whose open interior meets the segment between
 * the centres shifted an infinitesimal e to `nudge`, by clipping the segment against each side
 * of each hex in exact arithmetic (numbers a + e * b compared lexicographically).
 */
function referenceHexes(a: HexCoord, b: HexCoord, nudge: LineNudge): Set<string> {
  const A = latticeCenter(a);
  const B = latticeCenter(b);
  const D = { x: B.x - A.x, y: B.y - A.y };
  // cross(D, n) > 0 moves the line right (y grows down); n = (dy, -dx) is left.
  const n = nudge === 'left' ? { x: D.y, y: -D.x } : { x: -D.y, y: D.x };
  const cross = (u: { x: number; y: number }, v: { x: number; y: number }): number => u.x * v.y - u.y * v.x;
  type Eps = [number, number, number]; // (v0 + e * v1) / den, den > 0
  const less = (x: Eps, y: Eps): boolean => {
    const a0 = x[0] * y[2], a1 = x[1] * y[2], b0 = y[0] * x[2], b1 = y[1] * x[2];
    return a0 < b0 || (a0 === b0 && a1 < b1);
  };
  const out = new Set<string>();
  const qs = [a.q, b.q], rs = [a.r, b.r];
  for (let r = Math.min(...rs) - 2; r <= Math.max(...rs) + 2; r++) {
    for (let q = Math.min(...qs) - 2 - Math.abs(b.r - a.r); q <= Math.max(...qs) + 2 + Math.abs(b.r - a.r); q++) {
      const C = latticeCenter({ q, r });
      let lo: Eps = [0, 0, 1];
      let hi: Eps = [1, 0, 1];
      let empty = false;
      for (let k = 0; k < 6 && !empty; k++) {
        const v = { x: C.x + CORNER_LATTICE[k]!.x, y: C.y + CORNER_LATTICE[k]!.y };
        const w = { x: C.x + CORNER_LATTICE[(k + 1) % 6]!.x, y: C.y + CORNER_LATTICE[(k + 1) % 6]!.y };
        const e = { x: w.x - v.x, y: w.y - v.y };
        const sc = Math.sign(cross(e, { x: C.x - v.x, y: C.y - v.y }));
        const alpha = sc * cross(e, { x: A.x - v.x, y: A.y - v.y });
        const beta = sc * cross(e, n);
        const gamma = sc * cross(e, D);
        // alpha + e * beta + t * gamma > 0
        if (gamma === 0) empty = alpha < 0 || (alpha === 0 && beta <= 0);
        else if (gamma > 0) { const L: Eps = [-alpha, -beta, gamma]; if (less(lo, L)) lo = L; }
        else { const U: Eps = [alpha, beta, -gamma]; if (less(U, hi)) hi = U; }
      }
      if (!empty && less(lo, hi)) out.add(hexKey({ q, r }));
    }
  }
  return out;
}

function isWalk(p: readonly HexCoord[], a: HexCoord, b: HexCoord): boolean {
  if (keys([p[0]!, p[p.length - 1]!]).join() !== keys([a, b]).join()) return false;
  for (let i = 1; i < p.length; i++) if (hexDistance(p[i - 1]!, p[i]!) !== 1) return false;
  return new Set(keys(p)).size === p.length;
}

describe('hex threads: the hexsides a straight line between centres crosses', () => {
  it('FP-25 a thread passing close to a corner crosses the sliver of the third hex there', () => {
    // (0,0) to (6,1) passes 0.08 hex below the top corner of (2,1) and likewise above (4,0).
    const t = threadPath({ q: 0, r: 0 }, { q: 6, r: 1 }, 'left');
    expect(keys(t).join(' ')).toBe('0,0 1,0 2,0 2,1 3,0 3,1 4,0 4,1 5,1 6,1');
    expect(threadMeetsCorner({ q: 0, r: 0 }, { q: 6, r: 1 })).toBe(false);
    expect(new Set(keys(t))).toEqual(referenceHexes({ q: 0, r: 0 }, { q: 6, r: 1 }, 'left'));
  });

  it('FP-25 a thread along a hexside crosses neither it nor the sides it runs along, in either nudge', () => {
    // (0,0) to (1,1) runs along the side between (1,0) and (0,1).
    expect(threadMeetsCorner({ q: 0, r: 0 }, { q: 1, r: 1 })).toBe(true);
    expect(keys(threadPath({ q: 0, r: 0 }, { q: 1, r: 1 }, 'left')).join(' ')).toBe('0,0 1,0 1,1');
    expect(keys(threadPath({ q: 0, r: 0 }, { q: 1, r: 1 }, 'right')).join(' ')).toBe('0,0 0,1 1,1');
    for (const nudge of ['left', 'right'] as const) {
      const sides = threadCrossings({ q: 0, r: 0 }, { q: 1, r: 1 }, nudge);
      expect(sides.some((s) => (s.q === 1 && s.r === 0 && s.side === 2) || (s.q === 0 && s.r === 1 && s.side === 5))).toBe(false);
    }
  });

  it('every thread equals the exact clipping reference for its nudge (both nudges, random pairs)', () => {
    fc.assert(fc.property(coord, coord, fc.constantFrom<LineNudge>('left', 'right'), (a, b, nudge) => {
      const p = threadPath(a, b, nudge);
      expect(isWalk(p, a, b)).toBe(true);
      expect(new Set(keys(p))).toEqual(referenceHexes(a, b, nudge));
    }), { numRuns: 400 });
  });

  it('threadMeetsCorner (a gcd test) says exactly when the two nudges differ; a thread reversed is the other nudge', () => {
    fc.assert(fc.property(coord, coord, (a, b) => {
      const left = keys(threadPath(a, b, 'left')).join(' ');
      const right = keys(threadPath(a, b, 'right')).join(' ');
      expect(threadMeetsCorner(a, b)).toBe(left !== right);
      expect(keys(threadPath(b, a, 'right')).reverse().join(' ')).toBe(left);
      expect(threadPath(a, b, 'left').length).toBeGreaterThanOrEqual(hexDistance(a, b) + 1);
    }), { numRuns: 500 });
  });

  it('sideCrossings names each crossed hexside from the hex the path leaves', () => {
    expect(sideCrossings(path('0,0 1,0 1,1 2,0 2,1 3,1'))).toEqual([
      { q: 0, r: 0, side: 0 },
      { q: 1, r: 0, side: 1 },
      { q: 1, r: 1, side: 5 },
      { q: 2, r: 0, side: 1 },
      { q: 2, r: 1, side: 0 },
    ]);
    expect(() => sideCrossings(path('0,0 2,0'))).toThrow(/not neighbours/);
  });

  it('FP-34 the line enters the target through one side, or through a corner (two sides to pick from)', () => {
    expect(entrySides({ q: 0, r: 0 }, { q: 5, r: 0 })).toEqual([3]);
    expect(entrySides({ q: 0, r: 0 }, { q: 1, r: 1 }).sort()).toEqual([3, 4]);
    expect(entrySides({ q: 0, r: 0 }, { q: 0, r: 0 })).toEqual([]);
  });
});
