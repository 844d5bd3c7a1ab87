// What the Rank and Flank computer weighs (docs/ai.md): its candidates (charges and fights first,
// none that falls short whatever the target does), the unit an action is about, and the exact
// outcomes of the actions the odds panel enumerates. The evaluation is ai.ts.
import { boundedOutcomes } from '../../core/ai/bounded';
import type { AiOutcome } from '../../core/ai/types';
import { chargeWay } from './charge';
import { arcOf } from './geometry/block';
import { resolver } from './preview';
import type { RkAction, RkState } from './types';

const ORDER: Partial<Record<RkAction['type'], number>> = { charge: 0, fightCombat: 0, rally: 1, react: 1, forward: 2, wheel: 2, march: 2, reform: 3, endPhase: 5 };

/**
 * A charge that falls short even if its target holds: the charger only moves its M straight ahead
 * and may not move again this turn, which a move in the Movement phase does as well. Left out, so
 * the computer does not stand still by charging over a river at a regiment it cannot reach.
 */
function fallsShort(s: RkState, a: RkAction): boolean {
  if (a.type !== 'charge') return false;
  const r = s.regiments.find((x) => x.id === a.unit), t = s.regiments.find((x) => x.id === a.target);
  return !!r && !!t && chargeWay(s, r, t, arcOf(t.block, r.block.front)) === null;
}

export function candidates(s: RkState, legal: readonly RkAction[]): RkAction[] {
  return legal.filter((a) => !fallsShort(s, a)).sort((a, b) => (ORDER[a.type] ?? 1) - (ORDER[b.type] ?? 1));
}

export function focus(a: RkAction): string | null {
  return 'unit' in a ? a.unit : null;
}

/**
 * The exact outcomes of a rally test, a charge's reaction and a volley from the odds engine (the
 * same the odds panel shows); close combat's rounds, too many ways to end for the search's
 * budget, stay sampled.
 */
export function outcomes(s: RkState, a: RkAction, maxRuns: number): AiOutcome<RkState>[] | null {
  if (s.phase === 'combat') return null;
  return boundedOutcomes(resolver, s, a, maxRuns);
}

