// The contract every game system implements, in the spirit of boardgame.io's Game object.
// A ruleset is a plain object of pure functions over plain, serialisable state.
import type { DiceSource } from './dice';

/** A game system's id: the registry (src/systems/registry.ts) lists the ids there are. */
export type SystemId = string;

/** A value a narration parameter may hold. */
export type EventParam = string | number | boolean | null | readonly number[];

/**
 * Something that happened, as data. The UI turns it into words (in the player's language);
 * `rule` names the rule that produced it, `rolls` every die it used, in order.
 */
export interface GameEvent {
  type: string;
  rule?: string;
  rolls?: number[];
  params?: Record<string, EventParam>;
}

/** The details of a refusal (names, numbers), for wording it. */
export type RefusalParams = Readonly<Record<string, string | number>>;

/**
 * An illegal action, as a code from the system's typed union and its details: the rules never
 * word a refusal. The UI words it in the player's language from the system's word table. The
 * system may pass its English wording so that `message` reads as a sentence (for the store's
 * log, the headless simulator and tests); without one `message` is the code and its details.
 * eslint.config.js refuses a literal first argument, so a sentence cannot creep back in.
 */
export class RuleError<C extends string = string> extends Error {
  readonly code: C;
  readonly params: RefusalParams;
  constructor(code: C, params: RefusalParams = {}, english?: (code: C, params: RefusalParams) => string) {
    // A refusal is an answer, not a crash: no stack is taken (listing the legal actions tries many
    // candidates the rules refuse, and taking a stack costs more than the rest of the refusal).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super();
    Error.stackTraceLimit = limit;
    this.name = 'RuleError';
    this.code = code;
    this.params = params;
    // Worded when first read: the rules refuse many candidate actions (legal-action listing, the
    // odds enumerator's policy) whose refusal nobody reads.
    let message: string | null = null;
    Object.defineProperty(this, 'message', {
      get: () => (message ??= english ? english(code, params) : plainRefusal(code, params)),
      enumerable: false,
      configurable: true,
    });
  }
}

function plainRefusal(code: string, params: RefusalParams): string {
  const details = Object.entries(params).map(([k, v]) => `${k}: ${v}`);
  return details.length ? `${code} (${details.join(', ')})` : code;
}

/** A player's index. */
export type Side = 0 | 1;

/** The player an action names, when it names one (`{ ...action, by: 1 }`). */
export function actionBy(action: unknown): Side | null {
  const by = action !== null && typeof action === 'object' ? (action as { by?: unknown }).by : undefined;
  return by === 0 || by === 1 ? by : null;
}

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
}

/** One named outcome of an action with its exact probability (0..1). */
export interface Chance {
  key: string;
  p: number;
  rule?: string;
  params?: Record<string, EventParam>;
}

export interface Preview {
  title: string;
  chances: Chance[];
}

export interface Ruleset<S, A, Sc, O = Record<string, unknown>> {
  id: SystemId;
  /** Builds the starting state. The seed goes into the state's dice. */
  setup(scenario: Sc, options: O, seed: number, players: readonly [string, string]): S;
  /** A finite list of legal actions for whoever must act now (continuous moves are sampled). */
  legalActions(state: S): A[];
  /**
   * Applies one action. Throws RuleError when the action is illegal, and first when it is not an
   * action of this system's schema at all (see `actionProblem` in ./schema); never mutates `state`.
   */
  apply(state: S, action: A, dice: DiceSource): ApplyResult<S>;
  /** Exact odds of the outcomes of an action, before any die is rolled. */
  preview(state: S, action: A): Preview | null;
  /** Index of the player who must act now (0 or 1), or null when either may (or the game is over). */
  actor(state: S): 0 | 1 | null;
  /**
   * The players who must act now: one, both when either may (a public roll) or when both choose
   * at once in secret, none when the game is over. When more than one may act, an action names
   * its player in `by` (see `step`).
   */
  actors(state: S): readonly Side[];
  /**
   * What `viewer` may see of the state: no other player's secret choice before it is revealed,
   * and no dice generator state. The hot-seat screen draws this view of the player it was handed
   * to; a computer player decides from it.
   */
  playerView(state: S, viewer: Side): S;
  /** True while the choice asked now is secret: each actor chooses behind the hand-off screen. */
  secret(state: S): boolean;
  /** The winner's index, or null while the game goes on. */
  winner(state: S): 0 | 1 | null;
  isOver(state: S): boolean;
  /** The dice state kept inside S. */
  rngState(state: S): readonly number[];
  withRngState(state: S, rng: readonly number[]): S;
}
