// What the lobby hands over when a match starts.
import type { SystemId } from '../core/ruleset';
import type { Roster } from '../rules/oldwest/roster';

export interface MatchSetup {
  system: SystemId;
  scenarioId: string;
  /** Trimmed, non-empty, different names; players[0] is the first posse. */
  players: [string, string];
  /** Unsigned 32-bit seed for the dice. */
  seed: number;
  /** Show the hot-seat hand-off curtain between turns. */
  handoff: boolean;
  /** Old West: the posses the players chose or built; absent means the scenario's own posses. */
  rosters?: [Roster, Roster];
  /** Rule options the system offers (Firepower: FP-AMB-1's postureRule). */
  options?: Record<string, unknown>;
}
