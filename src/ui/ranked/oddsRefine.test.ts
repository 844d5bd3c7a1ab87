import { describe, expect, it } from 'vitest';
import type { Chance, Preview } from '../../core/ruleset';
import { ranked } from '../../rules/ranked';
import { battle, combat, FACE_A, FACE_B, hero, prof, regiment } from '../../rules/ranked/combat/testkit';
import type { RkAction } from '../../rules/ranked/types';
import { answerStages, exactWhereFound, FIRST, isEstimated, QUICK, quickPreviews, quickStages, REFINED_RUNS, steadier } from './oddsBudget';

// Ten a side, a hero and a champion: the exact count takes more than the quick try's 4 ms on the
// clock below (a millisecond each time it is read), and fits the full count's budget.
const s = battle(
  [regiment({ id: 'a1', models: 10, files: 5, ...FACE_A, characters: [hero('ah', prof(5, 4, 4, 5, 3, 9, 4, 2))] }), regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, champion: true })],
  [combat('c1', ['a1', 'b1'], ['a1'])],
);
const asked: RkAction[] = [{ type: 'fightCombat', combat: 'c1' }];
const breaks = (p: Preview | null): Chance[] => (p?.chances ?? []).filter((c) => c.key === 'breaks');

describe('The worker\'s later answers to a close-combat question', () => {
  it('RK-GAP-4 after the first estimate comes a steadier one over 2,000 rounds, then the exact odds where the full count finishes', () => {
    let t = 0;
    const quick = quickPreviews(s, asked, () => ++t);
    expect(isEstimated(quick[0]!)).toBe(true);
    const steady = steadier(s, asked, quick);
    expect(breaks(steady[0]!).map((c) => c.params?.estimated)).toEqual([REFINED_RUNS, REFINED_RUNS]);
    const exact = exactWhereFound(s, asked, steady);
    expect(isEstimated(exact[0]!)).toBe(false);
    const truth = breaks(ranked.preview(s, asked[0]!));
    expect(breaks(exact[0]!).map((c) => c.p)).toEqual(truth.map((c) => c.p));
    // The steadier estimate is within 0.04 of the exact odds.
    breaks(steady[0]!).forEach((c, i) => expect(Math.abs(c.p - truth[i]!.p)).toBeLessThan(0.04));
  });

  it('RK-GAP-4 the answers come in stages, each replacing the one before: a coarse first, the quick estimate, the steadier one, then the exact odds as the last', async () => {
    // The clock leaps a second at each read: every estimate makes its least rounds.
    let t = 0;
    const got: { rounds: (number | undefined)[]; final: boolean }[] = [];
    await answerStages(s, asked, () => (t += 1000), (previews, final) => got.push({ rounds: breaks(previews[0]!).map((c) => c.params?.estimated as number | undefined), final }));
    expect(got).toEqual([
      { rounds: [FIRST.minRuns, FIRST.minRuns], final: false },
      { rounds: [QUICK.minRuns, QUICK.minRuns], final: false },
      { rounds: [REFINED_RUNS, REFINED_RUNS], final: false },
      { rounds: [undefined, undefined], final: true },
    ]);
  });

  it('RK-GAP-4 a question whose first answer is exact gets that one answer', async () => {
    const small = battle([regiment({ id: 'a1', models: 5, files: 5, ...FACE_A }), regiment({ id: 'b1', models: 5, files: 5, ...FACE_B })], [combat('c1', ['a1', 'b1'], ['a1'])]);
    const got: boolean[] = [];
    await answerStages(small, asked, () => 0, (previews, final) => got.push(final && !isEstimated(previews[0]!)));
    expect(got).toEqual([true]);
  });

  it('RK-GAP-4 a question gone stale between two stages gets no more answers; the quick stages\' last estimated answer asks for the refining ones', async () => {
    let t = 0;
    const stale: boolean[] = [];
    expect(await quickStages(s, asked, () => (t += 1000), (_p, final) => stale.push(final), () => true)).toBeNull();
    expect(stale).toEqual([false]);
    const got: [boolean, boolean][] = [];
    const more = await quickStages(s, asked, () => (t += 1000), (_p, final, refine) => got.push([final, !!refine]));
    expect(got).toEqual([[false, false], [false, true]]);
    expect(more && isEstimated(more[0]!)).toBe(true);
  });
});
