// The siege: one action applied. The action is checked against the schema first (nonsense refused
// by name), then against the turn's step and whose piece it names, then resolved by the rule
// module it belongs to.
import type { DiceSource } from '../../core/dice';
import { plainCopy } from '../../core/plainCopy';
import type { GameEvent } from '../../core/ruleset';
import { fire } from './cannon';
import type { SgEvent } from './events';
import { tryGate } from './gate';
import { castMagic } from './magic';
import { runFight, startMelee } from './melee';
import { move } from './movement';
import { unitOf } from './queries';
import { refuse } from './reasons';
import { sgActionProblem } from './schema';
import { checkWiped, endTurn, toShooting } from './turn';
import type { Phase, SgAction, SgState, SgUnit } from './types';

function inPhase(s: SgState, phase: Phase): void {
  if (s.phase !== phase) refuse('notAsked');
}

/** The named piece, if it is the acting player's and still on the table. */
function ownUnit(s: SgState, id: string): SgUnit {
  const u = unitOf(s, id);
  if (u.side !== s.active) refuse('notYours', { unit: u.id });
  if (!u.alive) refuse('gone', { unit: u.id });
  return u;
}

export function apply(state: SgState, action: SgAction, dice: DiceSource): { state: SgState; events: GameEvent[] } {
  const bad = sgActionProblem(action);
  if (bad) refuse(bad.code, bad.params);
  if (state.phase === 'over') refuse('over');
  const s = plainCopy(state);
  const events: GameEvent[] = [];
  switch (action.type) {
    case 'castMagic':
      inPhase(s, 'magic');
      castMagic(s, dice, events);
      toShooting(s, events);
      break;
    case 'fire':
      inPhase(s, 'shoot');
      fire(s, action.aim, action.power, dice, events);
      s.phase = 'maneuver';
      break;
    case 'holdFire':
      inPhase(s, 'shoot');
      events.push({ type: 'holdFire', rule: 'SG-4', params: { player: s.players[s.active] } } satisfies SgEvent);
      s.phase = 'maneuver';
      break;
    case 'move': {
      inPhase(s, 'maneuver');
      const u = ownUnit(s, action.unit);
      if (u.moved) refuse('moved', { unit: u.id });
      move(s, u, action.x, action.y, events);
      break;
    }
    case 'tryGate':
      inPhase(s, 'maneuver');
      tryGate(s, ownUnit(s, action.warrior), dice, events);
      break;
    case 'melee':
      inPhase(s, 'maneuver');
      startMelee(s, ownUnit(s, action.warrior), unitOf(s, action.target), dice, events);
      break;
    case 'endTurn':
      inPhase(s, 'maneuver');
      endTurn(s, events);
      break;
  }
  checkWiped(s, events);
  return { state: s, events };
}

/** Goes on from a merge point the odds enumerator stopped at (a tied melee rolled again). */
export function resume(state: SgState, dice: DiceSource): { state: SgState; events: GameEvent[] } {
  const s = plainCopy(state);
  const events: GameEvent[] = [];
  runFight(s, dice, events);
  checkWiped(s, events);
  return { state: s, events };
}
