import { describe, expect, it } from 'vitest';
import { scriptedDice, type DiceSource } from '../../core/dice';
import {
  WOUND_CHART,
  formatWoundNeed,
  needsSecondDie,
  woundEntry,
  woundChance,
  woundRoll,
  woundSucceeds,
  type WoundEntry,
  type WoundNeed,
} from './woundChart';

/** Rolls one strike the way the table does: a d6, and a second d6 only for a 6 on "6/x". */
function rollStrike(need: WoundNeed | null, dice: DiceSource): boolean {
  if (need === null) return false;
  const first = dice.roll(6);
  const second = needsSecondDie(need, first) ? dice.roll(6) : undefined;
  return woundSucceeds(need, first, second);
}

/** Difficulty rank of an entry: 3+ easiest ... "-" impossible. */
const RANK: Record<string, number> = { 3: 0, 4: 1, 5: 2, 6: 3, '6/4': 4, '6/5': 5, '6/6': 6, '-': 7 };
const rank = (e: WoundEntry): number => RANK[String(e)]!;

describe('wound chart', () => {
  it('OW-8 the chance of a wound: a 5+ is 1 in 3, a 6/4 a six then a 4+ (1 in 12), a "-" none; the same as rolling every face', () => {
    expect(woundChance({ first: 5, second: null })).toBeCloseTo(1 / 3, 12);
    expect(woundChance({ first: 6, second: 4 })).toBeCloseTo(1 / 12, 12);
    expect(woundChance(null)).toBe(0);
    for (const row of [1, 3, 5, 8, 10]) {
      for (const grit of [1, 4, 7, 10]) {
        const need = woundRoll(row, grit);
        let ok = 0;
        for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (woundSucceeds(need, a, needsSecondDie(need, a) ? b : undefined)) ok++;
        expect(woundChance(need)).toBeCloseTo(ok / 36, 12);
      }
    }
  });

  it('OW-7 Strength 3 against Grit 4 needs a 5', () => {
    expect(woundEntry(3, 4)).toBe(5);
    expect(woundRoll(3, 4)).toEqual({ first: 5, second: null });
  });

  it('OW-7 the chart has 10 rows of 10 entries and its corners match the table', () => {
    expect(WOUND_CHART).toHaveLength(10);
    for (const row of WOUND_CHART) expect(row).toHaveLength(10);
    expect(woundEntry(1, 1)).toBe(4);
    expect(woundEntry(1, 10)).toBe('-');
    expect(woundEntry(10, 1)).toBe(3);
    expect(woundEntry(10, 10)).toBe(4);
  });

  it('OW-7 spot checks across the chart', () => {
    const cases: [number, number, WoundEntry][] = [
      [1, 2, 5], [1, 5, 6], [1, 6, '6/4'], [1, 7, '6/5'], [1, 8, '6/6'], [1, 9, '-'],
      [2, 1, 4], [2, 7, '6/4'], [2, 9, '6/6'], [2, 10, '-'],
      [3, 1, 3], [3, 6, 6], [3, 8, '6/4'], [3, 10, '6/6'],
      [4, 3, 4], [4, 5, 5], [4, 9, '6/4'], [4, 10, '6/5'],
      [5, 4, 4], [5, 8, 6], [5, 10, '6/4'],
      [6, 5, 4], [6, 10, 6], [7, 8, 5], [8, 10, 5], [9, 8, 4], [9, 10, 5], [10, 9, 4],
    ];
    for (const [s, g, e] of cases) expect([s, g, woundEntry(s, g)]).toEqual([s, g, e]);
  });

  it('OW-7 equal Strength and Grit always needs a 4', () => {
    for (let v = 1; v <= 10; v++) expect(woundEntry(v, v)).toBe(4);
  });

  it('OW-7 more Grit is never easier and more Strength is never harder', () => {
    for (let s = 1; s <= 10; s++) {
      for (let g = 1; g <= 10; g++) {
        if (g < 10) expect(rank(woundEntry(s, g + 1))).toBeGreaterThanOrEqual(rank(woundEntry(s, g)));
        if (s < 10) expect(rank(woundEntry(s + 1, g))).toBeLessThanOrEqual(rank(woundEntry(s, g)));
      }
    }
  });

  it('OW-7 Strength and Grit outside 1-10 clamp to the edge of the chart', () => {
    expect(woundRoll(12, 4)).toEqual(woundRoll(10, 4));
    expect(woundRoll(0, 1)).toEqual(woundRoll(1, 1));
    expect(woundRoll(-3, 11)).toBeNull(); // S1 against G10
    expect(woundRoll(3, 0)).toEqual({ first: 3, second: null });
  });

  it('OW-8 a 6/4 needs a six, then a 4+', () => {
    const need = woundRoll(1, 6);
    expect(need).toEqual({ first: 6, second: 4 });
    expect(woundSucceeds(need, 6, 4)).toBe(true);
    expect(woundSucceeds(need, 6, 6)).toBe(true);
    expect(woundSucceeds(need, 6, 3)).toBe(false);
    expect(woundSucceeds(need, 5, 6)).toBe(false);
    expect(woundSucceeds(need, 6)).toBe(false);
    expect(needsSecondDie(need, 6)).toBe(true);
    expect(needsSecondDie(need, 5)).toBe(false);
  });

  it('OW-8 a 6/x strike rolls the second die only after a six (scripted dice)', () => {
    const need = woundRoll(2, 8); // 6/5
    const hit = scriptedDice([6, 5]);
    expect(rollStrike(need, hit)).toBe(true);
    expect(hit.used()).toBe(2);
    const low = scriptedDice([6, 4]);
    expect(rollStrike(need, low)).toBe(false);
    const miss = scriptedDice([5]);
    expect(rollStrike(need, miss)).toBe(false);
    expect(miss.used()).toBe(1);
  });

  it('OW-8 "-" cannot wound', () => {
    expect(woundRoll(1, 9)).toBeNull();
    expect(woundSucceeds(null, 6, 6)).toBe(false);
    expect(needsSecondDie(null, 6)).toBe(false);
    expect(formatWoundNeed(null)).toBe('-');
  });

  it('OW-7 a single-roll entry wounds on its number or more', () => {
    const need = woundRoll(3, 4); // 5+
    expect(woundSucceeds(need, 5)).toBe(true);
    expect(woundSucceeds(need, 4)).toBe(false);
    expect(needsSecondDie(need, 6)).toBe(false);
    expect(formatWoundNeed(need)).toBe('5+');
    expect(formatWoundNeed(woundRoll(3, 9))).toBe('6/5');
  });
});
