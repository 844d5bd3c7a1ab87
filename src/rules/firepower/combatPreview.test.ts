import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import type { HexTerrain } from '../../core/hex/types';
import { grenadePlan, meleePlan } from './combatPreview';
import { firepower, type FPScenario } from './index';
import type { FPAction, FPState } from './types';

const sides: FPScenario['sides'] = [{ id: 'a', name: { en: 'A', ru: 'A' }, color: 1 }, { id: 'b', name: { en: 'B', ru: 'B' }, color: 2 }];
const rifle = (id: string, side: 0 | 1, q: number, r: number, facing: 0 | 1 | 2 | 3 | 4 | 5 = 0) => ({ id, name: id, side, weapon: 'rifle' as const, grenades: true, pos: { q, r }, facing });

function acting(soldiers: FPScenario['soldiers'], ids: string[]): FPState {
  const terrain: HexTerrain[] = Array.from({ length: 144 }, () => 'clear');
  let s = firepower.setup({ id: 't', name: { en: 't', ru: 't' }, map: { cols: 12, rows: 12, terrain, hexsides: [] }, lastTurn: 5, sides, soldiers }, {}, 1, ['A', 'B']);
  for (const a of [{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: ids }] as FPAction[]) s = firepower.apply(s, a, scriptedDice([1])).state;
  return s;
}

describe('Firepower: odds before a throw and a melee', () => {
  it('FP-33 the throw preview gives the chance to land in the hex, to scatter and to be a dud', () => {
    const s = acting([rifle('a', 0, 2, 5), rifle('x', 1, 5, 5)], ['a']);
    const plan = grenadePlan(s, 'a', { q: 5, r: 5 });
    // Range 3: hit number 5; unmodified, 1-5 land, 6-10 scatter, nothing above 10.
    expect(plan).toMatchObject({ ok: true, hit: 5, vertex: false, beyond: 0 });
    expect(plan.odds.hex).toBeCloseTo(0.5);
    expect(plan.odds.scatter).toBeCloseTo(0.5);
    expect(plan.odds.dud).toBeCloseTo(0);
    // Roll 1 of the spread diagram is the hex just beyond the target, along the line.
    expect(plan.spread[0]).toEqual({ roll: 1, hex: { q: 6, r: 5 } });
    expect(grenadePlan(s, 'a', { q: 11, r: 5 })).toMatchObject({ ok: false, reason: { code: 'throwRange', params: { posture: 'standing', max: 8 } } });
  });

  it('FP-34 a line along a vertex lets the thrower choose the side of the spread diagram', () => {
    // From (2,5) to (3,3): the line runs between the NE and E-NE directions (exactly along a vertex).
    const s = acting([rifle('a', 0, 2, 5, 5), rifle('x', 1, 3, 3)], ['a']);
    const right = grenadePlan(s, 'a', { q: 3, r: 3 }, 'right');
    const left = grenadePlan(s, 'a', { q: 3, r: 3 }, 'left');
    expect(right.vertex).toBe(true);
    expect(left.beyond).not.toBe(right.beyond);
    expect(left.spread[0]!.hex).not.toEqual(right.spread[0]!.hex);
  });

  it('FP-42 the melee preview counts the whole stack facing the hex: -2 per extra attacker', () => {
    const s = acting([rifle('a', 0, 2, 5), rifle('b', 0, 2, 5), rifle('x', 1, 3, 5)], ['a', 'b']);
    const plan = meleePlan(s, 'a')!;
    expect(plan).toMatchObject({ ok: true, attackers: ['a', 'b'], defenders: ['x'], modifier: -2 });
    // A d10 of 7 or less wins (7 - 2 = 5).
    expect(plan.p).toBeCloseTo(0.7);
    const alone = acting([rifle('a', 0, 2, 5), rifle('x', 1, 3, 5), rifle('y', 1, 3, 5)], ['a']);
    expect(meleePlan(alone, 'a')).toMatchObject({ modifier: 2 });
    expect(meleePlan(alone, 'a')!.p).toBeCloseTo(0.3);
  });
});
