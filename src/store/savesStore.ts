// The saved-matches list: every stored match with what the list shows (derived by replaying, kept
// in a cache keyed by the match's content, never saved), and rename, duplicate, delete with undo,
// and import. Works on any MatchStorage, so tests run it on memory or fake IndexedDB.
import { createStore } from 'zustand/vanilla';
import { replay, stateHash, type MatchRecord } from '../core/match';
import { isBlank } from '../core/text';
import type { MatchStorage } from './db';
import type { RuntimeFor } from './matchStore';
import { MATCH_NAME_MAX, parseMatchRecord } from './recordSchema';
import { importMatchFile, summarize, type ImportResult, type MatchSummary } from './saveFile';

/** How long a deleted match can be brought back, in milliseconds. */
export const UNDO_MS = 5000;

export interface SavedEntry {
  id: string;
  /** As stored (unvalidated): what is exported when the record cannot be read. */
  raw: unknown;
  /** The validated record, or null when the stored record is damaged. */
  record: MatchRecord | null;
  system: string;
  scenarioId: string;
  name: string | null;
  players: readonly [string, string] | null;
  updatedAt: number;
  actions: number;
  /** null while it is being worked out. */
  summary: MatchSummary | null;
  /** Why the match cannot be opened, or null. */
  problem: string | null;
}

export interface PendingUndo {
  entry: SavedEntry;
  wasCurrent: boolean;
}

export type SavesResult = { ok: true } | { ok: false; error: string };

export interface SavesState {
  entries: SavedEntry[];
  loading: boolean;
  /** Listing failed (the storage could not be read). */
  error: string | null;
  /** The match deleted last, while it can still be brought back. */
  undo: PendingUndo | null;
  load(): Promise<void>;
  rename(id: string, name: string): Promise<SavesResult>;
  /** Saves a copy under a new id with the given name, as if just played. */
  duplicate(id: string, name: string): Promise<SavesResult & { id?: string }>;
  remove(id: string): Promise<SavesResult>;
  undoRemove(): Promise<SavesResult>;
  /** Forgets the undo offer (the deletion stays). */
  dropUndo(): void;
  importFile(input: string | Blob): Promise<ImportResult>;
}

export interface SavesDeps {
  storage: MatchStorage;
  runtimeFor: RuntimeFor;
  newId: () => string;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const summaries = new Map<string, MatchSummary | string>();

function contentKey(r: MatchRecord): string {
  return `${r.system}|${stateHash({ s: r.scenarioId, o: r.options, p: r.players, seed: r.seed, a: r.actions })}`;
}

const text = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** What the list can show of a stored record before anything is loaded. */
function entryOf(raw: unknown): SavedEntry | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string') return null;
  const players = Array.isArray(r.players) && r.players.length === 2 ? ([str(r.players[0]), str(r.players[1])] as const) : null;
  return {
    id: r.id, raw, record: null, system: str(r.system), scenarioId: str(r.scenarioId),
    name: typeof r.name === 'string' && !isBlank(r.name) ? r.name : null, players,
    updatedAt: typeof r.updatedAt === 'number' ? r.updatedAt : 0, actions: Array.isArray(r.actions) ? r.actions.length : 0,
    summary: null, problem: null,
  };
}

/** Validates and replays a stored record for its summary (cached by content). */
async function examine(entry: SavedEntry, runtimeFor: RuntimeFor): Promise<SavedEntry> {
  const system = entry.system;
  let runtime;
  try {
    runtime = system ? await runtimeFor(system as Parameters<RuntimeFor>[0]) : null;
  } catch (e) {
    return { ...entry, problem: text(e) };
  }
  const parsed = parseMatchRecord(entry.raw, (s) => (runtime && s === runtime.rules.id ? runtime.actionSchema : null));
  if (!parsed.ok) return { ...entry, problem: parsed.error };
  if (!runtime) return { ...entry, problem: `game system '${system}' cannot be loaded here` };
  const record = parsed.record;
  const key = contentKey(record);
  let summary = summaries.get(key);
  if (summary === undefined) {
    const scenario = runtime.scenario(record.scenarioId);
    try {
      if (scenario === null) throw new Error(`unknown scenario '${record.scenarioId}'`);
      const rep = replay(runtime.rules, scenario, record);
      summary = summarize(runtime, rep.states[rep.states.length - 1]);
    } catch (e) {
      summary = text(e);
    }
    summaries.set(key, summary);
  }
  return typeof summary === 'string' ? { ...entry, record, problem: summary } : { ...entry, record, summary };
}

