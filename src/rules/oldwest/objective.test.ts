import { describe, expect, it } from 'vitest';
import { oldwest } from './index';
import { BANK_JOB } from './scenarios';
import { F, play, position } from './testkit';

const deputy = (id: string, x: number, y: number, leader = false) => ({ id, name: id, type: 'deputy', pos: { x, y }, leader });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const escape = { kind: 'escape' as const, side: 1 as const, edge: 'west' as const, count: 2 };

describe('Scenario objectives', () => {
  it('OW-24 fighters who leave the table for the objective are not casualties for Head for the Hills', () => {
    const s = position([deputy('a', 30, 30)], [rowdy('x', 3, 10), rowdy('y', 20, 10), rowdy('z', 20, 20)], { drop: 1 });
    s.objective = { ...escape, count: 3 };
    expect(() => play(s, [{ type: 'leaveTable', fighterId: '1:y' }])).toThrow(/cannot reach the table edge/);
    const r = play(s, [{ type: 'leaveTable', fighterId: '1:x' }]);
    expect(F(r.state, '1:x').status).toBe('left');
    expect(r.events[0]).toMatchObject({ type: 'leftTable', rule: 'OW-24', params: { count: 1, needed: 3 } });
    // One more out of action: one of three is a casualty, one got away: not half, no test.
    r.state.fighters['1:z']!.status = 'out';
    const t = play({ ...r.state, phase: 'shoot', active: 1, step: 0 }, [{ type: 'endPhase' }, { type: 'endPhase' }]);
    expect(t.state.phase).toBe('drop');
    expect(t.state.pending).toBeNull();
  });

  it('OW-24 enough fighters away across the edge win the scenario', () => {
    const s = position([deputy('a', 30, 30)], [rowdy('x', 3, 10), rowdy('y', 4, 20), rowdy('z', 20, 20)], { drop: 1 });
    s.objective = escape;
    const r = play(s, [{ type: 'leaveTable', fighterId: '1:x' }, { type: 'leaveTable', fighterId: '1:y' }]);
    expect(r.state.result).toMatchObject({ winner: 1, reason: 'objective' });
    expect(oldwest.winner(r.state)).toBe(1);
  });

  it('OW-24 only the objective side leaves, and only by its edge', () => {
    const s = position([deputy('a', 3, 30)], [rowdy('x', 33, 10)]);
    s.objective = escape;
    expect(() => play(s, [{ type: 'leaveTable', fighterId: '0:a' }])).toThrow(/no table edge/);
  });

  it('OW-GAP-8 The Bank Job: the Outlaws must get three away by the west edge', () => {
    const s = oldwest.setup(BANK_JOB, {}, 1, ['Anna', 'Boris']);
    expect(s.objective).toEqual({ kind: 'escape', side: 1, edge: 'west', count: 3 });
    expect(s.posses.map((p) => p.size)).toEqual([4, 5]);
  });
});
