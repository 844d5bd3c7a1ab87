// Plays a game of random legal actions (for determinism and property tests, and the simulator).
import { seededDice, initialRngState } from '../../core/dice';
import { step } from '../../core/match';
import { oldwest } from './index';
import type { OWScenario } from './scenarioTypes';
import type { OWAction, OWState } from './types';

export interface RandomGame {
  actions: OWAction[];
  states: OWState[];
}

/**
 * Picks random legal actions with its own seeded chooser (separate from the match's dice), and
 * prefers doing something over ending a phase so that games reach fights and casualties.
 */
export function randomGame(scenario: OWScenario, seed: number, chooserSeed: number, maxActions = 400): RandomGame {
  let state = oldwest.setup(scenario, {}, seed, ['Anna', 'Boris']);
  const chooser = seededDice(initialRngState(chooserSeed));
  const actions: OWAction[] = [];
  const states: OWState[] = [state];
  for (let i = 0; i < maxActions && !oldwest.isOver(state); i++) {
    const legal = oldwest.legalActions(state);
    if (legal.length === 0) break;
    const doing = legal.filter((a) => a.type !== 'endPhase' && a.type !== 'rout');
    const pool = doing.length && chooser.roll(10) > 2 ? doing : legal;
    const action = pool[chooser.roll(pool.length) - 1]!;
    state = step(oldwest, state, action).state;
    actions.push(action);
    states.push(state);
  }
  return { actions, states };
}
