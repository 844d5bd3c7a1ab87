// Plays random legal actions of any system, with a chooser seeded apart from the match's dice:
// for sample records, the simulator's examples and tests that need a game of any system.
import { initialRngState, seededDice } from './dice';
import { step } from './match';
import type { Ruleset } from './ruleset';

export interface RandomPlay<S, A> {
  actions: A[];
  states: S[];
}

export interface RandomPlayOptions<A> {
  options?: Record<string, unknown>;
  players?: readonly [string, string];
  maxActions?: number;
  /** Actions to pick four times in five when there are any (doing something over ending a phase). */
  prefer?: (action: A) => boolean;
}

export function randomPlay<S, A, Sc>(rules: Ruleset<S, A, Sc>, scenario: Sc, seed: number, chooserSeed: number, o: RandomPlayOptions<A> = {}): RandomPlay<S, A> {
  let state = rules.setup(scenario, (o.options ?? {}) as never, seed, o.players ?? ['Anna', 'Boris']);
  const chooser = seededDice(initialRngState(chooserSeed));
  const out: RandomPlay<S, A> = { actions: [], states: [state] };
  for (let i = 0; i < (o.maxActions ?? 400) && !rules.isOver(state); i++) {
    const legal = rules.legalActions(state);
    if (legal.length === 0) break;
    const preferred = o.prefer ? legal.filter(o.prefer) : [];
    const pool = preferred.length && chooser.roll(10) > 2 ? preferred : legal;
    const action = pool[chooser.roll(pool.length) - 1]!;
    state = step(rules, state, action).state;
    out.actions.push(action);
    out.states.push(state);
  }
  return out;
}
