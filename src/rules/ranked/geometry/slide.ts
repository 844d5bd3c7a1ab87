// The exact least shift that brings one block's side flush against another's (RK-2..RK-7), along
// the mover's own axes only: one leg across to the other edge's line (fixed length), one leg along
// it (as short as the shared stretch allows), in either order. Everything in the way is worked out
// as intervals of the second leg's length, so the answer is exact and cheap: no sampling.
import { onGrid } from '../../../core/exactMath';
import type { Vec } from '../../../core/table/types';
import { axes, contact, corners, edges, EPS, TOUCH, type Block, type Side4 } from './block';
import { normals } from './convex';
import { shift } from './moves';

/** The shortest stretch of edge a restored contact shares, inches (unless an edge is shorter). */
export const MIN_OVERLAP = 1 / 16;

/** Something a shifted block may not enter: a convex piece (a block, or one edge of a terrain polygon), kept `gap` away. */
/** [x0, y0, x1, y1]: an axis-aligned box on the table. */
export type Box = [number, number, number, number];

export const boxesMeet = (p: Box, q: Box): boolean => p[0] < q[2] && q[0] < p[2] && p[1] < q[3] && q[1] < p[3];

function boxOf(pts: readonly Vec[], grow: number): Box {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of pts) {
    if (p.x < x0) x0 = p.x;
    if (p.x > x1) x1 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.y > y1) y1 = p.y;
  }
  return [x0 - grow, y0 - grow, x1 + grow, y1 + grow];
}

export interface Obstacle {
  piece: readonly Vec[];
  gap: number;
  /** The piece's box grown by the gap (and TOUCH): nothing outside it is in the way. */
  box: Box;
  /** The piece's edge normals (one per direction), worked out once: see `obstacle`. */
  axes: readonly Vec[];
}

/** An obstacle from a convex piece: a block's corners, or a terrain polygon's edge (two points). */
export function obstacle(piece: readonly Vec[], gap: number): Obstacle {
  let axes: Vec[];
  if (piece.length === 2) {
    const v = { x: piece[1]!.y - piece[0]!.y, y: piece[0]!.x - piece[1]!.x };
    const l = Math.sqrt(dot(v, v));
    axes = l > 0 ? [{ x: v.x / l, y: v.y / l }] : [];
  } else {
    axes = [];
    for (const n of normals(piece)) if (!axes.some((a) => Math.abs(a.x * n.y - a.y * n.x) < 1e-12)) axes.push(n);
  }
  return { piece, gap, axes, box: boxOf(piece, gap + TOUCH) };
}

export interface Shift {
  block: Block;
  /** Sum of the two legs, inches. */
  dist: number;
  /** The front centre's way: start, the corner between the legs (when there are two), end. */
  path: Vec[];
}

type Interval = [number, number];
const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;

/**
 * Open interval of b where `shape` moved by b * t overlaps `piece` grown by `gap`, or null. Exact
 * ends (a shift may stop touching); on an axis the move does not change, overlaps of TOUCH or
 * less count as touching.
 */
function blockedFor(shape: readonly Vec[], shapeAxes: readonly Vec[], t: Vec, o: Obstacle): Interval | null {
  const m = -o.gap;
  let lo = -Infinity, hi = Infinity;
  for (let i = 0; i < shapeAxes.length + o.axes.length; i++) {
    const ax = i < shapeAxes.length ? shapeAxes[i]! : o.axes[i - shapeAxes.length]!;
    let s0 = Infinity, s1 = -Infinity, p0 = Infinity, p1 = -Infinity;
    for (const c of shape) { const v = dot(c, ax); if (v < s0) s0 = v; if (v > s1) s1 = v; }
    for (const c of o.piece) { const v = dot(c, ax); if (v < p0) p0 = v; if (v > p1) p1 = v; }
    const k = dot(t, ax);
    // overlap on this axis: s0 + m + b k < p1 and p0 < s1 - m + b k
    if (Math.abs(k) < 1e-12) {
      if (!(s0 + m + TOUCH < p1 && p0 < s1 - m - TOUCH)) return null;
      continue;
    }
    const a1 = (p1 - s0 - m) / k, a2 = (p0 - s1 + m) / k;
    const l = Math.min(a1, a2), h = Math.max(a1, a2);
    if (l > lo) lo = l;
    if (h < hi) hi = h;
    if (hi <= lo) return null;
  }
  return [lo, hi];
}

