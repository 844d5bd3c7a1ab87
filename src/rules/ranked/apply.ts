// One ranked action applied. The action is checked against the schema first (nonsense refused by
// name), then against the phase and whose regiment it names, then resolved by the rule module it
// belongs to. Close combat's actions go to combat/.
import type { DiceSource } from '../../core/dice';
import { plainCopy } from '../../core/plainCopy';
import type { GameEvent } from '../../core/ruleset';
import { declareCharge, finishCharge, react } from './charge';
import { applyCombat, resumeCombatIn } from './combatPhase';
import { forward, march, reform, wheel } from './movement';
import { regimentOf } from './queries';
import { rally } from './rally';
import { refuse } from './reasons';
import { rkActionProblem } from './schema';
import { runShots, shoot } from './shootPhase';
import { afterRally, afterShot, endPhase } from './turn';
import { checkBroken } from './victory';
import type { Phase, Regiment, RkAction, RkState } from './types';

function inPhase(s: RkState, phase: Phase): void {
  if (s.phase !== phase) refuse('notAsked');
}

/** The named regiment, if it is the acting player's and still on the table. */
function ownRegiment(s: RkState, id: string): Regiment {
  const r = regimentOf(s, id);
  if (r.side !== s.active) refuse('notYours', { unit: r.id });
  if (r.destroyed) refuse('gone', { unit: r.id });
  return r;
}

export function apply(state: RkState, action: RkAction, dice: DiceSource): { state: RkState; events: GameEvent[] } {
  const bad = rkActionProblem(action);
  if (bad) refuse(bad.code, bad.params);
  if (state.phase === 'over') refuse('over');
  let s = plainCopy(state);
  const events: GameEvent[] = [];
  switch (action.type) {
    case 'rally':
      inPhase(s, 'rally');
      rally(s, ownRegiment(s, action.unit), dice, events);
      afterRally(s, events);
      break;
    case 'charge':
      inPhase(s, 'charge');
      declareCharge(s, ownRegiment(s, action.unit), regimentOf(s, action.target), events);
      break;
    case 'react':
      inPhase(s, 'react');
      react(s, action.reaction, dice, events);
      break;
    case 'forward':
      inPhase(s, 'move');
      forward(s, ownRegiment(s, action.unit), action.dist, events);
      break;
    case 'wheel':
      inPhase(s, 'move');
      wheel(s, ownRegiment(s, action.unit), action.dir, action.deg, events);
      break;
    case 'reform':
      inPhase(s, 'move');
      reform(s, ownRegiment(s, action.unit), action.files, action.turn ?? 0, events);
      break;
    case 'march':
      inPhase(s, 'move');
      march(s, ownRegiment(s, action.unit), action.dist, events);
      break;
    case 'shoot':
      inPhase(s, 'shoot');
      shoot(s, ownRegiment(s, action.unit), regimentOf(s, action.target), dice, events);
      afterShot(s, dice, events);
      break;
    case 'endPhase':
      endPhase(s, dice, events);
      break;
    default:
      inPhase(s, 'combat');
      s = applyCombat(s, action, dice, events);
  }
  checkBroken(s, events);
  return { state: s, events };
}

/** Goes on from a merge point the odds enumerator stopped at (a volley's next shot, a shooting phase's, a combat's next step). */
export function resume(state: RkState, dice: DiceSource): { state: RkState; events: GameEvent[] } {
  const s = plainCopy(state);
  const events: GameEvent[] = [];
  if (s.phase === 'react' && s.charge?.reaction) finishCharge(s, dice, events);
  if (s.phase === 'shoot' && s.volley) {
    runShots(s, dice, events);
    afterShot(s, dice, events);
  }
  if (s.phase === 'combat') resumeCombatIn(s, dice, events);
  checkBroken(s, events);
  return { state: s, events };
}
