import { describe, expect, it } from 'vitest';
import { scoreOf } from '../victory';
import type { CombatAction } from '../types';
import { battle, combat, ev, FACE_A, FACE_B, fight, hero, hitsAndWounds, misses, prof, regiment, twoDice, unit } from './testkit';

const FIGHT: CombatAction = { type: 'fightCombat', combat: 'c1' };
// b1 faces up the table with its front at y = 20: x 17.5..22.5, y 20..22 (ten models, two ranks).
const b1 = (models = 10) => regiment({ id: 'b1', models, files: 5, side: 1, x: 20, y: 20, facing: 0 });

describe('Combat result and break tests in play', () => {
  it('RK-GAP-4 a unit fighting the enemy in its flank adds +1; only the models touching fight', () => {
    // a1 faces right (+x) onto b1's left flank: three of its files touch b1's two ranks.
    const a1 = regiment({ id: 'a1', models: 10, files: 5, side: 0, x: 17.5, y: 21, facing: 90 });
    const r = fight(battle([a1, b1()], [combat('c1', ['a1', 'b1'])]), [FIGHT], [...misses(6), ...misses(2), twoDice(1, 1)]);
    expect(ev(r.events, 'strikes').map((e) => [e.params!.unit, e.params!.attacks])).toEqual([['a1', 6], ['b1', 2]]);
    // a1: rank 1 + flank 1; b1: rank 1.
    expect(ev(r.events, 'combatResult')[0]!.params).toMatchObject({ score0: 2, score1: 1, winner: 0, diff: 1 });
  });

  it('RK-GAP-4 a unit fighting the enemy in its rear adds +2', () => {
    const a1 = regiment({ id: 'a1', models: 10, files: 5, side: 0, x: 20, y: 22, facing: 0 });
    const r = fight(battle([a1, b1()], [combat('c1', ['a1', 'b1'])]), [FIGHT], [...misses(10), ...misses(5), twoDice(1, 1)]);
    expect(ev(r.events, 'combatResult')[0]!.params).toMatchObject({ score0: 3, score1: 1 });
  });

  it('RK-GAP-4 Steadfast: more full ranks than each enemy tests on unmodified Leadership', () => {
    const a = regiment({ id: 'a1', models: 10, files: 5, ...FACE_A, standard: true, musician: true });
    const deep = regiment({ id: 'b1', models: 20, files: 5, ...FACE_B });
    // a1 kills 2 (and charged): 2 + 1 + 1 + 1 = 5 against the 2 of b1's three full ranks left: b1 loses by 3 but has 3 full ranks to a1's 2.
    const r = fight(battle([a, deep], [combat('c1', ['a1', 'b1'], ['a1'])]), [FIGHT], [...hitsAndWounds(2), ...misses(8), ...misses(10), twoDice(4, 3)]);
    expect(ev(r.events, 'combatResult')[0]!.params).toMatchObject({ score0: 5, score1: 2, diff: 3 });
    expect(ev(r.events, 'breakTest')[0]!.params).toMatchObject({ steadfast: true, target: 7, roll: 7, passed: true });
  });

  it('RK-GAP-4 Hold Your Ground: within 12" of its Battle Standard Bearer a failed break test is rolled again', () => {
    const bsb = (x: number, y: number) => regiment({ id: 'b2', models: 5, files: 5, side: 1, x, y, facing: 180, characters: [hero('bsb', prof(4, 4, 4, 4, 2, 8, 4, 2), { bsb: true })] });
    const a = () => regiment({ id: 'a1', models: 10, files: 5, ...FACE_A });
    const b = () => regiment({ id: 'b1', models: 10, files: 5, ...FACE_B });
    // a1 kills 3 (b1's ten strike back at the same Initiative and miss): b1 loses by 4 and fails on 6, 6.
    const rolls = [...hitsAndWounds(3), ...misses(7), ...misses(10)];
    // b2's centre is 11" from b1's, then 36".
    const near = fight(battle([a(), b(), bsb(30, 15)], [combat('c1', ['a1', 'b1'])]), [FIGHT], [...rolls, twoDice(6, 6), twoDice(1, 2)]);
    expect(ev(near.events, 'breakTest')[0]!.params).toMatchObject({ holdYourGround: true, roll: 12, reroll: 3, passed: true });
    const far = fight(battle([a(), b(), bsb(40, 45)], [combat('c1', ['a1', 'b1'])]), [FIGHT], [...rolls, twoDice(6, 6), 1, 1, 1, 1]);
    expect(ev(far.events, 'breakTest')[0]!.params).toMatchObject({ holdYourGround: false, passed: false });
  });
});

