import { describe, expect, it } from 'vitest';
import { combatActions, combatPhaseDone } from './round';
import { attackDie, battle, combat, ev, FACE_A, FACE_B, fight, hitsAndWounds, misses, prof, regiment, twoDice, unit } from './testkit';

const FIGHT = { type: 'fightCombat' as const, combat: 'c1' };
// Ten spearmen face ten: five files, two ranks each, fronts touching.
const a1 = () => regiment({ id: 'a1', models: 10, files: 5, ...FACE_A });
const b1 = () => regiment({ id: 'b1', models: 10, files: 5, ...FACE_B });

describe('The close-combat round', () => {
  it('RK-GAP-3 the Active player picks the combat to fight; each is fought once a phase', () => {
    const s = battle([a1(), b1()], [combat('c1', ['a1', 'b1'])]);
    expect(combatActions(s)).toEqual([FIGHT]);
    // No attacks hit: 10 of side 0 (I 3, same as side 1: both at one step), then 10 of side 1; a draw.
    const r = fight(s, [FIGHT], misses(20));
    expect(r.used).toBe(20);
    expect(ev(r.events, 'combatResult')[0]!.params).toMatchObject({ winner: null, score0: 1, score1: 1 });
    expect(combatPhaseDone(r.state)).toBe(true);
    expect(combatActions(r.state)).toEqual([]);
    expect(() => fight(r.state, [FIGHT])).toThrow(/fought/);
  });

  it('RK-GAP-3 models in base contact attack, plus one supporting attack each from the second rank', () => {
    const s = battle([a1(), regiment({ id: 'b1', models: 7, files: 5, ...FACE_B })], [combat('c1', ['a1', 'b1'])]);
    const r = fight(s, [FIGHT], [...misses(17), twoDice(1, 1)]); // b1 loses by its rank bonus and tests
    const strikes = ev(r.events, 'strikes').map((e) => [e.params!.unit, e.params!.attacks]);
    // a1: 5 in front + 5 behind; b1: 5 in front + 2 behind.
    expect(strikes).toEqual([['a1', 10], ['b1', 7]]);
  });

  it('RK-GAP-3 chargers strike first in the first round; casualties from the rear rank cannot strike back', () => {
    const s = battle([a1(), b1()], [combat('c1', ['a1', 'b1'], ['a1'])]);
    // a1 charged: its 10 attacks first; 3 hit and wound (no save), 7 miss. b1 has 7 left: 5 + 2 attacks.
    const r = fight(s, [FIGHT], [...hitsAndWounds(3), ...misses(7), ...misses(7), twoDice(1, 1)]);
    expect(r.used).toBe(18);
    expect(unit(r.state, 'b1').models).toBe(7);
    expect(unit(r.state, 'b1').block.depth).toBe(2); // 7 models in 5 files: 2 ranks, the front kept
    expect(unit(r.state, 'b1').block.front).toEqual({ x: 20, y: 20 });
    const res = ev(r.events, 'combatResult')[0]!.params!;
    // a1: 3 wounds + charge 1 + rank 1 = 5; b1: rank 1 (7 models: the second rank holds 2, not full) = 0.
    expect(res).toMatchObject({ score0: 5, score1: 0, winner: 0, diff: 5 });
  });

  it('RK-GAP-3 to hit, to wound and save are rolled for each attack; a save stops the wound', () => {
    const armoured = prof(3, 3, 3, 3, 1, 7, 5);
    const s = battle([regiment({ id: 'a1', models: 5, files: 5, ...FACE_A }), regiment({ id: 'b1', models: 5, files: 5, ...FACE_B, profile: armoured })], [combat('c1', ['a1', 'b1'], ['a1'])]);
    // a1's five attacks: hit 4, wound 4, save 5 (saved); hit 4, wound 4, save 4 (not saved); hit 3 (miss); hit 4, wound 3 (no wound); hit 6, wound 6, save 1.
    const r = fight(s, [FIGHT], [attackDie(4, 4, 5), attackDie(4, 4, 4), attackDie(3), attackDie(4, 3), attackDie(6, 6, 1), ...misses(3), twoDice(1, 1)]);
    expect(ev(r.events, 'strikes')[0]!.params).toMatchObject({ attacks: 5, unsaved: 2, hitOn: 4, woundOn: 4, saveOn: 5 });
    expect(unit(r.state, 'b1').models).toBe(3);
  });
});

