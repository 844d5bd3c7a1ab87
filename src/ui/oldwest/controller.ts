// The Old West match screen's glue: what the HUD, action bar, unit list and odds panel show, and
// what each tap, drop or button does. It asks the rules (src/rules/oldwest) and never decides.
import type { BoardIntent, DragProbe } from '../../board/types';
import type { Preview } from '../../core/ruleset';
import type { Vec } from '../../core/table/types';
import { oldwest } from '../../rules/oldwest';
import { fightPreview, shotPreview } from '../../rules/oldwest/preview';
import { planDrop } from '../../rules/oldwest/queries';
import { cannotLeave } from '../../rules/oldwest/objective';
import { cannotDismount, cannotMount, isMountTarget, riderOf } from '../../rules/oldwest/riders';
import type { OWAction, OWState } from '../../rules/oldwest/types';
import { matchStore } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import type { ActionButton, MovePicker, TargetOption } from '../panels/ActionBar';
import type { HudAction } from '../panels/Hud';
import type { UnitRow } from '../panels/UnitList';
import { optionsFor } from './boardView';
import { explain, explainError } from './reasonsRu';
import { ow } from './strings';
import { formatPercent } from '../../i18n';
import { pPluckPass } from '../../rules/oldwest/odds';
import { useSettings } from '../../store/settingsStore';

type Lang = 'en' | 'ru';
const r1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
export const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;

export function currentState(): OWState | null {
  const s = matchStore.getState().state as OWState | null;
  return s && s.system === 'oldwest' ? s : null;
}

/** Sends an action to the rules; a refusal shows its reason and changes nothing. */
export function act(action: OWAction): boolean {
  const r = matchStore.getState().dispatch(action);
  const ui = useUi.getState();
  if (!r.ok) {
    ui.setToast(explainError(useSettings.getState().lang, r.error, r.code, r.params));
    return false;
  }
  ui.setToast(null);
  useUi.setState({ aimId: null, moveTo: null });
  const s = currentState();
  if (s && ui.selectedId && (s.fighters[ui.selectedId]?.status !== 'ok' || s.phase === 'fight')) ui.select(null);
  return true;
}

export function hudActions(s: OWState, lang: Lang): HudAction[] {
  if (s.pending?.kind === 'hills') {
    return [
      { id: 'hillsTest', label: ow(lang, 'act.hillsTest'), onClick: () => act({ type: 'hillsTest' }), primary: true },
      { id: 'rout', label: ow(lang, 'act.rout'), onClick: () => act({ type: 'rout' }) },
    ];
  }
  if (s.pending) return [];
  const h = s.heroics?.current;
  if (h) return [{ id: 'endPhase', label: ow(lang, 'heroic.end', { kind: ow(lang, `heroic.${h.kind}`) }), onClick: () => act({ type: 'endPhase' }), primary: true }];
  if (s.phase === 'drop') return [{ id: 'rollDrop', label: ow(lang, 'act.rollDrop'), onClick: () => act({ type: 'rollDrop' }), primary: true }];
  if (s.phase === 'move') return [{ id: 'endPhase', label: ow(lang, 'act.endMove'), onClick: () => act({ type: 'endPhase' }), primary: true }];
  if (s.phase === 'shoot') return [{ id: 'endPhase', label: ow(lang, 'act.endShoot'), onClick: () => act({ type: 'endPhase' }), primary: true }];
  return [];
}

export interface Bar {
  prompt?: string;
  actions: ActionButton[];
  targets: TargetOption[];
  move: MovePicker | null;
}

const names = (s: OWState, ids: string[]) => ids.map((id) => s.fighters[id]!.name).join(', ');

