// What a game system tells the computer opponent (src/core/ai/choose.ts): how good a position is
// for a side, which of the legal actions are worth weighing, and, when it can, the exact outcomes
// of an action. Everything here reads a player's view only and is pure.
import type { Side } from '../ruleset';

/** One way an action can end, with its chance (the odds enumerator's outcome, or a sampled one). */
export interface AiOutcome<S> {
  p: number;
  state: S;
}

export interface SystemAi<S, A> {
  /**
   * How good `state` is for `side`, in the system's own points (material, wounds, objective,
   * victory points, position); the opponent's score is its negation. The search scores a finished
   * game itself, so this is asked only while the game goes on.
   */
  evaluate(state: S, side: Side): number;
  /** What a won game is worth in the same points (the search's default when absent: 150). */
  win?: number;
  /** The legal actions worth weighing, best guesses first (all of them when absent). */
  candidates?(state: S, legal: readonly A[], side: Side): readonly A[];
  /**
   * Every outcome of `action` with its exact chance (the system's resolver through the odds
   * enumerator). May throw `TooManyBranches` (the search then samples); returns null when the
   * system cannot enumerate this action.
   */
  outcomes?(state: S, action: A, maxRuns: number): readonly AiOutcome<S>[] | null;
  /**
   * The outcomes of a secret choice that the view cannot play out (the other side's choice is
   * hidden, or not yet made): under the system's stated assumption of the other side's choice,
   * each way it can end with its chance (what it assumes is in docs/ai.md). Null when `action` is
   * not such a choice. May throw `TooManyBranches` (the search then plays the action as it stands).
   */
  secret?(state: S, action: A, maxRuns: number): readonly AiOutcome<S>[] | null;
  /**
   * The side's own decisions in a row are followed to where the other side decides, without
   * spending the search's depth (LevelBudget.ownSteps): for systems whose turn is many decisions of
   * one side, where a fixed depth judged ending the turn against the other side's reply but
   * carrying on against the side's own best next move. Measured before it is turned on.
   */
  turnHorizon?: boolean;
  /** The unit the action is about (for the board to highlight), or null. */
  focus?(action: A, state: S): string | null;
}
