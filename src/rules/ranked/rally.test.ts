import { describe, expect, it } from 'vitest';
import { scoreOf } from './victory';
import { ranked } from './index';
import { ev, play, refusalCode, tableWith, unit } from './testkit';

const fleeingAt = (x: number, y: number, extra = {}) => tableWith([
  { id: 'a1', side: 0, x, y, extra: { fleeing: true, ...extra } },
  { id: 'a2', side: 0, x: 40, y: 40 },
  { id: 'b1', side: 1, x: 20, y: 8 },
], { phase: 'rally' });

describe('rallying fleeing regiments', () => {
  it('RK-GAP-5 a fleeing regiment rallies on 2d6 at most its Leadership, and may not move that turn', () => {
    const { state, events } = play(fleeingAt(20, 30), [{ type: 'rally', unit: 'a1' }], [3, 4]);
    expect(unit(state, 'a1').fleeing).toBe(false);
    expect(unit(state, 'a1').moved).toBe(true);
    expect(ev(events, 'rally')[0]!.params).toMatchObject({ roll: 7, ld: 7, passed: true });
    expect(state.phase).toBe('charge');
  });

  it('RK-GAP-5 a regiment that rallied may reform to face the enemy, and make no other move or charge', () => {
    // It fled from b1, so it faces away (down the table); once rallied it may turn about.
    const s = tableWith([
      { id: 'a1', side: 0, x: 20, y: 30, facing: 180, extra: { fleeing: true } },
      { id: 'b1', side: 1, x: 20, y: 22 },
    ], { phase: 'rally' });
    const { state } = play(s, [{ type: 'rally', unit: 'a1' }, { type: 'endPhase' }], [3, 4]);
    expect(state.phase).toBe('move');
    const mine = ranked.legalActions(state).filter((a) => 'unit' in a && a.unit === 'a1');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.type === 'reform')).toBe(true);
    expect(refusalCode(() => play(state, [{ type: 'forward', unit: 'a1', dist: 1 }]))).toBe('moved');
    const turned = play(state, [{ type: 'reform', unit: 'a1', files: unit(state, 'a1').files, turn: 180 }]).state;
    expect(unit(turned, 'a1').block.facing).toBe(0);
    // One reform only.
    expect(ranked.legalActions(turned).some((a) => 'unit' in a && a.unit === 'a1')).toBe(false);
  });

  it('RK-GAP-5 a regiment that fails its rally test flees 2d6" straight on', () => {
    const { state, events } = play(fleeingAt(20, 30), [{ type: 'rally', unit: 'a1' }], [4, 4, 2, 3]);
    expect(ev(events, 'rally')[0]!.params).toMatchObject({ roll: 8, passed: false });
    expect(unit(state, 'a1').fleeing).toBe(true);
    expect(unit(state, 'a1').block.front).toEqual({ x: 20, y: 25 });
  });

  it('RK-GAP-5 the General within 12" lends his Leadership to the rally test', () => {
    const s = tableWith([
      { id: 'a1', side: 0, x: 20, y: 30, extra: { fleeing: true } },
      { id: 'a2', side: 0, x: 30, y: 30, characters: [{ kind: 'marshal', general: true }] },
      { id: 'b1', side: 1, x: 20, y: 8 },
    ], { phase: 'rally' });
    const { state, events } = play(s, [{ type: 'rally', unit: 'a1' }], [4, 5]);
    expect(ev(events, 'rally')[0]!.params).toMatchObject({ roll: 9, ld: 9, passed: true });
    expect(unit(state, 'a1').fleeing).toBe(false);
  });

  it('RK-GAP-5 a regiment that flees off the table is destroyed and its points count for the enemy', () => {
    const { state, events } = play(fleeingAt(20, 4), [{ type: 'rally', unit: 'a1' }], [6, 6, 6, 6]);
    expect(unit(state, 'a1').destroyed).toBe(true);
    expect(scoreOf(state, 1)).toBe(unit(state, 'a1').cost);
    expect(ev(events, 'flee')[0]!.params).toMatchObject({ escaped: true });
  });

  it('RK-GAP-5 only fleeing regiments rally, once a turn, before anything else', () => {
    const s = fleeingAt(20, 30);
    expect(() => play(s, [{ type: 'rally', unit: 'a2' }], [1, 1])).toThrow(/not fleeing/);
    expect(() => play(s, [{ type: 'endPhase' }])).toThrow(/not asked/);
  });
});
