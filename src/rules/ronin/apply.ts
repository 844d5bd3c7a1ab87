// Ronin: one action applied. The action is checked against the schema first (nonsense refused by
// name), then against whose turn it is, then resolved by the rule module it belongs to.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { plainCopy } from '../../core/plainCopy';
import { attack, boutOf, chooseFight as startFight, defend, makeSplit, pass, resumeBout, strike } from './bout';
import { canFormMore, formFight, unsplitPair } from './fights';
import { move } from './movement';
import { fighter, onTable } from './queries';
import { refuse } from './reasons';
import { roninScenario } from './scenarios';
import { roActionProblem } from './schema';
import { reload, shoot } from './shooting';
import { activated, afterFight, beginFights, checkWipeout, rollPriority } from './turn';
import type { RoAction, RoFighter, RoScenario, RoState } from './types';

export function scenarioOf(s: RoState): RoScenario {
  const sc = roninScenario(s.scenario);
  if (!sc) refuse('badAction', { detail: `unknown scenario '${s.scenario}'` });
  return sc;
}

/** The fighter named, if it is the acting player's, on the table and not yet activated this phase. */
function activating(s: RoState, id: string): RoFighter {
  const f = fighter(s, id);
  if (f.side !== s.active) refuse('notYours', { player: s.players[s.active] });
  if (!onTable(f)) refuse('outOfAction', { fighter: f.name });
  if (f.done) refuse('activated', { fighter: f.name });
  return f;
}

function inPhase(s: RoState, ...phases: RoState['phase'][]): void {
  if (!phases.includes(s.phase)) refuse('notAsked');
}

export function apply(state: RoState, action: RoAction, dice: DiceSource): { state: RoState; events: GameEvent[] } {
  const bad = roActionProblem(action);
  if (bad) refuse(bad.code, bad.params);
  if (state.phase === 'over') refuse('over');
  const s = plainCopy(state);
  const events: GameEvent[] = [];
  const sc = scenarioOf(s);
  switch (action.type) {
    case 'rollPriority':
      inPhase(s, 'priority');
      rollPriority(s, dice, events);
      break;
    case 'move': {
      inPhase(s, 'move');
      const f = activating(s, action.fighter);
      move(s, sc, f, action.x, action.y, action.run, events);
      activated(s, f, dice, events);
      break;
    }
    case 'hold': {
      inPhase(s, 'move', 'action');
      const f = activating(s, action.fighter);
      events.push({ type: 'held', params: { fighter: f.name } });
      activated(s, f, dice, events);
      break;
    }
    case 'shoot': {
      inPhase(s, 'move', 'action');
      const f = activating(s, action.fighter);
      shoot(s, sc, f, fighter(s, action.target), dice, events);
      if (!checkWipeout(s, events)) activated(s, f, dice, events);
      break;
    }
    case 'reload': {
      inPhase(s, 'action');
      const f = activating(s, action.fighter);
      reload(f, events);
      activated(s, f, dice, events);
      break;
    }
    case 'formFight':
      inPhase(s, 'fights');
      formFight(s, action.one, action.many, events);
      if (!canFormMore(s)) beginFights(s, dice, events);
      break;
    case 'fightsSet': {
      inPhase(s, 'fights');
      const left = unsplitPair(s);
      if (left) refuse('fightsLeft', { fighter: left[0].name, target: left[1].name });
      beginFights(s, dice, events);
      break;
    }
    case 'chooseFight':
      inPhase(s, 'combat');
      if (s.bout) refuse('notAsked');
      startFight(s, action.fight, events);
      break;
    case 'split':
      inPhase(s, 'combat');
      makeSplit(s, action.by, action.tokens, dice, events);
      break;
    case 'attack':
      attack(s, action.fighter, action.target, events);
      break;
    case 'pass':
      pass(s, action.fighter, events);
      break;
    case 'defend':
      defend(s, action.boost, events);
      break;
    case 'strike':
      strike(s, action.boost, action.special, dice, events);
      break;
  }
  if (s.phase === 'combat' && !s.bout) afterFight(s, dice, events);
  return { state: s, events };
}

/** Goes on from a merge point the odds enumerator stopped at (an initiative tie to roll off). */
export function resume(state: RoState, dice: DiceSource): { state: RoState; events: GameEvent[] } {
  const s = plainCopy(state);
  const events: GameEvent[] = [];
  resumeBout(s, dice, events);
  if (s.phase === 'combat' && !s.bout) afterFight(s, dice, events);
  return { state: s, events };
}

export { boutOf };
