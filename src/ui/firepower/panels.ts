// What the Firepower planning panels show, asked of the rules: fire orders with their odds, the
// grenade throw, the melee, and the tapped hex. The React panels only draw these.
import { axialToOffset, hexEquals, neighbor } from '../../core/hex/hexMath';
import type { HexCoord } from '../../core/hex/types';
import { range } from '../../rules/firepower/arc';
import { hitNumber, WEAPONS } from '../../rules/firepower/chart';
import { grenadePlan, meleePlan, type GrenadePlan, type MeleePlan } from '../../rules/firepower/combatPreview';
import { aliveIn, cannotFire, losFor, shotModifiers } from '../../rules/firepower/fire';
import { pShotHits, total, type Modifier } from '../../rules/firepower/odds';
import { fpPreviewLines } from '../../rules/firepower/oddsLines';
import { featureBetween, terrainAt } from '../../rules/firepower/terrain';
import type { LosReason } from '../../rules/firepower/los';
import type { FPRefusal } from '../../rules/firepower/refusals';
import type { FPAction, FPState, Soldier } from '../../rules/firepower/types';
import type { FireOrders } from './fpUi';
import { actingSoldier, reachOf } from './view';

export interface FireTarget {
  id: string;
  name: string;
  count: number;
  /** Most this target may get: 1 burst each (FP-28), or every shot (FP-29). */
  max: number;
  hit: number;
  modifiers: Modifier[];
  perShot: number;
  /** Chance that what is allotted kills him. */
  kill: number;
}

export interface FireModel {
  firer: Soldier;
  hex: HexCoord;
  modes: ('auto' | 'semi')[];
  orders: FireOrders;
  /** Bursts (automatic) or shots (semi-automatic) to give out in all. */
  budget: number;
  /** Shots in one burst (automatic) or 1. */
  unit: number;
  targets: FireTarget[];
  reason: FPRefusal | null;
  action: FPAction | null;
}

/** Default orders: everything at the aimed soldier in the weapon's best mode. */
export function defaultOrders(s: FPState, firer: Soldier, aimId: string): FireOrders {
  const w = WEAPONS[firer.weapon];
  const mode = w.auto && !cannotFire(s, firer, s.soldiers[aimId]!.pos, 'auto') ? 'auto' : 'semi';
  return { mode, counts: { [aimId]: mode === 'auto' ? 1 : (w.semi?.shots ?? 1) }, after: 0 };
}

/** FP-17..FP-32: fire orders at the aimed soldier's hex, split among the enemies there. */
export function fireModel(s: FPState, selectedId: string | null, aimId: string | null, orders: FireOrders | null): FireModel | null {
  const firer = actingSoldier(s, selectedId);
  const aimed = aimId ? s.soldiers[aimId] : undefined;
  if (!firer || !aimed || aimed.status !== 'ok' || aimed.side === firer.side) return null;
  const w = WEAPONS[firer.weapon];
  const modes = (['auto', 'semi'] as const).filter((m) => (m === 'auto' ? w.auto : w.semi) && !cannotFire(s, firer, aimed.pos, m));
  const o = orders && modes.includes(orders.mode) ? orders : defaultOrders(s, firer, aimed.id);
  const budget = o.mode === 'auto' ? w.auto?.bursts ?? 0 : w.semi?.shots ?? 0;
  const perUnit = o.mode === 'auto' ? w.auto?.shots ?? 0 : 1;
  const hit = hitNumber(firer.weapon, o.mode, range(firer.pos, aimed.pos)) ?? 0;
  const enemies = aliveIn(s, aimed.pos).filter((x) => x.side !== firer.side);
  const targets = enemies.map((t) => {
    const los = losFor(s, firer, t.pos, t.posture, t.across);
    const modifiers = shotModifiers(s, firer, t, los, o.after);
    const perShot = los.state === 'blocked' ? 0 : pShotHits(hit, total(modifiers));
    const count = Math.max(0, o.counts[t.id] ?? 0);
    return { id: t.id, name: t.name, count, max: o.mode === 'auto' ? 1 : budget, hit, modifiers, perShot, kill: 0 };
  });
  const given = targets.reduce((n, t) => n + t.count, 0);
  const reason = cannotFire(s, firer, aimed.pos, o.mode);
  const shots = targets.filter((t) => t.count > 0).map((t) => ({ targetId: t.id, count: t.count }));
  const action: FPAction | null = shots.length && !reason && given <= budget
    ? { type: 'fire', soldierId: firer.id, targetHex: aimed.pos, mode: o.mode, shots, ...(o.after ? { after: o.after } : {}) }
    : null;
  // FP-32: each target's chance to die under these orders, from the rules' own resolution.
  const lines = action ? fpPreviewLines(s, action) : null;
  const killOf = (name: string) => lines?.find((l) => l.chance.key === 'fpKilled' && l.chance.params?.target === name)?.chance.p ?? 0;
  return { firer, hex: aimed.pos, modes, orders: o, budget, unit: perUnit, targets: targets.map((t) => ({ ...t, kill: t.count ? killOf(t.name) : 0 })), reason, action };
}

