// Woundin' (OW-6, OW-7, OW-8) and losing wounds (OW-13).
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { woundRoll } from './woundChart';
import type { Fighter } from './types';

export function needText(strength: number, grit: number): string {
  const need = woundRoll(strength, grit);
  if (!need) return '-';
  return need.second === null ? `${need.first}+` : `6/${need.second}`;
}

/**
 * One strike or hit on the wound chart: Strength against Grit; a 6/x needs a six, then x+.
 * Returns true when it caused a wound (already taken off the target).
 */
export function rollToWound(
  target: Fighter,
  strength: number,
  dice: DiceSource,
  events: GameEvent[],
  context: { by: string; rule?: string },
): boolean {
  const grit = target.profile.g;
  const need = woundRoll(strength, grit);
  const base = { by: context.by, target: target.name, s: strength, g: grit, need: needText(strength, grit) };
  if (!need) {
    events.push({ type: 'woundRoll', rule: 'OW-8', rolls: [], params: { ...base, wounded: false, impossible: true } });
    return false;
  }
  const first = dice.roll(6);
  const rolls = [first];
  let wounded: boolean;
  if (need.second === null) {
    wounded = first >= need.first;
  } else if (first === 6) {
    const second = dice.roll(6);
    rolls.push(second);
    wounded = second >= need.second;
  } else {
    wounded = false;
  }
  events.push({
    type: 'woundRoll',
    rule: need.second === null ? (context.rule ?? 'OW-7') : 'OW-8',
    rolls,
    params: { ...base, wounded, impossible: false },
  });
  if (wounded) loseWound(target, events);
  return wounded;
}

/** OW-13: a fighter with several Wounds is removed only when the last one is lost. */
export function loseWound(target: Fighter, events: GameEvent[]): void {
  target.woundsLost += 1;
  const left = target.profile.w - target.woundsLost;
  if (left <= 0) {
    target.status = 'out';
    target.onGround = false;
    events.push({ type: 'outOfAction', rule: 'OW-13', params: { fighter: target.name } });
  } else {
    events.push({ type: 'woundLost', rule: 'OW-13', params: { fighter: target.name, left } });
  }
}
