import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../core/ai/choose';
import { actionsOf } from '../../core/ai/search';
import { randomPositions, refusedChoices, secretChoices } from '../../core/ai/testkit';
import { evaluate } from './ai';
import { roninComputer } from './computer';
import type { RoState } from './types';

const SCENARIOS = ['village', 'bridge', 'night-raid'];

describe('the Ronin computer opponent', () => {
  it('never chooses an action the rules refuse, in 1,000 random positions', () => {
    const positions = randomPositions(roninComputer, SCENARIOS, 1000, 1);
    expect(positions).toHaveLength(1000);
    expect(refusedChoices(roninComputer, positions, 8)).toEqual([]);
  }, 120_000);

  it('RO-12 splits its pool the same way whatever the other player has split in secret', () => {
    const found = secretChoices(roninComputer, randomPositions(roninComputer, SCENARIOS, 1200, 1), 24, 2);
    expect(found.length).toBeGreaterThan(0);
    for (const [a, b] of found) {
      expect(a!.versus[0]).not.toEqual(a!.versus[1]);
      expect(a!.mine).toMatchObject({ type: 'split' });
      expect(b!.mine).toEqual(a!.mine);
    }
  }, 120_000);

  it('RO-12 weighs each pool split by the fight the rules then play out, not by the order the splits are listed', () => {
    const positions = randomPositions(roninComputer, SCENARIOS, 600, 1).slice(250);
    const picked: number[] = [];
    for (const { state, side } of positions) {
      const view = roninComputer.rules.playerView(state, side);
      const splits = actionsOf(roninComputer.rules, view, side).filter((a) => a.type === 'split');
      if (splits.length < 3) continue;
      const { action } = chooseAction(roninComputer, view, side, 'normal', 1, {});
      // Each split's fights (the other side's split unknown), as the computer counts them.
      const worth = splits.map((a) => roninComputer.ai.secret!(view, a, 15_000)!.reduce((t, o) => t + o.p * evaluate(o.state, side), 0));
      const i = splits.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
      expect(worth[i]!).toBeGreaterThan(Math.max(...worth) - 1);
      picked.push(i);
      if (picked.length === 6) break;
    }
    expect(picked).toHaveLength(6);
    // Before, every split weighed the same (nothing is rolled until both are in) and the first listed, all Attack, was taken.
    expect(picked.some((i) => i > 0)).toBe(true);
  }, 120_000);

  it('RO-GAP-6 counts an enemy fighter down in its favour', () => {
    const s = roninComputer.rules.setup(roninComputer.scenario('village')!, {}, 1, ['A', 'B']);
    const i = s.fighters.findIndex((f) => f.side === 1);
    const down: RoState = { ...s, fighters: s.fighters.map((f, k) => (k === i ? { ...f, wound: 3 } : f)) };
    expect(evaluate(down, 0)).toBeGreaterThan(evaluate(s, 0) + 5);
    expect(evaluate(down, 1)).toBeLessThan(evaluate(s, 1) - 5);
  });
});
