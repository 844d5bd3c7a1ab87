// The arc of fire (FP-22) and the direction of a line into a hex (FP-34).
import { hexDistance, hexEquals, neighbor } from '../../core/hex/hexMath';
import type { HexCoord, HexSide } from '../../core/hex/types';

const ORIGIN: HexCoord = { q: 0, r: 0 };

/**
 * A hex's centre as whole numbers: hexToPixel's (x, y) is (X sqrt(3) / 2, Y / 2) with X = 2q + r
 * and Y = 3r, so angles compare exactly with integer dot products, with no trigonometry (whose
 * last bits differ between browsers).
 */
const lattice = (from: HexCoord, to: HexCoord): [number, number] => [2 * (to.q - from.q) + (to.r - from.r), 3 * (to.r - from.r)];

/** 4 (u . v) in pixels, for lattice vectors: 3 X X' + Y Y'. */
const dot4 = (u: [number, number], v: [number, number]): number => 3 * u[0] * v[0] + u[1] * v[1];

/**
 * FP-22: the 60-degree wedge straight ahead, bounded by the lines from the firer's centre through
 * the centres of the hexes to the left and right of his front hex; hexes on those lines are in it.
 * In it: the angle to the front is at most 30 degrees, cos >= sqrt(3) / 2, so (u . f) >= 0 and
 * 4 (u . f)^2 >= 3 |u|^2 |f|^2, all in integers.
 */
export function inArc(from: HexCoord, facing: HexSide, target: HexCoord): boolean {
  if (hexEquals(from, target)) return false;
  const u = lattice(from, target);
  const f = lattice(from, neighbor(from, facing));
  const d = dot4(u, f);
  return d >= 0 && 4 * d * d >= 3 * dot4(u, u) * dot4(f, f);
}

/**
 * The hexside direction a line from `from` into `to` runs along (the "beyond" side of `to`): the
 * direction at the smallest angle, that is with the largest dot product (all six are as long).
 * When the line runs exactly along a vertex between two directions, `tieBreak` picks one (FP-34).
 */
export function lineDirection(from: HexCoord, to: HexCoord, tieBreak: 'left' | 'right' = 'right'): HexSide {
  const u = lattice(from, to);
  if (u[0] === 0 && u[1] === 0) return 0; // no line: east, as atan2(0, 0) gave
  let best: HexSide = 0;
  let bestDot = -Infinity;
  const candidates: HexSide[] = [];
  for (let d = 0; d < 6; d++) {
    const dot = dot4(u, lattice(ORIGIN, neighbor(ORIGIN, d)));
    if (dot > bestDot) {
      bestDot = dot;
      best = d as HexSide;
      candidates.length = 0;
      candidates.push(best);
    } else if (dot === bestDot) candidates.push(d as HexSide);
  }
  if (candidates.length < 2) return best;
  // Clockwise on screen is increasing direction number; 'right' takes the clockwise one.
  const [x, y] = candidates as [HexSide, HexSide];
  const clockwise = (y - x + 6) % 6 === 1 ? y : x;
  return tieBreak === 'right' ? clockwise : clockwise === x ? y : x;
}

/** FP-20: range in hexes, counting the target's hex and not the firer's. */
export const range = (from: HexCoord, to: HexCoord): number => hexDistance(from, to);
