// RK-GAP-2 the shooting phase, from the digest's round of the family of games and the defaults in
// docs/rules/ranked.md: missile troops shoot in their own turn, after movement, at an enemy in
// their front arc and range, with stand and shoot's to-hit, to-wound and saves.
import { describe, expect, it } from 'vitest';
import { ranked } from './index';
import { ev, play, refusalCode, tableWith, unit, type RegSpec } from './testkit';
import type { RkAction } from './types';

// The orc archers (side 1) face down the table, front rank at y 10: their centre is (20, 9.2).
const archers = (extra: Partial<RegSpec> = {}): RegSpec => ({ id: 'b1', side: 1, kind: 'orcArchers', x: 20, y: 10, models: 10, ...extra });
// Spearmen facing up; with the front at y 18 their centre is (20, 19.6): 10.4" away, short range.
const spears = (y = 18, extra: Partial<RegSpec> = {}): RegSpec => ({ id: 'a1', side: 0, x: 20, y, ...extra });
const SHOOT: RkAction = { type: 'shoot', unit: 'b1', target: 'a1' };

describe('RK-GAP-2 the shooting phase', () => {
  it('RK-GAP-2 after movement, missile troops shoot: one shot per front-rank model, stand and shoot\'s rolls, casualties off the rear', () => {
    const s = tableWith([spears(), archers()], { phase: 'move', active: 1 });
    const shooting = play(s, [{ type: 'endPhase' }]).state;
    expect(shooting.phase).toBe('shoot');
    expect(ranked.legalActions(shooting)).toEqual([SHOOT, { type: 'endPhase' }]);
    // shots: hit-wound-save 4,4,3 (slain: the spearmen save on 4+); 3 (miss); 6,2 (no wound); 5,5,5 (saved); 1 (miss)
    const { state, events } = play(shooting, [SHOOT], [4, 4, 3, 3, 6, 2, 5, 5, 5, 1]);
    expect(ev(events, 'shot')).toHaveLength(5);
    expect(ev(events, 'shot')[0]!.params).toMatchObject({ unit: 'b1', target: 'a1', hitOn: 4, woundOn: 4, saveOn: 4, hit: true, wound: true, saved: false });
    expect(ev(events, 'volleyEnd')[0]!.params).toMatchObject({ shots: 5, casualties: 1 });
    expect(unit(state, 'a1').models).toBe(19);
    // No one else may shoot: the phase ends by itself and close combat follows.
    expect(state.phase).toBe('combat');
  });

  it('RK-GAP-2 at long range (beyond half the bow\'s 24") a shot needs one more to hit', () => {
    const s = tableWith([spears(30), archers()], { phase: 'shoot', active: 1 });
    const { events } = play(s, [SHOOT], [4, 4, 4, 4, 4]);
    expect(ev(events, 'shot').map((e) => e.params!.hitOn)).toEqual([5, 5, 5, 5, 5]);
  });

  it('RK-GAP-2 only at an enemy in the front arc, in range and in no combat; not after a march, a charge or a shot', () => {
    const at = (specs: RegSpec[]) => tableWith(specs, { phase: 'shoot', active: 1 });
    // Behind the archers (their rear is at y 8.4).
    expect(refusalCode(() => play(at([spears(2, { facing: 180 }), archers()]), [SHOOT]))).toBe('notInArc');
    expect(refusalCode(() => play(at([spears(45), archers({ y: 4 })]), [SHOOT]))).toBe('outOfRange');
    expect(refusalCode(() => play(at([spears(), archers({ extra: { marched: true } })]), [SHOOT]))).toBe('noShooting');
    expect(refusalCode(() => play(at([spears(), archers({ extra: { charged: true } })]), [SHOOT]))).toBe('noShooting');
    expect(refusalCode(() => play(at([spears(), archers({ extra: { shot: true } })]), [SHOOT]))).toBe('shot');
    const locked = at([spears(), archers(), { id: 'b2', side: 1, x: 30, y: 16, facing: 180 }]);
    locked.combats = [{ id: 'c1', units: ['a1', 'b2'], chargers: [], engagedAtStart: [], round: 1, duel: null, fought: false, queue: [], pending: null, dealt: [], caused: [0, 0], refusedNow: [], winner: null }];
    expect(refusalCode(() => play(locked, [SHOOT]))).toBe('targetInCombat');
    expect(refusalCode(() => play(at([spears(), { id: 'b1', side: 1, x: 20, y: 10 }]), [{ type: 'shoot', unit: 'b1', target: 'a1' }]))).toBe('noMissiles');
  });

  it('RK-GAP-2 a side with no one able to shoot goes from movement straight to close combat', () => {
    const s = tableWith([spears(), { id: 'b1', side: 1, x: 20, y: 10 }], { phase: 'move', active: 1 });
    const { state, events } = play(s, [{ type: 'endPhase' }]);
    expect(state.phase).toBe('combat');
    expect(ev(events, 'phase').map((e) => e.params!.phase)).toEqual(['combat']);
  });

  it('RK-GAP-2 the odds of a volley come from the rules\' enumeration: five shots each slaying on 1/2 x 1/2 x 1/2', () => {
    const s = tableWith([spears(), archers()], { phase: 'shoot', active: 1 });
    const p = ranked.preview(s, SHOOT)!;
    expect(p.title).toBe('shoot');
    const lines = p.chances.filter((c) => c.key === 'casualties');
    expect(lines.map((c) => c.params!.casualties)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(lines[0]!.p).toBeCloseTo((7 / 8) ** 5, 12);
    expect(lines[5]!.p).toBeCloseTo((1 / 8) ** 5, 12);
    expect(lines.reduce((a, c) => a + c.p, 0)).toBeCloseTo(1, 12);
  });
});
