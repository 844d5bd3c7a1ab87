import { describe, expect, it } from 'vitest';
import { ranked } from './index';
import { rankedScenario } from './scenarios';
import { ev, play, tableWith } from './testkit';

describe('the turn', () => {
  it('RK-GAP-2 a player turn goes rally, charge, movement, shooting, combat, then the other player\'s turn', () => {
    const s = ranked.setup(rankedScenario('pitched')!, {}, 2, ['A', 'B']);
    expect(s.phase).toBe('charge');
    const r1 = play(s, [{ type: 'endPhase' }]);
    expect(r1.state.phase).toBe('move');
    // The crossbowmen have the horde in their front arc, 24" off (their range is 30").
    const shooting = play(r1.state, [{ type: 'endPhase' }]);
    expect(shooting.state.phase).toBe('shoot');
    expect(ranked.legalActions(shooting.state).some((a) => a.type === 'shoot' && a.unit === 'a3')).toBe(true);
    const r2 = play(shooting.state, [{ type: 'endPhase' }]);
    expect(r2.state.phase).toBe('combat');
    const r3 = play(r2.state, [{ type: 'endPhase' }]);
    expect(r3.state.active).toBe(1);
    expect(r3.state.turn).toBe(1);
    expect(r3.state.phase).toBe('charge');
    expect(ev(r3.events, 'turnStart')[0]!.params).toMatchObject({ turn: 1, side: 1 });
  });

  it('RK-GAP-2 a turn starts with the rally phase when the player has fleeing regiments', () => {
    const s = tableWith([
      { id: 'a1', side: 0, x: 20, y: 36 },
      { id: 'b1', side: 1, x: 20, y: 12, extra: { fleeing: true } },
      { id: 'b2', side: 1, x: 30, y: 12 },
    ], { phase: 'combat' });
    const { state } = play(s, [{ type: 'endPhase' }]);
    expect(state.active).toBe(1);
    expect(state.phase).toBe('rally');
    expect(ranked.legalActions(state)).toEqual([{ type: 'rally', unit: 'b1' }]);
  });

  it('RK-GAP-2 actions of the wrong phase or of the other player are refused', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 20, y: 36 }, { id: 'b1', side: 1, x: 20, y: 12 }], { phase: 'move' });
    expect(() => play(s, [{ type: 'forward', unit: 'b1', dist: 1 }])).toThrow(/not yours/);
    expect(() => play(s, [{ type: 'rally', unit: 'a1' }])).toThrow(/not asked/);
    expect(() => play(s, [{ type: 'forward', unit: 'zz', dist: 1 }])).toThrow(/no 'zz'/);
  });
});

describe('the combat phase', () => {
  it('RK-GAP-3 a charge that reaches its target is fought in the combat phase, and the turn ends only once every combat is fought', async () => {
    const { seededDice, initialRngState } = await import('../../core/dice');
    const s = tableWith([{ id: 'a1', side: 0, x: 20, y: 30 }, { id: 'a2', side: 0, x: 40, y: 40 }, { id: 'b1', side: 1, x: 20, y: 24 }, { id: 'b2', side: 1, x: 6, y: 8 }], { phase: 'charge' });
    let state = play(s, [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }, { type: 'endPhase' }, { type: 'endPhase' }]).state;
    expect(state.phase).toBe('combat');
    expect(() => play(state, [{ type: 'endPhase' }])).toThrow(/not over/);
    const fights = ranked.legalActions(state);
    expect(fights).toEqual([{ type: 'fightCombat', combat: state.combats[0]!.id }]);
    const dice = seededDice(initialRngState(7));
    for (let i = 0; i < 20 && state.phase === 'combat'; i++) {
      const legal = ranked.legalActions(state);
      state = ranked.apply(state, legal[legal.length - 1]!, dice).state;
    }
    expect(state.active === 1 || state.phase === 'over').toBe(true);
  });
});
