// The engine's door to close combat (combat/, RK-GAP-3..6 and RK-1..RK-17): the combat phase
// begins, lists its actions and applies them through combat/'s functions. Until close combat is
// in, the combat phase has nothing to do and simply ends.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import type { CombatAction, RkState } from './types';

/** The combat phase opens (combat/'s beginCombatPhase). */
export function beginCombat(_s: RkState, _dice: DiceSource, _events: GameEvent[]): void {}

/** The combat phase's actions still asked (none: the phase may end). */
export function combatLegal(_s: RkState): CombatAction[] {
  return [];
}

/** One combat action applied to `s` (a copy the engine owns). */
export function applyCombat(s: RkState, _action: CombatAction, _dice: DiceSource, _events: GameEvent[]): RkState {
  return s;
}

/** Who acts in the combat phase (a challenge may be answered by the reactive player). */
export function combatActor(s: RkState): 0 | 1 {
  return s.active;
}
