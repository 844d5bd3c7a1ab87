// A match is its seed and its actions; every state is derived by replaying them.
import { countingDice, seededDice } from './dice';
import { sharedRefusals, type SharedRefusalCode } from '../i18n/refusals';
import type { AiLevel } from './ai/choose';
import { actionBy, RuleError, type GameEvent, type Ruleset, type SystemId } from './ruleset';

/**
 * Version 2 added `bookmarks`; version 1 records migrate on load (bookmarks: []). Versions 3 to 5
 * mark records set up with newer rules' data: an older record gets its system's legacy options for
 * its version on load (SystemManifest.legacyOptions; Rank and Flank's first armies before version
 * 3, its bridge set-up spots before version 4, its victory points without half strength before 5).
 */
export const MATCH_FORMAT = 5;

/** A step of the match a player marked in the replay: after `action` actions (0 = the setup). */
export interface Bookmark {
  action: number;
  label: string;
}

export interface MatchRecord<A = unknown> {
  format: typeof MATCH_FORMAT;
  id: string;
  system: SystemId;
  scenarioId: string;
  options: Record<string, unknown>;
  players: [string, string];
  seed: number;
  actions: A[];
  createdAt: number;
  updatedAt: number;
  name?: string;
  bookmarks: Bookmark[];
  /**
   * Who the computer played, side 0 then side 1: its level, or null for a person. Absent when two
   * people played (and in records from before the computer opponent).
   */
  computer?: ComputerSeats;
}

/** The computer opponent's strength (src/core/ai/choose.ts). */
export type ComputerLevel = AiLevel;
/** Each side's computer level, or null where a person plays it. */
export type ComputerSeats = [ComputerLevel | null, ComputerLevel | null];

/** The side a person plays against the computer, or null (two people, or the computer on both sides). */
export function personSide(seats: ComputerSeats | null | undefined): 0 | 1 | null {
  if (!seats || (seats[0] === null) === (seats[1] === null)) return null;
  return seats[0] === null ? 0 : 1;
}

export interface StepResult<S> {
  state: S;
  events: GameEvent[];
  /** The action rolled at least one die (undo may not step back past it). */
  rolled: boolean;
}

/** The refusal of an action whose `by` names a player who is not asked now. */
export const NOT_YOUR_CHOICE: SharedRefusalCode = 'notYourChoice';

/**
 * Applies one action with the dice kept in the state. Throws RuleError when illegal, and when the
 * action names a player (`by`) who is not among those who must act now.
 */
export function step<S, A, Sc>(rules: Ruleset<S, A, Sc>, state: S, action: A): StepResult<S> {
  const by = actionBy(action);
  if (by !== null && !rules.actors(state).includes(by)) throw new RuleError(NOT_YOUR_CHOICE, { player: by + 1 }, (code, p) => sharedRefusals('en', code, p));
  const seeded = seededDice(rules.rngState(state));
  const dice = countingDice(seeded);
  const { state: next, events } = rules.apply(state, action, dice);
  const rolled = dice.count() > 0;
  return { state: rolled ? rules.withRngState(next, seeded.state()) : next, events, rolled };
}

export interface Replay<S> {
  /** states[0] is the setup; states[i + 1] follows actions[i]. */
  states: S[];
  events: GameEvent[][];
  rolled: boolean[];
}

export class ReplayError extends Error {
  readonly index: number;
  constructor(index: number, cause: string) {
    super(`action ${index + 1} was refused by the rules: ${cause}`);
    this.name = 'ReplayError';
    this.index = index;
  }
}

/** Replays a record from its seed. Throws ReplayError naming the first refused action. */
export function replay<S, A, Sc>(
  rules: Ruleset<S, A, Sc>,
  scenario: Sc,
  record: Pick<MatchRecord<A>, 'options' | 'seed' | 'actions' | 'players'>,
): Replay<S> {
  let state = rules.setup(scenario, record.options as never, record.seed, record.players);
  const out: Replay<S> = { states: [state], events: [], rolled: [] };
  record.actions.forEach((action, i) => {
    try {
      const r = step(rules, state, action);
      state = r.state;
      out.states.push(state);
      out.events.push(r.events);
      out.rolled.push(r.rolled);
    } catch (e) {
      throw new ReplayError(i, e instanceof RuleError || e instanceof Error ? e.message : String(e));
    }
  });
  return out;
}

/**
 * How many actions undo may remove from the end: it stops at the last action that rolled a die.
 * Returns 0 when the last action rolled (the log says why).
 */
export function undoableCount(rolled: readonly boolean[]): number {
  let n = 0;
  for (let i = rolled.length - 1; i >= 0 && !rolled[i]; i--) n++;
  return n;
}

/** A stable 32-bit FNV-1a hash of a JSON value's canonical text (key order sorted). */
export function stateHash(value: unknown): string {
  const text = canonicalJson(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value as object).sort();
  return `{${keys
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}
