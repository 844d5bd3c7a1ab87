// The Ronin screen's glue: what each tap, drop or button does, and the questions asked over the
// board. It asks the rules (src/rules/ronin) and never decides.
import type { BoardIntent, DragProbe } from '../../board/types';
import { gridPoint } from '../../core/exactMath';
import { planMove } from '../../core/table/pathing';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import type { Vec } from '../../core/table/types';
import { scenarioOf } from '../../rules/ronin/apply';
import { moveFailure, moveRules, RUN, WALK } from '../../rules/ronin/movement';
import { onTable } from '../../rules/ronin/queries';
import type { RoAction, RoFighter, RoState } from '../../rules/ronin/types';
import { matchStore } from '../../store/matchStore';
import { sendAction } from '../match/sendAction';
import { useUi } from '../../store/uiStore';
import type { Lang } from '../../i18n';
import { explainError } from './refusals';
import { useRoUi } from './roUi';
import { ro } from './strings';

const r1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

export function currentState(): RoState | null {
  const s = matchStore.getState().state as RoState | null;
  return s && s.system === 'ronin' ? s : null;
}

/** Sends an action to the rules; a refusal shows its reason and changes nothing. */
export function act(action: RoAction): boolean {
  return sendAction(action, explainError, () => {
    useRoUi.setState({ moveTo: null });
    const s = currentState();
    const ui = useUi.getState();
    const sel = s?.fighters.find((f) => f.id === ui.selectedId);
    if (s && sel && (sel.done || !onTable(sel) || s.phase === 'combat' || s.phase === 'fights')) ui.select(null);
  });
}

/** The selected fighter if its player may activate it now (Move or Action phase). */
export function activatable(s: RoState, id: string | null): RoFighter | null {
  if (!id || (s.phase !== 'move' && s.phase !== 'action')) return null;
  const f = s.fighters.find((x) => x.id === id);
  return f && f.side === s.active && onTable(f) && !f.done ? f : null;
}

export interface MovePlanView {
  ok: boolean;
  run: boolean;
  cost: number;
  path: Vec[];
  label: string;
}

/** A walk if it reaches, else a run, to a spot (on the 1/1024" grid). */
export function planTo(lang: Lang, s: RoState, f: RoFighter, to: Vec): MovePlanView {
  const index = buildTerrainIndex(scenarioOf(s).table);
  for (const run of [false, true]) {
    const plan = planMove(index, moveRules(s, f, run), to);
    if (plan.ok) return { ok: true, run, cost: plan.cost, path: plan.path, label: ro(lang, run ? 'act.run' : 'act.walk', { cost: r1(plan.cost) }) };
    if (plan.reason !== 'too-far' || run) {
      return { ok: false, run, cost: plan.cost ?? 0, path: [], label: explainError(lang, '', moveFailure(plan.reason), { fighter: f.name, budget: run ? RUN : WALK }) };
    }
  }
  return { ok: false, run: true, cost: 0, path: [], label: '' };
}

export function probe(lang: Lang, unitId: string, point: Vec): DragProbe {
  const s = currentState();
  const at = gridPoint(point);
  const f = s ? activatable(s, unitId) : null;
  if (!s || !f || s.phase !== 'move') return { path: [], end: at, ok: false, label: '' };
  const plan = planTo(lang, s, f, at);
  return { path: plan.path, end: at, ok: plan.ok, label: plan.label };
}

export function canDrag(unitId: string): boolean {
  const s = currentState();
  const f = s ? activatable(s, unitId) : null;
  return !!s && !!f && s.phase === 'move' && !f.grappled;
}

function moveTo(f: RoFighter, to: Vec, run: boolean): void {
  act({ type: 'move', fighter: f.id, x: to.x, y: to.y, run });
}

export function onIntent(intent: BoardIntent, lang: Lang): void {
  const s = currentState();
  if (!s) return;
  const ui = useUi.getState();
  if (intent.type === 'dropUnit') {
    const f = activatable(s, intent.unitId);
    if (!f) return;
    ui.select(f.id);
    const at = gridPoint({ x: intent.x, y: intent.y });
    const plan = planTo(lang, s, f, at);
    if (plan.ok) moveTo(f, at, plan.run);
    else ui.setToast(() => plan.label);
    return;
  }
  if (intent.type === 'tapUnit') {
    const target = s.fighters.find((x) => x.id === intent.unitId);
    const sel = activatable(s, ui.selectedId);
    const canShoot = sel && (s.phase === 'action' || sel.missile === 'yumi');
    if (sel && target && target.side !== sel.side && canShoot) return void ui.aim(target.id);
    ui.select(target && onTable(target) ? target.id : null);
    return;
  }
  if (intent.type === 'tapTable') {
    const f = activatable(s, ui.selectedId);
    if (f && s.phase === 'move') useRoUi.getState().setMoveTo(gridPoint({ x: intent.x, y: intent.y }));
    else ui.select(null);
  }
}

