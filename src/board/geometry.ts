// Small drawing helpers for the board: hatching, dashes, colours. Pure functions.
import type { Vec } from '../core/table/types';

export type Segment = [Vec, Vec];

/**
 * Parallel hatch lines clipped to a simple polygon (even-odd rule).
 * `angle` in radians is the direction of the lines; `spacing` is the gap between them.
 */
export function hatchSegments(poly: readonly Vec[], spacing: number, angle = Math.PI / 4): Segment[] {
  if (poly.length < 3 || spacing <= 0) return [];
  const dir = { x: Math.cos(angle), y: Math.sin(angle) };
  const nrm = { x: -dir.y, y: dir.x };
  // Offsets of the vertices along the normal give the range of lines to draw.
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of poly) {
    const d = p.x * nrm.x + p.y * nrm.y;
    lo = Math.min(lo, d);
    hi = Math.max(hi, d);
  }
  const out: Segment[] = [];
  const first = Math.ceil(lo / spacing) * spacing;
  for (let off = first; off <= hi; off += spacing) {
    const ts: number[] = [];
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const da = a.x * nrm.x + a.y * nrm.y - off;
      const db = b.x * nrm.x + b.y * nrm.y - off;
      // Half-open test so a vertex on the line is counted once.
      if ((da < 0 && db >= 0) || (db < 0 && da >= 0)) {
        const t = da / (da - db);
        const px = a.x + (b.x - a.x) * t;
        const py = a.y + (b.y - a.y) * t;
        ts.push(px * dir.x + py * dir.y);
      }
    }
    ts.sort((m, n) => m - n);
    for (let k = 0; k + 1 < ts.length; k += 2) {
      const t0 = ts[k]!;
      const t1 = ts[k + 1]!;
      out.push([
        { x: nrm.x * off + dir.x * t0, y: nrm.y * off + dir.y * t0 },
        { x: nrm.x * off + dir.x * t1, y: nrm.y * off + dir.y * t1 },
      ]);
    }
  }
  return out;
}

/** Arcs (start and end angles) for a dashed circle: `dash` and `gap` are lengths along it. */
export function dashArcs(r: number, dash: number, gap: number): [number, number][] {
  const circ = 2 * Math.PI * r;
  if (r <= 0 || dash <= 0) return [];
  const n = Math.max(4, Math.round(circ / (dash + gap)));
  const step = (2 * Math.PI) / n;
  const on = step * (dash / (dash + gap));
  const arcs: [number, number][] = [];
  for (let i = 0; i < n; i++) arcs.push([i * step, i * step + on]);
  return arcs;
}

/** Total length of a polyline. */
export function polylineLength(pts: readonly Vec[]): number {
  let len = 0;
  for (let i = 1; i < pts.length; i++) len += Math.hypot(pts[i]!.x - pts[i - 1]!.x, pts[i]!.y - pts[i - 1]!.y);
  return len;
}

/** Points (with the unit direction there) every `step` along a polyline, excluding the start. */
export function pointsAlong(pts: readonly Vec[], step: number): { p: Vec; dir: Vec }[] {
  const out: { p: Vec; dir: Vec }[] = [];
  if (step <= 0) return out;
  let next = step;
  let walked = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const dir = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    while (next <= walked + len + 1e-9) {
      const t = next - walked;
      out.push({ p: { x: a.x + dir.x * t, y: a.y + dir.y * t }, dir });
      next += step;
      if (out.length > 1000) return out;
    }
    walked += len;
  }
  return out;
}

/** Area-weighted centroid of a simple polygon (falls back to the vertex mean). */
export function centroid(poly: readonly Vec[]): Vec {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const c = p.x * q.y - q.x * p.y;
    a += c;
    cx += (p.x + q.x) * c;
    cy += (p.y + q.y) * c;
  }
  if (Math.abs(a) < 1e-9) {
    const n = Math.max(poly.length, 1);
    return { x: poly.reduce((s, p) => s + p.x, 0) / n, y: poly.reduce((s, p) => s + p.y, 0) / n };
  }
  return { x: cx / (3 * a), y: cy / (3 * a) };
}

/** Mixes a 0xRRGGBB colour towards white (t > 0) or black (t < 0). */
export function shade(color: number, t: number): number {
  const target = t >= 0 ? 255 : 0;
  const k = Math.abs(t);
  const ch = (shift: number): number => {
    const v = (color >> shift) & 0xff;
    return Math.round(v + (target - v) * k) & 0xff;
  };
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

/** Flattens points for Graphics.poly(). */
export function flat(pts: readonly Vec[]): number[] {
  const out: number[] = [];
  for (const p of pts) out.push(p.x, p.y);
  return out;
}
