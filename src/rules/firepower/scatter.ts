// Grenade scatter (FP-34, FP-GAP-3): the spread diagram, oriented by the line into the target hex.
import { neighbor } from '../../core/hex/hexMath';
import type { HexCoord, HexSide } from '../../core/hex/types';

const turn = (d: number, k: number): HexSide => (((d + k) % 6) + 6) % 6 as HexSide;

/**
 * The spread diagram: d10 1 is the hex just beyond the target (along the line), 2-6 the other
 * neighbours clockwise; 7 and 10 two hexes straight beyond, 8 two out beyond and to the right,
 * 9 two out beyond and to the left (a long throw most often overshoots).
 */
export function scatterHex(target: HexCoord, beyond: HexSide, roll: number): HexCoord {
  if (roll >= 1 && roll <= 6) return neighbor(target, turn(beyond, roll - 1));
  const first = neighbor(target, beyond);
  if (roll === 8) return neighbor(first, turn(beyond, 1));
  if (roll === 9) return neighbor(first, turn(beyond, -1));
  return neighbor(first, beyond);
}

/** Every hex of the spread diagram, by roll 1..10, for drawing it. */
export function spreadDiagram(target: HexCoord, beyond: HexSide): { roll: number; hex: HexCoord }[] {
  return Array.from({ length: 10 }, (_, i) => ({ roll: i + 1, hex: scatterHex(target, beyond, i + 1) }));
}
