// Which soldiers a Firepower action names, so an imported match can be checked against the
// soldiers its scenario has before it is replayed.
import type { FPAction, FPState } from './types';

/**
 * The soldier ids an action names (`soldierId`, `soldierIds`, the targets of `shots`). Read by
 * field, so a new action with these fields is covered too.
 */
export function fpUnitRefs(action: FPAction): string[] {
  const a = action as { soldierId?: unknown; soldierIds?: unknown; shots?: unknown };
  const out: string[] = [];
  if (typeof a.soldierId === 'string') out.push(a.soldierId);
  if (Array.isArray(a.soldierIds)) out.push(...a.soldierIds.filter((x): x is string => typeof x === 'string'));
  if (Array.isArray(a.shots)) {
    for (const s of a.shots as { targetId?: unknown }[]) if (typeof s?.targetId === 'string') out.push(s.targetId);
  }
  return out;
}

/** Every soldier of a match, from its starting state. */
export function fpUnitIds(state: FPState): readonly string[] {
  return state.order;
}
