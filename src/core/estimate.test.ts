import { describe, expect, it } from 'vitest';
import { rollPool, type DiceSource } from './dice';
import { chanceOf, enumerate, type Resolver } from './enumerate';
import { estimate } from './estimate';
import { RuleError, type GameEvent } from './ruleset';
import { runSteps, type StepHandlers } from './steps';

// A toy game: attacks hit on 5+ with the best of their dice, each hit saved on 4+; a player is
// asked after the first attack whether to press on (the policy's first answer is refused by the
// rules, its second taken); a `tail` step rolls once more after everything the odds read.
type St = { t: 'attack'; dice: number } | { t: 'save' } | { t: 'ask' } | { t: 'tail' };
interface Toy { queue: St[]; pending: null | { ask: true }; hits: number; saved: number; tail: number }
type ToyAction = { type: 'go' | 'bad' | 'press' | 'nonsense' };
const handlers: StepHandlers<Toy, St> = {
  attack: (s, step, dice, events) => {
    if (rollPool(dice, step.dice, 6, 'highest').kept >= 5) {
      s.hits++;
      events.push({ type: 'hit' });
      s.queue.unshift({ t: 'save' });
    }
  },
  save: (s, _step, dice, events) => {
    if (dice.roll(6) >= 4) s.saved++;
    else events.push({ type: 'wound' });
  },
  ask: (s) => {
    s.pending = { ask: true };
  },
  tail: (s, _step, dice) => {
    s.tail += dice.roll(6);
  },
};
const copy = (s: Toy): Toy => ({ ...s, queue: s.queue.map((x) => ({ ...x })) });
const run = (s: Toy, dice: DiceSource) => {
  const events: GameEvent[] = [];
  runSteps(s, handlers, dice, events, () => false);
  return { state: s, events };
};
const toy: Resolver<Toy, ToyAction> = {
  apply: (s, a, dice) => {
    if (a.type === 'bad' || (a.type === 'nonsense' && s.pending)) throw new RuleError(a.type);
    const next = copy(s);
    if (a.type === 'press') next.pending = null;
    return run(next, dice);
  },
  resume: (s, dice) => run(copy(s), dice),
  decide: (s) => (s.pending ? [{ type: 'nonsense' }, { type: 'press' }] : []),
  flags: (events) => events.flatMap((e) => (e.type === 'hit' ? ['hit'] : e.type === 'wound' ? ['wound'] : [])),
  key: (s) => `${s.hits}|${s.saved}|${s.tail}|${s.queue.map((q) => q.t).join()}|${s.pending ? 'p' : ''}`,
  settled: (s) => s.queue.every((q) => q.t === 'tail'),
};
const start = (): Toy => ({ queue: [{ t: 'attack', dice: 3 }, { t: 'ask' }, { t: 'attack', dice: 1 }, { t: 'tail' }], pending: null, hits: 0, saved: 0, tail: 0 });

describe('Estimated odds from seeded runs of the rules', () => {
  it('agrees with the exact enumeration within 0.03 on every outcome line of a small case (4,000 runs)', () => {
    const exact = enumerate(toy, start(), { type: 'go' });
    const { outcomes, runs } = estimate(toy, start(), { type: 'go' }, { runs: 4000, seed: 7 });
    expect(runs).toBe(4000);
    expect(chanceOf(outcomes, () => true)).toBeCloseTo(1, 12);
    const tests: ((o: (typeof outcomes)[number]) => boolean)[] = [
      (o) => o.flags.has('hit'),
      (o) => o.flags.has('wound'),
      (o) => o.state.hits === 2,
      (o) => o.state.hits === 0,
      (o) => o.state.saved === 2,
      (o) => o.state.hits === 1 && o.state.saved === 0,
    ];
    for (const t of tests) expect(Math.abs(chanceOf(outcomes, t) - chanceOf(exact, t))).toBeLessThan(0.03);
    // The policy's refused answer was passed over for the next, as the enumeration does.
    expect(outcomes.every((o) => !o.state.pending)).toBe(true);
  });

  it('stops where the odds are settled, as the enumeration does: what rolls after is not run', () => {
    const { outcomes } = estimate(toy, start(), { type: 'go' }, { runs: 200 });
    expect(outcomes.every((o) => o.state.tail === 0 && o.state.queue.length === 1)).toBe(true);
  });

  it('the same seed gives the same estimate; another seed may differ', () => {
    const a = estimate(toy, start(), { type: 'go' }, { runs: 500, seed: 3 });
    const b = estimate(toy, start(), { type: 'go' }, { runs: 500, seed: 3 });
    expect(a.outcomes.map((o) => o.p)).toEqual(b.outcomes.map((o) => o.p));
  });

  it('a refused action throws the rules\' refusal; a time budget stops early with the runs made', () => {
    expect(() => estimate(toy, start(), { type: 'bad' })).toThrow(RuleError);
    const { runs, outcomes } = estimate(toy, start(), { type: 'go' }, { runs: 1000, enough: (n) => n >= 120 });
    expect(runs).toBe(120);
    expect(chanceOf(outcomes, () => true)).toBeCloseTo(1, 12);
  });

  it('what the resolution does before its first die is run once, not once a run, and the estimate is the same as running it every time', () => {
    // An `ask` first (a policy's answer, no die), then the toy's dice; the ask step's runs are counted.
    let asks = 0;
    const counting: Resolver<Toy, ToyAction> = {
      ...toy,
      resume: (s, dice) => {
        if (s.queue[0]?.t === 'ask') asks++;
        return toy.resume(s, dice);
      },
    };
    const asked = (): Toy => ({ ...start(), queue: [{ t: 'ask' }, ...start().queue] });
    const once = estimate(counting, asked(), null, { runs: 500, seed: 4 });
    expect(asks).toBe(1);
    // The same runs from the start each time (the ask's answer first): the same counts.
    const each = estimate(toy, { ...asked(), queue: asked().queue.slice(1) }, null, { runs: 500, seed: 4 });
    expect(once.outcomes.map((o) => [o.p, o.state.hits, o.state.saved])).toEqual(each.outcomes.map((o) => [o.p, o.state.hits, o.state.saved]));
  });
});
