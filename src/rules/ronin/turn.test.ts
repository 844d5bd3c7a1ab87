import { describe, expect, it } from 'vitest';
import { ronin } from './index';
import { randomGame } from './randomGame';
import { VILLAGE } from './scenarios';
import { setupWithEvents } from './setup';
import { ev, holdAll, play, tableWith } from './testkit';

describe('Ronin turn, morale and victory', () => {
  it('RO-GAP-2 the turn opens with a priority roll-off (ties rolled again); priority moves first and the players alternate', () => {
    const set = setupWithEvents(VILLAGE, {}, 7, ['Red', 'Blue']);
    // Turn 1 waits for the roll-off, a player's action, so it is in the log.
    expect(set.state).toMatchObject({ turn: 1, phase: 'priority' });
    expect(ronin.legalActions(set.state)).toEqual([{ type: 'rollPriority' }]);
    // 3 against 3 is rolled again; then 2 against 5: Blue has priority.
    const { state, events } = play(set.state, [{ type: 'rollPriority' }], [3, 3, 2, 5]);
    const roll = ev(events, 'priority')[0]!;
    expect(roll.params).toMatchObject({ player: 'Blue', p0: 2, p1: 5 });
    expect(state.priority).toBe(1);
    expect(state.phase).toBe('move');
    expect(ronin.actors(state)).toEqual([state.priority]);
    const first = state.fighters.find((f) => f.side === state.priority)!;
    const next = play(state, [{ type: 'hold', fighter: first.id }]).state;
    expect(ronin.actors(next)).toEqual([1 - state.priority]);
  });

  it('RO-GAP-2 a walk is 6" and a run 9"; a fighter that ran makes no attack this turn', () => {
    const s = tableWith([{ id: 'a', side: 0, x: 2, y: 31 }, { id: 'b', side: 1, x: 30, y: 33 }]);
    expect(() => play(s, [{ type: 'move', fighter: 'a', x: 9, y: 31, run: false }])).toThrow(/further than a can go \(6"\)/);
    const ran = play(s, [{ type: 'move', fighter: 'a', x: 10.5, y: 31, run: true }]).state;
    expect(ran.fighters[0]).toMatchObject({ x: 10.5, ran: true });
  });

  it('RO-GAP-6 a side that has lost half its fighters tests morale at the next priority roll; failing loses', () => {
    const s = tableWith([
      { id: 'a1', side: 0, x: 2, y: 31 },
      { id: 'a2', side: 0, x: 2, y: 34, wound: 3 },
      { id: 'b1', side: 1, x: 30, y: 31 },
      { id: 'b2', side: 1, x: 30, y: 34 },
    ], 'village', 'action');
    // The Action phase ends with everyone holding; turn 2: priority 4 against 2, then Red's morale 1 + 2 + Rank 3 = 6 < 8.
    const r = play(s, [...holdAll({ ...s, fighters: s.fighters.filter((f) => f.wound < 3) }), { type: 'rollPriority' }], [4, 2, 1, 2]);
    expect(ev(r.events, 'moraleTest')[0]!.params).toMatchObject({ player: 'Red', total: 6, passed: false });
    expect(r.state.result).toEqual({ winner: 1, reason: 'morale' });
    expect(ronin.isOver(r.state)).toBe(true);
  });

  it('RO-GAP-6 random games end, by morale, a side wiped out or the last turn', () => {
    for (const sc of ['village', 'bridge', 'night-raid']) {
      for (let seed = 1; seed <= 3; seed++) {
        const g = randomGame(sc, seed);
        expect(ronin.isOver(g.state)).toBe(true);
        expect(g.state.turn).toBeLessThanOrEqual(6);
      }
    }
  });

  it('the same seed and actions give the same match', () => {
    const g = randomGame('bridge', 11, 300);
    const again = randomGame('bridge', 11, 300);
    expect(again.actions).toEqual(g.actions);
    expect(again.state).toEqual(g.state);
    const other = randomGame('bridge', 12, 300);
    expect(other.state.rng).not.toEqual(g.state.rng);
  });
});
