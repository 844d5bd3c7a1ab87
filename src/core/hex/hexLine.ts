// The hexes of a line of sight: the standard hex line between two hex centres, in integer
// arithmetic.
//
// The line from the centre of a to the centre of b, N hexes apart, passes through N + 1 hexes:
// those holding the points a + (b - a) * i / N for i = 0..N, one point per hex of range. It is
// the line of honeycomb-grid's line() and of most hex software, and a shortest path of hexes, so
// the hexes between firer and target number the range less one (FP-20). (A thread stretched on
// the map also cuts thin slivers off hexes next to some corners; this line does not count them.
// hexThread.ts traces the thread, for the hexsides it crosses.)
//
// Integers only. In cube coordinates one axis, the long one (|delta| = N), moves by exactly 1 per
// point, so point i has that coordinate a + i or a - i exactly, and its hex follows from rounding
// one other coordinate, u = a.u + i * du / N, to the nearest integer: round(x / N) is
// floor((2x + N) / 2N), which the walk keeps as a running quotient and remainder.
//
// Ties. Point i lies exactly on a hexside when i * du / N is a half-integer: the line crosses that
// hexside at its midpoint, or runs along hexsides (the six directions between two neighbours of
// a hex). The point then lies between two hexes side by side, and shifting the line a hair to its
// left or to its right puts it in one or the other: the two traces, which differ only at those
// points. Points never fall on a hex corner. The primary trace is the line shifted by the fixed
// vector (+e, +e, -2e) in cube coordinates, the shift honeycomb-grid's line() applies, or by
// (+e, -2e, +e) when the long axis is s (the first shift runs along the hexsides the ties lie on
// there). A fixed shift makes traceLine(b, a) the reverse of traceLine(a, b), trace by trace.
//
// Which trace counts is a rule of the game, not of the geometry; Firepower's choice is in
// src/rules/firepower/los.ts and docs/rules/firepower.md.
import type { HexCoord } from './types';

/** Which way the line is shifted off the hexsides it meets, seen along the line from a to b. */
export type LineNudge = 'left' | 'right';

export interface LineTrace {
  /** The primary trace, from a to b inclusive: distance + 1 hexes, each a neighbour of the one before. */
  hexes: HexCoord[];
  /** The other nudge's trace when the line meets a hexside exactly; null otherwise. */
  alt: HexCoord[] | null;
}

export function otherNudge(nudge: LineNudge): LineNudge {
  return nudge === 'left' ? 'right' : 'left';
}

/**
 * The walk of one line: the long axis (0 q, 1 r, 2 s) and its sign, the delta du of the rounded
 * axis u (r when the long axis is q, else q), n = distance, and `up`: whether the right nudge
 * rounds ties of u up. Shifting right moves a tie to the hex one step of u away exactly when
 * that step points to the right of the line: cross(D, U) > 0 in the lattice frame, which is
 * 6 dq, -6 dr or 6 ds for the three long axes.
 */
interface LinePlan {
  long: 0 | 1 | 2;
  sign: number;
  du: number;
  n: number;
  rightUp: boolean;
}

function planLine(dq: number, dr: number): LinePlan {
  const ds = -dq - dr;
  const aq = Math.abs(dq), ar = Math.abs(dr), as = Math.abs(ds);
  if (aq >= ar && aq >= as) return { long: 0, sign: Math.sign(dq), du: dr, n: aq, rightUp: dq > 0 };
  if (ar >= as) return { long: 1, sign: Math.sign(dr), du: dq, n: ar, rightUp: dr < 0 };
  return { long: 2, sign: Math.sign(ds), du: dq, n: as, rightUp: ds > 0 };
}

