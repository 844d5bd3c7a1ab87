import { describe, expect, it } from 'vitest';
import { siege } from './index';
import { ev, piece, play, tableWith, type UnitSpec } from './testkit';
import type { SgState } from './types';

// The 'gate' castle: first-floor towers at x 3..4.5 and 7.5..9 (y 5.5..7), the gate between them.
// a3 stands nearest the castle (a step and a bit from the east tower), a1 nearest the Defender's
// warrior on the west tower.
const ATTACKERS: UnitSpec[] = [
  { id: 'a1', side: 0, x: 3, y: 3, home: { x: 3.5, y: 0.75 } },
  { id: 'a2', side: 0, x: 6, y: 1, home: { x: 6, y: 0.75 } },
  { id: 'a3', side: 0, x: 9.5, y: 4.5, home: { x: 8.5, y: 0.75 } },
];
const ON_TOWER: UnitSpec = { id: 'd1', side: 1, x: 3.5, y: 6 };
const IN_YARD: UnitSpec = { id: 'd2', side: 1, x: 6, y: 8 };

/** The Attacker's maneuver, about to end: the Defender's turn comes next. */
const attackerEnding = (defenders: UnitSpec[] = [ON_TOWER, IN_YARD], extra: UnitSpec[] = [], options = {}): SgState =>
  tableWith([...ATTACKERS, ...extra, ...defenders], { options });

/** The Defender's turn, magic cast with `roll`. */
function cast(roll: number, s = attackerEnding()) {
  return play(s, [{ type: 'endTurn' }, { type: 'castMagic' }], [roll]);
}

