import { describe, expect, it } from 'vitest';
import { initialRngState, scriptedDice, seededDice } from '../../core/dice';
import {
  fightOdds,
  fightOutOdds,
  pAtLeast,
  pHit,
  pPluckPass,
  pWound,
  shotOdds,
  simulateFight,
  strikesOdds,
  woundDistribution,
  type FightSide,
} from './odds';
import { woundRoll, woundSucceeds } from './woundChart';

const EPS = 12;

/** Brute force over all 6^(a.dice + b.dice) rolls: an independent check of fightOdds. */
function enumerateFight(a: FightSide, b: FightSide): { pA: number; pB: number; tie: number } {
  const n = a.dice + b.dice;
  const total = 6 ** n;
  let wa = 0;
  let wb = 0;
  let tie = 0;
  for (let code = 0; code < total; code++) {
    let c = code;
    let maxA = 0;
    let maxB = 0;
    for (let i = 0; i < n; i++) {
      const face = (c % 6) + 1;
      c = Math.floor(c / 6);
      if (i < a.dice) maxA = Math.max(maxA, face);
      else maxB = Math.max(maxB, face);
    }
    if (maxA > maxB) wa += 2;
    else if (maxB > maxA) wb += 2;
    else {
      tie++;
      if (a.bestF > b.bestF) wa += 2;
      else if (b.bestF > a.bestF) wb += 2;
      else {
        wa++; // roll-off: three faces of six each
        wb++;
      }
    }
  }
  return { pA: wa / (2 * total), pB: wb / (2 * total), tie: tie / total };
}

describe('single dice', () => {
  it('OW-7 a 4+ on a d6 is one half, a 7+ never, a 1+ always', () => {
    expect(pAtLeast(4)).toBeCloseTo(1 / 2, EPS);
    expect(pAtLeast(6)).toBeCloseTo(1 / 6, EPS);
    expect(pAtLeast(7)).toBe(0);
    expect(pAtLeast(1)).toBe(1);
    expect(pAtLeast(3, 10)).toBeCloseTo(8 / 10, EPS);
  });

  it('OW-GAP-3 a shot hits on Sh or more; a 6 always hits and a 1 always misses', () => {
    expect(pHit(4)).toBeCloseTo(3 / 6, EPS);
    expect(pHit(5)).toBeCloseTo(2 / 6, EPS);
    expect(pHit(7)).toBeCloseTo(1 / 6, EPS);
    expect(pHit(1)).toBeCloseTo(5 / 6, EPS);
  });
});

describe('wound odds', () => {
  it('OW-7 Strength 3 against Grit 4 needs a 5', () => {
    expect(pWound(3, 4)).toBeCloseTo(2 / 6, EPS);
  });

  it('OW-8 a 6/4 needs a six, then a 4+', () => {
    expect(pWound(1, 6)).toBeCloseTo((1 / 6) * (1 / 2), EPS);
    expect(pWound(1, 8)).toBeCloseTo(1 / 36, EPS); // 6/6
  });

  it('OW-8 "-" cannot wound', () => {
    expect(pWound(1, 9)).toBe(0);
    expect(pWound(2, 10)).toBe(0);
  });

  it('OW-7 pWound matches counting all 36 two-dice outcomes for every chart entry', () => {
    for (let s = 1; s <= 10; s++) {
      for (let g = 1; g <= 10; g++) {
        const need = woundRoll(s, g);
        let ok = 0;
        for (let d1 = 1; d1 <= 6; d1++) for (let d2 = 1; d2 <= 6; d2++) if (woundSucceeds(need, d1, d2)) ok++;
        expect([s, g, pWound(s, g)]).toEqual([s, g, expect.closeTo(ok / 36, EPS)]);
      }
    }
  });

  it('OW-6 two strikes at one half: at least one wound 3/4, mean 1', () => {
    const o = strikesOdds({ strikes: 2, strength: 3, grit: 3, woundsLeft: 1 });
    expect(o.pAtLeastOneWound).toBeCloseTo(3 / 4, EPS);
    expect(o.pOut).toBeCloseTo(3 / 4, EPS);
    expect(o.expectedWounds).toBeCloseTo(1, EPS);
  });

  it('OW-13 a fighter with 2 wounds left is out only when both strikes wound', () => {
    const o = strikesOdds({ strikes: 2, strength: 3, grit: 3, woundsLeft: 2 });
    expect(o.pOut).toBeCloseTo(1 / 4, EPS);
    const three = strikesOdds({ strikes: 3, strength: 3, grit: 4, woundsLeft: 2 }); // 5+ each
    const p = 1 / 3;
    expect(three.pOut).toBeCloseTo(3 * p * p * (1 - p) + p ** 3, EPS);
    expect(three.expectedWounds).toBeCloseTo(1, EPS);
    expect(strikesOdds({ strikes: 1, strength: 3, grit: 3, woundsLeft: 2 }).pOut).toBe(0);
  });

  it('OW-6 the wound distribution is binomial and sums to 1', () => {
    const d = woundDistribution([{ strikes: 4, p: 1 / 3 }]);
    expect(d).toHaveLength(5);
    expect(d[2]).toBeCloseTo(6 * (1 / 9) * (4 / 9), EPS);
    expect(d.reduce((x, y) => x + y, 0)).toBeCloseTo(1, EPS);
  });
});

