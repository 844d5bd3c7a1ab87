// The Firepower match screen's glue: HUD buttons, the action bar, the roster, the odds, and what a
// tap on the hex board does. It asks the rules (src/rules/firepower) and never decides.
import type { HexBoardIntent } from '../../board/hex/types';
import type { Preview } from '../../core/ruleset';
import { hexEquals, hexKey, neighbor, rotateSide } from '../../core/hex/hexMath';
import { meleePlan } from '../../rules/firepower/combatPreview';
import { featureBetween } from '../../rules/firepower/terrain';
import { WEAPONS } from '../../rules/firepower/chart';
import { cannotThrow } from '../../rules/firepower/grenade';
import { enterCost } from '../../rules/firepower/impulse';
import { shotOdds } from '../../rules/firepower/preview';
import type { FPAction, FPState, Soldier } from '../../rules/firepower/types';
import { formatPercent } from '../../i18n';
import { matchStore } from '../../store/matchStore';
import { sendAction } from '../match/sendAction';
import { useUi } from '../../store/uiStore';
import type { ActionButton, TargetOption } from '../panels/ActionBar';
import type { HudAction } from '../panels/Hud';
import type { UnitRow } from '../panels/UnitList';
import { useFpUi, type FpUiState } from './fpUi';
import { fireModel, grenadeModel, meleeModel } from './panels';
import { fpPreview } from '../../rules/firepower/oddsLines';
import { fpp } from './panelStrings';
import { explainFPError } from './refusals';
import { fp } from './strings';
import { actingSoldier, reachOf } from './view';
import { sideCss } from '../theme/sides';

type Lang = 'en' | 'ru';
export const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;

export function currentFP(): FPState | null {
  const s = matchStore.getState().state as FPState | null;
  return s && s.system === 'firepower' ? s : null;
}

export function actFP(action: FPAction): boolean {
  return sendAction(action, explainFPError, () => useFpUi.setState({ grenadeAt: null, orders: null, inspect: null, stack: null }));
}

/** Plays actions one by one (a move along a reach path); stops at the first refusal. */
export function actAll(actions: readonly FPAction[]): boolean {
  for (const a of actions) if (!actFP(a)) return false;
  return true;
}

export function fpHud(s: FPState, lang: Lang): HudAction[] {
  if (s.phase === 'draw') return [{ id: 'draw', label: fp(lang, 'act.draw'), onClick: () => actFP({ type: 'drawChip' }), primary: true }];
  if (s.phase === 'impulse') {
    return [{ id: 'end', label: fp(lang, s.current ? 'act.endImpulse' : 'act.skipImpulse'), onClick: () => actFP({ type: 'endImpulse' }), primary: !!s.current }];
  }
  return [];
}

const living = (s: FPState) => s.order.map((id) => s.soldiers[id]!).filter((x) => x.status === 'ok');

export interface FPBar {
  prompt: string;
  actions: ActionButton[];
  targets: TargetOption[];
  hint: string | null;
}

