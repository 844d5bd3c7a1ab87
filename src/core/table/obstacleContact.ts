// Fighting across an obstacle (OW-17 to OW-19): a fence, hedge or wall up to 2" between two
// fighters who both touch it, face each other over it and need not touch bases.
import { norm } from '../exactMath';
import { EPS, pointSegDist2 } from './geometry';
import { HIGH_BARRIER, LOW_BARRIER, type TerrainIndex } from './terrainIndex';
import type { Vec } from './types';

/** A base touches a barrier when its centre is within r plus this of the barrier. */
export const BARRIER_TOUCH = 0.1;
/** Facing: the centres' feet on the barrier's line are at most this far apart. */
export const FACING_SLIDE = 1;
/** Facing: the centres are at most 2r plus this apart. */
export const FACING_GAP = 0.5;

interface Bar { id: string; ax: number; ay: number; bx: number; by: number }

/** Barriers one may fight across (LOW_BARRIER to HIGH_BARRIER high) whose boxes come within pad of the box. */
function barriersNear(index: TerrainIndex, x0: number, y0: number, x1: number, y1: number, pad: number): Bar[] {
  const out: Bar[] = [];
  for (const i of index.solidIn(x0 - pad, y0 - pad, x1 + pad, y1 + pad)) {
    const h = index.height[i]!;
    if (index.isBarrier[i] !== 1 || h < LOW_BARRIER || h > HIGH_BARRIER) continue;
    const o = i * 4;
    out.push({ id: index.segId[i]!, ax: index.seg[o]!, ay: index.seg[o + 1]!, bx: index.seg[o + 2]!, by: index.seg[o + 3]! });
  }
  return out;
}

const touches = (s: Bar, p: Vec, r: number): boolean =>
  pointSegDist2(p.x, p.y, s.ax, s.ay, s.bx, s.by) <= (r + BARRIER_TOUCH) * (r + BARRIER_TOUCH) + EPS;

/** Signed distance of p from the barrier's line (the sign tells the side), and how far its foot lies along a→b. */
function frame(s: Bar, p: Vec): { side: number; along: number } {
  const dx = s.bx - s.ax, dy = s.by - s.ay;
  const L = norm(dx, dy) || 1;
  return { side: ((p.y - s.ay) * dx - (p.x - s.ax) * dy) / L, along: ((p.x - s.ax) * dx + (p.y - s.ay) * dy) / L };
}

function facingAcross(s: Bar, a: Vec, b: Vec, r: number): boolean {
  if (!touches(s, a, r) || !touches(s, b, r)) return false;
  const fa = frame(s, a), fb = frame(s, b);
  if (!(fa.side * fb.side < 0)) return false; // strictly opposite sides
  if (Math.abs(fa.along - fb.along) > FACING_SLIDE + EPS) return false;
  return norm(a.x - b.x, a.y - b.y) <= 2 * r + FACING_GAP + EPS;
}

/**
 * Two fighters (bases of radius r centred on a and b) in contact across an obstacle: both bases
 * touch the same barrier (centre within r + BARRIER_TOUCH of it), they stand on opposite sides of
 * its line, their feet on that line are within FACING_SLIDE of each other and their centres within
 * 2r + FACING_GAP. The barrier whose line passes nearest their midpoint when several qualify.
 */
export function acrossBarrier(index: TerrainIndex, a: Vec, b: Vec, r: number): { barrierId: string } | null {
  const pad = r + BARRIER_TOUCH;
  let best: string | null = null, bestD = Infinity;
  const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
  for (const s of barriersNear(index, Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y), pad)) {
    if (!facingAcross(s, a, b, r)) continue;
    const d = pointSegDist2(mx, my, s.ax, s.ay, s.bx, s.by);
    if (d < bestD) { bestD = d; best = s.id; }
  }
  return best === null ? null : { barrierId: best };
}

/** Slides along the barrier tried for a charger's spot, relative to the target's foot. */
const SLIDES = [0, 0.25, -0.25, 0.5, -0.5, 0.75, -0.75, 1, -1];

/**
 * Where a charger (base radius r) may stand to fight `target` across a barrier the target
 * touches, for a charge that ends at a fence: on the other side of the barrier, its centre r from
 * the barrier's line (or just under r + BARRIER_TOUCH, for when the target's base reaches over the
 * line), facing the target (acrossBarrier holds), on the table, on no building, overlapping none
 * of `others` nor the target. Up to FACING_SLIDE either way along the barrier from straight
 * across; nearest `from` first.
 */
export function barrierContactSpots(index: TerrainIndex, target: Vec, r: number, from: Vec, others: readonly { x: number; y: number; r: number }[] = []): Vec[] {
  const out: { p: Vec; d: number }[] = [];
  const pad = r + BARRIER_TOUCH;
  for (const s of barriersNear(index, target.x, target.y, target.x, target.y, pad)) {
    if (!touches(s, target, r)) continue;
    const { side, along } = frame(s, target);
    if (Math.abs(side) < EPS) continue;
    const dx = s.bx - s.ax, dy = s.by - s.ay;
    const L = norm(dx, dy);
    if (L < EPS) continue;
    const ux = dx / L, uy = dy / L;
    // (-uy, ux) points to the side where frame().side is positive; the charger goes to the other.
    const sign = side > 0 ? -1 : 1;
    const nx = -uy * sign, ny = ux * sign;
    for (const off of [r, r + BARRIER_TOUCH - 0.01]) {
      for (const slide of SLIDES) {
        const t = along + slide;
        const p = { x: s.ax + ux * t + nx * off, y: s.ay + uy * t + ny * off };
        if (!facingAcross(s, target, p, r) || !index.baseFits(p, r)) continue;
        if (norm(p.x - target.x, p.y - target.y) < 2 * r - EPS) continue;
        if (others.some((m) => norm(p.x - m.x, p.y - m.y) < r + m.r - EPS)) continue;
        if (out.some((q) => norm(q.p.x - p.x, q.p.y - p.y) < 1e-6)) continue;
        out.push({ p, d: norm(p.x - from.x, p.y - from.y) });
      }
    }
  }
  return out.sort((u, v) => u.d - v.d).map((u) => u.p);
}
