// Plays one game of legal actions picked by a list of choice numbers, checking the invariants
// after every action, then replays the same seed and actions and compares the state hashes.
import { replay, stateHash, step, type StepResult } from '../../../src/core/match';
import type { GameEvent, Ruleset } from '../../../src/core/ruleset';
import { checkSecrecy, type SecrecyCount } from './secrecy';
import { ensure, firstNonFinite, InvariantError, type At } from './violation';

/** The invariants of one game system. Each throws an InvariantError naming what broke. */
export interface SystemChecks<S, A> {
  /** Invariants of a state (after the setup and after every action). */
  state(s: S, at: At): void;
  /** Before an action is applied: the units acting in it, or aimed at, are still in the game. */
  subjects(s: S, action: A, at: At): void;
  /** The legal actions answer the decision the state waits for. */
  offer(s: S, legal: A[], at: At): void;
  /** The action a choice number picks among the legal ones. */
  pick(legal: A[], choice: number): A;
  /** Why an action would not load from a saved record (its schema's message), or null. */
  unsaveable(action: A): string | null;
  /** The log's words for an event in English and Russian. */
  narrate(event: GameEvent, lang: 'en' | 'ru'): string;
  /**
   * The state without its fixed part (the table or map, shared by every state of a match):
   * hashing the rest after each action is much cheaper; the fixed part must stay the same object.
   */
  split(s: S): { moving: unknown; fixed: unknown };
}

export interface GameSpec<Sc> {
  scenario: Sc;
  options: Record<string, unknown>;
  seed: number;
  /** One number per action: which legal action to take (see SystemChecks.pick). */
  choices: number[];
}

export interface PlayOptions {
  /** How many other legal actions to try on each state (each must be accepted). */
  probe: number;
  /** Counts the secret choices checked (see checkSecrecy). */
  secrecy?: SecrecyCount;
}

export interface PlayedGame<S, A> {
  actions: A[];
  /** stateHash of the setup and of the state after each action, without the fixed part. */
  hashes: string[];
  last: S;
}

const PLAYERS = ['Anna', 'Boris'] as const;

/**
 * Picks a legal action for a choice number the way a restless player would: first a kind of
 * action (four times in five among those that do something, else among all, `ending` included),
 * then one of that kind. Rare kinds (a charge, a grenade, getting off a horse) come up as often
 * as common ones, and a smaller number picks an earlier action, so shrinking stays meaningful.
 */
