// A system's manifest: what the lobby, the saved-matches list and the import checks know of it
// without loading its code, and how to load the rest. Manifests are light (names and data only):
// the rules load with `load()` when a match opens, the screens with `loadUi()`.
import type { GameEvent } from '../core/ruleset';
import type { AnyRuntime, Localised, RuleOptionSpec, ScenarioInfo } from '../core/system';
import type { SetupComponent, SystemUi } from '../ui/systemUi';

export interface SystemManifest {
  id: string;
  name: Localised;
  blurb: Localised;
  board: 'table' | 'hex';
  /** False while the system is listed as coming (no `load` yet). */
  playable: boolean;
  scenarios: readonly ScenarioInfo[];
  ruleOptions: readonly RuleOptionSpec[];
  /** The pure rules: node-safe (the simulator and the tests use it). */
  load?: () => Promise<AnyRuntime>;
  /** The match screen, the lobby's setup panel and the words (browser only). */
  loadUi?: () => Promise<SystemUi>;
  /** The lobby panel where players choose their forces, when the system has one. */
  loadSetup?: () => Promise<SetupComponent>;
  /**
   * With `loadSetup`: the lobby's light stand-in for the panel, in words only, until a player
   * opens it; so a lobby that opens on this system fetches none of its code, and a match started
   * without opening it plays the scenario's own forces (ScenarioInfo.forces names them).
   */
  setupPrompt?: SetupPrompt;
  /** The words of its log: each event as a sentence (node-safe; the simulator prints these). */
  loadNarration?: () => Promise<Narrate>;
  /** The words of its refusals (a code and its details as a sentence), for an imported file's refused action. */
  loadRefusals?: () => Promise<ExplainRefusal>;
  /**
   * Options a record of an older format played with without naming them, by that format (the
   * rules' data have changed since: a Rank and Flank record names the edition it was set up with):
   * as a record of format N is brought up to N + 1 it gets `legacyOptions[N]` under its own
   * options, so it replays as it was played.
   */
  legacyOptions?: Readonly<Record<number, Readonly<Record<string, unknown>>>>;
}

/** The words of a setup panel's stand-in in the lobby. */
export interface SetupPrompt {
  /** The panel's heading ("Posses"). */
  title: Localised;
  /** What the match plays with while the panel stays closed, and what opening it offers. */
  hint: Localised;
  /** The button that opens the panel. */
  open: Localised;
}

/** A refusal of the rules (RuleError's code and details) in the player's language; `error` is its English message. */
export type ExplainRefusal = (lang: 'en' | 'ru', error: string, code?: string, params?: Readonly<Record<string, string | number>>) => string;

/**
 * One event of the log as a sentence in the player's language. `state`, when given, is the match's
 * state after the action the event came from (the simulator passes it), for a system whose events
 * name units by id to name them as its screen does.
 */
export type Narrate = (event: GameEvent, lang: 'en' | 'ru', state?: unknown) => string;

/** The options a match starts with when the players change none. */
export function defaultOptions(m: SystemManifest): Record<string, string> {
  return Object.fromEntries(m.ruleOptions.map((o) => [o.id, o.default]));
}