describe('Siege magic', () => {
  it('SG-1 the Defender\'s turn starts with magic while one of his warriors stands on a tower', () => {
    const r = play(attackerEnding(), [{ type: 'endTurn' }]);
    expect(r.state).toMatchObject({ active: 1, phase: 'magic' });
    expect(siege.legalActions(r.state)).toEqual([{ type: 'castMagic' }]);
  });

  it('SG-1 with no warrior of his on a tower the Defender has no magic: the turn goes on to the maneuver', () => {
    const r = play(attackerEnding([IN_YARD, { id: 'd3', side: 1, x: 5, y: 8 }]), [{ type: 'endTurn' }]);
    expect(ev(r.events, 'noMagic')).toHaveLength(1);
    expect(r.state).toMatchObject({ active: 1, phase: 'maneuver' });
    expect(() => play(r.state, [{ type: 'castMagic' }], [6])).toThrow(/not asked/);
  });

  it('SG-1 the Attacker uses no magic: his turn starts with shooting', () => {
    const s = tableWith([...ATTACKERS, { id: 'a-cannon', side: 0, kind: 'cannon', x: 6, y: 2 }, ON_TOWER], { active: 1 });
    const r = play(s, [{ type: 'endTurn' }]);
    expect(r.state).toMatchObject({ active: 0, phase: 'shoot' });
    expect(() => play(r.state, [{ type: 'castMagic' }], [6])).toThrow(/not asked/);
  });

  it('SG-2 a 1 is a failed spell: nothing happens', () => {
    const before = play(attackerEnding(), [{ type: 'endTurn' }]).state;
    const r = play(before, [{ type: 'castMagic' }], [1]);
    expect(ev(r.events, 'magic')[0]!.params).toMatchObject({ roll: 1, result: 'fizzle', target: null });
    expect(r.state.units).toEqual(before.units);
    expect(r.state.effects).toEqual([]);
    expect(r.state.phase).toBe('maneuver');
  });

  it('SG-2 a 2: the Defender\'s warriors move twice as far this turn, and only this turn', () => {
    const r = cast(2);
    expect(piece(play(r.state, [{ type: 'move', unit: 'd2', x: 6, y: 4.5 }]).state, 'd2')).toMatchObject({ y: 4.5 });
    // The next Defender turn (magic a 1): back to 2 steps.
    const later = play(r.state, [{ type: 'endTurn' }, { type: 'endTurn' }, { type: 'castMagic' }], [1]).state;
    expect(() => play(later, [{ type: 'move', unit: 'd2', x: 6, y: 4.5 }])).toThrow(/d2 has 2/);
  });

  it('SG-2 a 3: +2 to the Defender in melee this turn and in the Attacker\'s next turn, not after', () => {
    const foe: UnitSpec = { id: 'a4', side: 0, x: 6, y: 4.9, home: { x: 7.25, y: 0.75 } };
    const front: UnitSpec = { id: 'd3', side: 1, x: 6, y: 5.6 };
    const r = cast(3, attackerEnding([ON_TOWER, IN_YARD, front], [foe]));
    // This turn: d3 rolls 3 (+2 = 5) against a4's 4, and wins by 1: a4 is wounded, back to its start.
    const own = play(r.state, [{ type: 'melee', warrior: 'd3', target: 'a4' }], [3, 4]);
    expect(ev(own.events, 'melee')[0]!.params).toMatchObject({ roll: 3, targetRoll: 4, bonus: 2, targetBonus: 0, result: 'win' });
    expect(piece(own.state, 'a4')).toMatchObject({ x: 7.25, y: 0.75 });
    // Or, d3 fighting nobody, the Attacker's next turn: a4 rolls 5 against 4 + 2 and loses by 1.
    const next = play(r.state, [{ type: 'endTurn' }, { type: 'melee', warrior: 'a4', target: 'd3' }], [5, 4]);
    expect(ev(next.events, 'melee')[0]!.params).toMatchObject({ targetBonus: 2, result: 'lose' });
    // The turn after that (magic a 1): no bonus.
    const after = play(r.state, [{ type: 'endTurn' }, { type: 'endTurn' }, { type: 'castMagic' }, { type: 'melee', warrior: 'd3', target: 'a4' }], [1, 3, 4]);
    expect(ev(after.events, 'melee')[0]!.params).toMatchObject({ bonus: 0, result: 'lose' });
  });

  it('SG-2 a 4: the Attacker\'s cannon does not fire in his next turn; it fires again the turn after', () => {
    const cannon: UnitSpec = { id: 'a-cannon', side: 0, kind: 'cannon', x: 6, y: 2 };
    const r = cast(4, attackerEnding([ON_TOWER, IN_YARD], [cannon]));
    const next = play(r.state, [{ type: 'endTurn' }]);
    expect(ev(next.events, 'noShot')[0]!.params).toMatchObject({ why: 'silenced' });
    expect(next.state).toMatchObject({ active: 0, phase: 'maneuver' });
    expect(() => play(next.state, [{ type: 'fire', aim: { x: 0, y: 1 }, power: 5 }], [3, 3])).toThrow(/not asked/);
    const after = play(next.state, [{ type: 'endTurn' }, { type: 'castMagic' }, { type: 'endTurn' }], [1]);
    expect(after.state).toMatchObject({ active: 0, phase: 'shoot' });
  });

  it('SG-2 a 5: the Attacker\'s warrior nearest the castle is wounded and goes back to his start line', () => {
    const r = cast(5);
    expect(ev(r.events, 'magic')[0]!.params).toMatchObject({ result: 'wound', target: 'a3' });
    expect(piece(r.state, 'a3')).toMatchObject({ alive: true, x: 8.5, y: 0.75 });
    expect(piece(r.state, 'a1')).toMatchObject({ x: 3, y: 3 });
  });

  it('SG-2 a 6: that warrior is destroyed and removed', () => {
    const r = cast(6);
    expect(ev(r.events, 'destroyed')[0]!.params).toMatchObject({ warrior: 'a3', cause: 'magic' });
    expect(piece(r.state, 'a3').alive).toBe(false);
    expect(r.state.units.filter((u) => u.alive && u.side === 0)).toHaveLength(2);
  });

  it('SG-AMB-1 the rule option strikes the warrior nearest to a Defender\'s warrior on a tower instead', () => {
    const r = cast(6, attackerEnding(undefined, [], { nearest: 'tower' }));
    expect(ev(r.events, 'magic')[0]!.params).toMatchObject({ target: 'a1' });
  });

  it('SG-AMB-1 two warriors equally near: the lower id is struck', () => {
    const twins: UnitSpec[] = [{ id: 'a2', side: 0, x: 3.75, y: 4.5 }, { id: 'a1', side: 0, x: 8.25, y: 4.5 }];
    const s = tableWith([...twins, ON_TOWER]);
    const r = play(s, [{ type: 'endTurn' }, { type: 'castMagic' }], [6]);
    expect(ev(r.events, 'magic')[0]!.params).toMatchObject({ target: 'a1' });
  });

  it('SG-3 four warriors on the towers make no stronger magic than one: the same single roll, the same odds', () => {
    const four: UnitSpec[] = [ON_TOWER, { id: 'd3', side: 1, x: 4.1, y: 6.5 }, { id: 'd4', side: 1, x: 8.6, y: 6 }, { id: 'd5', side: 1, x: 7.9, y: 6.5 }];
    const one = play(attackerEnding([ON_TOWER]), [{ type: 'endTurn' }]).state;
    const many = play(attackerEnding(four), [{ type: 'endTurn' }]).state;
    expect(siege.preview(many, { type: 'castMagic' })!.chances.map((c) => [c.key, c.p])).toEqual(siege.preview(one, { type: 'castMagic' })!.chances.map((c) => [c.key, c.p]));
    const r = play(many, [{ type: 'castMagic' }], [6]);
    expect(ev(r.events, 'magic')[0]!.rolls).toEqual([6]);
    expect(ev(r.events, 'destroyed')).toHaveLength(1);
  });
});
