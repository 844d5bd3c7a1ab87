// The open match: its record (seed + actions), the states replayed from it, the event log, and
// autosave. Works for any game system through a small SystemRuntime.
import { useStore } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { appended, replayCheckpoints, truncated, type Checkpoints } from '../core/history';
import { MATCH_FORMAT, ReplayError, step, undoableCount, type Bookmark, type ComputerSeats, type MatchRecord } from '../core/match';
import { RuleError, type GameEvent, type SystemId } from '../core/ruleset';
import type { AnyRuntime } from '../core/system';
import { englishErrorMap, formatZodError, parseWith, schemaProblem } from '../core/schema';
import { MEMORY_FALLBACK_WARNING, type MatchStorage, type MatchSummary } from './db';
import { appStorage, onStorageFallback } from './appStorage';
import { summarize } from './matchSummary';
import { isSystemId, matchEnvelopeSchema, parseMatchRecord, tooManyActions } from './recordSchema';

export type { AnyRuntime, SystemRuntime } from '../core/system';
export type RuntimeFor = (system: SystemId) => AnyRuntime | null | Promise<AnyRuntime | null>;

export interface LogEntry {
  /** Index (from 0) of the action whose event this is, or null for an app note. */
  action: number | null;
  event: GameEvent;
}

export type Result = { ok: true } | { ok: false; error: string };
export type DispatchResult =
  | { ok: true; events: GameEvent[]; rolled: boolean }
  /** `code` and `params` come from a RuleError, for wording the refusal in the player's language. */
  | { ok: false; error: string; code?: string; params?: Record<string, string | number> };

export interface NewMatchParams {
  system: SystemId;
  scenarioId: string;
  players: [string, string];
  runtime: AnyRuntime;
  seed?: number;
  options?: Record<string, unknown>;
  id?: string;
  now?: number;
  name?: string;
  /** Which sides the computer plays, and how well (omitted from the record when neither). */
  computer?: ComputerSeats;
}

/** What the last committed save held: a match's actions up to here survive closing the tab. */
export interface SaveStatus {
  id: string | null;
  /** How many actions that save held. */
  actions: number;
  /** Saves committed since the page opened. */
  commits: number;
}

export interface MatchStoreState {
  record: MatchRecord | null;
  runtime: AnyRuntime | null;
  scenario: unknown;
  /**
   * The match's history, kept in step with `record.actions`: a snapshot every HISTORY_EVERY
   * actions and the last state, each action's events and dice flag (stateAt gives any step).
   */
  replay: Checkpoints<unknown> | null;
  state: unknown;
  log: LogEntry[];
  /** The last refused action's message; cleared by the next accepted action. */
  error: string | null;
  storageWarning: string | null;
  /** Another tab holds this match: nothing may change it here until this tab takes it over. */
  heldElsewhere: boolean;

  newMatch(params: NewMatchParams): Result;
  dispatch(action: unknown): DispatchResult;
  /**
   * Removes up to `count` actions from the end, never past one that rolled a die. Returns how many.
   * With `whole`, removes all `count` or none (the log then says a die stopped it).
   */
  undo(count?: number, whole?: boolean): number;
  /** Validates and replays a record (object or JSON text), then opens and saves it. */
  loadRecord(raw: unknown, runtime: AnyRuntime): Result;
  /** Opens the match stored as 'current'. */
  continueCurrent(runtimeFor: RuntimeFor): Promise<Result>;
  closeMatch(): void;
  /** Replaces the open match's bookmarks (sorted by step, those past the last action dropped) and saves. */
  setBookmarks(bookmarks: readonly Bookmark[]): void;
  setStorageWarning(message: string | null): void;
  setHeldElsewhere(held: boolean): void;
  /** Resolves when every save started so far has finished (or failed). */
  flush(): Promise<void>;
  /** The last committed save (not reactive: read it after flush()). */
  saveStatus(): SaveStatus;
}

export interface MatchStoreDeps {
  storage: MatchStorage;
  now?: () => number;
  newId?: () => string;
  newSeed?: () => number;
}

/** Builds a note event as it appears in the log. */
export function undoRefusedNote(actionNumber: number): GameEvent {
  return { type: 'undoRefused', rule: 'house', params: { reason: 'diceRolled', action: actionNumber } };
}

export function defaultId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `m-${Date.now().toString(36)}-${Math.floor(Math.random() * 2 ** 32).toString(36)}`;
}

export function defaultSeed(): number {
  const c = globalThis.crypto;
  if (c && typeof c.getRandomValues === 'function') return c.getRandomValues(new Int32Array(1))[0]!;
  return Math.floor(Math.random() * 2 ** 31);
}

/** Why an action is refused in a tab that does not hold the match. */
export const HELD_ELSEWHERE = 'this match is open in another tab: take it over here to play';

const message = (e: unknown): string =>
  (e instanceof Error ? e.message || e.name : String(e)).replace(/\s+/g, ' ').trim().replace(/[.\s]+$/, '') || 'unknown error';

const CLOSED = {
  record: null,
  runtime: null,
  scenario: null,
  replay: null,
  state: null,
  log: [] as LogEntry[],
  error: null,
} as const;

