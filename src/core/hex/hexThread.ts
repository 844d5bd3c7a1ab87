// The hexsides a straight line between two hex centres really crosses, traced exactly in integer
// arithmetic: a thread stretched on the map. Firepower judges fence and hedge lines by it (only
// the fence line itself counts, FP-25), and the side a thrown grenade arrives through (FP-34).
// The hexes of a line of sight are those of the standard hex line (hexLine.ts), not these.
//
// The line runs from the centre of a to the centre of b in the lattice frame of hexMath.ts,
// where centres and corners have integer coordinates. The walk starts in a; in each hex it
// finds the forward side (one facing along the line) whose two corners lie on opposite sides of
// the line, by the sign of an integer cross product, and steps across it. The per-query
// constants are computed once, so each hex costs one or two integer comparisons and a few
// additions. The path it returns is every hex the thread passes through, in order, including
// the slivers it cuts off next to corners; consecutive hexes share the hexside it crosses.
//
// A line that meets a hex corner exactly (it passes through a vertex, or runs along a hexside
// from vertex to vertex) has two honest traces: shift the line a hair to its left or to its
// right. A corner on the line then counts as lying right of it (left nudge) or left of it (right
// nudge); every other corner is unaffected, because its cross product is a non-zero integer. A
// line along a hexside crosses neither that hexside nor the ones it runs along, in either trace.
import { CORNER_LATTICE, HEX_DIRECTIONS, hexDistance, type HexsideRef } from './hexMath';
import type { LineNudge } from './hexLine';
import type { HexCoord, HexSide } from './types';

const DQ = HEX_DIRECTIONS.map((d) => d.q);
const DR = HEX_DIRECTIONS.map((d) => d.r);
// Lattice step of each direction (the neighbour's centre minus the hex's centre) and corners.
const STEP_X = HEX_DIRECTIONS.map((d) => 2 * d.q + d.r);
const STEP_Y = HEX_DIRECTIONS.map((d) => 3 * d.r);
const CORNER_X = CORNER_LATTICE.map((c) => c.x);
const CORNER_Y = CORNER_LATTICE.map((c) => c.y);

function gcd(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * Whether the segment between the centres of a and b meets a hex corner (a vertex) exactly,
 * i.e. whether the two nudges give different threads. O(log distance): the lattice points on the
 * segment are a + j * (D / g) for g = gcd(D); a corner is one whose y is not a multiple of 3.
 */
export function threadMeetsCorner(a: HexCoord, b: HexCoord): boolean {
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

/** Whether side k (mod 6) faces along the line (dx, dy). */
const forward = (dx: number, dy: number, k: number): boolean => 3 * dx * STEP_X[k % 6]! + dy * STEP_Y[k % 6]! > 0;
/** Cross products of the line with corner k and with the step across side k (mod 6). */
const cornerCross = (dx: number, dy: number, k: number): number => dx * CORNER_Y[k % 6]! - dy * CORNER_X[k % 6]!;
const stepCross = (dx: number, dy: number, k: number): number => dx * STEP_Y[k % 6]! - dy * STEP_X[k % 6]!;

/**
 * Every hex the line from a to b shifted to `nudge` passes through, in order from a to b; each a
 * neighbour of the one before. Integer arithmetic only.
 */
export function threadPath(a: HexCoord, b: HexCoord, nudge: LineNudge): HexCoord[] {
  const out: HexCoord[] = [{ q: a.q, r: a.r }];
  walkThread(a, b, nudge, (q, r, side) => {
    out.push({ q: q + DQ[side]!, r: r + DR[side]! });
  });
  return out;
}

/**
 * Walks the line from a to b shifted to `nudge` without building its path: calls cross(q, r,
 * side) for each hexside it crosses, in order from a, named from the hex it leaves (as
 * sideCrossings names them), and returns how many it crosses.
 */
export function walkThread(a: HexCoord, b: HexCoord, nudge: LineNudge, cross: (q: number, r: number, side: number) => void): number {
  if (a.q === b.q && a.r === b.r) return 0;
  const dx = 2 * (b.q - a.q) + (b.r - a.r);
  const dy = 3 * (b.r - a.r);
  // The forward sides: k0, k0 + 1 and, unless the line points at a corner, k0 + 2.
  let k0 = 0;
  while (!(forward(dx, dy, k0) && !forward(dx, dy, k0 + 5))) k0++;
  const three = forward(dx, dy, k0 + 2);
  const K0 = cornerCross(dx, dy, k0), K1 = cornerCross(dx, dy, k0 + 1), K2 = cornerCross(dx, dy, k0 + 2);
  const S0 = stepCross(dx, dy, k0), S1 = stepCross(dx, dy, k0 + 1), S2 = stepCross(dx, dy, k0 + 2);
  // Corner V lies right of the line when f + K > T, f = cross(D, C - A) for the current centre
  // C. A left nudge puts corners on the line to its right (zero counts as right): T = -1.
  const T = nudge === 'left' ? -1 : 0;
  const cap = 3 * hexDistance(a, b) + 3;
  let q = a.q, r = a.r, f = 0, count = 0;
  while (q !== b.q || r !== b.r) {
    if (count >= cap) throw new Error(`threadPath lost the line from ${a.q},${a.r} to ${b.q},${b.r}`);
    const s0 = f + K0 > T;
    let k: number;
    if (f + K1 > T !== s0) { k = k0; f += S0; }
    else if (!three || f + K2 > T !== s0) { k = k0 + 1; f += S1; }
    else { k = k0 + 2; f += S2; }
    if (k >= 6) k -= 6;
    cross(q, r, k);
    q += DQ[k]!;
    r += DR[k]!;
    count++;
  }
  return count;
}

/**
 * The hexsides a path of neighbouring hexes crosses, in order from its first hex: each named
 * from the hex the path leaves, with the side it leaves by.
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

/** The hexsides the line from a to b shifted to `nudge` crosses, in order from a. */
export function threadCrossings(a: HexCoord, b: HexCoord, nudge: LineNudge): HexsideRef[] {
  return sideCrossings(threadPath(a, b, nudge));
}

/**
 * The sides of b through which the line from a enters it (FP-34 orients the scatter diagram by
 * it): one side, or two when the line enters through a corner and the player picks.
 */
export function entrySides(a: HexCoord, b: HexCoord): HexSide[] {
  const sides: HexSide[] = [];
  const nudges: LineNudge[] = threadMeetsCorner(a, b) ? ['left', 'right'] : ['left'];
  for (const nudge of nudges) {
    const crossings = threadCrossings(a, b, nudge);
    const last = crossings[crossings.length - 1];
    if (!last) continue;
    const side = ((last.side + 3) % 6) as HexSide;
    if (!sides.includes(side)) sides.push(side);
  }
  return sides;
}
