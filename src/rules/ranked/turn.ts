// The turn (RK-GAP-2): each game turn is side 0's player turn then side 1's. A player turn: the
// rally phase (each fleeing regiment tests, RK-GAP-5), the charge phase (charges declared one at a
// time, each answered by the target's reaction and resolved at once), the movement phase, then the
// combat phase (close combat, combat/). The player ends each phase; the rally phase ends by
// itself once every fleeing regiment has tested. After both players' last turn the match is over
// (RK-GAP-7).
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { beginCombat, combatOver } from './combatPhase';
import type { RkEvent } from './events';
import { onTable, other } from './queries';
import { refuse } from './reasons';
import { shotsOpen } from './shootPhase';
import { checkBroken, turnsOver } from './victory';
import type { Phase, RkState } from './types';

function toPhase(s: RkState, phase: Phase, events: GameEvent[]): void {
  s.phase = phase;
  events.push({ type: 'phase', params: { phase } } satisfies RkEvent);
}

/** Fleeing regiments of the active side still to take their rally test. */
export const rallyDue = (s: RkState) => onTable(s, s.active).filter((r) => r.fleeing && !r.rallied);

export function startTurn(s: RkState, events: GameEvent[]): void {
  for (const r of s.regiments) {
    r.rallied = false;
    r.charged = false;
    r.used = 0;
    r.moved = false;
    r.marched = false;
    r.shot = false;
  }
  s.charge = null;
  events.push({ type: 'turnStart', params: { turn: s.turn, player: s.players[s.active], side: s.active } } satisfies RkEvent);
  if (checkBroken(s, events)) return;
  toPhase(s, 'rally', events);
  afterRally(s, events);
}

/** Once no fleeing regiment is left to test, the charge phase. */
export function afterRally(s: RkState, events: GameEvent[]): void {
  if (s.phase === 'rally' && rallyDue(s).length === 0) toPhase(s, 'charge', events);
}

export function endTurn(s: RkState, events: GameEvent[]): void {
  events.push({ type: 'turnEnd', params: { player: s.players[s.active] } } satisfies RkEvent);
  if (s.active === 1) {
    if (s.turn >= s.rules.turns) return turnsOver(s, events);
    s.turn++;
  }
  s.active = other(s.active);
  startTurn(s, events);
}

function toCombat(s: RkState, dice: DiceSource, events: GameEvent[]): void {
  toPhase(s, 'combat', events);
  beginCombat(s, dice, events);
}

/** The shooting phase ends by itself once no regiment of the side may shoot. */
export function afterShot(s: RkState, dice: DiceSource, events: GameEvent[]): void {
  if (s.phase === 'shoot' && !s.volley && shotsOpen(s).length === 0) toCombat(s, dice, events);
}

/** The player ends the phase: charge -> movement -> shooting (when any may shoot) -> combat -> the other player's turn. */
export function endPhase(s: RkState, dice: DiceSource, events: GameEvent[]): void {
  switch (s.phase) {
    case 'charge':
      return toPhase(s, 'move', events);
    case 'move':
      // The shooting phase is skipped when no regiment of the side may shoot.
      if (shotsOpen(s).length) return toPhase(s, 'shoot', events);
      return toCombat(s, dice, events);
    case 'shoot':
      return toCombat(s, dice, events);
    case 'combat':
      if (!combatOver(s)) refuse('combatPending');
      return endTurn(s, events);
    default:
      refuse('notAsked');
  }
}
