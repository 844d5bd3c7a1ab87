// Woundin' (OW-6, OW-7, OW-8), Fame on wound rolls (OW-30, OW-32), Fortune (OW-GAP-4) and
// losing wounds (OW-13), as steps of a resolution.
import { rollJudged, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { offerFame } from './fame';
import { pause, queueNext } from '../../core/steps';
import { woundRoll } from './woundChart';
import type { Fighter, OWState, Step } from './types';
import type { OWEvent } from './events';

export function needText(strength: number, grit: number): string {
  const need = woundRoll(strength, grit);
  if (!need) return '-';
  return need.second === null ? `${need.first}+` : `6/${need.second}`;
}

/** A strike or a hit to roll on the wound chart. */
export function woundOf(byId: string, targetId: string, strength: number, rule: string, shooterId?: string): Step {
  return { t: 'wound', byId, targetId, strength, rule, fame: 0, fame2: 0, ...(shooterId ? { shooterId } : {}) };
}

/**
 * One roll on the wound chart: Strength against Grit; a 6/x needs a six, then x or more. A hero
 * may raise its dice with Fame; points that raised the first die to 6 count on the second too.
 */
export function woundStep(s: OWState, step: Step & { t: 'wound' }, dice: DiceSource, events: GameEvent[]): void {
  const target = s.fighters[step.targetId]!;
  const by = s.fighters[step.byId]!;
  if (target.status !== 'ok') return;
  // OW-27: after a hit from a shot, a survivor takes a Diving for Cover test.
  const dive: Step[] = step.shooterId ? [{ t: 'dive', fighterId: target.id, shooterId: step.shooterId, fame: 0 }] : [];
  if (step.barrier !== undefined) {
    // OW-17: a strike across an obstacle: 1-3 it hits the barrier and is lost, 4-6 it goes on.
    if (step.barrierRoll === undefined) {
      step.barrierRoll = rollJudged(dice, 6, (r) => r >= 4).roll;
      const passed = step.barrierRoll >= 4;
      events.push({ type: 'barrierRoll', rule: 'OW-17', rolls: [step.barrierRoll], params: { by: by.name, target: target.name, passed } } satisfies OWEvent);
    }
    if (step.barrierRoll < 4) return;
  }
  const grit = target.profile.g;
  const need = woundRoll(step.strength, grit);
  const base = { by: by.name, target: target.name, s: step.strength, g: grit, need: needText(step.strength, grit), fall: step.rule === 'OW-GAP-6' };
  if (!need) {
    events.push({ type: 'woundRoll', rule: 'OW-8', rolls: [], params: { ...base, wounded: false, impossible: true } } satisfies OWEvent);
    queueNext(s, ...dive);
    return;
  }
  const firstNeed = need.second === null ? need.first : 6;
  // Without Fame to add, only whether the die reaches what it needs counts.
  if (step.first === undefined) step.first = by.fame > 0 ? dice.roll(6) : rollJudged(dice, 6, (r) => r >= firstNeed).roll;
  const first = Math.min(6, step.first + step.fame);
  if (!step.asked && first < firstNeed && first + by.fame >= firstNeed) {
    if (offerFame(s, by, step, { what: 'wound', dice: [step.first], score: first, need: firstNeed, max: firstNeed - first })) return;
  }
  step.asked = true;
  let wounded = first >= firstNeed;
  const rolls = [step.first];
  if (wounded && need.second !== null) {
    if (step.second === undefined) step.second = by.fame > 0 ? dice.roll(6) : rollJudged(dice, 6, (r) => r + step.fame + step.fame2 >= need.second!).roll;
    rolls.push(step.second);
    const second = Math.min(6, step.second + step.fame + step.fame2);
    if (!step.asked2 && second < need.second && second + by.fame >= need.second) {
      step.asked2 = true;
      const roll = { what: 'wound2' as const, dice: [step.first, step.second], score: second, need: need.second, max: need.second - second };
      if (offerFame(s, by, step, roll)) return;
    }
    wounded = second >= need.second;
  }
  events.push({
    type: 'woundRoll',
    rule: need.second === null ? step.rule : 'OW-8',
    rolls,
    params: { ...base, wounded, impossible: false, fame: step.fame + step.fame2 },
  } satisfies OWEvent);
  if (wounded) queueNext(s, { t: 'suffer', targetId: target.id, ...(step.shooterId ? { shooterId: step.shooterId } : {}) }, ...dive);
  else queueNext(s, ...dive);
}

/** A wound suffered: a hero may first try Fortune (OW-GAP-4); then the wound is lost (OW-13). */
export function sufferStep(s: OWState, step: Step & { t: 'suffer' }, _dice: DiceSource, events: GameEvent[]): void {
  const target = s.fighters[step.targetId]!;
  if (target.status !== 'ok') return;
  if (!step.asked && target.fortune > 0) {
    step.asked = true;
    pause(s, step, { kind: 'fortune', side: target.side, fighterId: target.id });
    return;
  }
  loseWound(target, events);
}

/** OW-13: a fighter with several Wounds is removed only when the last one is lost. */
export function loseWound(target: Fighter, events: GameEvent[]): void {
  target.woundsLost += 1;
  const left = target.profile.w - target.woundsLost;
  if (left <= 0) {
    target.status = 'out';
    target.onGround = false;
    events.push({ type: 'outOfAction', rule: 'OW-13', params: { fighter: target.name } } satisfies OWEvent);
  } else {
    events.push({ type: 'woundLost', rule: 'OW-13', params: { fighter: target.name, left } } satisfies OWEvent);
  }
}
