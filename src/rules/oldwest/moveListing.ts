// The bases and zones a listing of the legal actions gathers once (see legal.ts): every fighter's
// moves and charges are planned among the same ones.
import { norm } from '../../core/exactMath';
import type { MoveRules } from '../../core/table/pathing';
import { BASE_RADIUS } from '../../core/table/types';
import { moveLeft } from './movement';
import { MOUNTS } from './profiles';
import { alive, CONTROL_ZONE } from './state';
import type { Fighter, OWState } from './types';

/**
 * The bases and zones of one listing, gathered once for every fighter listed (moveRules gathers
 * them again per fighter and per charge target: the listing's largest cost at 20 and 50 a side).
 * Every living fighter's base in turn order (the mover's own skipped by its id), then the loose
 * mounts; each side's enemies' zones in turn order.
 */
export interface ListingBases { models: MoveRules['models']; zones: [MoveRules['zones'], MoveRules['zones']] }

export function listingBases(s: OWState): ListingBases {
  const models: MoveRules['models'] = [];
  const zones: ListingBases['zones'] = [[], []];
  for (const id of s.order) {
    const m = s.fighters[id]!;
    if (!alive(m)) continue;
    models.push({ id: m.id, x: m.pos.x, y: m.pos.y, r: BASE_RADIUS });
    zones[m.side === 0 ? 1 : 0].push({ id: m.id, x: m.pos.x, y: m.pos.y, r: 2 * BASE_RADIUS + CONTROL_ZONE });
  }
  if (s.mounts) for (const k in s.mounts) {
    const m = s.mounts[k]!;
    models.push({ id: m.id, x: m.pos.x, y: m.pos.y, r: BASE_RADIUS });
  }
  return { models, zones };
}

/** moveRules(s, f, target?.id, true) from a listing's bases: the same circles, in the same order. */
export function listingRules(bases: ListingBases, f: Fighter, target?: Fighter): MoveRules {
  let zones = bases.zones[f.side];
  if (target) {
    // As moveRules: the zones of enemies within 1" of the charged one's may be entered too.
    const near = 2 * BASE_RADIUS + CONTROL_ZONE + 1e-6;
    const beside = (z: MoveRules['zones'][number]) => z.id !== target.id && norm(z.x - target.pos.x, z.y - target.pos.y) <= near;
    if (zones.some(beside)) zones = zones.filter((z) => !beside(z));
  }
  const out: MoveRules = { start: f.pos, r: BASE_RADIUS, budget: moveLeft(f), models: bases.models, zones, selfId: f.id };
  if (f.mount) out.roughCost = MOUNTS[f.mount].roughCost;
  else out.climb = true;
  if (target) out.allowZoneOf = target.id;
  out.quick = true;
  return out;
}
