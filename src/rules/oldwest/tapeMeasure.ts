// A free tape measure on the table (OW-GAP-3's sight line between any two points): how far, and
// what the line meets. An end on a fighter's base measures from the base's edge and looks from
// (or at) him as a shot would, with the same sight lines and the same things in the way.
import { norm } from '../../core/exactMath';
import { BASE_RADIUS, type Vec } from '../../core/table/types';
import { groupFights } from './fights';
import { weaponRange } from './profiles';
import { sightBetween, type Sight } from './shooting';
import { aliveFighters, edgeDistance, inContact } from './state';
import type { Fighter, OWState } from './types';

export interface TapeMeasure {
  from: Fighter | null;
  to: Fighter | null;
  /** Where the tape starts and ends: a fighter's centre, or the point itself. */
  a: Vec;
  b: Vec;
  /** Inches: base edge to base edge where an end is on a fighter. */
  distance: number;
  sight: Sight;
  /** The range of the gun of the fighter the tape starts from (null without one). */
  range: number | null;
}

/** The fighter (still in the fight) whose base holds the point, the nearest when bases overlap. */
export function fighterAt(s: OWState, p: Vec): Fighter | null {
  let best: Fighter | null = null;
  let bestD = BASE_RADIUS + 0.05;
  for (const f of aliveFighters(s)) {
    const d = norm(f.pos.x - p.x, f.pos.y - p.y);
    if (d <= bestD) {
      best = f;
      bestD = d;
    }
  }
  return best;
}

export function tapeMeasure(s: OWState, pa: Vec, pb: Vec): TapeMeasure {
  const from = fighterAt(s, pa);
  const hit = fighterAt(s, pb);
  const to = hit && hit.id !== from?.id ? hit : null;
  const a = from ? from.pos : pa;
  const b = to ? to.pos : pb;
  const centre = norm(b.x - a.x, b.y - a.y);
  const distance = from && to ? edgeDistance(from, to) : Math.max(0, centre - (from ? BASE_RADIUS : 0) - (to ? BASE_RADIUS : 0));
  const fightOfTarget = new Set(to ? groupFights(s).find((g) => g.fighterIds.includes(to.id))?.fighterIds ?? [to.id] : []);
  const sight = sightBetween(s, a, b, {
    toBase: !!to,
    shooter: from,
    ignore: (m) => m.id === from?.id || m.id === to?.id || fightOfTarget.has(m.id) || (!!from && inContact(m, from)),
  });
  const range = from && from.weapon !== 'none' ? weaponRange(from.weapon, from.profile) : null;
  return { from, to, a, b, distance: Math.max(0, distance), sight, range };
}