export function fpActionBar(s: FPState, lang: Lang, selectedId: string | null, aimId: string | null): FPBar {
  const bar: FPBar = { prompt: '', actions: [], targets: [], hint: null };
  if (s.phase !== 'impulse') return bar;
  if (!s.current) {
    bar.prompt = fp(lang, 'prompt.start', { n: s.impulse });
    const ready = living(s).filter((x) => x.side === s.active && !s.acted.includes(x.id));
    const byHex = new Map<string, Soldier[]>();
    for (const x of ready) byHex.set(hexKey(x.pos), [...(byHex.get(hexKey(x.pos)) ?? []), x]);
    for (const x of ready) bar.targets.push({ id: x.id, label: fp(lang, 'act.start', { name: x.name }), onPick: () => actFP({ type: 'startImpulse', soldierIds: [x.id] }) });
    for (const [k, group] of byHex) {
      if (group.length < 2) continue;
      bar.targets.push({
        id: `stack-${k}`, label: fp(lang, 'act.startStack', { n: group.length, names: group.map((g) => g.name).join(', ') }),
        onPick: () => actFP({ type: 'startImpulse', soldierIds: group.map((g) => g.id) }),
      });
    }
    return bar;
  }
  const x = actingSoldier(s, selectedId);
  if (!x) return bar;
  const id = x.id;
  const mf = s.current.mf[id] ?? 0;
  bar.prompt = fp(lang, 'prompt.act', { name: x.name, mf });
  const front = neighbor(x.pos, x.facing);
  const enemyAhead = living(s).find((e) => e.side !== x.side && hexEquals(e.pos, front));
  const button = (bid: string, label: string, action: FPAction, disabled = false): ActionButton => ({ id: bid, label, onClick: () => actFP(action), disabled });
  if (!enemyAhead) {
    const cost = enterCost(s, x, front).cost;
    bar.actions.push(button('forward', fp(lang, 'act.forward', { cost }), { type: 'enter', soldierId: id, to: front }, cost > mf));
  }
  bar.actions.push(button('left', fp(lang, 'act.turnLeft'), { type: 'turn', soldierId: id, facing: rotateSide(x.facing, -1) }, mf < 1));
  bar.actions.push(button('right', fp(lang, 'act.turnRight'), { type: 'turn', soldierId: id, facing: rotateSide(x.facing, 1) }, mf < 1));
  const crossSide = x.across !== null && x.facing === (x.across + 3) % 6 ? x.across : x.facing;
  const crossFeature = x.across === x.facing ? null : featureBetween(s.map, x.pos, neighbor(x.pos, crossSide));
  if (crossFeature) {
    const key = crossSide === x.facing ? 'act.cross' : 'act.crossBack';
    bar.actions.push(button('cross', fpp(lang, key, { feature: fpp(lang, `feature.${crossFeature}`) }), { type: 'cross', soldierId: id }, mf < 1));
  }
  bar.actions.push(x.posture === 'prone'
    ? button('stand', fp(lang, 'act.stand'), { type: 'posture', soldierId: id, posture: 'standing' }, mf < 2)
    : button('prone', fp(lang, 'act.prone'), { type: 'posture', soldierId: id, posture: 'prone' }, mf < 1));
  const w = WEAPONS[x.weapon];
  for (const e of living(s).filter((k) => k.side !== x.side)) {
    // shotOdds.ok already asks cannotFire for the weapon's mode.
    const o = shotOdds(s, id, e.id);
    if (o.ok) bar.targets.push({ id: `aim-${e.id}`, label: `${e.name}: ${formatPercent(lang, o.burst ?? o.semi ?? 0)}`, onPick: () => useUi.getState().aim(e.id) });
  }
  const aimed = aimId ? s.soldiers[aimId] : undefined;
  if (aimed && aimed.status === 'ok') {
    const o = shotOdds(s, id, aimed.id);
    if (o.ok) {
      if (w.auto) bar.actions.push(button('burst', fp(lang, 'act.fireAuto', { target: aimed.name }), { type: 'fire', soldierId: id, targetHex: aimed.pos, mode: 'auto', shots: [{ targetId: aimed.id, count: 1 }] }));
      if (w.semi) {
        bar.actions.push(button('semi', fp(lang, 'act.fireSemi', { target: aimed.name, n: w.semi.shots }), { type: 'fire', soldierId: id, targetHex: aimed.pos, mode: 'semi', shots: [{ targetId: aimed.id, count: w.semi.shots }] }));
      }
      bar.hint = fp(lang, 'hint.mods', { list: o.modifiers.map((m) => fp(lang, `mod.${m.key}` as Parameters<typeof fp>[1], { v: m.value })).join(', ') || '0' });
    }
    if (!cannotThrow(s, x, aimed.pos)) bar.actions.push(button('grenade', fp(lang, 'act.grenade', { target: aimed.name }), { type: 'grenade', soldierId: id, targetHex: aimed.pos }));
  }
  const m = enemyAhead ? meleePlan(s, id) : null;
  if (m && enemyAhead) bar.actions.push(button('melee', fp(lang, 'act.melee', { target: enemyAhead.name }), { type: 'melee', soldierIds: m.attackers, targetHex: front }, !m.ok));
  return bar;
}

