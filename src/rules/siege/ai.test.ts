import { describe, expect, it } from 'vitest';
import { randomPositions, refusedChoices } from '../../core/ai/testkit';
import { evaluate } from './ai';
import { gateMiddle } from './castle';
import { siegeComputer } from './computer';
import type { SgState } from './types';

describe('the siege computer opponent', () => {
  it('never chooses an action the rules refuse, in 1,000 random positions', () => {
    const positions = randomPositions(siegeComputer, ['gate', 'keep'], 1000, 2);
    expect(positions).toHaveLength(1000);
    expect(refusedChoices(siegeComputer, positions, 16)).toEqual([]);
  }, 120_000);

  it('SG-GAP-3 counts a Defender destroyed, and an Attacker nearer the gate, in the Attacker\'s favour', () => {
    const s = siegeComputer.rules.setup(siegeComputer.scenario('gate')!, {}, 1, ['A', 'B']);
    const defender = s.units.findIndex((u) => u.side === 1 && u.kind === 'warrior');
    const fewer: SgState = { ...s, units: s.units.map((u, k) => (k === defender ? { ...u, alive: false } : u)) };
    expect(evaluate(fewer, 0)).toBeGreaterThan(evaluate(s, 0) + 5);
    const g = gateMiddle(s.castles[0]!);
    const attacker = s.units.findIndex((u) => u.side === 0 && u.kind === 'warrior');
    const nearer: SgState = { ...s, units: s.units.map((u, k) => (k === attacker ? { ...u, x: (u.x + g.x) / 2, y: (u.y + g.y) / 2 } : u)) };
    expect(evaluate(nearer, 0)).toBeGreaterThan(evaluate(s, 0));
  });
});
