// The rank-and-flank screen's glue: what each tap and button does. It asks the rules
// (src/rules/ranked) and never decides: a charge is aimed at a target the rules list, a move is
// planned from the rules' legal moves, and every action goes through sendAction.
import type { BoardIntent } from '../../board/types';
import type { Lang } from '../../i18n';
import type { RkAction, RkState } from '../../rules/ranked/types';
import { matchStore } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import type { ExplainRefusal } from '../match/sendAction';
import { sendAction } from '../match/sendAction';
import { GHOST, legalOf, ownSelected } from './boardView';
import { rankedManifest } from './manifest';
import { useRkUi } from './rkUi';

export function currentState(): RkState | null {
  const s = matchStore.getState().state as RkState | null;
  return s && s.system === 'ranked' ? s : null;
}

let words: ExplainRefusal | null = null;

/** The refusals' words in the player's language, fetched once the screen opens (English meanwhile). */
export function loadRefusalWords(): void {
  if (words) return;
  rankedManifest.loadRefusals?.().then((w) => { words = w as ExplainRefusal; }, () => undefined);
}

const explain: ExplainRefusal = (lang, error, code, params) => (words ? words(lang, error, code, params) : error);

/** Sends an action to the rules; a refusal shows its reason and changes nothing. */
export function act(action: RkAction): boolean {
  return sendAction(action, explain, () => {
    useRkUi.setState({ plan: null });
    const s = currentState();
    const ui = useUi.getState();
    if (!s || !ownSelected(s, ui.selectedId) || s.phase === 'combat' || s.phase === 'over') ui.select(null);
  });
}

/** The charge the selected regiment may make on `target`, if the rules list it. */
export function chargeOn(s: RkState, unit: string | null, target: string): Extract<RkAction, { type: 'charge' }> | null {
  if (!unit || s.phase !== 'charge') return null;
  const a = legalOf(s).find((x) => x.type === 'charge' && x.unit === unit && x.target === target);
  return a && a.type === 'charge' ? a : null;
}

export function onIntent(intent: BoardIntent, _lang: Lang): void {
  const s = currentState();
  if (!s || s.phase === 'over') return;
  const ui = useUi.getState();
  if (intent.type === 'tapUnit') {
    const id = intent.unitId.startsWith(GHOST) ? intent.unitId.slice(GHOST.length) : intent.unitId;
    const target = s.regiments.find((x) => x.id === id);
    if (target && chargeOn(s, ui.selectedId, target.id)) return void ui.aim(target.id);
    ui.select(target && !target.destroyed ? target.id : null);
    return;
  }
  if (intent.type === 'tapTable') ui.select(null);
}
