import { describe, expect, it } from 'vitest';
import { contact, corners, type Block } from './block';
import { advance, alignToSide, pathClear, placeClear, reform, shift, wheel } from './moves';

const blk = (x: number, y: number, facing: number, width = 5, depth = 2): Block => ({ front: { x, y }, facing, width, depth });
const near = (p: { x: number; y: number }, x: number, y: number, digits = 3): void => {
  expect(p.x).toBeCloseTo(x, digits);
  expect(p.y).toBeCloseTo(y, digits);
};

describe('ranked block moves', () => {
  it('RK-GAP-2 advance moves the front along the facing; shift moves along the own axes', () => {
    const cases: [Block, number, number, number][] = [
      [blk(10, 10, 0), 3, 10, 7], // facing up the table: y decreases
      [blk(10, 10, 90), 3, 13, 10],
      [blk(10, 10, 180), -2, 10, 8], // backwards
    ];
    for (const [b, d, x, y] of cases) near(advance(b, d).front, x, y, 9);
    near(shift(blk(10, 10, 90), 1, 2).front, 11, 12, 9); // facing right: its right is down the table
  });

  //   before        wheel right 90 on the right front corner (12.5, 10)
  //  +-----+        the block swings round to face right; the left front corner
  //  |  A  |        travels a quarter circle of radius 5: 5 * pi / 2 inches
  //  +-----+
  it('RK-GAP-2 a wheel pivots on the inner front corner; the outer corner travels the distance', () => {
    const right = wheel(blk(10, 10, 0), 'right', 90);
    expect(right.block.facing).toBe(90);
    near(corners(right.block)[1], 12.5, 10, 9); // the pivot stays put
    near(right.block.front, 12.5, 7.5, 9);
    expect(right.outer).toBeCloseTo((5 * Math.PI) / 2, 12);
    const left = wheel(blk(10, 10, 0), 'left', 45);
    expect(left.block.facing).toBe(315);
    near(corners(left.block)[0], 7.5, 10, 3);
    expect(left.outer).toBeCloseTo((5 * Math.PI) / 4, 12);
  });

  it('RK-GAP-2 a reform keeps the centre: 5x2 into 2x5 of 1" bases', () => {
    const r = reform(blk(10, 10, 0), 2, 5, 1);
    expect(r).toMatchObject({ width: 2, depth: 5, facing: 0 });
    near(r.front, 10, 8.5, 9); // centre (10, 11): front 2.5" ahead
    const turned = reform(blk(10, 10, 0), 5, 2, 1, 90);
    near(turned.front, 11, 11, 9);
  });

  // Target T faces down the table (facing 180) at (20, 10); a charger C 6" in front of it, a
  // little to the side, facing up: it moves straight in and slides to be centred where it can.
  //
  //    +---T---+  y 8..10, x 17.5..22.5 (its front is the lower edge)
  //        +--C--+  y 16, x 19..24  ->  ends with its front on y = 10, x 18.5..23.5? no: the
  //                 nearest point is x 21.5, kept so all of C's front touches: x 20 (17.5..22.5)
  it('RK-GAP-2 alignToSide: flush on the side, facing it, as near as it can be with full contact', () => {
    const t = blk(20, 10, 180);
    const c = blk(21.5, 16, 0);
    const a = alignToSide(c, t, 'front')!;
    expect(a.block.facing).toBe(0);
    near(a.block.front, 20, 10, 9);
    expect(a.dist).toBeCloseTo(Math.sqrt(36 + 2.25), 9);
    expect(contact(a.block, t)).toMatchObject({ sideA: 'front', sideB: 'front', overlap: 5 });
    // A narrow charger (2" wide) near the target's middle keeps its own spot along the side.
    const narrow = alignToSide(blk(19, 16, 0, 2, 2), t, 'front')!;
    near(narrow.block.front, 19, 10, 9);
    // A flank: the charger facing right, left of T, wheels 90 right to face T's right? T's right
    // flank (T faces down, its right is -x) is at x = 17.5: the charger faces +x (90).
    const flank = alignToSide(blk(12, 9, 0, 2, 2), t, 'right')!;
    expect(flank.block.facing).toBe(90);
    expect(contact(flank.block, t)).toMatchObject({ sideA: 'front', sideB: 'right' });
    expect(flank.dist).toBeGreaterThan((2 * Math.PI) / 2);
    // Needing a wheel of more than 90 degrees: impossible.
    expect(alignToSide(blk(20, 4, 180), t, 'rear')).toMatchObject({ block: { facing: 180, front: { x: 20, y: 8 } }, dist: 4 });
    expect(alignToSide(blk(20, 16, 180), t, 'front')).toBeNull();
  });

  //   +---B---+           A at (10, 10) facing up (x 7.5..12.5, y 10..12); B (x 8..13, y 3..5) is
  //                       in the way of an advance of more than 5"; W, a wall polygon at x 20..21,
  //   +---A---+    |W|    blocks moves to the right. A wheel of 90 degrees ends touching B.
  it('pathClear refuses moves through units or impassable terrain, allows touching', () => {
    const a = blk(10, 10, 0);
    const b = blk(10.5, 3, 0);
    const wall = [{ x: 20, y: 0 }, { x: 21, y: 0 }, { x: 21, y: 20 }, { x: 20, y: 0 + 20 }];
    const cases: [string, Block, boolean][] = [
      ['up 5: touches B rear', advance(a, 5), true],
      ['up 8: through B', advance(a, 8), false],
      ['right 7: touches the wall', shift(a, 0, 7.5), true],
      ['right 9: through the wall', shift(a, 0, 9), false],
      ['diagonal past B', { ...a, front: { x: 16, y: 2 } }, false],
      ['wheel right 90: clear', wheel(a, 'right', 90).block, true],
      ['wheel left 90: clear', wheel(a, 'left', 90).block, true],
    ];
    for (const [name, to, ok] of cases) expect(pathClear(a, to, [b], [wall]), name).toBe(ok);
    // A post at (11, 6.5): only the outer corner's arc (radius 5 about (7.5, 10)) crosses it.
    const post = [{ x: 10.9, y: 6.3 }, { x: 11.2, y: 6.3 }, { x: 11.2, y: 6.6 }, { x: 10.9, y: 6.6 }];
    expect([placeClear(a, [], [post]), placeClear(wheel(a, 'left', 90).block, [], [post])]).toEqual([true, true]);
    expect(pathClear(a, wheel(a, 'left', 90).block, [], [post])).toBe(false);
  });
});
