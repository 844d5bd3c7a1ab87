// Reading and building hex maps (the plain data of types.ts): lookups, a compact text form for
// hand-made maps, masks for fast line queries, and joining geomorphic boards.
import { axialToOffset, canonicalHexside, hexsideKey, offsetToAxial, type HexsideRef } from './hexMath';
import { createHexMask, type HexMask } from './hexLine';
import type { BoardPlacement, HexCoord, HexMapSpec, HexsideFeature, HexsideSpec, HexTerrain } from './types';

/** Index of a hex in `terrain` (row-major offset), or -1 off the map. */
export function hexIndex(spec: Pick<HexMapSpec, 'cols' | 'rows'>, h: HexCoord): number {
  const { col, row } = axialToOffset(h);
  return row < 0 || row >= spec.rows || col < 0 || col >= spec.cols ? -1 : row * spec.cols + col;
}

export function inMap(spec: Pick<HexMapSpec, 'cols' | 'rows'>, h: HexCoord): boolean {
  return hexIndex(spec, h) >= 0;
}

/** Every hex of the map, row by row. */
export function mapHexes(spec: Pick<HexMapSpec, 'cols' | 'rows'>): HexCoord[] {
  const out: HexCoord[] = [];
  for (let row = 0; row < spec.rows; row++) for (let col = 0; col < spec.cols; col++) out.push(offsetToAxial(col, row));
  return out;
}

/** Terrain of a hex; undefined off the map. */
export function terrainAt(spec: HexMapSpec, h: HexCoord): HexTerrain | undefined {
  const i = hexIndex(spec, h);
  return i < 0 ? undefined : spec.terrain[i];
}

/** Fast lookups over a map that does not change (rebuild it for a new map object). */
export interface HexMapIndex {
  spec: HexMapSpec;
  terrainAt(h: HexCoord): HexTerrain | undefined;
  /** The feature along a hexside, named from either of its hexes. */
  featureAt(ref: HexsideRef): HexsideFeature | undefined;
}

const indexes = new WeakMap<HexMapSpec, HexMapIndex>();

/** The index of a map, built on first use and kept per spec object (a map never changes in play). */
export function indexHexMap(spec: HexMapSpec): HexMapIndex {
  let index = indexes.get(spec);
  if (!index) indexes.set(spec, (index = buildHexMapIndex(spec)));
  return index;
}

function buildHexMapIndex(spec: HexMapSpec): HexMapIndex {
  const features = new Map<string, HexsideFeature>();
  for (const s of spec.hexsides) features.set(hexsideKey(s), s.feature);
  return {
    spec,
    terrainAt: (h) => terrainAt(spec, h),
    featureAt: (ref) => features.get(hexsideKey(ref)),
  };
}

/** A mask of the hexes whose terrain passes the test, for lineHitsMask / buildLineBlockIndex. */
export function terrainMask(spec: HexMapSpec, test: (t: HexTerrain) => boolean): HexMask {
  const mask = createHexMask(spec.cols, spec.rows);
  for (let i = 0; i < spec.terrain.length; i++) if (test(spec.terrain[i]!)) mask.bits[i] = 1;
  return mask;
}

/** Problems with a spec (empty when it is well formed). */
export function validateHexMap(spec: HexMapSpec): string[] {
  const errors: string[] = [];
  const kinds: readonly string[] = ['clear', 'hill', 'depression', 'trees', 'scrub', 'rough'];
  if (!Number.isInteger(spec.cols) || !Number.isInteger(spec.rows) || spec.cols < 1 || spec.rows < 1) {
    errors.push(`bad size ${spec.cols} x ${spec.rows}`);
  }
  if (spec.terrain.length !== spec.cols * spec.rows) {
    errors.push(`terrain has ${spec.terrain.length} hexes, expected ${spec.cols * spec.rows}`);
  }
  spec.terrain.forEach((t, i) => {
    if (!kinds.includes(t)) errors.push(`hex ${i}: unknown terrain ${String(t)}`);
  });
  const seen = new Map<string, HexsideFeature>();
  for (const s of spec.hexsides) {
    if (!Number.isInteger(s.side) || s.side < 0 || s.side > 5) errors.push(`hexside ${s.q},${s.r}: bad side ${s.side}`);
    else if (s.feature !== 'fence' && s.feature !== 'hedge') errors.push(`hexside ${s.q},${s.r},${s.side}: unknown feature`);
    else {
      const key = hexsideKey(s);
      const had = seen.get(key);
      if (had && had !== s.feature) errors.push(`hexside ${key}: both ${had} and ${s.feature}`);
      seen.set(key, s.feature);
    }
  }
  return errors;
}

