// The Firepower match screen: the hex board in the shared match shell.
import { useCallback, useRef } from 'react';
import './firepower.css';
import type { HexBoardHandle } from '../../board/hex/types';
import { useT, type Lang } from '../../i18n';
import { firepower } from '../../rules/firepower';
import type { FPState } from '../../rules/firepower/types';
import { useShownState } from '../replay/useShownMatch';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { useShallow } from 'zustand/react/shallow';
import { useFpUi } from './fpUi';
import { fpCasualties } from './casualties';
import { fpDiceOwner } from './diceOwner';
import { BoardExtras } from './BoardExtras';
import { FirePanels } from './FirePanels';
import { fpQuestion } from './questions';
import { HexPanel } from './HexPanel';
import { fpActionBar, fpHud, fpOdds, fpUnitRows } from './controller';
import type { LazyNarration } from '../match/lazyNarration';
import { fp } from './strings';
import { VictoryScreen } from '../panels/LazyVictoryScreen';
import type { MatchProps } from '../systemUi';
import { playAgain } from '../startMatch';
import { HexBoardHost } from './HexBoardHost';
import { MatchShell } from '../match/MatchShell';
import { sideCss } from '../theme/sides';

/** The rules notes in the language shown, loaded when a player first opens them. */
const rulesNotes = (lang: Lang): Promise<string> =>
  (lang === 'ru' ? import('../../../docs/rules/firepower.ru.md?raw') : import('../../../docs/rules/firepower.md?raw')).then((m) => m.default);
import { UnitCard } from '../match/UnitCard';
import { fpUnitCard } from './tape';

/** The log's words, fetched when the log first has a line. */
const narration: LazyNarration = { load: async () => (await import('./narration')).narrateFP };

export default function FPMatch({ onExit }: MatchProps) {
  const t = useT();
  const lang = t.lang;
  const s = useShownState() as FPState | null;
  const ui = useUi();
  // The sides' colours (sideCss) follow the colour-blind-safe setting: draw again when it changes.
  useSettings((x) => x.safeSides);
  const fpPlan = useFpUi(useShallow((u) => ({ grenadeAt: u.grenadeAt, vertex: u.vertex, orders: u.orders })));
  const hover = useFpUi((u) => u.hover);
  const board = useRef<HexBoardHandle | null>(null);
  const onReady = useCallback((h: HexBoardHandle | null) => { board.current = h; }, []);
  if (!s || s.system !== 'firepower') return <main className="screen-loading"><p role="status">{t('app.loadingMatch')}</p></main>;
  const actor = firepower.actor(s);
  const player = (side: 0 | 1 | null) => (side === null ? null : { name: s.players[side], color: sideCss(side, s.sides[side].color) });
  const bar = fpActionBar(s, lang, ui.selectedId, ui.aimId);
  const question = fpQuestion(s, lang, ui.selectedId, fpPlan.grenadeAt, fpPlan.vertex);
  const phase = s.phase === 'impulse' ? fp(lang, 'phase.impulse', { n: s.impulse }) : fp(lang, s.phase === 'draw' ? 'phase.draw' : 'phase.over');
  return (
    <MatchShell
      phase={s.phase}
      actor={actor === null ? null : { side: actor, ...player(actor)! }}
      players={[player(0)!, player(1)!]}
      over={!!s.result}
      hud={{ turn: s.result?.turn ?? s.turn, phase: `${phase} · ${fp(lang, 'hud.chips', { n: s.chips.length })}`, actor: player(actor), drop: null, actions: fpHud(s, lang), onFit: () => board.current?.fit() }}
      onExit={onExit}
      board={<HexBoardHost label={t('board.label')} onReady={onReady} />}
      units={fpUnitRows(s, lang, ui.selectedId)}
      casualties={fpCasualties(s, lang)}
      diceOwner={fpDiceOwner(s)}
      sideNames={[s.players[0], s.players[1]]}
      hint={bar.hint}
      bar={{ actions: bar.actions, targets: bar.targets, ...(bar.prompt ? { targetPrompt: bar.prompt } : {}), move: null, ...(ui.selectedId ? { empty: t('action.nothing') } : {}) }}
      question={question}
      preview={fpOdds(s, ui.selectedId, ui.aimId, fpPlan)}
      titleLabel={(p) => fp(lang, `odds.${p.title}` as Parameters<typeof fp>[1])}
      chanceLabel={(c) => fp(lang, `odds.${c.key}` as Parameters<typeof fp>[1], c.params ?? {})}
      narrate={narration}
      rulesNotes={rulesNotes}
      extra={<><FirePanels s={s} lang={lang} asked={question !== null} /><HexPanel s={s} lang={lang} /></>}
      boardOverlay={<><BoardExtras s={s} lang={lang} /><UnitCard card={fpUnitCard(s, lang, hover, ui.selectedId)} /></>}
    >
      {s.result && (
        <VictoryScreen
          winner={s.result.winner}
          sides={[0, 1].map((i) => ({
            name: s.players[i]!, posse: s.sides[i]!.name[lang], color: sideCss(i as 0 | 1, s.sides[i]!.color),
            casualties: s.order.map((id) => s.soldiers[id]!).filter((x) => x.side === i && x.status === 'dead').map((x) => x.name),
          })) as never}
          reason={fp(lang, `reason.${s.result.reason}`)}
          turns={s.result.turn}
          onNewMatch={() => void playAgain()}
          onLobby={onExit}
        />
      )}
    </MatchShell>
  );
}
