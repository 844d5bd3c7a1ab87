import { describe, expect, it } from 'vitest';
import { siege } from './index';
import { ev, piece, play, tableWith, type UnitSpec } from './testkit';

// The 'gate' castle. d1 stands on the ground in front of the gate; a1 comes up to it.
const A1: UnitSpec = { id: 'a1', side: 0, x: 6, y: 3, home: { x: 3.5, y: 0.75 } };
const D1: UnitSpec = { id: 'd1', side: 1, x: 6, y: 5.3, home: { x: 6, y: 7.25 } };
const CLOSE = { type: 'move' as const, unit: 'a1', x: 6, y: 4.5 };
const FIGHT = { type: 'melee' as const, warrior: 'a1', target: 'd1' };

describe('Siege melee', () => {
  it('SG-8 after moving to less than 1 step from an enemy the player may start a melee; he need not', () => {
    const moved = play(tableWith([A1, D1]), [CLOSE]);
    expect(ev(moved.events, 'melee')).toEqual([]);
    expect(siege.legalActions(moved.state)).toContainEqual(FIGHT);
    // Ending the turn instead is fine.
    expect(play(moved.state, [{ type: 'endTurn' }]).state.active).toBe(1);
  });

  it('SG-8 each rolls a d6 and the higher wins: a loser by 1 is wounded and goes back to its start line', () => {
    const r = play(tableWith([A1, D1]), [CLOSE, FIGHT], [5, 4]);
    expect(ev(r.events, 'melee')[0]!.params).toMatchObject({ roll: 5, targetRoll: 4, result: 'win' });
    expect(piece(r.state, 'd1')).toMatchObject({ alive: true, x: 6, y: 7.25 });
    expect(piece(r.state, 'a1')).toMatchObject({ x: 6, y: 4.5 });
  });

  it('SG-8 a loser by 2 or more is destroyed and removed', () => {
    const r = play(tableWith([A1, D1, { id: 'd2', side: 1, x: 5, y: 8 }]), [CLOSE, FIGHT], [6, 4]);
    expect(ev(r.events, 'destroyed')[0]!.params).toMatchObject({ warrior: 'd1', cause: 'melee' });
    expect(piece(r.state, 'd1').alive).toBe(false);
  });

  it('SG-8 the warrior that starts the melee can lose it too', () => {
    const hurt = play(tableWith([A1, D1]), [CLOSE, FIGHT], [3, 4]);
    expect(piece(hurt.state, 'a1')).toMatchObject({ alive: true, x: 3.5, y: 0.75 });
    const gone = play(tableWith([A1, { id: 'a2', side: 0, x: 9, y: 1 }, D1]), [CLOSE, FIGHT], [1, 6]);
    expect(piece(gone.state, 'a1').alive).toBe(false);
  });

  it('SG-8 an enemy 1 step away or more is out of reach', () => {
    const s = play(tableWith([A1, D1]), [{ type: 'move', unit: 'a1', x: 6, y: 4.3 }]).state;
    expect(() => play(s, [FIGHT], [6, 1])).toThrow(/not less than 1 step/);
  });

  it('SG-8 a warrior starts one melee a turn, and the melee ends its maneuver', () => {
    const s = tableWith([A1, D1, { id: 'd2', side: 1, x: 6.8, y: 4.9 }]);
    const tie = play(s, [CLOSE, FIGHT], [3, 3]).state;
    expect(() => play(tie, [{ type: 'melee', warrior: 'a1', target: 'd2' }], [6, 1])).toThrow(/already fought/);
    const stay = play(tableWith([{ ...A1, y: 4.5 }, D1]), [FIGHT], [3, 3]).state;
    expect(() => play(stay, [{ type: 'move', unit: 'a1', x: 7, y: 4 }])).toThrow(/already made its maneuver/);
  });

  it('SG-AMB-2 a tied melee does nothing; with the rule option it is rolled again', () => {
    const tie = play(tableWith([A1, D1]), [CLOSE, FIGHT], [4, 4]);
    expect(ev(tie.events, 'melee')[0]!.params).toMatchObject({ result: 'tie' });
    expect(piece(tie.state, 'd1')).toMatchObject({ alive: true, x: 6, y: 5.3 });
    expect(piece(tie.state, 'a1')).toMatchObject({ alive: true, x: 6, y: 4.5 });
    const again = play(tableWith([A1, D1, { id: 'd2', side: 1, x: 5, y: 8 }], { options: { meleeTies: 'reroll' } }), [CLOSE, FIGHT], [4, 4, 2, 2, 5, 3]);
    expect(ev(again.events, 'melee').map((e) => e.params!.result)).toEqual(['tie', 'tie', 'win']);
    expect(piece(again.state, 'd1').alive).toBe(false);
  });

  it('SG-8 the odds of a melee: win, tie and lose from the two dice', () => {
    const s = play(tableWith([A1, D1]), [CLOSE]).state;
    const odds = Object.fromEntries(siege.preview(s, FIGHT)!.chances.map((c) => [c.key, c]));
    expect(odds.win!.p).toBeCloseTo(15 / 36, 12);
    expect(odds.tie!.p).toBeCloseTo(6 / 36, 12);
    expect(odds.lose!.p).toBeCloseTo(15 / 36, 12);
    // Win by 2 or more: 10 of the 36.
    expect(odds.win!.params!.destroyed).toBeCloseTo(10 / 36, 12);
    const reroll = play(tableWith([A1, D1], { options: { meleeTies: 'reroll' } }), [CLOSE]).state;
    const again = Object.fromEntries(siege.preview(reroll, FIGHT)!.chances.map((c) => [c.key, c.p]));
    expect(again.win).toBeCloseTo(0.5, 9);
    expect(again.tie).toBeCloseTo(0, 9);
  });

  it('SG-7 an Attacker must climb onto the tower to fight a Defender on it', () => {
    // The west tower (x 3..4.5, y 5.5..7): d1 on its top, a1 on the ground touching its side.
    const s = tableWith([{ id: 'a1', side: 0, x: 3.75, y: 5.25 }, { id: 'd1', side: 1, x: 3.75, y: 6 }]);
    expect(() => play(s, [{ type: 'melee', warrior: 'a1', target: 'd1' }], [6, 1])).toThrow(/not on the same floor/);
    const up = play(s, [{ type: 'move', unit: 'a1', x: 3.25, y: 5.75 }, { type: 'melee', warrior: 'a1', target: 'd1' }], [6, 1]);
    expect(piece(up.state, 'a1').level).toBe(1);
    expect(ev(up.events, 'melee')[0]!.params).toMatchObject({ result: 'win' });
  });

  it('SG-8 no melee across a wall, and a cannon does not fight', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 5, y: 6 }, { id: 'a-cannon', side: 0, kind: 'cannon', x: 6, y: 4.6 }, { id: 'd2', side: 1, x: 5, y: 6.5 }, D1]);
    expect(() => play(s, [{ type: 'melee', warrior: 'a1', target: 'd2' }], [6, 1])).toThrow(/A wall stands between/);
    expect(() => play(s, [{ type: 'melee', warrior: 'a-cannon', target: 'd1' }], [6, 1])).toThrow(/Only a warrior/);
  });
});
