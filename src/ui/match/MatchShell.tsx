// What every match screen shares: the HUD, the board area, the roster with its action bar, the
// odds, dice and log, the drawer on narrow screens, the hand-off curtain, the rules notes and
// the error toast. Each game system's body fills it with its own words and board.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Chance, Preview } from '../../core/ruleset';
import { useT, type Lang } from '../../i18n';
import { selectUndoable, useMatch } from '../../store/matchStore';
import { handoffTarget } from '../../store/playerView';
import { useReplay } from '../../store/replayStore';
import { useSettings } from '../../store/settingsStore';
import { toastText, useUi } from '../../store/uiStore';
import { ActionBar, type ActionBarProps } from '../panels/ActionBar';
import { CasualtyTray, type Casualty } from '../panels/CasualtyTray';
import { ErrorToast } from '../panels/ErrorToast';
import { HandoffCurtain } from '../panels/HandoffCurtain';
import { Hud, type HudProps } from '../panels/Hud';
import { OddsPanel } from '../panels/OddsPanel';
import { QuestionPrompt, type Question } from '../panels/QuestionPrompt';
import { RulesNotes } from '../panels/RulesNotesLoader';
import { UnitList, type UnitRow } from '../panels/UnitList';
import { VictoryClose } from '../panels/victoryClose';
import { hasComputer, onlyComputerActs } from '../ai/seats';
import { undoTurn } from '../ai/undo';
import { ExportMatchButton } from '../saves/ExportMatchButton';
import { troubleKind } from '../../store/storageTrouble';
import { SettingsMenu } from '../settings/SettingsMenu';
import { MatchFeed } from './MatchFeed';
import type { DiceOwnerOf } from './diceOwners';
import { TabBanner } from './TabBanner';
import type { DiceRoll } from '../panels/DiceTray';
import { useCommitCounter } from './renderStats';
import { BoardToolbar, TapeReadout } from './BoardToolbar';
import { ReplayBar, ReplayMarks, ShortcutHelp } from './lazyParts';
import type { NarrationSource } from './lazyNarration';
import { tw } from './toolWords';
import { useFocusKeeper, useShortcuts } from './useShortcuts';
import './MatchShell.css';

