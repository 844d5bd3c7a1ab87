import { describe, expect, it } from 'vitest';
import { scoreOf } from './victory';
import { contact } from './geometry/block';
import { ranked } from './index';
import { ev, play, refusalCode, tableWith, unit, type RegSpec } from './testkit';

// a1: 20 spearmen (M4, charge reach 8") facing up the table, front edge centred at (20, 30).
// b1: 20 orcs facing down the table, front edge centred at (20, 24): 6" between the fronts.
//        b1 rear  y=20
//        b1 front y=24   ^ 6"
//        a1 front y=30
const a1: RegSpec = { id: 'a1', side: 0, x: 20, y: 30 };
const b1 = (o: Partial<RegSpec> = {}): RegSpec => ({ id: 'b1', side: 1, x: 20, y: 24, ...o });
const atCharge = (specs: RegSpec[]) => tableWith(specs, { phase: 'charge' });


describe('charges', () => {
  it('RK-GAP-2 a declared charge waits for the target\'s reaction: hold or flee without missile weapons', () => {
    const { state } = play(atCharge([a1, b1()]), [{ type: 'charge', unit: 'a1', target: 'b1' }]);
    expect(state.phase).toBe('react');
    expect(ranked.actor(state)).toBe(1);
    expect(ranked.legalActions(state)).toEqual([{ type: 'react', reaction: 'hold' }, { type: 'react', reaction: 'flee' }]);
    expect(refusalCode(() => play(state, [{ type: 'react', reaction: 'standShoot' }]))).toBe('noMissiles');
  });

  it('RK-GAP-2 a charge in reach moves the charger into base contact, front to front, and starts a combat', () => {
    const { state, events } = play(atCharge([a1, b1()]), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }]);
    const a = unit(state, 'a1');
    expect(a.block.front).toEqual({ x: 20, y: 24 });
    expect(a.block.facing).toBe(0);
    expect(contact(a.block, unit(state, 'b1').block)).toMatchObject({ sideA: 'front', sideB: 'front' });
    expect(ev(events, 'chargeMoved')[0]!.params).toMatchObject({ side: 'front', dist: 6 });
    expect(a.charged).toBe(true);
    expect(state.combats).toHaveLength(1);
    expect(state.combats[0]!.units.sort()).toEqual(['a1', 'b1']);
    expect(state.phase).toBe('charge');
  });

  it('RK-GAP-2 a charger in the target\'s flank arc contacts its flank', () => {
    // a1 faces +x, its front at (14, 22): left of b1's right-hand side (x = 18 as b1 faces down).
    const { state } = play(atCharge([{ id: 'a1', side: 0, x: 14, y: 22, facing: 90 }, b1()]), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }]);
    expect(ev(play(atCharge([{ id: 'a1', side: 0, x: 14, y: 22, facing: 90 }, b1()]), [{ type: 'charge', unit: 'a1', target: 'b1' }]).events, 'charge')[0]!.params).toMatchObject({ side: 'right' });
    const a = unit(state, 'a1');
    expect(a.block.facing).toBe(90);
    expect(contact(a.block, unit(state, 'b1').block)).toMatchObject({ sideA: 'front', sideB: 'right' });
  });

  it('RK-GAP-2 a charger in the target\'s rear arc contacts its rear', () => {
    const { state, events } = play(atCharge([{ id: 'a1', side: 0, x: 20, y: 14, facing: 180 }, b1()]), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }]);
    expect(ev(events, 'charge')[0]!.params).toMatchObject({ side: 'rear' });
    expect(contact(unit(state, 'a1').block, unit(state, 'b1').block)).toMatchObject({ sideA: 'front', sideB: 'rear' });
  });

  it('RK-GAP-2 a charge out of reach (more than 2 x M) fails: the charger moves its M straight ahead', () => {
    const { state, events } = play(atCharge([a1, b1({ y: 20 })]), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }]);
    expect(ev(events, 'chargeFailed')[0]!.params).toMatchObject({ dist: 4 });
    expect(unit(state, 'a1').block.front).toEqual({ x: 20, y: 26 });
    expect(state.combats).toEqual([]);
    expect(refusalCode(() => play(state, [{ type: 'endPhase' }, { type: 'forward', unit: 'a1', dist: 1 }]))).toBe('moved');
  });

  it('RK-GAP-2 a charge whose way crosses another regiment or impassable terrain fails', () => {
    // a2 stands between a1 and b1 (its block from y = 27 down to 28.6, 3.2" wide): a1 cannot pass.
    const blocker = { id: 'a2', side: 0 as const, x: 20, y: 27, models: 8, files: 4 };
    const { events } = play(atCharge([a1, b1(), blocker]), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }]);
    expect(ev(events, 'chargeFailed')).toHaveLength(1);
    // On the bridge map the river (y 22 to 26) lies between a1 (x = 10) and an orc regiment over it.
    const river = tableWith([{ id: 'a1', side: 0, x: 10, y: 29 }, { id: 'b1', side: 1, x: 10, y: 22 }], { scenario: 'bridge', phase: 'charge' });
    const r = play(river, [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }]);
    expect(ev(r.events, 'chargeFailed')).toHaveLength(1);
    expect(r.state.combats).toEqual([]);
  });

  it('RK-GAP-2 only charges in reach are listed; a regiment charges once a turn', () => {
    const s = atCharge([a1, b1(), { id: 'b2', side: 1, x: 40, y: 10 }]);
    expect(ranked.legalActions(s)).toEqual([{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'endPhase' }]);
    const after = play(s, [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }]).state;
    expect(refusalCode(() => play(after, [{ type: 'charge', unit: 'a1', target: 'b2' }]))).toBe('moved');
  });

  it('RK-GAP-5 a target that flees runs 2d6" straight away from the charger; a charge that still reaches it destroys it', () => {
    // flees 2": its rear edge ends 8" from the charger's front, within reach.
    const { state, events } = play(atCharge([a1, b1()]), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'flee' }], [1, 1]);
    expect(ev(events, 'flee')[0]!.params).toMatchObject({ roll: 2, facing: 0 });
    expect(ev(events, 'caught')).toHaveLength(1);
    expect(unit(state, 'b1').destroyed).toBe(true);
    expect(scoreOf(state, 0)).toBe(unit(state, 'b1').cost);
  });

  it('RK-GAP-5 a target that flees out of reach is fleeing; the charge fails', () => {
    const { state, events } = play(atCharge([a1, b1()]), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'flee' }], [3, 3]);
    const b = unit(state, 'b1');
    expect(b.fleeing).toBe(true);
    // 4 ranks (3.2" deep): turned about its centre (20, 22.4) to face up the table, then 6" on
    expect(b.block.facing).toBe(0);
    expect(b.block.front.x).toBe(20);
    expect(b.block.front.y).toBeCloseTo(14.8, 2);
    expect(ev(events, 'chargeFailed')).toHaveLength(1);
  });

  it('RK-GAP-2 stand and shoot: one shot per front-rank model, 7 - BS to hit (4+ for BS 3) within half range, casualties before the charge', () => {
    const archers = b1({ kind: 'orcArchers', models: 10 });
    // shots: hit-wound-save 4,4,3 (slain: the spearmen save on 4+); 3 (miss); 6,2 (no wound); 5,5,5 (saved); 1 (miss)
    const { state, events } = play(atCharge([a1, archers]), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'standShoot' }], [4, 4, 3, 3, 6, 2, 5, 5, 5, 1]);
    const shots = ev(events, 'shot');
    expect(shots).toHaveLength(5);
    expect(shots[0]!.params).toMatchObject({ hitOn: 4, woundOn: 4, saveOn: 4, hit: true, wound: true, saved: false });
    expect(ev(events, 'volleyEnd')[0]!.params).toMatchObject({ casualties: 1 });
    expect(unit(state, 'a1').models).toBe(19);
    expect(ev(events, 'chargeMoved')).toHaveLength(1);
  });

  it('RK-GAP-2 no stand and shoot at a charger out of the weapon\'s range', () => {
    // the archers' centre (20, 7.2) to a1's centre (20, 31.6): 24.4" > 24"
    const s = tableWith([{ ...a1, extra: { profile: { M: 20, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, save: 5 } } }, b1({ kind: 'orcArchers', models: 10, y: 8 })], { phase: 'charge' });
    const declared = play(s, [{ type: 'charge', unit: 'a1', target: 'b1' }]).state;
    expect(ranked.legalActions(declared)).toEqual([{ type: 'react', reaction: 'hold' }, { type: 'react', reaction: 'flee' }]);
    expect(refusalCode(() => play(declared, [{ type: 'react', reaction: 'standShoot' }]))).toBe('outOfRange');
  });

  it('RK-GAP-2 stand and shoot at long range needs one more to hit', () => {
    const archers = b1({ kind: 'orcArchers', models: 10, y: 16 });
    // a1's centre (20, 32) to the archers' centre (20, 15.2): 16.8" > 12" (half of 24")
    const { events } = play(atCharge([{ id: 'a1', side: 0, x: 20, y: 30, extra: { profile: { M: 9, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, save: 5 } } }, archers]),
      [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'standShoot' }], [4, 4, 4, 4, 4]);
    expect(ev(events, 'shot').map((e) => e.params!.hitOn)).toEqual([5, 5, 5, 5, 5]);
    expect(ev(events, 'shot').every((e) => e.params!.hit === false)).toBe(true);
  });
});
