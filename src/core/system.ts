// The plug-in contract a game system offers the shared layers. A system is a folder under
// src/rules/<id> (pure rules, this runtime) and one under src/ui/<id> (its screens), joined by a
// light manifest listed once in src/systems/registry.ts. Nothing shared names a system.
import type { ZodMiniType as ZodType } from 'zod/mini';
import type { Ruleset } from './ruleset';
import type { SystemAi } from './ai/types';

/** A text in every language the app speaks. */
export interface Localised {
  en: string;
  ru: string;
}

/** A scenario as the lobby, the saved-matches list and the import checks name it. */
export interface ScenarioInfo {
  id: string;
  name: Localised;
  description: Localised;
  /** Table size in inches, or hexes for hex maps, as each language writes it. */
  size: Localised;
  /** The scenario's own forces, one against the other ("Lawmen against Outlaws"), for the lobby. */
  forces?: Localised;
}

/** A rule option the lobby offers (an ambiguity the players settle); the value goes into the match's options. */
export interface RuleOptionSpec {
  /** The key in the match's options. */
  id: string;
  legend: Localised;
  choices: readonly { value: string; label: Localised }[];
  /** The value when the players choose nothing. */
  default: string;
}

/** Everything the store, the import checks, the simulator and the property tests need from a system. */
export interface SystemRuntime<S = unknown, A = unknown, Sc = unknown> {
  rules: Ruleset<S, A, Sc>;
  /** The scenario with this id (own entries only), or null. */
  scenario(id: string): Sc | null;
  /** Checks one action from outside (a saved record, an imported file, the headless API). */
  actionSchema: ZodType<A>;
  /** A quick guard that vouches for an action `actionSchema` accepts (never for one it refuses); the schema checks the rest. */
  wellFormed?(action: unknown): boolean;
  /** The units of a match (from its setup state): imports check the units actions name against these. */
  unitIds?(state: S): readonly string[];
  /** The units an action names. */
  unitRefs?(action: A): readonly string[];
  /** The computer opponent's evaluation and candidate pruning (src/core/ai); without it the computer plays by the rules' outcomes alone. */
  ai?: SystemAi<S, A>;
}
export type AnyRuntime = SystemRuntime<unknown, unknown, unknown>;

/** Reads an own property only: scenario and profile look-ups never reach Object.prototype. */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | null {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key]! : null;
}
