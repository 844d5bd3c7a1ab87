// RK-GAP-5 pursuit, from the digest ("8 flee, pursue, overrun, reform"; "pursuers roll 2d6",
// catch = fleeing unit destroyed") and the defaults in docs/rules/ranked.md: the player of a
// regiment whose enemy broke chooses to pursue or hold before the flight is rolled; a pursuer
// rolls 2d6", catches on as far or farther, and moves that far along the flight line, never
// through terrain or regiments; into a fresh enemy it charges.
import { describe, expect, it } from 'vitest';
import { combatActions } from './round';
import type { CombatAction, Feature, RkState } from '../types';
import { battle, combat, ev, FACE_A, FACE_B, fight, hitsAndWounds, misses, regiment, twoDice, unit } from './testkit';

const FIGHT: CombatAction = { type: 'fightCombat', combat: 'c1' };
const PURSUE: CombatAction = { type: 'pursue', combat: 'c1', unit: 'a1' };
const HOLD: CombatAction = { type: 'restrain', combat: 'c1', unit: 'a1' };
// a1 (y 20..22) faces up the table onto b1 (y 18..20) facing down. a1 kills 5 of b1, b1 misses:
// b1 loses by 6 and breaks on 6 + 6. b1 flees straight up the table (facing 0).
const a = () => regiment({ id: 'a1', models: 10, files: 5, ...FACE_A });
const b = () => regiment({ id: 'b1', models: 10, files: 5, ...FACE_B });
const BREAKS = [...hitsAndWounds(5), ...misses(5), ...misses(10), twoDice(6, 6)];
const start = (...more: ReturnType<typeof regiment>[]): RkState => battle([a(), b(), ...more], [combat('c1', ['a1', 'b1'])]);
const river = (y0: number, y1: number): Feature => ({
  id: 'river', kind: 'river', name: { en: 'River', ru: 'Река' }, impassable: true,
  poly: [{ x: 0, y: y0 }, { x: 48, y: y0 }, { x: 48, y: y1 }, { x: 0, y: y1 }],
});