export function actionBar(s: OWState, lang: Lang, selectedId: string | null, aimId: string | null, moveTo: Vec | null): Bar {
  const p = s.pending;
  const bar: Bar = { actions: [], targets: [], move: null };
  if (p?.kind === 'chooseFight') {
    bar.prompt = ow(lang, 'prompt.fight');
    bar.targets = s.fights.filter((f) => !f.resolved).map((f) => ({
      id: f.id, label: ow(lang, 'act.resolveFight', { names: names(s, f.fighterIds) }),
      onPick: () => act({ type: 'resolveFight', fightId: f.id }),
    }));
    return bar;
  }
  if (p?.kind === 'backOff') {
    bar.prompt = ow(lang, 'prompt.backOff');
    bar.targets = p.fighterIds.map((id) => ({ id, label: ow(lang, 'act.backOff', { name: s.fighters[id]!.name }), onPick: () => act({ type: 'backOff', fighterId: id }) }));
    return bar;
  }
  if (p?.kind === 'strike') {
    bar.prompt = ow(lang, 'prompt.strike', { name: s.fighters[p.strikerId]!.name, left: p.attacksLeft });
    bar.targets = p.targetIds.map((id) => ({
      id,
      label: isMountTarget(id)
        ? ow(lang, 'act.strikeMount', { name: s.fighters[riderOf(id)]!.name, mount: ow(lang, `mount.${s.fighters[riderOf(id)]!.mount ?? 'horse'}`) })
        : ow(lang, 'act.strike', { name: s.fighters[id]!.name }),
      onPick: () => act({ type: 'strike', targetId: id }),
    }));
    return bar;
  }
  if (p?.kind === 'fame') {
    const f = s.fighters[p.fighterId]!;
    bar.prompt = ow(lang, `fame.${p.roll.what}`, { fighter: f.name, dice: p.roll.dice.join(' + '), score: p.roll.score, need: p.roll.need, fame: f.fame });
    bar.targets = Array.from({ length: p.roll.max + 1 }, (_, k) => ({
      id: `fame-${k}`,
      label: k === 0 ? ow(lang, 'fame.keep', { score: p.roll.score }) : ow(lang, 'fame.spend', { n: k, score: Math.min(p.roll.what === 'pluck' ? 99 : 6, p.roll.score + k) }),
      onPick: () => act({ type: 'fame', points: k }),
    }));
    return bar;
  }
  if (p?.kind === 'heroics') {
    const kind = ow(lang, `heroic.${p.phase === 'move' ? 'yeeHaw' : p.phase === 'shoot' ? 'quickdraw' : 'whuppin'}`);
    bar.prompt = ow(lang, 'heroic.prompt', { kind, player: s.players[p.side] });
    bar.targets = [
      ...p.heroIds.map((id) => ({ id, label: `${kind}: ${s.fighters[id]!.name}`, onPick: () => act({ type: 'declareHeroics', heroIds: [id] }) })),
      ...(p.heroIds.length > 1 ? [{ id: 'all', label: ow(lang, 'heroic.all'), onPick: () => act({ type: 'declareHeroics', heroIds: p.heroIds }) }] : []),
      { id: 'none', label: ow(lang, 'heroic.none'), onPick: () => act({ type: 'declareHeroics', heroIds: [] }) },
    ];
    return bar;
  }
  if (p?.kind === 'fameBid') {
    const f = s.fighters[p.fighterId]!;
    bar.prompt = ow(lang, 'fame.bid', { fighter: f.name, fame: f.fame });
    bar.targets = Array.from({ length: f.fame + 1 }, (_, k) => ({ id: `bid-${k}`, label: ow(lang, 'fame.bidN', { n: k }), onPick: () => act({ type: 'fameBid', points: k }) }));
    return bar;
  }
  if (p?.kind === 'fortune') {
    const f = s.fighters[p.fighterId]!;
    bar.prompt = ow(lang, 'fortune.prompt', { fighter: f.name, fortune: f.fortune });
    bar.targets = [
      { id: 'fortune-yes', label: ow(lang, 'fortune.use'), onPick: () => act({ type: 'fortune', use: true }) },
      { id: 'fortune-no', label: ow(lang, 'fortune.take'), onPick: () => act({ type: 'fortune', use: false }) },
    ];
    return bar;
  }
  if (p?.kind === 'hills') {
    bar.prompt = ow(lang, 'prompt.hills', { fighter: s.fighters[p.testerId]!.name, player: s.players[p.side] });
    bar.actions = hudActions(s, lang).map((a) => ({ id: a.id, label: a.label, onClick: a.onClick, disabled: false }));
    return bar;
  }
  const o = optionsFor(s, selectedId);
  if (!o || !selectedId) {
    bar.prompt = ow(lang, 'prompt.select');
    return bar;
  }
  const f = s.fighters[selectedId]!;
  if (s.objective && !cannotLeave(s, f)) {
    bar.actions.push({ id: 'leave', label: ow(lang, 'act.leave', { edge: ow(lang, `edge.${s.objective.edge}`) }), onClick: () => act({ type: 'leaveTable', fighterId: f.id }), disabled: false });
  }
  if (!cannotDismount(s, f)) bar.actions.push({ id: 'dismount', label: ow(lang, 'act.dismount'), onClick: () => act({ type: 'dismount', fighterId: f.id }), disabled: false });
  if (!cannotMount(s, f)) bar.actions.push({ id: 'mount', label: ow(lang, 'act.mount'), onClick: () => act({ type: 'mount', fighterId: f.id }), disabled: false });
  if (o.canStandUp) bar.actions.push({ id: 'standUp', label: ow(lang, 'act.standUp'), onClick: () => act({ type: 'standUp', fighterId: f.id }), disabled: false });
  if (!o.moveBlocked) {
    if (moveTo) {
      const plan = planDrop(s, f.id, moveTo);
      bar.actions.push({
        id: 'moveHere', label: ow(lang, 'act.moveHere', { cost: r1(plan.cost), left: r1(o.moveLeft) }),
        onClick: () => dropAt(f.id, moveTo), disabled: !plan.ok, ...(plan.reason ? { hint: explain(lang, plan.reason) } : {}),
      });
    }
    bar.move = { from: f.pos, bounds: { width: s.table.width, height: s.table.height }, onMove: (x, y) => dropAt(f.id, { x, y }) };
    bar.prompt = ow(lang, 'prompt.charge');
    bar.targets = o.charges.filter((c) => c.ok).map((c) => ({
      id: c.targetId,
      label: `${ow(lang, 'prompt.charge')}: ${s.fighters[c.targetId]!.name}` + (s.fighters[c.targetId]!.fearsome && !(f.braved ?? []).includes(c.targetId)
        ? ` ${ow(lang, 'charge.fear', { p: formatPercent(lang, pPluckPass(f.profile.p)) })}` : ''),
      onPick: () => act({ type: 'charge', fighterId: f.id, targetId: c.targetId }),
    }));
  } else if (!o.shootBlocked) {
    bar.prompt = ow(lang, 'prompt.shoot');
    bar.targets = o.shots.filter((x) => x.info.ok).map((x) => ({
      id: x.targetId, label: `${ow(lang, 'prompt.shoot')}: ${s.fighters[x.targetId]!.name}`, onPick: () => useUi.getState().aim(x.targetId),
    }));
    const aimed = o.shots.find((x) => x.targetId === aimId && x.info.ok);
    if (aimed) {
      bar.actions.push({
        id: 'fire', label: ow(lang, 'act.fire', { target: s.fighters[aimed.targetId]!.name }),
        onClick: () => act({ type: 'shoot', fighterId: f.id, targetId: aimed.targetId }), disabled: false,
      });
    }
  }
  return bar;
}