export function pickByKind<A extends { type: string }>(legal: A[], choice: number, ending: readonly string[]): A {
  const kinds = [...new Set(legal.map((a) => a.type))];
  const doing = kinds.filter((k) => !ending.includes(k));
  const pool = doing.length > 0 && choice % 5 !== 0 ? doing : kinds;
  const rest = Math.floor(choice / 5);
  const kind = pool[rest % pool.length]!;
  const same = legal.filter((a) => a.type === kind);
  return same[Math.floor(rest / pool.length) % same.length]!;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function playChecked<S, A, Sc>(rules: Ruleset<S, A, Sc>, checks: SystemChecks<S, A>, game: GameSpec<Sc>, opts: PlayOptions): PlayedGame<S, A> {
  let state = rules.setup(game.scenario, game.options as never, game.seed, PLAYERS);
  const actions: A[] = [];
  const hashes: string[] = [];
  const fixed = checks.split(state).fixed;
  const hashOf = (s: S) => stateHash(checks.split(s).moving);
  const checkState = (at: At) => {
    const { moving, fixed: now } = checks.split(state);
    ensure(now === fixed, 'fixed-table-unchanged', at, null, () => 'the table or map was replaced during the match');
    const bad = firstNonFinite(moving);
    ensure(bad === null, 'finite-numbers', at, null, () => `the state holds ${bad}`);
    checks.state(state, at);
    checkSecrecy(rules, state, at, opts.secrecy);
    hashes.push(stateHash(moving));
  };
  checkState({ action: 0 });
  for (const choice of game.choices) {
    const at: At = actions.length ? { action: actions.length, last: actions.at(-1) } : { action: 0 };
    const legal = rules.legalActions(state);
    if (rules.isOver(state)) {
      ensure(legal.length === 0, 'over-offers-nothing', at, null, () => `the game is over but ${legal.length} actions are offered`);
      break;
    }
    ensure(legal.length > 0, 'ends-or-offers-an-action', at, null, () => 'the game is not over and no action is legal');
    checks.offer(state, legal, at);
    const before = hashes.at(-1)!;
    const action = checks.pick(legal, choice);
    // Other legal actions, spread evenly over the list, must be accepted too.
    const others = legal.filter((a) => a !== action);
    const n = Math.min(opts.probe, others.length);
    for (let k = 0; k < n; k++) {
      const other = others[(choice + Math.floor((k * others.length) / n)) % others.length]!;
      try {
        step(rules, state, other);
      } catch (e) {
        throw new InvariantError('legal-actions-accepted', at, null, `the legal action ${JSON.stringify(other)} was refused: ${messageOf(e)}`);
      }
    }
    checks.subjects(state, action, at);
    const unsaveable = checks.unsaveable(action);
    ensure(unsaveable === null, 'actions-fit-the-save-format', at, null, () => `${JSON.stringify(action)} would not load from a save: ${unsaveable}`);
    let next: StepResult<S>;
    try {
      next = step(rules, state, action);
    } catch (e) {
      throw new InvariantError('legal-actions-accepted', at, null, `the legal action ${JSON.stringify(action)} was refused: ${messageOf(e)}`);
    }
    ensure(hashOf(state) === before, 'apply-leaves-its-input', at, null, () => `applying ${JSON.stringify(action)} changed the state it was given`);
    actions.push(action);
    state = next.state;
    const after: At = { action: actions.length, last: action };
    checkEvents(checks, next.events, after);
    checkState(after);
  }
  checkReplay(rules, checks, game, actions, hashes, stateHash(state));
  return { actions, hashes, last: state };
}

/** Every event reads in both languages, every die in it shows, and every roll names its rule. */
export function checkEvents<S, A>(checks: Pick<SystemChecks<S, A>, 'narrate'>, events: GameEvent[], at: At): void {
  for (const e of events) {
    const rolls = e.rolls ?? [];
    ensure(rolls.every((d) => Number.isInteger(d) && d >= 1), 'dice-are-dice', at, null, () => `the ${e.type} event holds the rolls ${JSON.stringify(rolls)}`);
    ensure(rolls.length === 0 || !!e.rule, 'rolls-name-their-rule', at, null, () => `the ${e.type} event rolled ${JSON.stringify(rolls)} under no rule`);
    for (const lang of ['en', 'ru'] as const) {
      const text = checks.narrate(e, lang);
      ensure(text !== e.type && !/undefined|NaN|\{\w*\}/.test(text), 'events-narrated', at, null, () => `the ${e.type} event reads '${text}' in ${lang === 'en' ? 'English' : 'Russian'}`);
      for (const d of rolls) ensure(text.includes(String(d)), 'events-narrated', at, null, () => `the ${e.type} event reads '${text}' in ${lang === 'en' ? 'English' : 'Russian'}, without the die ${d}`);
    }
  }
}

/**
 * The record as saved (JSON) replays to the same states: the same hash after every action, and
 * the same stateHash of the whole last state (`lastHash`).
 */
export function checkReplay<S, A, Sc>(rules: Ruleset<S, A, Sc>, checks: Pick<SystemChecks<S, A>, 'split'>, game: GameSpec<Sc>, actions: A[], hashes: string[], lastHash: string): void {
  const record = JSON.parse(JSON.stringify({ options: game.options, seed: game.seed, actions, players: PLAYERS }));
  let again: string[];
  let last: string;
  try {
    const states = replay(rules, game.scenario, record).states;
    again = states.map((s) => stateHash(checks.split(s).moving));
    last = stateHash(states.at(-1));
  } catch (e) {
    throw new InvariantError('replay-same-hash', { action: actions.length, last: actions.at(-1) }, null, `the saved record does not replay: ${messageOf(e)}`);
  }
  const i = again.findIndex((h, k) => h !== hashes[k]);
  ensure(i === -1 && again.length === hashes.length, 'replay-same-hash', i > 0 ? { action: i, last: actions[i - 1] } : { action: 0 }, null,
    () => `replaying seed ${game.seed} and the same actions gave state hash ${again[i] ?? 'none'} instead of ${hashes[i] ?? 'none'}`);
  ensure(last === lastHash, 'replay-same-hash', { action: actions.length, last: actions.at(-1) }, null,
    () => `replaying seed ${game.seed} and the same actions ended in state hash ${last} instead of ${lastHash}`);
}