const rect = (b: Block, n: Vec, a: number, sweep: boolean): Vec[] => {
  const cs = corners(b).map((c) => ({ x: c.x + n.x * a, y: c.y + n.y * a }));
  if (!sweep) return cs;
  // the block's footprint swept from offset 0 to a along n: the extreme corners of both ends
  const all = corners(b).concat(cs);
  const { fwd, right } = axes(b);
  const ext = (ax: Vec): [number, number] => {
    let lo = Infinity, hi = -Infinity;
    for (const c of all) { const v = dot(c, ax); if (v < lo) lo = v; if (v > hi) hi = v; }
    return [lo, hi];
  };
  const [f0, f1] = ext(fwd), [r0, r1] = ext(right);
  const at = (f: number, r: number): Vec => ({ x: fwd.x * f + right.x * r, y: fwd.y * f + right.y * r });
  return [at(f1, r0), at(f1, r1), at(f0, r1), at(f0, r0)];
};

// Within TOUCH of an interval's end counts as touching, not entering.
const inside = (b: number, iv: Interval): boolean => iv[0] + TOUCH < b && b < iv[1] - TOUCH;
const crossed = (b: number, iv: Interval): boolean => iv[0] + TOUCH < Math.max(0, b) && Math.min(0, b) < iv[1] - TOUCH;

/** The b the block may slide to: [lo, hi] keeping every corner on the table. */
function onTable(cs: readonly Vec[], t: Vec, table: { width: number; height: number }): Interval {
  let lo = -Infinity, hi = Infinity;
  for (const c of cs) {
    for (const [v, k, max] of [[c.x, t.x, table.width], [c.y, t.y, table.height]] as const) {
      if (Math.abs(k) < 1e-12) { if (v < -TOUCH || v > max + TOUCH) return [1, -1]; continue; }
      const a1 = (-TOUCH - v) / k, a2 = (max + TOUCH - v) / k;
      lo = Math.max(lo, Math.min(a1, a2));
      hi = Math.min(hi, Math.max(a1, a2));
    }
  }
  return [lo, hi];
}

/**
 * The least shifts of `mover` (facing unchanged) that put its `sideM` flush on `target`'s `sideT`
 * with at least MIN_OVERLAP shared, not entering any obstacle on the way or at the end. Empty
 * when impossible (the edges do not face each other, or everything is blocked); two shifts when
 * sliding either way is as short.
 */
interface Setup { n: Vec; t: Vec; a: number; bLo: number; bHi: number; overlapNow: number; reach: Box }

/** The shift's frame: across (n, fixed length a) and along (t, b in [bLo, bHi]); null when it cannot be. */
function setup(mover: Block, sideM: Side4, target: Block, sideT: Side4, table?: { width: number; height: number }, within = Infinity): Setup | null {
  const em = edges(mover).find((e) => e.side === sideM)!;
  const et = edges(target).find((e) => e.side === sideT)!;
  if (dot(em.n, et.n) > -1 + 1e-9) return null;
  const n = em.n;
  const t = { x: -n.y, y: n.x };
  let a = dot({ x: et.p.x - em.p.x, y: et.p.y - em.p.y }, n);
  if (Math.abs(a) < 1e-9) a = 0;
  const [m0, m1] = [dot(em.p, t), dot(em.q, t)].sort((x, y) => x - y) as [number, number];
  const [t0, t1] = [dot(et.p, t), dot(et.q, t)].sort((x, y) => x - y) as [number, number];
  const mo = Math.min(MIN_OVERLAP, m1 - m0, t1 - t0);
  let bLo = t0 - m1 + mo, bHi = t1 - m0 - mo;
  if (table) {
    const [l, h] = onTable(rect(mover, n, a, false), t, table);
    bLo = Math.max(bLo, l);
    bHi = Math.min(bHi, h);
  }
  const overlapNow = Math.min(m1, t1) - Math.max(m0, t0);
  if (within < Infinity) {
    bLo = Math.max(bLo, Math.abs(a) - within);
    bHi = Math.min(bHi, within - Math.abs(a));
  }
  if (bLo > bHi && !(overlapNow > EPS && Math.abs(a) <= within)) return null;
  const cs = corners(mover);
  const pts: Vec[] = [];
  for (const across of [a, 0]) {
    for (const b of [bLo, bHi, 0]) {
      if (!Number.isFinite(b)) continue;
      for (const c of cs) pts.push({ x: c.x + n.x * across + t.x * b, y: c.y + n.y * across + t.y * b });
    }
  }
  return { n, t, a, bLo, bHi, overlapNow, reach: boxOf(pts, 0) };
}

