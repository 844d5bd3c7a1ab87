// A scenario's objective (RO-GAP-6, a gap Wartable fills): a marker one side raids and the other
// defends. At the end of each turn, before the next priority roll, the raiders take it when one of
// their standing fighters has its centre within the marker's reach and no standing defender does.
import { onTable, other } from './queries';
import type { RoFighter, RoObjective, RoState, Side } from './types';

/** The fighter's centre is within the objective's reach (`r`, centre to marker). */
export function atObjective(o: RoObjective, f: RoFighter): boolean {
  const dx = f.x - o.x, dy = f.y - o.y;
  return dx * dx + dy * dy <= o.r * o.r + 1e-9;
}

/** Standing fighters of a side within the objective's reach. */
export const holdersOf = (s: RoState, o: RoObjective, side: Side): RoFighter[] =>
  s.fighters.filter((f) => f.side === side && onTable(f) && atObjective(o, f));

/** A raider stands at the marker and no defender contests it. */
export const objectiveTaken = (s: RoState, o: RoObjective): boolean =>
  holdersOf(s, o, o.raider).length > 0 && holdersOf(s, o, other(o.raider)).length === 0;