describe('Pluck', () => {
  it('OW-22 Pluck 4 passes on 6+ on 2d6', () => {
    expect(pPluckPass(4)).toBeCloseTo(26 / 36, EPS);
  });

  it('OW-22 Pluck 0 needs 10+, Pluck 8 always passes, Pluck 3 needs 7+', () => {
    expect(pPluckPass(0)).toBeCloseTo(6 / 36, EPS);
    expect(pPluckPass(3)).toBeCloseTo(21 / 36, EPS);
    expect(pPluckPass(8)).toBe(1);
    expect(pPluckPass(-3)).toBe(0);
  });
});

describe('fight odds', () => {
  it('OW-3 one die against one die with equal Fightin\' is an even fight', () => {
    const o = fightOdds({ dice: 1, bestF: 3 }, { dice: 1, bestF: 3 }, 0);
    expect(o.pWin[0]).toBeCloseTo(0.5, EPS);
    expect(o.pWin[1]).toBeCloseTo(0.5, EPS);
    expect(o.pTieOnDice).toBeCloseTo(6 / 36, EPS);
  });

  it('OW-4 one die F4 against one die F3: 15/36 + the 6/36 ties against 15/36', () => {
    const o = fightOdds({ dice: 1, bestF: 4 }, { dice: 1, bestF: 3 }, 0);
    expect(o.pWin[0]).toBeCloseTo(21 / 36, EPS);
    expect(o.pWin[1]).toBeCloseTo(15 / 36, EPS);
    const r = fightOdds({ dice: 1, bestF: 3 }, { dice: 1, bestF: 4 }, 1);
    expect(r.pWin[0]).toBeCloseTo(15 / 36, EPS);
    expect(r.pWin[1]).toBeCloseTo(21 / 36, EPS);
  });

  it('OW-4 the roll-off: 1-3 the named side wins, 4-6 the other (scripted dice)', () => {
    const even: FightSide = { dice: 1, bestF: 3 };
    expect(simulateFight(even, even, 0, 1, scriptedDice([5, 5, 2])).pWin).toEqual([1, 0]);
    expect(simulateFight(even, even, 1, 1, scriptedDice([5, 5, 3])).pWin).toEqual([0, 1]);
    expect(simulateFight(even, even, 0, 1, scriptedDice([5, 5, 4])).pWin).toEqual([0, 1]);
    expect(simulateFight(even, even, 1, 1, scriptedDice([5, 5, 6])).pWin).toEqual([1, 0]);
    // A tie with unequal Fightin' uses no roll-off die.
    const dice = scriptedDice([2, 2]);
    expect(simulateFight({ dice: 1, bestF: 4 }, even, 1, 1, dice).pWin).toEqual([1, 0]);
    expect(dice.used()).toBe(2);
  });

  it('OW-3 the highest single die wins, whatever the other dice show (scripted dice)', () => {
    const a: FightSide = { dice: 3, bestF: 3 };
    const b: FightSide = { dice: 1, bestF: 5 };
    expect(simulateFight(a, b, 0, 1, scriptedDice([1, 1, 6, 5])).pWin).toEqual([1, 0]);
    expect(simulateFight(a, b, 0, 1, scriptedDice([4, 4, 4, 5])).pWin).toEqual([0, 1]);
  });

  it('OW-12 two Attacks against one, equal Fightin\': 125/216 + half the 36/216 ties', () => {
    const o = fightOdds({ dice: 2, bestF: 3 }, { dice: 1, bestF: 3 }, 0);
    expect(o.pTieOnDice).toBeCloseTo(36 / 216, EPS);
    expect(o.pWin[0]).toBeCloseTo(125 / 216 + 18 / 216, EPS);
    expect(o.pWin[1]).toBeCloseTo(55 / 216 + 18 / 216, EPS);
  });

  it('OW-14 several fighters: pooled dice and best Fightin\' match brute-force enumeration', () => {
    const sides: [FightSide, FightSide][] = [
      [{ dice: 3, bestF: 4 }, { dice: 2, bestF: 5 }],
      [{ dice: 2, bestF: 4 }, { dice: 3, bestF: 4 }],
      [{ dice: 4, bestF: 3 }, { dice: 1, bestF: 3 }],
      [{ dice: 1, bestF: 5 }, { dice: 4, bestF: 3 }],
      [{ dice: 0, bestF: 3 }, { dice: 2, bestF: 3 }],
    ];
    for (const [a, b] of sides) {
      const e = enumerateFight(a, b);
      const o = fightOdds(a, b, 0);
      expect(o.pWin[0]).toBeCloseTo(e.pA, EPS);
      expect(o.pWin[1]).toBeCloseTo(e.pB, EPS);
      expect(o.pTieOnDice).toBeCloseTo(e.tie, EPS);
    }
  });

  it('OW-3 the two sides\' chances sum to 1 and do not depend on who calls the roll-off', () => {
    for (let na = 0; na <= 5; na++) {
      for (let nb = 0; nb <= 5; nb++) {
        for (const [fa, fb] of [[3, 3], [4, 3], [3, 5]] as const) {
          const o = fightOdds({ dice: na, bestF: fa }, { dice: nb, bestF: fb }, 0);
          const o1 = fightOdds({ dice: na, bestF: fa }, { dice: nb, bestF: fb }, 1);
          expect(o.pWin[0] + o.pWin[1]).toBeCloseTo(1, EPS);
          expect(o1.pWin[0]).toBeCloseTo(o.pWin[0], EPS);
        }
      }
    }
  });

  it('OW-14 a Monte Carlo of 200,000 seeded fights lands within 0.01 of the exact odds', () => {
    const cases: [FightSide, FightSide][] = [
      [{ dice: 3, bestF: 4 }, { dice: 2, bestF: 5 }],
      [{ dice: 2, bestF: 3 }, { dice: 2, bestF: 3 }],
    ];
    for (const [a, b] of cases) {
      const exact = fightOdds(a, b, 0);
      const mc = simulateFight(a, b, 0, 200_000, seededDice(initialRngState(20240611)));
      expect(Math.abs(mc.pWin[0] - exact.pWin[0])).toBeLessThan(0.01);
      expect(Math.abs(mc.pTieOnDice - exact.pTieOnDice)).toBeLessThan(0.01);
      expect(mc.pWin[0] + mc.pWin[1]).toBeCloseTo(1, EPS);
    }
  });
});

