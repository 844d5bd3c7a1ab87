import { describe, expect, it } from 'vitest';
import { contact } from '../geometry/block';
import type { CombatAction } from '../types';
import { combatActions, combatActor } from './round';
import { battle, combat, ev, fight, hitsAndWounds, misses, regiment, twoDice, unit } from './testkit';

const FIGHT: CombatAction = { type: 'fightCombat', combat: 'c1' };

// b1: fifteen models in three ranks facing up the table (x 17.5..22.5, y 20..23). a2 charged its
// front; a1 charged its left flank, touching only its rear rank (a1's files span y 22.5..27.5).
const b1 = () => regiment({ id: 'b1', models: 15, files: 5, side: 1, x: 20, y: 20, facing: 0 });
const a1 = () => regiment({ id: 'a1', models: 10, files: 5, side: 0, x: 17.5, y: 25, facing: 90 });
const a2 = () => regiment({ id: 'a2', models: 10, files: 5, side: 0, x: 20, y: 20, facing: 180 });

describe('Falling out of combat after casualties', () => {
  it('RK-1 RK-2 a unit that lost contact when the enemy lost its rear rank, and suffered no casualties, is moved back the least distance', () => {
    const s = battle([b1(), a1(), a2()], [combat('c1', ['b1', 'a1', 'a2'], ['a1', 'a2'])]);
    expect(contact(unit(s, 'a1').block, unit(s, 'b1').block)).not.toBeNull();
    // Chargers first: a1's one file and its supporting attack miss; a2 kills 5 of b1 (its rear rank goes).
    const rolls = [...misses(2), ...hitsAndWounds(5), ...misses(5), ...misses(20), ...new Array<number>(12).fill(1)];
    // The shift is asked before it is made (and drawn on the board meanwhile): nothing has moved yet.
    const asked = fight(s, [FIGHT], rolls);
    const pending = asked.state.combats[0]!.pending;
    expect(pending).toMatchObject({ kind: 'fallBack', side: 0, options: 1 });
    expect(ev(asked.events, 'fallBack')).toEqual([]);
    expect(unit(asked.state, 'a1').block.front).toEqual(unit(s, 'a1').block.front);
    expect(combatActions(asked.state)).toEqual([{ type: 'fallBack', combat: 'c1', choice: 0 }]);
    const r = fight(s, [FIGHT, { type: 'fallBack', combat: 'c1', choice: 0 }], rolls);
    expect(unit(r.state, 'b1').block.depth).toBe(2);
    const moved = ev(r.events, 'fallBack');
    expect(moved.map((e) => [e.params!.unit, e.rule])).toEqual([['a1', 'RK-2']]);
    // a1 slid along its own front (up the table): x unchanged, and back in contact with b1's flank.
    const after = unit(r.state, 'a1').block;
    expect(after.front.x).toBe(17.5);
    expect(after.front.y).toBeLessThan(25);
    expect(after.facing).toBe(90);
    // Back in contact, it fought on: its flank attack was rolled again by b1 at Initiative 3.
    expect(ev(r.events, 'strikes').some((e) => e.params!.unit === 'b1' && e.params!.atUnit === 'a1')).toBe(true);
  });
});

describe('Falling out of combat: no way back', () => {
  it('RK-5 RK-9 a unit that cannot be brought back into contact is out of the combat; a unit still touching another enemy is not moved', () => {
    // Impassable rocks just up the table from a1 stop its slide; b1 still touches a2 and may not move.
    const rocks = { id: 'r', kind: 'hill' as const, name: { en: 'Rocks', ru: 'Скалы' }, poly: [{ x: 14, y: 21 }, { x: 17.5, y: 21 }, { x: 17.5, y: 22.4 }, { x: 14, y: 22.4 }], impassable: true };
    const steady = regiment({ id: 'b1', models: 15, files: 5, side: 1, x: 20, y: 20, facing: 0, profile: { ...b1().profile, Ld: 10 } });
    const s = { ...battle([steady, a1(), a2()], [combat('c1', ['b1', 'a1', 'a2'], ['a1', 'a2'])]), terrain: [rocks] };
    // a1 and a2 charged: a2 kills 5 (b1's rear rank); b1's ten strike a2 back and miss; b1 holds (Ld 10).
    const r = fight(s, [FIGHT], [...misses(2), ...hitsAndWounds(5), ...misses(5), ...misses(10), twoDice(1, 1)]);
    expect(ev(r.events, 'fallBack')).toEqual([]);
    expect(unit(r.state, 'a1').block.front).toEqual({ x: 17.5, y: 25 });
    expect(unit(r.state, 'b1').block.front).toEqual({ x: 20, y: 20 });
    expect(ev(r.events, 'noMoreFoes').map((e) => e.params!.unit)).toEqual(['a1']);
    expect(r.state.combats[0]!.units).toEqual(['b1', 'a2']);
  });
});

describe('Falling out of combat: the Active player picks among ties', () => {
  it('RK-8 when several ways keep as many units in contact, the Active player picks one; the round then goes on', () => {
    // The round stopped after the chargers' casualties, asking side 0 to pick one of two ways.
    const s = battle([b1(), a1(), a2()], [combat('c1', ['b1', 'a1', 'a2'], ['a1', 'a2'])]);
    const c = s.combats[0]!;
    const asked = { ...s, combats: [{ ...c, round: 1, queue: [{ t: 'result' as const }, { t: 'aftermath' as const }], pending: { kind: 'fallBack' as const, side: 0 as const, options: 2, casualties: ['b1'] } }] };
    expect(combatActions(asked)).toEqual([{ type: 'fallBack', combat: 'c1', choice: 0 }, { type: 'fallBack', combat: 'c1', choice: 1 }]);
    expect(combatActor(asked)).toBe(0);
    expect(() => fight(asked, [{ type: 'fallBack', combat: 'c1', choice: 2 }])).toThrow(/RK-8/);
    const r = fight(asked, [{ type: 'fallBack', combat: 'c1', choice: 1 }], [twoDice(1, 1)]);
    expect(r.state.combats[0]!.pending).toBeNull();
    expect(ev(r.events, 'combatResult')).toHaveLength(1);
  });
});
