// Dice. Every roll comes from a DiceSource: seeded (pure-rand's xoroshiro128+, whose state is
// kept in the match state) in play, scripted in tests; never an unseeded source.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export interface DiceSource {
  /** A die with `sides` faces: 1..sides. */
  roll(sides: number): number;
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
