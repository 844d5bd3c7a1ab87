import { describe, expect, it } from 'vitest';
import { ronin } from './index';
import { ev, holdAll, play, tableWith, type FighterSpec } from './testkit';
import type { RoAction, RoState, Split } from './types';

/** A one-on-one fight chosen and waiting for the splits: a (Red, priority) against b (Blue). */
function duel(a: Partial<FighterSpec> = {}, b: Partial<FighterSpec> = {}, more: FighterSpec[] = []): RoState {
  const s = tableWith([{ id: 'a', side: 0, x: 5, y: 31, ...a }, { id: 'b', side: 1, x: 6, y: 31, ...b }, ...more]);
  const r = play(s, holdAll(s));
  return play(r.state, [{ type: 'chooseFight', fight: 0 }]).state;
}
const tok = (attack: number, defence: number, boostInit = false) => ({ attack, defence, boostInit });
const splits = (a: Split, b: Split): RoAction[] => [{ type: 'split', by: 0, tokens: a }, { type: 'split', by: 1, tokens: b }];

describe('Ronin combat pool and attacks', () => {
  it('RO-12 both players split in secret, each the total CP of its fighters; the other split stays hidden until both are made', () => {
    const s = duel();
    expect(ronin.actors(s)).toEqual([0, 1]);
    expect(ronin.secret(s)).toBe(true);
    expect(() => play(s, [{ type: 'split', by: 0, tokens: { a: tok(2, 2) } }])).toThrow(/add up to 3/);
    const red = play(s, [{ type: 'split', by: 0, tokens: { a: tok(2, 1) } }]).state;
    expect(ronin.actors(red)).toEqual([1]);
    expect(ronin.playerView(red, 1).bout!.splits).toEqual([null, null]);
    expect(ronin.playerView(red, 0).bout!.splits[0]).toEqual({ a: tok(2, 1) });
    expect(JSON.stringify(ronin.playerView(red, 1))).not.toContain('"attack":2');
  });

  it('RO-13 both splits are shown at once, every token with its fighter', () => {
    const r = play(duel(), splits({ a: tok(2, 1) }, { b: tok(1, 2) }), [6, 1]);
    expect(ev(r.events, 'splitRevealed').map((e) => e.params)).toEqual([
      { player: 'Red', attack: 2, defence: 1 },
      { player: 'Blue', attack: 1, defence: 2 },
    ]);
    expect(r.state.bout!.tokens).toEqual({ a: tok(2, 1), b: tok(1, 2) });
    expect(ronin.playerView(r.state, 1).bout!.splits[0]).toEqual({ a: tok(2, 1) });
  });

  it('RO-14 initiative is a d6 plus Initiative, highest first; a tie is rolled again without modifiers', () => {
    // a: 2 + 3 = 5; b (ashigaru, Initiative 2): 4 + 2 = 6. b acts first.
    const first = play(duel({}, { type: 'ashigaru' }), splits({ a: tok(3, 0) }, { b: tok(2, 0) }), [2, 4]);
    expect(first.state.bout!.order).toEqual(['b', 'a']);
    expect(ronin.actors(first.state)).toEqual([1]);
    // a: 3 + 3 = 6, b: 4 + 2 = 6: tied; the bare re-roll 1 against 5 puts b first.
    const tie = play(duel({}, { type: 'ashigaru' }), splits({ a: tok(3, 0) }, { b: tok(2, 0) }), [3, 4, 1, 5]);
    expect(ev(tie.events, 'initiativeTie')[0]!.rolls).toEqual([1, 5]);
    expect(tie.state.bout!.order).toEqual(['b', 'a']);
  });

  it('RO-15 in initiative order each fighter attacks or passes, then the next acts', () => {
    const s = play(duel(), splits({ a: tok(3, 0) }, { b: tok(3, 0) }), [6, 1]).state;
    expect(ronin.legalActions(s)).toEqual([{ type: 'pass', fighter: 'a' }, { type: 'attack', fighter: 'a', target: 'b' }]);
    expect(() => play(s, [{ type: 'attack', fighter: 'b', target: 'a' }])).toThrow(/It is a who acts now/);
    const passed = play(s, [{ type: 'pass', fighter: 'a' }]).state;
    expect(ronin.legalActions(passed)).toContainEqual({ type: 'attack', fighter: 'b', target: 'a' });
  });

  it('RO-16 the fight ends when every fighter in a row has passed', () => {
    const s = play(duel(), splits({ a: tok(3, 0) }, { b: tok(3, 0) }), [6, 1]).state;
    const r = play(s, [{ type: 'pass', fighter: 'a' }, { type: 'pass', fighter: 'b' }]);
    expect(ev(r.events, 'fightOver')).toHaveLength(1);
    expect(r.state.bout).toBe(null);
  });

  it('RO-16 the fight ends when neither player has an Attack token left', () => {
    // a has one Attack token, b none: a attacks once (b has no Defence token to boost), misses, and the fight is over.
    const s = play(duel(), splits({ a: tok(1, 2) }, { b: tok(0, 3) }), [6, 1]).state;
    const r = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: false }, { type: 'strike', boost: false, special: 'none' }], [1, 1, 6]);
    expect(ev(r.events, 'fightOver')).toHaveLength(1);
  });

  it('RO-17 an attack costs one Attack token just to be made', () => {
    const s = play(duel(), splits({ a: tok(2, 1) }, { b: tok(0, 3) }), [6, 1]).state;
    const r = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }]);
    expect(r.state.bout!.tokens.a!.attack).toBe(1);
  });

  it('RO-18 the defender decides its boost first (a Defence token), then the attacker its own (another Attack token)', () => {
    const s = play(duel(), splits({ a: tok(2, 1) }, { b: tok(0, 3) }), [6, 1]).state;
    const attacked = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }]).state;
    expect(ronin.actors(attacked)).toEqual([1]);
    expect(ronin.legalActions(attacked)).toEqual([{ type: 'defend', boost: false }, { type: 'defend', boost: true }]);
    const defended = play(attacked, [{ type: 'defend', boost: true }]).state;
    expect(defended.bout!.tokens.b!.defence).toBe(2);
    expect(ronin.actors(defended)).toEqual([0]);
    const struck = play(defended, [{ type: 'strike', boost: true, special: 'none' }], [1, 1, 1, 1, 1]);
    expect(ev(struck.events, 'atkBoost')).toHaveLength(1);
  });

  it('RO-19 a special attack that gets through disarms (or grapples) instead of wounding', () => {
    const s = play(duel(), splits({ a: tok(3, 0) }, { b: tok(0, 3) }), [6, 1]).state;
    const r = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: false }, { type: 'strike', boost: false, special: 'disarm' }], [6, 6, 1]);
    const b = r.state.fighters.find((f) => f.id === 'b')!;
    expect(b).toMatchObject({ disarmed: true, wound: 0 });
    expect(ev(r.events, 'strike')[0]!.params).toMatchObject({ result: 'disarm' });
    const g = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: false }, { type: 'strike', boost: false, special: 'grapple' }], [6, 6, 1]);
    expect(g.state.fighters.find((f) => f.id === 'b')).toMatchObject({ grappled: 'a', wound: 0 });
  });

  it('RO-20 attack 2d6 + Fight (boosted: 3d6, the two highest) against defence 1d6 + Fight (boosted: 2d6, both)', () => {
    const s = play(duel(), splits({ a: tok(3, 0) }, { b: tok(0, 3) }), [6, 1]).state;
    const plain = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: false }, { type: 'strike', boost: false, special: 'none' }], [4, 2, 3]);
    expect(ev(plain.events, 'strike')[0]!.params).toMatchObject({ attack: 9, defence: 6, margin: 3 });
    const boosted = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: true }, { type: 'strike', boost: true, special: 'none' }], [4, 1, 5, 3, 2]);
    // Attack: 5 + 4 (the 1 dropped) + 3 = 12; defence: 3 + 2 + 3 = 8.
    expect(ev(boosted.events, 'strike')[0]!.params).toMatchObject({ attack: 12, defence: 8, margin: 4 });
  });

  it('RO-21 a margin above 0 does damage; 0 or less and the attack fails', () => {
    const s = play(duel(), splits({ a: tok(3, 0) }, { b: tok(0, 3) }), [6, 1]).state;
    const even = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: false }, { type: 'strike', boost: false, special: 'none' }], [2, 1, 3]);
    expect(ev(even.events, 'strike')[0]!.params).toMatchObject({ margin: 0, result: 'miss', wound: 0 });
    expect(even.state.fighters.find((f) => f.id === 'b')!.wound).toBe(0);
    const one = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: false }, { type: 'strike', boost: false, special: 'none' }], [2, 2, 3]);
    expect(ev(one.events, 'strike')[0]!.params).toMatchObject({ margin: 1, result: 'wound', wound: 1 });
  });

  it('RO-22 armour adds 1, 2 or 3 to defence; facing three or more enemies costs 1', () => {
    const defenceWith = (armour: 'light' | 'medium' | 'heavy') => {
      const s = play(duel({}, { armour }), splits({ a: tok(3, 0) }, { b: tok(0, 3) }), [6, 1]).state;
      const r = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: false }, { type: 'strike', boost: false, special: 'none' }], [1, 1, 1]);
      return ev(r.events, 'strike')[0]!.params!.defence;
    };
    expect([defenceWith('light'), defenceWith('medium'), defenceWith('heavy')]).toEqual([5, 6, 7]);
    // b alone against a, c and d: defence 1 + 3 - 1 = 3.
    const s = tableWith([
      { id: 'b', side: 1, x: 18, y: 31 },
      { id: 'a', side: 0, x: 17, y: 31 },
      { id: 'c', side: 0, x: 19, y: 31 },
      { id: 'd', side: 0, x: 18, y: 32 },
    ]);
    let t = play(s, holdAll(s)).state;
    t = play(t, [{ type: 'formFight', one: 'b', many: ['a', 'c', 'd'] }, { type: 'chooseFight', fight: 0 }]).state;
    const r = play(t, [
      ...splits({ a: tok(3, 0), c: tok(3, 0), d: tok(3, 0) }, { b: tok(0, 3) }),
      { type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: false }, { type: 'strike', boost: false, special: 'none' },
    ], [6, 5, 4, 1, 1, 1, 1]);
    expect(ev(r.events, 'strike')[0]!.params!.defence).toBe(3);
  });

  it('RO-23 boosting initiative costs an Attack token and rolls 2d6 keeping the highest; one boost per roll', () => {
    const r = play(duel(), splits({ a: tok(2, 1, true) }, { b: tok(3, 0) }), [1, 5, 6]);
    expect(ev(r.events, 'initiative')[0]).toMatchObject({ rolls: [1, 5], params: { total: 8, boosted: true } });
    expect(r.state.bout!.tokens.a).toEqual(tok(1, 1, true));
    expect(() => play(duel(), splits({ a: tok(0, 3, true) }, { b: tok(3, 0) }))).toThrow(/needs an Attack token/);
    // The attacker with its last Attack token spent on the attack cannot boost it.
    const s = play(duel(), splits({ a: tok(1, 2) }, { b: tok(0, 3) }), [6, 1]).state;
    const t = play(s, [{ type: 'attack', fighter: 'a', target: 'b' }, { type: 'defend', boost: false }]).state;
    expect(ronin.legalActions(t).some((a) => a.type === 'strike' && a.boost)).toBe(false);
  });
});