/** The leave dialog's code comes the first time a player opens it. */
// The computer's player and bar: fetched only for a match where a side is the computer's.
const ComputerPlayer = lazy(() => import('../ai/ComputerPlayer'));
// The warning that saving failed: fetched only when it did.
const StorageWarning = lazy(() => import('../saves/StorageWarning').then((m) => ({ default: m.StorageWarning })));
const ConfirmDialog = lazy(() => import('../panels/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

export interface MatchShellProps {
  phase: string;
  /** Dice already rolled that a choice asked now is about (shown in the tray instead of the last roll). */
  pendingRoll?: DiceRoll | null;
  /** The side to act, with its player's name and colour. */
  actor: { side: 0 | 1; name: string; color: string } | null;
  /** Each side's player name and colour (CSS), for the hand-off curtain. */
  players: readonly [{ name: string; color: string }, { name: string; color: string }];
  over: boolean;
  hud: Omit<HudProps, 'canUndo' | 'onUndo' | 'onRules' | 'onMenu'>;
  onExit(): void;
  board: ReactNode;
  units: readonly UnitRow[];
  /** The roster's heading in the system's word ("Regiments"), when not "Fighters". */
  unitsHeading?: string;
  sideNames: readonly [string, string];
  /** A note beside each side's name over its roster (UnitList's `sideNotes`). */
  sideNotes?: readonly [string, string];
  hint: string | null;
  bar: ActionBarProps;
  /** A question the rules wait on, shown over the board and focused. */
  question?: Question | null;
  preview: Preview | null;
  titleLabel(p: Preview): string;
  chanceLabel(c: Chance): string;
  /** The odds' percentage as shown (an estimate's "about 63%"), when not the plain percentage. */
  percentLabel?: (c: Chance, pct: string) => string;
  /** The log's words, or (better) their loader: fetched when the log first has a line. */
  narrate: NarrationSource;
  /** The system's rules notes in a language, loaded when first opened (a dynamic import of its Markdown). */
  rulesNotes(lang: Lang): Promise<string>;
  /** The victory screen, when the match is over. */
  children?: ReactNode;
  /** The system's own panels under the action bar (fire orders, hex details). */
  extra?: ReactNode;
  /** Drawn over the board (legend, chip pool, stack list). */
  boardOverlay?: ReactNode;
  /** Whose dice an event's rolls are, for the dice tray's labels. */
  diceOwner?: DiceOwnerOf;
  /** Units that have left the table as casualties, for the casualty tray beside the board. */
  casualties?: readonly Casualty[];
}

export function MatchShell(p: MatchShellProps) {
  useCommitCounter();
  const t = useT();
  const canUndo = useMatch((m) => selectUndoable(m) > 0 || (m.replay?.rolled.length ?? 0) > 0);
  const replaying = useReplay((r) => r.on);
  const ui = useUi();
  const handoff = useSettings((x) => x.handoff);
  // The open match's game system picks the theme (src/ui/<system>/theme.css).
  const system = useMatch((m) => m.record?.system);
  const [drawerOpen, setDrawerOpen] = useState(true);
  const [leaving, setLeaving] = useState(false);
  const [victoryHidden, setVictoryHidden] = useState(false);
  const hideVictory = useCallback(() => setVictoryHidden(true), []);
  useEffect(() => { if (!p.over) setVictoryHidden(false); }, [p.over]);
  const showResult = p.over && victoryHidden && !replaying ? [{ id: 'result', label: t('victory.show'), onClick: () => setVictoryHidden(false), primary: true }] : [];
  const rules = useMatch((m) => m.runtime?.rules);
  const live = useMatch((m) => m.state);
  // A tab that only follows another tab's play has no device to hand over.
  const heldElsewhere = useMatch((m) => m.heldElsewhere);
  // Against the computer nobody hands the device over: the person keeps it, their view on screen.
  const computer = useMatch((m) => m.record?.computer);
  const computerOnly = !!rules && onlyComputerActs(rules, live, computer);
  const storageTrouble = useMatch((m) => troubleKind(m.storageWarning) !== null);
  // The HUD says when the one to act is the computer.
  const hudActor = p.hud.actor && p.actor && computer?.[p.actor.side] ? { ...p.hud.actor, name: t('hud.computer', { name: p.hud.actor.name }) } : p.hud.actor;
  const handTo = rules && live && handoff && !hasComputer(computer) && !p.over && !replaying && !heldElsewhere ? handoffTarget(rules, live, ui.handedTo) : null;
  const root = useRef<HTMLDivElement>(null);
  const boardArea = useRef<HTMLDivElement>(null);
  const end = p.hud.actions.find((a) => (a.id === 'endPhase' || a.id === 'end') && !a.disabled);
  useShortcuts({ undo: undoTurn, canUndo: canUndo && !heldElsewhere, end: end && !heldElsewhere ? end.onClick : null, selectable: p.units.filter((u) => u.selectable).map((u) => u.id) });
  useFocusKeeper(root, boardArea);
  return (
    <div ref={root} className="match" data-system={system} data-phase={p.phase} data-actor={p.actor?.side ?? ''}>
      <Hud
        {...p.hud} actor={hudActor} noActor={p.hud.noActor ?? (p.over ? t('hud.over') : undefined)} actions={replaying ? [] : [...p.hud.actions, ...showResult]} canUndo={canUndo && !replaying} onUndo={undoTurn} onRules={() => ui.setRulesOpen(true)} tools={<><SettingsMenu /><ExportMatchButton /></>}
        onMenu={() => setLeaving(true)} replaying={replaying} onReplay={() => (replaying ? useReplay.getState().exit() : useReplay.getState().enter(0))}
      />
      <div ref={boardArea} className="match-board" tabIndex={-1} aria-label={tw(t.lang, 'tools.board')} data-replay={replaying ? 'true' : undefined}>{p.board}{!replaying && p.boardOverlay}
        <BoardToolbar /><TapeReadout />
        {!replaying && !p.over && p.question && <QuestionPrompt {...p.question} blocked={handTo !== null || ui.rulesOpen || computerOnly} />}
        {hasComputer(computer) && <Suspense fallback={null}><ComputerPlayer lang={t.lang} names={[p.players[0].name, p.players[1].name]} replaying={replaying} /></Suspense>}
        {replaying && <ReplayBar />}</div>
      <div className="match-drawer" data-open={drawerOpen ? 'true' : 'false'}>
        <button type="button" className="drawer-toggle btn" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(!drawerOpen)}>
          {drawerOpen ? t('drawer.hide') : t('drawer.show')}
        </button>
        <div className="match-left">
          {replaying && <ReplayMarks />}
          <UnitList units={p.units} heading={p.unitsHeading} sideNames={p.sideNames} sideNotes={p.sideNotes} onSelect={(id) => !replaying && ui.select(id)}>
            {!replaying && p.hint && <p className="muted action-hint" role="status">{p.hint}</p>}
            {!replaying && <ActionBar {...p.bar} />}
            {!replaying && p.extra}
          </UnitList>
        </div>
        <div className="match-right">
          <OddsPanel preview={p.preview} titleLabel={p.titleLabel} chanceLabel={p.chanceLabel} percentLabel={p.percentLabel} />
          {p.casualties && <CasualtyTray fallen={p.casualties} sides={p.players} />}
          <MatchFeed lang={t.lang} narrate={p.narrate} pending={p.pendingRoll ?? null} {...(p.diceOwner ? { diceOwner: p.diceOwner } : {})} />
        </div>
      </div>
      {handTo !== null && <HandoffCurtain name={p.players[handTo].name} color={p.players[handTo].color} onReady={() => ui.handTo(handTo)} />}
      {!replaying && !victoryHidden && <VictoryClose.Provider value={hideVictory}>{p.children}</VictoryClose.Provider>}
      {leaving && (
        <Suspense fallback={null}><ConfirmDialog
          title={t('leave.title')} confirm={t('leave.yes')} cancel={t('leave.no')}
          onCancel={() => setLeaving(false)} onConfirm={() => { setLeaving(false); useReplay.getState().exit(); p.onExit(); }}
        /></Suspense>
      )}
      <RulesNotes open={ui.rulesOpen} at={ui.rulesAt} load={p.rulesNotes} title={t('rules.title')} onClose={() => ui.setRulesOpen(false)} />
      <ShortcutHelp />
      <ErrorToast message={toastText(ui.toast, t.lang)} onDismiss={() => ui.setToast(null)} />
      {storageTrouble && <Suspense fallback={null}><StorageWarning /></Suspense>}
      <TabBanner />
    </div>
  );
}
