import { describe, expect, it } from 'vitest';
import { RuleError } from '../../core/ruleset';
import { ronin } from './index';
import { entryPoints, POINTS_BUDGET, warbandPoints } from './points';
import { VILLAGE } from './scenarios';
import { WARBANDS, type WarbandEntry } from './warbands';

const e = (over: Partial<WarbandEntry> = {}): WarbandEntry => ({ id: 'x', name: 'X', type: 'samurai', weapon: 'katana', missile: null, armour: 'none', ...over });

describe('Ronin warbands within a points budget', () => {
  it('RO-GAP-5 a fighter costs its rank, armour, missile weapon, weapon and skill', () => {
    expect(entryPoints(e())).toBe(25);
    expect(entryPoints(e({ armour: 'heavy', missile: 'teppo', weapon: 'yari', relentless: true }))).toBe(25 + 6 + 5 + 2 + 5);
    expect(entryPoints(e({ type: 'peasant', weapon: 'tanto' }))).toBe(5);
  });

  it('RO-GAP-5 every ready-made warband fits the budget', () => {
    for (const [id, w] of Object.entries(WARBANDS)) expect(warbandPoints(w), id).toBeLessThanOrEqual(POINTS_BUDGET);
  });

  it('RO-GAP-5 a built warband takes the field with its own fighters; one over budget is refused by name', () => {
    const mine = [e({ id: 'a', name: 'Akira', type: 'bushou', armour: 'heavy' }), e({ id: 'b', name: 'Bo', type: 'ashigaru', missile: 'yumi' })];
    const s = ronin.setup(VILLAGE, { warbands: [mine, [...WARBANDS.bandits]] }, 3, ['A', 'B']);
    expect(s.fighters.filter((f) => f.side === 0).map((f) => [f.name, f.type, f.armour])).toEqual([['Akira', 'bushou', 'heavy'], ['Bo', 'ashigaru', 'none']]);
    const rich = Array.from({ length: 4 }, (_, i) => e({ id: `b${i}`, type: 'bushou' }));
    expect(() => ronin.setup(VILLAGE, { warbands: [rich, mine] }, 3, ['A', 'B'])).toThrow(/more than 130 points/);
    expect(() => ronin.setup(VILLAGE, { warbands: [[e({ type: 'shogun' as never })], mine] }, 3, ['A', 'B'])).toThrow(RuleError);
  });
});
