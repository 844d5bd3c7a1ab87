// Pulling a grid route tight: drop every point whose neighbours see each other by a legal leg
// that costs no more, then slide each remaining corner towards the line joining its neighbours
// as far as the legs stay legal, so the route hugs the corners it turns around.
// Legs are asked through the checker's LEG scratch and costs summed in place: this runs for
// every move planned round an obstacle, and a call passing or returning doubles boxes each one.
import { LEG, type MoveChecker } from './moveCheck';
import type { Vec } from './types';

/** Checks the leg a→b: its cost (NaN when not allowed) is in LEG[4] after. */
function leg(ck: MoveChecker, a: Vec, b: Vec): void {
  LEG[0] = a.x; LEG[1] = a.y; LEG[2] = b.x; LEG[3] = b.y;
  ck.checkLeg(true);
}

/** Exact cost of each leg (NaN for a leg that is not allowed). */
export function legCosts(ck: MoveChecker, path: readonly Vec[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < path.length; i++) {
    leg(ck, path[i - 1]!, path[i]!);
    out.push(LEG[4]!);
  }
  return out;
}

/** The cost of the whole route, its legs summed in order (NaN when a leg is not allowed). */
export function pathCost(ck: MoveChecker, path: readonly Vec[]): number {
  let sum = 0;
  for (let i = 1; i < path.length; i++) {
    leg(ck, path[i - 1]!, path[i]!);
    sum += LEG[4]!;
  }
  return sum;
}

/** Cumulative costs along the route being pulled (grown as needed). */
let CUM = new Float64Array(64);

/** Shortcuts any two points joined by a legal leg no dearer than the route between them. */
export function stringPull(ck: MoveChecker, pts: readonly Vec[]): Vec[] {
  if (CUM.length < pts.length) CUM = new Float64Array(Math.max(pts.length, 2 * CUM.length));
  const cum = CUM;
  cum[0] = 0;
  for (let i = 1; i < pts.length; i++) {
    leg(ck, pts[i - 1]!, pts[i]!);
    cum[i] = cum[i - 1]! + LEG[4]!;
  }
  const last = pts.length - 1;
  const out: Vec[] = [pts[0]!];
  let i = 0;
  while (i < last) {
    let next = i + 1;
    for (let j = last; j > i + 1; j--) {
      leg(ck, pts[i]!, pts[j]!);
      const c = LEG[4]!;
      if (!Number.isNaN(c) && c <= cum[j]! - cum[i]! + 1e-9) { next = j; break; }
    }
    out.push(pts[next]!);
    i = next;
  }
  return out;
}

/** Where a corner is tried: x, y (a plain object's fields would box each double stored). */
const TRY = new Float64Array(2);

/** Slides each corner towards its neighbours' line while both legs stay legal and no dearer. */
function slideCorners(ck: MoveChecker, pts: Vec[]): void {
  for (let m = 1; m + 1 < pts.length; m++) {
    const a = pts[m - 1]!, v = pts[m]!, b = pts[m + 1]!;
    const abx = b.x - a.x, aby = b.y - a.y;
    const l2 = abx * abx + aby * aby;
    const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((v.x - a.x) * abx + (v.y - a.y) * aby) / l2));
    const tx = a.x + abx * t - v.x, ty = a.y + aby * t - v.y;
    leg(ck, a, v);
    let best = LEG[4]!;
    leg(ck, v, b);
    best += LEG[4]!;
    let lo = 0, hi = 1, moved = false;
    for (let it = 0; it < 14; it++) {
      const s = (lo + hi) / 2;
      const px = v.x + tx * s, py = v.y + ty * s;
      LEG[0] = a.x; LEG[1] = a.y; LEG[2] = px; LEG[3] = py;
      ck.checkLeg(true);
      let c = LEG[4]!;
      LEG[0] = px; LEG[1] = py; LEG[2] = b.x; LEG[3] = b.y;
      ck.checkLeg(true);
      c += LEG[4]!;
      if (!Number.isNaN(c) && c <= best + 1e-12) { lo = s; best = c; moved = true; TRY[0] = px; TRY[1] = py; } else hi = s;
    }
    if (moved) pts[m] = { x: TRY[0]!, y: TRY[1]! };
  }
}

/** The route pulled tight; its first and last points are kept exactly. */
export function pullTight(ck: MoveChecker, pts: readonly Vec[]): Vec[] {
  let path = stringPull(ck, pts);
  for (let pass = 0; pass < 3 && path.length > 2; pass++) {
    slideCorners(ck, path);
    path = stringPull(ck, path);
  }
  return path;
}