describe('Flight, pursuit and No More Foes', () => {
  const a = () => regiment({ id: 'a1', models: 10, files: 5, ...FACE_A });
  const b = () => regiment({ id: 'b1', models: 10, files: 5, ...FACE_B });
  // a1 kills 5 of b1; b1's ten strike back at the same Initiative and miss; b1 loses by 6 and fails on 6, 6.
  const rolls = [...hitsAndWounds(5), ...misses(5), ...misses(10)];
  const PURSUE: CombatAction = { type: 'pursue', combat: 'c1', unit: 'a1' };

  it('RK-GAP-5 a broken unit flees 2d6" straight away from the enemy; a pursuer rolling as far or farther catches and destroys it', () => {
    const r = fight(battle([a(), b()], [combat('c1', ['a1', 'b1'])]), [FIGHT, PURSUE], [...rolls, twoDice(6, 6), 3, 4, 3, 4]);
    expect(ev(r.events, 'flee')[0]!.params).toMatchObject({ unit: 'b1', roll: 7, facing: 0 });
    expect(ev(r.events, 'pursuit')[0]!.params).toMatchObject({ unit: 'a1', fleeing: 'b1', roll: 7, flee: 7, caught: true });
    expect(unit(r.state, 'b1').destroyed).toBe(true);
    expect(scoreOf(r.state, 0)).toBe(100);
  });

  it('RK-GAP-5 a pursuer rolling less lets it escape: it flees, away from the enemy', () => {
    const r = fight(battle([a(), b()], [combat('c1', ['a1', 'b1'])]), [FIGHT, PURSUE], [...rolls, twoDice(6, 6), 3, 4, 3, 3]);
    expect(ev(r.events, 'pursuit')[0]!.params).toMatchObject({ caught: false });
    const fled = unit(r.state, 'b1');
    expect(fled).toMatchObject({ fleeing: true, destroyed: false });
    // b1 faced down the table (+y) onto a1; it turned about and ran 7" up the table.
    expect(fled.block.facing).toBe(0);
    expect(fled.block.front.y).toBeLessThan(20 - 7);
  });

  it('RK-GAP-6 a unit with no enemy left in base contact leaves the combat; a combat with one side left is over', () => {
    const r = fight(battle([a(), b()], [combat('c1', ['a1', 'b1'])]), [FIGHT, PURSUE], [...rolls, twoDice(6, 6), 6, 6, 1, 1]);
    expect(ev(r.events, 'noMoreFoes').map((e) => e.params!.unit)).toEqual(['a1']);
    expect(ev(r.events, 'combatEnd')).toHaveLength(1);
    expect(r.state.combats).toEqual([]);
    // Wiped out by casualties: the same, once a1's player has chosen its free move (RK-GAP-6).
    const wiped = fight(battle([a(), regiment({ id: 'b1', models: 5, files: 5, ...FACE_B })], [combat('c1', ['a1', 'b1'], ['a1'])]), [FIGHT, { type: 'stay', combat: 'c1', unit: 'a1' }], hitsAndWounds(5).concat(misses(5)));
    expect(unit(wiped.state, 'b1').destroyed).toBe(true);
    expect(ev(wiped.events, 'noMoreFoes').map((e) => e.params!.unit)).toEqual(['a1']);
    expect(wiped.state.combats).toEqual([]);
  });
});

describe('Several losers', () => {
  it('RK-GAP-3 RK-GAP-5 every losing regiment takes its break test before any flees; then each flees, and the winner pursues one of them', () => {
    const b = regiment({ id: 'b1', models: 16, files: 8, side: 1, x: 17, y: 20, facing: 180 });
    const x1 = regiment({ id: 'a1', models: 8, files: 4, side: 0, x: 15, y: 20, facing: 0 });
    const x2 = regiment({ id: 'a2', models: 8, files: 4, side: 0, x: 19, y: 20, facing: 0 });
    // a1 and a2 miss (8 each); b1 kills 4 of each: it wins by 9, both break on 1 + 1 and flee 2";
    // b1 is asked once (it pursues one regiment a round), pursues a1 and catches it.
    const r = fight(battle([x1, x2, b], [combat('c1', ['a1', 'a2', 'b1'])]), [FIGHT, { type: 'pursue', combat: 'c1', unit: 'b1' }], [
      ...misses(16), ...hitsAndWounds(4), ...misses(4), ...hitsAndWounds(4), ...misses(4), twoDice(1, 1), twoDice(1, 1), 1, 1, 1, 1, 6, 6,
    ]);
    expect(r.events.filter((e) => ['breakTest', 'flee', 'pursuit'].includes(e.type)).map((e) => `${e.type}:${String(e.params!.unit)}`)).toEqual([
      'breakTest:a1', 'breakTest:a2', 'flee:a1', 'flee:a2', 'pursuit:b1',
    ]);
    expect(ev(r.events, 'pursuitChoice').map((e) => e.params!.fleeing)).toEqual(['a1']);
    expect([unit(r.state, 'a1').destroyed, unit(r.state, 'a2').destroyed]).toEqual([true, false]);
    // b1 would turn about its centre onto a1's flight line (away to the lower left), but a2 is in the way: it stays.
    expect(ev(r.events, 'dash')[0]!.params).toMatchObject({ unit: 'b1', stop: 'turn', dist: 0, into: '' });
    expect(r.used).toBe(16 + 4 + 4 + 4 + 4 + 2 + 6);
  });
});
