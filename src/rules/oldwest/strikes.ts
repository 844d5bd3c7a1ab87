// After Dukin' it Out: Back Off (OW-5, OW-15) or trapped (OW-9), Woundin' (OW-6, OW-16),
// and the end of the fight (OW-21), as steps.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { findNearestFree, findStepAway } from '../../core/table/pathing';
import { BASE_RADIUS, type Vec } from '../../core/table/types';
import { closestOnSegment } from '../../core/table/geometry';
import { refuse } from './reasons';
import { acrossObstacle, aliveFighters, basesAround, fighter, fightContact, inContact } from './state';
import { queueNext } from '../../core/steps';
import { checkWipeout, fightsOver } from './turn';
import { nextHeroic, whuppinWon } from './heroics';
import { isMountTarget, riderOf } from './riders';
import { dropBehind } from './drops';
import { woundOf } from './wounds';
import type { Fighter, OWState, Step, StrikePlan } from './types';
import type { OWEvent } from './events';


/** OW-5: all losers back off; with several, their player picks the order. */
export function backOffsStep(s: OWState, step: Step & { t: 'backOffs' }, events: GameEvent[]): void {
  const losers = step.losers.filter((id) => s.fighters[id]!.status === 'ok');
  if (losers.length === 0) return;
  if (losers.length === 1) return stepAway(s, s.fighters[losers[0]!]!, events);
  const side = s.fighters[losers[0]!]!.side;
  s.pending = { kind: 'backOff', side, fightId: step.fightId, fighterIds: losers };
  events.push({ type: 'backOffOrder', rule: 'OW-5', params: { player: s.players[side] } } satisfies OWEvent);
}

/** OW-5, OW-15: a loser backs off 1" from its enemies, or is trapped (OW-9). */
function stepAway(s: OWState, f: Fighter, events: GameEvent[]): void {
  const enemies = aliveFighters(s).filter((e) => fightContact(s, f, e));
  // OW-17: from an enemy across an obstacle, the loser backs off 1" from the obstacle.
  const from = enemies.map((e) => (inContact(f, e) ? e.pos : barrierPointNear(s, acrossObstacle(s, f, e), f.pos) ?? e.pos));
  const spot = enemies.length
    ? findStepAway(buildTerrainIndex(s.table), { pos: f.pos, r: BASE_RADIUS, from, distance: 1, models: basesAround(s, f) })
    : f.pos;
  if (spot) {
    f.pos = { x: spot.x, y: spot.y };
    events.push({ type: 'backedOff', rule: enemies.length > 1 ? 'OW-15' : 'OW-5', params: { fighter: f.name } } satisfies OWEvent);
  } else {
    // OW-10: no jumping or climbing away; at the edge of a drop: normal strikes, then the fall.
    const drop = dropBehind(s, f, from);
    if (drop) {
      s.falling = [...(s.falling ?? []), { fighterId: f.id, ...drop }];
      events.push({ type: 'atDrop', rule: 'OW-10', params: { fighter: f.name, height: drop.height } } satisfies OWEvent);
    } else {
      s.trapped.push(f.id);
      events.push({ type: 'trapped', rule: 'OW-9', params: { fighter: f.name } } satisfies OWEvent);
    }
  }
  // OW-11: a loser on the ground stays down, backs off and counts as trapped.
  if (f.onGround && !s.trapped.includes(f.id)) {
    s.trapped.push(f.id);
    events.push({ type: 'downTrapped', rule: 'OW-11', params: { fighter: f.name } } satisfies OWEvent);
  }
}

/** A fighter still standing, or a mount still under its rider. */
function strikable(s: OWState, id: string): boolean {
  if (isMountTarget(id)) {
    const rider = s.fighters[riderOf(id)]!;
    return rider.status === 'ok' && !!rider.mount;
  }
  return s.fighters[id]!.status === 'ok';
}

/** The point of a barrier nearest to p. */
function barrierPointNear(s: OWState, id: string | null, p: Vec): Vec | null {
  const b = s.table.terrain.find((t) => t.id === id);
  if (!b || (b.kind !== 'fence' && b.kind !== 'wall')) return null;
  return closestOnSegment(p, b.a, b.b).at;
}

/** The losing player's choice of who backs off next. */
export function backOff(s: OWState, fighterId: string, dice: DiceSource, events: GameEvent[]): void {
  const pending = s.pending;
  if (pending?.kind !== 'backOff') return refuse('nobodyBacksOff');
  if (!pending.fighterIds.includes(fighterId)) refuse('notLoser');
  stepAway(s, fighter(s, fighterId), events);
  pending.fighterIds = pending.fighterIds.filter((id) => id !== fighterId);
  if (pending.fighterIds.length > 0) return;
  s.pending = null;
}

