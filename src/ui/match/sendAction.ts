// Sends a player's action to the rules, for every system's screen: a refusal shows its reason in
// the system's own words and changes nothing; an accepted action clears the toast and the aim,
// then the system tidies what else it keeps (a planned move, a selection that no longer applies).
import type { Lang } from '../../i18n';
import { matchStore } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import { aw } from '../ai/aiWords';
import { onlyComputerActs } from '../ai/seats';

export type ExplainRefusal = (lang: Lang, error: string, code?: string, params?: Record<string, string | number>) => string;

export function sendAction(action: unknown, explain: ExplainRefusal, afterAccepted?: () => void): boolean {
  const m = matchStore.getState();
  const ui = useUi.getState();
  // The computer's turn is the computer's: a person's click waits for it.
  if (m.runtime && onlyComputerActs(m.runtime.rules, m.state, m.record?.computer)) {
    ui.setToast((lang) => aw(lang, 'turn.computer'));
    return false;
  }
  const r = m.dispatch(action);
  if (!r.ok) {
    ui.setToast((lang) => explain(lang, r.error, r.code, r.params));
    return false;
  }
  ui.setToast(null);
  useUi.setState({ aimId: null });
  afterAccepted?.();
  return true;
}
