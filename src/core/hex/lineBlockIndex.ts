// A per-map index that answers "does the line of sight between two hex centres hold a marked
// hex?" without walking the line hex by hex: O(|smallest cube delta|) steps per query, and the
// same answers as walking the traces of hexLine.ts.
//
// Why it works. The line's hexes are one per point a + (b - a) i / N (hexLine.ts). Group them by
// the cube axis whose delta is smallest (the "row" axis, |delta| R <= N / 2): point i lies in row
// round(i R / N), so the points of one row are a run of consecutive i, and their hexes a run of
// neighbours along that row. Each row stores, for every hex, how many steps along the row it is
// to the nearest marked hex (0 on a marked one), so a run from hex x of length L holds a marked
// hex exactly when gap[x] <= L: one look-up per row, R + 1 per query. Turning the map by 60 or
// 120 degrees makes the rows of the turned map the other two families of hex rows (s and q
// constant), so each query uses the family its line crosses least.
//
// The runs end at the boundaries (2j - 1) N / 2R. Integer arithmetic: with num = (2j - 1) N and
// den = 2R, floor(num / den) is floor(num * m / 2^32) for m = ceil(2^32 / den), exact while
// num * den < 2^32 (every product is an integer below 2^53, so a double holds it exactly); this
// holds for lines up to 1023 hexes long, and longer ones are walked. A boundary that is an integer
// is a point exactly on a hexside (a tie): it belongs to both rows for the 'either' rule, and to
// one of them for each nudge; the 'both' rule asks both nudges.
import { offsetToAxial } from './hexMath';
import { lineHitsMask, type HexMask } from './hexLine';
import type { HexCoord } from './types';

export type TouchRule = 'either' | 'both';

interface TurnedRows {
  qMin: number;
  qMax: number;
  rMin: number;
  rMax: number;
  /** Row stride: the number of q values + 1. */
  stride: number;
  /** gap[row * stride + q - qMin]: steps towards larger q to the nearest marked hex of the row (65535: none). */
  gap: Uint16Array;
}

export interface LineBlockIndex {
  /** The mask the index was built from (queries it cannot answer by rows walk it). */
  mask: HexMask;
  /** The rows of the map turned by 0, 60 and 120 degrees (rows are r, -s and q constant). */
  turns: [TurnedRows, TurnedRows, TurnedRows];
}

const NONE = 0xffff;
/** The longest line answered by rows (see the top of this file). */
const MAX_RUN_LINE = 1023;
const TWO_POW_32 = 4294967296;
const INV_TWO_POW_32 = 1 / TWO_POW_32;
/** MAGIC[den] = ceil(2^32 / den): floor(x / den) = floor(x * MAGIC[den] / 2^32) for x * den < 2^32. */
const MAGIC = new Float64Array(2 * MAX_RUN_LINE + 2).map((_, d) => (d === 0 ? 0 : Math.ceil(TWO_POW_32 / d)));

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
  const gap = new Uint16Array(stride * rows).fill(NONE);
  for (let row = 0; row < mask.rows; row++) {
    for (let col = 0; col < mask.cols; col++) {
      if (mask.bits[row * mask.cols + col] === 0) continue;
      const h = offsetToAxial(col, row);
      const [q, r] = turn(h.q, h.r, t);
      gap[(r - rMin) * stride + q - qMin] = 0;
    }
  }
  for (let r = 0; r < rows; r++) {
    for (let i = stride - 2; i >= 0; i--) {
      const k = r * stride + i;
      if (gap[k] !== 0) gap[k] = Math.min(NONE, gap[k + 1]! + 1);
    }
  }
  return { qMin, qMax, rMin, rMax, stride, gap };
}

/** Builds the index of a mask (one pass per turn; rebuild when the marked hexes change). */
export function buildLineBlockIndex(mask: HexMask): LineBlockIndex {
  return { mask, turns: [buildTurn(mask, 0), buildTurn(mask, 1), buildTurn(mask, 2)] };
}

/**
 * Where a tie goes: (hiAdd, loAdd) such that a row's last point is floor((num + hiAdd) / den)
 * and the next row's first is floor((num + loAdd) / den), for loAdd given as den + LO_ADD.
 * 'either': in both rows; 'far': in the row further from a; 'near': in the nearer row.
 */
const UNION = { hiAdd: 0, loAdd: -1 }, FAR = { hiAdd: -1, loAdd: -1 }, NEAR = { hiAdd: 0, loAdd: 0 };
type TieMode = typeof UNION;

/**
 * Whether a marked hex other than the ends lies on the line from (aq, ar) to (bq, br) of the
 * turned map, whose r delta is the smallest and whose ends lie in the map's box.
 */
