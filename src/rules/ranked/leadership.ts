// A regiment's Leadership and its Leadership tests on 2d6 (RK-GAP-5): the best Leadership in the
// regiment (its troops or a character in it), or the General's if his regiment is within 12"
// (centre to centre) and not fleeing. A test passes when the 2d6 sum is at most the Leadership.
import { rollPool, type DiceSource } from '../../core/dice';
import { norm } from '../../core/exactMath';
import { blockCentre } from './geometry/block';
import { livingCharacters, onTable } from './queries';
import type { Regiment, RkState } from './types';

/** The General's reach, inches. */
export const GENERAL_RANGE = 12;

export function leadership(s: RkState, r: Regiment): number {
  let ld = r.profile.Ld;
  for (const c of livingCharacters(r)) ld = Math.max(ld, c.refused ? 0 : c.profile.Ld);
  const c0 = blockCentre(r.block);
  for (const g of onTable(s, r.side)) {
    if (g.fleeing) continue;
    const general = livingCharacters(g).find((c) => c.general);
    if (!general) continue;
    const c1 = blockCentre(g.block);
    if (norm(c1.x - c0.x, c1.y - c0.y) <= GENERAL_RANGE) ld = Math.max(ld, general.profile.Ld);
  }
  return ld;
}

/** A Leadership test: 2d6 (only the sum read, so the odds branch on the sum). */
export function ldTest(dice: DiceSource, ld: number): { roll: number; rolls: number[]; passed: boolean } {
  const { rolls, kept } = rollPool(dice, 2, 6, 'sum');
  return { roll: kept, rolls, passed: kept <= ld };
}
