import { describe, expect, it } from 'vitest';
import { randomPositions, refusedChoices } from '../../core/ai/testkit';
import { evaluate } from './ai';
import { rankedRuntime } from './runtime';
import type { RkState } from './types';

describe('the Rank and Flank computer opponent', () => {
  it('never chooses an action the rules refuse, in 1,000 random positions', () => {
    const positions = randomPositions(rankedRuntime, ['pitched', 'bridge'], 1000, 1);
    expect(positions).toHaveLength(1000);
    expect(refusedChoices(rankedRuntime, positions, 12)).toEqual([]);
  }, 120_000);

  it('RK-GAP-7 counts an enemy regiment fleeing in its favour', () => {
    const s = rankedRuntime.rules.setup(rankedRuntime.scenario('pitched')!, {}, 1, ['A', 'B']);
    const i = s.regiments.findIndex((r) => r.side === 1);
    const fled: RkState = { ...s, regiments: s.regiments.map((r, k) => (k === i ? { ...r, fleeing: true } : r)) };
    expect(evaluate(fled, 0)).toBeGreaterThan(evaluate(s, 0) + 5);
    expect(evaluate(fled, 1)).toBeLessThan(evaluate(s, 1) - 5);
  });
});
