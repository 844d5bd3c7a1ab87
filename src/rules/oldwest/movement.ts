// Movin' (OW-GAP-2): moves, charges (OW-1), standing up, jumping barriers.
import { cosSin, norm, unit } from '../../core/exactMath';
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { reason, refuse, refuseWith, say, type Reason, type ReasonKey } from './reasons';
import { queueNext } from '../../core/steps';
import { heroicAllows, yeeHawTooFar } from './heroics';
import { planMove, reachChecker, type MoveRules } from '../../core/table/pathing';
import type { MoveChecker } from '../../core/table/moveCheck';
import type { TerrainLists } from '../../core/table/terrainLists';
import { buildTerrainIndex, HIGH_BARRIER } from '../../core/table/terrainIndex';
import { findNearestFree } from '../../core/table/pathing';
import { closestOnSegment } from '../../core/table/geometry';
import { barrierContactSpots, FACING_GAP } from '../../core/table/obstacleContact';
import { BASE_RADIUS, type Vec } from '../../core/table/types';
import { MOUNTS, moveOf } from './profiles';
import { alive, basesAround, CONTROL_ZONE, engaged, fighter } from './state';
import type { Fighter, OWState, Step } from './types';
import { offerFame } from './fame';
import type { OWEvent } from './events';

/** Why a fighter may not move now, or null when it may. */
export function cannotMove(s: OWState, f: Fighter): Reason | null {
  const fighter = f.name;
  if (s.phase !== 'move') return reason('notMovePhase');
  if (s.pending) return reason('answerFirst');
  if (f.side !== s.active) return reason('notYourMove', { player: s.players[s.active] });
  if (!heroicAllows(s, f)) return reason('notInHeroic', { fighter, hero: s.fighters[s.heroics!.current!.heroId]!.name });
  if (f.status !== 'ok') return reason('outOfFight', { fighter });
  if (f.charged) return reason('hasCharged', { fighter });
  if (engaged(s, f)) return reason('inContact', { fighter });
  if (f.onGround) return reason('onGroundStand', { fighter });
  if (moveOf(f) - f.moveUsed <= 1e-6) return reason('moveUsed', { fighter });
  return null;
}

export const moveLeft = (f: Fighter): number => Math.max(0, moveOf(f) - f.moveUsed);

/** The movement constraints of a fighter: other bases, enemy control zones (1" from their edge). */
export function moveRules(s: OWState, f: Fighter, chargeTargetId?: string, quick = false): MoveRules {
  // A charge may also enter the zones of enemies standing within 1" of its target: their zones
  // overlap the target's, and a line of men could otherwise never be charged (house default).
  const target = chargeTargetId ? s.fighters[chargeTargetId] : undefined;
  const near = 2 * BASE_RADIUS + CONTROL_ZONE + 1e-6;
  // One pass over the living fighters, in turn order (a move is planned for every action that
  // moves, so this is on the path of every replay): the others' bases, then the enemies' zones.
  const models: MoveRules['models'] = [];
  const zones: MoveRules['zones'] = [];
  for (const id of s.order) {
    const m = s.fighters[id]!;
    if (!alive(m) || m.id === f.id) continue;
    const enemy = m.side !== f.side;
    models.push({ id: m.id, x: m.pos.x, y: m.pos.y, r: BASE_RADIUS, enemy } as MoveRules['models'][number]);
    const besideTarget = target !== undefined && m.id !== target.id && norm(m.pos.x - target.pos.x, m.pos.y - target.pos.y) <= near;
    if (enemy && !besideTarget) zones.push({ id: m.id, x: m.pos.x, y: m.pos.y, r: 2 * BASE_RADIUS + CONTROL_ZONE });
  }
  if (s.mounts) for (const k in s.mounts) {
    const m = s.mounts[k]!;
    models.push({ id: m.id, x: m.pos.x, y: m.pos.y, r: BASE_RADIUS, enemy: false } as MoveRules['models'][number]);
  }
  // Set field by field rather than spread: one object shape, built without copying.
  const out: MoveRules = { start: f.pos, r: BASE_RADIUS, budget: moveLeft(f), models, zones };
  if (f.mount) out.roughCost = MOUNTS[f.mount].roughCost;
  else out.climb = true;
  if (chargeTargetId) out.allowZoneOf = chargeTargetId;
  if (quick) out.quick = quick;
  return out;
}

