// Estimated odds from the rules themselves, for when the exact enumeration (enumerate.ts) has more
// branches than its budget: the action is resolved by the same resolver (the system's own `apply`,
// the same policy for the decisions met on the way, the same stop once the odds are `settled`)
// many times with seeded dice, and each way it ended is counted. The result has the shape of
// `enumerate`'s, with frequencies for probabilities, so the same odds lines read it.
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

/** Thrown at a step boundary once the odds are settled: the run ends there, as the enumeration would. */
class Settled {
  constructor(readonly state: unknown, readonly events: readonly GameEvent[]) {}
}

/**
 * Seeded dice that stop the run at a step boundary whose state is settled; as in the enumeration,
 * the first boundary of an apply or a resume (where it starts) is not one of them.
 */
function stoppingDice(dice: DiceSource, settled: ((s: never) => boolean) | undefined): DiceSource {
  let started = false;
  return {
    roll: (sides) => dice.roll(sides),
    boundary(state, events) {
      if (started && settled?.(state as never)) throw new Settled(state, [...(events as GameEvent[])]);
      started = true;
    },
  };
}

/**
 * Resolves `action` in `start` (or, with null, the steps queued in `start`) `runs` times with
 * seeded dice, answering decisions by the resolver's policy, and counts each way it ended (merged
 * by the resolver's key and the outcome flags). Throws RuleError when the rules refuse the action.
 */
export function estimate<S, A>(resolver: Resolver<S, A>, start: S, action: A | null, opts: EstimateOptions = {}): Estimate<S> {
  const runs = Math.max(1, Math.trunc(opts.runs ?? 2000));
  const keyOf = resolver.key ? (s: S) => resolver.key!(s, start) : (s: S) => JSON.stringify(s);
  const dice = seededDice(initialRngState(opts.seed ?? 1));
  const settled = resolver.settled as ((s: never) => boolean) | undefined;
  const counts = new Map<string, Outcome<S>>();
  let done = 0;

  /** One step of the resolution: the state and events it reached, and whether it stopped there. */
  const step = (state: S, act: A | null): { state: S; events: readonly GameEvent[]; stopped: boolean } => {
    const stopping = stoppingDice(dice, settled);
    try {
      const r = act === null ? resolver.resume(state, stopping) : resolver.apply(state, act, stopping);
      return { ...r, stopped: false };
    } catch (e) {
      if (e instanceof Settled) return { state: e.state as S, events: e.events, stopped: true };
      throw e;
    }
  };

  while (done < runs) {
    let r = step(start, action);
    const flags = new Set(resolver.flags(r.events));
    // The policy's answers, first accepted taken, until the resolution ends or is settled.
    while (!r.stopped) {
      const answers = resolver.decide(r.state);
      let next: typeof r | null = null;
      for (const a of answers) {
        try {
          next = step(r.state, a);
          break;
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
        }
      }
      if (!next) break;
      r = next;
      for (const f of resolver.flags(r.events)) flags.add(f);
    }
    done++;
    const k = `${[...flags].sort().join(',')}|${keyOf(r.state)}`;
    const had = counts.get(k);
    if (had) had.p += 1;
    else counts.set(k, { state: r.state, p: 1, flags });
    if (opts.enough?.(done)) break;
  }
  const outcomes = [...counts.values()];
  for (const o of outcomes) o.p /= done;
  return { outcomes, runs: done };
}