/** The reason a selected fighter cannot act now, for the action bar's hint. */
export function selectedHint(s: OWState, lang: Lang, selectedId: string | null): string | null {
  const o = optionsFor(s, selectedId);
  const r = !o ? null : s.phase === 'move' ? o.moveBlocked : s.phase === 'shoot' ? o.shootBlocked : null;
  return r ? explain(lang, r) : null;
}

/** OW-31: while the second hero bids, the first one's Fame shows as before its secret bid. */
function shownFame(s: OWState, id: string): number {
  const f = s.fighters[id]!;
  const step = s.queue[0];
  if (s.pending?.kind !== 'fameBid' || step?.t !== 'duel' || !step.bids || !step.heroIds) return f.fame;
  const side = step.heroIds.indexOf(id);
  return side >= 0 && side !== s.pending.side ? f.fame + (step.bids[side] ?? 0) : f.fame;
}

export function unitRows(s: OWState, lang: Lang, selectedId: string | null): UnitRow[] {
  return s.order.map((id) => {
    const f = s.fighters[id]!;
    const bits: string[] = [];
    if (f.status === 'out') bits.push(ow(lang, 'unit.out'));
    else if (f.status === 'fled') bits.push(ow(lang, 'unit.fled'));
    else if (f.status === 'left') bits.push(ow(lang, 'unit.left'));
    else {
      if (f.woundsLost) bits.push(ow(lang, 'unit.wounds', { n: f.woundsLost, w: f.profile.w }));
      if (f.mount) bits.push(ow(lang, 'unit.mounted', { mount: ow(lang, `mount.${f.mount}`) }));
      if (f.onGround) bits.push(ow(lang, 'unit.down'));
      if (f.charged) bits.push(ow(lang, 'unit.charged'));
      else if (s.phase === 'move' && f.side === s.active) bits.push(ow(lang, 'unit.move', { left: r1(Math.max(0, 6 - f.moveUsed)) }));
      if (s.phase === 'shoot' && f.shot) bits.push(ow(lang, 'unit.shot'));
      if (f.profile.fame || f.profile.fortune) bits.push(ow(lang, 'unit.fame', { fame: shownFame(s, id), fortune: f.fortune }));
    }
    const p = f.profile;
    return {
      id, name: f.name, side: f.side, color: hex(s.posses[f.side].color),
      status: bits.join(' · '),
      detail: `Sh ${p.sh}+ F${p.f} S${p.s} G${p.g} A${p.a} W${p.w} P${p.p}`,
      selectable: f.status === 'ok',
      selected: id === selectedId,
    };
  });
}

