// Riders and mounts (OW-20, OW-28, OW-GAP-2, OW-GAP-5): mounting and dismounting, strikes and hits
// on the mount, Thrown from the Saddle, and a rider diving for cover behind his horse.
import { norm } from '../../core/exactMath';
import { rollJudged, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { findNearestFree } from '../../core/table/pathing';
import { BASE_RADIUS, type Vec } from '../../core/table/types';
import { cannotMove } from './movement';
import { FOOT_MOVE, MOUNTS, moveOf } from './profiles';
import { reason, refuseWith, type Reason } from './reasons';
import { aliveFighters, basesAround, fighter } from './state';
import { queueNext } from '../../core/steps';
import { woundRoll } from './woundChart';
import { needText, woundOf } from './wounds';
import type { Fighter, OWState, Step } from './types';
import type { OWEvent } from './events';

/** The id a strike or shot uses for a rider's mount. */
export { isMountTarget, mountTarget, riderOf, withMounts } from './mountTargets';

function freeSpotNear(s: OWState, f: Fighter, near: Vec): Vec {
  const models = basesAround(s, f);
  const enemies = aliveFighters(s).filter((e) => e.side !== f.side).map((e) => e.pos);
  return findNearestFree(buildTerrainIndex(s.table), { pos: near, r: BASE_RADIUS, models, avoidContactWith: enemies }) ?? f.pos;
}

/** Leaves the mount standing where the rider was and puts the rider on foot beside it, on the side of `away`. */
function getOff(s: OWState, f: Fighter, away: Vec | null): void {
  const kind = f.mount!;
  const id = `${f.id}~horse`;
  s.mounts = { ...(s.mounts ?? {}), [id]: { id, kind, side: f.side, ownerId: f.id, pos: { ...f.pos } } };
  const dx = away ? away.x - f.pos.x : 1;
  const dy = away ? away.y - f.pos.y : 0;
  const d = norm(dx, dy) || 1;
  const beside = { x: f.pos.x + (dx / d) * 2 * BASE_RADIUS, y: f.pos.y + (dy / d) * 2 * BASE_RADIUS };
  delete f.mount;
  delete f.mountWounds;
  f.pos = freeSpotNear(s, f, beside);
}

export function cannotDismount(s: OWState, f: Fighter): Reason | null {
  if (!f.mount) return reason('notMounted', { fighter: f.name });
  return cannotMove(s, f);
}

/** Getting off costs half the mount's move; the rider then has half a man's move left. */
export function dismount(s: OWState, fighterId: string, events: GameEvent[]): void {
  const f = fighter(s, fighterId);
  const why = cannotDismount(s, f);
  if (why) refuseWith(why);
  if (f.moveUsed > moveOf(f) / 2 + 1e-6) refuseWith(reason('halfMoveLeft', { fighter: f.name }));
  getOff(s, f, null);
  f.moveUsed = FOOT_MOVE / 2;
  events.push({ type: 'dismounted', rule: 'OW-GAP-2', params: { fighter: f.name } } satisfies OWEvent);
}

/** A fighter on foot in base contact with his own mount gets back on; half its move is then left. */
export function loneMountOf(s: OWState, f: Fighter): string | null {
  return Object.values(s.mounts ?? {}).find((m) => m.ownerId === f.id && norm(m.pos.x - f.pos.x, m.pos.y - f.pos.y) <= 2 * BASE_RADIUS + 0.1)?.id ?? null;
}

export function cannotMount(s: OWState, f: Fighter): Reason | null {
  if (f.mount || !loneMountOf(s, f)) return reason('noMountHere', { fighter: f.name });
  const why = cannotMove(s, f);
  if (why) return why;
  if (f.moveUsed > FOOT_MOVE / 2 + 1e-6) return reason('halfMoveLeft', { fighter: f.name });
  return null;
}

export function mount(s: OWState, fighterId: string, events: GameEvent[]): void {
  const f = fighter(s, fighterId);
  const why = cannotMount(s, f);
  if (why) refuseWith(why);
  const id = loneMountOf(s, f)!;
  const m = s.mounts![id]!;
  const rest = { ...s.mounts };
  delete rest[id];
  s.mounts = rest;
  f.mount = m.kind;
  f.mountWounds = 0;
  f.pos = { ...m.pos };
  f.moveUsed = moveOf(f) / 2;
  events.push({ type: 'mounted', rule: 'OW-GAP-2', params: { fighter: f.name } } satisfies OWEvent);
}

/** OW-20: the striking player picks rider or mount strike by strike; the mount's Grit is its own. */
export function mountWoundStep(s: OWState, step: Step & { t: 'mountWound' }, dice: DiceSource, events: GameEvent[]): void {
  const rider = s.fighters[step.riderId]!;
  const by = s.fighters[step.byId]!;
  if (!rider.mount || rider.status !== 'ok') return;
  const stats = MOUNTS[rider.mount];
  const need = woundRoll(step.strength, stats.g);
  const base = { by: by.name, target: rider.name, mount: rider.mount, s: step.strength, g: stats.g, need: needText(step.strength, stats.g) };
  if (!need) return void events.push({ type: 'woundRoll', rule: 'OW-8', rolls: [], params: { ...base, wounded: false, impossible: true } } satisfies OWEvent);
  // OW-20: no Fame on a mount's wound: only whether each die passes counts.
  const first = rollJudged(dice, 6, (r) => (need.second === null ? r >= need.first : r === 6)).roll;
  const rolls = [first];
  let wounded = need.second === null ? first >= need.first : first === 6;
  if (wounded && need.second !== null) {
    const second = rollJudged(dice, 6, (r) => r >= need.second!).roll;
    rolls.push(second);
    wounded = second >= need.second;
  }
  events.push({ type: 'woundRoll', rule: need.second === null ? step.rule : 'OW-8', rolls, params: { ...base, wounded, impossible: false, fame: 0 } } satisfies OWEvent);
  if (!wounded) return;
  rider.mountWounds = (rider.mountWounds ?? 0) + 1;
  if (rider.mountWounds >= stats.w) queueNext(s, { t: 'thrown', riderId: rider.id });
}

/** OW-GAP-5 Thrown from the Saddle: 1 knocked flying (a Strength 2 hit, then on the ground), 2-5 rolls clear (on the ground), 6 leaps free. */
export function thrownStep(s: OWState, step: Step & { t: 'thrown' }, dice: DiceSource, events: GameEvent[]): void {
  const f = s.fighters[step.riderId]!;
  const kind = f.mount ?? 'horse';
  delete f.mount;
  delete f.mountWounds;
  const { roll, verdict: result } = rollJudged(dice, 6, (r) => (r === 1 ? 'flying' : r === 6 ? 'free' : 'clear'));
  events.push({ type: 'thrown', rule: 'OW-GAP-5', rolls: [roll], params: { fighter: f.name, mount: kind, result } } satisfies OWEvent);
  f.onGround = result !== 'free';
  if (result === 'flying') queueNext(s, woundOf(f.id, f.id, 2, 'OW-GAP-5'));
}

/** A shot that hits a rider: 1-3 it hits the mount, 4-6 the rider (house default). */
export function shotAtRider(s: OWState, rider: Fighter, shooterId: string, strength: number, dice: DiceSource, events: GameEvent[]): Step[] {
  const { roll, verdict: mountHit } = rollJudged(dice, 6, (r) => r <= 3);
  events.push({ type: 'riderOrMount', rule: 'OW-28', rolls: [roll], params: { fighter: rider.name, mount: mountHit } } satisfies OWEvent);
  const dive: Step = { t: 'dive', fighterId: rider.id, shooterId, fame: 0 };
  return mountHit ? [{ t: 'mountWound', byId: shooterId, riderId: rider.id, strength, rule: 'OW-7' }, dive] : [woundOf(shooterId, rider.id, strength, 'OW-7', shooterId)];
}

/** OW-28: a rider already behind cover who fails does not lie down but gets off, the mount between him and the shooter. */
export function diveOffMount(s: OWState, f: Fighter, shooter: Fighter, events: GameEvent[]): void {
  getOff(s, f, { x: 2 * f.pos.x - shooter.pos.x, y: 2 * f.pos.y - shooter.pos.y });
  events.push({ type: 'diveDismount', rule: 'OW-28', params: { fighter: f.name } } satisfies OWEvent);
}