/** Orders with one more (or fewer) burst or shot at a target, within the budget. */
export function adjustOrders(m: FireModel, id: string, delta: 1 | -1): FireOrders {
  const t = m.targets.find((x) => x.id === id)!;
  const given = m.targets.reduce((n, x) => n + x.count, 0);
  const next = Math.max(0, Math.min(t.max, t.count + delta));
  if (delta > 0 && given >= m.budget) return m.orders;
  return { ...m.orders, counts: { ...m.orders.counts, [id]: next } };
}

export interface GrenadeModel extends GrenadePlan {
  thrower: Soldier;
  hex: HexCoord;
  action: FPAction | null;
}

export function grenadeModel(s: FPState, selectedId: string | null, hex: HexCoord | null, vertex: 'left' | 'right'): GrenadeModel | null {
  const x = actingSoldier(s, selectedId);
  if (!x || !hex || !x.grenades) return null;
  const plan = grenadePlan(s, x.id, hex, vertex);
  const action: FPAction | null = plan.ok ? { type: 'grenade', soldierId: x.id, targetHex: hex, ...(plan.vertex ? { vertex } : {}) } : null;
  // FP-33, FP-34: where it lands, from the rules' own resolution of the throw.
  const lines = action ? fpPreviewLines(s, action) : null;
  const p = (key: string) => lines?.find((l) => l.chance.key === key)?.chance.p ?? 0;
  const odds = lines ? { hex: p('fpThrowHex'), scatter: p('fpThrowScatter'), dud: p('fpThrowDud') } : plan.odds;
  return { ...plan, odds, thrower: x, hex, action };
}

export function meleeModel(s: FPState, selectedId: string | null): (MeleePlan & { action: FPAction | null; hex: HexCoord }) | null {
  const x = actingSoldier(s, selectedId);
  const plan = x ? meleePlan(s, x.id) : null;
  if (!x || !plan) return null;
  const hex = s.soldiers[plan.defenders[0]!]!.pos;
  const action: FPAction | null = plan.ok ? { type: 'melee', soldierIds: plan.attackers, targetHex: hex } : null;
  // FP-41, FP-42: the attackers' chance, from the rules' own resolution of the melee.
  const win = action ? fpPreviewLines(s, action)?.find((l) => l.chance.key === 'fpMeleeWin')?.chance.p : undefined;
  return { ...plan, ...(win === undefined ? {} : { p: win }), hex, action };
}

export interface HexModel {
  hex: HexCoord;
  col: number;
  row: number;
  terrain: string;
  sides: { side: number; feature: 'fence' | 'hedge' }[];
  soldiers: Soldier[];
  los: { from: Soldier; state: 'clear' | 'hindered' | 'blocked'; hindrance: number; reasons: LosReason[]; range: number } | null;
  move: { cost: number; actions: FPAction[] } | null;
  canThrow: boolean;
}

/** The tapped or hovered hex: where it is, what is there, and the acting soldier's sight of it. */
export function hexModel(s: FPState, selectedId: string | null, hex: HexCoord): HexModel | null {
  const { col, row } = axialToOffset(hex);
  if (col < 0 || row < 0 || col >= s.map.cols || row >= s.map.rows) return null;
  const sides = [0, 1, 2, 3, 4, 5].flatMap((side) => {
    const f = featureBetween(s.map, hex, neighbor(hex, side));
    return f ? [{ side, feature: f as 'fence' | 'hedge' }] : [];
  });
  const soldiers = aliveIn(s, hex);
  const me = actingSoldier(s, selectedId);
  let los: HexModel['los'] = null;
  let move: HexModel['move'] = null;
  let canThrow = false;
  if (me && !hexEquals(me.pos, hex)) {
    const target = soldiers.find((x) => x.side !== me.side);
    const l = losFor(s, me, hex, target?.posture ?? 'standing', target?.across ?? null);
    los = { from: me, state: l.state, hindrance: l.hindrance, reasons: l.reasons, range: range(me.pos, hex) };
    const path = reachOf(s, me.id).find((r) => hexEquals(r.hex, hex));
    if (path) move = { cost: path.cost, actions: path.actions };
    canThrow = !!grenadeModel(s, me.id, hex, 'right')?.ok;
  }
  return { hex, col, row, terrain: terrainAt(s.map, hex), sides, soldiers, los, move, canThrow };
}
