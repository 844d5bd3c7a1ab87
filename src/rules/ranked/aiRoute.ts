// The way a regiment must take to an enemy, for the computer's evaluation (ai.ts, aiFights.ts):
// straight, or over the bridge when a river lies between, lined up on the bridge first.
import { cosSin } from '../../core/exactMath';
import { dist, lerp, pointInPolygon, segmentIntersection } from '../../core/table/geometry';
import type { Vec } from '../../core/table/types';
import type { Regiment, RkState } from './types';

/** Whether the straight way from `a` to `b` crosses impassable terrain (a river) or a bridge (which a block must line up on). */
function blocked(s: RkState, a: Vec, b: Vec): boolean {
  for (const f of s.terrain) {
    if (!f.impassable && f.kind !== 'bridge') continue;
    for (let i = 0; i < f.poly.length; i++) if (segmentIntersection(a, b, f.poly[i]!, f.poly[(i + 1) % f.poly.length]!) !== null) return true;
  }
  return false;
}

/** How far before a bridge a regiment lines up on it (a block is as wide as the bridge, RK moves go straight ahead). */
const LINE_UP = 6;

/** The way to an enemy: its length and the point to head for. */
export interface Route {
  d: number;
  via: Vec;
  /** Over a bridge, not yet lined up on it: its approach point, how far off the bridge's middle line, and the way over it. */
  bridge?: { approach: Vec; aside: number; over: Vec };
}

/** Whether `facing` (degrees clockwise, 0 facing -y) is within 20 degrees of the direction (ux, uy). */
function facesAlong(facing: number, ux: number, uy: number): boolean {
  const [cos, sin] = cosSin((facing * Math.PI) / 180);
  return sin * ux - cos * uy >= COS_20;
}

/** cos 20 degrees, through the rules' own cosine (no engine-dependent maths in the rules). */
const COS_20 = cosSin((20 * Math.PI) / 180)[0];

/**
 * How far `b` is from `a` for a regiment on foot, and the point to head for: straight, or when a
 * river lies between, by the nearest bridge: first to a point LINE_UP inches before its near end,
 * on its middle line, then straight over it (in at the middle of its edge nearest `a`, out at the
 * middle of its edge nearest `b`). Lined up means on the middle line within an inch and, when
 * `facing` is given, facing over the bridge.
 */
export function route(s: RkState, a: Vec, b: Vec, facing: number | null = null): Route {
  const straight = { d: dist(a, b), via: b };
  if (!s.terrain.some((f) => f.impassable) || !blocked(s, a, b)) return straight;
  let best: Route | null = null;
  for (const f of s.terrain) {
    if (f.kind !== 'bridge') continue;
    // Its ends: the middles of its edges that give onto open ground, not onto the river.
    const centre = f.poly.reduce((c, p) => ({ x: c.x + p.x / f.poly.length, y: c.y + p.y / f.poly.length }), { x: 0, y: 0 });
    const ends = f.poly.map((p, i) => lerp(p, f.poly[(i + 1) % f.poly.length]!, 0.5)).filter((m) => {
      const k = dist(m, centre);
      const beyond = k > 1e-9 ? { x: m.x + (0.5 * (m.x - centre.x)) / k, y: m.y + (0.5 * (m.y - centre.y)) / k } : m;
      return !s.terrain.some((g) => g.impassable && pointInPolygon(beyond, g.poly));
    });
    if (ends.length < 2) continue;
    const near = (q: Vec) => ends.reduce((m, x) => (dist(x, q) < dist(m, q) ? x : m));
    const into = near(a), out = near(b);
    const span = dist(into, out);
    if (span < 1e-9) continue;
    // Along the bridge's middle line, from its far end towards `a`'s side.
    const ux = (into.x - out.x) / span, uy = (into.y - out.y) / span;
    const along = (a.x - into.x) * ux + (a.y - into.y) * uy;
    const aside = Math.abs((a.x - into.x) * -uy + (a.y - into.y) * ux);
    const lined = along <= LINE_UP + 0.5 && aside <= 1 && (facing === null || facesAlong(facing, -ux, -uy));
    const approach = { x: into.x + ux * LINE_UP, y: into.y + uy * LINE_UP };
    const d = (lined ? dist(a, into) : dist(a, approach) + LINE_UP) + span + dist(out, b);
    if (!best || d < best.d) best = lined ? { d, via: dist(a, into) > 1 ? into : out } : { d, via: approach, bridge: { approach, aside, over: { x: -ux, y: -uy } } };
  }
  return best ?? straight;
}

/** The way to the nearest enemy, by the route a block must take (null: no enemy). */
export function nearest(s: RkState, r: Regiment, enemies: readonly Regiment[]): Route | null {
  let best: Route | null = null;
  for (const e of enemies) {
    const k = route(s, r.block.front, e.block.front, r.block.facing);
    if (!best || k.d < best.d) best = k;
  }
  return best;
}
