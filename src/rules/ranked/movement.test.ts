import { describe, expect, it } from 'vitest';
import { ranked } from './index';
import { play, refusalCode, tableWith, unit } from './testkit';

const a1 = { id: 'a1', side: 0 as const, x: 20, y: 30 };
const far = { id: 'b1', side: 1 as const, x: 20, y: 6 };


describe('movement', () => {
  it('RK-GAP-2 a regiment moves forward up to its M in all', () => {
    const s = tableWith([a1, far]);
    const { state } = play(s, [{ type: 'forward', unit: 'a1', dist: 3 }, { type: 'forward', unit: 'a1', dist: 1 }]);
    expect(unit(state, 'a1').block.front).toEqual({ x: 20, y: 26 });
    expect(refusalCode(() => play(state, [{ type: 'forward', unit: 'a1', dist: 0.5 }]))).toBe('tooFar');
  });

  it('RK-GAP-2 a wheel pivots on the inner front corner and costs what the outer corner travels', () => {
    const s = tableWith([a1, far]);
    // 4" wide: a 45 degree wheel moves the outer corner pi" (3.14"); 90 degrees would take 6.28"
    const { state } = play(s, [{ type: 'wheel', unit: 'a1', dir: 'right', deg: 45 }]);
    const b = unit(state, 'a1');
    expect(b.block.facing).toBe(45);
    expect(b.used).toBeCloseTo(Math.PI, 6);
    // the inner (front right) corner stays at (22, 30)
    expect(b.block.front.x + Math.cos(Math.PI / 4) * 2).toBeCloseTo(22, 2);
    expect(refusalCode(() => play(s, [{ type: 'wheel', unit: 'a1', dir: 'left', deg: 90 }]))).toBe('tooFar');
    expect(refusalCode(() => play(s, [{ type: 'wheel', unit: 'a1', dir: 'left', deg: 20 }]))).toBe('badWheel');
  });

  it('RK-GAP-2 a reform changes the files about the centre and takes the whole move', () => {
    const s = tableWith([a1, far]);
    const { state } = play(s, [{ type: 'reform', unit: 'a1', files: 4 }]);
    const r = unit(state, 'a1');
    expect(r.files).toBe(4);
    // 20 models in 4 files: 5 ranks, 3.2" wide, 4" deep (from 4 ranks, 3.2"), centre still (20, 31.6)
    expect(r.block).toMatchObject({ width: 3.2, depth: 4, front: { x: 20 } });
    expect(r.block.front.y).toBeCloseTo(29.6, 2);
    expect(refusalCode(() => play(state, [{ type: 'forward', unit: 'a1', dist: 1 }]))).toBe('moved');
    expect(refusalCode(() => play(s, [{ type: 'forward', unit: 'a1', dist: 1 }, { type: 'reform', unit: 'a1', files: 4 }]))).toBe('tooFar');
  });

  it('RK-GAP-2 a march goes straight forward up to 2 x M and allows no wheel', () => {
    const s = tableWith([a1, far]);
    const { state } = play(s, [{ type: 'march', unit: 'a1', dist: 8 }]);
    expect(unit(state, 'a1').block.front).toEqual({ x: 20, y: 22 });
    expect(unit(state, 'a1')).toMatchObject({ moved: true, marched: true, used: 8 });
    expect(refusalCode(() => play(state, [{ type: 'wheel', unit: 'a1', dir: 'left', deg: 15 }]))).toBe('moved');
    expect(refusalCode(() => play(s, [{ type: 'march', unit: 'a1', dist: 9 }]))).toBe('tooFar');
  });

  it('RK-GAP-2 a move through another regiment or off the table is refused', () => {
    // b1 faces down with its front at y = 24: a1 may close to contact but not pass into it.
    const s = tableWith([a1, { id: 'b1', side: 1, x: 20, y: 28 }]);
    expect(refusalCode(() => play(s, [{ type: 'forward', unit: 'a1', dist: 3 }]))).toBe('blocked');
    expect(refusalCode(() => play(s, [{ type: 'forward', unit: 'a1', dist: 2 }]))).toBe('accepted');
    const edge = tableWith([{ id: 'a1', side: 0, x: 5, y: 2 }, far]);
    expect(refusalCode(() => play(edge, [{ type: 'forward', unit: 'a1', dist: 3 }]))).toBe('offTable');
  });

  it('RK-GAP-2 the impassable river stops a march but the bridge lets regiments over', () => {
    // The river runs from y = 22 to 26 except the bridge from x = 20.5 to 27.5.
    const s = tableWith([{ id: 'a1', side: 0, x: 10, y: 30 }, { id: 'a2', side: 0, x: 24, y: 30 }, far], { scenario: 'bridge' });
    expect(refusalCode(() => play(s, [{ type: 'march', unit: 'a1', dist: 5 }]))).toBe('blocked');
    expect(refusalCode(() => play(s, [{ type: 'march', unit: 'a2', dist: 8 }]))).toBe('accepted');
  });

  it('RK-GAP-2 a reform turns the regiment right, left or about its centre, keeping its files, and takes the whole move', () => {
    const s = tableWith([a1, far]);
    // 20 models in 5 files: 4" wide, 3.2" deep, facing up with its front at (20, 30): the centre is (20, 31.6).
    const about = unit(play(s, [{ type: 'reform', unit: 'a1', files: 5, turn: 180 }]).state, 'a1');
    expect(about.block.facing).toBe(180);
    expect(about.block.front.x).toBeCloseTo(20, 2);
    expect(about.block.front.y).toBeCloseTo(33.2, 2);
    expect(about.files).toBe(5);
    const right = play(s, [{ type: 'reform', unit: 'a1', files: 5, turn: 90 }]).state;
    expect(unit(right, 'a1').block.facing).toBe(90);
    expect(unit(right, 'a1').block.front.x).toBeCloseTo(21.6, 2);
    expect(unit(right, 'a1').block.front.y).toBeCloseTo(31.6, 2);
    expect(refusalCode(() => play(right, [{ type: 'forward', unit: 'a1', dist: 1 }]))).toBe('moved');
    // A quarter turn's steps only, and not a turn and a new frontage at once.
    expect(refusalCode(() => play(s, [{ type: 'reform', unit: 'a1', files: 5, turn: 45 }]))).toBe('badTurn');
    expect(refusalCode(() => play(s, [{ type: 'reform', unit: 'a1', files: 4, turn: 90 }]))).toBe('badTurn');
    expect(refusalCode(() => play(s, [{ type: 'forward', unit: 'a1', dist: 1 }, { type: 'reform', unit: 'a1', files: 5, turn: 180 }]))).toBe('tooFar');
  });

  it('RK-GAP-2 legal moves are finite: whole inches and the rest, 15 degree wheels, a few frontages and turns, marches', () => {
    const s = tableWith([a1, far]);
    const mine = ranked.legalActions(s).filter((a) => 'unit' in a && a.unit === 'a1');
    expect(mine.filter((a) => a.type === 'forward').map((a) => (a as { dist: number }).dist)).toEqual([1, 2, 3, 4]);
    expect(mine.filter((a) => a.type === 'wheel' && a.dir === 'right').map((a) => (a as { deg: number }).deg)).toEqual([15, 30, 45]);
    expect(mine.filter((a) => a.type === 'reform').map((a) => a.type === 'reform' && `${a.files}/${a.turn ?? 0}`)).toEqual(['3/0', '4/0', '6/0', '8/0', '5/90', '5/270', '5/180']);
    expect(mine.filter((a) => a.type === 'march').map((a) => (a as { dist: number }).dist)).toEqual([5, 6, 7, 8]);
  });
});
