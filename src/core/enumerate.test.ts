import { describe, expect, it } from 'vitest';
import { initialRngState, keptChance, rollPool, scriptedDice, seededDice, type DiceSource, type Keep } from './dice';
import { chanceOf, enumerate, TooManyBranches, type Resolver } from './enumerate';
import { RuleError, type GameEvent } from './ruleset';
import { runSteps, type StepHandlers } from './steps';

/** Every roll of n dice with `sides` faces, counted. */
function counted(n: number, sides: number, keep: Keep): Map<number, number> {
  const out = new Map<number, number>();
  const total = sides ** n;
  for (let i = 0; i < total; i++) {
    const dice: number[] = [];
    for (let k = 0, x = i; k < n; k++, x = Math.floor(x / sides)) dice.push((x % sides) + 1);
    const v = keep === 'highest' ? Math.max(...dice) : keep === 'lowest' ? Math.min(...dice) : dice.reduce((a, b) => a + b, 0);
    out.set(v, (out.get(v) ?? 0) + 1 / total);
  }
  return out;
}

// A toy game: a queue of steps, each rolling; the state keeps only what the rules read.
type St = { t: 'attack'; dice: number } | { t: 'save' };
interface Toy { queue: St[]; pending: null | { ask: true }; hits: number; saved: number; stop?: boolean }
const handlers: StepHandlers<Toy, St> = {
  attack: (s, step, dice) => {
    if (rollPool(dice, step.dice, 6, 'highest').kept >= 5) {
      s.hits++;
      s.queue.unshift({ t: 'save' });
    }
  },
  save: (s, _step, dice) => {
    if (dice.roll(6) >= 4) s.saved++;
  },
};
const copy = (s: Toy): Toy => ({ ...s, queue: s.queue.map((x) => ({ ...x })) });
function toyResolver(counter: { runs: number }): Resolver<Toy, { type: 'go' | 'bad' }> {
  const run = (s: Toy, dice: DiceSource) => {
    counter.runs++;
    const events: GameEvent[] = [];
    runSteps(s, handlers, dice, events, (x) => !!x.stop);
    return { state: s, events };
  };
  return {
    apply: (s, a, dice) => {
      const code = a.type;
      if (code === 'bad') throw new RuleError(code);
      return run(copy(s), dice);
    },
    resume: (s, dice) => run(copy(s), dice),
    decide: () => [],
    flags: () => [],
  };
}
const start = (): Toy => ({ queue: [{ t: 'attack', dice: 3 }, { t: 'attack', dice: 1 }], pending: null, hits: 0, saved: 0 });

describe('Odds by enumerating the rules', () => {
  it('keptChance matches counting every roll for the highest, lowest and sum of up to 4 dice', () => {
    for (const keep of ['highest', 'lowest', 'sum'] as const) {
      for (const sides of [6, 10]) {
        for (let n = 1; n <= 4 && sides ** n <= 10_000; n++) {
          for (const [v, p] of counted(n, sides, keep)) expect(keptChance(n, sides, keep, v)).toBeCloseTo(p, 12);
          const top = keep === 'sum' ? n * sides : sides;
          let sum = 0;
          for (let v = 0; v <= top; v++) sum += keptChance(n, sides, keep, v);
          expect(sum).toBeCloseTo(1, 12);
        }
      }
    }
  });

  it('a pool from seeded dice is the same dice, in the same order, as rolling them one by one', () => {
    const a = seededDice(initialRngState(42));
    const b = seededDice(initialRngState(42));
    const pool = rollPool(a, 5, 10, 'lowest');
    const single = Array.from({ length: 5 }, () => b.roll(10));
    expect(pool.rolls).toEqual(single);
    expect(pool.kept).toBe(Math.min(...single));
    expect(a.state()).toEqual(b.state());
    expect(rollPool(scriptedDice([2, 5]), 2, 6, 'sum').kept).toBe(7);
  });

  it('every outcome with its exact chance: hits on 5+ with the best of 3 dice, then 1 die; each hit saved on 4+', () => {
    const counter = { runs: 0 };
    const out = enumerate(toyResolver(counter), start(), { type: 'go' });
    const p3 = 1 - (4 / 6) ** 3;
    const p1 = 2 / 6;
    expect(chanceOf(out, () => true)).toBeCloseTo(1, 12);
    expect(chanceOf(out, (o) => o.state.hits === 2)).toBeCloseTo(p3 * p1, 12);
    expect(chanceOf(out, (o) => o.state.hits === 0)).toBeCloseTo((1 - p3) * (1 - p1), 12);
    expect(chanceOf(out, (o) => o.state.saved === 2)).toBeCloseTo(p3 * p1 / 4, 12);
    // Merged at each step: far fewer runs than the 6^5 ways the five dice can fall.
    expect(counter.runs).toBeLessThan(80);
  });

  it('a refused action throws the rules\' refusal; past the budget it says so', () => {
    expect(() => enumerate(toyResolver({ runs: 0 }), start(), { type: 'bad' })).toThrow(RuleError);
    expect(() => enumerate(toyResolver({ runs: 0 }), start(), { type: 'go' }, { maxRuns: 5 })).toThrow(TooManyBranches);
  });

  it('a time limit gives the count up as the budget would, and only once it is reached', () => {
    let asked = 0;
    expect(() => enumerate(toyResolver({ runs: 0 }), start(), { type: 'go' }, { stop: () => ++asked >= 1 })).toThrow(TooManyBranches);
    expect(asked).toBe(1);
    expect(enumerate(toyResolver({ runs: 0 }), start(), { type: 'go' }, { stop: () => false }).length).toBeGreaterThan(0);
  });
});
