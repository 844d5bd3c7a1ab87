import { describe, expect, it } from 'vitest';
import { fightOdds, pWound } from './odds';
import { fightOddsWithFame, pPluckWithFame, pRollWithFame, pWoundWithFame } from './fameOdds';

/** Brute force: every roll of the dice, the hero spending only what changes the result. */
function bruteFight(na: number, nb: number, fa: number, fb: number, fame: number): number {
  let win = 0;
  let n = 0;
  const rolls = (k: number): number[][] => (k === 0 ? [[]] : rolls(k - 1).flatMap((r) => [1, 2, 3, 4, 5, 6].map((d) => [...r, d])));
  for (const ra of rolls(na)) {
    for (const rb of rolls(nb)) {
      n++;
      const a = Math.min(6, Math.max(0, ...ra) + fame);
      const b = Math.max(0, ...rb);
      if (a > b) win += 1;
      else if (a === b) win += fa > fb ? 1 : fa < fb ? 0 : 0.5;
    }
  }
  return win / n;
}

describe('Exact odds with Fame', () => {
  it('OW-30 with no Fame the odds are the plain ones', () => {
    expect(pWoundWithFame(3, 4, 0)).toBeCloseTo(pWound(3, 4), 12);
    expect(fightOddsWithFame({ dice: 2, bestF: 4 }, { dice: 1, bestF: 3 }, 0, 0, 0).pWin[0]).toBeCloseTo(fightOdds({ dice: 2, bestF: 4 }, { dice: 1, bestF: 3 }, 0).pWin[0], 12);
  });

  it('OW-30 Fame spent after the dice: to hit, to wound, Pluck', () => {
    expect(pRollWithFame(4, 1)).toBeCloseTo(4 / 6, 12);
    expect(pWoundWithFame(3, 4, 2)).toBeCloseTo(4 / 6, 12); // needs 5: a 3 or better with 2 Fame
    // Pluck 3, 1 Fame: 2d6 + 3 + up to 1 >= 10 means 2d6 >= 6 (a double six has no room but passes anyway).
    expect(pPluckWithFame(3, 1)).toBeCloseTo(26 / 36, 12);
  });

  it('OW-32 on a 6/x the Fame that raised the first die counts on the second too', () => {
    // S3 vs G8 needs 6 then 4+. With 2 Fame: first die 4+ (3/6), second die 2+ (5/6).
    expect(pWoundWithFame(3, 8, 2)).toBeCloseTo((3 / 6) * (5 / 6), 12);
    expect(pWoundWithFame(1, 9, 5)).toBe(0);
  });

  it('OW-31 the best chance of winning a fight given the Fame a player is willing to spend, against brute force', () => {
    for (const [na, nb, fa, fb, fame] of [[1, 1, 4, 3, 1], [1, 2, 4, 4, 2], [2, 1, 3, 5, 3], [1, 1, 3, 3, 0]] as const) {
      const exact = fightOddsWithFame({ dice: na, bestF: fa }, { dice: nb, bestF: fb }, 0, 0, fame).pWin[0];
      expect(exact).toBeCloseTo(bruteFight(na, nb, fa, fb, fame), 12);
    }
    const more = [0, 1, 2, 3].map((f) => fightOddsWithFame({ dice: 1, bestF: 3 }, { dice: 2, bestF: 4 }, 0, 0, f).pWin[0]);
    expect(more).toEqual([...more].sort((x, y) => x - y));
    expect(more[3]).toBeGreaterThan(more[0]! + 0.3);
  });
});
