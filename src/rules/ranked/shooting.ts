// Stand and shoot (RK-GAP-2): a charged regiment with missile weapons may shoot one volley at the
// charger before it moves. Each model in the front rank shoots once. To hit: 7 - BS on a d6
// (BS 3 hits on 4+), one worse at long range (the charger's centre more than half the weapon's
// range from the shooters' centre; out of range no volley may be shot); a 6 always hits, a 1
// always misses. To wound: Strength against Toughness (combat/tables.ts); armour saves worse by
// 1 per point of Strength above 3. Shot by shot, with a merge point for the odds before each.
import { rollJudged, type DiceSource } from '../../core/dice';
import { norm } from '../../core/exactMath';
import type { GameEvent } from '../../core/ruleset';
import { woundRankAndFile } from './casualties';
import { armourSave, makes, toWound } from './combat/tables';
import type { RkEvent } from './events';
import { blockCentre } from './geometry/block';
import type { Regiment, RkState } from './types';

/** Shooters' centre to target's centre, inches. */
export function rangeTo(shooter: Regiment, target: Regiment): number {
  const a = blockCentre(shooter.block), b = blockCentre(target.block);
  return norm(a.x - b.x, a.y - b.y);
}

/** The score a shot needs to hit, or null when the target is out of range or there is no weapon. */
export function hitScore(shooter: Regiment, target: Regiment): number | null {
  const w = shooter.missile;
  if (!w) return null;
  const d = rangeTo(shooter, target);
  if (d > w.range) return null;
  return Math.min(6, Math.max(2, 7 - shooter.profile.BS + (d > w.range / 2 ? 1 : 0)));
}

/** The number of shots: the models in the front rank. */
export const shotsOf = (r: Regiment): number => Math.min(r.files, r.models);

/** One shot at the target (the charger, or a shooting phase's target). */
export function shootOne(s: RkState, shooter: Regiment, target: Regiment, dice: DiceSource, events: GameEvent[]): void {
  const hitOn = hitScore(shooter, target) ?? 6;
  const S = shooter.missile?.S ?? 3;
  const woundOn = toWound(S, target.profile.T);
  const saveNeed = armourSave(target.profile.save >= 7 ? null : target.profile.save, false, S);
  const rolls: number[] = [];
  const hit = rollJudged(dice, 6, makes(hitOn));
  rolls.push(hit.roll);
  let wound = false, saved = false;
  if (hit.verdict) {
    const w = rollJudged(dice, 6, makes(woundOn));
    rolls.push(w.roll);
    wound = w.verdict;
    if (wound && saveNeed !== null) {
      const sv = rollJudged(dice, 6, makes(saveNeed));
      rolls.push(sv.roll);
      saved = sv.verdict;
    }
  }
  events.push({
    type: 'shot', rule: 'RK-GAP-2', rolls,
    params: { unit: shooter.id, target: target.id, hitOn, hit: hit.verdict, woundOn, wound, saveOn: saveNeed ?? 0, saved },
  } satisfies RkEvent);
  if (wound && !saved) woundRankAndFile(s, target, 1, events, 'RK-GAP-2');
}

/**
 * Rolls the volley's shots still to come (s.charge.volley), each after a merge point, until none is
 * left or the charger is destroyed; then clears the volley.
 */
export function runVolley(s: RkState, shooter: Regiment, target: Regiment, dice: DiceSource, events: GameEvent[]): void {
  const v = s.charge?.volley;
  if (!v) return;
  shootLeft(s, v, shooter, target, dice, events);
  delete s.charge!.volley;
}

/**
 * The shots a volley has left, one at a time (a merge point before each, for the odds), until
 * they are spent or the target is destroyed; then the volley's end and its casualties. Stand and
 * shoot and the shooting phase both fire this way.
 */
export function shootLeft(s: RkState, v: { left: number; models: number }, shooter: Regiment, target: Regiment, dice: DiceSource, events: GameEvent[]): void {
  while (v.left > 0 && !target.destroyed) {
    dice.boundary?.(s, events);
    v.left--;
    shootOne(s, shooter, target, dice, events);
  }
  const casualties = v.models - (target.destroyed ? 0 : target.models);
  events.push({ type: 'volleyEnd', rule: 'RK-GAP-2', params: { unit: shooter.id, target: target.id, shots: shotsOf(shooter), casualties } } satisfies RkEvent);
}
