// The hexes a centre-to-centre line crosses, traced exactly in integer arithmetic.
//
// The line runs from the centre of a to the centre of b in the lattice frame of hexMath.ts,
// where centres and corners have integer coordinates. The walk starts in a; in each hex it
// finds the forward side (one facing along the line) whose two corners lie on opposite sides of
// the line, by the sign of an integer cross product, and steps across it. The per-query
// constants are computed once, so each hex crossed costs one or two integer comparisons and a
// few additions; nothing is sampled or rounded. This is the hex set a thread stretched on the
// map passes through (Firepower's "rubber band", FP-23). It can be longer than distance + 1:
// a thread that passes close to a corner cuts a sliver off the third hex there, which
// sampling methods such as honeycomb-grid's line() skip.
//
// Hexside-ambiguous lines. A line that meets a hex corner exactly (it passes through a vertex,
// or runs along a hexside from vertex to vertex) has two honest traces: shift the line an
// infinitesimal distance to its left or to its right. A corner on the line then counts as lying
// right of it (left nudge) or left of it (right nudge); every other corner is unaffected,
// because its cross product is a non-zero integer. traceLine returns both traces: `hexes` is the
// primary one and `alt` the other, or null when the line meets no corner.
//
// The primary trace is the line shifted by the fixed vector (+e, +e, -2e) in cube coordinates,
// the nudge honeycomb-grid's line() applies, so it is the same hexes from either end:
// traceLine(b, a).hexes is traceLine(a, b).hexes reversed, and the same holds for `alt`. A line
// parallel to that vector (cube direction (1, 1, -2) or its opposite, which runs along
// hexsides) is shifted by (-2e, +e, +e) instead.
//
// Which trace counts is a rule of the game, not of the geometry; Firepower's choice is in
// src/rules/firepower/los.ts and docs/rules/firepower-los.md.
import { CORNER_LATTICE, HEX_DIRECTIONS, hexDistance, type HexsideRef } from './hexMath';
import type { HexCoord, HexSide } from './types';

/** Which way the line is shifted off the corners it meets, seen along the line from a to b. */
export type LineNudge = 'left' | 'right';

/** A reusable buffer for walkLine: the step directions of one trace. */
export interface LineSteps {
  /** dirs[0..length-1]: the direction of each step from a (0 E .. 5 NE), i.e. the side crossed. */
  dirs: Uint8Array;
  length: number;
  /** Scratch for the per-query constants. */
  plan: Int32Array;
}

export interface LineTrace {
  /** The primary trace, from a to b inclusive, each hex a neighbour of the one before. */
  hexes: HexCoord[];
  /** The trace of the other nudge when the line meets a hex corner; null otherwise. */
  alt: HexCoord[] | null;
}

const DQ = HEX_DIRECTIONS.map((d) => d.q);
const DR = HEX_DIRECTIONS.map((d) => d.r);
// Lattice step of each direction (the neighbour's centre minus the hex's centre) and corners.
const STEP_X = HEX_DIRECTIONS.map((d) => 2 * d.q + d.r);
const STEP_Y = HEX_DIRECTIONS.map((d) => 3 * d.r);
const CORNER_X = CORNER_LATTICE.map((c) => c.x);
const CORNER_Y = CORNER_LATTICE.map((c) => c.y);

export function createLineSteps(capacity = 64): LineSteps {
  return { dirs: new Uint8Array(Math.max(8, capacity)), length: 0, plan: new Int32Array(10) };
}

