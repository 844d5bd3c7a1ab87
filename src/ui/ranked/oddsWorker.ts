// Works out the odds panel's previews away from the page: a close-combat preview enumerates a
// whole round (seconds in a big combat here), which held the page while it ran. It asks the same
// rules the match plays (src/rules/ranked), so the odds stay the rules' own. The answers come in
// the stages of src/ui/ranked/oddsBudget.ts, each replacing the one before: the first within one
// frame (exact, or a coarse estimate for a combat too big to enumerate at once); when estimated,
// the quick stage's (exact, or at least 200 rounds), then a steadier estimate (2,000 rounds) and
// the exact odds where the full enumeration finishes, which may take seconds (`final` marks the
// last answer to a question).
import type { Preview } from '../../core/ruleset';
import type { RkAction, RkState } from '../../rules/ranked/types';
import { answerStages } from './oddsBudget';

export interface OddsRequest { id: number; state: RkState; asked: RkAction[] }
export interface OddsAnswer { id: number; previews: (Preview | null)[]; final: boolean }

const scope = self as unknown as { onmessage: ((e: MessageEvent<OddsRequest>) => void) | null; postMessage(m: OddsAnswer): void };
scope.onmessage = (e) => {
  const { id, state, asked } = e.data;
  answerStages(state, asked, () => performance.now(), (previews, final) => scope.postMessage({ id, previews, final }));
};
