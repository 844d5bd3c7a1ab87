// The Ronin match screen: the table board in the shared match shell, the questions of the combat
// phase over the board, and the secret split of the combat pool.
import { useCallback, useMemo, useRef } from 'react';
import type { BoardHandle } from '../../board/types';
import type { Chance, Preview } from '../../core/ruleset';
import { useT, type Lang } from '../../i18n';
import { ronin } from '../../rules/ronin';
import type { RoState, Side } from '../../rules/ronin/types';
import { useMatch } from '../../store/matchStore';
import { viewerOf } from '../../store/playerView';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { aw } from '../ai/aiWords';
import { secretAsker } from '../ai/seats';
import { MatchShell } from '../match/MatchShell';
import { useShownState } from '../replay/useShownMatch';
import type { MatchProps } from '../systemUi';
import { sideCss } from '../theme/sides';
import { BoardHost } from './BoardHost';
import { SIDE_COLOURS } from './boardView';
import type { LazyNarration } from '../match/lazyNarration';
import { barOf, oddsOf, questionOf, unitRows } from './panel';
import { useRoUi } from './roUi';
import { SplitPanel } from './SplitPanel';
import { ro, type RoKey } from './strings';
import { RoninVictory } from './Victory';

const rulesNotes = (lang: Lang): Promise<string> =>
  (lang === 'ru' ? import('../../../docs/rules/ronin.ru.md?raw') : import('../../../docs/rules/ronin.md?raw')).then((m) => m.default);

function chanceLabel(lang: Lang, c: Chance): string {
  const p = c.params ?? {};
  const base = ro(lang, `odds.${c.key}` as RoKey);
  const who = typeof p.target === 'string' ? `${p.target}: ` : '';
  return `${who}${base}${p.boost === true ? ` ${ro(lang, 'odds.boosted')}` : ''}`;
}

/** The log's words, fetched when the log first has a line. */
const narration: LazyNarration = { load: async () => (await import('./narration')).narrate };

export default function RoninMatch({ onExit }: MatchProps) {
  const t = useT();
  const lang = t.lang;
  const s = useShownState() as RoState | null;
  const ui = useUi();
  const moveTo = useRoUi((u) => u.moveTo);
  const seats = useMatch((m) => m.record?.computer);
  useSettings((x) => x.safeSides);
  const board = useRef<BoardHandle | null>(null);
  const onReady = useCallback((h: BoardHandle | null) => { board.current = h; }, []);
  // The rules' listings and the odds (an enumeration over every roll) are worked out once per
  // state and selection, not on every render.
  const question = useMemo(() => (s ? questionOf(s, lang) : null), [s, lang]);
  const bar = useMemo(() => (s ? barOf(s, lang, ui.selectedId, ui.aimId, moveTo) : null), [s, lang, ui.selectedId, ui.aimId, moveTo]);
  const odds = useMemo(() => (s ? oddsOf(s, ui.selectedId, ui.aimId) : null), [s, ui.selectedId, ui.aimId]);
  if (!s || !bar) return <main className="screen-loading"><p role="status">{t('app.loadingMatch')}</p></main>;

  const colors = [sideCss(0, SIDE_COLOURS[0]), sideCss(1, SIDE_COLOURS[1])] as const;
  const player = (side: Side) => ({ name: s.players[side], color: colors[side] });
  const actors = ronin.actors(s);
  const actor = actors.length === 1 ? actors[0]! : null;
  const splitting = ronin.secret(s);
  const viewer = viewerOf(ronin, s);
  // Against the computer the person splits their own pool only, then waits for the computer's.
  const splitBy: Side | null = splitting ? secretAsker(actors, viewer, seats) : null;
  const waitingFor = splitting && splitBy === null ? actors.find((side) => seats?.[side]) : undefined;
  const phase = s.phase === 'over' || s.phase === 'priority' ? ro(lang, `phase.${s.phase}`) : `${ro(lang, `phase.${s.phase}` as RoKey)} · ${s.players[s.priority]}`;
  return (
    <MatchShell
      phase={s.phase}
      actor={actor === null ? null : { side: actor, ...player(actor) }}
      players={[player(0), player(1)]}
      over={!!s.result}
      hud={{ turn: s.turn, phase, actor: actor === null ? null : player(actor), ...(splitting && actor === null ? { noActor: ro(lang, 'hud.splitting') } : {}), drop: null, actions: [], onFit: () => board.current?.fit() }}
      onExit={onExit}
      board={<BoardHost label={t('board.label')} onReady={onReady} />}
      units={unitRows(s, lang, ui.selectedId, colors)}
      sideNames={[ro(lang, `faction.${s.factions[0]}` as RoKey), ro(lang, `faction.${s.factions[1]}` as RoKey)]}
      hint={waitingFor !== undefined ? aw(lang, 'secret.waiting', { name: s.players[waitingFor] }) : question || splitting ? null : bar.hint}
      bar={{ actions: bar.actions, targets: bar.targets, move: null, ...(ui.selectedId ? { empty: t('action.nothing') } : {}) }}
      question={question}
      preview={odds}
      titleLabel={(p: Preview) => ro(lang, `odds.${p.title}` as RoKey)}
      chanceLabel={(c) => chanceLabel(lang, c)}
      narrate={narration}
      rulesNotes={rulesNotes}
      boardOverlay={splitBy !== null && !s.result ? <SplitPanel state={s} by={splitBy} lang={lang} /> : null}
    >
      {s.result && <RoninVictory state={s} lang={lang} onLobby={onExit} />}
    </MatchShell>
  );
}
