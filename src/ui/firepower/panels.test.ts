import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import type { HexTerrain } from '../../core/hex/types';
import { firepower, type FPScenario } from '../../rules/firepower';
import type { FPAction, FPState } from '../../rules/firepower/types';
import { adjustOrders, fireModel, hexModel } from './panels';

const sides: FPScenario['sides'] = [{ id: 'a', name: { en: 'A', ru: 'A' }, color: 1 }, { id: 'b', name: { en: 'B', ru: 'B' }, color: 2 }];
const man = (id: string, side: 0 | 1, weapon: 'rifle' | 'lmg' | 'pistol', q: number, r: number) => ({ id, name: id, side, weapon, grenades: true, pos: { q, r }, facing: 0 as const });

function acting(soldiers: FPScenario['soldiers'], ids: string[]): FPState {
  const terrain: HexTerrain[] = Array.from({ length: 144 }, () => 'clear');
  let s = firepower.setup({ id: 't', name: { en: 't', ru: 't' }, map: { cols: 12, rows: 12, terrain, hexsides: [] }, lastTurn: 5, sides, soldiers }, {}, 1, ['A', 'B']);
  for (const a of [{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: ids }] as FPAction[]) s = firepower.apply(s, a, scriptedDice([1])).state;
  return s;
}

describe('Firepower fire orders (the panel behind the Fire button)', () => {
  it('FP-28 an LMG splits its 3 bursts among the soldiers of one hex, one burst each, and the rules accept the order', () => {
    const s = acting([man('g', 0, 'lmg', 2, 5), man('x', 1, 'rifle', 5, 5), man('y', 1, 'rifle', 5, 5)], ['g']);
    let m = fireModel(s, 'g', 'x', null)!;
    expect(m).toMatchObject({ budget: 3, unit: 4, modes: ['auto'] });
    expect(m.targets.map((t) => [t.id, t.count, t.max])).toEqual([['x', 1, 1], ['y', 0, 1]]);
    m = fireModel(s, 'g', 'x', adjustOrders(m, 'y', 1))!;
    expect(m.targets.map((t) => t.count)).toEqual([1, 1]);
    // One burst each is the most (FP-28): another + on x changes nothing.
    expect(adjustOrders(m, 'x', 1).counts).toEqual(m.orders.counts);
    expect(m.action).toMatchObject({ type: 'fire', mode: 'auto', shots: [{ targetId: 'x', count: 1 }, { targetId: 'y', count: 1 }] });
    const r = firepower.apply(s, m.action!, scriptedDice([9, 9, 9, 9, 9, 9, 9, 9]));
    expect(r.events.filter((e) => e.type === 'shots')).toHaveLength(2);
  });

  it('FP-29 selective fire: the rifle’s 2 semi-automatic shots go to either target, and the kill chance follows the shots', () => {
    const s = acting([man('g', 0, 'rifle', 2, 5), man('x', 1, 'rifle', 5, 5), man('y', 1, 'rifle', 5, 5)], ['g']);
    const auto = fireModel(s, 'g', 'x', null)!;
    expect(auto.modes).toEqual(['auto', 'semi']);
    let m = fireModel(s, 'g', 'x', { mode: 'semi', counts: { x: 2 }, after: 0 })!;
    expect(m.budget).toBe(2);
    const two = m.targets[0]!.kill;
    m = fireModel(s, 'g', 'x', adjustOrders(fireModel(s, 'g', 'x', { mode: 'semi', counts: { x: 1 }, after: 0 })!, 'y', 1))!;
    expect(m.targets.map((t) => t.count)).toEqual([1, 1]);
    // Range 3, hit 5 semi-automatic: one shot 50%, two shots 75%.
    expect(m.targets[0]!.kill).toBeCloseTo(0.5);
    expect(two).toBeCloseTo(0.75);
  });

  it('FP-30 MF kept for after the fire add to the modifier before the dice', () => {
    const s = acting([man('g', 0, 'rifle', 2, 5), man('x', 1, 'rifle', 5, 5)], ['g']);
    const m = fireModel(s, 'g', 'x', { mode: 'auto', counts: { x: 1 }, after: 2 })!;
    expect(m.targets[0]!.modifiers).toContainEqual(expect.objectContaining({ key: 'extraMf', value: 2 }));
    expect(m.action).toMatchObject({ after: 2 });
  });

  it('FP-23 the hex panel gives a tapped hex its coordinates, terrain and the line of sight from the acting soldier', () => {
    const s = acting([man('g', 0, 'rifle', 2, 5), man('x', 1, 'rifle', 5, 5)], ['g']);
    const h = hexModel(s, 'g', { q: 5, r: 5 })!;
    expect(h).toMatchObject({ terrain: 'clear', los: { state: 'clear', range: 3 }, canThrow: true });
    expect(h.soldiers.map((x) => x.id)).toEqual(['x']);
    expect(hexModel(s, 'g', { q: 3, r: 5 })!.move).toMatchObject({ cost: 1 });
    expect(hexModel(s, 'g', { q: 40, r: 5 })).toBeNull();
  });
});
