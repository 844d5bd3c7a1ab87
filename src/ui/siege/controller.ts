// The siege screen's glue: what each tap, drop or button does. It asks the rules
// (src/rules/siege) and never decides: moves are priced by the rules' moveCost and moveProblem,
// the cannon's arc is the rules' own flight (aimedFlight), every action goes through sendAction.
import type { BoardIntent, DragProbe } from '../../board/types';
import { gridPoint, norm, onGrid } from '../../core/exactMath';
import type { Vec } from '../../core/table/types';
import type { Lang } from '../../i18n';
import { siege } from '../../rules/siege';
import type { Flight } from '../../rules/siege/ball';
import { aimedFlight } from '../../rules/siege/cannon';
import { MAX_POWER, MIN_POWER } from '../../rules/siege/measures';
import { moveCost, moveProblem } from '../../rules/siege/movement';
import { allowanceOf, cannonOf } from '../../rules/siege/queries';
import type { Aim, SgAction, SgState, SgUnit } from '../../rules/siege/types';
import { matchStore } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import { sendAction } from '../match/sendAction';
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
    useSgUi.setState({ moveTo: null, aimAt: null, power: null, confirmEnd: false });
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

/** The aim vector for a tapped spot: the spot less the acting cannon's place. */
export function aimFor(s: SgState, at: Vec): Aim | null {
  const c = cannonOf(s, s.active);
  if (!c) return null;
  const aim = { x: onGrid(at.x - c.x), y: onGrid(at.y - c.y) };
  return aim.x || aim.y ? aim : null;
}

/** The ball's flight as the rules draw it (no wobble) for a spot and a power. */
export function flightFor(s: SgState, at: Vec, power: number): Flight | null {
  const aim = aimFor(s, at);
  return aim ? aimedFlight(s, aim, power) : null;
}

/** The power (to a tenth) whose flight, by the rules' own model, ends nearest the tapped spot. */
export function bestPower(s: SgState, at: Vec): number {
  let best = 5;
  let bestD = Infinity;
  for (let tenths = MIN_POWER * 10; tenths <= MAX_POWER * 10; tenths++) {
    const power = tenths / 10;
    const f = flightFor(s, at, power);
    const end = f?.points[f.points.length - 1];
    if (!end) continue;
    const d = norm(end.x - at.x, end.y - at.y);
    if (d < bestD - 1e-9) {
      bestD = d;
      best = power;
    }
  }
  return best;
}

/** The fire action for the aim on the screen, if the rules list firing now. */
export function fireAction(s: SgState, at: Vec | null, power: number | null): SgAction | null {
  if (s.phase !== 'shoot' || !at || power === null) return null;
  if (!siege.legalActions(s).some((a) => a.type === 'fire')) return null;
  const aim = aimFor(s, at);
  return aim ? { type: 'fire', aim, power } : null;
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
  useSgUi.getState().setAim(p, bestPower(s, p));
}

export function probe(lang: Lang, unitId: string, point: Vec): DragProbe {
  const s = currentState();
  const at = gridPoint(point);
  const u = s ? mine(s, unitId) : null;
  if (!s || !u || u.moved) return { path: [], end: at, ok: false, label: '' };
  const plan = planTo(lang, s, u, at);
  return { path: [{ x: u.x, y: u.y }, at], end: at, ok: plan.ok, label: plan.ok ? sg(lang, 'unit.steps', { d: steps(plan.cost) }) : plan.label };
}

export function canDrag(unitId: string): boolean {
  const s = currentState();
  const u = s ? mine(s, unitId) : null;
  return !!u && !u.moved;
}

export function onIntent(intent: BoardIntent, lang: Lang): void {
  const s = currentState();
  if (!s || s.phase === 'over') return;
  const ui = useUi.getState();
  if (s.phase === 'shoot') {
    if (intent.type === 'tapTable') aimAt(s, intent);
    if (intent.type === 'tapUnit') {
      const t = s.units.find((x) => x.id === intent.unitId);
      if (t) aimAt(s, t);
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
