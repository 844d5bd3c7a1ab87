// RK-GAP-6 No More Foes, from the digest ("a unit that destroyed or routed everything in contact
// counts as winning; it may overrun (if it charged), pivot, or reform") and the defaults in
// docs/rules/ranked.md: its player is asked; an overrun is 2d6" straight ahead (the default when
// it may), a pivot turns it 90 degrees either way or about, a reform changes its frontage.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../core/dice';
import { ranked } from '../index';
import { refusalCode } from '../testkit';
import type { CombatAction, RkState } from '../types';
import { combatActions } from './round';
import { battle, combat, ev, FACE_A, FACE_B, fight, hitsAndWounds, misses, regiment, unit } from './testkit';

const FIGHT: CombatAction = { type: 'fightCombat', combat: 'c1' };
const OVERRUN: CombatAction = { type: 'overrun', combat: 'c1', unit: 'a1' };
const STAY: CombatAction = { type: 'stay', combat: 'c1', unit: 'a1' };
// a1 (10 models, 5 x 2, y 20..22) faces up onto b1 (5 models, one rank, y 19..20); a1 kills all five.
const a = () => regiment({ id: 'a1', models: 10, files: 5, ...FACE_A });
const b = () => regiment({ id: 'b1', models: 5, files: 5, ...FACE_B });
// A charger strikes first and b1 never strikes back; otherwise b1's five strike at the same step and miss.
const wiped = (chargers: string[], ...more: ReturnType<typeof regiment>[]): RkState =>
  fight(battle([a(), b(), ...more], [combat('c1', ['a1', 'b1'], chargers)]), [FIGHT], [...hitsAndWounds(5), ...misses(chargers.length ? 5 : 10)]).state;

describe('RK-GAP-6 No More Foes', () => {
  it('RK-GAP-6 a charger that destroyed everything it touched is asked: overrun (first, the default), stay, pivot or reform', () => {
    const s = wiped(['a1']);
    expect(unit(s, 'b1').destroyed).toBe(true);
    expect(s.combats[0]!.pending).toEqual({ kind: 'victor', side: 0, unit: 'a1', overrun: true });
    const asked = combatActions(s);
    expect(asked.slice(0, 2)).toEqual([OVERRUN, STAY]);
    expect(asked.filter((x) => x.type === 'freeReform').map((x) => x.type === 'freeReform' && [x.turn, x.files])).toEqual([[90, 5], [270, 5], [180, 5], [0, 3], [0, 4], [0, 6], [0, 8]]);
  });

  it('RK-GAP-6 an overrun moves 2d6" straight ahead and ends the combat', () => {
    const r = fight(wiped(['a1']), [OVERRUN], [3, 4]);
    expect(ev(r.events, 'freeMove')[0]!.params).toMatchObject({ unit: 'a1', how: 'overrun', roll: 7 });
    expect(unit(r.state, 'a1').block).toMatchObject({ facing: 0, front: { x: 20, y: 13 } });
    expect(r.state.combats).toEqual([]);
  });

  it('RK-GAP-6 an overrun into a fresh enemy charges it (a combat fought from the next combat phase)', () => {
    const b2 = regiment({ id: 'b2', models: 10, files: 5, side: 1, x: 20, y: 14, facing: 180 });
    const r = fight(wiped(['a1'], b2), [OVERRUN], [6, 6]);
    expect(ev(r.events, 'dash')[0]!.params).toMatchObject({ unit: 'a1', into: 'b2', side: 'front' });
    expect(r.state.combats).toHaveLength(1);
    expect(r.state.combats[0]).toMatchObject({ units: ['b2', 'a1'], chargers: ['a1'], fought: true });
  });

  it('RK-GAP-6 a regiment that did not charge may not overrun, but may pivot or reform in place keeping its models', () => {
    const s = wiped([]);
    expect(s.combats[0]!.pending).toMatchObject({ kind: 'victor', overrun: false });
    expect(combatActions(s)[0]).toEqual(STAY);
    expect(refusalCode(() => ranked.apply(s, OVERRUN, scriptedDice([])))).toBe('noOverrun');
    // About face: the block turns about its centre (21), its front now at y 22, facing down the table.
    const about = fight(s, [{ type: 'freeReform', combat: 'c1', unit: 'a1', turn: 180, files: 5 }]);
    expect(unit(about.state, 'a1').block).toMatchObject({ facing: 180, front: { x: 20, y: 22 }, width: 5, depth: 2 });
    expect(unit(about.state, 'a1').models).toBe(10);
    // Three files wide: four ranks about the same centre.
    const deep = fight(s, [{ type: 'freeReform', combat: 'c1', unit: 'a1', turn: 0, files: 3 }]);
    expect(unit(deep.state, 'a1')).toMatchObject({ files: 3, block: { facing: 0, width: 3, depth: 4, front: { x: 20, y: 19 } } });
    expect(ev(deep.events, 'freeMove')[0]!.params).toMatchObject({ how: 'reform', turn: 0, files: 3 });
  });

  it('RK-GAP-6 a free reform that turns and refiles at once, or lands on another regiment, is refused by name', () => {
    const s = wiped([]);
    expect(refusalCode(() => ranked.apply(s, { type: 'freeReform', combat: 'c1', unit: 'a1', turn: 90, files: 3 }, scriptedDice([])))).toBe('badFreeReform');
    const crowded = wiped([], regiment({ id: 'a2', models: 10, files: 5, side: 0, x: 25, y: 20, facing: 0 }));
    expect(refusalCode(() => ranked.apply(crowded, { type: 'freeReform', combat: 'c1', unit: 'a1', turn: 0, files: 8 }, scriptedDice([])))).toBe('badFreeReform');
  });
});
