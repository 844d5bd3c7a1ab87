// Plays whole matches between computer players, each deciding from its own view: for the strength
// bench (bench/aiStrength.ts) and the tests. Pure: a clock, when wanted, is passed in.
import { initialRngState, seededDice } from '../dice';
import { step } from '../match';
import type { Side } from '../ruleset';
import type { SystemRuntime } from '../system';
import type { AiLevel } from './choose';
import { actionsOf, BUDGETS, GREEDY, searchWith } from './search';

/** A player of the arena: a level, the one-ply greedy player, or random legal actions. */
export type ArenaPlayer = AiLevel | 'greedy' | 'random';

export interface ArenaOptions {
  /** Most actions before the match is called a draw. */
  maxActions?: number;
  now?: () => number;
  /** Time allowed per choice (ms of `now`). */
  deadlineMs?: number;
  /** Told each computer choice's time (ms of `now`) and level. */
  onChoice?: (player: ArenaPlayer, ms: number) => void;
}

export interface ArenaResult {
  winner: Side | null;
  actions: number;
  /** True when the match reached no result within the action limit. */
  unfinished: boolean;
}

/** Whoever decides now: the side named by `actor`, else the first of the actors. */
function mover<S, A>(runtime: SystemRuntime<S, A, unknown>, state: S): Side | null {
  const rules = runtime.rules;
  const actors = rules.actors(state);
  if (actors.length === 0) return null;
  const a = rules.actor(state);
  return a !== null && actors.includes(a) ? a : actors[0]!;
}

export function playArena<S, A>(runtime: SystemRuntime<S, A, unknown>, scenario: unknown, players: readonly [ArenaPlayer, ArenaPlayer], seed: number, o: ArenaOptions = {}): ArenaResult {
  const rules = runtime.rules;
  let state = rules.setup(scenario, {}, seed, ['Anna', 'Boris']);
  const chooser = seededDice(initialRngState(seed * 7919 + 17));
  const max = o.maxActions ?? 2_000;
  let n = 0;
  for (; n < max && !rules.isOver(state); n++) {
    const side = mover(runtime, state);
    if (side === null) break;
    const player = players[side];
    const view = rules.playerView(state, side);
    let action: A;
    if (player === 'random') {
      const legal = actionsOf(rules, view, side);
      if (legal.length === 0) break;
      action = legal[chooser.roll(legal.length) - 1]!;
    } else {
      const budget = player === 'greedy' ? GREEDY : BUDGETS[player];
      const t0 = o.now?.() ?? 0;
      action = searchWith(runtime, view, side, budget, chooser.roll(1 << 30), { now: o.now, deadlineMs: o.deadlineMs }).action;
      o.onChoice?.(player, (o.now?.() ?? 0) - t0);
    }
    state = step(rules, state, action).state;
  }
  const over = rules.isOver(state);
  return { winner: over ? rules.winner(state) : null, actions: n, unfinished: !over };
}