describe('Chargers', () => {
  it('RK-GAP-3 RK-GAP-4 chargers strike first and add +1 only in the round of the turn they charged', () => {
    const s = battle([a1(), b1()], [combat('c1', ['a1', 'b1'], ['a1'])]);
    // Everyone misses: a1 wins by the charge (+1), b1 holds on 1 + 1.
    const first = fight(s, [FIGHT], [...misses(20), twoDice(1, 1)]);
    expect(ev(first.events, 'strikes').map((e) => e.params!.initiative)).toEqual([100, 3]);
    expect(ev(first.events, 'combatResult')[0]!.params).toMatchObject({ score0: 2, score1: 1 });
    // The next turn's round: both at Initiative 3, no charge bonus: a draw.
    const next = fight(battle(first.state.regiments, first.state.combats, 1), [FIGHT], misses(20));
    expect(ev(next.events, 'strikes').map((e) => e.params!.initiative)).toEqual([3, 3]);
    expect(ev(next.events, 'combatResult')[0]!.params).toMatchObject({ score0: 1, score1: 1, winner: null });
  });

  it('RK-GAP-3 a combat started by a charge (round 0) is fought as its first round', () => {
    const c = { ...combat('c1', ['b1', 'a1'], ['a1']), round: 0 };
    const r = fight(battle([a1(), b1()], [c]), [FIGHT], [...misses(20), twoDice(1, 1)]);
    expect(ev(r.events, 'combatStart')[0]!.params).toMatchObject({ round: 1 });
    expect(r.state.combats[0]!.round).toBe(2);
  });

  it('RK-GAP-3 a whole round never writes to the state it was given (frozen): casualties, a refusal, flight, pursuit', () => {
    const deepFreeze = <T>(x: T): T => {
      if (x && typeof x === 'object' && !Object.isFrozen(x)) {
        Object.freeze(x);
        for (const v of Object.values(x)) deepFreeze(v);
      }
      return x;
    };
    const hero = { id: 'ah', profile: prof(5, 4, 4, 5, 3, 9, 4, 2), wounds: 2 };
    const bh = { id: 'bh', profile: prof(5, 4, 4, 5, 3, 9, 4, 2), wounds: 2, bsb: true };
    const s = deepFreeze(battle(
      [regiment({ id: 'a1', models: 10, files: 5, ...FACE_A, characters: [hero] }), regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, characters: [bh] })],
      [combat('c1', ['a1', 'b1'], ['a1'])],
    ));
    // a1's hero challenges, bh refuses; a1 kills 6 and b1 breaks, flees and is caught.
    const r = fight(s, [FIGHT, { type: 'challenge', combat: 'c1', unit: 'a1', who: 'ah' }, { type: 'refuse', combat: 'c1' }, { type: 'pursue', combat: 'c1', unit: 'a1' }], [
      ...hitsAndWounds(3), ...hitsAndWounds(3), ...misses(6), ...misses(4), twoDice(6, 6), 1, 1, 6, 6,
    ]);
    expect(unit(r.state, 'b1').destroyed).toBe(true);
  });

  it('RK-GAP-3 applying an action leaves the state it was given as it was, and the state is plain data', () => {
    const s = battle([a1(), b1()], [combat('c1', ['a1', 'b1'], ['a1'])]);
    const before = JSON.stringify(s);
    const r = fight(s, [FIGHT], [...hitsAndWounds(4), ...misses(6), ...misses(6), twoDice(6, 6), 1, 1, 1, 2]);
    expect(JSON.stringify(s)).toBe(before);
    expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
  });
});

describe('Opening the combat phase', () => {
  it('RK-GAP-6 a combat left with one side (its enemy fled or was destroyed since) is over before the phase', () => {
    const gone = { ...b1(), fleeing: true };
    const s = battle([a1(), gone], [combat('c1', ['a1', 'b1'])]);
    expect(s.combats).toEqual([]);
    expect(combatPhaseDone(s)).toBe(true);
  });
});

describe('Two enemies at the front', () => {
  it('RK-GAP-3 a regiment fighting two enemies to its front attacks each with the files touching it, its second rank supporting once', () => {
    // b1 (8 files, 12 models: 4 in the second rank) faces down onto a1 (x 13..17) and a2 (x 17..21): four files touch each.
    const b = regiment({ id: 'b1', models: 12, files: 8, side: 1, x: 17, y: 20, facing: 180 });
    const a = regiment({ id: 'a1', models: 8, files: 4, side: 0, x: 15, y: 20, facing: 0 });
    const a2 = regiment({ id: 'a2', models: 8, files: 4, side: 0, x: 19, y: 20, facing: 0 });
    const r = fight(battle([a, a2, b], [combat('c1', ['a1', 'a2', 'b1'])]), [FIGHT], misses(8 + 8 + 12)); // no full rank behind: a draw
    expect(ev(r.events, 'strikes').map((e) => [e.params!.unit, e.params!.atUnit, e.params!.attacks])).toEqual([
      ['a1', 'b1', 8], ['a2', 'b1', 8], ['b1', 'a1', 8], ['b1', 'a2', 4],
    ]);
  });
});
