import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../core/dice';
import { ronin } from './index';
import { holdAll, play, tableWith } from './testkit';
import type { RoState } from './types';

function readyToStrike(): RoState {
  const s = tableWith([{ id: 'a', side: 0, x: 5, y: 31 }, { id: 'b', side: 1, x: 6, y: 31 }]);
  let t = play(s, holdAll(s)).state;
  t = play(t, [
    { type: 'chooseFight', fight: 0 },
    { type: 'split', by: 0, tokens: { a: { attack: 3, defence: 0, boostInit: false } } },
    { type: 'split', by: 1, tokens: { b: { attack: 0, defence: 3, boostInit: false } } },
    { type: 'attack', fighter: 'a', target: 'b' },
    { type: 'defend', boost: false },
  ], [6, 1]).state;
  return t;
}

describe('Ronin odds from the engine', () => {
  it('RO-21 an even duel (Fight 3 against Fight 3, no armour) fails on 2d6 <= 1d6: 35 in 216', () => {
    const p = ronin.preview(readyToStrike(), { type: 'strike', boost: false, special: 'none' })!;
    const miss = p.chances.find((c) => c.key === 'miss')!.p;
    expect(miss).toBeCloseTo(35 / 216, 10);
    expect(p.chances.reduce((a, c) => a + c.p, 0)).toBeCloseTo(1, 10);
  });

  it('RO-23 the odds shown for a boosted attack are what the engine then does (4,000 seeded strikes)', () => {
    const s = readyToStrike();
    const p = ronin.preview(s, { type: 'strike', boost: true, special: 'none' })!;
    const seen = new Map<string, number>();
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const r = ronin.apply(s, { type: 'strike', boost: true, special: 'none' }, seededDice(initialRngState(i + 1)));
      const b = r.state.fighters.find((f) => f.id === 'b')!;
      const key = b.wound === 0 ? 'miss' : `wound${b.wound}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const c of p.chances) expect(Math.abs((seen.get(c.key) ?? 0) / n - c.p)).toBeLessThan(0.03);
    // Boosting helps: fewer misses than the plain attack.
    const plain = ronin.preview(s, { type: 'strike', boost: false, special: 'none' })!;
    expect(p.chances.find((c) => c.key === 'miss')!.p).toBeLessThan(plain.chances.find((c) => c.key === 'miss')!.p);
  });
});
