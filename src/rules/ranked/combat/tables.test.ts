import { describe, expect, it } from 'vitest';
import { armourSave, chanceToMake, makes, toHit, toWound } from './tables';

describe('Close-combat tables', () => {
  it.each([
    // [attacker WS, defender WS, score]
    [4, 3, 3], [5, 1, 3], [10, 9, 3],
    [3, 3, 4], [3, 4, 4], [3, 6, 4], [1, 2, 4], [5, 10, 4],
    [3, 7, 5], [1, 3, 5], [2, 5, 5], [4, 9, 5],
  ])('RK-GAP-3 to hit: WS %i against WS %i needs %i+', (a, d, need) => {
    expect(toHit(a, d)).toBe(need);
  });

  it.each([
    // [S, T, score]
    [3, 3, 4], [4, 3, 3], [5, 3, 2], [7, 3, 2], [3, 4, 5], [3, 5, 6], [2, 6, 6], [1, 10, 6],
  ])('RK-GAP-3 to wound: S %i against T %i needs %i+', (s, t, need) => {
    expect(toWound(s, t)).toBe(need);
  });

  it.each([
    // [armour, shield, S, score or null]
    [5, false, 3, 5], [5, true, 3, 4], [5, true, 4, 5], [4, false, 5, 6], [4, false, 6, null],
    [6, false, 3, 6], [6, false, 4, null], [null, true, 3, 6], [null, true, 4, null], [null, false, 1, null],
    [3, true, 2, 2], [2, true, 3, 2],
  ] as const)('RK-GAP-3 armour save: armour %s, shield %s, against S %i needs %s', (armour, shield, s, need) => {
    expect(armourSave(armour, shield, s)).toBe(need);
  });

  it('RK-GAP-3 a roll of 1 always fails and the chance counts the faces that make the score', () => {
    expect(makes(2)(1)).toBe(false);
    expect(makes(2)(2)).toBe(true);
    expect(makes(null)(6)).toBe(false);
    expect(chanceToMake(4)).toBeCloseTo(0.5, 12);
    expect(chanceToMake(2)).toBeCloseTo(5 / 6, 12);
    expect(chanceToMake(null)).toBe(0);
  });
});
