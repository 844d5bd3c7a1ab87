import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../../core/dice';
import type { CombatAction, RkState } from '../types';
import { combatOddsLines, combatPreview, decide } from './preview';
import { applyCombatAction } from './round';
import { battle, combat, FACE_A, FACE_B, fight, hero, prof, regiment } from './testkit';

const FIGHT: CombatAction = { type: 'fightCombat', combat: 'c1' };
const line = (s: RkState, a: CombatAction, key: string, side: 0 | 1) =>
  combatOddsLines(s, a).find((l) => l.chance.key === key && l.chance.params?.side === side)!.chance.p;

/** The share of seeded resolutions in which `side` had a unit break, answering choices by the same policy. */
function frequency(s: RkState, a: CombatAction, side: 0 | 1, runs: number): number {
  let n = 0;
  for (let seed = 1; seed <= runs; seed++) {
    const dice = seededDice(initialRngState(seed * 7919 + 11));
    let r = applyCombatAction(s, a, dice);
    let broke = r.events.some((e) => e.type === 'breakTest' && e.params?.side === side && !e.params.passed);
    for (let next = decide(r.state, {}); next.length; next = decide(r.state, {})) {
      r = applyCombatAction(r.state, next[0]!, dice);
      broke ||= r.events.some((e) => e.type === 'breakTest' && e.params?.side === side && !e.params.passed);
    }
    if (broke) n++;
  }
  return n / runs;
}

describe('Close-combat odds', () => {
  it('RK-GAP-4 the chance each side breaks comes from the round itself (one model each, by hand)', () => {
    // a1 charges: it kills b1 on 4+ then 4+ (1/4); else b1 strikes back and kills a1 (1/4); else
    // b1 loses by 1 (the charge) and breaks on 7 or more with 2d6 (21/36).
    const s = battle([regiment({ id: 'a1', models: 1, files: 1, ...FACE_A }), regiment({ id: 'b1', models: 1, files: 1, ...FACE_B })], [combat('c1', ['a1', 'b1'], ['a1'])]);
    expect(line(s, FIGHT, 'breaks', 1)).toBeCloseTo((3 / 4) * (3 / 4) * (21 / 36), 12);
    expect(line(s, FIGHT, 'breaks', 0)).toBe(0);
  });

  it('RK-GAP-3 the odds panel shows to hit, to wound and to save of each attack group from the same tables', () => {
    const s = battle([regiment({ id: 'a1', models: 10, files: 5, ...FACE_A }), regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, profile: prof(3, 3, 3, 3, 1, 7, 5) })], [combat('c1', ['a1', 'b1'])]);
    const p = combatPreview(s, FIGHT)!;
    const hit = p.chances.find((c) => c.key === 'toHit' && c.params?.unit === 'a1')!;
    expect(hit).toMatchObject({ p: 0.5, params: { need: 4, attacks: 10 } });
    expect(p.chances.find((c) => c.key === 'toSave' && c.params?.unit === 'a1')).toMatchObject({ p: 2 / 6, params: { need: 5 } });
    expect(p.chances.find((c) => c.key === 'toSave' && c.params?.unit === 'b1')).toMatchObject({ p: 0, params: { need: 0 } });
  });

  it('RK-GAP-4 the break odds of a full round agree with seeded play (ten a side, a hero each)', () => {
    const s = battle(
      [regiment({ id: 'a1', models: 10, files: 5, ...FACE_A, characters: [hero('ah', prof(5, 4, 4, 5, 3, 9, 4, 2))] }), regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, champion: true })],
      [combat('c1', ['a1', 'b1'], ['a1'])],
    );
    const p1 = line(s, FIGHT, 'breaks', 1);
    expect(p1).toBeGreaterThan(0.05);
    const f = frequency(s, FIGHT, 1, 1000);
    expect(Math.abs(f - p1)).toBeLessThan(4 * Math.sqrt((p1 * (1 - p1)) / 1000));
  });

  it('RK-11 RK-13 a challenge shows the chance of breaking if accepted and if refused', () => {
    const s0 = battle(
      [regiment({ id: 'a1', models: 5, files: 5, ...FACE_A, characters: [hero('ah', prof(6, 5, 4, 6, 4, 9, 4, 2))] }), regiment({ id: 'b1', models: 5, files: 5, ...FACE_B, characters: [hero('bh', prof(4, 4, 4, 4, 2, 9, 4, 2), { bsb: true })] })],
      [combat('c1', ['a1', 'b1'])],
    );
    const asked = fight(s0, [FIGHT]).state;
    const challenge: CombatAction = { type: 'challenge', combat: 'c1', unit: 'a1', who: 'ah' };
    const keys = combatOddsLines(asked, challenge).map((l) => `${l.chance.key}:${String(l.chance.params?.side)}`);
    expect(keys).toEqual([
      'breaksIfAccepted:0', 'breaksIfAccepted:1', 'winsIfAccepted:0', 'winsIfAccepted:1',
      'breaksIfRefused:0', 'breaksIfRefused:1', 'winsIfRefused:0', 'winsIfRefused:1',
    ]);
    // Refusing costs b1 its Battle Standard's +1, Hold Your Ground and its hero's Leadership: it breaks more often.
    expect(line(asked, challenge, 'breaksIfRefused', 1)).toBeGreaterThan(line(asked, challenge, 'breaksIfAccepted', 1));
    const accepting = fight(asked, [challenge]).state;
    expect(combatPreview(accepting, { type: 'refuse', combat: 'c1' })!.chances.map((c) => c.key)).toEqual(['breaks', 'breaks', 'wins', 'wins']);
  });

  it('RK-GAP-4 the odds show the expected combat result: the chance each side wins it and both sides\' average scores, as seeded rounds of the same rules come out', () => {
    const s = battle([regiment({ id: 'a1', models: 10, files: 5, ...FACE_A }), regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, profile: prof(3, 3, 3, 3, 1, 7, 5) })], [combat('c1', ['a1', 'b1'], ['a1'])]);
    const p = combatPreview(s, FIGHT)!;
    const wins = [0, 1].map((side) => p.chances.find((c) => c.key === 'wins' && c.params?.side === side)!);
    // The same rounds played with seeded dice: who won the result, and each side's score.
    const runs = 3000;
    const won: [number, number] = [0, 0], total: [number, number] = [0, 0];
    for (let seed = 1; seed <= runs; seed++) {
      const r = applyCombatAction(s, FIGHT, seededDice(initialRngState(seed * 7919 + 11)));
      const e = r.events.find((x) => x.type === 'combatResult')!;
      total[0] += e.params!.score0 as number;
      total[1] += e.params!.score1 as number;
      if (e.params!.winner !== null) won[e.params!.winner as 0 | 1] += 1;
    }
    for (const side of [0, 1] as const) {
      expect(Math.abs(wins[side]!.p - won[side]! / runs)).toBeLessThan(0.03);
      expect(Math.abs((wins[side]!.params!.mine as number) - total[side]! / runs)).toBeLessThan(0.1);
      expect(Math.abs((wins[side]!.params!.theirs as number) - total[1 - side]! / runs)).toBeLessThan(0.1);
    }
    // The charging side wins more often here (the charge's +1, and b1 strikes last).
    expect(wins[0]!.p).toBeGreaterThan(wins[1]!.p);
    expect(wins[0]!.p + wins[1]!.p).toBeLessThanOrEqual(1 + 1e-9);
  });
});