/**
 * What a listing lends the charges it plans for one fighter (see moveListing.ts): the rules of a
 * charge at a target from the listing's bases, every base, and the terrain about the fighter.
 */
export interface ListingFighter {
  chargeRules(target: Fighter): MoveRules;
  models: MoveRules['models'];
  around: TerrainLists;
}

const PLAN_REASONS: Record<string, ReasonKey> = {
  'off-table': 'offTable',
  blocked: 'blocked',
  overlap: 'overlap',
  zone: 'zone',
  'too-far': 'tooFar',
};

export type MovePlan = ReturnType<typeof planMove>;

/** A route for f to `to`; `quick` when only whether there is one matters (see MoveRules.quick). */
export function planFighterMove(s: OWState, f: Fighter, to: Vec, chargeTargetId?: string, quick = false): MovePlan {
  return planMove(buildTerrainIndex(s.table), moveRules(s, f, chargeTargetId, quick), to);
}

export function planReason(plan: MovePlan): Reason | null {
  return plan.ok ? null : reason(PLAN_REASONS[plan.reason] ?? 'blocked');
}

/** [cos, sin] of the turns k * 15 degrees either way (k = 0..12) that contact spots are tried at. */
const TURNS: readonly (readonly [number, number])[] = Array.from({ length: 25 }, (_, n) => {
  const k = (n + 1) >> 1, sign = n % 2 === 1 || n === 0 ? 1 : -1;
  return cosSin((sign * k * Math.PI) / 12);
});

/**
 * Contact spot n around a target (OW-1: a charge ends in base contact), n = 0..24, nearest to
 * `toward` first: straight on, then 15 degrees either way, then 30, and so on.
 */
function contactSpot(target: Fighter, toward: Vec, n: number): Vec {
  const [c, s] = TURNS[n]!;
  const d = 2 * BASE_RADIUS;
  // turned(toward, a), with its cosine and sine worked out once.
  const ux = toward.x * c - toward.y * s, uy = toward.x * s + toward.y * c;
  return { x: target.pos.x + ux * d, y: target.pos.y + uy * d };
}

/** A charge's checker for its spots, lent by the listing (its spots are tried one charge at a time). */
let SPOTS_CK: MoveChecker | undefined;

type ChargePlan = { ok: true; to: Vec; plan: MovePlan & { ok: true } } | { ok: false; reason: Reason };

/** The answer for every target out of reach while listing (the listing reads only `ok`): one, not one a pair. */
const OUT_OF_REACH: ChargePlan = Object.freeze({ ok: false, reason: Object.freeze(reason('tooFar')) });

/**
 * The best legal charge of f at target ending near `near`: the spot and its route, or the reason.
 * `listing`, when listing the legal actions, gives the rules from the listing's bases and the
 * terrain already gathered about the fighter.
 */
export function planCharge(s: OWState, f: Fighter, target: Fighter, near?: Vec, quick = false, listing?: ListingFighter): ChargePlan {
  if (target.side === f.side || target.status !== 'ok') return { ok: false, reason: reason('chargeLiving') };
  // Every spot a charge may end on is within 2 radii (or across a barrier, the facing gap more) of
  // the target: an enemy further than that beyond the move left is out of reach by any route.
  const reach = 2 * BASE_RADIUS + FACING_GAP;
  if (norm(target.pos.x - f.pos.x, target.pos.y - f.pos.y) - reach > moveLeft(f) + 1e-6) return listing ? OUT_OF_REACH : { ok: false, reason: reason('tooFar') };
  let firstFail: MovePlan | null = null;
  // OW-17: a target touching a fence or wall may be charged across it, without base contact;
  // that is tried first when the way to it crosses a barrier, last otherwise.
  const index = buildTerrainIndex(s.table);
  const from = near ?? f.pos;
  const overBarrier = index.crossedBarriers(f.pos, target.pos).some((c) => c.height >= 0.5);
  const rules = quick && listing ? listing.chargeRules(target) : moveRules(s, f, target.id, quick);
  // Listing the legal actions tries several spots: one checker for all of them (lent when listing).
  const reachCk = !quick ? undefined : listing ? (SPOTS_CK = reachChecker(index, rules, SPOTS_CK, listing.around)) : reachChecker(index, rules);
  // The spots in order: across the barrier (when first), the 25 contact spots (OW-1) nearest to
  // `from` first, one at a time (most charges end on the first), across the barrier (when last).
  const toward = unit(from.x - target.pos.x, from.y - target.pos.y) ?? { x: 1, y: 0 };
  for (let pass = 0; pass < 3; pass++) {
    const across = pass !== 1 && overBarrier === (pass === 0)
      ? barrierContactSpots(index, target.pos, BASE_RADIUS, from, listing ? listing.models.filter((m) => m.id !== f.id && m.id !== target.id) : basesAround(s, f).filter((m) => m.id !== target.id))
      : null;
    const count = pass === 1 ? TURNS.length : across ? across.length : 0;
    for (let n = 0; n < count; n++) {
      const to = across ? across[n]! : contactSpot(target, toward, n);
      const plan = planMove(index, rules, to, undefined, reachCk);
      if (plan.ok) return { ok: true, to, plan };
      firstFail ??= plan;
    }
  }
  return { ok: false, reason: (firstFail && planReason(firstFail)) ?? reason('blocked') };
}

