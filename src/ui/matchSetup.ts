// What the lobby hands over when a match starts.
import type { ComputerSeats } from '../core/match';
import type { SystemId } from '../core/ruleset';

export interface MatchSetup {
  system: SystemId;
  scenarioId: string;
  /** Trimmed, non-empty, different names; players[0] is the first side. */
  players: [string, string];
  /** Unsigned 32-bit seed for the dice. */
  seed: number;
  /** Show the hot-seat hand-off curtain between turns. */
  handoff: boolean;
  /** The rule options chosen and what the system's setup panel adds (Old West: `rosters`). */
  options?: Record<string, unknown>;
  /** The sides the computer plays, at which level (null: a person); absent when people play both. */
  computer?: ComputerSeats;
}
