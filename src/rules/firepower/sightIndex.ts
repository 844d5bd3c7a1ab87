// What Firepower's line of sight reads from a map, indexed once per map object and kept beside
// it (a WeakMap, like the table board's sight index), never in the plain state: the level of each
// hex (FP-27), where the trees are (FP-31), the fence or hedge of each hexside (FP-25, FP-31) as
// typed arrays, and line block indexes (src/core/hex/lineBlockIndex.ts) answering "is a hill, or a
// trees hex, on either trace of this line?" without walking it. A map never changes in play.
import { HEX_DIRECTIONS } from '../../core/hex/hexMath';
import { terrainMask } from '../../core/hex/hexMap';
import { buildLineBlockIndex, type LineBlockIndex } from '../../core/hex/lineBlockIndex';
import type { HexMapSpec, HexsideFeature } from '../../core/hex/types';
import { terrainLevel } from './los';

export interface SightIndex {
  cols: number;
  rows: number;
  /** FP-27 level of each hex, offset row-major (row * cols + col). */
  level: Int8Array;
  /** 1 where a hex is trees, offset row-major. */
  trees: Uint8Array;
  /** Hill hexes and trees hexes, for lineHitsMarked. */
  hillLines: LineBlockIndex;
  treeLines: LineBlockIndex;
  /** Hexside features by canonical hexside (sides 0-2 of a hex in the box below): 0 none, 1 fence, 2 hedge. */
  feature: Uint8Array;
  qMin: number;
  rMin: number;
  qSpan: number;
  rSpan: number;
}

export const FEATURE_NAMES: readonly (HexsideFeature | undefined)[] = [undefined, 'fence', 'hedge'];
const DQ = HEX_DIRECTIONS.map((d) => d.q);
const DR = HEX_DIRECTIONS.map((d) => d.r);

const built = new WeakMap<HexMapSpec, SightIndex>();

/** The sight index of a map, built on first use and kept per map object. */
export function sightIndex(map: HexMapSpec): SightIndex {
  let index = built.get(map);
  if (!index) built.set(map, (index = buildSightIndex(map)));
  return index;
}

function buildSightIndex(map: HexMapSpec): SightIndex {
  const { cols, rows } = map;
  const level = new Int8Array(cols * rows);
  const trees = new Uint8Array(cols * rows);
  map.terrain.forEach((t, i) => {
    level[i] = terrainLevel(t);
    trees[i] = t === 'trees' ? 1 : 0;
  });
  // The box of canonical hexsides: every hex of the map, a ring round it, and every hexside the
  // spec names (a hexside outside the box has no feature).
  const canon = map.hexsides.map((s) => canonical(s.q, s.r, s.side));
  let qMin = -(rows >> 1) - 2, qMax = cols + 2, rMin = -2, rMax = rows + 2;
  for (const [q, r] of canon) {
    qMin = Math.min(qMin, q); qMax = Math.max(qMax, q); rMin = Math.min(rMin, r); rMax = Math.max(rMax, r);
  }
  const qSpan = qMax - qMin + 1, rSpan = rMax - rMin + 1;
  const feature = new Uint8Array(qSpan * rSpan * 3);
  map.hexsides.forEach((s, i) => {
    const [q, r, side] = canon[i]!;
    feature[((q - qMin) * rSpan + r - rMin) * 3 + side] = s.feature === 'fence' ? 1 : 2;
  });
  return {
    cols, rows, level, trees, feature, qMin, rMin, qSpan, rSpan,
    hillLines: buildLineBlockIndex(terrainMask(map, (t) => t === 'hill')),
    treeLines: buildLineBlockIndex(terrainMask(map, (t) => t === 'trees')),
  };
}

/** A hexside as named from the hex with it among sides 0-2. */
function canonical(q: number, r: number, side: number): [number, number, number] {
  return side < 3 ? [q, r, side] : [q + DQ[side]!, r + DR[side]!, side - 3];
}

/** Offset index of a hex, or -1 off the map. */
export function hexAt(ix: SightIndex, q: number, r: number): number {
  const col = q + (r >> 1);
  return r < 0 || r >= ix.rows || col < 0 || col >= ix.cols ? -1 : r * ix.cols + col;
}

/** FP-27 level of a hex (0 off the map, as for clear ground). */
export function levelOf(ix: SightIndex, q: number, r: number): number {
  const i = hexAt(ix, q, r);
  return i < 0 ? 0 : ix.level[i]!;
}

export function treesAt(ix: SightIndex, q: number, r: number): boolean {
  const i = hexAt(ix, q, r);
  return i >= 0 && ix.trees[i] === 1;
}

/** A number naming a hexside the same from both its hexes (-1 outside the box: no feature there). */
export function hexsideId(ix: SightIndex, q: number, r: number, side: number): number {
  if (side >= 3) {
    q += DQ[side]!;
    r += DR[side]!;
    side -= 3;
  }
  const dq = q - ix.qMin, dr = r - ix.rMin;
  return dq < 0 || dq >= ix.qSpan || dr < 0 || dr >= ix.rSpan ? -1 : (dq * ix.rSpan + dr) * 3 + side;
}
