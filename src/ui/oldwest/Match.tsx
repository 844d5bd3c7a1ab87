// The Old West match screen: the table board in the shared match shell.
import { lazy, Suspense, useCallback, useRef } from 'react';
import type { BoardHandle } from '../../board/types';
import { useT, type Lang } from '../../i18n';
import { oldwest } from '../../rules/oldwest';
import type { OWState } from '../../rules/oldwest/types';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { useOwUi } from './owUi';
import { BoardHost } from './BoardHost';
import { MatchShell } from '../match/MatchShell';
import { useShownState } from '../replay/useShownMatch';
import type { MatchProps } from '../systemUi';
import { actionBar, selectedHint, unitRows } from './actionBar';
import { chanceText, hudActions, oddsFor, pendingRoll } from './controller';
import type { LazyNarration } from '../match/lazyNarration';
import { ow } from './strings';
import { sideCss } from '../theme/sides';

/** The victory screen's code comes when the match is won. */
const MatchVictory = lazy(() => import('./Victory').then((m) => ({ default: m.MatchVictory })));

/** The log's words, fetched when the log first has a line (a new match's log is empty). */
const narration: LazyNarration = { load: async () => (await import('./narration')).narrate };

/** The rules notes in the language shown, loaded when a player first opens them. */
const rulesNotes = (lang: Lang): Promise<string> =>
  (lang === 'ru' ? import('../../../docs/rules/oldwest.ru.md?raw') : import('../../../docs/rules/oldwest.md?raw')).then((m) => m.default);
import { useBoardTools } from '../match/boardTools';
import { UnitCard } from '../match/UnitCard';
import { useTape } from './tapeLazy';
import { owCasualties } from './casualties';
import { owDiceOwner } from './diceOwner';

export default function OWMatch({ onExit }: MatchProps) {
  const t = useT();
  const lang = t.lang;
  const s = useShownState() as OWState | null;
  const ui = useUi();
  const own = useOwUi();
  // The sides' colours (sideCss) follow the colour-blind-safe setting: draw again when it changes.
  useSettings((x) => x.safeSides);
  const hoverId = useBoardTools((x) => x.hoverId);
  const tape = useTape(useBoardTools((x) => x.measuring) || hoverId !== null);
  const board = useRef<BoardHandle | null>(null);
  const onReady = useCallback((h: BoardHandle | null) => { board.current = h; }, []);
  if (!s) return <main className="screen-loading"><p role="status">{t('app.loadingMatch')}</p></main>;

  const actor = oldwest.actor(s);
  const player = (side: 0 | 1 | null) => (side === null ? null : { name: s.players[side], color: sideCss(side, s.posses[side].color) });
  const bar = actionBar(s, lang, ui.selectedId, ui.aimId, own.moveTo);
  const question = bar.question ? { prompt: bar.prompt ?? '', options: bar.targets, actions: bar.actions } : null;
  return (
    <MatchShell
      phase={s.phase}
      actor={actor === null ? null : { side: actor, ...player(actor)! }}
      players={[player(0)!, player(1)!]}
      over={!!s.result}
      hud={{ turn: s.result?.turn ?? s.turn, phase: ow(lang, `phase.${s.phase}`), actor: player(actor), drop: player(s.drop), actions: hudActions(s, lang), onFit: () => board.current?.fit() }}
      onExit={onExit}
      board={<BoardHost label={t('board.label')} onReady={onReady} />}
      units={unitRows(s, lang, ui.selectedId)}
      casualties={owCasualties(s, lang)}
      diceOwner={owDiceOwner(s)}
      sideNames={[s.players[0], s.players[1]]}
      hint={question ? null : selectedHint(s, lang, ui.selectedId)}
      bar={question
        ? { actions: [], targets: [], move: null, empty: t('question.over') }
        : { actions: bar.actions, targets: bar.targets, ...(bar.prompt ? { targetPrompt: bar.prompt } : {}), move: bar.move, ...(ui.selectedId ? { empty: t('action.nothing') } : {}) }}
      question={question}
      preview={oddsFor(s, ui.selectedId, ui.aimId, own.focusFightId)}
      pendingRoll={pendingRoll(s, lang)}
      titleLabel={(p) => ow(lang, `odds.${p.title}` as Parameters<typeof ow>[1])}
      chanceLabel={(c) => chanceText(lang, c.key, c.params ?? {})}
      narrate={narration}
      rulesNotes={rulesNotes}
      boardOverlay={<UnitCard card={tape?.owUnitCard(s, lang, hoverId, ui.selectedId) ?? null} />}
    >
      {s.result && <Suspense fallback={null}><MatchVictory state={s} lang={lang} onLobby={onExit} /></Suspense>}
    </MatchShell>
  );
}
