// The match screen: HUD above, the board in the middle, the roster and actions on one side, the
// odds, dice and log on the other; the hand-off curtain and the victory screen over it all.
import { lazy, Suspense, useCallback, useRef } from 'react';
import rulesNotes from '../../../docs/rules/oldwest.md?raw';
import type { BoardHandle } from '../../board/types';
import { useT } from '../../i18n';
import { oldwest } from '../../rules/oldwest';
import type { OWState } from '../../rules/oldwest/types';
import { useMatch } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import { chanceText, hex, hudActions, oddsFor } from '../oldwest/controller';
import { actionBar, selectedHint, unitRows } from '../oldwest/actionBar';
import { narrate } from '../oldwest/narration';
import { ow } from '../oldwest/strings';
import { useShownState } from '../replay/useShownMatch';
import { BoardHost } from './BoardHost';
import { MatchShell } from './MatchShell';
import { MatchVictory } from './MatchVictory';

export interface MatchScreenProps {
  onExit(): void;
}

const FPMatch = lazy(() => import('./FPMatch'));

/** Each game system has its own match body; the store says which one is open. */
export default function MatchScreen({ onExit }: MatchScreenProps) {
  const system = useMatch((m) => (m.state as { system?: string } | null)?.system);
  if (system === 'firepower') {
    return (
      <Suspense fallback={<main className="screen-loading" />}>
        <FPMatch onExit={onExit} />
      </Suspense>
    );
  }
  return <OWMatch onExit={onExit} />;
}

function OWMatch({ onExit }: MatchScreenProps) {
  const t = useT();
  const lang = t.lang;
  const s = useShownState() as OWState | null;
  const ui = useUi();
  const board = useRef<BoardHandle | null>(null);
  const onReady = useCallback((h: BoardHandle | null) => { board.current = h; }, []);
  if (!s) return <main className="screen-loading"><p role="status">{t('app.loadingMatch')}</p></main>;

  const actor = oldwest.actor(s);
  const player = (side: 0 | 1 | null) => (side === null ? null : { name: s.players[side], color: hex(s.posses[side].color) });
  const bar = actionBar(s, lang, ui.selectedId, ui.aimId, ui.moveTo);
  return (
    <MatchShell
      phase={s.phase}
      actor={actor === null ? null : { side: actor, ...player(actor)! }}
      over={!!s.result}
      hud={{ turn: s.turn, phase: ow(lang, `phase.${s.phase}`), actor: player(actor), drop: player(s.drop), actions: hudActions(s, lang), onFit: () => board.current?.fit() }}
      onExit={onExit}
      board={<BoardHost label={t('board.label')} onReady={onReady} />}
      units={unitRows(s, lang, ui.selectedId)}
      sideNames={[s.players[0], s.players[1]]}
      hint={selectedHint(s, lang, ui.selectedId)}
      bar={{ actions: bar.actions, targets: bar.targets, ...(bar.prompt ? { targetPrompt: bar.prompt } : {}), move: bar.move }}
      preview={oddsFor(s, ui.selectedId, ui.aimId, ui.focusFightId)}
      titleLabel={(p) => ow(lang, `odds.${p.title}` as Parameters<typeof ow>[1])}
      chanceLabel={(c) => chanceText(lang, c.key, c.params ?? {})}
      narrate={narrate}
      rulesMarkdown={rulesNotes}
    >
      {s.result && <MatchVictory state={s} lang={lang} onLobby={onExit} />}
    </MatchShell>
  );
}
