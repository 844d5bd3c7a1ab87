// A random game of Ronin: every action picked from the legal list by the match's own seeded dice
// (tests, the property tests and benchmarks).
import { initialRngState, seededDice } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { ronin } from './index';
import { roninScenario } from './scenarios';
import type { RoAction, RoState } from './types';

export function randomGame(scenarioId: string, seed: number, maxActions = 2000): { state: RoState; actions: RoAction[]; events: GameEvent[] } {
  const sc = roninScenario(scenarioId);
  if (!sc) throw new Error(`no Ronin scenario '${scenarioId}'`);
  let s = ronin.setup(sc, {}, seed, ['Red', 'Blue']);
  const actions: RoAction[] = [];
  const events: GameEvent[] = [];
  const pick = seededDice(initialRngState(seed * 7919 + 1));
  while (!ronin.isOver(s) && actions.length < maxActions) {
    const legal = ronin.legalActions(s);
    if (!legal.length) throw new Error(`no legal action in phase ${s.phase}`);
    const a = legal[pick.roll(legal.length) - 1]!;
    const dice = seededDice(s.rng);
    const r = ronin.apply(s, a, dice);
    s = { ...r.state, rng: dice.state() };
    actions.push(a);
    events.push(...r.events);
  }
  return { state: s, actions, events };
}
