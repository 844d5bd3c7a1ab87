import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../core/dice';
import { twoDice } from './testkit';
import { breakTarget, combatResult, fullRanks, rankBonus, rollBreakTest, sideScore, unitLeadership, type BreakInput, type SideInput } from './result';

const NONE: SideInput = { wounds: 0, overkill: 0, ranks: 0, standard: false, bsb: false, charge: false, flank: false, rear: false, musician: false };
const side = (x: Partial<SideInput>): SideInput => ({ ...NONE, ...x });
const TEST: BreakInput = { ld: 8, diff: 3, steadfast: false, stubborn: false, holdYourGround: false };

describe('Combat result', () => {
  it('RK-GAP-4 a full rank holds 5 models; +1 per full rank behind the first, at most +3', () => {
    expect(fullRanks(20, 5)).toBe(4);
    expect(fullRanks(14, 5)).toBe(2); // the third rank holds 4
    expect(fullRanks(17, 6)).toBe(3); // 6 + 6 + 5: the last counts too
    expect(fullRanks(16, 6)).toBe(2); // 6 + 6 + 4
    expect(fullRanks(12, 4)).toBe(0); // four wide: no rank is full
    expect(rankBonus(10, 5)).toBe(1);
    expect(rankBonus(5, 5)).toBe(0);
    expect(rankBonus(40, 5)).toBe(3);
  });

  it('RK-GAP-4 wounds, ranks, standard, Battle Standard, charge, flank +1 and rear +2 add up', () => {
    const s = sideScore(side({ wounds: 2, ranks: 2, standard: true, bsb: true, charge: true, flank: true, rear: true }));
    expect(s.total).toBe(2 + 2 + 1 + 1 + 1 + 1 + 2);
    expect(sideScore(side({ rear: true })).rear).toBe(2);
    expect(sideScore(side({ ranks: 5 })).ranks).toBe(3);
  });

  it('RK-17 wounds caused in a duel beyond what was needed to kill count to the result, up to +3', () => {
    expect(sideScore(side({ wounds: 1, overkill: 2 })).total).toBe(3);
    expect(sideScore(side({ wounds: 1, overkill: 5 })).total).toBe(4);
    expect(sideScore(side({ wounds: 1, overkill: 5 })).overkill).toBe(3);
  });

  it('RK-GAP-4 the higher total wins by the difference; a tie is a draw', () => {
    const r = combatResult(side({ wounds: 3, charge: true }), side({ wounds: 1, ranks: 1 }));
    expect(r).toMatchObject({ winner: 0, diff: 2, musician: false });
    expect(combatResult(side({ wounds: 1 }), side({ wounds: 4 }))).toMatchObject({ winner: 1, diff: 3 });
    expect(combatResult(side({ wounds: 2 }), side({ wounds: 2 }))).toMatchObject({ winner: null, diff: 0 });
  });

  it('RK-GAP-4 a musician wins a tie by 1 when the enemy has none', () => {
    expect(combatResult(side({ wounds: 2 }), side({ wounds: 2, musician: true }))).toMatchObject({ winner: 1, diff: 1, musician: true });
    expect(combatResult(side({ wounds: 2, musician: true }), side({ wounds: 2, musician: true }))).toMatchObject({ winner: null, diff: 0 });
    // A musician does not matter when the totals differ.
    expect(combatResult(side({ wounds: 3 }), side({ wounds: 2, musician: true }))).toMatchObject({ winner: 0, diff: 1, musician: false });
  });
});

describe('Break tests', () => {
  it('RK-GAP-4 the loser tests Leadership minus the difference on 2d6 (at or under passes)', () => {
    expect(breakTarget(TEST)).toBe(5);
    expect(rollBreakTest(scriptedDice([twoDice(2, 3)]), TEST)).toMatchObject({ passed: true, totals: [5], target: 5 });
    expect(rollBreakTest(scriptedDice([twoDice(3, 3)]), TEST)).toMatchObject({ passed: false, totals: [6] });
  });

  it('RK-GAP-4 Steadfast (more ranks than each enemy) and Stubborn test on unmodified Leadership', () => {
    expect(breakTarget({ ...TEST, steadfast: true })).toBe(8);
    expect(breakTarget({ ...TEST, stubborn: true })).toBe(8);
    expect(rollBreakTest(scriptedDice([twoDice(4, 4)]), { ...TEST, steadfast: true }).passed).toBe(true);
  });

  it('RK-GAP-4 Hold Your Ground rolls a failed break test again, once', () => {
    const dice = scriptedDice([twoDice(6, 6), twoDice(1, 2)]);
    expect(rollBreakTest(dice, { ...TEST, holdYourGround: true })).toMatchObject({ passed: true, totals: [12, 3] });
    expect(dice.used()).toBe(2);
    const pass = scriptedDice([twoDice(1, 1), twoDice(6, 6)]);
    rollBreakTest(pass, { ...TEST, holdYourGround: true });
    expect(pass.used()).toBe(1); // a pass is not rolled again
    expect(rollBreakTest(scriptedDice([twoDice(6, 6), twoDice(5, 6)]), { ...TEST, holdYourGround: true }).passed).toBe(false);
  });

  it('RK-13 a refused character has Leadership 0: its unit tests on the best of the others', () => {
    expect(unitLeadership(7, [{ ld: 9, refused: false }])).toBe(9);
    expect(unitLeadership(7, [{ ld: 9, refused: true }])).toBe(7);
    expect(unitLeadership(0, [{ ld: 9, refused: true }])).toBe(0);
  });
});
