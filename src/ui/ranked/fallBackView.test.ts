import { describe, expect, it } from 'vitest';
import { battle, combat, regiment } from '../../rules/ranked/combat/testkit';
import type { RkState } from '../../rules/ranked/types';
import { buildBoardView } from './boardView';
import { shiftGhostId, shiftWays, useShiftShown, withShiftShown } from './fallBackView';
import { questionOf } from './panel';

//   +Z1+ +A+     A (one model, facing up, x 9.5..10.5, y 10..11) lost its rear models; Z1 faces
//   |  | +-+     right onto where A's left flank was, Z2 faces up onto where its rear was. Either
//   +--+ +Z2+    may go first: two ways keep all three in contact (the rules' own tie, RK-8).
function tie(): RkState {
  const s = battle([
    regiment({ id: 'A', models: 1, files: 1, side: 0, x: 10, y: 10, facing: 0 }),
    regiment({ id: 'Z1', models: 4, files: 2, side: 1, x: 7.5, y: 11, facing: 90 }),
    regiment({ id: 'Z2', models: 4, files: 2, side: 1, x: 8.5, y: 12, facing: 0 }),
  ], []);
  const c = combat('c1', ['A', 'Z1', 'Z2']);
  c.engagedAtStart = [{ a: 'Z1', sideA: 'front', b: 'A', sideB: 'left' }, { a: 'Z2', sideA: 'front', b: 'A', sideB: 'rear' }];
  c.pending = { kind: 'fallBack', side: 0, options: 2, casualties: ['A'] };
  return { ...s, phase: 'combat', combats: [c] };
}

describe('the ways of falling back drawn before one is picked', () => {
  it('RK-8 each way the rules offer is ghosted with arrows from where the regiments stand; the shown way is ringed and in focus', () => {
    const s = tie();
    const ways = shiftWays(s);
    expect(ways.map((w) => w.moves.map((m) => m.unit))).toEqual([['Z2', 'Z1'], ['Z1', 'Z2']]);
    const v = buildBoardView(s, { selectedId: null, aimId: null, plan: null, lang: 'en', shift: 1 });
    const ghosts = v.units.filter((u) => u.id.startsWith('shift:'));
    expect(ghosts.map((u) => u.id)).toEqual([shiftGhostId('Z2', 0), shiftGhostId('Z1', 0), shiftGhostId('Z1', 1), shiftGhostId('Z2', 1)]);
    expect(ghosts.every((u) => u.gone)).toBe(true);
    // Way 2 takes Z1 (facing right) 2" on, its front to (9.5, 11): its ghost's centre 1" behind that.
    const z1 = ghosts.find((u) => u.id === shiftGhostId('Z1', 1))!;
    expect([z1.x, z1.y, z1.label]).toEqual([8.5, 11, 'Z1 I: falls back, way 2']);
    expect(v.overlays.arrows!.map((a) => [a.to.x, a.to.y, !!a.focus])).toEqual([[8.5625, 12, false], [8.5, 10, false], [8.5, 11, true], [10.5, 12, true]]);
    expect(v.overlays.arrows![2]!.from).toEqual({ x: 6.5, y: 11 });
    expect(v.overlays.rings.filter((r) => r.id.startsWith('shift:'))).toEqual([{ id: shiftGhostId('Z1', 1), kind: 'charge' }, { id: shiftGhostId('Z2', 1), kind: 'charge' }]);
    const ru = buildBoardView(s, { selectedId: null, aimId: null, plan: null, lang: 'ru', shift: null });
    expect(ru.units.find((u) => u.id === shiftGhostId('Z2', 0))!.label).toBe('Z2 II: отступает, способ 1');
    expect(ru.overlays.arrows!.some((a) => a.focus)).toBe(false);
  });

  it('RK-8 the question\'s answer under the focus or the pointer is the way shown; leaving it shows none', () => {
    const s = tie();
    const q = withShiftShown(s, questionOf(s, 'en'))!;
    expect(q.options.map((o) => o.label)).toEqual(['Fall back: way 1', 'Fall back: way 2']);
    q.options[1]!.onShow!(true);
    expect(useShiftShown.getState().shown).toBe(1);
    q.options[0]!.onShow!(false);
    expect(useShiftShown.getState().shown).toBe(1);
    q.options[1]!.onShow!(false);
    expect(useShiftShown.getState().shown).toBeNull();
  });

  it('RK-1 with no choice asked nothing is ghosted and the question is left as it is', () => {
    const s = { ...tie(), combats: [] };
    expect(shiftWays(s)).toEqual([]);
    const v = buildBoardView(s, { selectedId: null, aimId: null, plan: null, lang: 'en', shift: 0 });
    expect([v.units.some((u) => u.id.startsWith('shift:')), v.overlays.arrows]).toEqual([false, []]);
    expect(withShiftShown(s, null)).toBeNull();
  });
});
