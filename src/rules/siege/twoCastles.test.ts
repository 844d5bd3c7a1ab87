import { describe, expect, it } from 'vitest';
import { siege } from './index';
import { GATE } from './scenarios';
import { ev, piece, play, tableWith, type UnitSpec } from './testkit';

// Two 'gate' castles on a 12 x 14 table: side 1's at the bottom (its gate at y = 11.25, x 5.5..6.5),
// side 0's the same turned about the table's middle at the top (its gate at y = 2.75).
const TWO = { twoCastles: true };
const ON_OWN_TOWER_0: UnitSpec = { id: 'a1', side: 0, x: 8.5, y: 3 };
const ON_OWN_TOWER_1: UnitSpec = { id: 'd1', side: 1, x: 3.5, y: 11 };

describe('Siege with two fortresses', () => {
  it('SG-11 each player builds a fortress and has a cannon, and plays every step of the turn: magic, shooting, maneuver', () => {
    let s = siege.setup(GATE, TWO, 2, ['A', 'B']);
    expect(s.castles.map((c) => c.owner)).toEqual([0, 1]);
    expect(s.units.filter((u) => u.kind === 'cannon').map((u) => u.side)).toEqual([0, 1]);
    expect(s.height).toBe(14);
    expect(s).toMatchObject({ active: 0, phase: 'magic' });
    s = play(s, [{ type: 'castMagic' }], [1]).state;
    expect(s.phase).toBe('shoot');
    s = play(s, [{ type: 'holdFire' }, { type: 'endTurn' }]).state;
    expect(s).toMatchObject({ active: 1, phase: 'magic' });
    s = play(s, [{ type: 'castMagic' }], [1]).state;
    expect(s.phase).toBe('shoot');
  });

  it('SG-11 magic needs a warrior on the player\'s own tower: standing on the enemy\'s gives none', () => {
    const enemyTower: UnitSpec = { id: 'a1', side: 0, x: 3.5, y: 11.2 };
    const s = tableWith([enemyTower, ON_OWN_TOWER_1], { options: TWO, active: 1 });
    const r = play(s, [{ type: 'endTurn' }]);
    expect(ev(r.events, 'noMagic')[0]!.params).toMatchObject({ player: 'Red' });
    expect(r.state).toMatchObject({ active: 0, phase: 'maneuver' });
  });

  it('SG-11 each gate traps only the enemy: a player\'s warriors pass their own gate freely', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 6, y: 4.1 }, { id: 'a2', side: 0, x: 6, y: 9.8 }, ON_OWN_TOWER_1], { options: TWO });
    expect(piece(play(s, [{ type: 'move', unit: 'a1', x: 6, y: 2.125 }]).state, 'a1')).toMatchObject({ y: 2.125 });
    expect(() => play(s, [{ type: 'move', unit: 'a2', x: 6, y: 11.75 }])).toThrow(/must roll for the gate traps/);
    expect(() => play(s, [{ type: 'tryGate', warrior: 'a1' }], [6])).toThrow(/cannot reach the gate/);
  });

  it('SG-11 magic 5 strikes the enemy nearest the caster\'s own fortress', () => {
    const s = tableWith([ON_OWN_TOWER_0, { id: 'a2', side: 0, x: 6, y: 9.5 }, ON_OWN_TOWER_1, { id: 'd2', side: 1, x: 6, y: 4.5, home: { x: 6, y: 12.25 } }], { options: TWO, active: 1 });
    const r = play(s, [{ type: 'endTurn' }, { type: 'castMagic' }], [5]);
    expect(ev(r.events, 'magic')[0]!.params).toMatchObject({ player: 'Red', target: 'd2' });
    expect(piece(r.state, 'd2')).toMatchObject({ x: 6, y: 12.25 });
  });

  it('SG-11 holding the enemy\'s gate wins for either player', () => {
    const s = tableWith([ON_OWN_TOWER_0, { id: 'd2', side: 1, x: 6, y: 2.8 }, ON_OWN_TOWER_1], { options: TWO, active: 1 });
    expect(play(s, [{ type: 'endTurn' }]).state.result).toEqual({ winner: 1, reason: 'gate' });
  });

  it('SG-11 entering the enemy\'s gate silences only that player\'s cannon (SG-10)', () => {
    const s = tableWith([ON_OWN_TOWER_0, { id: 'a-cannon', side: 0, kind: 'cannon', x: 6, y: 4.75 }, { id: 'a2', side: 0, x: 6, y: 10.2 },
      ON_OWN_TOWER_1, { id: 'd-cannon', side: 1, kind: 'cannon', x: 6, y: 9.25 }, { id: 'd2', side: 1, x: 6, y: 11.9 }], { options: TWO });
    const entered = play(s, [{ type: 'tryGate', warrior: 'a2' }, { type: 'move', unit: 'a2', x: 6, y: 11 }], [4]).state;
    expect(entered.gateEntered).toEqual([true, false]);
    const theirs = play(entered, [{ type: 'endTurn' }, { type: 'castMagic' }], [1]).state;
    expect(theirs).toMatchObject({ active: 1, phase: 'shoot' });
    const ours = play(theirs, [{ type: 'holdFire' }, { type: 'endTurn' }, { type: 'castMagic' }], [1]).state;
    expect(ours).toMatchObject({ active: 0, phase: 'maneuver' });
  });

  it('SG-11 after the last round the player with more warriors left wins; as many each is a draw', () => {
    const end = (extra: UnitSpec[]) => {
      const s = { ...tableWith([ON_OWN_TOWER_0, ON_OWN_TOWER_1, ...extra], { options: TWO, active: 1 }), round: 12, turnIndex: 23 };
      return play(s, [{ type: 'endTurn' }]).state.result;
    };
    expect(end([])).toEqual({ winner: null, reason: 'turns' });
    expect(end([{ id: 'a2', side: 0, x: 6, y: 6 }])).toEqual({ winner: 0, reason: 'turns' });
  });
});