describe('shot and fight outcomes', () => {
  it('OW-GAP-3 a 4+ shot past a fence (3+) and a model (4+), S3 against G3', () => {
    const o = shotOdds({ sh: 4, inTheWay: [3, 4], strength: 3, grit: 3, woundsLeft: 1 });
    expect(o.pHit).toBeCloseTo(1 / 2, EPS);
    expect(o.pReach).toBeCloseTo((1 / 2) * (2 / 3) * (1 / 2), EPS);
    expect(o.pWound).toBeCloseTo(1 / 12, EPS);
    expect(o.pOut).toBeCloseTo(1 / 12, EPS);
    expect(shotOdds({ sh: 4, inTheWay: [], strength: 3, grit: 3, woundsLeft: 2 }).pOut).toBe(0);
    expect(shotOdds({ sh: 4, inTheWay: [], strength: 1, grit: 9, woundsLeft: 1 }).pWound).toBe(0);
  });

  it('OW-6 a fighter is put out by a lost fight and the strikes that follow', () => {
    const o = fightOutOdds({
      targetSide: { dice: 1, bestF: 3 },
      enemySide: { dice: 1, bestF: 4 },
      blows: [{ attacks: 1, strength: 3 }],
      grit: 3,
      woundsLeft: 1,
    });
    expect(o.pLose).toBeCloseTo(21 / 36, EPS);
    expect(o.pOutIfLost).toBeCloseTo(1 / 2, EPS);
    expect(o.pOut).toBeCloseTo(21 / 72, EPS);
  });

  it('OW-9 a trapped loser takes every strike twice', () => {
    const base = {
      targetSide: { dice: 1, bestF: 3 },
      enemySide: { dice: 1, bestF: 3 },
      blows: [{ attacks: 1, strength: 3 }],
      grit: 4, // 5+
      woundsLeft: 1,
    };
    expect(fightOutOdds(base).pOutIfLost).toBeCloseTo(1 / 3, EPS);
    expect(fightOutOdds({ ...base, trapped: true }).pOutIfLost).toBeCloseTo(1 - (2 / 3) ** 2, EPS);
  });

  it('OW-16 every winner strikes: S3 and S5 against Grit 3 with 2 wounds left', () => {
    const o = fightOutOdds({
      targetSide: { dice: 1, bestF: 3 },
      enemySide: { dice: 2, bestF: 3 },
      blows: [{ attacks: 1, strength: 3 }, { attacks: 1, strength: 5 }],
      grit: 3,
      woundsLeft: 2,
    });
    expect(o.pOutIfLost).toBeCloseTo((1 / 2) * (4 / 6), EPS);
    expect(o.pOut).toBeCloseTo(o.pLose * (1 / 3), EPS);
  });
});
