// Plane geometry the siege needs, with + - * / alone (the same bits in every browser): squared
// distances, points in rectangles, segments that cross.
import type { Vec } from '../../core/table/types';

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const dist2 = (a: Vec, b: Vec): number => (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);

/** The point is in the rectangle, its edges included; `inset` shrinks the rectangle first. */
export const inRect = (p: Vec, r: Rect, inset = 0): boolean =>
  p.x >= r.x0 + inset && p.x <= r.x1 - inset && p.y >= r.y0 + inset && p.y <= r.y1 - inset;

/** Squared distance from a point to a rectangle (0 inside it). */
export function rectDist2(p: Vec, r: Rect): number {
  const dx = p.x < r.x0 ? r.x0 - p.x : p.x > r.x1 ? p.x - r.x1 : 0;
  const dy = p.y < r.y0 ? r.y0 - p.y : p.y > r.y1 ? p.y - r.y1 : 0;
  return dx * dx + dy * dy;
}

/** Squared distance from a point to a segment. */
export function segDist2(p: Vec, a: Vec, b: Vec): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return dist2(p, { x: a.x + t * dx, y: a.y + t * dy });
}

const cross = (o: Vec, a: Vec, b: Vec): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
const within = (a: number, b: number, v: number): boolean => v >= Math.min(a, b) && v <= Math.max(a, b);
const onSegment = (a: Vec, b: Vec, p: Vec): boolean => within(a.x, b.x, p.x) && within(a.y, b.y, p.y);

/** Segments pq and ab meet (touching counts). */
export function segmentsMeet(p: Vec, q: Vec, a: Vec, b: Vec): boolean {
  const d1 = cross(a, b, p), d2 = cross(a, b, q), d3 = cross(p, q, a), d4 = cross(p, q, b);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && onSegment(a, b, p)) || (d2 === 0 && onSegment(a, b, q)) || (d3 === 0 && onSegment(p, q, a)) || (d4 === 0 && onSegment(p, q, b));
}

/** The part of segment pq inside the rectangle, as [t0, t1] along it (Liang-Barsky), or null. */
export function clipToRect(p: Vec, q: Vec, r: Rect): [number, number] | null {
  let t0 = 0, t1 = 1;
  const dx = q.x - p.x, dy = q.y - p.y;
  const edges: [number, number][] = [[-dx, p.x - r.x0], [dx, r.x1 - p.x], [-dy, p.y - r.y0], [dy, r.y1 - p.y]];
  for (const [den, num] of edges) {
    if (den === 0) {
      if (num < 0) return null;
    } else {
      const t = num / den;
      if (den < 0) { if (t > t1) return null; if (t > t0) t0 = t; }
      else { if (t < t0) return null; if (t < t1) t1 = t; }
    }
  }
  return [t0, t1];
}

/** The segment pq passes through the rectangle's inside (more than grazing it). */
export function crossesRect(p: Vec, q: Vec, r: Rect): boolean {
  const c = clipToRect(p, q, r);
  if (!c) return false;
  if (c[1] - c[0] > 1e-9) return true;
  return inRect(p, r) || inRect(q, r);
}
