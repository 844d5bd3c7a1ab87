import { describe, expect, it } from 'vitest';
import { randomPositions, refusedChoices } from '../../core/ai/testkit';
import { evaluate, gateChance, GUARD, MAGIC } from './ai';
import { gateMiddle } from './castle';
import { siegeComputer } from './computer';
import { tableWith, type UnitSpec } from './testkit';
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

  // The 'gate' castle: the gate is the gap between the front walls at y = 6.25, x 5.5..6.5, half a
  // step deep each way; first-floor towers at x 3..4.5 and 7.5..9 (y 5.5..7).
  const att = (id: string, x: number, y: number): UnitSpec => ({ id, side: 0, x, y });

  it('SG-9 an Attacker\'s warriors a move from the gate take it next turn unless each fails the traps (1-3 on a d6): one 1/2, two 3/4; none from further', () => {
    const s = tableWith([att('a1', 6, 4.25), att('a2', 5, 4), att('a3', 6, 1), { id: 'd1', side: 1, x: 6, y: 8 }]);
    const them = (ids: string[]) => s.units.filter((u) => ids.includes(u.id));
    const gate = s.castles[0]!;
    expect(gateChance(s, them(['a1']), gate)).toBeCloseTo(1 / 2, 9);
    expect(gateChance(s, them(['a1', 'a2']), gate)).toBeCloseTo(3 / 4, 9);
    expect(gateChance(s, them(['a3']), gate)).toBe(0);
    // The Defender fears it as the Attacker hopes for it: a warrior stepping within a move of the gate.
    const far = tableWith([att('a1', 6, 3.5), { id: 'd1', side: 1, x: 6, y: 8 }]);
    const near = tableWith([att('a1', 6, 4.25), { id: 'd1', side: 1, x: 6, y: 8 }]);
    expect(evaluate(near, 1) - evaluate(far, 1)).toBeLessThan(-30);
    expect(evaluate(near, 0) - evaluate(far, 0)).toBeGreaterThan(30);
  });

  it('SG-1 the Defender keeps his magic: a warrior on a tower scores more than the same warrior a step off it', () => {
    const on = tableWith([att('a1', 6, 1), { id: 'd1', side: 1, x: 3.75, y: 6.25 }]);
    const off = tableWith([att('a1', 6, 1), { id: 'd1', side: 1, x: 3.75, y: 7.75 }]);
    expect(MAGIC).toBe(3);
    expect(evaluate(on, 1) - evaluate(off, 1)).toBeGreaterThan(2.5);
  });

  it('SG-GAP-3 the Defender of a single fortress guards its gate: a warrior a step nearer it scores more, even a step from the nearest attacker', () => {
    // The attacker stands to the side (x 11, y 9): stepping from the yard's back towards the gate
    // takes d1 further from him.
    const back = tableWith([att('a1', 11, 9), { id: 'd1', side: 1, x: 6, y: 8.5 }]);
    const nearer = tableWith([att('a1', 11, 9), { id: 'd1', side: 1, x: 6, y: 7.5 }]);
    expect(GUARD).toBe(0.5);
    expect(evaluate(nearer, 1) - evaluate(back, 1)).toBeGreaterThan(0.35);
  });
});
