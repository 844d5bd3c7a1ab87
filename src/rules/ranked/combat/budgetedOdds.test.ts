import { describe, expect, it } from 'vitest';
import type { CombatAction } from '../types';
import { combatOddsLines, combatPreview } from './preview';
import { battle, combat, FACE_A, FACE_B, fight, hero, prof, regiment } from './testkit';

const FIGHT: CombatAction = { type: 'fightCombat', combat: 'c1' };
// Ten a side, a hero and a champion: the exact enumeration takes a few thousand runs.
const s = battle(
  [regiment({ id: 'a1', models: 10, files: 5, ...FACE_A, characters: [hero('ah', prof(5, 4, 4, 5, 3, 9, 4, 2))] }), regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, champion: true })],
  [combat('c1', ['a1', 'b1'], ['a1'])],
);
const breaks = (chances: { key: string; p: number; params?: Record<string, unknown> }[], side: 0 | 1) =>
  chances.find((c) => c.key === 'breaks' && c.params?.side === side)!;

describe('Close-combat odds within the panel\'s budget', () => {
  it('RK-GAP-4 within the exact budget the break odds are the exact ones, unmarked', () => {
    const exact = combatOddsLines(s, FIGHT).map((l) => l.chance);
    const p = combatPreview(s, FIGHT, { maxRuns: 50_000, estimate: () => ({ runs: 100 }) })!;
    for (const side of [0, 1] as const) {
      expect(breaks(p.chances, side).p).toBe(breaks(exact, side).p);
      expect(breaks(p.chances, side).params?.estimated).toBeUndefined();
    }
  });

  it('RK-GAP-4 past the exact budget the break odds are estimated from simulated rounds of the same rules, marked with their count, within 0.04 of the exact odds', () => {
    const exact = combatOddsLines(s, FIGHT).map((l) => l.chance);
    const p = combatPreview(s, FIGHT, { maxRuns: 50, estimate: () => ({ runs: 2000, seed: 5 }) })!;
    for (const side of [0, 1] as const) {
      const got = breaks(p.chances, side);
      expect(got.params?.estimated).toBe(2000);
      expect(Math.abs(got.p - breaks(exact, side).p)).toBeLessThan(0.04);
    }
    // The attack groups' to hit, to wound and to save are read from the tables: exact, unmarked.
    expect(p.chances.filter((c) => c.key === 'toHit').every((c) => c.params?.estimated === undefined)).toBe(true);
  });

  it('RK-11 RK-13 an estimated challenge keeps both answers\' lines, each question given its share of the estimate\'s budget', () => {
    const s0 = battle(
      [regiment({ id: 'a1', models: 5, files: 5, ...FACE_A, characters: [hero('ah', prof(6, 5, 4, 6, 4, 9, 4, 2))] }), regiment({ id: 'b1', models: 5, files: 5, ...FACE_B, characters: [hero('bh', prof(4, 4, 4, 4, 2, 9, 4, 2), { bsb: true })] })],
      [combat('c1', ['a1', 'b1'])],
    );
    const asked: number[] = [];
    const challenge: CombatAction = { type: 'challenge', combat: 'c1', unit: 'a1', who: 'ah' };
    const fought = fight(s0, [FIGHT]).state;
    const p = combatPreview(fought, challenge, { maxRuns: 10, estimate: (left) => (asked.push(left), { runs: 300 }) });
    expect(p?.chances.map((c) => c.key)).toEqual(['breaksIfAccepted', 'breaksIfAccepted', 'winsIfAccepted', 'winsIfAccepted', 'breaksIfRefused', 'breaksIfRefused', 'winsIfRefused', 'winsIfRefused']);
    expect(asked).toEqual([2, 1]);
    expect(p!.chances.every((c) => c.params?.estimated === 300)).toBe(true);
  });
});