function runsHit(p: TurnedRows, aq: number, ar: number, bq: number, br: number, mode: TieMode): boolean {
  const dq = bq - aq, dr = br - ar, ds = ar + aq - br - bq;
  const adq = dq < 0 ? -dq : dq, ads = ds < 0 ? -ds : ds;
  const { gap, stride } = p;
  let off = (ar - p.rMin) * stride - p.qMin + aq;
  if (dr === 0) return gap[dq > 0 ? off + 1 : off - adq + 1]! <= adq - 2; // one row
  const R = dr < 0 ? -dr : dr;
  const longQ = adq >= ads;
  const n = longQ ? adq : ads;
  // Row k holds points lo..hi; point i of it is hex q = c + i (forward) or c - i, c moving by
  // -lam per row (the long axis is q, or s so that q also steps back once per row).
  const sr = dr > 0 ? 1 : -1;
  const offStep = sr * stride - (longQ ? 0 : sr);
  const den = 2 * R, m = MAGIC[den]!, n2 = 2 * n;
  const hiAdd = mode.hiAdd, loAdd = den + mode.loAdd;
  let num = n, lo = 1;
  if (longQ ? dq > 0 : ds < 0) {
    for (let k = 0; k < R; k++) {
      const hi = ((num + hiAdd) * m * INV_TWO_POW_32) | 0;
      if (gap[off + lo]! <= hi - lo) return true;
      lo = ((num + loAdd) * m * INV_TWO_POW_32) | 0;
      num += n2;
      off += offStep;
    }
    return gap[off + lo]! <= n - 1 - lo;
  }
  for (let k = 0; k < R; k++) {
    const hi = ((num + hiAdd) * m * INV_TWO_POW_32) | 0;
    if (gap[off - hi]! <= hi - lo) return true;
    lo = ((num + loAdd) * m * INV_TWO_POW_32) | 0;
    num += n2;
    off += offStep;
  }
  return gap[off - n + 1]! <= n - 1 - lo;
}

function gcd(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * Whether the line of sight between the centres of a and b holds a marked hex other than a and
 * b: 'either' counts a hex on either trace, 'both' needs each of the two traces to hold one (they
 * differ only when a point of the line falls on a hexside). Same answers as lineHitsMask in
 * hexLine.ts, without the walk.
 */
export function lineHitsMarked(index: LineBlockIndex, a: HexCoord, b: HexCoord, rule: TouchRule): boolean {
  // Coordinates are integers; `| 0` keeps the arithmetic in int32 even when objects of this
  // shape elsewhere hold doubles (V8 then stores every { q, r } field as a double).
  const a0 = a.q | 0, a1 = a.r | 0, b0 = b.q | 0, b1 = b.r | 0;
  const dq = b0 - a0, dr = b1 - a1, ds = -dq - dr;
  const adq = dq < 0 ? -dq : dq, adr = dr < 0 ? -dr : dr, ads = ds < 0 ? -ds : ds;
  if (adq + adr + ads < 4) return false; // neighbours or the same hex: nothing between
  // The turn of `turn` above, inlined (this is the hot path): rows along the smallest delta.
  let p: TurnedRows, aq: number, ar: number, bq: number, br: number;
  if (adr <= adq && adr <= ads) { p = index.turns[0]; aq = a0; ar = a1; bq = b0; br = b1; }
  else if (ads <= adq) { p = index.turns[1]; aq = -a1; ar = a0 + a1; bq = -b1; br = b0 + b1; }
  else { p = index.turns[2]; aq = -a0 - a1; ar = a0; bq = -b0 - b1; br = b0; }
  if (aq < p.qMin || aq > p.qMax || bq < p.qMin || bq > p.qMax || ar < p.rMin || ar > p.rMax || br < p.rMin || br > p.rMax ||
    adq + adr + ads > 2 * MAX_RUN_LINE) {
    return lineHitsMask(index.mask, a, b, rule); // an end off the map's box, or a very long line: walk it
  }
  if (rule === 'either') return runsHit(p, aq, ar, bq, br, UNION);
  const R = Math.abs(br - ar), n = (adq + adr + ads) / 2;
  if (R === 0 || (n / gcd(R, n)) % 2 !== 0) return runsHit(p, aq, ar, bq, br, UNION); // no tie: one trace
  // Shifting the line right puts a tie in the row further from a exactly when the long axis of
  // the turned map is s (the row step then points right of the line), else in the nearer row.
  return runsHit(p, aq, ar, bq, br, FAR) && runsHit(p, aq, ar, bq, br, NEAR);
}
