import { describe, expect, it } from 'vitest';
import { siege } from './index';
import { ev, piece, play, tableWith, type UnitSpec } from './testkit';

// The 'gate' castle: the gate is the gap between the front walls at y = 6.25, x 5.5..6.5 (with
// half a step either side of that line). a1 stands a step in front of it.
const A1: UnitSpec = { id: 'a1', side: 0, x: 6, y: 4.8125, home: { x: 3.5, y: 0.75 } };
const A2: UnitSpec = { id: 'a2', side: 0, x: 9, y: 1 };
const D1: UnitSpec = { id: 'd1', side: 1, x: 3.5, y: 6 };
const CANNON: UnitSpec = { id: 'a-cannon', side: 0, kind: 'cannon', x: 6, y: 2 };
const THROUGH = { type: 'move' as const, unit: 'a1', x: 6, y: 6.8125 };
const TRY = { type: 'tryGate' as const, warrior: 'a1' };

describe('Siege gate traps', () => {
  it('SG-9 an Attacker\'s warrior must roll for the traps before going through the gate', () => {
    const s = tableWith([A1, D1]);
    expect(() => play(s, [THROUGH])).toThrow(/must roll for the gate traps/);
    expect(siege.legalActions(s)).toContainEqual(TRY);
  });

  it('SG-9 a 4 or more: it may pass the gate', () => {
    const r = play(tableWith([A1, D1]), [TRY, THROUGH], [4]);
    expect(ev(r.events, 'gateTry')[0]!.params).toMatchObject({ warrior: 'a1', roll: 4, passed: true });
    expect(piece(r.state, 'a1')).toMatchObject({ x: 6, y: 6.8125 });
  });

  it('SG-9 a 1, 2 or 3: it may not pass the gate this turn, but may move elsewhere or stay', () => {
    for (const roll of [1, 2, 3]) {
      const shut = play(tableWith([A1, D1]), [TRY], [roll]).state;
      expect(() => play(shut, [THROUGH])).toThrow(/traps stopped a1/);
      expect(piece(play(shut, [{ type: 'move', unit: 'a1', x: 4.75, y: 4.75 }]).state, 'a1')).toMatchObject({ x: 4.75 });
      expect(play(shut, [{ type: 'endTurn' }]).state.active).toBe(1);
    }
  });

  it('SG-9 the roll comes before the warrior\'s maneuver, once a turn, and again next turn', () => {
    const moved = play(tableWith([A1, D1]), [{ type: 'move', unit: 'a1', x: 6, y: 5 }]).state;
    expect(() => play(moved, [TRY], [6])).toThrow(/already made its maneuver/);
    const shut = play(tableWith([A1, D1]), [TRY], [2]).state;
    expect(() => play(shut, [TRY], [6])).toThrow(/already rolled for the gate/);
    // The Defender's turn (magic a 1) and back: a new roll.
    const next = play(shut, [{ type: 'endTurn' }, { type: 'castMagic' }, { type: 'endTurn' }, TRY, THROUGH], [1, 5]);
    expect(piece(next.state, 'a1')).toMatchObject({ y: 6.8125 });
  });

  it('SG-9 the traps are the Defender\'s: his own warriors pass his gate freely', () => {
    const s = tableWith([A2, D1, { id: 'd2', side: 1, x: 6, y: 7.25 }], { active: 1 });
    const r = play(s, [{ type: 'move', unit: 'd2', x: 6, y: 5.25 }]);
    expect(piece(r.state, 'd2')).toMatchObject({ x: 6, y: 5.25 });
    expect(ev(r.events, 'gateTry')).toEqual([]);
  });

  it('SG-9 a warrior standing in the gate has passed the traps: it goes on into the yard', () => {
    const s = tableWith([{ ...A1, y: 6.2 }, D1]);
    expect(piece(play(s, [{ type: 'move', unit: 'a1', x: 6, y: 7.625 }]).state, 'a1')).toMatchObject({ y: 7.625 });
  });

  it('SG-10 as soon as an Attacker\'s warrior enters the gate the cannon stops firing', () => {
    // d2 stands guard just behind the gate, so a1 does not hold it (SG-GAP-3).
    const s = tableWith([A1, A2, CANNON, D1, { id: 'd2', side: 1, x: 6, y: 6.9 }]);
    const r = play(s, [TRY, { type: 'move', unit: 'a1', x: 6, y: 6 }], [5]);
    expect(ev(r.events, 'gateEntered')[0]!.params).toMatchObject({ warrior: 'a1' });
    expect(r.state.gateEntered).toEqual([true, false]);
    const next = play(r.state, [{ type: 'endTurn' }, { type: 'castMagic' }, { type: 'endTurn' }], [1]);
    expect(ev(next.events, 'noShot')[0]!.params).toMatchObject({ why: 'gate' });
    expect(next.state).toMatchObject({ active: 0, phase: 'maneuver' });
    // Even with the warrior gone again, the cannon stays quiet: only melee decides the battle now.
    const later = play({ ...next.state, units: next.state.units.map((u) => (u.id === 'a1' ? { ...u, alive: false } : u)) }, [{ type: 'endTurn' }, { type: 'castMagic' }, { type: 'endTurn' }], [1]);
    expect(later.state.phase).toBe('maneuver');
    expect(siege.legalActions(later.state).some((a) => a.type === 'fire')).toBe(false);
  });

  it('SG-10 a warrior that only walks past the gate has not entered it', () => {
    const r = play(tableWith([{ ...A1, x: 4.8, y: 5 }, A2, CANNON, D1]), [{ type: 'move', unit: 'a1', x: 4.8, y: 4.5 }]);
    expect(r.state.gateEntered).toEqual([false, false]);
  });
});
