// The computer opponent: picks an action for `side` from that side's view, acting only through the
// rules' legal actions. It simulates dice with its own seeded generator or the rules' exact odds.
import type { SystemRuntime } from '../system';
import type { Side } from '../ruleset';
import { search } from './search';

export type AiLevel = 'easy' | 'normal' | 'hard';

export interface AiChoice<A> {
  action: A;
  /** The unit the action is about, for the board to highlight. */
  focus: string | null;
  /** How many choices were weighed. */
  considered: number;
}

export interface ChooseOptions {
  /** Time allowed for the choice, in the units of `now` (ms); the level's default when absent. */
  deadlineMs?: number;
  /** A clock (the worker passes performance.now); without one the search is bounded by work alone. */
  now?: () => number;
  /** Most actions simulated for the choice (a bound on work without a clock: tests, replays); the level's own when absent. */
  work?: number;
}

export const AI_LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard'];

/**
 * The action the computer plays for `side`. `view` should be `rules.playerView(state, side)`; it is
 * taken through playerView again, so a full state passed by mistake shows it nothing more. Throws
 * when `side` has nothing to do in `view`.
 */
export function chooseAction<S, A>(runtime: SystemRuntime<S, A, unknown>, view: S, side: Side, level: AiLevel, seed: number, opts: ChooseOptions = {}): AiChoice<A> {
  if (!AI_LEVELS.includes(level)) throw new Error(`unknown computer level "${String(level)}": expected easy, normal or hard`);
  const rules = runtime.rules;
  const own = rules.playerView(view, side);
  if (rules.isOver(own)) throw new Error('the game is over: the computer has nothing to choose');
  if (!rules.actors(own).includes(side)) throw new Error(`player ${side + 1} is not asked to act now`);
  return search(runtime, own, side, level, seed, opts);
}
