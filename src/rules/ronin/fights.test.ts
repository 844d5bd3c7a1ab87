import { describe, expect, it } from 'vitest';
import { ronin } from './index';
import { ev, holdAll, play, tableWith, type FighterSpec } from './testkit';
import type { RoState } from './types';

const toCombat = (specs: FighterSpec[]): RoState => {
  const s = tableWith(specs);
  return play(s, holdAll(s)).state;
};

describe('Ronin fights', () => {
  it('RO-9 a fighter touching two enemies: the player with priority makes it one against both, or one against one', () => {
    const s = toCombat([
      { id: 'a', side: 0, x: 5, y: 31 },
      { id: 'b1', side: 1, x: 6, y: 31 },
      { id: 'b2', side: 1, x: 4, y: 31 },
    ]);
    expect(s.phase).toBe('fights');
    expect(ronin.actors(s)).toEqual([0]);
    const both = play(s, [{ type: 'formFight', one: 'a', many: ['b1', 'b2'] }]);
    expect(both.state.fights).toEqual([{ one: 'a', many: ['b1', 'b2'], done: false }]);
    expect(both.state.phase).toBe('combat');
    // One against one: b2 then waits outside, touching a fighter already in a fight.
    const single = play(s, [{ type: 'formFight', one: 'a', many: ['b1'] }]);
    expect(single.state.fights).toHaveLength(1);
    expect(single.state.phase).toBe('combat');
  });

  it('RO-9 nothing but one against one or one against several: every enemy in a fight touches its one', () => {
    const s = toCombat([
      { id: 'a1', side: 0, x: 5, y: 31 },
      { id: 'a2', side: 0, x: 7, y: 31 },
      { id: 'b1', side: 1, x: 6, y: 31 },
      { id: 'b2', side: 1, x: 8, y: 31 },
    ]);
    expect(() => play(s, [{ type: 'formFight', one: 'a1', many: ['b1', 'b2'] }])).toThrow(/not in base contact/);
  });

  it('RO-9 a fighter fights at most 4 enemies', () => {
    const ring = [0, 1, 2, 3, 4].map((k) => ({ id: `b${k}`, side: 1 as const, x: 18 + Math.round(1000 * Math.cos((2 * Math.PI * k) / 5)) / 1000, y: 31 + Math.round(1000 * Math.sin((2 * Math.PI * k) / 5)) / 1000 }));
    const s = toCombat([{ id: 'a', side: 0, x: 18, y: 31 }, ...ring]);
    expect(() => play(s, [{ type: 'formFight', one: 'a', many: ['b0', 'b1', 'b2', 'b3', 'b4'] }])).toThrow();
    const four = play(s, [{ type: 'formFight', one: 'a', many: ['b0', 'b1', 'b2', 'b3'] }]);
    expect(four.state.fights[0]!.many).toHaveLength(4);
    expect(ronin.legalActions(s).every((a) => a.type !== 'formFight' || a.many.length <= 4)).toBe(true);
  });

  it('RO-10 the player with priority picks the first fight; the other player picks the next', () => {
    const s = toCombat([
      { id: 'a1', side: 0, x: 5, y: 31 },
      { id: 'b1', side: 1, x: 6, y: 31 },
      { id: 'a2', side: 0, x: 25, y: 31 },
      { id: 'b2', side: 1, x: 26, y: 31 },
    ]);
    expect(s.phase).toBe('combat');
    expect(s.fights).toHaveLength(2);
    expect(ronin.actors(s)).toEqual([0]);
    // Both players put every token in Defence: nobody can attack, the fight ends at once.
    const allDefence = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, { attack: 0, defence: 3, boostInit: false }]));
    const r = play(s, [
      { type: 'chooseFight', fight: 1 },
      { type: 'split', by: 0, tokens: allDefence(['a2']) },
      { type: 'split', by: 1, tokens: allDefence(['b2']) },
    ], [3, 4]);
    expect(ev(r.events, 'fightOver')).toHaveLength(1);
    expect(r.state.phase).toBe('combat');
    expect(ronin.actors(r.state)).toEqual([1]);
    expect(ronin.legalActions(r.state)).toEqual([{ type: 'chooseFight', fight: 0 }]);
  });

  it('RO-11 a fighter takes part in one fight a turn; a Relentless one may fight a second', () => {
    const specs = (relentless: boolean): FighterSpec[] => [
      { id: 'a', side: 0, x: 5, y: 31, relentless },
      { id: 'b1', side: 1, x: 6, y: 31 },
      { id: 'b2', side: 1, x: 4, y: 31 },
    ];
    const plain = play(toCombat(specs(false)), [{ type: 'formFight', one: 'a', many: ['b1'] }]).state;
    // b2 touches only a, who already fights: it waits outside and the fights begin.
    expect(plain.phase).toBe('combat');
    expect(plain.fights).toHaveLength(1);
    const again = { ...plain, phase: 'fights' as const };
    expect(() => play(again, [{ type: 'formFight', one: 'a', many: ['b2'] }])).toThrow(/already fights this turn/);
    const relentless = toCombat(specs(true));
    const two = play(relentless, [{ type: 'formFight', one: 'a', many: ['b1'] }, { type: 'formFight', one: 'a', many: ['b2'] }]);
    expect(two.state.fights.map((f) => f.many)).toEqual([['b1'], ['b2']]);
  });
});