export function fpUnitRows(s: FPState, lang: Lang, selectedId: string | null): UnitRow[] {
  return s.order.map((id) => {
    const x = s.soldiers[id]!;
    const bits = [fpp(lang, `posture.${x.posture}`), ...(['running', 'suppressed', 'stunned'] as const).filter((k) => x[k]).map((k) => fpp(lang, `state.${k}`))];
    if (x.status !== 'ok') bits.splice(0, bits.length, fp(lang, 'unit.dead'));
    else if (s.current?.soldierIds.includes(id)) bits.push(`${'▮'.repeat(s.current.mf[id] ?? 0)}${'▯'.repeat(Math.max(0, 4 - (s.current.mf[id] ?? 0)))} ${fp(lang, 'unit.mf', { mf: s.current.mf[id] ?? 0 })}`);
    if (x.status === 'ok' && x.across !== null) bits.push(fpp(lang, 'legend.crossed'));
    else if (s.acted.includes(id)) bits.push(fp(lang, 'unit.acted'));
    return {
      id, name: x.name, side: x.side, color: sideCss(x.side, s.sides[x.side].color), status: bits.join(' · '),
      detail: `${WEAPONS[x.weapon].name[lang]}${x.grenades ? ` ${fpp(lang, 'unit.grenades')}` : ''}`, selectable: x.status === 'ok', selected: id === selectedId,
    };
  });
}

/**
 * The odds panel: the grenade being aimed, else the fire orders being written, else the melee
 * into the hex ahead (FP-28..FP-42), each from the rules' own resolution of that action.
 */
export function fpOdds(s: FPState, selectedId: string | null, aimId: string | null, plan: Pick<FpUiState, 'grenadeAt' | 'vertex' | 'orders'>): Preview | null {
  const g = grenadeModel(s, selectedId, plan.grenadeAt, plan.vertex);
  if (g?.action) return fpPreview(s, g.action);
  const f = fireModel(s, selectedId, aimId, plan.orders);
  if (f?.action) return fpPreview(s, f.action);
  const m = meleeModel(s, selectedId);
  const aimed = aimId ? s.soldiers[aimId] : undefined;
  if (m?.action && (!aimed || hexEquals(aimed.pos, m.hex))) return fpPreview(s, m.action);
  return null;
}

export function onHexIntent(intent: HexBoardIntent): void {
  const s = currentFP();
  if (!s) return;
  const ui = useUi.getState();
  const plan = useFpUi.getState();
  if (intent.type === 'hoverHex') return plan.setHover(intent.hex);
  if (intent.type === 'tapCounter') {
    const x = s.soldiers[intent.id];
    if (!x) return;
    const stack = s.order.filter((k) => s.soldiers[k]!.status === 'ok' && hexEquals(s.soldiers[k]!.pos, x.pos));
    plan.openStack(stack.length > 1 ? x.pos : null);
    const mine = s.current?.soldierIds.includes(x.id);
    if (mine || x.side === s.active || !s.current) return void ui.select(x.id);
    plan.aimGrenade(null);
    plan.setInspect(x.pos);
    return void ui.aim(x.id);
  }
  if (intent.type === 'tapHex') {
    const to = { q: intent.q, r: intent.r };
    plan.openStack(null);
    const x = actingSoldier(s, ui.selectedId);
    // A second tap on the hex shown in the hex panel moves there, when it is in reach.
    if (x && plan.inspect && hexEquals(plan.inspect, to)) {
      const path = reachOf(s, x.id).find((r) => hexEquals(r.hex, to));
      if (path) return void actAll(path.actions);
    }
    ui.aim(null);
    plan.aimGrenade(null);
    plan.setInspect(to);
  }
}
