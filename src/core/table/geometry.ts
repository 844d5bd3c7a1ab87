// Small plane-geometry helpers for the table (inches, y down). The Vec versions are for callers;
// the scalar versions (suffix-free names taking numbers) serve the hot loops of the terrain index
// and the path finder, where allocating a Vec per test would cost more than the test.
import { norm } from '../exactMath';
import type { Vec } from './types';

/** Tolerance for "touching" comparisons, in inches. */
export const EPS = 1e-9;

export const vec = (x: number, y: number): Vec => ({ x, y });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;
export const cross = (a: Vec, b: Vec): number => a.x * b.y - a.y * b.x;
export const len = (a: Vec): number => norm(a.x, a.y);
export const dist = (a: Vec, b: Vec): number => norm(a.x - b.x, a.y - b.y);
export const lerp = (a: Vec, b: Vec, t: number): Vec => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/**
 * Where segment a→b meets segment c→d, as the parameter t on a→b (0 at a, 1 at b), touching
 * ends included; NaN when they do not meet. Parallel segments never meet (a line running along
 * an edge meets the edges at its ends instead).
 */
export function segIntersectT(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
): number {
  const rx = bx - ax, ry = by - ay, sx = dx - cx, sy = dy - cy;
  const den = rx * sy - ry * sx;
  if (den === 0) return NaN;
  const qx = cx - ax, qy = cy - ay;
  const t = (qx * sy - qy * sx) / den;
  const u = (qx * ry - qy * rx) / den;
  const e = 1e-12;
  if (t < -e || t > 1 + e || u < -e || u > 1 + e) return NaN;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

/** {@link segIntersectT} on Vecs: the parameter t on a→b, or null. */
export function segmentIntersection(a: Vec, b: Vec, c: Vec, d: Vec): number | null {
  const t = segIntersectT(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);
  return Number.isNaN(t) ? null : t;
}

/** Squared distance from point p to segment a→b. */
export function pointSegDist2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const vx = bx - ax, vy = by - ay;
  const l2 = vx * vx + vy * vy;
  let t = l2 === 0 ? 0 : ((px - ax) * vx + (py - ay) * vy) / l2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + vx * t - px, ey = ay + vy * t - py;
  return ex * ex + ey * ey;
}

/** The point of segment a→b nearest to p: its parameter t (0..1), the point and the distance. */
export function closestOnSegment(p: Vec, a: Vec, b: Vec): { t: number; at: Vec; d: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2)) : 0;
  const at = { x: a.x + t * dx, y: a.y + t * dy };
  return { t, at, d: norm(p.x - at.x, p.y - at.y) };
}

export function pointSegmentDistance(p: Vec, a: Vec, b: Vec): number {
  return Math.sqrt(pointSegDist2(p.x, p.y, a.x, a.y, b.x, b.y));
}

/** Squared distance between segments a→b and c→d (0 when they meet). */
export function segSegDist2(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
): number {
  if (!Number.isNaN(segIntersectT(ax, ay, bx, by, cx, cy, dx, dy))) return 0;
  return Math.min(
    pointSegDist2(ax, ay, cx, cy, dx, dy),
    pointSegDist2(bx, by, cx, cy, dx, dy),
    pointSegDist2(cx, cy, ax, ay, bx, by),
    pointSegDist2(dx, dy, ax, ay, bx, by),
  );
}

export function segmentSegmentDistance(a: Vec, b: Vec, c: Vec, d: Vec): number {
  return Math.sqrt(segSegDist2(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y));
}

/** Even-odd rule; points exactly on an edge may fall either way. */
export function pointInPoly(px: number, py: number, poly: readonly Vec[]): boolean {
  let inside = false;
  const n = poly.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const pi = poly[i]!, pj = poly[j]!;
    if (pi.y > py !== pj.y > py && px < ((pj.x - pi.x) * (py - pi.y)) / (pj.y - pi.y) + pi.x) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(p: Vec, poly: readonly Vec[]): boolean {
  return pointInPoly(p.x, p.y, poly);
}

/**
 * The parts of segment a→b inside the polygon, as sorted, disjoint [t0, t1] intervals of the
 * parameter on a→b. The length inside is the sum of (t1 - t0) times the segment's length.
 */
export function segmentPolygonIntervals(a: Vec, b: Vec, poly: readonly Vec[]): [number, number][] {
  const ts = [0, 1];
  const n = poly.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const p = poly[j]!, q = poly[i]!;
    const t = segIntersectT(a.x, a.y, b.x, b.y, p.x, p.y, q.x, q.y);
    if (!Number.isNaN(t)) ts.push(t);
  }
  ts.sort((u, v) => u - v);
  const out: [number, number][] = [];
  for (let i = 1; i < ts.length; i++) {
    const t0 = ts[i - 1]!, t1 = ts[i]!;
    if (t1 - t0 < 1e-12) continue;
    const m = (t0 + t1) / 2;
    if (!pointInPoly(a.x + (b.x - a.x) * m, a.y + (b.y - a.y) * m, poly)) continue;
    const last = out[out.length - 1];
    if (last && Math.abs(last[1] - t0) < 1e-12) last[1] = t1;
    else out.push([t0, t1]);
  }
  return out;
}

/** Length of segment a→b inside the polygon. */
export function lengthInsidePolygon(a: Vec, b: Vec, poly: readonly Vec[]): number {
  let sum = 0;
  for (const [t0, t1] of segmentPolygonIntervals(a, b, poly)) sum += t1 - t0;
  return sum * dist(a, b);
}

/** A circle overlaps a polygon when its centre is inside or an edge is closer than r (touching is not overlapping). */
export function circleOverlapsPolygon(c: Vec, r: number, poly: readonly Vec[]): boolean {
  if (pointInPoly(c.x, c.y, poly)) return true;
  const lim = (r - EPS) * (r - EPS);
  if (r - EPS <= 0) return false;
  const n = poly.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const p = poly[j]!, q = poly[i]!;
    if (pointSegDist2(c.x, c.y, p.x, p.y, q.x, q.y) < lim) return true;
  }
  return false;
}
