import fc from 'fast-check';
import { line } from 'honeycomb-grid';
import { describe, expect, it } from 'vitest';
import {
  createLineSteps,
  entrySides,
  lineMeetsCorner,
  lineTraces,
  otherNudge,
  primaryNudge,
  sideCrossings,
  traceLine,
  walkLine,
  type LineNudge,
} from './hexLine';
import { CORNER_LATTICE, defineMapHex, hexDistance, hexKey, latticeCenter } from './hexMath';
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

describe('hex lines: the hexes a centre-to-centre line crosses', () => {
  it('FP-23 a line along a row or a hex diagonal crosses one hex per step', () => {
    expect(traceLine({ q: 0, r: 0 }, { q: 4, r: 0 })).toEqual({ hexes: path('0,0 1,0 2,0 3,0 4,0'), alt: null });
    expect(traceLine({ q: 0, r: 0 }, { q: 0, r: -3 }).hexes).toEqual(path('0,0 0,-1 0,-2 0,-3'));
    expect(traceLine({ q: 2, r: 2 }, { q: 2, r: 2 })).toEqual({ hexes: [{ q: 2, r: 2 }], alt: null });
    // A knight-like line between rows still crosses only the hexes it passes through.
    expect(traceLine({ q: 0, r: 0 }, { q: 2, r: 1 }).hexes).toEqual(path('0,0 1,0 1,1 2,1'));
  });

  it('FP-23 a line passing close to a corner crosses the sliver of the third hex there', () => {
    // From (0,0) to (3,1) the line passes 0.14 hex below the corner shared by (1,0), (2,0) and
    // (1,1), so it enters (1,1). Distance 4, but six hexes.
    const t = traceLine({ q: 0, r: 0 }, { q: 3, r: 1 });
    expect(t.alt).toBeNull();
    expect(t.hexes).toEqual(path('0,0 1,0 1,1 2,0 2,1 3,1'));
    expect(keys(t.hexes).sort()).toEqual([...referenceHexes({ q: 0, r: 0 }, { q: 3, r: 1 }, 'left')].sort());
    // honeycomb-grid's line() samples five points and misses (1,1).
    const Hex = defineMapHex();
    const sampled = line<InstanceType<typeof Hex>>({ start: { q: 0, r: 0 }, stop: { q: 3, r: 1 } })((c) => new Hex(c), undefined);
    expect(sampled.map((h) => hexKey(h))).not.toContain('1,1');
    expect(sampled).toHaveLength(5);
  });

  it('FP-23 a line along a hexside is traced both ways: one trace either side of the hexside', () => {
    // (0,0) to (1,1) runs along the side between (1,0) and (0,1).
    const t = traceLine({ q: 0, r: 0 }, { q: 1, r: 1 });
    expect(t.hexes).toEqual(path('0,0 0,1 1,1'));
    expect(t.alt).toEqual(path('0,0 1,0 1,1'));
    expect(lineMeetsCorner({ q: 0, r: 0 }, { q: 1, r: 1 })).toBe(true);
    // Neither trace crosses the hexside the line runs along.
    for (const p of lineTraces(t)) {
      expect(sideCrossings(p).some((s) => (s.q === 1 && s.r === 0 && s.side === 2) || (s.q === 0 && s.r === 1 && s.side === 5))).toBe(false);
    }
    // Longer: (0,0) to (3,3) runs along three hexsides, passing two centres on the way.
    const long = traceLine({ q: 0, r: 0 }, { q: 3, r: 3 });
    expect(long.hexes).toEqual(path('0,0 0,1 1,1 1,2 2,2 2,3 3,3'));
    expect(long.alt).toEqual(path('0,0 1,0 1,1 2,1 2,2 3,2 3,3'));
  });

  it('FP-23 a line through single corners (not along a side) is traced both ways', () => {
    // (0,0) to (4,1) crosses the corners at lattice (3,1) and (6,2).
    const t = traceLine({ q: 0, r: 0 }, { q: 4, r: 1 });
    expect(t.alt).not.toBeNull();
    expect(t.hexes).not.toEqual(t.alt);
    for (const [p, nudge] of [[t.hexes, primaryNudge({ q: 0, r: 0 }, { q: 4, r: 1 })], [t.alt!, otherNudge(primaryNudge({ q: 0, r: 0 }, { q: 4, r: 1 }))]] as const) {
      expect(isWalk(p, { q: 0, r: 0 }, { q: 4, r: 1 })).toBe(true);
      expect(new Set(keys(p))).toEqual(referenceHexes({ q: 0, r: 0 }, { q: 4, r: 1 }, nudge));
    }
    // The union of both traces is every hex the closed line touches: three around each corner.
    expect(keys(t.hexes).filter((k) => !t.alt!.map(hexKey).includes(k)).length).toBeGreaterThan(0);
  });

  it('every trace equals the exact clipping reference for its nudge (both nudges, random pairs)', () => {
    fc.assert(fc.property(coord, coord, fc.constantFrom<LineNudge>('left', 'right'), (a, b, nudge) => {
      const steps = walkLine(a, b, nudge, createLineSteps(4));
      const hexes = [a];
      let cur = a;
      for (let i = 0; i < steps.length; i++) {
        const k = steps.dirs[i]!;
        cur = { q: cur.q + [1, 0, -1, -1, 0, 1][k]!, r: cur.r + [0, 1, 1, 0, -1, -1][k]! };
        hexes.push(cur);
      }
      expect(new Set(keys(hexes))).toEqual(referenceHexes(a, b, nudge));
    }), { numRuns: 400 });
  });

  it('traceLine is symmetric, starts at a, ends at b and steps to neighbours (property)', () => {
    fc.assert(fc.property(coord, coord, (a, b) => {
      const ab = traceLine(a, b);
      const ba = traceLine(b, a);
      expect(isWalk(ab.hexes, a, b)).toBe(true);
      expect(keys(ba.hexes)).toEqual(keys(ab.hexes).reverse());
      expect(ab.alt === null).toBe(ba.alt === null);
      if (ab.alt) {
        expect(isWalk(ab.alt, a, b)).toBe(true);
        expect(keys(ba.alt!)).toEqual(keys(ab.alt).reverse());
      }
      expect(ab.hexes.length).toBeGreaterThanOrEqual(hexDistance(a, b) + 1);
      expect(sideCrossings(ab.hexes)).toHaveLength(ab.hexes.length - 1);
    }), { numRuns: 500 });
  });

  it('lineMeetsCorner (a gcd test) says exactly when the two nudges differ', () => {
    fc.assert(fc.property(coord, coord, (a, b) => {
      const l = walkLine(a, b, 'left', createLineSteps());
      const left = Array.from(l.dirs.subarray(0, l.length)).join();
      const r = walkLine(a, b, 'right', createLineSteps());
      const right = Array.from(r.dirs.subarray(0, r.length)).join();
      expect(lineMeetsCorner(a, b)).toBe(left !== right);
    }), { numRuns: 500 });
  });

  it('every hex honeycomb-grid\'s sampled line() finds is on one of the traces', () => {
    const Hex = defineMapHex();
    fc.assert(fc.property(coord, coord, (a, b) => {
      const t = traceLine(a, b);
      const ours = new Set(lineTraces(t).flatMap(keys));
      const sampled = line<InstanceType<typeof Hex>>({ start: a, stop: b })((c) => new Hex(c), undefined);
      for (const h of sampled) expect(ours.has(hexKey(h))).toBe(true);
    }), { numRuns: 300 });
  });

  it('sideCrossings names each crossed hexside from the hex the line leaves', () => {
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
    expect(entrySides(traceLine({ q: 0, r: 0 }, { q: 5, r: 0 }))).toEqual([3]);
    expect(entrySides(traceLine({ q: 0, r: 0 }, { q: 1, r: 1 })).sort()).toEqual([3, 4]);
    expect(entrySides(traceLine({ q: 0, r: 0 }, { q: 0, r: 0 }))).toEqual([]);
  });
});
