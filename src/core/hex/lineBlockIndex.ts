// A per-map index that answers "does the line between two hex centres touch a marked hex?"
// without walking the line hex by hex: O(|smallest cube delta|) integer steps per query, and
// the same answers as walking both traces of hexLine.ts.
//
// Why it works. In the lattice frame of hexMath.ts a hex whose centre C lies off the ends of the
// segment touches the line (its closed cell meets it) exactly when |cross(D, C - A)| <= M, where
// M is the largest |cross(D, corner offset)|: the corners straddle the line or one lies on it.
// So the hexes a line touches are the marked centres inside a slab around it. Cut the slab into
// the rows the line passes (r from a's row to b's row): in each row the hexes inside are one run
// of q, so a prefix sum per row counts the marked ones in O(1). Turning the map by 60 or 120
// degrees makes the rows of the turned map the other two families of hex lines (s and q
// constant), so each query uses the family it crosses least: at most half the distance.
//
// Hexes that the line only touches (a corner or a hexside on it) sit on the slab's edges:
// |cross| = M. The 'either' rule counts them (a hex whose sides count, as FP-24 and FP-26 say);
// the 'both' rule asks whether both nudged traces cross a marked hex, and a left nudge crosses
// the hexes with -M <= cross < M, a right nudge those with -M < cross <= M.
import { offsetToAxial } from './hexMath';
import type { HexMask } from './hexLine';
import type { HexCoord } from './types';

export type TouchRule = 'either' | 'both';

interface TurnedRows {
  qMin: number;
  qMax: number;
  rMin: number;
  /** Row stride: the number of q values + 1. */
  stride: number;
  /** sums[row * stride + i] = marked hexes of that row with q - qMin < i (a row holds < 65536). */
  sums: Uint16Array;
}

export interface LineBlockIndex {
  cols: number;
  rows: number;
  /** Row prefix sums of the map turned by 0, 60 and 120 degrees (rows are r, -s and q constant). */
  turns: [TurnedRows, TurnedRows, TurnedRows];
}

/** The hex turned so that turn 0 keeps r, turn 1 makes -s the row and turn 2 makes q the row. */
function turn(q: number, r: number, t: number): [number, number] {
  const s = -q - r;
  if (t === 0) return [q, r];
  if (t === 1) return [-r, -s]; // (q, r, s) -> (-r, -s, -q): 60 degrees
  return [s, q]; // (q, r, s) -> (s, q, r): 120 degrees
}

function buildTurn(mask: HexMask, t: number): TurnedRows {
  let qMin = Infinity, qMax = -Infinity, rMin = Infinity, rMax = -Infinity;
  for (let row = 0; row < mask.rows; row++) {
    for (let col = 0; col < mask.cols; col++) {
      const h = offsetToAxial(col, row);
      const [q, r] = turn(h.q, h.r, t);
      if (q < qMin) qMin = q;
      if (q > qMax) qMax = q;
      if (r < rMin) rMin = r;
      if (r > rMax) rMax = r;
    }
  }
  const stride = qMax - qMin + 2;
  const rows = rMax - rMin + 1;
  const sums = new Uint16Array(stride * rows);
  for (let row = 0; row < mask.rows; row++) {
    for (let col = 0; col < mask.cols; col++) {
      if (mask.bits[row * mask.cols + col] === 0) continue;
      const h = offsetToAxial(col, row);
      const [q, r] = turn(h.q, h.r, t);
      sums[(r - rMin) * stride + (q - qMin) + 1]! += 1;
    }
  }
  for (let r = 0; r < rows; r++) {
    for (let i = 1; i < stride; i++) sums[r * stride + i]! += sums[r * stride + i - 1]!;
  }
  return { qMin, qMax, rMin, stride, sums };
}

/** Builds the index of a mask (one pass per turn; rebuild when the marked hexes change). */
export function buildLineBlockIndex(mask: HexMask): LineBlockIndex {
  return { cols: mask.cols, rows: mask.rows, turns: [buildTurn(mask, 0), buildTurn(mask, 1), buildTurn(mask, 2)] };
}

/** Whether row r of the turned map has a marked hex with lo <= q <= hi. */
function rowHits(p: TurnedRows, r: number, lo: number, hi: number): boolean {
  if (lo < p.qMin) lo = p.qMin;
  if (hi > p.qMax) hi = p.qMax;
  const base = (r - p.rMin) * p.stride - p.qMin;
  return lo <= hi && p.sums[base + hi + 1] !== p.sums[base + lo];
}

/**
 * Whether a marked hex other than the ends has its centre in the slab -M <= cross <= M around
 * the line from (aq, ar) to (bq, br) of the turned map; loOpen / hiOpen leave out its -M / M edge.
 */
