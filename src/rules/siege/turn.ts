// The turn: Magic (a player with a fortress, SG-1), Shooting (a player with a cannon, SG-4), then
// the maneuver and melee (SG-6..SG-9), ended by the player; then the other player's turn. The
// Attacker (side 0) plays first (SG-GAP-2). The end (SG-GAP-3): a side with no warrior left loses
// at once; a warrior standing in the enemy's gate at the end of its player's turn, with no enemy
// warrior within 1 step of it, holds the gate and wins; after the last round the Defender wins
// (with two fortresses, the side with more warriors left, or a draw).
import type { GameEvent } from '../../core/ruleset';
import { castleOf, inGate } from './castle';
import { fireProblem } from './cannon';
import type { SgEvent } from './events';
import { dist2 } from './geometry';
import { hasMagic } from './magic';
import { HOLD_REACH } from './measures';
import { other, warriorsOf } from './queries';
import type { SgResultReason, SgState, Side } from './types';

export function startTurn(s: SgState, events: GameEvent[]): void {
  const side = s.active;
  s.effects = s.effects.filter((e) => e.to >= s.turnIndex);
  for (const u of s.units) {
    u.moved = false;
    u.fought = false;
    u.gate = 'untried';
  }
  events.push({ type: 'turnStart', params: { round: s.round, player: s.players[side], side } } satisfies SgEvent);
  if (castleOf(s, side)) {
    if (hasMagic(s, side)) {
      s.phase = 'magic';
      return;
    }
    events.push({ type: 'noMagic', rule: 'SG-1', params: { player: s.players[side] } } satisfies SgEvent);
  }
  toShooting(s, events);
}

/** After magic: the Shooting step if the player's cannon may fire, else straight to the maneuver. */
export function toShooting(s: SgState, events: GameEvent[]): void {
  const problem = fireProblem(s, s.active);
  s.phase = problem ? 'maneuver' : 'shoot';
  const player = s.players[s.active];
  if (problem === 'silenced') events.push({ type: 'noShot', rule: 'SG-2', params: { player, why: 'silenced' } } satisfies SgEvent);
  if (problem === 'gateTaken') events.push({ type: 'noShot', rule: 'SG-10', params: { player, why: 'gate' } } satisfies SgEvent);
}

/** A warrior of `side` holds the enemy's gate: in it, with no enemy warrior within 1 step. */
export function holdsGate(s: SgState, side: Side): boolean {
  const gate = castleOf(s, other(side));
  if (!gate) return false;
  const enemies = warriorsOf(s, other(side));
  return warriorsOf(s, side).some((w) => inGate(gate, w) && !enemies.some((e) => dist2(e, w) < HOLD_REACH * HOLD_REACH));
}

function finish(s: SgState, winner: Side | null, reason: SgResultReason, events: GameEvent[]): void {
  s.phase = 'over';
  s.fight = null;
  s.result = { winner, reason };
  events.push({ type: 'victory', rule: 'SG-GAP-3', params: { winner: winner === null ? null : s.players[winner], side: winner, reason } } satisfies SgEvent);
}

/** A side with no warrior left loses at once. */
export function checkWiped(s: SgState, events: GameEvent[]): boolean {
  if (s.phase === 'over') return true;
  for (const side of [0, 1] as const) {
    if (warriorsOf(s, side).length === 0) {
      finish(s, other(side), 'wiped', events);
      return true;
    }
  }
  return false;
}

/** After the last round: the fortress held (one fortress), or the side with more warriors left. */
function roundsOver(s: SgState, events: GameEvent[]): void {
  const defenders = s.castles.map((c) => c.owner);
  if (defenders.length === 1) return finish(s, defenders[0]!, 'turns', events);
  const left = [warriorsOf(s, 0).length, warriorsOf(s, 1).length];
  finish(s, left[0] === left[1] ? null : left[0]! > left[1]! ? 0 : 1, 'turns', events);
}

export function endTurn(s: SgState, events: GameEvent[]): void {
  events.push({ type: 'turnEnd', params: { player: s.players[s.active] } } satisfies SgEvent);
  if (holdsGate(s, s.active)) return finish(s, s.active, 'gate', events);
  s.turnIndex++;
  if (s.turnIndex >= 2 * s.rounds) return roundsOver(s, events);
  s.round = Math.floor(s.turnIndex / 2) + 1;
  s.active = other(s.active);
  startTurn(s, events);
}
