// What a player may do with one fighter right now, for the board's highlights and the action bar.
import { norm } from '../../core/exactMath';
import { reachMap, toBoardReach, type ReachCells } from '../../core/table/pathing';
import { buildTerrainIndex, HIGH_BARRIER } from '../../core/table/terrainIndex';
import { BASE_RADIUS, type Vec } from '../../core/table/types';
import { WEAPONS, weaponRange } from './profiles';
import { cannotMove, cannotStandUp, moveLeft, moveRules, planCharge, planFighterMove, planReason } from './movement';
import type { Reason } from './reasons';
import { cannotShoot, shotInfo, type ShotInfo } from './shooting';
import { aliveFighters, CONTROL_ZONE, fighter } from './state';
import type { OWState } from './types';

export interface ChargeOption {
  targetId: string;
  ok: boolean;
  to: Vec | null;
  reason: Reason | null;
}

export interface FighterOptions {
  fighterId: string;
  moveBlocked: Reason | null;
  moveLeft: number;
  reach: ReachCells | null;
  charges: ChargeOption[];
  shootBlocked: Reason | null;
  shots: { targetId: string; info: ShotInfo }[];
  /** Weapon range in inches from the base edge, or 0 without a gun. */
  range: number;
  canStandUp: boolean;
}

export function fighterOptions(s: OWState, fighterId: string): FighterOptions {
  const f = fighter(s, fighterId);
  const moveBlocked = cannotMove(s, f);
  const enemies = aliveFighters(s).filter((e) => e.side !== f.side);
  const charges: ChargeOption[] = moveBlocked
    ? []
    : enemies
        .filter((e) => norm(e.pos.x - f.pos.x, e.pos.y - f.pos.y) <= moveLeft(f) + 2 * BASE_RADIUS + 0.01)
        .map((e) => {
          const c = planCharge(s, f, e);
          return c.ok ? { targetId: e.id, ok: true, to: c.to, reason: null } : { targetId: e.id, ok: false, to: null, reason: c.reason };
        });
  const reach = moveBlocked ? null : toBoardReach(reachMap(buildTerrainIndex(s.table), moveRules(s, f)), moveLeft(f));
  const shootBlocked = cannotShoot(s, f);
  const shots = shootBlocked ? [] : enemies.map((e) => ({ targetId: e.id, info: shotInfo(s, f.id, e.id) }));
  return {
    fighterId,
    moveBlocked,
    moveLeft: moveLeft(f),
    reach,
    charges,
    shootBlocked,
    shots,
    range: f.weapon === 'none' ? 0 : weaponRange(f.weapon, f.profile),
    canStandUp: !cannotStandUp(s, f),
  };
}

/** Control zones of the enemies of a side (centre radius: base, then 1"). */
export function enemyZones(s: OWState, side: 0 | 1): { x: number; y: number; r: number }[] {
  return aliveFighters(s)
    .filter((e) => e.side !== side)
    .map((e) => ({ x: e.pos.x, y: e.pos.y, r: BASE_RADIUS + CONTROL_ZONE }));
}

export interface DragPlan {
  ok: boolean;
  path: Vec[];
  end: Vec;
  cost: number;
  budget: number;
  /** The enemy charged when the drop lands on or beside one. */
  chargeTargetId: string | null;
  /** Barriers the route jumps, and walls or drops it climbs (OW-GAP-2: a d6 each). */
  jumps: number;
  climbs: number;
  reason: Reason | null;
}

const jumpsOf = (jumps: { height: number }[]) => ({
  jumps: jumps.filter((j) => j.height <= HIGH_BARRIER).length,
  climbs: jumps.filter((j) => j.height > HIGH_BARRIER).length,
});

/** Where a dragged fighter would go if dropped at `at`: a move, or a charge when near an enemy. */
export function planDrop(s: OWState, fighterId: string, at: Vec): DragPlan {
  const f = fighter(s, fighterId);
  const budget = moveLeft(f);
  const blocked = cannotMove(s, f);
  if (blocked) return { ok: false, path: [f.pos, at], end: at, cost: 0, budget, chargeTargetId: null, reason: blocked, jumps: 0, climbs: 0 };
  const enemy = aliveFighters(s).find(
    (e) => e.side !== f.side && norm(e.pos.x - at.x, e.pos.y - at.y) < 2 * BASE_RADIUS + 0.35,
  );
  if (enemy) {
    const c = planCharge(s, f, enemy, at);
    if (c.ok) return { ok: true, path: c.plan.path, end: c.to, cost: c.plan.cost, budget, chargeTargetId: enemy.id, reason: null, ...jumpsOf(c.plan.jumps) };
    return { ok: false, path: [f.pos, at], end: at, cost: 0, budget, chargeTargetId: enemy.id, reason: c.reason, jumps: 0, climbs: 0 };
  }
  const plan = planFighterMove(s, f, at);
  if (plan.ok) return { ok: true, path: plan.path, end: at, cost: plan.cost, budget, chargeTargetId: null, reason: null, ...jumpsOf(plan.jumps) };
  return { ok: false, path: [f.pos, at], end: at, cost: plan.cost ?? 0, budget, chargeTargetId: null, reason: planReason(plan), jumps: 0, climbs: 0 };
}

export const weaponName = (s: OWState, id: string) => WEAPONS[fighter(s, id).weapon].name;