function gcd(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * Whether a point of the line from a to b falls exactly on a hexside, i.e. whether the two
 * nudges give different traces: i * du / N is a half-integer for some i when N / gcd(du, N) is
 * even. O(log distance).
 */
export function lineMeetsHexside(a: HexCoord, b: HexCoord): boolean {
  const p = planLine(b.q - a.q, b.r - a.r);
  if (p.n === 0) return false;
  return (p.n / gcd(Math.abs(p.du), p.n)) % 2 === 0;
}

/** The nudge of the primary trace from a to b (the fixed shift described above): its ties round u up. */
export function primaryNudge(a: HexCoord, b: HexCoord): LineNudge {
  return planLine(b.q - a.q, b.r - a.r).rightUp ? 'right' : 'left';
}

/**
 * Calls visit(q, r) for the hexes of the line from a to b shifted to `nudge`, from the one after
 * a up to b; stops early and returns true when visit does.
 */
function walk(a: HexCoord, b: HexCoord, nudge: LineNudge, visit: (q: number, r: number) => boolean): boolean {
  const { long, sign, du, n, rightUp } = planLine(b.q - a.q, b.r - a.r);
  // k = round(i * du / n), ties up or down: floor((2 i du + n - bias) / 2n); acc is the remainder.
  const bias = (nudge === 'right') === rightUp ? 0 : 1;
  const n2 = 2 * n, du2 = 2 * du;
  let acc = n - bias, k = 0;
  for (let i = 1; i <= n; i++) {
    acc += du2;
    if (acc >= n2) { acc -= n2; k++; }
    else if (acc < 0) { acc += n2; k--; }
    let q: number, r: number;
    if (long === 0) { q = a.q + sign * i; r = a.r + k; }
    else if (long === 1) { q = a.q + k; r = a.r + sign * i; }
    else { q = a.q + k; r = a.r - k - sign * i; }
    if (visit(q, r)) return true;
  }
  return false;
}

/** The hexes of the line from a to b shifted to `nudge`: a, then distance hexes to b. */
export function lineHexes(a: HexCoord, b: HexCoord, nudge: LineNudge): HexCoord[] {
  const out: HexCoord[] = [{ q: a.q, r: a.r }];
  walk(a, b, nudge, (q, r) => {
    out.push({ q, r });
    return false;
  });
  return out;
}

/**
 * The hexes of the line of sight from a to b: the primary trace, and the other nudge's trace when
 * a point of the line falls exactly on a hexside (see the top of this file).
 */
export function traceLine(a: HexCoord, b: HexCoord): LineTrace {
  const nudge = primaryNudge(a, b);
  const hexes = lineHexes(a, b, nudge);
  return { hexes, alt: lineMeetsHexside(a, b) ? lineHexes(a, b, otherNudge(nudge)) : null };
}

/** Both traces as a list: one when the line meets no hexside, two when it does. */
export function lineTraces(trace: LineTrace): HexCoord[][] {
  return trace.alt ? [trace.hexes, trace.alt] : [trace.hexes];
}

// ---- Queries against a per-map mask (one byte per hex, offset row-major) ----

/** A set of hexes of a cols x rows map as bytes, indexed row * cols + col (odd-r offset). */
export interface HexMask {
  cols: number;
  rows: number;
  bits: Uint8Array;
}

export function createHexMask(cols: number, rows: number): HexMask {
  return { cols, rows, bits: new Uint8Array(cols * rows) };
}

/** Index of a hex in a mask, or -1 off the map. */
export function maskIndex(mask: HexMask, h: HexCoord): number {
  const col = h.q + (h.r >> 1);
  return h.r < 0 || h.r >= mask.rows || col < 0 || col >= mask.cols ? -1 : h.r * mask.cols + col;
}

/** Whether the trace from a to b shifted to `nudge` holds a masked hex other than a and b. */
export function traceHitsMask(mask: HexMask, a: HexCoord, b: HexCoord, nudge: LineNudge): boolean {
  const { cols, rows, bits } = mask;
  return walk(a, b, nudge, (q, r) => {
    if (q === b.q && r === b.r) return false;
    const col = q + (r >> 1);
    return r >= 0 && r < rows && col >= 0 && col < cols && bits[r * cols + col] !== 0;
  });
}

/**
 * Whether the line from a to b holds a masked hex between them, walking it hex by hex. `rule`
 * settles lines that meet a hexside exactly: 'either' counts a hex on either trace, 'both' needs
 * each trace to hold one. lineBlockIndex.ts answers the same without the walk.
 */
export function lineHitsMask(mask: HexMask, a: HexCoord, b: HexCoord, rule: 'either' | 'both'): boolean {
  const nudge = primaryNudge(a, b);
  const hit = traceHitsMask(mask, a, b, nudge);
  if (!lineMeetsHexside(a, b)) return hit;
  if (rule === 'either') return hit || traceHitsMask(mask, a, b, otherNudge(nudge));
  return hit && traceHitsMask(mask, a, b, otherNudge(nudge));
}
