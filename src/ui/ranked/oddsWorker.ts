// Works out the odds panel's previews away from the page: a close-combat preview enumerates a
// whole round (about a second in a big combat here), which held the page while it ran. It asks
// the same rules the match plays (src/rules/ranked), so the odds stay the rules' own.
import { ranked } from '../../rules/ranked';
import type { Preview } from '../../core/ruleset';
import type { RkAction, RkState } from '../../rules/ranked/types';

export interface OddsRequest { id: number; state: RkState; asked: RkAction[] }
export interface OddsAnswer { id: number; previews: (Preview | null)[] }

function previewOf(s: RkState, a: RkAction): Preview | null {
  try {
    return ranked.preview(s, a);
  } catch {
    return null; // no preview for it, or too many ways to roll
  }
}

const scope = self as unknown as { onmessage: ((e: MessageEvent<OddsRequest>) => void) | null; postMessage(m: OddsAnswer): void };
scope.onmessage = (e) => {
  const { id, state, asked } = e.data;
  scope.postMessage({ id, previews: asked.map((a) => previewOf(state, a)) });
};
