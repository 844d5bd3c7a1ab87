// A legal Old West record of any length: random play at Red Gulch in which, in each Move phase,
// every fighter first shuffles a thousandth of an inch back and forth (each a legal move that spends
// 0.001" of his allowance, OW-8), up to `perFighter` times, before the random move. No scenario lasts
// 150,000 actions of ordinary play (a random game is a few hundred); the shuffles make a record that
// long which every check and the rules still accept, to measure long imports and saves.
import { initialRngState, seededDice } from '../src/core/dice';
import { MATCH_FORMAT, step, type MatchRecord } from '../src/core/match';
import type { OWState } from '../src/rules/oldwest/types';
import { loadRuntime } from '../src/systems/registry';

export async function longOldWestRecord(target: number, seed = 5, perFighter = 4000): Promise<MatchRecord> {
  const runtime = (await loadRuntime('oldwest'))!;
  const rules = runtime.rules as unknown as import('../src/core/ruleset').Ruleset<OWState, unknown, unknown>;
  const players: [string, string] = ['Anna', 'Boris'];
  let state = rules.setup(runtime.scenario('red-gulch'), {} as never, seed, players);
  const chooser = seededDice(initialRngState(seed * 31));
  const actions: unknown[] = [];
  const play = (a: unknown) => {
    state = step(rules, state, a).state;
    actions.push(a);
  };
  let shuffled = new Set<string>();
  let lastPhase = '';
  while (actions.length < target && !rules.isOver(state)) {
    const key = `${state.turn}:${state.phase}`;
    if (key !== lastPhase) [shuffled, lastPhase] = [new Set(), key];
    const legal = rules.legalActions(state) as { type: string; fighterId?: string }[];
    if (legal.length === 0) break;
    const mover = legal.find((a) => a.type === 'move' && a.fighterId !== undefined && !shuffled.has(a.fighterId));
    if (mover?.fighterId !== undefined) {
      const id = mover.fighterId;
      shuffled.add(id);
      const home = { ...state.fighters[id]!.pos };
      for (let i = 0; i < perFighter && actions.length < target; i++) {
        const to = i % 2 === 0 ? { x: Math.round((home.x + 0.001) * 1000) / 1000, y: home.y } : home;
        try {
          play({ type: 'move', fighterId: id, to });
        } catch {
          break; // his allowance is spent, or the spot is taken
        }
      }
      continue;
    }
    play(legal[chooser.roll(legal.length) - 1]!);
  }
  return {
    format: MATCH_FORMAT, id: `long-${target}`, system: 'oldwest', scenarioId: 'red-gulch', options: {}, players, seed,
    actions, createdAt: 0, updatedAt: 0, name: `${actions.length.toLocaleString('en')} actions at Red Gulch`, bookmarks: [],
  };
}
