// Convex shapes the ranked geometry sweeps: the hull of a block's start and end positions (a
// straight move sweeps exactly that), its outward edge normals, and whether it meets a terrain
// polygon. + - * / and Math.sqrt only.
import { pointInPolygon } from '../../../core/table/geometry';
import type { Vec } from '../../../core/table/types';
import { TOUCH } from './block';

/** The convex hull of the points (monotone chain), without repeated or collinear points. */
export function hull(points: readonly Vec[]): Vec[] {
  const ps = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (ps.length < 3) return ps;
  const cross = (o: Vec, a: Vec, b: Vec): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Vec[] = [], upper: Vec[] = [];
  for (const p of ps) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 1e-12) lower.pop();
    lower.push(p);
  }
  for (let i = ps.length - 1; i >= 0; i--) {
    const p = ps[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 1e-12) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

export function centroid(poly: readonly Vec[]): Vec {
  let x = 0, y = 0;
  for (const p of poly) { x += p.x; y += p.y; }
  return { x: x / poly.length, y: y / poly.length };
}

/** Each edge's outward unit normal n and offset c: the convex polygon is n . p <= c for every edge. */
export function halfPlanes(poly: readonly Vec[]): { n: Vec; c: number }[] {
  const mid = centroid(poly);
  const out: { n: Vec; c: number }[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!, q = poly[(i + 1) % poly.length]!;
    const dx = q.x - p.x, dy = q.y - p.y;
    const l = Math.sqrt(dx * dx + dy * dy);
    if (l < 1e-12) continue;
    let n = { x: dy / l, y: -dx / l };
    if (n.x * (mid.x - p.x) + n.y * (mid.y - p.y) > 0) n = { x: -n.x, y: -n.y };
    out.push({ n, c: n.x * p.x + n.y * p.y });
  }
  return out;
}

/** Edge normals of a convex polygon (for separating-axis tests). */
export const normals = (poly: readonly Vec[]): Vec[] => halfPlanes(poly).map((h) => h.n);


/** Segment pq has a stretch of positive length inside the convex polygon shrunk by TOUCH (Cyrus-Beck). */
function segmentEnters(p: Vec, q: Vec, planes: readonly { n: Vec; c: number }[]): boolean {
  let t0 = 0, t1 = 1;
  const dx = q.x - p.x, dy = q.y - p.y;
  for (const { n, c } of planes) {
    const den = n.x * dx + n.y * dy;
    const num = c - TOUCH - (n.x * p.x + n.y * p.y);
    if (den === 0) {
      if (num <= 0) return false;
    } else if (den > 0) {
      t1 = Math.min(t1, num / den);
    } else {
      t0 = Math.max(t0, num / den);
    }
    if (t1 <= t0) return false;
  }
  return t1 - t0 > 1e-12;
}

/** The convex polygon's interior meets the (simple, maybe concave) polygon's interior; touching does not count. */
export function convexHitsPolygon(convex: readonly Vec[], poly: readonly Vec[]): boolean {
  if (poly.length < 3 || convex.length < 3) return false;
  const planes = halfPlanes(convex);
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    if (segmentEnters(poly[j]!, poly[i]!, planes)) return true;
  }
  return pointInPolygon(centroid(convex), poly);
}
