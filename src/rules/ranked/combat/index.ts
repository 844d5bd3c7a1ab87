// Close combat of the rank-and-flank game (RK-GAP-3..6, RK-1..RK-17): what the engine calls.
export { applyCombatAction, applyCombatIn, beginCombatPhase, combatActions, combatActor, combatPhaseDone, openCombatPhase, resumeCombat, runCombat } from './round';
export { combatOddsLines, combatPreview, combatResolver, type CombatPolicy } from './preview';
export type { CombatEvent, CombatEventParams, CombatEventType } from './events';
export { RK_COMBAT_REASONS_EN, type RkCombatReason } from './reasons';
