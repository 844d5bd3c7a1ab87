import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../core/dice';
import { ronin } from './index';
import { splitOdds, splitPolicy } from './splitOdds';
import { holdAll, play, tableWith } from './testkit';
import type { RoState } from './types';

/** Two samurai (CP 3, Initiative 3, Fight 3, no armour) in base contact, the fight chosen, nobody split yet. */
function aboutToSplit(): RoState {
  const s = tableWith([{ id: 'a', side: 0, x: 5, y: 31 }, { id: 'b', side: 1, x: 6, y: 31 }]);
  return play(play(s, holdAll(s)).state, [{ type: 'chooseFight', fight: 0 }]).state;
}

describe('Ronin: the odds of a pool split, from the engine', () => {
  it('RO-14 equal Initiative acts first half the time; RO-23 a boost (2d6, the higher kept) makes it 143 in 216', () => {
    const odds = splitOdds(aboutToSplit(), 0, 'a')!;
    expect(odds.opponent).toBe('b');
    // Ties are rolled off until broken, so an even roll-off is exactly 1/2.
    expect(odds.first.plain).toBeCloseTo(0.5, 9);
    // P(higher of 2d6 beats 1d6) = 125/216, plus half of the 1/6 ties.
    expect(odds.first.boosted).toBeCloseTo(143 / 216, 9);
  });

  it('RO-12 the table moves with the split: no Attack token wounds nobody; a mirror split is an even fight; no Defence token is wounded most', () => {
    const { rows } = splitOdds(aboutToSplit(), 0, 'a')!;
    expect(rows.map((r) => `${r.attack}/${r.defence}`)).toEqual(['3/0', '2/1', '1/2', '0/3']);
    // No Attack token: no attack, so no wound on the enemy.
    expect(rows[3]!.wounds).toBe(0);
    expect(rows[2]!.wounds).toBeGreaterThan(0);
    // 2/1 against the opponent's even 2/1: the same fighters, the same chances either way.
    expect(rows[1]!.wounds).toBeCloseTo(rows[1]!.wounded, 9);
    // Without a Defence token every attack meets a bare 1d6: wounded more often than with any.
    for (const r of rows.slice(1)) expect(rows[0]!.wounded).toBeGreaterThan(r.wounded);
  });

  it('RO-12 the split table shows what the engine then does (2,000 seeded fights, all-out attack against an even split)', () => {
    const s = aboutToSplit();
    const row = splitOdds(s, 0, 'a')!.rows[0]!;
    let wounds = 0, wounded = 0;
    const n = 2000;
    for (let i = 0; i < n; i++) {
      const dice = seededDice(initialRngState(i + 7));
      let t = play(s, [
        { type: 'split', by: 0, tokens: { a: { attack: 3, defence: 0, boostInit: false } } },
        { type: 'split', by: 1, tokens: { b: { attack: 2, defence: 1, boostInit: false } } },
      ], dice).state;
      while (t.bout) {
        const next = splitPolicy(t).find((a) => { try { ronin.apply(t, a, { roll: () => 1 }); return true; } catch { return false; } });
        if (!next) break;
        t = ronin.apply(t, next, dice).state;
      }
      if (t.fighters.find((f) => f.id === 'b')!.wound > 0) wounds++;
      if (t.fighters.find((f) => f.id === 'a')!.wound > 0) wounded++;
    }
    expect(Math.abs(wounds / n - row.wounds)).toBeLessThan(0.035);
    expect(Math.abs(wounded / n - row.wounded)).toBeLessThan(0.035);
  });
});
