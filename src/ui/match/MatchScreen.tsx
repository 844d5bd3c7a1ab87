// The match screen: HUD above, the board in the middle, the roster and actions on one side, the
// odds, dice and log on the other; the hand-off curtain and the victory screen over it all.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import rulesNotes from '../../../docs/rules/oldwest.md?raw';
import type { BoardHandle } from '../../board/types';
import { useT } from '../../i18n';
import { oldwest } from '../../rules/oldwest';
import type { OWState } from '../../rules/oldwest/types';
import { selectUndoable, useMatch } from '../../store/matchStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { chanceText, hex, hudActions, oddsFor } from '../oldwest/controller';
import { actionBar, selectedHint, unitRows } from '../oldwest/actionBar';
import { ow } from '../oldwest/strings';
import { narrate } from '../oldwest/narration';
import { ActionBar } from '../panels/ActionBar';
import { ErrorToast } from '../panels/ErrorToast';
import { HandoffCurtain } from '../panels/HandoffCurtain';
import { Hud } from '../panels/Hud';
import { OddsPanel } from '../panels/OddsPanel';
import { RulesNotes } from '../panels/RulesNotes';
import { UnitList } from '../panels/UnitList';
import { BoardHost } from './BoardHost';
import { MatchFeed } from './MatchFeed';
import { MatchVictory } from './MatchVictory';
import { useCommitCounter } from './renderStats';

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
  useCommitCounter();
  const t = useT();
  const lang = t.lang;
  const s = useMatch((m) => m.state) as OWState | null;
  const canUndo = useMatch((m) => selectUndoable(m) > 0 || (m.replay?.rolled.length ?? 0) > 0);
  const undo = useMatch((m) => m.undo);
  const storageWarning = useMatch((m) => m.storageWarning);
  const ui = useUi();
  const handoff = useSettings((x) => x.handoff);
  const board = useRef<BoardHandle | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(true);
  const onReady = useCallback((h: BoardHandle | null) => { board.current = h; }, []);
  if (!s) return <main className="screen-loading"><p role="status">{t('app.loadingMatch')}</p></main>;

  const actor = oldwest.actor(s);
  const player = (side: 0 | 1 | null) => (side === null ? null : { name: s.players[side], color: hex(s.posses[side].color) });
  const bar = actionBar(s, lang, ui.selectedId, ui.aimId, ui.moveTo);
  const hint = selectedHint(s, lang, ui.selectedId);
  const preview = oddsFor(s, ui.selectedId, ui.aimId, ui.focusFightId);
  const curtain = handoff && actor !== null && ui.handedTo !== actor && !s.result;
  return (
    <div className="match" data-phase={s.phase} data-actor={actor ?? ''}>
      <Hud
        turn={s.turn}
        phase={ow(lang, `phase.${s.phase}`)}
        actor={player(actor)}
        drop={player(s.drop)}
        actions={hudActions(s, lang)}
        canUndo={canUndo}
        onUndo={() => undo(1)}
        onFit={() => board.current?.fit()}
        onRules={() => ui.setRulesOpen(true)}
        onMenu={onExit}
      />
      <div className="match-board">
        <BoardHost label={t('board.label')} onReady={onReady} />
      </div>
      <div className="match-drawer" data-open={drawerOpen ? 'true' : 'false'}>
        <button type="button" className="drawer-toggle btn" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(!drawerOpen)}>
          {drawerOpen ? t('drawer.hide') : t('drawer.show')}
        </button>
        <div className="match-left">
          <UnitList units={unitRows(s, lang, ui.selectedId)} sideNames={[s.players[0], s.players[1]]} onSelect={(id) => ui.select(id)}>
            {hint && <p className="muted action-hint" role="status">{hint}</p>}
            <ActionBar actions={bar.actions} targets={bar.targets} {...(bar.prompt ? { targetPrompt: bar.prompt } : {})} move={bar.move} />
          </UnitList>
        </div>
        <div className="match-right">
          <OddsPanel
            preview={preview}
            titleLabel={(p) => ow(lang, `odds.${p.title}` as Parameters<typeof ow>[1])}
            chanceLabel={(c) => chanceText(lang, c.key, c.params ?? {})}
          />
          <MatchFeed lang={lang} narrate={narrate} />
        </div>
      </div>
      {curtain && actor !== null && <HandoffCurtain name={s.players[actor]} color={hex(s.posses[actor].color)} onReady={() => ui.handTo(actor)} />}
      {s.result && <MatchVictory state={s} lang={lang} onLobby={onExit} />}
      <RulesNotes open={ui.rulesOpen} markdown={rulesNotes} title={t('rules.title')} onClose={() => ui.setRulesOpen(false)} />
      <ErrorToast message={ui.toast ?? storageWarning} onDismiss={() => { ui.setToast(null); useMatch.getState().setStorageWarning(null); }} />
    </div>
  );
}
