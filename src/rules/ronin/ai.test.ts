import { describe, expect, it } from 'vitest';
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

  it('RO-GAP-6 counts an enemy fighter down in its favour', () => {
    const s = roninComputer.rules.setup(roninComputer.scenario('village')!, {}, 1, ['A', 'B']);
    const i = s.fighters.findIndex((f) => f.side === 1);
    const down: RoState = { ...s, fighters: s.fighters.map((f, k) => (k === i ? { ...f, wound: 3 } : f)) };
    expect(evaluate(down, 0)).toBeGreaterThan(evaluate(s, 0) + 5);
    expect(evaluate(down, 1)).toBeLessThan(evaluate(s, 1) - 5);
  });
});
