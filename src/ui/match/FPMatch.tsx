// The Firepower match screen: the hex board, the roster and actions, the odds, dice and log.
import { useCallback, useRef, useState } from 'react';
import rulesNotes from '../../../docs/rules/firepower.md?raw';
import type { HexBoardHandle } from '../../board/hex/types';
import { useT } from '../../i18n';
import { firepower } from '../../rules/firepower';
import type { FPState } from '../../rules/firepower/types';
import { selectUndoable, useMatch } from '../../store/matchStore';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { fpActionBar, fpHud, fpOdds, fpUnitRows, hex } from '../firepower/controller';
import { narrateFP } from '../firepower/narration';
import { fp } from '../firepower/strings';
import { ActionBar } from '../panels/ActionBar';
import { ErrorToast } from '../panels/ErrorToast';
import { HandoffCurtain } from '../panels/HandoffCurtain';
import { Hud } from '../panels/Hud';
import { OddsPanel } from '../panels/OddsPanel';
import { RulesNotes } from '../panels/RulesNotes';
import { UnitList } from '../panels/UnitList';
import { VictoryScreen } from '../panels/VictoryScreen';
import { HexBoardHost } from './HexBoardHost';
import { MatchFeed } from './MatchFeed';
import { useCommitCounter } from './renderStats';

export default function FPMatch({ onExit }: { onExit(): void }) {
  useCommitCounter();
  const t = useT();
  const lang = t.lang;
  const s = useMatch((m) => m.state) as FPState | null;
  const canUndo = useMatch((m) => selectUndoable(m) > 0 || (m.replay?.rolled.length ?? 0) > 0);
  const undo = useMatch((m) => m.undo);
  const storageWarning = useMatch((m) => m.storageWarning);
  const ui = useUi();
  const handoff = useSettings((x) => x.handoff);
  const board = useRef<HexBoardHandle | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(true);
  const onReady = useCallback((h: HexBoardHandle | null) => { board.current = h; }, []);
  if (!s || s.system !== 'firepower') return <main className="screen-loading"><p role="status">{t('app.loadingMatch')}</p></main>;
  const actor = firepower.actor(s);
  const player = (side: 0 | 1 | null) => (side === null ? null : { name: s.players[side], color: hex(s.sides[side].color) });
  const bar = fpActionBar(s, lang, ui.selectedId, ui.aimId);
  const preview = fpOdds(s, ui.selectedId, ui.aimId);
  const curtain = handoff && actor !== null && ui.handedTo !== actor && !s.result;
  const phase = s.phase === 'impulse' ? fp(lang, 'phase.impulse', { n: s.impulse }) : fp(lang, s.phase === 'draw' ? 'phase.draw' : 'phase.over');
  return (
    <div className="match" data-phase={s.phase} data-actor={actor ?? ''}>
      <Hud
        turn={s.turn}
        phase={`${phase} · ${fp(lang, 'hud.chips', { n: s.chips.length })}`}
        actor={player(actor)}
        drop={null}
        actions={fpHud(s, lang)}
        canUndo={canUndo}
        onUndo={() => undo(1)}
        onFit={() => board.current?.fit()}
        onRules={() => ui.setRulesOpen(true)}
        onMenu={onExit}
      />
      <div className="match-board">
        <HexBoardHost label={t('board.label')} onReady={onReady} />
      </div>
      <div className="match-drawer" data-open={drawerOpen ? 'true' : 'false'}>
        <button type="button" className="drawer-toggle btn" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(!drawerOpen)}>
          {drawerOpen ? t('drawer.hide') : t('drawer.show')}
        </button>
        <div className="match-left">
          <UnitList units={fpUnitRows(s, lang, ui.selectedId)} sideNames={[s.players[0], s.players[1]]} onSelect={(id) => ui.select(id)}>
            {bar.hint && <p className="muted action-hint" role="status">{bar.hint}</p>}
            <ActionBar actions={bar.actions} targets={bar.targets} {...(bar.prompt ? { targetPrompt: bar.prompt } : {})} move={null} />
          </UnitList>
        </div>
        <div className="match-right">
          <OddsPanel
            preview={preview}
            titleLabel={(p) => fp(lang, `odds.${p.title}` as Parameters<typeof fp>[1])}
            chanceLabel={(c) => fp(lang, `odds.${c.key}` as Parameters<typeof fp>[1], c.params ?? {})}
          />
          <MatchFeed lang={lang} narrate={narrateFP} />
        </div>
      </div>
      {curtain && actor !== null && <HandoffCurtain name={s.players[actor]} color={hex(s.sides[actor].color)} onReady={() => ui.handTo(actor)} />}
      {s.result && (
        <VictoryScreen
          winner={s.result.winner}
          sides={[0, 1].map((i) => ({
            name: s.players[i]!, posse: s.sides[i]!.name[lang], color: hex(s.sides[i]!.color),
            casualties: s.order.map((id) => s.soldiers[id]!).filter((x) => x.side === i && x.status === 'dead').map((x) => x.name),
          })) as never}
          reason={fp(lang, `reason.${s.result.reason}`)}
          turns={s.result.turn}
          onNewMatch={onExit}
          onLobby={onExit}
        />
      )}
      <RulesNotes open={ui.rulesOpen} markdown={rulesNotes} title={t('rules.title')} onClose={() => ui.setRulesOpen(false)} />
      <ErrorToast message={ui.toast ?? storageWarning} onDismiss={() => { ui.setToast(null); useMatch.getState().setStorageWarning(null); }} />
    </div>
  );
}
