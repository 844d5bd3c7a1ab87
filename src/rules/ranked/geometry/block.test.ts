import { describe, expect, it } from 'vitest';
import { arcOf, blockCentre, blockHitsPolygon, contact, corners, overlaps, type Block } from './block';

const blk = (x: number, y: number, facing: number, width = 5, depth = 2): Block => ({ front: { x, y }, facing, width, depth });
const near = (p: { x: number; y: number }, x: number, y: number): void => {
  expect(p.x).toBeCloseTo(x, 9);
  expect(p.y).toBeCloseTo(y, 9);
};

describe('ranked block geometry', () => {
  it('corners and centre follow the facing (0 faces up the table, 90 to the right)', () => {
    const up = corners(blk(10, 10, 0));
    near(up[0], 7.5, 10); near(up[1], 12.5, 10); near(up[2], 12.5, 12); near(up[3], 7.5, 12);
    const east = corners(blk(10, 10, 90));
    near(east[0], 10, 7.5); near(east[1], 10, 12.5); near(east[2], 8, 12.5); near(east[3], 8, 7.5);
    near(blockCentre(blk(10, 10, 180)), 10, 9); // facing down the table, the block lies above its front
  });

  //      \  front  /        a 5" x 2" block facing up at (10, 10): the front arc is above the
  //       \_______/         front edge and between the 45-degree lines from its front corners
  //  left |       | right
  //       |_______|
  //       /  rear  \
  it('RK-GAP-2 arcs: 45-degree lines from the corners bound the front and rear arcs; on the line is front', () => {
    const b = blk(10, 10, 0);
    const cases: [number, number, string][] = [
      [10, 5, 'front'], [14.5, 8, 'front'] /* exactly on the right front line */, [14.6, 8, 'right'],
      [2, 11, 'left'], [18, 11, 'right'], [10, 20, 'rear'], [5.5, 14, 'rear'] /* on the left rear line */,
      [5.4, 14, 'left'],
    ];
    for (const [x, y, arc] of cases) expect(arcOf(b, { x, y }), `${x},${y}`).toBe(arc);
  });

  it('overlap: interiors meet; blocks that only touch do not overlap', () => {
    expect(overlaps(blk(10, 10, 0), blk(10, 11, 0))).toBe(true);
    expect(overlaps(blk(10, 10, 0), blk(10, 8, 0))).toBe(false); // front to rear, touching
    expect(overlaps(blk(10, 10, 0), blk(16, 10, 0))).toBe(false);
    expect(overlaps(blk(10, 10, 0), blk(13, 11, 45))).toBe(true);
  });

  // Front to front: B (facing 180) stands on A's front edge, shifted 3" right: 2" of edge shared.
  //   +---B---+            (B's front is its lower edge)
  // +-+-A-+   |
  it('base contact: facing edges on one line with a shared stretch; sides named for each block', () => {
    expect(contact(blk(10, 10, 0), blk(13, 10, 180))).toEqual({ sideA: 'front', sideB: 'front', overlap: 2 });
    // B facing right touches A's left flank with its front.
    const flank = contact(blk(10, 10, 0), blk(7.5, 11, 90, 2, 3));
    expect(flank).toMatchObject({ sideA: 'left', sideB: 'front' });
    expect(flank!.overlap).toBeCloseTo(2, 9);
    // Corner to corner only: no contact. A gap of 0.01": no contact.
    expect(contact(blk(10, 10, 0), blk(15, 10, 180))).toBeNull();
    expect(contact(blk(10, 10, 0), blk(10, 9.99, 0))).toBeNull();
    // Rotated blocks: A facing 30 degrees, B placed on its front, rounded to the grid, still touch.
    const a = blk(10, 10, 30);
    const c = corners(a);
    const mid = { x: Math.round(((c[0].x + c[1].x) / 2 + 0.0) * 1024) / 1024, y: Math.round(((c[0].y + c[1].y) / 2) * 1024) / 1024 };
    expect(contact(a, blk(mid.x, mid.y, 210))).toMatchObject({ sideA: 'front', sideB: 'front' });
  });

  it('a block hits a polygon when the interiors meet; touching an edge is fine', () => {
    const house = [{ x: 12, y: 5 }, { x: 16, y: 5 }, { x: 16, y: 9 }, { x: 12, y: 9 }];
    expect(blockHitsPolygon(blk(10, 10, 0), house)).toBe(false);
    expect(blockHitsPolygon(blk(10, 9, 0), house)).toBe(false); // its front edge on the house wall
    expect(blockHitsPolygon(blk(10, 8.5, 0), house)).toBe(true);
    expect(blockHitsPolygon(blk(10, 10.5, 0), [{ x: 9, y: 10.5 }, { x: 11, y: 10.5 }, { x: 10, y: 11.5 }])).toBe(true); // inside
    expect(blockHitsPolygon(blk(10, 10, 0), [{ x: 0, y: 0 }, { x: 30, y: 0 }, { x: 30, y: 30 }, { x: 0, y: 30 }])).toBe(true); // around
  });
});
