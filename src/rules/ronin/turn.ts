// The turn (RO-GAP-2): Priority (a d6 roll-off, the winner has priority this turn, after any
// morale test RO-GAP-6 asks), Move, Combat, Action, End. In Move and Action the players activate
// their fighters one at a time, alternately, priority first; a player with no fighter left to
// activate lets the other finish.
import { rollPool, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import type { RoEvent } from './events';
import { canFormMore, formForcedFights, openFights } from './fights';
import { objectiveTaken } from './objective';
import { statsOf } from './profiles';
import { onTable, other, standing } from './queries';
import { roninScenario } from './scenarios';
import type { RoFighter, RoResultReason, RoState, Side } from './types';

/** The morale test's target (RO-GAP-6): 2d6 + the best Rank left. */
export const MORALE_TARGET = 8;

/** Fighters this side may still activate in an alternating phase. */
export function toActivate(s: RoState, side: Side): RoFighter[] {
  return s.fighters.filter((f) => f.side === side && onTable(f) && !f.done);
}

/** A fighter has acted: the turn passes to the other player if they have anyone left. */
export function activated(s: RoState, f: RoFighter, dice: DiceSource, events: GameEvent[]): void {
  f.done = true;
  const them = other(f.side);
  if (toActivate(s, them).length) s.active = them;
  else if (toActivate(s, f.side).length) s.active = f.side;
  else nextPhase(s, dice, events);
}

function startPhase(s: RoState, phase: 'move' | 'action', dice: DiceSource, events: GameEvent[]): void {
  s.phase = phase;
  // A grapple locks both fighters until the end of the next turn's Combat phase (docs/rules/ronin.md, RO-GAP-4).
  if (phase === 'action') {
    for (const f of s.fighters) {
      if (f.grappledSince === undefined || f.grappledSince >= s.turn) continue;
      f.grappled = null;
      delete f.grappledSince;
    }
  }
  for (const f of s.fighters) f.done = false;
  s.active = toActivate(s, s.priority).length ? s.priority : other(s.priority);
  events.push({ type: 'phaseStart', rule: 'RO-GAP-2', params: { phase, player: s.players[s.active] } } satisfies RoEvent);
  if (!toActivate(s, 0).length && !toActivate(s, 1).length) nextPhase(s, dice, events);
}

/** Move → Combat → Action → the next turn. */
export function nextPhase(s: RoState, dice: DiceSource, events: GameEvent[]): void {
  if (s.phase === 'move') return startCombat(s, dice, events);
  if (s.phase === 'fights' || s.phase === 'combat') return startPhase(s, 'action', dice, events);
  return startTurn(s, dice, events);
}

function startCombat(s: RoState, dice: DiceSource, events: GameEvent[]): void {
  s.fights = [];
  s.bout = null;
  formForcedFights(s, events);
  s.active = s.priority;
  if (canFormMore(s)) {
    s.phase = 'fights';
    events.push({ type: 'phaseStart', rule: 'RO-9', params: { phase: 'combat', player: s.players[s.priority] } } satisfies RoEvent);
    return;
  }
  beginFights(s, dice, events);
}

/** The fights are set: the chooser picks the first (RO-10), or the phase ends if there is none. */
export function beginFights(s: RoState, dice: DiceSource, events: GameEvent[]): void {
  s.phase = 'combat';
  s.active = s.priority;
  if (!openFights(s).length) return startPhase(s, 'action', dice, events);
  events.push({ type: 'phaseStart', rule: 'RO-10', params: { phase: 'combat', player: s.players[s.priority] } } satisfies RoEvent);
}

/** After a fight: the next chooser picks, or the phase is over. */
export function afterFight(s: RoState, dice: DiceSource, events: GameEvent[]): void {
  if (checkWipeout(s, events)) return;
  if (!openFights(s).length) startPhase(s, 'action', dice, events);
}

export function checkWipeout(s: RoState, events: GameEvent[]): boolean {
  for (const side of [0, 1] as const) {
    if (standing(s, side).length === 0) {
      finish(s, other(side), 'wiped', events);
      return true;
    }
  }
  return false;
}

function finish(s: RoState, winner: Side | null, reason: RoResultReason, events: GameEvent[]): void {
  s.phase = 'over';
  s.bout = null;
  s.result = { winner, reason };
  events.push({ type: 'victory', rule: reason === 'wiped' ? undefined : 'RO-GAP-6', params: { winner: winner === null ? null : s.players[winner], reason } } satisfies RoEvent);
}

/**
 * A new turn: the priority roll-off, then morale for a side that has lost half its fighters
 * (RO-GAP-2, RO-GAP-6). First the turn that ended: a wipeout, the scenario's objective taken, the
 * last turn over (an objective held, or fewer losses).
 */
export function startTurn(s: RoState, dice: DiceSource, events: GameEvent[]): void {
  if (checkWipeout(s, events)) return;
  const objective = roninScenario(s.scenario)?.objective;
  if (objective && s.turn > 0 && objectiveTaken(s, objective)) return finish(s, objective.raider, 'objective', events);
  if (s.turn >= s.turns && objective) return finish(s, other(objective.raider), 'held', events);
  if (s.turn >= s.turns) {
    const lost = [0, 1].map((side) => s.started[side]! - standing(s, side as Side).length);
    finish(s, lost[0] === lost[1] ? null : lost[0]! < lost[1]! ? 0 : 1, 'turns', events);
    return;
  }
  s.turn++;
  for (const f of s.fighters) {
    f.engaged = f.fights > 0;
    f.fights = 0;
    f.moved = false;
    f.ran = false;
    f.shot = false;
  }
  events.push({ type: 'turnStart', params: { turn: s.turn } } satisfies RoEvent);
  // The roll-off waits for a player to roll it, so it is in the log as the turn's first action.
  s.phase = 'priority';
  s.active = s.priority;
}

/** The priority roll-off (RO-GAP-2): a d6 each, ties rolled again; then morale (RO-GAP-6) and the Move phase. */
export function rollPriority(s: RoState, dice: DiceSource, events: GameEvent[]): void {
  for (;;) {
    const r = [dice.roll(6), dice.roll(6)];
    if (r[0] === r[1]) continue;
    s.priority = r[0]! > r[1]! ? 0 : 1;
    events.push({ type: 'priority', rule: 'RO-GAP-2', rolls: r, params: { player: s.players[s.priority], p0: r[0]!, p1: r[1]! } } satisfies RoEvent);
    break;
  }
  for (const side of [s.priority, other(s.priority)]) {
    const left = standing(s, side);
    if (left.length * 2 > s.started[side]) continue;
    const rank = Math.max(...left.map((f) => statsOf(f).rank));
    const roll = rollPool(dice, 2, 6, 'sum');
    const total = roll.kept + rank;
    const passed = total >= MORALE_TARGET;
    events.push({ type: 'moraleTest', rule: 'RO-GAP-6', rolls: roll.rolls, params: { player: s.players[side], rank, total, passed } } satisfies RoEvent);
    if (!passed) return finish(s, other(side), 'morale', events);
  }
  startPhase(s, 'move', dice, events);
}
