// The gate (SG-9, SG-10). Traps inside an enemy fortress's gate attack every warrior that goes
// through it: before that warrior's maneuver a d6 is rolled (an action of its own, "try the
// gate"): 4 or more and it may pass this turn; 1-3 and it may not pass the gate this turn, but
// may move elsewhere or stay. A warrior standing in the gate has passed the traps already. As soon
// as a warrior enters the enemy's gate, its side's cannon stops firing for the rest of the match.
import { rollJudged, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { castleOf, gateZone } from './castle';
import type { SgEvent } from './events';
import { rectDist2 } from './geometry';
import { allowanceOf, other } from './queries';
import { refuse } from './reasons';
import type { SgState, SgUnit } from './types';

/** SG-9: the roll that passes the traps. */
export const GATE_PASS = 4;

/** Why the warrior may not roll for the enemy's gate now, or null. */
export function gateTryProblem(s: SgState, u: SgUnit): 'notWarrior' | 'moved' | 'gateTried' | 'noGate' | 'gateFar' | null {
  if (u.kind !== 'warrior') return 'notWarrior';
  if (u.moved) return 'moved';
  if (u.gate !== 'untried') return 'gateTried';
  const gate = castleOf(s, other(u.side));
  if (!gate) return 'noGate';
  const reach = allowanceOf(s, u);
  if (rectDist2(u, gateZone(gate)) > reach * reach) return 'gateFar';
  return null;
}

export function tryGate(s: SgState, u: SgUnit, dice: DiceSource, events: GameEvent[]): void {
  const problem = gateTryProblem(s, u);
  if (problem) refuse(problem, { unit: u.id });
  const { roll, verdict } = rollJudged(dice, 6, (face) => face >= GATE_PASS);
  u.gate = verdict ? 'open' : 'shut';
  events.push({ type: 'gateTry', rule: 'SG-9', rolls: [roll], params: { warrior: u.id, roll, passed: verdict } } satisfies SgEvent);
}

/** SG-10: a warrior of `u`'s side has entered the enemy's gate; its cannon fires no more. */
export function markGateEntered(s: SgState, u: SgUnit, events: GameEvent[]): void {
  if (s.gateEntered[u.side]) return;
  s.gateEntered[u.side] = true;
  events.push({ type: 'gateEntered', rule: 'SG-10', params: { warrior: u.id, player: s.players[u.side] } } satisfies SgEvent);
}
