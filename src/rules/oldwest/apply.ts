// Legends of the Old West: one action applied (validated, then resolved through the step queue),
// and the queued steps run on their own (the odds enumerator's merge points, src/core/enumerate.ts).
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { runSteps } from '../../core/steps';
import { reason, refuse, refuseWith, type Reason } from './reasons';
import { fameBid, resolveFight } from './fights';
import { spendFame, spendFortune } from './fame';
import { declareHeroics } from './heroics';
import { leaveTable } from './objective';
import { dismount, mount } from './riders';
import { charge, move, standUp } from './movement';
import { shoot } from './shooting';
import { draft } from './state';
import { OW_STEPS } from './stepHandlers';
import { backOff, strike } from './strikes';
import { checkWipeout, endPhase, rollDrop, rout, takeHillsTest } from './turn';
import type { OWAction, OWState } from './types';
import { owActionProblem } from './schema';

/**
 * Applies an action from anywhere (the store, the headless API, a replay): first checked against
 * the action schema, so nonsense (a fighter named twice, a coordinate that is no number, an
 * unknown type, not an object at all) is refused by name before any rule looks at it.
 */
export function apply(state: OWState, action: OWAction, dice: DiceSource): { state: OWState; events: GameEvent[] } {
  const bad = owActionProblem(action);
  if (bad) refuse(bad.code, bad.params);
  return applyChecked(state, action, dice);
}

/** Applies an action known to be well formed (the odds enumerator's policy answers). */
export function applyChecked(state: OWState, action: OWAction, dice: DiceSource): { state: OWState; events: GameEvent[] } {
  if (state.phase === 'over') refuse('over');
  // A move with nothing pending changes only its mover (the walk, a stumble, a Fame offer on a jump).
  const s = action.type === 'move' && !state.pending && state.queue.length === 0 ? draft(state, action.fighterId) : draft(state);
  const events: GameEvent[] = [];
  const p = s.pending;
  const expect = (kind: string) => {
    if (p?.kind !== kind) refuseWith(p ? waitingFor(s) : reason('notAsked'));
  };
  if (p && !['hillsTest', 'rout', 'resolveFight', 'backOff', 'strike', 'fame', 'fameBid', 'fortune', 'declareHeroics'].includes(action.type)) {
    refuseWith(waitingFor(s));
  }
  switch (action.type) {
    case 'rollDrop': rollDrop(s, dice, events); break;
    case 'hillsTest': expect('hills'); takeHillsTest(s); break;
    case 'rout': expect('hills'); rout(s, events); break;
    case 'move': move(s, action.fighterId, action.to); break;
    case 'charge': charge(s, action.fighterId, action.targetId, action.to); break;
    case 'standUp': standUp(s, action.fighterId, events); break;
    case 'shoot': shoot(s, action.fighterId, action.targetId); break;
    case 'endPhase': endPhase(s, dice, events); break;
    case 'declareHeroics': expect('heroics'); declareHeroics(s, action.heroIds, dice, events); break;
    case 'leaveTable': leaveTable(s, action.fighterId, events); break;
    case 'mount': mount(s, action.fighterId, events); break;
    case 'dismount': dismount(s, action.fighterId, events); break;
    case 'resolveFight': expect('chooseFight'); resolveFight(s, action.fightId, dice, events); break;
    case 'backOff': expect('backOff'); backOff(s, action.fighterId, dice, events); break;
    case 'strike': expect('strike'); strike(s, action.targetId); break;
    case 'fame': expect('fame'); spendFame(s, action.points, dice, events); break;
    case 'fameBid': expect('fameBid'); fameBid(s, action.points, action.by, events); break;
    case 'fortune': expect('fortune'); spendFortune(s, action.use, dice, events); break;
    default: refuse('unknownAction', { type: String((action as { type: string }).type) });
  }
  runSteps(s, OW_STEPS, dice, events, (x) => !!x.result);
  checkWipeout(s, events);
  return { state: s, events };
}

/** Runs the steps still queued (a resolution stopped at a merge point by the odds enumerator). */
export function resume(state: OWState, dice: DiceSource): { state: OWState; events: GameEvent[] } {
  const s = draft(state);
  const events: GameEvent[] = [];
  runSteps(s, OW_STEPS, dice, events, (x) => !!x.result);
  checkWipeout(s, events);
  return { state: s, events };
}

function waitingFor(s: OWState): Reason {
  const p = s.pending;
  if (!p) return reason('notAsked');
  const player = s.players[p.side];
  switch (p.kind) {
    case 'hills': return reason('waitHills', { player });
    case 'chooseFight': return reason('waitFight', { player });
    case 'backOff': return reason('waitBackOff', { player });
    case 'strike': return reason('waitStrike', { player, fighter: s.fighters[p.strikerId]!.name });
    case 'fame':
    case 'fameBid': return reason('waitFame', { player, fighter: s.fighters[p.fighterId]!.name });
    case 'fortune': return reason('waitFortune', { player, fighter: s.fighters[p.fighterId]!.name });
    case 'heroics': return reason('waitHeroics', { player });
  }
}

