// Victory (RK-GAP-7): an army wiped out (no regiment left on the table) or all fleeing loses at
// once (both at once: a draw); after the last turn the side that destroyed or routed more enemy
// points wins (a regiment destroyed, or fleeing at the end, scores its whole cost; regiments
// merely reduced score nothing); equal points are a draw: `winner` null and the match over.
import type { GameEvent } from '../../core/ruleset';
import type { RkEvent } from './events';
import { onTable, other } from './queries';
import type { ResultReason, RkState, Side } from './types';

/** The enemy points `side` has destroyed or routed. */
export function scoreOf(s: RkState, side: Side): number {
  const foe = other(side);
  return s.regiments.filter((r) => r.side === foe && (r.destroyed || r.fleeing)).reduce((a, r) => a + r.cost, 0);
}

function finish(s: RkState, winner: Side | null, reason: ResultReason, events: GameEvent[]): void {
  s.phase = 'over';
  s.charge = null;
  s.result = { winner, reason };
  events.push({
    type: 'victory', rule: 'RK-GAP-7',
    params: { winner: winner === null ? null : s.players[winner], side: winner, reason, score0: scoreOf(s, 0), score1: scoreOf(s, 1) },
  } satisfies RkEvent);
}

/** An army gone or all fleeing loses at once. True when the match is over. */
export function checkBroken(s: RkState, events: GameEvent[]): boolean {
  if (s.phase === 'over') return true;
  const beaten = ([0, 1] as const).map((side) => onTable(s, side).every((r) => r.fleeing));
  if (!beaten[0] && !beaten[1]) return false;
  const reason: ResultReason = beaten.some((b, side) => b && onTable(s, side as Side).length === 0) ? 'wiped' : 'fled';
  finish(s, beaten[0] && beaten[1] ? null : beaten[0] ? 1 : 0, reason, events);
  return true;
}

/** After the last turn: more points destroyed or routed wins; equal is a draw. */
export function turnsOver(s: RkState, events: GameEvent[]): void {
  const a = scoreOf(s, 0), b = scoreOf(s, 1);
  finish(s, a === b ? null : a > b ? 0 : 1, 'turns', events);
}
