import { describe, expect, it } from 'vitest';
import { randomPositions, refusedChoices } from '../../core/ai/testkit';
import { evaluate } from './ai';
import { firepowerRuntime } from './runtime';
import type { FPState } from './types';

describe('the Firepower computer opponent', () => {
  it('never chooses an action the rules refuse, in 1,000 random positions', () => {
    const positions = randomPositions(firepowerRuntime, ['meeting', 'hill'], 1000, 2);
    expect(positions).toHaveLength(1000);
    expect(refusedChoices(firepowerRuntime, positions, 16)).toEqual([]);
  }, 120_000);

  it('FP-GAP-5 counts an enemy soldier dead in its favour, and holding the hill near the last turn', () => {
    const s = firepowerRuntime.rules.setup(firepowerRuntime.scenario('hill')!, {}, 1, ['A', 'B']);
    const enemy = s.order.find((id) => s.soldiers[id]!.side === 1)!;
    const dead: FPState = { ...s, soldiers: { ...s.soldiers, [enemy]: { ...s.soldiers[enemy]!, status: 'dead' } } };
    expect(evaluate(dead, 0)).toBeGreaterThan(evaluate(s, 0) + 5);
    // A Red soldier (the side attacking the hill) off the hill, moved onto it in the last turn.
    const late = { ...s, turn: s.lastTurn };
    const hill = late.objective!.hexes;
    const mine = s.order.find((id) => s.soldiers[id]!.side === 1 && !hill.some((h) => h.q === s.soldiers[id]!.pos.q && h.r === s.soldiers[id]!.pos.r))!;
    const onHill: FPState = { ...late, soldiers: { ...late.soldiers, [mine]: { ...late.soldiers[mine]!, pos: late.objective!.hexes[0]! } } };
    expect(evaluate(onHill, 1)).toBeGreaterThan(evaluate(late, 1) + 1);
  });
});