/** A point `offset` inches along the path from the point `at` on it (negative = back). */
function alongPath(path: Vec[], at: Vec, offset: number): Vec {
  let best = 0;
  let bestD = Infinity;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const d = closestOnSegment(at, a, b).d;
    if (d < bestD) [bestD, best] = [d, i];
  }
  const a = path[best]!;
  const b = path[best + 1] ?? a;
  const len = norm(b.x - a.x, b.y - a.y) || 1;
  return { x: at.x + ((b.x - a.x) / len) * offset, y: at.y + ((b.y - a.y) / len) * offset };
}

/** Ends a move at `spot`, or at the nearest free spot when a stumble left it on another base. */
function settle(s: OWState, f: Fighter, spot: Vec): Vec {
  const models = basesAround(s, f);
  const free = findNearestFree(buildTerrainIndex(s.table), { pos: spot, r: BASE_RADIUS, models, avoidContactWith: [] });
  return free ?? f.pos;
}

/** Queues the walk along a planned route (the jumps are rolled as it goes). */
function startWalk(s: OWState, f: Fighter, plan: MovePlan & { ok: true }, to: Vec, chargeTargetId?: string): void {
  queueNext(s, {
    t: 'walk', fighterId: f.id, path: plan.path, to: { x: to.x, y: to.y }, cost: plan.cost, jumps: plan.jumps, next: 0, fame: 0,
    ...(chargeTargetId ? { chargeTargetId } : {}),
  });
}

/**
 * OW-GAP-2: walks a route, rolling a d6 for each barrier jumped: 1 stumbles and stops short, 2-5
 * crosses and stops, 6 crosses and goes on. A hero may raise the die with Fame (OW-30).
 */
export function walkStep(s: OWState, step: Step & { t: 'walk' }, dice: DiceSource, events: GameEvent[]): void {
  const f = fighter(s, step.fighterId);
  const from = { ...f.pos };
  while (step.next < step.jumps.length) {
    const jump = step.jumps[step.next]!;
    step.roll ??= dice.roll(6);
    const score = Math.min(6, step.roll + step.fame);
    const need = jump.height > HIGH_BARRIER ? 2 : 6;
    if (!step.asked && score < need && f.fame > 0) {
      if (offerFame(s, f, step, { what: 'jump', dice: [step.roll], score, need, max: need - score })) return;
    }
    // A climb (over 2"): 1 fails and the move ends at its foot; anything else climbs on.
    const climb = jump.height > HIGH_BARRIER;
    const result = climb ? (score === 1 ? 'climbFailed' : 'climbed') : score === 1 ? 'stumble' : score === 6 ? 'clear' : 'cross';
    events.push({ type: 'jump', rule: 'OW-GAP-2', rolls: [step.roll], params: { fighter: f.name, result, height: jump.height, fame: step.fame } } satisfies OWEvent);
    if (result === 'clear' || result === 'climbed') {
      step.next += 1;
      delete step.roll;
      step.fame = 0;
      step.asked = false;
      continue;
    }
    const spot = alongPath(step.path, jump.at, result === 'cross' ? BASE_RADIUS + 0.05 : -(BASE_RADIUS + 0.05));
    f.pos = settle(s, f, spot);
    f.moveUsed = moveOf(f);
    if (step.chargeTargetId) events.push({ type: 'chargeFailed', rule: 'OW-GAP-2', params: { fighter: f.name, target: fighter(s, step.chargeTargetId).name } } satisfies OWEvent);
    return;
  }
  f.pos = { x: step.to.x, y: step.to.y };
  if (step.chargeTargetId) {
    f.charged = true;
    f.moveUsed = moveOf(f);
    events.push({ type: 'charged', rule: 'OW-1', params: { fighter: f.name, target: fighter(s, step.chargeTargetId).name } } satisfies OWEvent);
    return;
  }
  f.moveUsed += step.cost;
  events.push({ type: 'moved', rule: 'OW-GAP-2', params: { fighter: f.name, cost: round1(step.cost), left: round1(moveLeft(f)), from: [from.x, from.y] } } satisfies OWEvent);
}