function slabHits(p: TurnedRows, aq: number, ar: number, bq: number, br: number, loOpen: boolean, hiOpen: boolean): boolean {
  // Walk rows downwards: swap the ends so that the line goes to larger r (the rules are symmetric).
  if (br < ar || (br === ar && bq < aq)) {
    const tq = aq, tr = ar, to = loOpen;
    aq = bq; ar = br; bq = tq; br = tr;
    loOpen = hiOpen; hiOpen = to;
  }
  const { qMin, qMax, rMin, stride, sums } = p;
  const dx = 2 * (bq - aq) + (br - ar);
  const dy = 3 * (br - ar);
  if (dy === 0) {
    // One row; every hex strictly between the ends lies on the line.
    const lo = Math.max(aq + 1, qMin), hi = Math.min(bq - 1, qMax);
    const base = (ar - rMin) * stride - qMin;
    return lo <= hi && sums[base + hi + 1] !== sums[base + lo];
  }
  const M = Math.max(Math.abs(dx + dy), Math.abs(dx - dy), 2 * Math.abs(dx));
  const den = 2 * dy;
  const east = dx > 0;
  // cross(D, C - A) for C = (q, r) is c(r) - den * q, where c(r) = dx * (3r - ay) - dy * (r - ax)
  // = den * aq + (r - ar) * (3 dx - dy). In each row:
  //   cross >= -M  <=>  den * q <= c + M      (< when the lower bound is open: <= c + M - 1)
  //   cross <=  M  <=>  den * q >= c - M      (> when the upper bound is open: >= c - M + 1)
  // Floating division and floor are exact here: the operands are integers far below 2^53.
  const hiOff = loOpen ? M - 1 : M;
  const loOff = hiOpen ? 1 - M : -M;
  const dc = 3 * dx - dy;
  // The end rows count only the hexes past a, or short of b, along the row.
  const cA = den * aq;
  let lo = Math.ceil((cA + loOff) / den);
  let hi = Math.floor((cA + hiOff) / den);
  if (east) lo = Math.max(lo, aq + 1);
  else hi = Math.min(hi, aq - 1);
  if (rowHits(p, ar, lo, hi)) return true;
  const cB = cA + (br - ar) * dc;
  lo = Math.ceil((cB + loOff) / den);
  hi = Math.floor((cB + hiOff) / den);
  if (east) hi = Math.min(hi, bq - 1);
  else lo = Math.max(lo, bq + 1);
  if (rowHits(p, br, lo, hi)) return true;
  // The rows between: the whole run inside the slab.
  let c = cA + dc;
  let base = (ar + 1 - rMin) * stride - qMin;
  for (let r = ar + 1; r < br; r++, c += dc, base += stride) {
    lo = Math.ceil((c + loOff) / den);
    hi = Math.floor((c + hiOff) / den);
    if (lo < qMin) lo = qMin;
    if (hi > qMax) hi = qMax;
    if (lo <= hi && sums[base + hi + 1] !== sums[base + lo]) return true;
  }
  return false;
}

/**
 * Whether the line between the centres of a and b touches a marked hex other than a and b:
 * 'either' counts a hex the line only touches at a corner or along a side (the union of both
 * traces); 'both' needs each of the two traces to cross a marked hex (they differ only when the
 * line meets a corner). Same answers as lineHitsMask in hexLine.ts, without the walk.
 */
export function lineTouchesMarked(index: LineBlockIndex, a: HexCoord, b: HexCoord, rule: TouchRule): boolean {
  const dq = Math.abs(b.q - a.q), dr = Math.abs(b.r - a.r), ds = Math.abs(a.q + a.r - b.q - b.r);
  if (dq + dr + ds < 4) return false; // neighbours or the same hex: nothing between
  // The turn of `turn` above, inlined (this is the hot path).
  let t: 0 | 1 | 2, aq: number, ar: number, bq: number, br: number;
  if (dr <= dq && dr <= ds) { t = 0; aq = a.q; ar = a.r; bq = b.q; br = b.r; }
  else if (ds <= dq) { t = 1; aq = -a.r; ar = a.q + a.r; bq = -b.r; br = b.q + b.r; }
  else { t = 2; aq = -a.q - a.r; ar = a.q; bq = -b.q - b.r; br = b.q; }
  const p = index.turns[t];
  if (rule === 'either') return slabHits(p, aq, ar, bq, br, false, false);
  return slabHits(p, aq, ar, bq, br, false, true) && slabHits(p, aq, ar, bq, br, true, false);
}
