// The rank-and-flank match screen: the table board in the shared match shell, the questions the
// rules wait on over the board (rally tests, a charge's reaction, the next combat, challenges),
// the selected regiment's orders in the dock under the board, and the odds of every choice.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { BoardHandle } from '../../board/types';
import type { Preview } from '../../core/ruleset';
import { useT, type Lang } from '../../i18n';
import { ranked } from '../../rules/ranked';
import type { RkState } from '../../rules/ranked/types';
import { scoreOf } from '../../rules/ranked/victory';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import type { LazyNarration, Narrate } from '../match/lazyNarration';
import { MatchShell } from '../match/MatchShell';
import { useShownState } from '../replay/useShownMatch';
import type { MatchProps } from '../systemUi';
import { sideCss } from '../theme/sides';
import { BoardHost } from './BoardHost';
import { SIDE_COLOURS } from './boardView';
import { loadRefusalWords } from './controller';
import { rankedManifest } from './manifest';
import { MoveDock } from './MoveDock';
import { chanceLabel, percentLabel } from './odds';
import { barOf, hudActions, questionOf, unitRows } from './panel';
import { rk, type RkKey } from './strings';
import { useOdds } from './useOdds';
import { withShiftShown } from './fallBackView';
import { compactVolleys, forgetGoneVolley, stillOffered, useVolleyShown, volleyKey, withVolleyShown } from './volleyOdds';
import { RankedVictory } from './Victory';
import './ranked.css';

const rulesNotes = (lang: Lang): Promise<string> =>
  (lang === 'ru' ? import('../../../docs/rules/ranked.ru.md?raw') : import('../../../docs/rules/ranked.md?raw')).then((m) => m.default);

/** The log's words, fetched when the log first has a line (the event's type until they are written). */
const narration: LazyNarration = {
  load: async (): Promise<Narrate> => {
    const load = rankedManifest.loadNarration;
    return load ? ((await load()) as Narrate) : (e) => e.type;
  },
};

export default function RankedMatch({ onExit }: MatchProps) {
  const t = useT();
  const lang = t.lang;
  const s = useShownState() as RkState | null;
  const ui = useUi();
  useSettings((x) => x.safeSides);
  const board = useRef<BoardHandle | null>(null);
  const onReady = useCallback((h: BoardHandle | null) => { board.current = h; }, []);
  useEffect(() => loadRefusalWords(), []);
  // The rules' listings are worked out once per state and selection, not on every render; the
  // odds (an enumeration over every roll) a moment after (useOdds).
  const question = useMemo(() => (s ? withShiftShown(s, withVolleyShown(s, questionOf(s, lang))) : null), [s, lang]);
  const bar = useMemo(() => (s ? barOf(s, lang, ui.selectedId) : null), [s, lang, ui.selectedId]);
  const asked = useOdds(s, lang, ui.selectedId, ui.aimId);
  // The shooting phase's volleys one line each; the whole spread of the one asked about (volleyOdds.ts).
  const shown = useVolleyShown((x) => x.shown);
  const volley = useMemo(() => (s ? stillOffered(s, shown) : null), [s, shown]);
  useEffect(() => { if (s) forgetGoneVolley(s); }, [s]);
  const selected = ui.selectedId;
  const odds = useMemo(
    () => (s?.phase === 'shoot' ? compactVolleys(asked, (by, at) => volley === volleyKey(by, at) || selected === by || selected === at) : asked),
    [s?.phase, asked, volley, selected],
  );
  if (!s || !bar) return <main className="screen-loading"><p role="status">{t('app.loadingMatch')}</p></main>;

  const colors = [sideCss(0, SIDE_COLOURS[0]), sideCss(1, SIDE_COLOURS[1])] as const;
  const player = (side: 0 | 1) => ({ name: s.players[side], color: colors[side] });
  const actor = ranked.actor(s);
  const phase = s.phase === 'over' ? rk(lang, 'phase.over') : rk(lang, 'hud.phase', { phase: rk(lang, `phase.${s.phase}`), player: s.players[s.active] });
  // The points each side has scored so far, as the rules count them at the end (RK-GAP-7).
  const scored = (side: 0 | 1) => rk(lang, 'roster.score', { points: scoreOf(s, side) });
  return (
    <MatchShell
      phase={s.phase}
      actor={actor === null ? null : { side: actor, ...player(actor) }}
      players={[player(0), player(1)]}
      over={!!s.result}
      hud={{ turn: s.turn, phase, actor: actor === null ? null : player(actor), drop: null, actions: question ? [] : hudActions(s, lang), onFit: () => board.current?.fit() }}
      onExit={onExit}
      board={<BoardHost label={t('board.label')} onReady={onReady} />}
      units={unitRows(s, lang, ui.selectedId, colors)}
      unitsHeading={rk(lang, 'roster.heading')}
      sideNames={[rk(lang, 'side.0'), rk(lang, 'side.1')]}
      sideNotes={[scored(0), scored(1)]}
      hint={question ? null : bar.hint}
      bar={{ actions: [], targets: bar.targets, move: null }}
      question={question}
      preview={odds}
      titleLabel={(p: Preview) => rk(lang, `odds.${p.title}` as RkKey)}
      chanceLabel={(c) => chanceLabel(s, lang, c)}
      percentLabel={(c, pct) => percentLabel(lang, c, pct)}
      narrate={narration}
      rulesNotes={rulesNotes}
      boardOverlay={question ? null : <MoveDock state={s} lang={lang} hint={bar.hint} />}
    >
      {s.result && <RankedVictory state={s} lang={lang} onLobby={onExit} />}
    </MatchShell>
  );
}