function gcd(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * Whether the segment between the centres of a and b meets a hex corner (a vertex) exactly,
 * i.e. whether the two nudges give different traces. O(log distance): the lattice points on the
 * segment are a + j * (D / g) for g = gcd(D); a corner is one whose y is not a multiple of 3.
 */
export function lineMeetsCorner(a: HexCoord, b: HexCoord): boolean {
  const dx = 2 * (b.q - a.q) + (b.r - a.r);
  const dy = 3 * (b.r - a.r);
  const g = gcd(Math.abs(dx), Math.abs(dy));
  if (g <= 1) return false;
  const ux = dx / g;
  const uy = dy / g;
  if (uy % 3 === 0) return false;
  // Points with x + y odd are not lattice points: then only even j land on one.
  return ((ux + uy) & 1) === 0 ? true : g >= 3;
}

/** The nudge of the primary trace from a to b (the fixed shift described above). */
export function primaryNudge(a: HexCoord, b: HexCoord): LineNudge {
  const dx = 2 * (b.q - a.q) + (b.r - a.r);
  const dy = 3 * (b.r - a.r);
  // Shifting by n moves the line to its right exactly when cross(D, n) > 0 (y grows down);
  // n = (1, 1) in the lattice frame, or (-1, 1) when the line is parallel to it.
  const c = dx !== dy ? dx - dy : dx + dy;
  return c > 0 ? 'right' : 'left';
}

export function otherNudge(nudge: LineNudge): LineNudge {
  return nudge === 'left' ? 'right' : 'left';
}

/**
 * Fills `p` with the walk's constants for direction (dx, dy): p[0] the first forward side k0,
 * p[1] 1 when three sides face forward (2 when the line points at a corner), p[2..5] the cross
 * products of corners k0..k0+3 and p[6..8] those of steps k0..k0+2.
 */
function planWalk(dx: number, dy: number, p: Int32Array): void {
  const fwd = (k: number): boolean => 3 * dx * STEP_X[k % 6]! + dy * STEP_Y[k % 6]! > 0;
  let k0 = 0;
  while (!(fwd(k0) && !fwd(k0 + 5))) k0++;
  p[0] = k0;
  p[1] = fwd(k0 + 2) ? 1 : 0;
  for (let i = 0; i < 4; i++) p[2 + i] = dx * CORNER_Y[(k0 + i) % 6]! - dy * CORNER_X[(k0 + i) % 6]!;
  for (let i = 0; i < 3; i++) p[6 + i] = dx * STEP_Y[(k0 + i) % 6]! - dy * STEP_X[(k0 + i) % 6]!;
}

/**
 * Walks the line from a to b shifted to `nudge`, writing the step directions into `out` (grown
 * when too small). Returns `out`. Integer arithmetic only.
 */
export function walkLine(a: HexCoord, b: HexCoord, nudge: LineNudge, out: LineSteps): LineSteps {
  out.length = 0;
  if (a.q === b.q && a.r === b.r) return out;
  const cap = 3 * hexDistance(a, b) + 3;
  if (out.dirs.length < cap) out.dirs = new Uint8Array(cap);
  const dx = 2 * (b.q - a.q) + (b.r - a.r);
  const dy = 3 * (b.r - a.r);
  const p = out.plan;
  planWalk(dx, dy, p);
  const k0 = p[0]!, three = p[1] === 1;
  const K0 = p[2]!, K1 = p[3]!, K2 = p[4]!;
  const S0 = p[6]!, S1 = p[7]!, S2 = p[8]!;
  // Corner V lies right of the line when f + K > T, f = cross(D, C - A) for the current centre
  // C. A left nudge puts corners on the line to its right (zero counts as right): T = -1.
  const T = nudge === 'left' ? -1 : 0;
  const dirs = out.dirs;
  const bq = b.q, br = b.r;
  let q = a.q, r = a.r, f = 0, len = 0;
  while (q !== bq || r !== br) {
    if (len >= cap) throw new Error(`walkLine lost the line from ${a.q},${a.r} to ${bq},${br}`);
    const s0 = f + K0 > T;
    let k: number;
    if (f + K1 > T !== s0) { k = k0; f += S0; }
    else if (!three || f + K2 > T !== s0) { k = k0 + 1; f += S1; }
    else { k = k0 + 2; f += S2; }
    if (k >= 6) k -= 6;
    dirs[len++] = k;
    q += DQ[k]!;
    r += DR[k]!;
  }
  out.length = len;
  return out;
}

/** The hexes visited by the steps from a. */
export function stepsToHexes(a: HexCoord, steps: LineSteps): HexCoord[] {
  const out: HexCoord[] = [{ q: a.q, r: a.r }];
  let q = a.q;
  let r = a.r;
  for (let i = 0; i < steps.length; i++) {
    const k = steps.dirs[i]!;
    q += DQ[k]!;
    r += DR[k]!;
    out.push({ q, r });
  }
  return out;
}

/**
 * The hexes the centre-to-centre line from a to b crosses: the primary trace, and the other
 * nudge's trace when the line meets a hex corner exactly (see the top of this file).
 */
export function traceLine(a: HexCoord, b: HexCoord): LineTrace {
  const nudge = primaryNudge(a, b);
  const steps = createLineSteps(3 * hexDistance(a, b) + 3);
  const hexes = stepsToHexes(a, walkLine(a, b, nudge, steps));
  if (!lineMeetsCorner(a, b)) return { hexes, alt: null };
  return { hexes, alt: stepsToHexes(a, walkLine(a, b, otherNudge(nudge), steps)) };
}

/** Both traces as a list: one when the line meets no corner, two when it does. */
export function lineTraces(trace: LineTrace): HexCoord[][] {
  return trace.alt ? [trace.hexes, trace.alt] : [trace.hexes];
}

/**
 * The hexsides a trace crosses, in order from its first hex: each named from the hex the line
 * leaves, with the side it leaves by. A line running exactly along a hexside crosses neither
 * of the hexsides it runs along, in either trace.
 */
export function sideCrossings(path: readonly HexCoord[]): HexsideRef[] {
  const out: HexsideRef[] = [];
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    const side = HEX_DIRECTIONS.findIndex((d) => d.q === to.q - from.q && d.r === to.r - from.r);
    if (side < 0) throw new Error(`sideCrossings: ${from.q},${from.r} and ${to.q},${to.r} are not neighbours`);
    out.push({ q: from.q, r: from.r, side: side as HexSide });
  }
  return out;
}

