// Charges (RK-GAP-2): in the charge phase the active player declares a charge of one of his
// regiments on an enemy regiment. The charger's front centre's arc of the target (front, flank or
// rear) at the declaration decides the facing it will contact. The target reacts: hold; stand and
// shoot (with missile weapons, in range: one volley, shooting.ts); or flee 2d6" straight away
// from the charger (a fleeing target can only flee). Then the charger moves up to twice its M,
// wheeling once and straight on (geometry's alignToSide measures the way), into contact flush
// with that facing; a fled target it reaches is caught and destroyed. A charge that falls short
// or whose way (the wheel, then the straight line) is blocked by terrain or other regiments fails: the charger moves its M straight ahead (as far as
// it can go clear) and may not move again this turn.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import type { RkEvent } from './events';
import { destroy, flee } from './flee';
import { arcOf, blockCentre } from './geometry/block';
import { alignToSide } from './geometry/moves';
import { ahead, wayClash } from './place';
import { inCombat, regimentOf } from './queries';
import { refuse, type RkReason } from './reasons';
import { hitScore, runVolley, shotsOf } from './shooting';
import type { Reaction, Regiment, RkState, Side4 } from './types';

/** The charge reach: twice the charger's Movement. */
export const chargeReach = (r: Regiment): number => 2 * r.profile.M;

/** Why `r` may not declare a charge on `t`, or null. */
export function chargeProblem(s: RkState, r: Regiment, t: Regiment): RkReason | null {
  if (r.fleeing) return 'fleeing';
  if (r.moved || r.charged) return 'moved';
  if (inCombat(s, r.id)) return 'inCombat';
  if (t.side === r.side) return 'ownTarget';
  if (t.destroyed) return 'gone';
  if (!alignToSide(r.block, t.block, arcOf(t.block, r.block.front))) return 'noLine';
  return null;
}

/** The charge's way into contact with `t` on `side`: the block and the distance, or null. */
export function chargePath(r: Regiment, t: Regiment, side: Side4) {
  return alignToSide(r.block, t.block, side);
}

/** The charge's way into contact with `t` on `side` when it is clear and within the charge reach, else null. */
export function chargeWay(s: RkState, r: Regiment, t: Regiment, side: Side4) {
  const path = chargePath(r, t, side);
  const clear = path && !wayClash(s, r.id, r.block, path.wheeled, [t.id]) && !wayClash(s, r.id, path.wheeled, path.block, [t.id]);
  return path && clear && path.dist <= chargeReach(r) ? path : null;
}

export function declareCharge(s: RkState, r: Regiment, t: Regiment, events: GameEvent[]): void {
  const why = chargeProblem(s, r, t);
  if (why) refuse(why, { unit: r.id, target: t.id });
  const side = arcOf(t.block, r.block.front);
  r.moved = true;
  r.charged = true;
  s.charge = { charger: r.id, target: t.id, side };
  s.phase = 'react';
  events.push({ type: 'charge', rule: 'RK-GAP-2', params: { unit: r.id, target: t.id, side } } satisfies RkEvent);
}

/** The reactions the target may choose now. */
export function reactionsFor(s: RkState): Reaction[] {
  if (!s.charge) return [];
  const r = regimentOf(s, s.charge.charger), t = regimentOf(s, s.charge.target);
  if (t.fleeing) return ['flee'];
  if (inCombat(s, t.id)) return ['hold'];
  const out: Reaction[] = ['hold'];
  if (hitScore(t, r) !== null) out.push('standShoot');
  out.push('flee');
  return out;
}

export function react(s: RkState, reaction: Reaction, dice: DiceSource, events: GameEvent[]): void {
  const c = s.charge!;
  const r = regimentOf(s, c.charger), t = regimentOf(s, c.target);
  if (!reactionsFor(s).includes(reaction)) {
    if (reaction === 'standShoot') refuse(t.missile ? 'outOfRange' : 'noMissiles', { unit: t.id, target: r.id });
    refuse(t.fleeing ? 'fleeing' : 'inCombat', { unit: t.id });
  }
  c.reaction = reaction;
  events.push({ type: 'reaction', rule: 'RK-GAP-2', params: { unit: t.id, reaction } } satisfies RkEvent);
  if (reaction === 'flee') flee(s, t, blockCentre(r.block), dice, events, 'RK-GAP-2');
  if (reaction === 'standShoot') c.volley = { left: shotsOf(t), models: r.models };
  finishCharge(s, dice, events);
}

/** The rest of a charge after the reaction: the volley's shots still to roll, then the charge move. */
export function finishCharge(s: RkState, dice: DiceSource, events: GameEvent[]): void {
  const c = s.charge!;
  const r = regimentOf(s, c.charger), t = regimentOf(s, c.target);
  if (c.volley) runVolley(s, t, r, dice, events);
  s.charge = null;
  s.phase = 'charge';
  if (r.destroyed) return;
  r.used = chargeReach(r);
  const side = t.fleeing ? arcOf(t.block, r.block.front) : c.side;
  const path = t.destroyed ? null : chargeWay(s, r, t, side);
  if (path) {
    r.block = path.block;
    r.charged = true;
    events.push({ type: 'chargeMoved', rule: 'RK-GAP-2', params: { unit: r.id, target: t.id, side, dist: path.dist } } satisfies RkEvent);
    if (t.fleeing) {
      events.push({ type: 'caught', rule: 'RK-GAP-5', params: { unit: r.id, target: t.id } } satisfies RkEvent);
      destroy(s, t, events, 'RK-GAP-5');
    } else {
      joinCombat(s, r, t, side);
    }
    return;
  }
  const dist = failedChargeMove(s, r);
  events.push({ type: 'chargeFailed', rule: 'RK-GAP-2', params: { unit: r.id, target: t.id, dist } } satisfies RkEvent);
}

/** A failed charge: M straight ahead, or the most whole inches that leave the charger clear. */
function failedChargeMove(s: RkState, r: Regiment): number {
  for (let d = r.profile.M; d > 0; d = Math.ceil(d) - 1) {
    const b = ahead(r.block, d);
    if (!wayClash(s, r.id, r.block, b)) {
      r.block = b;
      return d;
    }
  }
  return 0;
}

/** The charger joins the target's combat, or a new one starts. */
function joinCombat(s: RkState, r: Regiment, t: Regiment, side: Side4): void {
  const pair = { a: r.id, b: t.id, sideA: 'front' as Side4, sideB: side };
  const had = s.combats.find((c) => c.units.includes(t.id));
  if (had) {
    had.units.push(r.id);
    had.chargers.push(r.id);
    had.engagedAtStart.push(pair);
    return;
  }
  openCombat(s, r, t, side, false);
}

/**
 * A new combat of `r` charging `t`'s `side` (a charge, or a pursuit or overrun into a fresh enemy,
 * RK-GAP-5/6: `fought` then, as it is fought from the next combat phase).
 */
export function openCombat(s: RkState, r: Regiment, t: Regiment, side: Side4, fought: boolean): void {
  const pair = { a: r.id, b: t.id, sideA: 'front' as Side4, sideB: side };
  const base = `k${s.turn}-${s.active}-${r.id}`;
  // A regiment that charged this turn and then pursues into another enemy opens a second combat.
  const id = s.combats.some((c) => c.id === base) ? `p${s.turn}-${s.active}-${r.id}` : base;
  s.combats.push({
    id, units: [t.id, r.id], chargers: [r.id], engagedAtStart: [pair], round: 0, duel: null,
    fought, queue: [], pending: null, dealt: [], caused: [0, 0], refusedNow: [], winner: null,
  });
}
