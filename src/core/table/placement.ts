// Putting a base somewhere without a move allowance: the short step back of a fighter that lost
// a fight, and the nearest free spot for a base that has nowhere to stand.
import { cosSin, norm, turned, unit } from '../exactMath';
import { EPS, pointSegDist2 } from './geometry';
import { LOW_BARRIER, type TerrainIndex } from './terrainIndex';
import type { Vec } from './types';

/** Bases closer than their radii plus this (centre to centre) count as touching. */
export const CONTACT_GAP = 0.01;

export interface PlacedModel {
  id?: string;
  x: number;
  y: number;
  r: number;
}

export interface StepAwayQuery {
  pos: Vec;
  r: number;
  /** The enemies it is touching (their centres). */
  from: Vec[];
  /** How far to step back, usually 1". */
  distance: number;
  /** Every other model on the table. */
  models: (PlacedModel & { enemy: boolean })[];
}

export interface NearestFreeQuery {
  pos: Vec;
  r: number;
  /** Every other model on the table. */
  models: PlacedModel[];
  /** Centres of bases the spot may not touch (their radius is taken from `models`, else r). */
  avoidContactWith: Vec[];
}

const FAN_STEP = Math.PI / 18; // 10 degrees
const FAN_STEPS = 9; // up to 90 degrees either side

/** The unit direction straight away from the enemies' centroid (or from their directions when it is the spot itself). */
function awayDirection(pos: Vec, from: readonly Vec[]): Vec {
  if (from.length === 0) return { x: 0, y: 1 };
  let cx = 0, cy = 0;
  for (const f of from) { cx += f.x / from.length; cy += f.y / from.length; }
  if (norm(pos.x - cx, pos.y - cy) > 1e-9) return unit(pos.x - cx, pos.y - cy)!;
  let ux = 0, uy = 0;
  for (const f of from) {
    const d = norm(pos.x - f.x, pos.y - f.y) || 1;
    ux += (pos.x - f.x) / d; uy += (pos.y - f.y) / d;
  }
  if (norm(ux, uy) > 1e-9) return unit(ux, uy)!;
  const f = from[0]!;
  return unit(-(f.y - pos.y), f.x - pos.x) ?? { x: 0, y: 1 }; // square to the line through the enemies
}

/**
 * Where a fighter that lost a fight backs off to: exactly `distance` from pos, straight away from
 * the enemies it touches or fanned up to 90 degrees either side, on the table, on no building or
 * base, touching no enemy, farther from each enemy in `from`. The base may not cross a barrier
 * (no jumping or climbing), a building or another base on the way. Null when trapped.
 */
export function findStepAway(index: TerrainIndex, q: StepAwayQuery): Vec | null {
  const { pos, distance } = q;
  const base = awayDirection(pos, q.from);
  for (let k = 0; k <= FAN_STEPS; k++) {
    for (const sign of k === 0 ? [0] : [1, -1]) {
      const u = turned(base, sign * k * FAN_STEP);
      const p = { x: pos.x + u.x * distance, y: pos.y + u.y * distance };
      if (stepAllowed(index, q, p)) return p;
    }
  }
  return null;
}

function stepAllowed(index: TerrainIndex, { pos, r, from, models }: StepAwayQuery, p: Vec): boolean {
  if (!index.baseFits(p, r)) return false;
  for (const f of from) if (norm(p.x - f.x, p.y - f.y) <= norm(pos.x - f.x, pos.y - f.y) + 1e-9) return false;
  for (const m of models) {
    const R = r + m.r;
    const d = norm(p.x - m.x, p.y - m.y);
    if (d < R - EPS || (m.enemy && d <= R + CONTACT_GAP)) return false;
    if (!sweepClearOf(pos, p, m.x, m.y, R)) return false;
  }
  if (!index.moveSegmentClear(pos, p, r)) return false;
  return !index.crossedBarriers(pos, p).some((c) => c.height >= LOW_BARRIER);
}

/** The centre moving a→b never comes closer than R to c, or (starting closer) only moves away. */
function sweepClearOf(a: Vec, b: Vec, cx: number, cy: number, R: number): boolean {
  const lim = (R - EPS) * (R - EPS);
  const d2 = (a.x - cx) * (a.x - cx) + (a.y - cy) * (a.y - cy);
  if (d2 < lim) return (b.x - a.x) * (a.x - cx) + (b.y - a.y) * (a.y - cy) >= 0;
  return pointSegDist2(cx, cy, a.x, a.y, b.x, b.y) >= lim;
}

/**
 * The nearest spot to pos (rings 0.1" apart, out to 6") where the base fits on the table, overlaps
 * no model and touches none of avoidContactWith. Null when there is none.
 */
export function findNearestFree(index: TerrainIndex, q: NearestFreeQuery): Vec | null {
  const { pos, r, models } = q;
  const avoid = q.avoidContactWith.map((c) => {
    const m = models.find((o) => Math.abs(o.x - c.x) < 1e-9 && Math.abs(o.y - c.y) < 1e-9);
    return { x: c.x, y: c.y, R: r + (m ? m.r : r) + CONTACT_GAP };
  });
  const free = (p: Vec): boolean => {
    if (!index.baseFits(p, r)) return false;
    for (const m of models) if (norm(p.x - m.x, p.y - m.y) < r + m.r - EPS) return false;
    for (const c of avoid) if (norm(p.x - c.x, p.y - c.y) <= c.R) return false;
    return true;
  };
  if (free(pos)) return { x: pos.x, y: pos.y };
  for (let ring = 1; ring <= 60; ring++) {
    const rho = ring * 0.1;
    const n = Math.max(8, Math.ceil((2 * Math.PI * rho) / 0.1));
    for (let s = 0; s < n; s++) {
      const [c, sin] = cosSin((2 * Math.PI * s) / n - Math.PI / 2);
      const p = { x: pos.x + c * rho, y: pos.y + sin * rho };
      if (free(p)) return p;
    }
  }
  return null;
}