/**
 * The sides of the last hex through which the line enters it (FP-34 orients the scatter diagram
 * by it): one side, or two when the line enters through a corner and the player picks.
 */
export function entrySides(trace: LineTrace): HexSide[] {
  const sides: HexSide[] = [];
  for (const path of lineTraces(trace)) {
    const crossings = sideCrossings(path);
    const last = crossings[crossings.length - 1];
    if (!last) continue;
    const side = ((last.side + 3) % 6) as HexSide;
    if (!sides.includes(side)) sides.push(side);
  }
  return sides;
}

// ---- Fast queries against a per-map mask (one byte per hex, offset row-major) ----

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

/**
 * Whether the trace from a to b shifted to `nudge` crosses a hex set in the mask, not counting
 * a and b. The walk of walkLine, stopping at the first such hex; hexes off the map are unset.
 */
export function walkHitsMask(mask: HexMask, a: HexCoord, b: HexCoord, nudge: LineNudge, plan: Int32Array): boolean {
  if (hexDistance(a, b) < 2) return false;
  const dx = 2 * (b.q - a.q) + (b.r - a.r);
  const dy = 3 * (b.r - a.r);
  planWalk(dx, dy, plan);
  const k0 = plan[0]!, three = plan[1] === 1;
  const K0 = plan[2]!, K1 = plan[3]!, K2 = plan[4]!;
  const S0 = plan[6]!, S1 = plan[7]!, S2 = plan[8]!;
  const T = nudge === 'left' ? -1 : 0;
  const { cols, rows, bits } = mask;
  const bq = b.q, br = b.r;
  const cap = 3 * hexDistance(a, b) + 3;
  let q = a.q, r = a.r, f = 0, len = 0;
  for (;;) {
    if (++len > cap) throw new Error(`walkHitsMask lost the line from ${a.q},${a.r} to ${bq},${br}`);
    const s0 = f + K0 > T;
    let k: number;
    if (f + K1 > T !== s0) { k = k0; f += S0; }
    else if (!three || f + K2 > T !== s0) { k = k0 + 1; f += S1; }
    else { k = k0 + 2; f += S2; }
    if (k >= 6) k -= 6;
    q += DQ[k]!;
    r += DR[k]!;
    if (q === bq && r === br) return false;
    const col = q + (r >> 1);
    if (r >= 0 && r < rows && col >= 0 && col < cols && bits[r * cols + col] !== 0) return true;
  }
}

/**
 * Whether the line from a to b crosses a masked hex between them. `rule` settles lines that
 * meet a corner: 'either' counts a hex the line only touches (sides included, as FP-24 and
 * FP-26 say), 'both' needs both traces to cross one.
 */
export function lineHitsMask(mask: HexMask, a: HexCoord, b: HexCoord, rule: 'either' | 'both', plan = new Int32Array(10)): boolean {
  const nudge = primaryNudge(a, b);
  const hit = walkHitsMask(mask, a, b, nudge, plan);
  if (!lineMeetsCorner(a, b)) return hit;
  if (rule === 'either') return hit || walkHitsMask(mask, a, b, otherNudge(nudge), plan);
  return hit && walkHitsMask(mask, a, b, otherNudge(nudge), plan);
}
