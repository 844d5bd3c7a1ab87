// After Dukin' it Out: Back Off (OW-5, OW-15) or trapped (OW-9), Woundin' (OW-6, OW-16),
// and the end of the fight (OW-21).
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { refuse } from './reasons';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { findNearestFree, findStepAway } from '../../core/table/pathing';
import { BASE_RADIUS } from '../../core/table/types';
import { aliveFighters, fighter, inContact } from './state';
import { startTurn, checkWipeout } from './turn';
import { rollToWound } from './wounds';
import type { Fighter, OWState, StrikePlan } from './types';

function modelsBut(s: OWState, f: Fighter) {
  return aliveFighters(s)
    .filter((m) => m.id !== f.id)
    .map((m) => ({ id: m.id, x: m.pos.x, y: m.pos.y, r: BASE_RADIUS, enemy: m.side !== f.side }));
}

/** OW-5, OW-15: a loser backs off 1" from its enemies, or is trapped (OW-9). */
export function backOff(s: OWState, fighterId: string, dice: DiceSource, events: GameEvent[]): void {
  const pending = s.pending;
  if (pending?.kind !== 'backOff') return refuse('nobodyBacksOff');
  if (!pending.fighterIds.includes(fighterId)) refuse('notLoser');
  const f = fighter(s, fighterId);
  const enemies = aliveFighters(s).filter((e) => e.side !== f.side && inContact(f, e));
  const spot = enemies.length
    ? findStepAway(buildTerrainIndex(s.table), {
        pos: f.pos, r: BASE_RADIUS, from: enemies.map((e) => e.pos), distance: 1, models: modelsBut(s, f),
      })
    : f.pos;
  if (spot) {
    f.pos = { x: spot.x, y: spot.y };
    events.push({ type: 'backedOff', rule: enemies.length > 1 ? 'OW-15' : 'OW-5', params: { fighter: f.name } });
  } else {
    s.trapped.push(f.id);
    events.push({ type: 'trapped', rule: 'OW-9', params: { fighter: f.name } });
  }
  pending.fighterIds = pending.fighterIds.filter((id) => id !== fighterId);
  if (pending.fighterIds.length > 0) return;
  nextStriker(s, pending.fightId, pending.strikes, dice, events);
}

/** OW-6, OW-16: strikers in turn; a striker with a single possible target strikes it at once. */
function nextStriker(s: OWState, fightId: string, queue: StrikePlan[], dice: DiceSource, events: GameEvent[]): void {
  const rest = [...queue];
  while (rest.length) {
    const plan = rest.shift()!;
    const striker = s.fighters[plan.strikerId]!;
    const targets = plan.targetIds.filter((id) => s.fighters[id]!.status === 'ok');
    if (striker.status !== 'ok' || targets.length === 0) continue;
    if (targets.length === 1) {
      for (let i = 0; i < plan.attacks; i++) strikeOnce(s, striker, s.fighters[targets[0]!]!, dice, events);
      continue;
    }
    s.pending = {
      kind: 'strike', side: striker.side, fightId, strikerId: striker.id, attacksLeft: plan.attacks, targetIds: targets, queue: rest,
    };
    return;
  }
  finishFight(s, fightId, events);
}

/** One Attack die's worth of strikes: two against a trapped fighter (OW-9). */
function strikeOnce(s: OWState, striker: Fighter, target: Fighter, dice: DiceSource, events: GameEvent[]): void {
  const times = s.trapped.includes(target.id) ? 2 : 1;
  for (let i = 0; i < times && target.status === 'ok'; i++) {
    rollToWound(target, striker.profile.s, dice, events, { by: striker.name, rule: times === 2 ? 'OW-9' : 'OW-6' });
  }
}

/** OW-16: a single winner facing several enemies places its strikes one at a time. */
export function strike(s: OWState, targetId: string, dice: DiceSource, events: GameEvent[]): void {
  const pending = s.pending;
  if (pending?.kind !== 'strike') return refuse('noStrike');
  if (!pending.targetIds.includes(targetId)) refuse('notStrikable');
  const target = fighter(s, targetId);
  if (target.status !== 'ok') refuse('alreadyOut', { target: target.name });
  const striker = fighter(s, pending.strikerId);
  strikeOnce(s, striker, target, dice, events);
  const left = pending.attacksLeft - 1;
  const targets = pending.targetIds.filter((id) => s.fighters[id]!.status === 'ok');
  if (left > 0 && targets.length > 0) {
    pending.attacksLeft = left;
    pending.targetIds = targets;
    if (targets.length > 1) return;
    // Only one target left: the remaining strikes go to it.
    for (let i = 0; i < left; i++) strikeOnce(s, striker, s.fighters[targets[0]!]!, dice, events);
  }
  s.pending = null;
  nextStriker(s, pending.fightId, pending.queue, dice, events);
}

/** OW-9 (after the strikes a trapped survivor moves clear), OW-21 (the fight is over). */
function finishFight(s: OWState, fightId: string, events: GameEvent[]): void {
  const index = buildTerrainIndex(s.table);
  for (const id of s.trapped) {
    const f = s.fighters[id]!;
    if (f.status !== 'ok') continue;
    const enemies = aliveFighters(s).filter((e) => e.side !== f.side);
    const spot = findNearestFree(index, { pos: f.pos, r: BASE_RADIUS, models: modelsBut(s, f), avoidContactWith: enemies.map((e) => e.pos) });
    if (spot) {
      f.pos = { x: spot.x, y: spot.y };
      events.push({ type: 'trappedMoved', rule: 'OW-9', params: { fighter: f.name } });
    }
  }
  s.trapped = [];
  const fight = s.fights.find((x) => x.id === fightId)!;
  fight.resolved = true;
  s.pending = null;
  events.push({ type: 'fightOver', rule: 'OW-21' });
  if (checkWipeout(s, events)) return;
  if (s.fights.some((x) => !x.resolved)) {
    s.pending = { kind: 'chooseFight', side: s.drop ?? 0 };
    return;
  }
  events.push({ type: 'phaseOver', rule: 'OW-21', params: { phase: 'fight' } });
  startTurn(s, events);
}
