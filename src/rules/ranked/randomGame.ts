// A random game of the ranked rules: every action picked from the legal list by a chooser seeded
// apart from the match's own dice (tests, property tests and benchmarks).
import { initialRngState, seededDice } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { ranked } from './index';
import type { RkOptions } from './options';
import { rankedScenario } from './scenarios';
import type { RkAction, RkState } from './types';

export function randomGame(scenarioId: string, seed: number, options: RkOptions = {}, maxActions = 3000): { state: RkState; actions: RkAction[]; events: GameEvent[] } {
  const sc = rankedScenario(scenarioId);
  if (!sc) throw new Error(`no ranked scenario '${scenarioId}'`);
  let s = ranked.setup(sc, options, seed, ['Red', 'Blue']);
  const actions: RkAction[] = [];
  const events: GameEvent[] = [];
  const pick = seededDice(initialRngState(seed * 7919 + 1));
  while (!ranked.isOver(s) && actions.length < maxActions) {
    const legal = ranked.legalActions(s);
    if (!legal.length) throw new Error(`no legal action in phase ${s.phase}`);
    const a = legal[pick.roll(legal.length) - 1]!;
    const dice = seededDice(s.rng);
    const r = ranked.apply(s, a, dice);
    s = { ...r.state, rng: dice.state() };
    actions.push(a);
    events.push(...r.events);
  }
  return { state: s, actions, events };
}
