// A match's history as the app holds it: a snapshot of the state every `every` actions and the
// last state, with every action's events and dice flag and the turn after it. Any step is the
// nearest snapshot at or before it, replayed forward (at most every - 1 actions), so a long match
// is held without a state per action; the replay viewer steps forward from the step it showed.
import { ReplayError, step, type MatchRecord, type StepResult } from './match';
import { RuleError, type GameEvent, type Ruleset } from './ruleset';

/** Actions between two snapshots the match screen keeps. */
export const HISTORY_EVERY = 25;

export interface Checkpoints<S> {
  every: number;
  /** snapshots[k] follows k * every actions (snapshots[0] is the setup). */
  snapshots: S[];
  last: S;
  events: GameEvent[][];
  rolled: boolean[];
  /** The turn of the state after n actions (turns[0] is the setup's): the replay bar's turn marks. */
  turns: (number | null)[];
}

/** The turn a state is in (every system's state has `turn`), or null. */
export function turnOf(state: unknown): number | null {
  const t = (state as { turn?: unknown } | null)?.turn;
  return typeof t === 'number' ? t : null;
}

/** How many actions a history holds. */
export const historyLength = (h: Checkpoints<unknown>): number => h.rolled.length;

/** A history of the setup alone. */
export function startHistory<S>(setup: S, every = HISTORY_EVERY): Checkpoints<S> {
  return { every: Math.max(1, Math.floor(every)), snapshots: [setup], last: setup, events: [], rolled: [], turns: [turnOf(setup)] };
}

/** Adds one stepped action to `h` in place (for building a history one does not share yet). */
export function pushStep<S>(h: Checkpoints<S>, r: StepResult<S>): void {
  h.events.push(r.events);
  h.rolled.push(r.rolled);
  h.turns.push(turnOf(r.state));
  h.last = r.state;
  if (h.rolled.length % h.every === 0) h.snapshots.push(r.state);
}

/** A copy of `h` that pushStep may grow without changing `h`. */
export function copyHistory<S>(h: Checkpoints<S>): Checkpoints<S> {
  return { ...h, snapshots: [...h.snapshots], events: [...h.events], rolled: [...h.rolled], turns: [...h.turns] };
}

/** A new history: `h` with one more stepped action (`h` itself is left as it was). */
export function appended<S>(h: Checkpoints<S>, r: StepResult<S>): Checkpoints<S> {
  const next = copyHistory(h);
  pushStep(next, r);
  return next;
}

/** Replays a record keeping a snapshot every `every` actions. Throws ReplayError naming the first refused action. */
export function replayCheckpoints<S, A, Sc>(
  rules: Ruleset<S, A, Sc>,
  scenario: Sc,
  record: Pick<MatchRecord<A>, 'options' | 'seed' | 'actions' | 'players'>,
  every = HISTORY_EVERY,
): Checkpoints<S> {
  const out = startHistory(rules.setup(scenario, record.options as never, record.seed, record.players), every);
  record.actions.forEach((action, i) => {
    try {
      pushStep(out, step(rules, out.last, action));
    } catch (e) {
      throw new ReplayError(i, e instanceof RuleError || e instanceof Error ? e.message : String(e));
    }
  });
  return out;
}

/** The last state `stateAt` worked out for each history, to step forward from it. */
const lastSeen = new WeakMap<object, { n: number; state: unknown }>();

/**
 * The state after `n` of `actions`: replayed from the nearest snapshot at or before it, or from
 * the step asked for last time when that is nearer (the replay viewer playing forward).
 */
export function stateAt<S, A, Sc>(rules: Ruleset<S, A, Sc>, cp: Checkpoints<S>, actions: readonly A[], n: number): S {
  const at = Math.max(0, Math.min(historyLength(cp), actions.length, Math.floor(n)));
  if (at === historyLength(cp)) return cp.last;
  const snap = Math.min(Math.floor(at / cp.every), cp.snapshots.length - 1);
  let from = snap * cp.every;
  let state: S = cp.snapshots[snap] as S;
  const seen = lastSeen.get(cp);
  if (seen && seen.n <= at && seen.n >= from) [from, state] = [seen.n, seen.state as S];
  for (let i = from; i < at; i++) state = step(rules, state, actions[i]!).state;
  lastSeen.set(cp, { n: at, state });
  return state;
}

/** `h` cut back to its first `len` actions (an undo). */
export function truncated<S, A, Sc>(rules: Ruleset<S, A, Sc>, h: Checkpoints<S>, actions: readonly A[], len: number): Checkpoints<S> {
  const at = Math.max(0, Math.min(historyLength(h), Math.floor(len)));
  const last = stateAt(rules, h, actions, at);
  return {
    every: h.every,
    snapshots: h.snapshots.slice(0, Math.floor(at / h.every) + 1),
    last,
    events: h.events.slice(0, at),
    rolled: h.rolled.slice(0, at),
    turns: h.turns.slice(0, at + 1),
  };
}
