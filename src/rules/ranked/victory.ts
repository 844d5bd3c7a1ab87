// Victory (RK-GAP-7): an army wiped out (no regiment left on the table) or all fleeing loses at
// once (both at once: a draw); after the last turn the side that destroyed or routed more enemy
// points wins (a regiment destroyed, or fleeing at the end, scores its whole cost; from edition 4
// one left with half or fewer of its rank and file scores half, rounded up, as the family's
// victory points score a unit at half strength; before, one merely reduced scored nothing); equal
// points are a draw: `winner` null and the match over.
import type { GameEvent } from '../../core/ruleset';
import type { RkEvent } from './events';
import { onTable, other } from './queries';
import type { Regiment, ResultReason, RkRules, RkState, Side } from './types';

/** A regiment with half or fewer of the rank and file it set up with (its characters aside). */
const atHalfStrength = (r: Regiment): boolean => r.models * 2 <= r.raised;

/** What the enemy scores for `r` by its strength alone: half its cost (rounded up) at half strength (edition 4 on), else 0. */
export const halfPointsFor = (rules: RkRules, r: Regiment): number => (rules.halfStrength && atHalfStrength(r) ? Math.ceil(r.cost / 2) : 0);

/** What the enemy scores for `r` as things stand: its cost destroyed or fleeing, else its half points. */
export function pointsFor(rules: RkRules, r: Regiment): number {
  return r.destroyed || r.fleeing ? r.cost : halfPointsFor(rules, r);
}

/** The enemy points `side` has destroyed, routed or brought to half strength. */
export function scoreOf(s: RkState, side: Side): number {
  const foe = other(side);
  let sum = 0;
  for (const r of s.regiments) if (r.side === foe) sum += pointsFor(s.rules, r);
  return sum;
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
