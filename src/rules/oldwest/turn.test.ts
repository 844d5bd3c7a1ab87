import { describe, expect, it } from 'vitest';
import { oldwest } from './index';
import { F, play, position, scenarioOf } from './testkit';
import type { OWState } from './types';

const deputy = (id: string, x: number, y: number, leader = false) => ({ id, name: id, type: 'deputy', pos: { x, y }, leader });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });

/** Side 0 with half its posse out of action, at the end of a turn's fights. */
function brokenAtTurnEnd(): OWState {
  const s = position([deputy('a', 5, 5, true), deputy('b', 8, 5)], [rowdy('x', 30, 30), rowdy('y', 33, 30)], { phase: 'shoot' });
  s.fighters['0:b']!.status = 'out';
  // End shooting for both sides: no fights, so the turn ends and turn 2 begins.
  return play(s, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
}

describe('The turn', () => {
  it('OW-GAP-1 the Drop: the higher d6 acts first in every phase', () => {
    const s = oldwest.setup(scenarioOf([deputy('a', 5, 5)], [rowdy('x', 30, 30)]), {}, 1, ['Anna', 'Boris']);
    expect(s.phase).toBe('drop');
    const r = play(s, [{ type: 'rollDrop' }], [2, 5]);
    expect(r.state.drop).toBe(1);
    expect(r.state.phase).toBe('move');
    expect(oldwest.actor(r.state)).toBe(1);
  });

  it('OW-GAP-1 a tied Drop passes to the side that did not have it last turn', () => {
    const s: OWState = { ...position([deputy('a', 5, 5)], [rowdy('x', 30, 30)]), phase: 'drop', drop: null, lastDrop: 0 };
    expect(play(s, [{ type: 'rollDrop' }], [4, 4]).state.drop).toBe(1);
    // On the first turn nobody had it: roll again.
    const first: OWState = { ...s, lastDrop: null };
    const r = play(first, [{ type: 'rollDrop' }], [4, 4, 1, 3]);
    expect(r.state.drop).toBe(1);
    expect(r.events.filter((e) => e.type === 'dropRolled')).toHaveLength(2);
  });

  it('OW-GAP-1 Movin\', then Shootin\', then Fightin\': each side ends its part of a phase in Drop order', () => {
    const s = position([deputy('a', 5, 5)], [rowdy('x', 30, 30)], { drop: 1 });
    const r = play(s, [{ type: 'endPhase' }]);
    expect(r.state).toMatchObject({ phase: 'move', active: 0, step: 1 });
    const r2 = play(r.state, [{ type: 'endPhase' }]);
    expect(r2.state).toMatchObject({ phase: 'shoot', active: 1, step: 0 });
    expect(() => oldwest.apply(r2.state, { type: 'move', fighterId: '1:x', to: { x: 30, y: 28 } }, { roll: () => 1 })).toThrow(/not the Move phase/);
  });

  it('OW-22 a Pluck test passes on 2d6 + Pluck of 10 or more', () => {
    const s = brokenAtTurnEnd();
    expect(s.pending).toMatchObject({ kind: 'hills', side: 0, testerId: '0:a' });
    // Deputy Pluck 3: 3 + 4 + 3 = 10 passes; 3 + 3 + 3 = 9 fails.
    expect(play(s, [{ type: 'hillsTest' }], [3, 4]).state.phase).toBe('drop');
    expect(play(s, [{ type: 'hillsTest' }], [3, 3]).state.phase).toBe('over');
    // The odds panel agrees: 2d6 of 7 or more, 21 of the 36 rolls.
    expect(oldwest.preview(s, { type: 'hillsTest' })!.chances.find((c) => c.key === 'pluckPass')!.p).toBeCloseTo(21 / 36, 12);
  });

  it('OW-23 Head for the Hills: a broken posse tests at the start of the next turn; failing, it flees and loses', () => {
    const s = brokenAtTurnEnd();
    expect(s.turn).toBe(2);
    expect(oldwest.actor(s)).toBe(0);
    expect(() => oldwest.apply(s, { type: 'rollDrop' }, { roll: () => 1 })).toThrow(/Head for the Hills/);
    const r = play(s, [{ type: 'hillsTest' }], [1, 2]);
    expect(r.state.result).toEqual({ winner: 1, loser: 0, reason: 'fled', turn: 2 });
    expect(F(r.state, '0:a').status).toBe('fled');
    expect(oldwest.winner(r.state)).toBe(1);
    expect(oldwest.legalActions(r.state)).toEqual([]);
  });

  it('OW-23 if the leader is out of action, the fighter with the highest Pluck tests', () => {
    const s = position([deputy('a', 5, 5, true), { id: 'm', name: 'm', type: 'marshal', pos: { x: 8, y: 5 } }, deputy('c', 11, 5), deputy('d', 14, 5)],
      [rowdy('x', 30, 30)], { phase: 'shoot' });
    s.fighters['0:a']!.status = 'out';
    s.fighters['0:c']!.status = 'out';
    const r = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }]);
    expect(r.state.pending).toMatchObject({ kind: 'hills', testerId: '0:m' });
  });

  it('OW-23 a posse with fewer than half out of action does not test', () => {
    const s = position([deputy('a', 5, 5, true), deputy('b', 8, 5), deputy('c', 11, 5)], [rowdy('x', 30, 30)], { phase: 'shoot' });
    s.fighters['0:b']!.status = 'out';
    expect(play(s, [{ type: 'endPhase' }, { type: 'endPhase' }]).state.phase).toBe('drop');
  });

  it('OW-25 a broken posse may choose to run instead of testing, and loses without a roll', () => {
    const s = brokenAtTurnEnd();
    const r = play(s, [{ type: 'rout' }]);
    expect(r.used).toBe(0);
    expect(r.state.result).toMatchObject({ winner: 1, reason: 'rout' });
    expect(r.events.map((e) => e.rule)).toContain('OW-25');
  });

  it('OW-GAP-8 a posse wiped out loses at once', () => {
    const s = position([deputy('a', 10, 10)], [rowdy('x', 11, 10)], { phase: 'shoot' });
    const f = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
    const r = play(f, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 6]);
    expect(r.state.result).toMatchObject({ winner: 0, reason: 'wiped' });
    expect(r.state.phase).toBe('over');
  });
});
