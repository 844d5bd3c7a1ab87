// What the saved-matches list and the Continue banner show about a match, from its last state.
import type { AnyRuntime } from '../core/system';
import type { MatchSummary } from './storageTypes';

export type { MatchSummary } from './storageTypes';

/** The turn (a finished match's last turn played, not the turn after it), whether it is over, and who won. */
export function summarize(runtime: AnyRuntime, state: unknown): MatchSummary {
  const s = state as { turn?: unknown; result?: { turn?: unknown } | null } | null;
  const turn = typeof s?.result?.turn === 'number' ? s.result.turn : s?.turn;
  return {
    turn: typeof turn === 'number' ? turn : null,
    over: runtime.rules.isOver(state),
    winner: runtime.rules.winner(state),
  };
}