const byLastPlayed = (a: SavedEntry, b: SavedEntry) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id);

export function createSavesStore(deps: SavesDeps) {
  const { storage } = deps;
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let undoTimer: unknown = null;
  let generation = 0;

  return createStore<SavesState>()((set, get) => {
    const replace = (entry: SavedEntry) =>
      set({ entries: get().entries.map((e) => (e.id === entry.id ? entry : e)).sort(byLastPlayed) });
    const add = (entry: SavedEntry) => set({ entries: [...get().entries.filter((e) => e.id !== entry.id), entry].sort(byLastPlayed) });
    const stopUndoTimer = () => {
      if (undoTimer !== null) clearTimer(undoTimer);
      undoTimer = null;
    };
    /** Saves a validated record and shows it in the list. */
    const store = async (record: MatchRecord, makeCurrent = false): Promise<SavesResult> => {
      try {
        await storage.saveMatch(record, { makeCurrent });
      } catch (e) {
        return { ok: false, error: text(e) };
      }
      const entry = entryOf(record)!;
      add(await examine(entry, deps.runtimeFor));
      return { ok: true };
    };

    return {
      entries: [],
      loading: false,
      error: null,
      undo: null,

      async load() {
        const mine = ++generation;
        set({ loading: true, error: null });
        let raws: unknown[];
        try {
          raws = await storage.listMatches();
        } catch (e) {
          set({ loading: false, error: text(e), entries: [] });
          return;
        }
        const entries = raws.map(entryOf).filter((e): e is SavedEntry => e !== null).sort(byLastPlayed);
        set({ entries, loading: false });
        for (const e of entries) {
          const done = await examine(e, deps.runtimeFor);
          if (mine !== generation) return;
          replace(done);
        }
      },

      async rename(id, name) {
        const entry = get().entries.find((e) => e.id === id);
        if (!entry?.record) return { ok: false, error: 'this match cannot be read' };
        const trimmed = name.trim();
        if (trimmed.length > MATCH_NAME_MAX) return { ok: false, error: `a name may be at most ${MATCH_NAME_MAX} characters long` };
        const { name: _old, ...rest } = entry.record;
        const record: MatchRecord = isBlank(trimmed) ? rest : { ...rest, name: trimmed };
        return store(record);
      },

      async duplicate(id, name) {
        const entry = get().entries.find((e) => e.id === id);
        if (!entry?.record) return { ok: false, error: 'this match cannot be read' };
        const time = now();
        const newId = deps.newId();
        const copy = name.trim().slice(0, MATCH_NAME_MAX);
        const record: MatchRecord = { ...structuredClone(entry.record), id: newId, createdAt: time, updatedAt: time, ...(copy ? { name: copy } : {}) };
        const r = await store(record);
        return r.ok ? { ok: true, id: newId } : r;
      },

      async remove(id) {
        const entry = get().entries.find((e) => e.id === id);
        if (!entry) return { ok: false, error: 'there is no such match' };
        try {
          const wasCurrent = (await storage.getCurrent()) === id;
          await storage.deleteMatch(id);
          stopUndoTimer();
          set({ entries: get().entries.filter((e) => e.id !== id), undo: { entry, wasCurrent } });
          undoTimer = setTimer(() => {
            undoTimer = null;
            if (get().undo?.entry.id === id) set({ undo: null });
          }, UNDO_MS);
          return { ok: true };
        } catch (e) {
          return { ok: false, error: text(e) };
        }
      },

      async undoRemove() {
        const pending = get().undo;
        if (!pending) return { ok: false, error: 'there is nothing to bring back' };
        stopUndoTimer();
        set({ undo: null });
        try {
          // The record goes back exactly as it was stored.
          await storage.saveMatch(pending.entry.raw as MatchRecord, { makeCurrent: pending.wasCurrent });
        } catch (e) {
          set({ undo: pending });
          return { ok: false, error: text(e) };
        }
        add(pending.entry);
        return { ok: true };
      },

      dropUndo() {
        stopUndoTimer();
        set({ undo: null });
      },

      async importFile(input) {
        const r = await importMatchFile(input, { storage, runtimeFor: deps.runtimeFor, newId: deps.newId });
        if (r.ok) add(await examine(entryOf(r.record)!, deps.runtimeFor));
        return r;
      },
    };
  });
}

export type SavesStore = ReturnType<typeof createSavesStore>;