export function move(s: OWState, fighterId: string, to: Vec): void {
  const f = fighter(s, fighterId);
  const why = cannotMove(s, f);
  if (why) refuseWith(why);
  if (yeeHawTooFar(s, f, to)) refuse('yeeHawRange', { fighter: f.name, hero: s.fighters[s.heroics!.current!.heroId]!.name });
  const plan = planFighterMove(s, f, to);
  const bad = planReason(plan);
  if (bad || !plan.ok) return refuseWith(bad ?? reason('blocked'));
  startWalk(s, f, plan, to);
}

export function charge(s: OWState, fighterId: string, targetId: string, near: Vec | undefined): void {
  const f = fighter(s, fighterId);
  const why = cannotMove(s, f);
  if (why) refuseWith(why);
  const target = fighter(s, targetId);
  const planned = planCharge(s, f, target, near);
  if (!planned.ok) refuse('cannotCharge', { fighter: f.name, target: target.name, why: say(planned.reason), whyKey: planned.reason.key });
  if (yeeHawTooFar(s, f, planned.to)) refuse('yeeHawRange', { fighter: f.name, hero: s.fighters[s.heroics!.current!.heroId]!.name });
  if (target.fearsome && !(f.braved ?? []).includes(target.id)) {
    // OW-26: a Pluck test first; the charge follows only if it is passed.
    queueNext(s, { t: 'fearTest', fighterId, targetId, act: 'charge', ...(near ? { to: near } : {}), fame: 0 });
  } else {
    doCharge(s, fighterId, targetId, near);
  }
}

/** The charge itself, once allowed: queues the walk along the route into base contact. */
export function doCharge(s: OWState, fighterId: string, targetId: string, near: Vec | undefined): void {
  const f = fighter(s, fighterId);
  const planned = planCharge(s, f, fighter(s, targetId), near);
  if (planned.ok) startWalk(s, f, planned.plan, planned.to, targetId);
}

/** Why a fighter may not stand up now, or null when it may (OW-GAP-2, OW-11, OW-38). */
export function cannotStandUp(s: OWState, f: Fighter): Reason | null {
  const fighter = f.name;
  if (s.phase !== 'move' || f.side !== s.active || s.pending) return reason('standUpWhen');
  if (f.status !== 'ok') return reason('outOfFight', { fighter });
  if (!heroicAllows(s, f)) return reason('notInHeroic', { fighter, hero: s.fighters[s.heroics!.current!.heroId]!.name });
  if (!f.onGround) return reason('standing', { fighter });
  // OW-11: a fighter on the ground in a fight gets up only by winning it.
  if (engaged(s, f)) return reason('standInFight', { fighter });
  if (moveLeft(f) < moveOf(f) / 2 - 1e-6) return reason('moveUsed', { fighter });
  return null;
}

/** OW-GAP-2: a fighter on the ground spends half its move to stand up. */
export function standUp(s: OWState, fighterId: string, events: GameEvent[]): void {
  const f = fighter(s, fighterId);
  const why = cannotStandUp(s, f);
  if (why) refuseWith(why);
  f.onGround = false;
  f.moveUsed += moveOf(f) / 2;
  events.push({ type: 'stoodUp', rule: 'OW-GAP-2', params: { fighter: f.name } } satisfies OWEvent);
}

const round1 = (n: number): number => Math.round(n * 10) / 10;
