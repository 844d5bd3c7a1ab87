import { describe, expect, it } from 'vitest';
import { clatterPlan, MAX_HEARD } from './diceSound';
import { ownerLabel, dw } from './diceStrings';

describe('the dice clatter', () => {
  it('is the same for the same roll, and each die is heard', () => {
    expect(clatterPlan(3, 42)).toEqual(clatterPlan(3, 42));
    const plan = clatterPlan(3, 42);
    expect(plan.length).toBeGreaterThanOrEqual(6);
    expect(plan.every((c, i) => i === 0 || c.at >= plan[i - 1]!.at)).toBe(true);
  });

  it('stays short and quiet: a quarter second or so, no click above 0.35 gain, a big pool no longer than six dice', () => {
    const big = clatterPlan(40, 7);
    expect(Math.max(...big.map((c) => c.at + c.length))).toBeLessThan(0.6);
    expect(Math.max(...big.map((c) => c.gain))).toBeLessThanOrEqual(0.35);
    expect(big.length).toBeLessThanOrEqual(MAX_HEARD * 3);
    expect(clatterPlan(0, 1)).toEqual([]);
  });
});

describe('dice owner labels', () => {
  it('name the player and the fighter, in English and Russian', () => {
    expect(ownerLabel('en', { player: 'Anna', unit: 'Sheriff Wyatt Cole' })).toBe('Anna’s dice: Sheriff Wyatt Cole');
    expect(ownerLabel('ru', { player: 'Anna', unit: 'Sheriff Wyatt Cole' })).toBe('Кубики игрока Anna: Sheriff Wyatt Cole');
    expect(ownerLabel('en', { player: 'Boris' })).toBe('Boris’s dice');
    expect(ownerLabel('en', null)).toBeNull();
    for (const k of Object.keys(dw.en) as (keyof typeof dw.en)[]) expect(dw.ru[k].length).toBeGreaterThan(0);
  });
});
