// Pulling a grid route tight: drop every point whose neighbours see each other by a legal leg
// that costs no more, then slide each remaining corner towards the line joining its neighbours
// as far as the legs stay legal, so the route hugs the corners it turns around.
import type { MoveChecker } from './moveCheck';
import type { Vec } from './types';

/** Exact cost of each leg (NaN for a leg that is not allowed). */
export function legCosts(ck: MoveChecker, path: readonly Vec[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < path.length; i++) out.push(ck.check(path[i - 1]!.x, path[i - 1]!.y, path[i]!.x, path[i]!.y, true));
  return out;
}

const leg = (ck: MoveChecker, a: Vec, b: Vec): number => ck.check(a.x, a.y, b.x, b.y, true);

/** Shortcuts any two points joined by a legal leg no dearer than the route between them. */
export function stringPull(ck: MoveChecker, pts: readonly Vec[]): Vec[] {
  const costs = legCosts(ck, pts);
  const cum = [0];
  for (const c of costs) cum.push(cum[cum.length - 1]! + c);
  const last = pts.length - 1;
  const out: Vec[] = [pts[0]!];
  let i = 0;
  while (i < last) {
    let next = i + 1;
    for (let j = last; j > i + 1; j--) {
      const c = leg(ck, pts[i]!, pts[j]!);
      if (!Number.isNaN(c) && c <= cum[j]! - cum[i]! + 1e-9) { next = j; break; }
    }
    out.push(pts[next]!);
    i = next;
  }
  return out;
}

/** Slides each corner towards its neighbours' line while both legs stay legal and no dearer. */
function slideCorners(ck: MoveChecker, pts: Vec[]): void {
  for (let m = 1; m + 1 < pts.length; m++) {
    const a = pts[m - 1]!, v = pts[m]!, b = pts[m + 1]!;
    const abx = b.x - a.x, aby = b.y - a.y;
    const l2 = abx * abx + aby * aby;
    const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((v.x - a.x) * abx + (v.y - a.y) * aby) / l2));
    const tx = a.x + abx * t - v.x, ty = a.y + aby * t - v.y;
    let best = leg(ck, a, v) + leg(ck, v, b);
    let lo = 0, hi = 1, at = v;
    for (let it = 0; it < 14; it++) {
      const s = (lo + hi) / 2;
      const p = { x: v.x + tx * s, y: v.y + ty * s };
      const c = leg(ck, a, p) + leg(ck, p, b);
      if (!Number.isNaN(c) && c <= best + 1e-12) { lo = s; best = c; at = p; } else hi = s;
    }
    pts[m] = at;
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
