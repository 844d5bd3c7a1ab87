import { describe, expect, it } from 'vitest';
import { MAX_POWER, MIN_POWER } from '../../rules/siege/measures';
import { PULL_FULL, PULL_MIN, pullAim } from './pull';

describe('pulling the cannon back like a slingshot', () => {
  it('aims opposite the pull', () => {
    expect(pullAim({ x: 0, y: -2 })?.aim).toEqual({ x: 0, y: 2 });
    expect(pullAim({ x: 1.5, y: 1.5 })?.aim).toEqual({ x: -1.5, y: -1.5 });
  });

  it('the pull length sets the power, within the rules\' limits', () => {
    expect(pullAim({ x: PULL_MIN, y: 0 })?.power).toBe(MIN_POWER);
    expect(pullAim({ x: 0, y: PULL_FULL })?.power).toBe(MAX_POWER);
    expect(pullAim({ x: 0, y: PULL_FULL * 3 })?.power).toBe(MAX_POWER);
    const mid = pullAim({ x: 0, y: (PULL_MIN + PULL_FULL) / 2 })!.power;
    expect(mid).toBeCloseTo((MIN_POWER + MAX_POWER) / 2, 1);
    const a = pullAim({ x: 1, y: 0 })!.power;
    const b = pullAim({ x: 2, y: 0 })!.power;
    expect(b).toBeGreaterThan(a);
    expect(Math.round(a * 10)).toBe(a * 10);
  });

  it('a pull too short to mean anything aims nothing', () => {
    expect(pullAim({ x: 0, y: 0 })).toBeNull();
    expect(pullAim({ x: 0.1, y: -0.1 })).toBeNull();
    expect(pullAim({ x: Number.NaN, y: 0 })).toBeNull();
  });
});
