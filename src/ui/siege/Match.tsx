// The siege match screen: the table board in the shared match shell, the magic question over the
// board, the dock under the board (the cannon's aiming panel, or the selected knight's buttons, or
// what to do next), the reach in steps, the flying ball, the result banner and "end the turn?".
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { BoardHandle, BoardReach } from '../../board/types';
import type { Chance, Preview } from '../../core/ruleset';
import { useT, type Lang } from '../../i18n';
import { siege } from '../../rules/siege';
import { allowanceOf } from '../../rules/siege/queries';
import type { SgState } from '../../rules/siege/types';
import { useSettings } from '../../store/settingsStore';
import { useUi } from '../../store/uiStore';
import { MatchShell } from '../match/MatchShell';
import { ConfirmDialog } from '../panels/ConfirmDialog';
import { useShownState } from '../replay/useShownMatch';
import type { MatchProps } from '../systemUi';
import { sideCss } from '../theme/sides';
import { Banner } from './Banner';
import { BoardHost } from './BoardHost';
import { SIDE_COLOURS } from './boardView';
import { CannonPanel } from './CannonPanel';
import { act, mine } from './controller';
import { Icon } from './icons';
import { steps, unitName } from './names';
import { reachOf, reachSpots } from './reach';
import { ShotFlight } from './ShotFlight';
import { watchReplayShots } from './replayFlight';
import { StepTags, type StepRing, type StepTag } from './StepTags';
import { narrate } from './narration';
import { barOf, hudActions, oddsOf, questionOf, unitRows } from './panel';
import { useSgUi } from './sgUi';
import { sg, type SgKey } from './strings';
import { SiegeVictory } from './Victory';
import './siege.css';

const rulesNotes = (lang: Lang): Promise<string> =>
  (lang === 'ru' ? import('../../../docs/rules/siege.ru.md?raw') : import('../../../docs/rules/siege.md?raw')).then((m) => m.default);

function chanceLabel(lang: Lang, c: Chance): string {
  const p = c.params ?? {};
  const name = (v: unknown) => (typeof v === 'string' ? unitName(lang, v) : '');
  const key = `chance.${c.key}` as SgKey;
  if (sg.has(key)) return sg(lang, key, { target: name(p.target), warrior: name(p.warrior) });
  return sg(lang, `magic.${c.key}` as SgKey, { target: name(p.target) });
}

const NO_STEPS: { rings: StepRing[]; tags: StepTag[]; reach: BoardReach | null } = { rings: [], tags: [], reach: null };

/** The selected piece's reach in steps: a ring per whole step, and the tower tops and walls near it, priced by the rules. */
function stepsOf(s: SgState, lang: Lang, selectedId: string | null): typeof NO_STEPS {
  const u = mine(s, selectedId);
  if (!u || u.moved) return NO_STEPS;
  const rings: StepRing[] = [];
  for (let d = 1; d <= allowanceOf(s, u); d++) rings.push({ at: u, r: d, label: d === 1 ? sg(lang, 'reach.one') : sg(lang, 'reach.many', { d }) });
  const tags = reachSpots(s, u).map((p): StepTag => ({ at: p.at, ok: p.ok, label: sg(lang, 'reach.many', { d: steps(p.cost) }) }));
  return { rings, tags, reach: reachOf(s, u) };
}

