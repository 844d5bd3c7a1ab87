// The engine's door to close combat (combat/, RK-GAP-3..6 and RK-1..RK-17): the combat phase
// opens, lists its actions, applies them and resumes after the odds' merge points, all through
// combat/'s functions on the engine's own copy of the state.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { applyCombatIn, combatActions, combatActor as whoFights, combatPhaseDone, openCombatPhase, runCombat } from './combat';
import type { CombatAction, RkState, Side } from './types';

/** The combat phase opens: each combat to be fought once (in place). */
export function beginCombat(s: RkState, _dice: DiceSource, _events: GameEvent[]): void {
  openCombatPhase(s);
}

/** The combat phase's actions still asked (none: the phase may end). */
export const combatLegal = (s: RkState): CombatAction[] => combatActions(s);

/** Every combat of the phase fought. */
export const combatOver = (s: RkState): boolean => combatPhaseDone(s);

/** One combat action applied to `s` (a copy the engine owns), in place. */
export function applyCombat(s: RkState, action: CombatAction, dice: DiceSource, events: GameEvent[]): RkState {
  applyCombatIn(s, action, dice, events);
  return s;
}

/** The combat's queued steps run on (after the odds enumerator's merge point). */
export function resumeCombatIn(s: RkState, dice: DiceSource, events: GameEvent[]): void {
  runCombat(s, dice, events);
}

/** Who acts in the combat phase: the player a combat waits for, else the Active player. */
export function combatActor(s: RkState): Side {
  return whoFights(s) ?? s.active;
}