export function oddsFor(s: OWState, selectedId: string | null, aimId: string | null, focusFightId: string | null): Preview | null {
  const p = s.pending;
  if (p?.kind === 'hills') return oldwest.preview(s, { type: 'hillsTest' });
  if (!p && s.phase === 'drop') return oldwest.preview(s, { type: 'rollDrop' });
  if (p?.kind === 'fame') return oldwest.preview(s, { type: 'fame', points: 0 });
  if (p?.kind === 'fortune') return oldwest.preview(s, { type: 'fortune', use: true });
  if (p?.kind === 'chooseFight') {
    const fight = s.fights.find((f) => f.id === focusFightId && !f.resolved) ?? s.fights.find((f) => !f.resolved);
    return fight ? fightPreview(s, fight.id) : null;
  }
  if (p?.kind === 'strike') {
    // Every possible target's odds at once, so the choice is made knowing them.
    const chances = p.targetIds.flatMap((targetId) => oldwest.preview(s, { type: 'strike', targetId })?.chances ?? []);
    return { title: 'strike', chances };
  }
  if (p?.kind === 'heroics' || p?.kind === 'backOff' || p?.kind === 'fameBid') return null;
  if (s.phase === 'shoot' && selectedId && aimId) return shotPreview(s, selectedId, aimId);
  return null;
}

export function chanceText(lang: Lang, key: string, params: Record<string, unknown> = {}): string {
  const k = `odds.${key}` as Parameters<typeof ow>[1];
  return ow(lang, k, params);
}

/** A drop on the table: a charge when it lands by an enemy, else a move. */
export function dropAt(fighterId: string, at: Vec): void {
  const s = currentState();
  if (!s) return;
  const plan = planDrop(s, fighterId, at);
  if (plan.chargeTargetId) act({ type: 'charge', fighterId, targetId: plan.chargeTargetId, to: at });
  else act({ type: 'move', fighterId, to: { x: Math.round(at.x * 100) / 100, y: Math.round(at.y * 100) / 100 } });
}

export function probe(lang: Lang, unitId: string, at: Vec): DragProbe {
  const s = currentState();
  if (!s) return { path: [], end: at, ok: false, label: '' };
  const plan = planDrop(s, unitId, at);
  const label = !plan.ok
    ? (plan.reason ? explain(lang, plan.reason) : '')
    : plan.chargeTargetId
      ? ow(lang, 'drag.charge', { target: s.fighters[plan.chargeTargetId]!.name, cost: r1(plan.cost) })
      : ow(lang, 'drag.label', { cost: r1(plan.cost), left: r1(plan.budget) });
  // OW-GAP-2: the odds of each jump before the die (1 stops short, 2-5 stops over, 6 goes on).
  const jump = (plan.ok && plan.jumps ? ` · ${ow(lang, 'drag.jump', { n: plan.jumps })}` : '') + (plan.ok && plan.climbs ? ` · ${ow(lang, 'drag.climb', { n: plan.climbs })}` : '');
  return { path: plan.path, end: plan.end, ok: plan.ok, label: label + jump };
}

export function canDrag(unitId: string): boolean {
  const s = currentState();
  const o = s ? optionsFor(s, unitId) : null;
  return !!o && !o.moveBlocked;
}

export function onIntent(intent: BoardIntent): void {
  const s = currentState();
  if (!s) return;
  const ui = useUi.getState();
  if (intent.type === 'dropUnit') {
    ui.select(intent.unitId);
    dropAt(intent.unitId, { x: intent.x, y: intent.y });
    return;
  }
  if (intent.type === 'tapUnit') {
    const id = intent.unitId;
    const p = s.pending;
    if (p?.kind === 'strike' && p.targetIds.includes(id)) return void ui.aim(id);
    if (p?.kind === 'backOff' && p.fighterIds.includes(id)) return void act({ type: 'backOff', fighterId: id });
    if (p?.kind === 'chooseFight') {
      const fight = s.fights.find((f) => !f.resolved && f.fighterIds.includes(id));
      if (fight) ui.focusFight(fight.id);
      return;
    }
    const sel = ui.selectedId ? s.fighters[ui.selectedId] : undefined;
    const target = s.fighters[id];
    if (sel && target && target.side !== sel.side) {
      const o = optionsFor(s, sel.id);
      if (o && !o.shootBlocked && o.shots.some((x) => x.targetId === id)) return void ui.aim(id);
      const charge = o?.charges.find((c) => c.targetId === id && c.ok);
      if (charge) return void act({ type: 'charge', fighterId: sel.id, targetId: id });
    }
    ui.select(target?.status === 'ok' ? id : null);
    return;
  }
  if (intent.type === 'tapTable') {
    const o = optionsFor(s, ui.selectedId);
    if (o && !o.moveBlocked) ui.setMoveTo({ x: intent.x, y: intent.y });
    else ui.select(null);
  }
}