describe('RK-GAP-5 pursuit', () => {
  it('RK-GAP-5 the winner in contact is asked to pursue or hold before the flight is rolled (pursue listed first, the default)', () => {
    const r = fight(start(), [FIGHT], BREAKS);
    expect(r.used).toBe(21);
    expect(ev(r.events, 'flee')).toHaveLength(0);
    expect(r.state.combats[0]!.pending).toEqual({ kind: 'pursue', side: 0, unit: 'a1', fleeing: 'b1' });
    expect(combatActions(r.state)).toEqual([PURSUE, HOLD]);
  });

  it('RK-GAP-5 a pursuer moves the distance it rolled straight along the flight line, catching the regiment it reaches', () => {
    // b1 flees 7 (front at y 11); a1 rolls 8: caught, and a1's front runs from y 20 to y 12.
    const r = fight(start(), [FIGHT, PURSUE], [...BREAKS, 3, 4, 4, 4]);
    expect(ev(r.events, 'pursuit')[0]!.params).toMatchObject({ roll: 8, flee: 7, caught: true });
    expect(unit(r.state, 'b1').destroyed).toBe(true);
    expect(ev(r.events, 'dash')[0]!.params).toMatchObject({ unit: 'a1', dist: 8, stop: 'none', into: '' });
    expect(unit(r.state, 'a1').block).toMatchObject({ facing: 0, front: { x: 20, y: 12 } });
  });

  it('RK-GAP-5 a pursuer that rolls less stops behind the fleeing regiment, never through it', () => {
    const r = fight(start(), [FIGHT, PURSUE], [...BREAKS, 3, 4, 3, 3]);
    expect(ev(r.events, 'pursuit')[0]!.params).toMatchObject({ roll: 6, caught: false });
    // b1, one rank deep now, turned about and ran 7" (its rear edge at y 13); a1's front is at y 14.
    expect(unit(r.state, 'b1').block.front.y).toBe(12);
    expect(unit(r.state, 'a1').block.front.y).toBe(14);
  });

  it('RK-GAP-5 a regiment that holds makes no pursuit roll and stays; the fleeing regiment gets away', () => {
    const r = fight(start(), [FIGHT, HOLD], [...BREAKS, 1, 1]);
    expect(ev(r.events, 'pursuitChoice')[0]!.params).toEqual({ unit: 'a1', fleeing: 'b1', pursue: false });
    expect(ev(r.events, 'pursuit')).toHaveLength(0);
    expect(unit(r.state, 'b1')).toMatchObject({ fleeing: true, destroyed: false });
    expect(unit(r.state, 'a1').block.front).toEqual({ x: 20, y: 20 });
    expect(r.used).toBe(23);
  });

  it('RK-GAP-5 a pursuer never crosses impassable terrain: it stops at the river\'s bank', () => {
    const s = start();
    s.terrain = [river(9, 11)];
    // b1 flees 7 (y 12..13), a1 rolls 12: caught; a1's front stops at the bank, y 11, after 9" of the 12.
    const r = fight(s, [FIGHT, PURSUE], [...BREAKS, 3, 4, 6, 6]);
    expect(ev(r.events, 'pursuit')[0]!.params).toMatchObject({ caught: true });
    expect(ev(r.events, 'dash')[0]!.params).toMatchObject({ stop: 'terrain' });
    expect(ev(r.events, 'dash')[0]!.params!.dist).toBeCloseTo(9, 2);
    expect(unit(r.state, 'a1').block.front.y).toBeCloseTo(11, 2);
  });

  it('RK-GAP-5 a pursuer that runs into a fresh enemy regiment charges it: a new combat, fought from the next combat phase', () => {
    // b2 stands across the flight line with its front (facing down) at y 10.
    const b2 = regiment({ id: 'b2', models: 10, files: 5, side: 1, x: 20, y: 10, facing: 180 });
    const r = fight(start(b2), [FIGHT, PURSUE], [...BREAKS, 3, 4, 6, 6]);
    expect(ev(r.events, 'dash')[0]!.params).toMatchObject({ unit: 'a1', into: 'b2', side: 'front', stop: 'enemy' });
    expect(unit(r.state, 'a1').block.front).toEqual({ x: 20, y: 10 });
    const fresh = r.state.combats.find((c) => c.units.includes('b2'))!;
    expect(fresh).toMatchObject({ units: ['b2', 'a1'], chargers: ['a1'], fought: true });
    // The first combat is over and nothing more is asked this phase.
    expect(r.state.combats).toHaveLength(1);
    expect(combatActions(r.state)).toEqual([]);
  });

  it('RK-GAP-5 a fresh enemy already in a combat is not charged: the pursuer halts 1" short of it', () => {
    const b2 = regiment({ id: 'b2', models: 10, files: 5, side: 1, x: 20, y: 10, facing: 180 });
    const a2 = regiment({ id: 'a2', models: 10, files: 5, side: 0, x: 20, y: 6, facing: 180 });
    const s = battle([a(), b(), b2, { ...a2, block: { ...a2.block, facing: 0, front: { x: 20, y: 6 } } }], [combat('c1', ['a1', 'b1']), combat('c2', ['b2', 'a2'])]);
    const r = fight(s, [FIGHT, PURSUE], [...BREAKS, 3, 4, 6, 6]);
    expect(ev(r.events, 'dash')[0]!.params).toMatchObject({ unit: 'a1', into: '', stop: 'enemy' });
    expect(ev(r.events, 'dash')[0]!.params!.dist).toBeCloseTo(9, 2);
    expect(unit(r.state, 'a1').block.front.y).toBeCloseTo(11, 2);
  });

  it('RK-GAP-5 a regiment still touching an enemy that held is not asked and does not pursue: it fights on', () => {
    const b = regiment({ id: 'b1', models: 16, files: 8, side: 1, x: 17, y: 20, facing: 180 });
    const x1 = regiment({ id: 'a1', models: 8, files: 4, side: 0, x: 15, y: 20, facing: 0 });
    const x2 = regiment({ id: 'a2', models: 8, files: 4, side: 0, x: 19, y: 20, facing: 0 });
    // a1 and a2 miss; b1 slays one of a1: b1 wins by 2. a1 breaks (6 + 6), a2 holds (1 + 1); a1 flees 2".
    const r = fight(battle([x1, x2, b], [combat('c1', ['a1', 'a2', 'b1'])]), [{ type: 'fightCombat', combat: 'c1' }], [
      ...misses(16), ...hitsAndWounds(1), ...misses(7), ...misses(8), twoDice(6, 6), twoDice(1, 1), 1, 1,
    ]);
    expect(ev(r.events, 'breakTest').map((e) => e.params!.passed)).toEqual([false, true]);
    expect(ev(r.events, 'pursuitChoice')).toHaveLength(0);
    expect(ev(r.events, 'pursuit')).toHaveLength(0);
    expect(unit(r.state, 'a1').fleeing).toBe(true);
    expect(r.state.combats[0]).toMatchObject({ units: ['a2', 'b1'], pending: null });
    expect(unit(r.state, 'b1').block.front).toEqual({ x: 17, y: 20 });
  });
});
