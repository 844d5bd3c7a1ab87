// A random game of the siege: every action picked from the legal list by a chooser seeded apart
// from the match's own dice (tests, property tests and benchmarks).
import { initialRngState, seededDice } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { siege } from './index';
import type { SgOptions } from './options';
import { siegeScenario } from './scenarios';
import type { SgAction, SgState } from './types';

export function randomGame(scenarioId: string, seed: number, options: SgOptions = {}, maxActions = 3000): { state: SgState; actions: SgAction[]; events: GameEvent[] } {
  const sc = siegeScenario(scenarioId);
  if (!sc) throw new Error(`no siege scenario '${scenarioId}'`);
  let s = siege.setup(sc, options, seed, ['Red', 'Blue']);
  const actions: SgAction[] = [];
  const events: GameEvent[] = [];
  const pick = seededDice(initialRngState(seed * 7919 + 1));
  while (!siege.isOver(s) && actions.length < maxActions) {
    const legal = siege.legalActions(s);
    if (!legal.length) throw new Error(`no legal action in phase ${s.phase}`);
    const a = legal[pick.roll(legal.length) - 1]!;
    const dice = seededDice(s.rng);
    const r = siege.apply(s, a, dice);
    s = { ...r.state, rng: dice.state() };
    actions.push(a);
    events.push(...r.events);
  }
  return { state: s, actions, events };
}
