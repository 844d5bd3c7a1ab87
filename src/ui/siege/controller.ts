// The siege screen's glue: what each tap, drop or button does. It asks the rules
// (src/rules/siege) and never decides: moves are priced by the rules' moveCost and moveProblem,
// the cannon's arc is the rules' own flight (aimedFlight, aiming.ts), a pull back from the cannon
// aims it (pull.ts), and every action goes through sendAction.
import type { BoardIntent, DragProbe } from '../../board/types';
import type { DragMode } from '../../board/types';
import { gridPoint } from '../../core/exactMath';
import type { Vec } from '../../core/table/types';
import type { Lang } from '../../i18n';
import { siege } from '../../rules/siege';
import { aimedFlight } from '../../rules/siege/cannon';
import type { SgEvent } from '../../rules/siege/events';
import { moveCost, moveProblem } from '../../rules/siege/movement';
import { allowanceOf, cannonOf } from '../../rules/siege/queries';
import type { Aim, SgAction, SgState, SgUnit } from '../../rules/siege/types';
import { matchStore } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import { sendAction } from '../match/sendAction';
import { aimFor, bestPower, mayFire, pullFrom } from './aiming';
import { steps } from './names';
import { explainError } from './refusals';
import { useSgUi } from './sgUi';
import { sg } from './strings';

export function currentState(): SgState | null {
  const s = matchStore.getState().state as SgState | null;
  return s && s.system === 'siege' ? s : null;
}

/** Sends an action to the rules; a refusal shows its reason and changes nothing. */
export function act(action: SgAction): boolean {
  return sendAction(action, explainError, () => {
    useSgUi.setState({ moveTo: null, aim: null, aimAt: null, power: null, confirmEnd: false });
    const s = currentState();
    const ui = useUi.getState();
    const sel = s ? mine(s, ui.selectedId) : null;
    if (!sel || (sel.moved && sel.fought)) ui.select(null);
  });
}

/** The selected piece if its player may use it now (the maneuver step, on the table). */
export function mine(s: SgState, id: string | null): SgUnit | null {
  if (!id || s.phase !== 'maneuver') return null;
  const u = s.units.find((x) => x.id === id);
  return u && u.side === s.active && u.alive ? u : null;
}

export interface MovePlan {
  ok: boolean;
  cost: number;
  label: string;
}

/** A straight move priced by the rules: "Move here (1.5 steps)", or the rules' reason it may not. */
export function planTo(lang: Lang, s: SgState, u: SgUnit, to: Vec): MovePlan {
  const problem = moveProblem(s, u, to);
  if (problem) {
    const cost = Math.round(problem.cost * 100) / 100;
    return { ok: false, cost, label: explainError(lang, '', problem.code, { unit: u.id, cost, allowance: allowanceOf(s, u) }) };
  }
  const m = moveCost(s, u, to);
  return { ok: true, cost: m.cost, label: sg(lang, m.climb > 0 ? 'act.climb' : 'act.move', { cost: steps(m.cost) }) };
}

/** Whether any piece of the player to act could still move (End turn asks first then). */
export function canStillMove(s: SgState): boolean {
  return s.phase === 'maneuver' && siege.legalActions(s).some((a) => a.type === 'move');
}

export function endTurn(s: SgState): void {
  if (canStillMove(s)) useSgUi.getState().setConfirmEnd(true);
  else act({ type: 'endTurn' });
}

function aimAt(s: SgState, at: Vec): void {
  const p = gridPoint(at);
  const aim = aimFor(s, p);
  if (aim) useSgUi.getState().setAim(aim, bestPower(s, p), p);
}

let autoShot = 0;
/**
 * Fires: the action goes to the rules, then the ball flies over the table along the flight the
 * rules resolved (the state before the shot, the aim, the power and the wobble the dice gave, read
 * back from the shot's event), unless `animate` is false.
 */
export function fireShot(s: SgState, action: Extract<SgAction, { type: 'fire' }>, animate: boolean): void {
  // The rules leave the state they are given as it was: it is the state before the shot.
  if (!act(action) || !animate) return;
  const log = matchStore.getState().log;
  flyShot(s, log.findLast((e) => (e.event as SgEvent).type === 'shot')?.event);
}

/**
 * Shows the ball of a shot flying: the flight the rules resolve from the state before the shot,
 * the aim, the power and the wobble the dice gave (read back from the shot's event). Nothing when
 * that flight does not end where the log says the ball did.
 */
