// Raised floors and drops (OW-10, OW-GAP-6): a loser who has nowhere to back off but over the edge
// of a drop takes normal strikes, then falls; more than 2" down hurts.
import { norm } from '../../core/exactMath';
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { pointInPoly, segmentIntersection } from '../../core/table/geometry';
import { findNearestFree } from '../../core/table/pathing';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { BASE_RADIUS, type Platform, type Vec } from '../../core/table/types';
import { aliveFighters, basesAround } from './state';
import { queueNext } from '../../core/steps';
import { woundOf } from './wounds';
import type { Fighter, OWState, Step } from './types';
import type { OWEvent } from './events';

/** The raised floor a point stands on, if any. */
export function platformAt(s: OWState, p: Vec): Platform | null {
  for (const t of s.table.terrain) if (t.kind === 'platform' && pointInPoly(p.x, p.y, t.poly)) return t;
  return null;
}

/**
 * Where a loser backing off straight away from `from` would go over a drop of the floor it stands
 * on: the spot below, just past the edge, and the height. Null when there is no drop that way.
 */
export function dropBehind(s: OWState, f: Fighter, from: Vec[]): { to: Vec; height: number } | null {
  const floor = platformAt(s, f.pos);
  if (!floor || from.length === 0) return null;
  const cx = from.reduce((n, p) => n + p.x, 0) / from.length;
  const cy = from.reduce((n, p) => n + p.y, 0) / from.length;
  const len = norm(f.pos.x - cx, f.pos.y - cy) || 1;
  const dir = { x: (f.pos.x - cx) / len, y: (f.pos.y - cy) / len };
  const reach = { x: f.pos.x + dir.x * (1 + BASE_RADIUS), y: f.pos.y + dir.y * (1 + BASE_RADIUS) };
  const n = floor.poly.length;
  for (let i = 0; i < n; i++) {
    if (floor.stairs?.includes(i)) continue;
    const t = segmentIntersection(f.pos, reach, floor.poly[i]!, floor.poly[(i + 1) % n]!);
    if (t === null) continue;
    const edge = { x: f.pos.x + (reach.x - f.pos.x) * t, y: f.pos.y + (reach.y - f.pos.y) * t };
    return { to: { x: edge.x + dir.x * (BASE_RADIUS + 0.05), y: edge.y + dir.y * (BASE_RADIUS + 0.05) }, height: floor.height };
  }
  return null;
}

/** OW-GAP-6: the fall; a Strength 3 hit per full 2" fallen when it is more than 2"; then on the ground. */
export function fallStep(s: OWState, step: Step & { t: 'fall' }, _dice: DiceSource, events: GameEvent[]): void {
  const f = s.fighters[step.fighterId]!;
  if (f.status !== 'ok') return;
  const models = basesAround(s, f);
  const enemies = aliveFighters(s).filter((e) => e.side !== f.side).map((e) => e.pos);
  const spot = findNearestFree(buildTerrainIndex(s.table), { pos: step.to, r: BASE_RADIUS, models, avoidContactWith: enemies }) ?? step.to;
  f.pos = { x: spot.x, y: spot.y };
  f.onGround = true;
  const hits = step.height > 2 ? Math.floor(step.height / 2) : 0;
  events.push({ type: 'fell', rule: 'OW-10', params: { fighter: f.name, height: step.height, hits } } satisfies OWEvent);
  queueNext(s, ...Array.from({ length: hits }, () => woundOf(f.id, f.id, 3, 'OW-GAP-6')));
}
