// The arc of fire (FP-22) and the direction of a line into a hex (FP-34).
import { hexDistance, hexEquals, hexToPixel, neighbor } from '../../core/hex/hexMath';
import type { HexCoord, HexSide } from '../../core/hex/types';

const angleOf = (from: HexCoord, to: HexCoord): number => {
  const a = hexToPixel(from);
  const b = hexToPixel(to);
  return Math.atan2(b.y - a.y, b.x - a.x);
};

/** Angle between two directions, 0..pi. */
const between = (a: number, b: number): number => {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
};

/**
 * FP-22: the 60-degree wedge straight ahead, bounded by the lines from the firer's centre through
 * the centres of the hexes to the left and right of his front hex; hexes on those lines are in it.
 */
export function inArc(from: HexCoord, facing: HexSide, target: HexCoord): boolean {
  if (hexEquals(from, target)) return false;
  return between(angleOf(from, target), angleOf(from, neighbor(from, facing))) <= Math.PI / 6 + 1e-9;
}

/**
 * The hexside direction a line from `from` into `to` runs along (the "beyond" side of `to`).
 * When the line runs exactly along a vertex between two directions, `tieBreak` picks one (FP-34).
 */
export function lineDirection(from: HexCoord, to: HexCoord, tieBreak: 'left' | 'right' = 'right'): HexSide {
  const a = angleOf(from, to);
  let best: HexSide = 0;
  let bestD = Infinity;
  const candidates: HexSide[] = [];
  for (let d = 0; d < 6; d++) {
    const dir = angleOf({ q: 0, r: 0 }, neighbor({ q: 0, r: 0 }, d));
    const diff = between(a, dir);
    if (diff < bestD - 1e-9) {
      bestD = diff;
      best = d as HexSide;
      candidates.length = 0;
      candidates.push(best);
    } else if (Math.abs(diff - bestD) <= 1e-9) candidates.push(d as HexSide);
  }
  if (candidates.length < 2) return best;
  // Clockwise on screen is increasing direction number; 'right' takes the clockwise one.
  const [x, y] = candidates as [HexSide, HexSide];
  const clockwise = (y - x + 6) % 6 === 1 ? y : x;
  return tieBreak === 'right' ? clockwise : clockwise === x ? y : x;
}

/** FP-20: range in hexes, counting the target's hex and not the firer's. */
export const range = (from: HexCoord, to: HexCoord): number => hexDistance(from, to);
