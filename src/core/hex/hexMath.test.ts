import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  axialToOffset,
  canonicalHexside,
  DIRECTION_NAMES,
  directionTo,
  gridFromSpec,
  hexCorners,
  hexDistance,
  hexesOfHexside,
  hexRing,
  hexsideBetween,
  hexsideKey,
  hexSpiral,
  hexToPixel,
  latticeCenter,
  neighbor,
  neighbors,
  offsetToAxial,
  oppositeSide,
  pixelToHex,
  rotateSide,
  toCube,
} from './hexMath';

const coord = fc.record({ q: fc.integer({ min: -60, max: 60 }), r: fc.integer({ min: -60, max: 60 }) });
const close = (a: { x: number; y: number }, b: { x: number; y: number }): void => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe('hex math: pointy-top, odd-r offset, directions clockwise from east', () => {
  it('odd-r offset rows: odd rows are shoved half a hex right, and conversion round-trips', () => {
    expect(offsetToAxial(0, 0)).toEqual({ q: 0, r: 0 });
    expect(offsetToAxial(0, 1)).toEqual({ q: 0, r: 1 });
    expect(offsetToAxial(0, 2)).toEqual({ q: -1, r: 2 });
    expect(offsetToAxial(3, 3)).toEqual({ q: 2, r: 3 });
    // Odd row 1, column 0 sits half a hex right of row 0, column 0.
    expect(hexToPixel(offsetToAxial(0, 1)).x - hexToPixel(offsetToAxial(0, 0)).x).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(hexToPixel(offsetToAxial(0, 2)).x).toBeCloseTo(hexToPixel(offsetToAxial(0, 0)).x, 12);
    fc.assert(fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (col, row) => {
      const h = offsetToAxial(col, row);
      expect(axialToOffset(h)).toEqual({ col, row });
    }));
  });

  it('direction i points at screen angle 60 * i degrees, clockwise from east (y down)', () => {
    expect(DIRECTION_NAMES).toEqual(['E', 'SE', 'SW', 'W', 'NW', 'NE']);
    for (let i = 0; i < 6; i++) {
      const p = hexToPixel(neighbor({ q: 0, r: 0 }, i));
      const angle = (Math.atan2(p.y, p.x) * 180) / Math.PI;
      expect(((angle % 360) + 360) % 360).toBeCloseTo(60 * i, 9);
      expect(Math.hypot(p.x, p.y)).toBeCloseTo(Math.sqrt(3), 12);
    }
    expect(neighbor({ q: 2, r: 3 }, 0)).toEqual({ q: 3, r: 3 });
    expect(neighbor({ q: 2, r: 3 }, 4)).toEqual({ q: 2, r: 2 });
    expect(neighbor({ q: 2, r: 3 }, -1)).toEqual({ q: 3, r: 2 }); // -1 wraps to 5 (NE)
    expect(rotateSide(5, 2)).toBe(1);
    expect(oppositeSide(4)).toBe(1);
  });

  it('FP-20 distance counts hexes along the shortest line, not the firer\'s hex, counting the target\'s', () => {
    const me = { q: 0, r: 0 };
    expect(hexDistance(me, me)).toBe(0);
    for (const n of neighbors(me)) expect(hexDistance(me, n)).toBe(1);
    expect(hexDistance(me, { q: 5, r: 0 })).toBe(5);
    expect(hexDistance(me, { q: 2, r: 2 })).toBe(4);
    expect(hexDistance({ q: -3, r: 4 }, { q: 2, r: -1 })).toBe(5);
    fc.assert(fc.property(coord, coord, (a, b) => {
      const ca = toCube(a);
      const cb = toCube(b);
      expect(hexDistance(a, b)).toBe(Math.max(Math.abs(ca.q - cb.q), Math.abs(ca.r - cb.r), Math.abs(ca.s - cb.s)));
      expect(hexDistance(a, b)).toBe(hexDistance(b, a));
    }));
  });

  it('a hexside has one canonical name (side 0, 1 or 2) from either of its hexes', () => {
    const a = { q: 1, r: 1 };
    for (let side = 0; side < 6; side++) {
      const b = neighbor(a, side);
      const fromA = hexsideBetween(a, b)!;
      const fromB = hexsideBetween(b, a)!;
      expect(fromA.side).toBe(side);
      expect(fromB.side).toBe(oppositeSide(side));
      expect(hexsideKey(fromA)).toBe(hexsideKey(fromB));
      expect(canonicalHexside(fromA).side).toBeLessThan(3);
      expect(hexesOfHexside(fromA)).toEqual([a, b]);
    }
    expect(canonicalHexside({ q: 1, r: 1, side: 3 })).toEqual({ q: 0, r: 1, side: 0 });
    expect(hexsideBetween(a, { q: 3, r: 1 })).toBeNull();
    expect(directionTo(a, { q: 3, r: 1 })).toBe(-1);
    // Distinct hexsides around a hex have distinct keys.
    expect(new Set([0, 1, 2, 3, 4, 5].map((side) => hexsideKey({ ...a, side: side as 0 }))).size).toBe(6);
  });

  it('rings and spirals hold 6k and 1 + 3k(k + 1) hexes at the right distances', () => {
    const c = { q: 2, r: -1 };
    expect(hexRing(c, 0)).toEqual([c]);
    expect(hexRing(c, 1)[0]).toEqual(neighbor(c, 4)); // starts NW, then goes clockwise (east first)
    expect(hexRing(c, 1)[1]).toEqual(neighbor(c, 5));
    for (let k = 1; k <= 4; k++) {
      const ring = hexRing(c, k);
      expect(ring).toHaveLength(6 * k);
      expect(ring.every((h) => hexDistance(h, c) === k)).toBe(true);
      expect(new Set(ring.map((h) => `${h.q},${h.r}`)).size).toBe(6 * k);
      for (let i = 0; i < ring.length; i++) expect(hexDistance(ring[i]!, ring[(i + 1) % ring.length]!)).toBe(1);
    }
    const spiral = hexSpiral(c, 3);
    expect(spiral).toHaveLength(37);
    expect(spiral[0]).toEqual(c);
  });

  it('pixel centres and corners: size-1 pointy hexes, corner k between sides k - 1 and k', () => {
    close(hexToPixel({ q: 1, r: 0 }), { x: Math.sqrt(3), y: 0 });
    close(hexToPixel({ q: 0, r: 1 }), { x: Math.sqrt(3) / 2, y: 1.5 });
    close(hexToPixel({ q: 1, r: 0 }, 10), { x: 10 * Math.sqrt(3), y: 0 });
    const corners = hexCorners({ q: 0, r: 0 });
    close(corners[0]!, { x: Math.sqrt(3) / 2, y: -0.5 }); // upper right
    close(corners[2]!, { x: 0, y: 1 }); // bottom point
    close(corners[5]!, { x: 0, y: -1 }); // top point
    for (const c of corners) expect(Math.hypot(c.x, c.y)).toBeCloseTo(1, 12);
    // Side k (corners k and k + 1) faces neighbour k: its midpoint is half way to that centre.
    for (let k = 0; k < 6; k++) {
      const a = corners[k]!;
      const b = corners[(k + 1) % 6]!;
      const n = hexToPixel(neighbor({ q: 0, r: 0 }, k));
      close({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, { x: n.x / 2, y: n.y / 2 });
    }
    expect(latticeCenter({ q: 2, r: -1 })).toEqual({ x: 3, y: -3 });
    fc.assert(fc.property(coord, (h) => {
      expect(pixelToHex(hexToPixel(h, 3), 3)).toEqual(h);
    }));
  });

  it('builds a honeycomb-grid Grid with the same coordinates and pixel centres', () => {
    const grid = gridFromSpec({ cols: 5, rows: 4 });
    expect(grid.size).toBe(20);
    for (const hex of grid) {
      expect(axialToOffset(hex)).toEqual({ col: hex.col, row: hex.row });
      close({ x: hex.x, y: hex.y }, hexToPixel(hex));
    }
    expect(grid.getHex({ col: 0, row: 1 })?.q).toBe(0);
    expect(grid.getHex({ col: 0, row: 2 })?.q).toBe(-1);
  });
});