const TERRAIN_CHARS: Record<string, HexTerrain> = {
  '.': 'clear',
  H: 'hill',
  D: 'depression',
  T: 'trees',
  S: 'scrub',
  R: 'rough',
};

/**
 * A map from text, one string per row: '.' clear, 'H' hill, 'D' depression, 'T' trees,
 * 'S' scrub, 'R' rough. Spaces are ignored, so odd rows may be indented to show the stagger:
 *   ['. H .',
 *    ' . . .']
 */
export function hexMapFromRows(rows: readonly string[], hexsides: HexsideSpec[] = [], name?: string): HexMapSpec {
  const cells = rows.map((row) => row.replace(/\s+/g, ''));
  const cols = cells[0]?.length ?? 0;
  const terrain: HexTerrain[] = [];
  cells.forEach((row, r) => {
    if (row.length !== cols) throw new Error(`hexMapFromRows: row ${r} has ${row.length} hexes, expected ${cols}`);
    for (const ch of row) {
      const t = TERRAIN_CHARS[ch];
      if (!t) throw new Error(`hexMapFromRows: unknown terrain '${ch}' in row ${r}`);
      terrain.push(t);
    }
  });
  return { ...(name === undefined ? {} : { name }), cols, rows: cells.length, terrain, hexsides };
}

/** The boards of a map: its own list, or the whole map as one board. */
function boardsOf(spec: HexMapSpec, fallbackId: string): BoardPlacement[] {
  return spec.boards ?? [{ id: spec.name ?? fallbackId, col: 0, row: 0, cols: spec.cols, rows: spec.rows }];
}

/**
 * Joins board b to the east or the south of a (geomorphic boards). East: same number of rows,
 * b's columns follow a's. South: same number of columns and an even number of rows in a, so
 * that b keeps its odd-r stagger (its row 0 must land on an even map row). Hexsides keep their
 * features; one given on both sides of the seam is kept once.
 */
export function joinBoards(a: HexMapSpec, b: HexMapSpec, where: 'east' | 'south'): HexMapSpec {
  const east = where === 'east';
  if (east && a.rows !== b.rows) throw new Error(`joinBoards east: ${a.rows} rows against ${b.rows}`);
  if (!east && a.cols !== b.cols) throw new Error(`joinBoards south: ${a.cols} columns against ${b.cols}`);
  if (!east && a.rows % 2 !== 0) throw new Error(`joinBoards south: the upper board has an odd number of rows (${a.rows})`);
  const cols = east ? a.cols + b.cols : a.cols;
  const rows = east ? a.rows : a.rows + b.rows;
  const dCol = east ? a.cols : 0;
  const dRow = east ? 0 : a.rows;
  const terrain: HexTerrain[] = new Array<HexTerrain>(cols * rows);
  for (let row = 0; row < a.rows; row++) for (let col = 0; col < a.cols; col++) terrain[row * cols + col] = a.terrain[row * a.cols + col]!;
  for (let row = 0; row < b.rows; row++) {
    for (let col = 0; col < b.cols; col++) terrain[(row + dRow) * cols + col + dCol] = b.terrain[row * b.cols + col]!;
  }
  // Axial shift of b: whole columns east, or an even number of rows south (q loses half of them).
  const dq = east ? a.cols : -a.rows / 2;
  const dr = dRow;
  const hexsides: HexsideSpec[] = [];
  const seen = new Map<string, HexsideFeature>();
  const add = (s: HexsideSpec): void => {
    const key = hexsideKey(s);
    const had = seen.get(key);
    if (had === undefined) {
      seen.set(key, s.feature);
      hexsides.push(s);
    } else if (had !== s.feature) {
      throw new Error(`joinBoards: hexside ${key} is both ${had} and ${s.feature}`);
    }
  };
  for (const s of a.hexsides) add({ ...canonicalHexside(s), feature: s.feature });
  for (const s of b.hexsides) add({ ...canonicalHexside({ q: s.q + dq, r: s.r + dr, side: s.side }), feature: s.feature });
  const boards = [
    ...boardsOf(a, 'a'),
    ...boardsOf(b, 'b').map((p) => ({ ...p, col: p.col + dCol, row: p.row + dRow })),
  ];
  const name = a.name !== undefined && b.name !== undefined ? `${a.name}+${b.name}` : undefined;
  return { ...(name === undefined ? {} : { name }), cols, rows, terrain, hexsides, boards };
}