export function flyShot(before: SgState, event: unknown): void {
  const shot = event as Extract<SgEvent, { type: 'shot' }> | undefined;
  if (shot?.type !== 'shot') return;
  const p = shot.params;
  const f = aimedFlight(before, { x: p.aimX, y: p.aimY }, p.power, { power: p.powerShift, side: p.sideShift });
  const end = f?.points.at(-1);
  if (!f || !end || end.x !== p.endX || end.y !== p.endY) return;
  useSgUi.getState().setFlight({ id: ++autoShot, points: f.points, contact: f.contact });
}

/** The board's drag of a piece: the acting cannon in the Shooting step is pulled, to aim. */
export function dragMode(unitId: string): DragMode {
  const s = currentState();
  return s && s.phase === 'shoot' && cannonOf(s, s.active)?.id === unitId ? 'pull' : 'move';
}

/** The aim and power before a pull began, put back if the pull is cancelled. */
let beforePull: { aim: Aim | null; aimAt: Vec | null; power: number | null } | null = null;

function onPull(s: SgState, intent: Extract<BoardIntent, { type: 'pullUnit' }>): void {
  const ui = useSgUi.getState();
  if (intent.phase === 'cancel') {
    if (beforePull) ui.setAim(beforePull.aim, beforePull.power, beforePull.aimAt);
    beforePull = null;
    return;
  }
  if (!beforePull) beforePull = { aim: ui.aim, aimAt: ui.aimAt, power: ui.power };
  const pulled = pullFrom(s, intent.unitId, intent);
  if (pulled) ui.setAim(pulled.aim, pulled.power);
  if (intent.phase === 'release') beforePull = null;
}

export function probe(lang: Lang, unitId: string, point: Vec): DragProbe {
  const s = currentState();
  const at = gridPoint(point);
  if (s && dragMode(unitId) === 'pull') {
    const c = cannonOf(s, s.active)!;
    const pulled = pullFrom(s, unitId, at);
    return { path: [{ x: c.x, y: c.y }, at], end: { x: c.x, y: c.y }, ok: !!pulled, label: pulled ? sg(lang, 'pull.power', { power: pulled.power.toFixed(1) }) : sg(lang, 'pull.more') };
  }
  const u = s ? mine(s, unitId) : null;
  if (!s || !u || u.moved) return { path: [], end: at, ok: false, label: '' };
  const plan = planTo(lang, s, u, at);
  return { path: [{ x: u.x, y: u.y }, at], end: at, ok: plan.ok, label: plan.ok ? sg(lang, 'unit.steps', { d: steps(plan.cost) }) : plan.label };
}

export function canDrag(unitId: string): boolean {
  const s = currentState();
  if (s && dragMode(unitId) === 'pull') return mayFire(s);
  const u = s ? mine(s, unitId) : null;
  return !!u && !u.moved;
}

export function onIntent(intent: BoardIntent, lang: Lang): void {
  const s = currentState();
  if (!s || s.phase === 'over') return;
  const ui = useUi.getState();
  if (s.phase === 'shoot') {
    if (intent.type === 'pullUnit') onPull(s, intent);
    if (intent.type === 'tapTable') aimAt(s, intent);
    if (intent.type === 'tapUnit') {
      const t = s.units.find((x) => x.id === intent.unitId);
      if (t && t.id !== cannonOf(s, s.active)?.id) aimAt(s, t);
    }
    return;
  }
  if (intent.type === 'dropUnit') {
    const u = mine(s, intent.unitId);
    if (!u) return;
    ui.select(u.id);
    const at = gridPoint({ x: intent.x, y: intent.y });
    const plan = planTo(lang, s, u, at);
    if (plan.ok) act({ type: 'move', unit: u.id, x: at.x, y: at.y });
    else ui.setToast((l) => planTo(l, s, u, at).label);
    return;
  }
  if (intent.type === 'tapUnit') {
    const target = s.units.find((x) => x.id === intent.unitId);
    const sel = mine(s, ui.selectedId);
    if (sel && target && target.side !== sel.side) {
      const fight = siege.legalActions(s).some((a) => a.type === 'melee' && a.warrior === sel.id && a.target === target.id);
      if (fight) return void ui.aim(target.id);
    }
    ui.select(target && target.alive && target.side === s.active ? target.id : null);
    return;
  }
  if (intent.type === 'tapTable') {
    const u = mine(s, ui.selectedId);
    if (u && !u.moved) useSgUi.getState().setMoveTo(gridPoint({ x: intent.x, y: intent.y }));
    else ui.select(null);
  }
}
