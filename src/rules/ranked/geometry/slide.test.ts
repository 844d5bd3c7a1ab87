import { describe, expect, it } from 'vitest';
import { corners, type Block } from './block';
import { obstacle, shiftsOnto, type Obstacle } from './slide';

const blk = (x: number, y: number, facing: number, width: number, depth: number): Block => ({ front: { x, y }, facing, width, depth });
const square = (x0: number, y0: number, x1: number, y1: number) => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const edgesOf = (poly: { x: number; y: number }[]): Obstacle[] => poly.map((p, i) => obstacle([p, poly[(i + 1) % poly.length]!], 0));

//  +----T----+   T faces up: x 8..12, y 10..12
//  +---------+
//       .        1" gap
//     +-M-+      M faces up, x 9..11, y 13..15: its front goes back onto T's rear
const T = blk(10, 10, 0, 4, 2);
const M = blk(10, 13, 0, 2, 2);

describe('the least shift onto a side (RK-2..RK-7 geometry)', () => {
  it('RK-4 straight on when nothing is in the way; both ways round a post, equally far', () => {
    const [one] = shiftsOnto(M, 'front', T, 'rear', [obstacle(corners(T), 0)]);
    expect(one).toEqual({ block: { ...M, front: { x: 10, y: 12 } }, dist: 1, path: [{ x: 10, y: 13 }, { x: 10, y: 12 }] });
    // A post in the gap (x 9.75..10.25, y 12.25..12.75): 1.25" aside first (either way), then on.
    const post = edgesOf(square(9.75, 12.25, 10.25, 12.75));
    const round = shiftsOnto(M, 'front', T, 'rear', [obstacle(corners(T), 0), ...post]);
    expect(round.map((s) => [s.block.front.x, s.block.front.y, s.dist])).toEqual([[8.75, 12, 2.25], [11.25, 12, 2.25]]);
    expect(round[1]!.path).toEqual([{ x: 10, y: 13 }, { x: 11.25, y: 13 }, { x: 11.25, y: 12 }]);
  });

  it('RK-7 only edges that face each other: a front never lands on a side it does not face', () => {
    expect(shiftsOnto(blk(10, 13, 90, 2, 2), 'front', T, 'rear', [])).toEqual([]);
    expect(shiftsOnto(M, 'left', T, 'rear', [])).toEqual([]);
  });

  it('RK-6 stays on the table, keeps 1" from units outside the combat unless it starts nearer', () => {
    const post = edgesOf(square(9.75, 12.25, 10.25, 12.75));
    const cases: [string, Obstacle[], { width: number; height: number } | undefined, number[]][] = [
      ['the table ends at x 12.2: only the way left', post, { width: 12.2, height: 30 }, [8.75]],
      ['a unit outside the combat 0.5" right of M: M may still go straight on', [obstacle(square(11.5, 13, 13, 15), 1)], undefined, [10]],
      ['that unit 1.5" right, M forced aside by the post: only left (right would end 0.25" from it)', [...post, obstacle(square(12.5, 12, 14, 15), 1)], undefined, [8.75]],
    ];
    for (const [name, obstacles, table, xs] of cases) {
      expect(shiftsOnto(M, 'front', T, 'rear', [obstacle(corners(T), 0), ...obstacles], table).map((s) => s.block.front.x), name).toEqual(xs);
    }
  });
});
