// Which fighters an Old West action names, so an imported match can be checked against the
// fighters its scenario (or its posses) actually has before it is replayed.
import { isMountTarget, riderOf } from './riders';
import type { OWAction, OWState } from './types';

/**
 * The fighter ids an action names (`fighterId`, `targetId`, `heroIds`); a shot or strike at a
 * mount names its rider. Read by field, so a new action with these fields is covered too.
 */
export function owUnitRefs(action: OWAction): string[] {
  const a = action as { fighterId?: unknown; targetId?: unknown; heroIds?: unknown };
  const out: string[] = [];
  if (typeof a.fighterId === 'string') out.push(a.fighterId);
  if (typeof a.targetId === 'string') out.push(isMountTarget(a.targetId) ? riderOf(a.targetId) : a.targetId);
  if (Array.isArray(a.heroIds)) out.push(...a.heroIds.filter((x): x is string => typeof x === 'string'));
  return out;
}

/** Every fighter of a match, from its starting state. */
export function owUnitIds(state: OWState): readonly string[] {
  return state.order;
}
