import { describe, expect, it } from 'vitest';
import { hexIndex, hexMapFromRows, indexHexMap, inMap, joinBoards, mapHexes, terrainAt, terrainMask, validateHexMap } from './hexMap';
import { hexToPixel, neighbor, offsetToAxial } from './hexMath';
import type { HexMapSpec } from './types';

// Two little "geomorphic boards": 3 columns x 2 rows each.
const west = hexMapFromRows(['H . T', ' . R .'], [{ q: 2, r: 0, side: 0, feature: 'fence' }], 'W');
const east = hexMapFromRows(['S . .', ' D . H'], [{ q: 0, r: 0, side: 3, feature: 'fence' }, { q: 1, r: 1, side: 1, feature: 'hedge' }], 'E');

describe('hex maps: plain data, text form, geomorphic boards', () => {
  it('reads a map from text rows (row-major by odd-r offset coordinates)', () => {
    expect(west.cols).toBe(3);
    expect(west.rows).toBe(2);
    expect(west.terrain).toEqual(['hill', 'clear', 'trees', 'clear', 'rough', 'clear']);
    expect(terrainAt(west, offsetToAxial(1, 1))).toBe('rough');
    expect(terrainAt(west, { q: 0, r: 0 })).toBe('hill');
    expect(terrainAt(west, { q: -1, r: 0 })).toBeUndefined();
    expect(inMap(west, { q: 2, r: 1 })).toBe(true); // (col 2, row 1)
    expect(inMap(west, { q: 3, r: 1 })).toBe(false);
    expect(hexIndex(west, offsetToAxial(2, 1))).toBe(5);
    expect(mapHexes(west)).toHaveLength(6);
    expect(() => hexMapFromRows(['. .', '.'])).toThrow(/row 1/);
    expect(() => hexMapFromRows(['. X'])).toThrow(/unknown terrain 'X'/);
    expect(validateHexMap(west)).toEqual([]);
  });

  it('finds a hexside feature from either of its hexes, and masks terrain', () => {
    const index = indexHexMap(west);
    expect(index.featureAt({ q: 2, r: 0, side: 0 })).toBe('fence');
    expect(index.featureAt({ q: 3, r: 0, side: 3 })).toBe('fence');
    expect(index.featureAt({ q: 2, r: 0, side: 1 })).toBeUndefined();
    const mask = terrainMask(west, (t) => t === 'hill' || t === 'rough');
    expect(Array.from(mask.bits)).toEqual([1, 0, 0, 0, 1, 0]);
  });

  it('validates sizes, terrain and conflicting hexsides', () => {
    const bad: HexMapSpec = {
      cols: 2,
      rows: 1,
      terrain: ['clear', 'lava' as 'clear', 'hill'],
      hexsides: [
        { q: 0, r: 0, side: 0, feature: 'fence' },
        { q: 1, r: 0, side: 3, feature: 'hedge' },
        { q: 0, r: 0, side: 7 as 0, feature: 'fence' },
      ],
    };
    const errors = validateHexMap(bad);
    expect(errors.some((e) => e.includes('terrain has 3 hexes'))).toBe(true);
    expect(errors.some((e) => e.includes('unknown terrain lava'))).toBe(true);
    expect(errors.some((e) => e.includes('both fence and hedge'))).toBe(true);
    expect(errors.some((e) => e.includes('bad side 7'))).toBe(true);
  });

  it('joins a board to the east: terrain side by side, hexsides shifted, the seam fence kept once', () => {
    const map = joinBoards(west, east, 'east');
    expect(map.cols).toBe(6);
    expect(map.rows).toBe(2);
    expect(map.name).toBe('W+E');
    expect(map.terrain).toEqual(['hill', 'clear', 'trees', 'scrub', 'clear', 'clear', 'clear', 'rough', 'clear', 'depression', 'clear', 'hill']);
    // The fence between west (2,0) and east (0,0) was given from both boards.
    expect(map.hexsides.filter((s) => s.feature === 'fence')).toHaveLength(1);
    const index = indexHexMap(map);
    expect(index.featureAt({ q: 2, r: 0, side: 0 })).toBe('fence');
    // East's hedge on (1,1) side SE moves with its board: east's (1,1) is map column 4 of row 1.
    const moved = offsetToAxial(4, 1);
    expect(index.featureAt({ ...moved, side: 1 })).toBe('hedge');
    expect(map.boards).toEqual([
      { id: 'W', col: 0, row: 0, cols: 3, rows: 2 },
      { id: 'E', col: 3, row: 0, cols: 3, rows: 2 },
    ]);
    expect(validateHexMap(map)).toEqual([]);
  });

  it('joins a board to the south keeping its stagger; odd upper boards are refused', () => {
    const map = joinBoards(west, east, 'south');
    expect(map.cols).toBe(3);
    expect(map.rows).toBe(4);
    expect(terrainAt(map, offsetToAxial(0, 2))).toBe('scrub');
    expect(terrainAt(map, offsetToAxial(2, 3))).toBe('hill');
    // The hedge of east (1,1) side 1 lies between east (1,1) and east (1,2) (off that board):
    // after the join it lies between map (col 1,row 3) and its SE neighbour, same shape on screen.
    const eastHex = offsetToAxial(1, 1);
    const mapHex = offsetToAxial(1, 3);
    const index = indexHexMap(map);
    expect(index.featureAt({ ...mapHex, side: 1 })).toBe('hedge');
    const before = hexToPixel(neighbor(eastHex, 1));
    const after = hexToPixel(neighbor(mapHex, 1));
    expect(after.x - hexToPixel(mapHex).x).toBeCloseTo(before.x - hexToPixel(eastHex).x, 12);
    expect(map.boards?.[1]).toEqual({ id: 'E', col: 0, row: 2, cols: 3, rows: 2 });
    const odd = hexMapFromRows(['. . .']);
    expect(() => joinBoards(odd, east, 'south')).toThrow(/odd number of rows/);
    expect(() => joinBoards(west, hexMapFromRows(['. .', '. .']), 'south')).toThrow(/columns/);
    expect(() => joinBoards(west, odd, 'east')).toThrow(/rows/);
  });

  it('joins two 20 x 30 boards into one 40 x 30 map and joins on south into 40 x 60', () => {
    const board = (id: string): HexMapSpec => ({
      name: id,
      cols: 20,
      rows: 30,
      terrain: Array.from({ length: 600 }, (_, i) => (i % 7 === 0 ? 'trees' : 'clear')),
      hexsides: [{ q: 19 - 14, r: 29, side: 0, feature: 'hedge' }],
    });
    const wide = joinBoards(board('a'), board('b'), 'east');
    expect([wide.cols, wide.rows, wide.terrain.length]).toEqual([40, 30, 1200]);
    const tall = joinBoards(wide, joinBoards(board('c'), board('d'), 'east'), 'south');
    expect([tall.cols, tall.rows, tall.terrain.length]).toEqual([40, 60, 2400]);
    expect(tall.boards?.map((b) => `${b.id}@${b.col},${b.row}`)).toEqual(['a@0,0', 'b@20,0', 'c@0,30', 'd@20,30']);
    expect(tall.hexsides).toHaveLength(4);
    expect(validateHexMap(tall)).toEqual([]);
  });
});