export function flattenLog(events: readonly GameEvent[][]): LogEntry[] {
  return events.flatMap((list, action) => list.map((event) => ({ action, event })));
}

/** Replays a validated record: the opened match's fields, or an error. */
export function openMatchRecord(record: MatchRecord, runtime: AnyRuntime): { ok: true; scenario: unknown; replay: Checkpoints<unknown> } | { ok: false; error: string } {
  if (runtime.rules.id !== record.system) {
    return { ok: false, error: `this is a '${record.system}' match, not '${runtime.rules.id}'` };
  }
  const scenario = runtime.scenario(record.scenarioId);
  if (scenario === null) return { ok: false, error: `unknown scenario '${record.scenarioId}' for '${record.system}'` };
  try {
    return { ok: true, scenario, replay: replayCheckpoints(runtime.rules, scenario, record) };
  } catch (e) {
    if (e instanceof ReplayError) return { ok: false, error: e.message };
    return { ok: false, error: `the match could not be set up: ${message(e)}` };
  }
}

export function createMatchStore(deps: MatchStoreDeps) {
  const now = deps.now ?? (() => Date.now());
  const newId = deps.newId ?? defaultId;
  const newSeed = deps.newSeed ?? defaultSeed;
  const { storage } = deps;
  let saves: Promise<void> = Promise.resolve();
  // One save is written at a time; while it is written, only the newest record of each match
  // waits (older ones would be overwritten anyway), so saves never fall behind quick play.
  const waiting: { record: MatchRecord; summary: MatchSummary }[] = [];
  let writing = false;
  let status: SaveStatus = { id: null, actions: 0, commits: 0 };

  return createStore<MatchStoreState>()(
    subscribeWithSelector((set, get) => {
      const drain = async () => {
        writing = true;
        try {
          for (let job = waiting.shift(); job; job = waiting.shift()) {
            const next = job.record;
            try {
              await storage.saveMatch(next, { makeCurrent: true, summary: job.summary });
              status = { id: next.id, actions: next.actions.length, commits: status.commits + 1 };
              // Saving works again: a warning about a failed save no longer holds.
              const warning = get().storageWarning;
              if (warning !== null && warning !== MEMORY_FALLBACK_WARNING) set({ storageWarning: null });
            } catch (e) {
              set({ storageWarning: `The match could not be saved (${message(e)}). It stays open here but may be lost when the page closes.` });
            }
          }
        } finally {
          writing = false;
        }
      };
      /** Queues a save of the record with the summary of its last state (the saved-matches list shows it). */
      const save = (record: MatchRecord, runtime: AnyRuntime, last: unknown) => {
        const job = { record, summary: summarize(runtime, last) };
        const i = waiting.findIndex((w) => w.record.id === record.id);
        if (i >= 0) waiting[i] = job;
        else waiting.push(job);
        if (!writing) saves = drain();
      };

      const show = (record: MatchRecord, runtime: AnyRuntime, scenario: unknown, rep: Checkpoints<unknown>) =>
        set({ record, runtime, scenario, replay: rep, state: rep.last, log: flattenLog(rep.events), error: null });

      return {
        ...CLOSED,
        storageWarning: null,
        heldElsewhere: false,

        newMatch(p) {
          const time = p.now ?? now();
          const record: MatchRecord = {
            format: MATCH_FORMAT,
            id: p.id ?? newId(),
            system: p.system,
            scenarioId: p.scenarioId,
            options: p.options ?? {},
            players: [p.players[0], p.players[1]],
            seed: p.seed ?? newSeed(),
            actions: [],
            bookmarks: [],
            createdAt: time,
            updatedAt: time,
            ...(p.name === undefined ? {} : { name: p.name }),
            ...(p.computer && (p.computer[0] || p.computer[1]) ? { computer: [p.computer[0], p.computer[1]] as ComputerSeats } : {}),
          };
          const checked = parseWith(matchEnvelopeSchema, record);
          if (!checked.ok) return { ok: false, error: checked.error };
          const opened = openMatchRecord(record, p.runtime);
          if (!opened.ok) return opened;
          show(record, p.runtime, opened.scenario, opened.replay);
          save(record, p.runtime, opened.replay.last);
          return { ok: true };
        },

        dispatch(action) {
          const { record, runtime, replay: rep, log } = get();
          if (!record || !runtime || !rep) return { ok: false, error: 'no match is open', code: 'noMatch', params: {} };
          if (get().heldElsewhere) return { ok: false, error: HELD_ELSEWHERE, code: 'heldElsewhere', params: {} };
          const refuse = (error: string, code?: string, params?: Record<string, string | number>): DispatchResult => {
            set({ error });
            return { ok: false, error, ...(code ? { code, params: params ?? {} } : {}) };
          };
          const parsed = runtime.actionSchema.safeParse(action, { error: englishErrorMap });
          if (!parsed.success) {
            const problem = schemaProblem(runtime.actionSchema, action);
            const detail = formatZodError(parsed.error);
            return refuse(`not a valid action: ${detail}`, problem?.code ?? 'badAction', problem?.params ?? { detail });
          }
          const before = rep.last;
          let r;
          try {
            r = step(runtime.rules, before, parsed.data);
          } catch (e) {
            if (e instanceof RuleError) return refuse(e.message, e.code, e.params);
            return refuse(`the rules failed on this action: ${message(e)}`, 'rulesFailed', { detail: message(e) });
          }
          const index = record.actions.length;
          const full = tooManyActions(index + 1);
          if (full) return refuse(`${full}: export the match to keep it; this one cannot take more actions`, 'recordFull', { count: index });
          const next: MatchRecord = { ...record, actions: [...record.actions, parsed.data], updatedAt: now() };
          set({
            record: next,
            replay: appended(rep, r),
            state: r.state,
            log: [...log, ...r.events.map((event) => ({ action: index, event }))],
            error: null,
          });
          save(next, runtime, r.state);
          return { ok: true, events: r.events, rolled: r.rolled };
        },

        undo(count = 1, whole = false) {
          const { record, runtime, replay: rep, log } = get();
          if (!record || !runtime || !rep || record.actions.length === 0 || count < 1 || get().heldElsewhere) return 0;
          const can = undoableCount(rep.rolled);
          if (can === 0 || (whole && can < Math.floor(count))) {
            set({ log: [...log, { action: null, event: undoRefusedNote(record.actions.length) }] });
            return 0;
          }
          const k = Math.min(Math.floor(count), can);
          const len = record.actions.length - k;
          const next: MatchRecord = {
            ...record, actions: record.actions.slice(0, len), bookmarks: record.bookmarks.filter((b) => b.action <= len), updatedAt: now(),
          };
          const back = truncated(runtime.rules, rep, record.actions, len);
          set({ record: next, replay: back, state: back.last, log: log.filter((e) => e.action === null || e.action < len), error: null });
          save(next, runtime, back.last);
          return k;
        },

        loadRecord(raw, runtime) {
          const parsed = parseMatchRecord(raw, (system) => (system === runtime.rules.id ? runtime.actionSchema : null));
          if (!parsed.ok) return parsed;
          const opened = openMatchRecord(parsed.record, runtime);
          if (!opened.ok) return opened;
          show(parsed.record, runtime, opened.scenario, opened.replay);
          save(parsed.record, runtime, opened.replay.last);
          return { ok: true };
        },

        async continueCurrent(runtimeFor) {
          let raw: unknown;
          try {
            const id = await storage.getCurrent();
            if (id === null) return { ok: false, error: 'there is no match to continue' };
            raw = await storage.loadMatch(id);
            if (raw === undefined) return { ok: false, error: 'the match to continue is no longer saved' };
          } catch (e) {
            return { ok: false, error: `saved matches could not be read: ${message(e)}` };
          }
          const system = (raw as { system?: unknown } | null)?.system;
          const runtime = isSystemId(system) ? await runtimeFor(system) : null;
          const parsed = parseMatchRecord(raw, (s) => (runtime && s === runtime.rules.id ? runtime.actionSchema : null));
          if (!parsed.ok) return parsed;
          if (!runtime) return { ok: false, error: `game system '${parsed.record.system}' cannot be loaded here` };
          const opened = openMatchRecord(parsed.record, runtime);
          if (!opened.ok) return opened;
          show(parsed.record, runtime, opened.scenario, opened.replay);
          return { ok: true };
        },

        closeMatch() {
          set({ ...CLOSED, heldElsewhere: false });
        },

        setBookmarks(bookmarks) {
          const { record, runtime, state, heldElsewhere } = get();
          if (!record || !runtime || heldElsewhere) return;
          const kept = bookmarks.filter((b) => b.action >= 0 && b.action <= record.actions.length).sort((a, b) => a.action - b.action);
          const next: MatchRecord = { ...record, bookmarks: kept.map((b) => ({ action: b.action, label: b.label })) };
          set({ record: next });
          save(next, runtime, state);
        },

        setStorageWarning(storageWarning) {
          set({ storageWarning });
        },

        setHeldElsewhere(heldElsewhere) {
          set({ heldElsewhere });
        },

        flush() {
          return saves;
        },

        saveStatus() {
          return status;
        },
      };
    }),
  );
}

export type MatchStore = ReturnType<typeof createMatchStore>;

/** How many actions undo could remove now (0 when the last action rolled dice). */
export function selectUndoable(s: MatchStoreState): number {
  return s.replay ? undoableCount(s.replay.rolled) : 0;
}

/** The app's match store: IndexedDB, or memory with a warning when the browser refuses it. */
export { appStorage };
export const matchStore: MatchStore = createMatchStore({ storage: appStorage });
onStorageFallback((m) => matchStore.getState().setStorageWarning(m));

function useMatchHook(): MatchStoreState;
function useMatchHook<T>(selector: (s: MatchStoreState) => T): T;
function useMatchHook<T>(selector?: (s: MatchStoreState) => T): T | MatchStoreState {
  return useStore<MatchStore, T | MatchStoreState>(matchStore, selector ?? ((s) => s));
}

/** React hook over the app's match store; also carries getState/setState/subscribe. */
export const useMatch = Object.assign(useMatchHook, matchStore);
