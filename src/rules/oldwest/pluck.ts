// Pluck tests (OW-22) as steps: Head for the Hills' is in turn.ts; here the shared roll with Fame,
// Fearsome Reputation (OW-26) and Diving for Cover (OW-27).
import { queueNext } from '../../core/steps';
import { rollPool, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { findCoverRemembered } from '../../core/table/cover';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { BASE_RADIUS } from '../../core/table/types';
import { offerFame } from './fame';
import { moveOf } from './profiles';
import { diveOffMount } from './riders';
import { aliveFighters, basesAround, CONTROL_ZONE, fighter } from './state';
import type { Fighter, OWState, Step } from './types';
import type { OWEvent } from './events';

type PluckStep = Step & { roll?: [number, number]; fame: number; asked?: boolean };

/** OW-22: a Pluck test passes when 2d6 + Pluck (and any Fame added) make this or more. */
export const PLUCK_PASS = 10;

/**
 * Rolls 2d6 + Pluck for a step (once), offering Fame when it could turn a failure into a pass.
 * Returns null while waiting for the Fame decision, else the result.
 */
export function pluckRoll(s: OWState, step: PluckStep, tester: Fighter, dice: DiceSource): { passed: boolean; total: number; rolls: number[] } | null {
  step.roll ??= rollPool(dice, 2, 6, 'sum').rolls as [number, number];
  const [a, b] = step.roll;
  const total = a + b + tester.profile.p + step.fame;
  const room = 12 - a - b - step.fame;
  if (!step.asked && total < PLUCK_PASS && total + Math.min(tester.fame, room) >= PLUCK_PASS) {
    if (offerFame(s, tester, step, { what: 'pluck', dice: [a, b], score: total, need: PLUCK_PASS, max: PLUCK_PASS - total })) return null;
  }
  step.asked = true;
  return { passed: total >= PLUCK_PASS, total, rolls: [a, b] };
}

/** OW-26: before charging or shooting a fighter with Fearsome Reputation, a Pluck test. */
export function fearTestStep(
  s: OWState,
  step: Step & { t: 'fearTest' },
  dice: DiceSource,
  events: GameEvent[],
  onPass: (f: Fighter) => void,
): void {
  const f = fighter(s, step.fighterId);
  const target = fighter(s, step.targetId);
  const r = pluckRoll(s, step, f, dice);
  if (!r) return;
  events.push({
    type: 'fearTest', rule: 'OW-26', rolls: r.rolls,
    params: { fighter: f.name, target: target.name, pluck: f.profile.p, total: r.total, passed: r.passed, act: step.act },
  } satisfies OWEvent);
  if (!r.passed) {
    // Fail: it may not charge or shoot that enemy and does nothing more this phase.
    if (step.act === 'charge') f.moveUsed = moveOf(f);
    else f.shot = true;
    return;
  }
  f.braved = [...(f.braved ?? []), target.id];
  onPass(f);
}

/**
 * OW-27: a fighter hit by enemy fire and not removed tests at once. On a failure it moves by the
 * shortest easy route, within its normal move, to the nearest place behind an obstacle from the
 * shooter; if already behind cover it lies down. Either way it may not shoot back this turn.
 */
export function diveStep(s: OWState, step: Step & { t: 'dive' }, dice: DiceSource, events: GameEvent[]): void {
  const f = fighter(s, step.fighterId);
  if (f.status !== 'ok') return;
  const r = pluckRoll(s, step, f, dice);
  if (!r) return;
  events.push({ type: 'diveTest', rule: 'OW-27', rolls: r.rolls, params: { fighter: f.name, pluck: f.profile.p, total: r.total, passed: r.passed } } satisfies OWEvent);
  if (r.passed) return;
  f.dived = true;
  // Where it dives to is a step of its own: it does not depend on the dice just rolled.
  queueNext(s, { t: 'diveMove', fighterId: f.id, shooterId: step.shooterId });
}

/** OW-27: the failed tester moves to the nearest cover from the shooter, or lies down. */
export function diveMoveStep(s: OWState, step: Step & { t: 'diveMove' }, _dice: DiceSource, events: GameEvent[]): void {
  const f = fighter(s, step.fighterId);
  if (f.status !== 'ok') return;
  const shooter = fighter(s, step.shooterId);
  const others = aliveFighters(s).filter((m) => m.id !== f.id);
  const cover = findCoverRemembered(buildTerrainIndex(s.table), {
    start: f.pos,
    r: BASE_RADIUS,
    budget: moveOf(f),
    models: basesAround(s, f),
    zones: others.filter((m) => m.side !== f.side).map((m) => ({ id: m.id, x: m.pos.x, y: m.pos.y, r: 2 * BASE_RADIUS + CONTROL_ZONE })),
    threat: shooter.pos,
    selfId: f.id,
  });
  if (cover?.alreadyInCover && f.mount) return diveOffMount(s, f, shooter, events);
  if (!cover || cover.alreadyInCover) {
    f.onGround = true;
    events.push({ type: 'diveDown', rule: 'OW-27', params: { fighter: f.name, inCover: !!cover } } satisfies OWEvent);
    return;
  }
  f.pos = { x: cover.spot.x, y: cover.spot.y };
  events.push({
    type: 'diveMoved', rule: 'OW-27',
    params: { fighter: f.name, cost: Math.round(cover.cost * 10) / 10, route: cover.path.flatMap((p) => [p.x, p.y]) },
  } satisfies OWEvent);
}
