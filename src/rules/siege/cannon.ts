// Shooting (SG-4, SG-5, SG-GAP-1): only a player with a cannon shoots, once in his turn, before
// his maneuver; not while the other player's magic 4 keeps it quiet (SG-2), and never again once
// one of his warriors has entered the enemy's gate (SG-10). Two dice nudge the shot (the wobble);
// a warrior the ball hits then falls by a d6, shown in the odds before the shot: 1-2 face up,
// destroyed; 3-4 face down, wounded and back to its start; 5-6 it stays standing, a light wound.
import { rollJudged, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { ballFlight, type Flight, type Shift } from './ball';
import type { Fall, SgEvent } from './events';
import { WOBBLE_FACES } from './measures';
import { cannonOf, effectOn, unitOf } from './queries';
import { refuse } from './reasons';
import type { Aim, SgState, Side } from './types';
import { destroy, lightWound, woundHome } from './wounds';

/** Why the side's cannon may not fire this turn, or null. */
export function fireProblem(s: SgState, side: Side): 'noCannon' | 'silenced' | 'gateTaken' | null {
  if (!cannonOf(s, side)) return 'noCannon';
  if (s.gateEntered[side]) return 'gateTaken';
  if (effectOn(s, 'silence', side)) return 'silenced';
  return null;
}

/**
 * The flight of the acting player's shot as the screen draws it (no shift: the aim as set) and
 * as the log replays it (the shift from the shot's event), from the state before the shot.
 */
export function aimedFlight(s: SgState, aim: Aim, power: number, shift?: Shift): Flight | null {
  const cannon = cannonOf(s, s.active);
  return cannon ? ballFlight(s, cannon, aim, power, shift) : null;
}

/** SG-5: how a hit warrior falls, by the d6. */
export const fallOf = (face: number): Fall => (face <= 2 ? 'faceUp' : face <= 4 ? 'faceDown' : 'standing');

const wobble = (face: number): number => WOBBLE_FACES[face - 1]!;

export function fire(s: SgState, aim: Aim, power: number, dice: DiceSource, events: GameEvent[]): void {
  const side = s.active;
  const problem = fireProblem(s, side);
  if (problem) refuse(problem);
  const cannon = cannonOf(s, side)!;
  if (aim.x === 0 && aim.y === 0) refuse('badAim');
  const p = rollJudged(dice, 6, wobble);
  const q = rollJudged(dice, 6, wobble);
  const flight = ballFlight(s, cannon, aim, power, { power: p.verdict, side: q.verdict });
  if (!flight) refuse('badAim');
  const end = flight.points[flight.points.length - 1]!;
  events.push({
    type: 'shot', rule: 'SG-GAP-1', rolls: [p.roll, q.roll],
    params: {
      player: s.players[side], aimX: aim.x, aimY: aim.y, power, powerShift: p.verdict, sideShift: q.verdict,
      endX: end.x, endY: end.y, endZ: end.z, contact: flight.contact, target: flight.target,
    },
  } satisfies SgEvent);
  if (!flight.target) return;
  const w = unitOf(s, flight.target);
  const { roll, verdict } = rollJudged(dice, 6, fallOf);
  events.push({ type: 'fall', rule: 'SG-5', rolls: [roll], params: { warrior: w.id, roll, fall: verdict } } satisfies SgEvent);
  if (verdict === 'faceUp') destroy(s, w, 'shot', 'SG-5', events);
  else if (verdict === 'faceDown') woundHome(s, w, 'shot', 'SG-5', events);
  else lightWound(w, events);
}
