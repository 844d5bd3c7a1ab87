import { describe, expect, it } from 'vitest';
import { ranked } from './index';
import { rankedScenario } from './scenarios';
import { ev, play, tableWith } from './testkit';
import type { RkState } from './types';

/** Ends phases until `stop` holds (at most 100). */
function endUntil(s: RkState, stop: (s: RkState) => boolean): RkState {
  for (let i = 0; i < 100 && !stop(s); i++) s = play(s, [{ type: 'endPhase' }]).state;
  return s;
}

describe('victory', () => {
  it('RK-GAP-7 after both players\' sixth turn the side that destroyed or routed more points wins', () => {
    const s = tableWith([
      { id: 'a1', side: 0, x: 20, y: 36 },
      { id: 'a2', side: 0, x: 30, y: 36, models: 10, extra: { fleeing: true } },
      { id: 'b1', side: 1, x: 20, y: 12 },
      { id: 'b2', side: 1, x: 30, y: 12, models: 20, extra: { destroyed: true } },
    ], { phase: 'combat', active: 1, turn: 6 });
    const { state, events } = play(s, [{ type: 'endPhase' }]);
    expect(state.phase).toBe('over');
    // side 0 destroyed 20 orcs (120 points); side 1 routed 10 spearmen (70 points)
    expect(ev(events, 'victory')[0]!.params).toMatchObject({ side: 0, reason: 'turns', score0: 120, score1: 70 });
    expect(ranked.winner(state)).toBe(0);
  });

  // Spearmen cost 7 a model, orcs 6 (the ready-made armies' profiles); the cost is the regiment's at setup.
  const worn = (o: { options?: { edition: 3 } } = {}) => tableWith([
    // 20 spearmen (140 points) down to 10: half strength, 70 points to the horde.
    { id: 'a1', side: 0, x: 20, y: 36, extra: { models: 10 } },
    // 20 spearmen down to 11: more than half, nothing.
    { id: 'a2', side: 0, x: 30, y: 36, extra: { models: 11 } },
    // 10 orcs (60 points) down to none, their warboss still standing: half, 30 points to the kingdom.
    { id: 'b1', side: 1, x: 20, y: 12, models: 10, characters: [{ kind: 'warboss', general: true }], extra: { models: 0 } },
    // 15 orcs (90 points) down to 7: half strength, 45 points.
    { id: 'b2', side: 1, x: 30, y: 12, models: 15, extra: { models: 7 } },
  ], { phase: 'combat', active: 1, turn: 6, ...o });

  it('RK-GAP-7 a regiment left with half or fewer of its rank and file scores half its cost, rounded up, at the end; one reduced less scores nothing', () => {
    const { state, events } = play(worn(), [{ type: 'endPhase' }]);
    // The kingdom scores 30 + 45 = 75, the horde 70: the kingdom wins.
    expect(ev(events, 'victory')[0]!.params).toMatchObject({ side: 0, reason: 'turns', score0: 75, score1: 70 });
    expect(ranked.winner(state)).toBe(0);
  });

  it('RK-GAP-7 half points round up: 13 spearmen (91 points) down to 6 score 46, 15 orcs down to 8 nothing, 12 down to exactly 6 count', () => {
    const s = tableWith([
      { id: 'a1', side: 0, x: 20, y: 36 },
      { id: 'b1', side: 1, kind: 'spearmen', x: 20, y: 12, models: 13, extra: { models: 6 } },
      { id: 'b2', side: 1, x: 30, y: 12, models: 15, extra: { models: 8 } },
    ], { phase: 'combat', active: 1, turn: 6 });
    const { events } = play(s, [{ type: 'endPhase' }]);
    // b1: 6 of 13 is under half, 46 points (half of 91, rounded up); b2: 8 of 15 is over half, nothing.
    expect(ev(events, 'victory')[0]!.params).toMatchObject({ side: 0, score0: 46, score1: 0 });
    const exact = tableWith([{ id: 'a1', side: 0, x: 20, y: 36 }, { id: 'b1', side: 1, x: 20, y: 12, models: 12, extra: { models: 6 } }], { phase: 'combat', active: 1, turn: 6 });
    expect(ev(play(exact, [{ type: 'endPhase' }]).events, 'victory')[0]!.params).toMatchObject({ side: 0, score0: 36, score1: 0 });
  });

  it('RK-GAP-7 a match set up as edition 3 (saved before 7 December) scores a regiment merely reduced nothing', () => {
    const { state, events } = play(worn({ options: { edition: 3 } }), [{ type: 'endPhase' }]);
    expect(ev(events, 'victory')[0]!.params).toMatchObject({ winner: null, score0: 0, score1: 0 });
    expect(state.result).toEqual({ winner: null, reason: 'turns' });
  });

  it('RK-GAP-7 equal points after six turns are a draw: no winner, the match over', () => {
    const s = ranked.setup(rankedScenario('pitched')!, {}, 5, ['A', 'B']);
    const state = endUntil(s, (x) => ranked.isOver(x));
    expect(ranked.isOver(state)).toBe(true);
    expect(ranked.winner(state)).toBeNull();
    expect(state.result).toEqual({ winner: null, reason: 'turns' });
  });

  it('RK-GAP-7 the match does not end before the sixth turn', () => {
    // Every phase ended (the shooting phases too) up to side 1's last combat phase.
    const state = endUntil(ranked.setup(rankedScenario('pitched')!, {}, 5, ['A', 'B']), (x) => x.turn === 6 && x.active === 1 && x.phase === 'combat');
    expect(ranked.isOver(state)).toBe(false);
    expect(state.turn).toBe(6);
    expect(state.active).toBe(1);
  });

  it('RK-GAP-7 an army all fleeing loses at once', () => {
    const s = tableWith([
      { id: 'a1', side: 0, x: 20, y: 36 },
      { id: 'b1', side: 1, x: 20, y: 12, extra: { fleeing: true } },
    ], { phase: 'charge' });
    const { state } = play(s, [{ type: 'endPhase' }]);
    expect(state.result).toEqual({ winner: 0, reason: 'fled' });
  });

  it('RK-GAP-7 an army wiped out loses at once', () => {
    const s = tableWith([
      { id: 'a1', side: 0, x: 20, y: 36, extra: { destroyed: true } },
      { id: 'b1', side: 1, x: 20, y: 12 },
    ], { phase: 'charge' });
    const { state } = play(s, [{ type: 'endPhase' }]);
    expect(state.result).toEqual({ winner: 1, reason: 'wiped' });
    expect(ranked.legalActions(state)).toEqual([]);
  });
});
