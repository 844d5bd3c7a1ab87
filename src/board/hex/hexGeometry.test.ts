import { describe, expect, it } from 'vitest';
import { DIRS, HexGeometry, hexDistance, neighbour } from './hexGeometry';
import { disc, outline, PxHex, rangeOutline, ring } from './hexOverlayDraw';
import { CHUNK, K_CLEAR, K_HILL, TerrainGrid } from './hexTerrainGrid';

describe('HexGeometry (pointy-top, odd-r)', () => {
  const geo = new HexGeometry(10, 8, 2);

  it('converts between offset and axial coordinates', () => {
    expect(geo.axial(0, 0)).toEqual({ q: 0, r: 0 });
    expect(geo.axial(0, 1)).toEqual({ q: 0, r: 1 });
    expect(geo.axial(0, 2)).toEqual({ q: -1, r: 2 });
    expect(geo.axial(3, 5)).toEqual({ q: 1, r: 5 });
    for (let row = 0; row < geo.rows; row++) {
      for (let col = 0; col < geo.cols; col++) {
        const h = geo.axial(col, row);
        expect(geo.col(h.q, h.r)).toBe(col);
        expect(geo.index(h.q, h.r)).toBe(row * geo.cols + col);
      }
    }
    expect(geo.inMap(-1, 0)).toBe(false);
    expect(geo.inMap(0, 8)).toBe(false);
  });

  it('puts odd rows half a hex to the right and sizes the map', () => {
    const a = geo.centerAt(0, 0);
    const b = geo.centerAt(0, 1);
    expect(b.x - a.x).toBeCloseTo(geo.hexW / 2);
    expect(b.y - a.y).toBeCloseTo(1.5 * geo.size);
    expect(a).toEqual({ x: expect.closeTo(geo.hexW / 2), y: expect.closeTo(geo.size) });
    expect(geo.hexW).toBeCloseTo(Math.sqrt(3) * 2);
    expect(geo.width).toBeCloseTo(geo.hexW * 10.5);
    expect(geo.height).toBeCloseTo(4 + 7 * 3);
  });

  it('numbers directions and sides clockwise from east, in screen coordinates', () => {
    const h = { q: 3, r: 3 };
    const c = geo.center(h.q, h.r);
    for (let i = 0; i < 6; i++) {
      const n = neighbour(h, i);
      const cn = geo.center(n.q, n.r);
      const angle = Math.atan2(cn.y - c.y, cn.x - c.x);
      expect(Math.cos(angle - (i * Math.PI) / 3)).toBeCloseTo(1);
      // Side i is the edge crossed going that way: its midpoint is halfway to the neighbour.
      const [p, q] = geo.sideEnds(c, i);
      expect((p.x + q.x) / 2).toBeCloseTo((c.x + cn.x) / 2);
      expect((p.y + q.y) / 2).toBeCloseTo((c.y + cn.y) / 2);
      expect(hexDistance(h, n)).toBe(1);
    }
    expect(DIRS).toHaveLength(6);
  });

  it('finds the hex under a point', () => {
    for (const [col, row] of [[0, 0], [4, 3], [9, 7]] as const) {
      const h = geo.axial(col, row);
      const c = geo.center(h.q, h.r);
      expect(geo.hexAt(c)).toEqual(h);
      expect(geo.hexAt({ x: c.x + geo.size * 0.7, y: c.y + geo.size * 0.2 })).toEqual(h);
    }
  });
});

describe('TerrainGrid', () => {
  it('stores kinds by hex and ignores off-map and repeated entries', () => {
    const grid = new TerrainGrid({
      cols: 4,
      rows: 4,
      hexSize: 1,
      terrain: [
        { q: 1, r: 1, kind: 'hill' },
        { q: 1, r: 1, kind: 'trees' },
        { q: 50, r: 1, kind: 'hill' },
      ],
      hexsides: [],
    });
    expect(grid.kindAt(1, 1)).toBe(K_HILL);
    expect(grid.kindAt(0, 0)).toBe(K_CLEAR);
    expect(grid.kindAt(50, 1)).toBe(-1);
  });

  it('draws each hexside once per chunk it borders, whichever hex names it', () => {
    const n = CHUNK + 4;
    const geo = new HexGeometry(n, n, 1);
    const inside = geo.axial(3, 3);
    const edge = geo.axial(CHUNK - 1, 3);
    const grid = new TerrainGrid({
      cols: n,
      rows: n,
      hexSize: 1,
      terrain: [],
      hexsides: [
        { ...inside, side: 0, kind: 'fence' },
        { ...neighbour(inside, 0), side: 3, kind: 'hedge' }, // the same hexside, named from the other hex
        { ...edge, side: 0, kind: 'hedge' }, // between chunk 0 and chunk 1
      ],
    });
    expect(grid.sides).toHaveLength(2);
    expect(grid.sidesOf(0)).toHaveLength(2);
    expect(grid.sidesOf(1)).toHaveLength(1);
    expect(grid.sidesOf(0)[0]).toMatchObject({ ...inside, side: 0, kind: 'fence' });
  });
});

describe('overlay helpers', () => {
  const geo = new HexGeometry(30, 30, 1);
  const c = geo.axial(15, 15);

  it('rings and discs have the right sizes', () => {
    expect(ring(c, 0)).toHaveLength(1);
    for (let d = 1; d < 5; d++) {
      const r = ring(c, d);
      expect(r).toHaveLength(6 * d);
      for (const h of r) expect(hexDistance(h, c)).toBe(d);
    }
    expect(disc(geo, c, 3)).toHaveLength(37);
  });

  it('outlines a set of hexes by its border sides', () => {
    const px = new PxHex(geo, 10);
    expect(outline(px, [c])).toHaveLength(6);
    expect(outline(px, disc(geo, c, 1))).toHaveLength(18);
    expect(rangeOutline(px, c, 2)).toHaveLength(30);
  });
});