/**
 * Everything a shift of `mover` onto `target` (of at most `within` inches) could pass over or end
 * on; null when there is no such shift.
 */
export function reachOf(mover: Block, sideM: Side4, target: Block, sideT: Side4, table?: { width: number; height: number }, within = Infinity): Box | null {
  return setup(mover, sideM, target, sideT, table, within)?.reach ?? null;
}

export function shiftsOnto(
  mover: Block, sideM: Side4, target: Block, sideT: Side4,
  all: readonly Obstacle[], table?: { width: number; height: number },
): Shift[] {
  const su = setup(mover, sideM, target, sideT, table);
  if (!su) return [];
  const { n, t, a, bLo, bHi, overlapNow } = su;
  const { fwd, right } = axes(mover);
  let obstacles = all.filter((o) => boxesMeet(o.box, su.reach));
  const shapeAxes = Math.abs(dot(t, fwd)) < 0.5 ? [fwd, right] : [right, fwd];
  // A unit already within `gap` of something (1" of a unit outside the combat) may still move: only not into it.
  const here = corners(mover);
  const within = (o: Obstacle): boolean => { const iv = blockedFor(here, shapeAxes, t, o); return iv !== null && iv[0] < 0 && iv[1] > 0; };
  obstacles = obstacles.map((o) => (o.gap > 0 && within(o) ? { ...o, gap: 0 } : o));
  const ivs = (shape: readonly Vec[]): Interval[] =>
    obstacles.map((o) => blockedFor(shape, shapeAxes, t, o)).filter((x): x is Interval => x !== null);
  const atFinal = ivs(rect(mover, n, a, false));
  const atStart = a === 0 ? atFinal : ivs(rect(mover, n, 0, false));
  const swept = a === 0 ? atFinal : ivs(rect(mover, n, a, true));
  const cands = new Set<number>([bLo, bHi]);
  if (overlapNow > EPS && a !== 0) cands.add(0);
  if (bLo <= 0 && 0 <= bHi) cands.add(0);
  for (const iv of [...atFinal, ...atStart, ...swept]) { cands.add(iv[0]); cands.add(iv[1]); }
  // Order 1: across first (the swept leg at b = 0), then along at the new line. Order 2: along, then across.
  const firstLegClear = a === 0 || !swept.some((iv) => inside(0, iv));
  const ok1 = (b: number): boolean => firstLegClear && !atFinal.some((iv) => crossed(b, iv) || inside(b, iv));
  const ok2 = (b: number): boolean => !atStart.some((iv) => crossed(b, iv)) && !swept.some((iv) => inside(b, iv));
  const found: { b: number; order: 1 | 2 }[] = [];
  for (const b of cands) {
    if (!(b >= bLo - 1e-12 && b <= bHi + 1e-12) && !(b === 0 && overlapNow > EPS)) continue;
    if (ok1(b)) found.push({ b, order: 1 });
    else if (ok2(b)) found.push({ b, order: 2 });
  }
  if (found.length === 0) return [];
  const best = Math.min(...found.map((f) => Math.abs(f.b)));
  const out: Shift[] = [];
  for (const f of found.filter((x) => Math.abs(x.b) - best < 1e-9).sort((x, y) => x.b - y.b)) {
    const disp = { x: n.x * a + t.x * f.b, y: n.y * a + t.y * f.b };
    const block = shift(mover, dot(disp, fwd), dot(disp, right));
    const c = contact(block, target);
    if (!c || c.sideA !== sideM || c.sideB !== sideT) continue;
    const c1 = f.order === 1 ? { x: mover.front.x + n.x * a, y: mover.front.y + n.y * a } : { x: mover.front.x + t.x * f.b, y: mover.front.y + t.y * f.b };
    const corner = { x: onGrid(c1.x), y: onGrid(c1.y) };
    const path = a === 0 || Math.abs(f.b) < 1e-12 ? [mover.front, block.front] : [mover.front, corner, block.front];
    if (out.some((s) => s.block.front.x === block.front.x && s.block.front.y === block.front.y)) continue;
    out.push({ block, dist: Math.abs(a) + Math.abs(f.b), path });
  }
  return out;
}
