// What the Rank and Flank computer weighs (docs/ai.md): its candidates (charges and fights first,
// ending a phase last), the unit an action is about, and the exact outcomes of the actions the
// odds panel enumerates. The evaluation is ai.ts.
import { boundedOutcomes } from '../../core/ai/bounded';
import type { AiOutcome } from '../../core/ai/types';
import { resolver } from './preview';
import type { RkAction, RkState } from './types';

const ORDER: Partial<Record<RkAction['type'], number>> = { charge: 0, fightCombat: 0, rally: 1, react: 1, forward: 2, wheel: 2, march: 2, reform: 3, endPhase: 5 };

export function candidates(_s: RkState, legal: readonly RkAction[]): RkAction[] {
  return [...legal].sort((a, b) => (ORDER[a.type] ?? 1) - (ORDER[b.type] ?? 1));
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
