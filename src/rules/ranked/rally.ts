// Rallying (RK-GAP-5): at the start of its player turn each fleeing regiment takes a Leadership
// test on 2d6. Passed: it stops fleeing and may not charge or move this turn, except one reform
// (movement.ts: to face another way, or another frontage). Failed: it flees again 2d6" straight
// ahead (and is destroyed if that takes it off the table).
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import type { RkEvent } from './events';
import { flee } from './flee';
import { leadership, ldTest } from './leadership';
import { refuse } from './reasons';
import type { Regiment, RkState } from './types';

export function rallyProblem(r: Regiment): 'notFleeing' | 'rallied' | null {
  if (!r.fleeing) return 'notFleeing';
  if (r.rallied) return 'rallied';
  return null;
}

export function rally(s: RkState, r: Regiment, dice: DiceSource, events: GameEvent[]): void {
  const why = rallyProblem(r);
  if (why) refuse(why, { unit: r.id });
  const ld = leadership(s, r);
  const t = ldTest(dice, ld);
  r.rallied = true;
  events.push({ type: 'rally', rule: 'RK-GAP-5', rolls: t.rolls, params: { unit: r.id, roll: t.roll, ld, passed: t.passed } } satisfies RkEvent);
  if (t.passed) {
    r.fleeing = false;
    r.moved = true;
  } else {
    flee(s, r, null, dice, events);
  }
}
