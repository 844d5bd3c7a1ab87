// Plain data for a hex map (Firepower and any other hex system). Everything here is JSON:
// no classes, no honeycomb-grid Hex objects, nothing that cannot go into a saved game.
//
// Geometry conventions (shared with the hex board, src/board/hex):
// - Hexes are pointy-top (a corner at the top, flat sides east and west), so rows run straight
//   left to right and a hexside faces each of E, SE, SW, W, NW, NE. Pointy-top keeps the map's
//   long axis horizontal on a landscape screen and matches the board drawing.
// - Hexes are addressed by axial coordinates { q, r }; the third cube coordinate is
//   s = -q - r. r grows downwards (screen y), q grows to the right along a row.
// - The map is a rectangle in the odd-r offset layout: rows 0..rows-1 top to bottom, columns
//   0..cols-1 left to right, odd rows shoved half a hex to the right. A hex at (col, row) has
//   q = col - (row - (row & 1)) / 2 and r = row (hexMath.ts converts both ways).
// - Directions and hexsides are numbered 0..5 clockwise on screen (y down), starting east:
//   0 E (+1, 0), 1 SE (0, +1), 2 SW (-1, +1), 3 W (-1, 0), 4 NW (0, -1), 5 NE (+1, -1).
//   Side i of a hex is the edge crossed when moving in direction i, so side i of a hex is side
//   (i + 3) % 6 of its neighbour that way. A counter's facing is a direction.

/** Axial hex coordinates. */
export interface HexCoord {
  q: number;
  r: number;
}

/** Offset coordinates (odd-r): the column and row of a hex on the rectangular map. */
export interface OffsetCoord {
  col: number;
  row: number;
}

/** A direction or hexside number: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE (clockwise on screen). */
export type HexSide = 0 | 1 | 2 | 3 | 4 | 5;

/** Terrain of the Firepower basic game (FP-GAP-4). */
export type HexTerrain = 'clear' | 'hill' | 'depression' | 'trees' | 'scrub' | 'rough';

/**
 * Features drawn along hexsides. Hill and depression edges are not features: they are implied
 * wherever neighbouring hexes stand on different levels.
 */
export type HexsideFeature = 'fence' | 'hedge';

/** A feature along one hexside, given from either of the two hexes it separates. */
export interface HexsideSpec {
  q: number;
  r: number;
  side: HexSide;
  feature: HexsideFeature;
}

/**
 * Where one geomorphic board lies on a joined map: its top-left hex in the map's offset
 * coordinates and its size. A single board's map may leave `boards` out.
 */
export interface BoardPlacement {
  id: string;
  col: number;
  row: number;
  cols: number;
  rows: number;
}

/**
 * A rectangular hex map. `terrain` is row-major by offset coordinates: the hex at (col, row)
 * is `terrain[row * cols + col]`; its length is cols * rows. `hexsides` lists each feature
 * once (a duplicate given from the other hex means the same hexside). Boards are joined with
 * joinBoards (hexMap.ts); south joins need an even number of rows above the seam so the odd-r
 * stagger of the lower board is kept.
 */
export interface HexMapSpec {
  /** Board or map name; joinBoards uses it as the board id when `boards` is absent. */
  name?: string;
  cols: number;
  rows: number;
  terrain: HexTerrain[];
  hexsides: HexsideSpec[];
  boards?: BoardPlacement[];
}
