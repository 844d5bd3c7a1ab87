import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../core/dice';
import { ranked } from '../../rules/ranked';
import { axes, blockCentre, corners } from '../../rules/ranked/geometry/block';
import { PITCHED } from '../../rules/ranked/scenarios';
import type { Regiment, RkAction, RkState } from '../../rules/ranked/types';
import { grabKind, readDrag, sweptDegrees } from './dragMove';
import { movesOf } from './panel';

const END: RkAction = { type: 'endPhase' };
/** Turn 1's movement phase of the pitched battle: the kingdom to move. */
function movePhase(): RkState {
  let s = ranked.setup(PITCHED, {}, 3, ['Anna', 'Boris']);
  s = ranked.apply(s, END, seededDice(initialRngState(7))).state;
  return s;
}
const reg = (s: RkState, id: string): Regiment => s.regiments.find((r) => r.id === id)!;

/** The press offset (from the centre) of a point `u` to the right and `v` forward of the front centre. */
function grabAt(r: Regiment, u: number, v: number) {
  const { fwd, right } = axes(r.block);
  const c = blockCentre(r.block);
  return { x: r.block.front.x + right.x * u + fwd.x * v - c.x, y: r.block.front.y + right.y * u + fwd.y * v - c.y };
}
/** The centre pulled `d` inches along the block's facing. */
function pulled(r: Regiment, d: number) {
  const { fwd } = axes(r.block);
  const c = blockCentre(r.block);
  return { x: c.x + fwd.x * d, y: c.y + fwd.y * d };
}

describe('dragging a regiment plans one of the rules\' legal moves', () => {
  it('RK-GAP-2 a block taken in the middle goes straight ahead, snapped to the nearest legal distance', () => {
    const s = movePhase();
    const r = reg(s, 'a1');
    const mid = grabAt(r, 0, -r.block.depth / 2);
    expect(grabKind(r.block, r.base, mid)).toBe('forward');
    const d = readDrag(s, r, pulled(r, 2.7), mid, 'en');
    expect(d.plan).toEqual({ type: 'forward', unit: 'a1', dist: 3 });
    expect(d.label).toBe('Forward 3" · 3" of 4"');
    expect(movesOf(s, 'a1').forward).toContainEqual(d.plan);
    // Past the last move forward: the nearest march; a pull backwards or barely started: no move.
    expect(readDrag(s, r, pulled(r, 7.2), mid, 'en').plan).toEqual({ type: 'march', unit: 'a1', dist: 7 });
    expect(readDrag(s, r, pulled(r, 40), mid, 'ru').label).toBe('Марш на 8" · 8" из 8"');
    const back = readDrag(s, r, pulled(r, -2), mid, 'en');
    expect([back.plan, back.label]).toEqual([null, 'Drag further: no move yet']);
  });

  it('RK-GAP-2 a front corner taken wheels on the other front corner, the swept angle snapped to a legal wheel', () => {
    const s = movePhase();
    const r = reg(s, 'a1');
    const [fl, fr] = corners(r.block);
    const right = grabAt(r, r.block.width / 2 - 0.2, -0.2);
    expect(grabKind(r.block, r.base, right)).toBe('wheelLeft');
    expect(grabKind(r.block, r.base, grabAt(r, -r.block.width / 2 + 0.2, -0.2))).toBe('wheelRight');
    // The right front corner carried 35 degrees round the left one: the nearest legal wheel is 30.
    const w = r.block.width;
    const a = (r.block.facing - 35) * Math.PI / 180;
    const to = { x: fl.x + Math.cos(a) * w, y: fl.y + Math.sin(a) * w };
    expect(sweptDegrees(r.block, 'left', to)).toBeCloseTo(35, 6);
    // The pointer at `to`: the centre pulled by as much as the pointer travelled from the press.
    const d = readDrag(s, r, { x: to.x - right.x, y: to.y - right.y }, right, 'en');
    expect(d.plan).toEqual({ type: 'wheel', unit: 'a1', dir: 'left', deg: 30 });
    const used = +(w * 30 * Math.PI / 180).toFixed(2);
    expect(d.label).toBe(`Wheel left 30° · ${used}" of 4"`);
    // The arc drawn runs from the outer corner where it stands to where the wheel leaves it.
    expect(d.path[0]).toEqual(fr);
    expect(d.path.length).toBeGreaterThan(2);
  });

  it('RK-GAP-2 a corner dragged backwards or a regiment with no wheel open plans nothing and says why', () => {
    const s = movePhase();
    const r = reg(s, 'a1');
    const right = grabAt(r, r.block.width / 2 - 0.2, -0.2);
    const c = blockCentre(r.block);
    const { fwd } = axes(r.block);
    const backwards = readDrag(s, r, { x: c.x - fwd.x * 2, y: c.y - fwd.y * 2 }, right, 'en');
    expect(backwards.plan).toBeNull();
    const hemmed = { ...s, regiments: s.regiments.map((x) => (x.id === 'a1' ? { ...x, used: x.profile.M - 0.01 } : x)) };
    const d = readDrag(hemmed, reg(hemmed, 'a1'), c, right, 'ru');
    expect([d.plan, d.label]).toEqual([null, 'Зайти влево нельзя']);
  });
});
