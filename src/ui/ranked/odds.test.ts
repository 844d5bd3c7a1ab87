import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../i18n';
import { battle, combat, FACE_A, FACE_B, regiment } from '../../rules/ranked/combat/testkit';
import type { RkState } from '../../rules/ranked/types';
import { chanceLabel, estimateStep, percentLabel } from './odds';
import { FIRST, firstPreviews, isEstimated, quickPreviews } from './oddsBudget';

const s: RkState = battle([regiment({ id: 'a1', models: 10, files: 5, ...FACE_A }), regiment({ id: 'b1', models: 10, files: 5, ...FACE_B })], [combat('c1', ['a1', 'b1'], ['a1'])]);
const exact = { key: 'breaks', p: 0.6317, rule: 'RK-GAP-4', params: { combat: 'c1', side: 1 } };
const estimated = { ...exact, params: { ...exact.params, estimated: 2000 } };

describe('The odds panel marks estimated odds', () => {
  it('RK-GAP-4 an estimated break line says it was estimated and over how many rounds, and reads "about" in whole percent; an exact one as it was (en, ru)', () => {
    expect(chanceLabel(s, 'en', estimated)).toBe('The horde breaks (estimated from 2,000 simulated rounds)');
    expect(percentLabel('en', estimated, formatPercent('en', estimated.p))).toBe('about 63%');
    expect(chanceLabel(s, 'ru', estimated)).toBe('Орда дрогнет (оценка по 2\u00a0000 разыгранным раундам)');
    expect(percentLabel('ru', estimated, formatPercent('ru', estimated.p))).toMatch(/^около 63\s%$/);
    expect(chanceLabel(s, 'en', exact)).toBe('The horde breaks');
    expect(percentLabel('en', exact, formatPercent('en', exact.p))).toBe('63.2%');
  });

  it('RK-GAP-4 a small combat\'s first odds are exact; past the quick budget they come estimated, over at least 200 rounds however slow the machine', () => {
    const fightIt = [{ type: 'fightCombat' as const, combat: 'c1' }];
    expect(isEstimated(quickPreviews(s, fightIt, () => 0)[0]!)).toBe(false);
    const big = battle([regiment({ id: 'a1', models: 30, files: 6, ...FACE_A }), regiment({ id: 'b1', models: 30, files: 6, ...FACE_B })], [combat('c1', ['a1', 'b1'], ['a1'])]);
    // A clock a second on at each look: the estimate's time is up at once, so it makes its least.
    let t = 0;
    const first = quickPreviews(big, fightIt, () => (t += 1000))[0]!;
    expect(isEstimated(first)).toBe(true);
    expect(first.chances.filter((c) => c.key === 'breaks').map((c) => c.params?.estimated)).toEqual([200, 200]);
  });

  it('RK-GAP-4 the first answer comes within a frame: a big combat\'s is a coarse estimate over the rounds that fit, at least 12', () => {
    const fightIt = [{ type: 'fightCombat' as const, combat: 'c1' }];
    const big = battle([regiment({ id: 'a1', models: 30, files: 6, ...FACE_A }), regiment({ id: 'b1', models: 30, files: 6, ...FACE_B })], [combat('c1', ['a1', 'b1'], ['a1'])]);
    let t = 0;
    const first = firstPreviews(big, fightIt, () => (t += 1000))[0]!;
    expect(first.chances.filter((c) => c.key === 'breaks').map((c) => c.params?.estimated)).toEqual([FIRST.minRuns, FIRST.minRuns]);
    // A small combat's first answer is exact, as the quick one is.
    expect(isEstimated(firstPreviews(s, fightIt, () => 0)[0]!)).toBe(false);
  });

  it('RK-GAP-4 an estimate is shown no finer than its spread: steps of 10% up to 25 rounds, of 5% up to 100, whole percent past that (en, ru)', () => {
    expect([20, 25, 26, 100, 101, 2000].map(estimateStep)).toEqual([10, 10, 5, 5, 1, 1]);
    const at = (p: number, runs: number, lang: 'en' | 'ru' = 'en') => percentLabel(lang, { ...exact, p, params: { ...exact.params, estimated: runs } }, formatPercent(lang, p));
    expect(at(0.33, 20)).toBe('about 30%');
    expect(at(0.33, 60)).toBe('about 35%');
    expect(at(0.33, 200)).toBe('about 33%');
    expect(at(0.02, 20)).toBe('about <10%');
    expect(at(0.97, 60)).toBe('about 95%');
    expect(at(0.98, 60)).toBe('about >95%');
    expect(at(0.004, 2000)).toBe('about <1%');
    // None of the rounds (or all): below (above) one step, not never (always).
    expect(at(0, 20)).toBe('about <10%');
    expect(at(1, 20)).toBe('about >90%');
    expect(at(0, 2000)).toBe('about <1%');
    expect(at(0.33, 60, 'ru')).toMatch(/^около 35\s%$/);
  });

  it('RK-GAP-4 the expected combat result reads as the chance a side wins it with both average scores (en, ru)', () => {
    const wins = { key: 'wins', p: 0.55, rule: 'RK-GAP-4', params: { combat: 'c1', side: 0, mine: 7.2, theirs: 5.5 } };
    expect(chanceLabel(s, 'en', wins)).toBe('The kingdom wins the combat (7.2 to 5.5 on average)');
    expect(chanceLabel(s, 'ru', wins)).toBe('Королевство выигрывает бой (в среднем 7,2 против 5,5)');
    const refused = { ...wins, key: 'winsIfRefused', params: { ...wins.params, side: 1, mine: 5.5, theirs: 7.2, estimated: 200 } };
    expect(chanceLabel(s, 'en', refused)).toBe('Refused: The horde wins the combat (5.5 to 7.2 on average) (estimated from 200 simulated rounds)');
  });
});