/** One Attack die's worth of strikes: two against a trapped fighter (OW-9); across an obstacle, each must get past it (OW-17). */
function strikesAt(s: OWState, striker: Fighter, targetId: string, plan: StrikePlan): Step[] {
  const onMount = isMountTarget(targetId);
  const target = s.fighters[onMount ? riderOf(targetId) : targetId]!;
  const trapped = s.trapped.includes(target.id);
  const barrier = plan.across?.includes(target.id) ? acrossBarrierId(s, striker, target) : null;
  if (onMount) {
    return Array.from({ length: trapped ? 2 : 1 }, () => ({
      t: 'mountWound' as const, byId: striker.id, riderId: target.id, strength: striker.profile.s, rule: trapped ? 'OW-9' : 'OW-20', ...(barrier ? { barrier } : {}),
    }));
  }
  return Array.from({ length: trapped ? 2 : 1 }, () => ({
    ...woundOf(striker.id, target.id, striker.profile.s, trapped ? 'OW-9' : 'OW-6'),
    ...(barrier ? { barrier } : {}),
  }));
}

/** The barrier a strike crosses: the one they fought across (measured when the fight was decided). */
function acrossBarrierId(s: OWState, a: Fighter, b: Fighter): string {
  return acrossObstacle(s, a, b) ?? s.table.terrain.find((t) => t.kind === 'fence' || t.kind === 'wall')?.id ?? 'obstacle';
}

/** OW-6, OW-16: strikers in turn; one with a single possible target strikes it at once. */
export function strikesStep(s: OWState, step: Step & { t: 'strikes' }, events: GameEvent[]): void {
  const rest = [...step.queue];
  while (rest.length) {
    const plan = rest.shift()!;
    const striker = s.fighters[plan.strikerId]!;
    const targets = plan.targetIds.filter((id) => strikable(s, id));
    if (striker.status !== 'ok' || targets.length === 0 || plan.attacks <= 0) continue;
    if (targets.length === 1) {
      const all = Array.from({ length: plan.attacks }, () => strikesAt(s, striker, targets[0]!, plan)).flat();
      queueNext(s, ...all, { t: 'strikes', fightId: step.fightId, queue: rest });
      return;
    }
    s.pending = {
      kind: 'strike', side: striker.side, fightId: step.fightId, strikerId: striker.id, attacksLeft: plan.attacks, targetIds: targets, queue: rest,
      ...(plan.across ? { across: plan.across } : {}),
    };
    events.push({ type: 'strikeChoice', rule: 'OW-16', params: { fighter: striker.name, attacks: plan.attacks } } satisfies OWEvent);
    return;
  }
}

/** OW-16: the striker's player places one strike; the rest wait for the next choice. */
export function strike(s: OWState, targetId: string): void {
  const pending = s.pending;
  if (pending?.kind !== 'strike') return refuse('noStrike');
  if (!pending.targetIds.includes(targetId)) refuse('notStrikable');
  if (!strikable(s, targetId)) refuse('alreadyOut', { target: s.fighters[isMountTarget(targetId) ? riderOf(targetId) : targetId]!.name });
  const striker = fighter(s, pending.strikerId);
  const plan: StrikePlan = { strikerId: striker.id, attacks: pending.attacksLeft - 1, targetIds: pending.targetIds, ...(pending.across ? { across: pending.across } : {}) };
  queueNext(s, ...strikesAt(s, striker, targetId, plan), { t: 'strikes', fightId: pending.fightId, queue: [plan, ...pending.queue] });
  s.pending = null;
}

/** OW-9 (after the strikes a trapped survivor moves clear), OW-21 (the fight is over). */
export function finishFightStep(s: OWState, step: Step & { t: 'finishFight' }, dice: DiceSource, events: GameEvent[]): void {
  if (s.falling?.length) {
    // OW-10: after the strikes, losers at the edge of a drop fall; then the fight ends.
    const falls: Step[] = s.falling.map((x) => ({ t: 'fall', ...x }));
    s.falling = [];
    queueNext(s, ...falls, step);
    return;
  }
  const index = buildTerrainIndex(s.table);
  for (const id of s.trapped) {
    const f = s.fighters[id]!;
    if (f.status !== 'ok') continue;
    const enemies = aliveFighters(s).filter((e) => e.side !== f.side);
    const spot = findNearestFree(index, { pos: f.pos, r: BASE_RADIUS, models: basesAround(s, f), avoidContactWith: enemies.map((e) => e.pos) });
    if (spot) {
      f.pos = { x: spot.x, y: spot.y };
      events.push({ type: 'trappedMoved', rule: 'OW-9', params: { fighter: f.name } } satisfies OWEvent);
    }
  }
  s.trapped = [];
  s.fights.find((x) => x.id === step.fightId)!.resolved = true;
  events.push({ type: 'fightOver', rule: 'OW-21' } satisfies OWEvent);
  if (checkWipeout(s, events)) return;
  if (s.heroics?.current?.kind === 'whuppin') {
    // OW-37: a Whuppin' won outright frees the hero and his friends to move again.
    if (whuppinWon(s, step.fightId, events)) return;
    s.heroics.current = null;
    nextHeroic(s, dice, events);
    return;
  }
  if (s.heroics) return;
  if (s.fights.some((x) => !x.resolved)) {
    s.pending = { kind: 'chooseFight', side: s.drop ?? 0 };
    return;
  }
  fightsOver(s, events);
}
