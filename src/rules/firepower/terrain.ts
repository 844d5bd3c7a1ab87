// Reading a Firepower map: terrain and level of a hex (FP-27), features on hexsides (FP-10).
import { axialToOffset, hexsideBetween, hexsideKey } from '../../core/hex/hexMath';
import type { HexCoord, HexMapSpec, HexTerrain, HexsideFeature } from '../../core/hex/types';

const features = new WeakMap<HexMapSpec, Map<string, HexsideFeature>>();

export function onMap(map: HexMapSpec, h: HexCoord): boolean {
  const { col, row } = axialToOffset(h);
  return col >= 0 && row >= 0 && col < map.cols && row < map.rows;
}

export function terrainAt(map: HexMapSpec, h: HexCoord): HexTerrain {
  const { col, row } = axialToOffset(h);
  return map.terrain[row * map.cols + col] ?? 'clear';
}

/** FP-27: hills are the highest level, depressions the lowest, everything else between. */
export function levelAt(map: HexMapSpec, h: HexCoord): number {
  const t = terrainAt(map, h);
  return t === 'hill' ? 1 : t === 'depression' ? -1 : 0;
}

/** The fence or hedge on the hexside between two neighbours, if any. */
export function featureBetween(map: HexMapSpec, a: HexCoord, b: HexCoord): HexsideFeature | null {
  let index = features.get(map);
  if (!index) {
    index = new Map(map.hexsides.map((h) => [hexsideKey(h), h.feature]));
    features.set(map, index);
  }
  const side = hexsideBetween(a, b);
  return side ? (index.get(hexsideKey(side)) ?? null) : null;
}