export default function SiegeMatch({ onExit }: MatchProps) {
  const t = useT();
  const lang = t.lang;
  const s = useShownState() as SgState | null;
  const ui = useUi();
  const moveTo = useSgUi((u) => u.moveTo);
  const aim = useSgUi((u) => u.aim);
  const power = useSgUi((u) => u.power);
  const confirmEnd = useSgUi((u) => u.confirmEnd);
  useSettings((x) => x.safeSides);
  const board = useRef<BoardHandle | null>(null);
  const onReady = useCallback((h: BoardHandle | null) => { board.current = h; }, []);
  const getBoard = useCallback(() => board.current, []);
  // A replay stepping onto a shot shows its ball flying again, along the same flight (the flight is
  // drawn with the board, which a replay keeps, not with the panels over it, which it hides).
  useEffect(() => watchReplayShots(), []);
  const steps_ = useMemo(() => (s ? stepsOf(s, lang, ui.selectedId) : NO_STEPS), [s, lang, ui.selectedId]);
  const question = useMemo(() => (s ? questionOf(s, lang) : null), [s, lang]);
  const bar = useMemo(() => (s ? barOf(s, lang, ui.selectedId, ui.aimId, moveTo) : null), [s, lang, ui.selectedId, ui.aimId, moveTo]);
  const odds = useMemo(() => (s ? oddsOf(s, ui.selectedId, ui.aimId, aim, power) : null), [s, ui.selectedId, ui.aimId, aim, power]);
  if (!s || !bar) return <main className="screen-loading"><p role="status">{t('app.loadingMatch')}</p></main>;

  const colors = [sideCss(0, SIDE_COLOURS[0]), sideCss(1, SIDE_COLOURS[1])] as const;
  const player = (side: 0 | 1) => ({ name: s.players[side], color: colors[side] });
  const actor = siege.actor(s);
  const phase = s.phase === 'over' ? sg(lang, 'phase.over') : `${sg(lang, `phase.${s.phase}`)} · ${sg(lang, 'hud.round', { round: s.round, rounds: s.rounds })}`;
  const overlay = (
    <>
      <StepTags board={getBoard} rings={steps_.rings} tags={steps_.tags} reach={steps_.reach} label={sg(lang, 'reach.label')} />
      <div className="sg-dock" data-phase={s.phase}>
        {s.phase === 'shoot' ? <CannonPanel state={s} lang={lang} /> : bar.actions.length > 0 ? (
          <div className="sg-actions" role="group" aria-label={t('action.heading')}>
            {bar.actions.map((a) => (
              <button key={a.id} type="button" className={a.id === 'move-here' && a.disabled ? 'btn sg-refused' : 'btn btn-primary'} disabled={a.disabled} onClick={a.onClick}>
                {bar.icons[a.id] && <Icon name={bar.icons[a.id]!} />}{a.label}
              </button>
            ))}
          </div>
        ) : bar.hint && !question ? <p className="sg-dock-hint" role="status">{bar.hint}</p> : null}
      </div>
      <Banner lang={lang} />
      {confirmEnd && s.phase === 'maneuver' && (
        <ConfirmDialog
          title={sg(lang, 'confirm.end')} confirm={sg(lang, 'confirm.yes')} cancel={sg(lang, 'confirm.no')}
          onCancel={() => useSgUi.getState().setConfirmEnd(false)}
          onConfirm={() => { useSgUi.getState().setConfirmEnd(false); act({ type: 'endTurn' }); }}
        />
      )}
    </>
  );
  return (
    <MatchShell
      phase={s.phase}
      actor={actor === null ? null : { side: actor, ...player(actor) }}
      players={[player(0), player(1)]}
      over={!!s.result}
      hud={{ turn: s.round, phase, actor: actor === null ? null : player(actor), drop: null, actions: hudActions(s, lang), onFit: () => board.current?.fit() }}
      onExit={onExit}
      board={<><BoardHost label={t('board.label')} onReady={onReady} /><ShotFlight board={getBoard} lang={lang} /></>}
      units={unitRows(s, lang, ui.selectedId, colors)}
      sideNames={[sg(lang, 'team.0'), sg(lang, 'team.1')]}
      hint={null}
      bar={{ actions: [], targets: bar.targets, targetPrompt: sg(lang, 'targets.fight'), move: null, ...(ui.selectedId ? { empty: sg(lang, 'act.nothing') } : {}) }}
      question={question}
      preview={odds}
      titleLabel={(p: Preview) => sg(lang, `odds.${p.title}` as SgKey)}
      chanceLabel={(c) => chanceLabel(lang, c)}
      narrate={narrate}
      rulesNotes={rulesNotes}
      boardOverlay={overlay}
    >
      {s.result && <SiegeVictory state={s} lang={lang} onLobby={onExit} />}
    </MatchShell>
  );
}
