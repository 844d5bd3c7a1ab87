// Estimated odds from the rules themselves, for when the exact enumeration (enumerate.ts) has more
// branches than its budget: the action is resolved by the same resolver (the system's own `apply`,
// the same policy for the decisions met on the way, the same stop once the odds are `settled`)
// many times with seeded dice, and each way it ended is counted. The result has the shape of
// `enumerate`'s, with frequencies for probabilities, so the same odds lines read it.
//
// What the resolution does before its first die (a policy's answers, a challenge asked and
// declined, the first Initiative step) is the same in every run: it is run once, and every run
// starts where it ends. No die is drawn before that point, so the counts are those of running it
// every time.
import { initialRngState, seededDice, type DiceSource } from './dice';
import type { Outcome, Resolver } from './enumerate';
import { RuleError, type GameEvent } from './ruleset';

export interface EstimateOptions {
  /** How many resolutions to run (default 2,000). */
  runs?: number;
  /** The dice's seed: the same seed gives the same estimate (default 1). */
  seed?: number;
  /** Asked after each run: true stops early (a time budget); the runs made so far are counted. */
  enough?: (runsDone: number) => boolean;
}

/** Odds counted over simulated resolutions: `runs` made, each outcome's `p` its share of them. */
export interface Estimate<S> {
  outcomes: Outcome<S>[];
  runs: number;
}

/** Thrown at a step boundary: the run stops there (its state settled, or the probe's step done). */
class Stop {
  constructor(readonly state: unknown, readonly events: readonly GameEvent[], readonly settled: boolean) {}
}
/** Thrown by the probe's dice: the resolution rolls here, so runs part ways. */
class Rolls {}

/**
 * Dice that stop the run at a step boundary after the first (where an apply or a resume starts,
 * as in the enumeration) whose state is settled, or, for the probe (`every`), at any.
 */
function stoppingDice<S>(dice: DiceSource, resolver: Resolver<S, unknown>, every = false): DiceSource {
  let started = false;
  return {
    roll: (sides) => dice.roll(sides),
    boundary(state, events) {
      if (started) {
        const settled = !!resolver.settled?.(state as S);
        if (settled || every) throw new Stop(state, [...(events as GameEvent[])], settled);
      }
      started = true;
    },
  };
}

/** Where runs take up the resolution: a state, the answers to try there (or null: resume), the flags so far. */
interface Point<S, A> {
  state: S;
  acts: readonly A[] | null;
  flags: Set<string>;
  /** The start's own action: the rules' refusal of it is thrown, not passed over. */
  first: boolean;
  /** The resolution ends here (nothing rolls before it ends). */
  end: boolean;
}

/**
 * Resolves `action` in `start` (or, with null, the steps queued in `start`) `runs` times with
 * seeded dice, answering decisions by the resolver's policy, and counts each way it ended (merged
 * by the resolver's key and the outcome flags). Throws RuleError when the rules refuse the action.
 */
export function estimate<S, A>(resolver: Resolver<S, A>, start: S, action: A | null, opts: EstimateOptions = {}): Estimate<S> {
  const runs = Math.max(1, Math.trunc(opts.runs ?? 2000));
  const keyOf = resolver.key ? (s: S) => resolver.key!(s, start) : (s: S) => JSON.stringify(s);
  const seeded = seededDice(initialRngState(opts.seed ?? 1));
  const counts = new Map<string, Outcome<S>>();
  const count = (state: S, flags: ReadonlySet<string>, p: number) => {
    const k = `${[...flags].sort().join(',')}|${keyOf(state)}`;
    const had = counts.get(k);
    if (had) had.p += p;
    else counts.set(k, { state, p, flags: new Set(flags) });
  };
  const addFlags = (to: Set<string>, events: readonly GameEvent[]) => {
    for (const f of resolver.flags(events)) to.add(f);
  };

  /**
   * One apply (the answers in turn, the first the rules accept) or resume from `at` with `dice`:
   * where it got to, and the stop at a boundary if it stopped at one; `end` when it is settled, no
   * answer was accepted, or the policy has none left (the resolution ends there).
   */
  const stepFrom = (at: Point<S, A>, dice: () => DiceSource): Point<S, A> & { stop: Stop | null } => {
    const flags = new Set(at.flags);
    let done: { state: S; events: readonly GameEvent[] } | null = null;
    try {
      if (at.acts === null) done = resolver.resume(at.state, dice());
      else {
        for (const a of at.acts) {
          try {
            done = resolver.apply(at.state, a, dice());
            break;
          } catch (e) {
            if (at.first || !(e instanceof RuleError)) throw e;
          }
        }
      }
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      addFlags(flags, e.events);
      return { state: e.state as S, acts: null, flags, first: false, end: e.settled, stop: e };
    }
    if (!done) return { ...at, acts: null, flags, first: false, end: true, stop: null };
    addFlags(flags, done.events);
    const acts = resolver.decide(done.state);
    return { state: done.state, acts: acts.length ? acts : null, flags, first: false, end: !acts.length, stop: null };
  };

  /** Plays on from `at` until the resolution ends or stops at a boundary. */
  const play = (at: Point<S, A>, dice: () => DiceSource): Point<S, A> & { stop: Stop | null } => {
    let r = stepFrom(at, dice);
    while (!r.end && !r.stop) r = stepFrom(r, dice);
    return r;
  };

  // The start every run shares: played on, a step at a time, until a step rolls.
  const probeDice = () => stoppingDice({ roll: () => { throw new Rolls(); } }, resolver, true);
  let from: Point<S, A> = { state: start, acts: action === null ? null : [action], flags: new Set(), first: true, end: false };
  while (!from.end) {
    try {
      from = stepFrom(from, probeDice);
    } catch (e) {
      if (e instanceof Rolls) break;
      throw e;
    }
  }

  let done = 0;
  while (done < runs) {
    done++;
    const r = from.end ? from : play(from, () => stoppingDice(seeded, resolver));
    count(r.state, r.flags, 1);
    if (opts.enough?.(done)) break;
  }

  const outcomes = [...counts.values()];
  for (const o of outcomes) o.p /= done;
  return { outcomes, runs: done };
}
