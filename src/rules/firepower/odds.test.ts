import { describe, expect, it } from 'vitest';
import { hitNumber, rangeBand, WEAPONS, grenadeRange } from './chart';
import { fireModifiers, grenadeThrowOdds, meleeModifier, pAnyHit, pMeleeWin, pShotHits, total } from './odds';

describe('Firepower: the chart and its odds', () => {
  it('FP-20 range bands count hexes 1-2, 3-5, 6-8, 9-12, 13-20, 21-30, 31-40', () => {
    expect([1, 2, 3, 5, 6, 12, 13, 30, 40, 41].map(rangeBand)).toEqual([0, 0, 1, 1, 2, 3, 4, 5, 6, -1]);
  });

  it('FP-30 hit numbers come from the chart by weapon, mode and range band', () => {
    expect(hitNumber('rifle', 'auto', 4)).toBe(4);
    expect(hitNumber('rifle', 'semi', 4)).toBe(5);
    expect(hitNumber('lmg', 'auto', 25)).toBe(3);
    expect(hitNumber('pistol', 'semi', 9)).toBeNull();
    expect(hitNumber('lmg', 'semi', 3)).toBeNull();
  });

  it('FP-28 rate of fire AxB: A bursts of B shots; FP-29 the rifle is 2x3 automatic or 2 shots semi-automatic', () => {
    expect(WEAPONS.lmg.auto).toMatchObject({ bursts: 3, shots: 4 });
    expect(WEAPONS.rifle.auto).toMatchObject({ bursts: 2, shots: 3 });
    expect(WEAPONS.rifle.semi).toMatchObject({ shots: 2 });
    expect(WEAPONS.pistol.auto).toBeNull();
  });

  it('FP-21 a standing soldier throws a grenade 8 hexes, a prone or crouching one 5', () => {
    expect(grenadeRange('standing')).toBe(8);
    expect(grenadeRange('prone')).toBe(5);
  });

  it('FP-31 modifiers: suppressed firer +1, cover +1, concealment +1, crouching +1, prone +2, +1 per hindrance, running +2, +1 per extra MF', () => {
    const all = fireModifiers({ firerSuppressed: true, cover: true, concealment: true, targetPosture: 'prone', hindrance: 2, targetRunning: true, extraMf: 1 });
    expect(all.map((m) => m.key)).toEqual(['firerSuppressed', 'cover', 'concealment', 'prone', 'hindrance', 'running', 'extraMf']);
    expect(total(all)).toBe(10);
    // Grenade throws ignore cover, concealment, posture and running.
    expect(total(fireModifiers({ grenade: true, cover: true, targetPosture: 'prone', targetRunning: true, firerSuppressed: true }))).toBe(1);
  });

  it('FP-31 a grenade throw counts the firer\'s suppression and the trees or hedges on the line, never the MF he spends', () => {
    const mods = fireModifiers({ grenade: true, firerSuppressed: true, hindrance: 2, extraMf: 2, concealment: true });
    expect(mods.map((m) => [m.key, m.value])).toEqual([['firerSuppressed', 1], ['hindrance', 2]]);
    // Hit number 5 with +3: a 1 or a 2 lands in the hex, 8 or more (11+) is a dud.
    expect(grenadeThrowOdds(5, total(mods)).hex).toBeCloseTo(0.2, 12);
    expect(grenadeThrowOdds(5, total(mods)).dud).toBeCloseTo(0.3, 12);
  });

  it('FP-32 a shot hits on a modified d10 at or below the hit number', () => {
    expect(pShotHits(4, 0)).toBeCloseTo(0.4, 12);
    expect(pShotHits(4, 2)).toBeCloseTo(0.2, 12);
    expect(pShotHits(3, 5)).toBe(0);
    expect(pShotHits(12, 0)).toBe(1);
    expect(pAnyHit(4, 0.3)).toBeCloseTo(1 - 0.7 ** 4, 12);
  });

  it('FP-33 a grenade throw: at or below the hit number the hex is hit, above 10 a dud, else it scatters', () => {
    const o = grenadeThrowOdds(5, 1);
    expect(o.hex).toBeCloseTo(0.4, 12);
    expect(o.dud).toBeCloseTo(0.1, 12);
    expect(o.scatter).toBeCloseTo(0.5, 12);
  });

  it('FP-41 FP-42 melee: attackers win on 5 or less, -2 per extra attacker, +2 per extra defender', () => {
    expect(meleeModifier(3, 1)).toBe(-4);
    expect(meleeModifier(1, 2)).toBe(2);
    expect(pMeleeWin(1, 1)).toBeCloseTo(0.5, 12);
    expect(pMeleeWin(3, 1)).toBeCloseTo(0.9, 12);
    expect(pMeleeWin(1, 3)).toBeCloseTo(0.1, 12);
  });
});
