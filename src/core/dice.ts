// Dice. Every roll comes from a DiceSource: seeded (pure-rand's xoroshiro128+, whose state is
// kept in the match state) in play, scripted in tests; never an unseeded source.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { powInt } from './exactMath';

export interface DiceSource {
  /** A die with `sides` faces: 1..sides. */
  roll(sides: number): number;
  /**
   * Optional: `n` dice of which the rules read only the highest or the lowest (see `rollPool`).
   * Only the odds enumerator (src/core/enumerate.ts) implements it, to branch on the kept die
   * alone; every other source rolls the dice one by one.
   */
  pool?(n: number, sides: number, keep: Keep): number[];
  /**
   * Optional: one die the rules read only through `judge` (see `rollJudged`): the enumerator
   * branches once per verdict, not once per face.
   */
  judged?(sides: number, judge: (face: number) => unknown): number;
  /** Optional: called by the step runner before each step (the enumerator's merge point). */
  boundary?(state: unknown, events: readonly unknown[]): void;
}

/** What the rules read of a pool: its highest die, its lowest, or the sum of its dice. */
export type Keep = 'highest' | 'lowest' | 'sum';

/**
 * `n` dice of `sides` faces, of which the rules read only `kept` (the highest, the lowest or the sum);
 * `rolls` are the dice to show. A seeded source rolls them one by one, as `n` calls of `roll`,
 * so a pool uses the generator exactly as single dice would. Rules code must not read anything
 * but `kept` from `rolls`: the enumerator returns one set of dice per kept value.
 */
export function rollPool(dice: DiceSource, n: number, sides: number, keep: Keep): { rolls: number[]; kept: number } {
  const count = Math.max(0, Math.trunc(n));
  const rolls = dice.pool ? dice.pool(count, sides, keep) : Array.from({ length: count }, () => dice.roll(sides));
  const kept = rolls.length === 0 ? 0 : keep === 'highest' ? Math.max(...rolls) : keep === 'lowest' ? Math.min(...rolls) : rolls.reduce((a, b) => a + b, 0);
  return { rolls, kept };
}

/**
 * One die of `sides` faces that the rules read only through `judge` (a hit "at or below 5", a
 * scatter or a dud): `roll` is the face to show, `verdict` what the rules use. Rules code must not
 * read anything but `verdict`: the enumerator returns one face per verdict.
 */
export function rollJudged<T>(dice: DiceSource, sides: number, judge: (face: number) => T): { roll: number; verdict: T } {
  const roll = dice.judged ? dice.judged(sides, judge) : dice.roll(sides);
  return { roll, verdict: judge(roll) };
}

/**
 * The chance that what the rules read of `n` dice with `sides` faces is exactly `k`: for the
 * highest, (k/s)^n - ((k-1)/s)^n; for the lowest, the mirror image; for the sum, by convolution.
 */
export function keptChance(n: number, sides: number, keep: Keep, k: number): number {
  if (n <= 0) return k === 0 ? 1 : 0;
  if (keep === 'sum') return sumDistribution(n, sides)[k] ?? 0;
  if (k < 1 || k > sides) return 0;
  const at = keep === 'highest' ? k : sides + 1 - k;
  return powInt(at / sides, n) - powInt((at - 1) / sides, n);
}

/** A seeded dice source; `state()` gives the generator state after the rolls made so far. */
export interface SeededDice extends DiceSource {
  state(): number[];
  count(): number;
}

export function initialRngState(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

export function seededDice(state: readonly number[]): SeededDice {
  const rng = xoroshiro128plusFromState(state);
  let n = 0;
  return {
    roll(sides) {
      n++;
      return uniformInt(rng, 1, sides);
    },
    state: () => [...rng.getState()],
    count: () => n,
  };
}

/** Dice that return the given values in order (tests). Throws when it runs out. */
export function scriptedDice(values: readonly number[]): DiceSource & { used(): number } {
  let i = 0;
  return {
    roll(sides) {
      if (i >= values.length) throw new Error(`scripted dice ran out after ${i} rolls`);
      const v = values[i++]!;
      if (v < 1 || v > sides) throw new Error(`scripted die ${v} is not a d${sides}`);
      return v;
    },
    used: () => i,
  };
}

/** Counts the rolls a source makes (to tell whether an action used dice). */
export function countingDice(inner: DiceSource): DiceSource & { count(): number } {
  let n = 0;
  return {
    roll(sides) {
      n++;
      return inner.roll(sides);
    },
    count: () => n,
  };
}

const sums = new Map<string, number[]>();

/** P(the sum of n dice with `sides` faces is k), indexed by k. */
function sumDistribution(n: number, sides: number): number[] {
  const key = `${n}d${sides}`;
  let dist = sums.get(key);
  if (!dist) {
    dist = [1];
    for (let i = 0; i < n; i++) {
      const next = new Array<number>(dist.length + sides).fill(0);
      dist.forEach((p, k) => {
        for (let f = 1; f <= sides; f++) next[k + f]! += p / sides;
      });
      dist = next;
    }
    sums.set(key, dist);
  }
  return dist;
}
