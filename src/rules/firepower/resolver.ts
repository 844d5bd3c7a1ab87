// How the odds enumerator (src/core/enumerate.ts) drives a Firepower resolution: the rules' own
// `apply`, a grenade's blast resumed roll by roll, and the outcome flags read from the events.
// Firepower asks no choice in the middle of a resolution, so the policy is empty.
import { changedPieces } from '../../core/changeKey';
import type { Resolver } from '../../core/enumerate';
import type { GameEvent } from '../../core/ruleset';
import { apply, resume } from './apply';
import type { FPAction, FPState } from './types';

/** Firepower's resolutions ask nothing on the way. */
export type FPPolicy = Record<string, never>;
export const NO_CHOICE: FPPolicy = {};

/** Outcome flags: what the events say that the final state does not. */
export function flagsOf(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    const p = e.params ?? {};
    if (e.type === 'throw') out.push(`throw:${String(p.result)}`);
    else if (e.type === 'scatter' && p.dud) out.push('scatterDud');
    else if (e.type === 'blast') out.push('burst');
    else if (e.type === 'melee' && p.won) out.push('meleeWon');
  }
  return out;
}

/**
 * States that differ only in the map (fixed) or the generator (unused here) are the same; of the
 * soldiers, only those changed since the start are named.
 */
const keyOf = (s: FPState, start: FPState): string =>
  JSON.stringify({ ...s, map: 0, rng: 0, soldiers: changedPieces(start.soldiers, s.soldiers, s.order) });

export function fpResolver(): Resolver<FPState, FPAction> {
  return { apply, resume, decide: () => [], flags: flagsOf, key: keyOf };
}
