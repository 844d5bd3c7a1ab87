// Works out the odds panel's previews away from the page: a close-combat preview enumerates a
// whole round (seconds in a big combat here), which held the page while it ran. It asks the same
// rules the match plays (src/rules/ranked), so the odds stay the rules' own. The first answer
// comes within the quick budget (src/ui/ranked/oddsBudget.ts): exact, or estimated for a combat
// too big to enumerate at once; when estimated, a second answer brings a steadier estimate (2,000
// rounds) and a third the exact odds where the full enumeration finishes, which may take seconds
// (`final` marks the last answer to a question).
import type { Preview } from '../../core/ruleset';
import type { RkAction, RkState } from '../../rules/ranked/types';
import { exactWhereFound, isEstimated, quickPreviews, steadier } from './oddsBudget';

export interface OddsRequest { id: number; state: RkState; asked: RkAction[] }
export interface OddsAnswer { id: number; previews: (Preview | null)[]; final: boolean }

const scope = self as unknown as { onmessage: ((e: MessageEvent<OddsRequest>) => void) | null; postMessage(m: OddsAnswer): void };
scope.onmessage = (e) => {
  const { id, state, asked } = e.data;
  const quick = quickPreviews(state, asked, () => performance.now());
  const more = quick.some(isEstimated);
  scope.postMessage({ id, previews: quick, final: !more });
  if (!more) return;
  const steady = steadier(state, asked, quick);
  scope.postMessage({ id, previews: steady, final: false });
  scope.postMessage({ id, previews: exactWhereFound(state, asked, steady), final: true });
};
