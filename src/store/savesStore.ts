// The saved-matches list: every stored match from its stored listing (no actions read, no replay),
// and rename, duplicate, export, delete with undo, and import. A listing without a summary (a match
// saved by an older version, or damaged) is worked out once by replaying the match, and stored.
// Works on any MatchStorage, so tests run it on memory or fake IndexedDB.
import { createStore } from 'zustand/vanilla';
import { replayCheckpoints } from '../core/history';
import { stateHash, type MatchRecord } from '../core/match';
import { isBlank } from '../core/text';
import type { MatchStorage, StoredListing } from './db';
import type { RuntimeFor } from './matchStore';
import { summarize, type MatchSummary } from './matchSummary';
import { MATCH_NAME_MAX, parseMatchRecord } from './recordSchema';
import { exportRecord, FILE_EXTENSION, importMatchFile, type ImportProgress, type ImportResult } from './saveFile';

/** How long a deleted match can be brought back, in milliseconds. */
export const UNDO_MS = 5000;

export interface SavedEntry {
  id: string;
  system: string;
  scenarioId: string;
  name: string | null;
  players: readonly [string, string] | null;
  updatedAt: number;
  actions: number;
  /** Turn, finished and winner; null while it is being worked out. */
  summary: MatchSummary | null;
  /** Why the match cannot be opened, or null. */
  problem: string | null;
}

export interface PendingUndo {
  entry: SavedEntry;
  /** The record as it was stored, put back exactly on undo. */
  raw: unknown;
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
  /** A match's file: the record, or as stored when it cannot be read (so it can be mended). */
  exportFile(id: string): Promise<({ ok: true } & { text: string; filename: string }) | { ok: false; error: string }>;
  remove(id: string): Promise<SavesResult>;
  undoRemove(): Promise<SavesResult>;
  /** Forgets the undo offer (the deletion stays). */
  dropUndo(): void;
  importFile(input: string | Blob, onProgress?: (p: ImportProgress) => void): Promise<ImportResult>;
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

function entryOf(l: StoredListing): SavedEntry {
  return {
    id: l.id, system: l.system, scenarioId: l.scenarioId, name: l.name !== null && !isBlank(l.name) ? l.name : null,
    players: l.players, updatedAt: l.updatedAt, actions: l.actions, summary: l.play, problem: null,
  };
}

type Read = { ok: true; raw: unknown; record: MatchRecord } | { ok: false; raw: unknown; error: string };

/** Reads and validates a stored record. */
async function readRecord(storage: MatchStorage, id: string, runtimeFor: RuntimeFor): Promise<Read> {
  let raw: unknown;
  try {
    raw = await storage.loadMatch(id);
  } catch (e) {
    return { ok: false, raw: undefined, error: text(e) };
  }
  if (raw === undefined) return { ok: false, raw, error: 'this match is no longer saved' };
  const system = (raw as { system?: unknown } | null)?.system;
  let runtime;
  try {
    runtime = typeof system === 'string' && system ? await runtimeFor(system as Parameters<RuntimeFor>[0]) : null;
  } catch (e) {
    return { ok: false, raw, error: text(e) };
  }
  const parsed = parseMatchRecord(raw, (s) => (runtime && s === runtime.rules.id ? runtime.actionSchema : null));
  if (!parsed.ok) return { ok: false, raw, error: parsed.error };
  if (!runtime) return { ok: false, raw, error: `game system '${String(system)}' cannot be loaded here` };
  return { ok: true, raw, record: parsed.record };
}

/** Works out a listing's summary by replaying the match (cached by content), and stores it. */
async function examine(entry: SavedEntry, storage: MatchStorage, runtimeFor: RuntimeFor): Promise<SavedEntry> {
  const read = await readRecord(storage, entry.id, runtimeFor);
  if (!read.ok) return { ...entry, problem: read.error };
  const record = read.record;
  const runtime = (await runtimeFor(record.system))!;
  const key = contentKey(record);
  let summary = summaries.get(key);
  if (summary === undefined) {
    const scenario = runtime.scenario(record.scenarioId);
    try {
      if (scenario === null) throw new Error(`unknown scenario '${record.scenarioId}'`);
      // No snapshot kept past the setup: only the last state is summarised.
      summary = summarize(runtime, replayCheckpoints(runtime.rules, scenario, record, Infinity).last);
    } catch (e) {
      summary = text(e);
    }
    summaries.set(key, summary);
  }
  if (typeof summary === 'string') return { ...entry, problem: summary };
  // Stored for next time, unless the match was played on meanwhile.
  await storage.setSummary(entry.id, { updatedAt: entry.updatedAt, actions: entry.actions }, summary).catch(() => undefined);
  return { ...entry, summary };
}

const byLastPlayed = (a: SavedEntry, b: SavedEntry) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id);

export function createSavesStore(deps: SavesDeps) {
  const { storage, runtimeFor } = deps;
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
    /** Saves a validated record with its summary and shows it in the list. */
    const store = async (record: MatchRecord, summary: MatchSummary | null): Promise<SavesResult> => {
      try {
        await storage.saveMatch(record, { summary });
      } catch (e) {
        return { ok: false, error: text(e) };
      }
      add({ ...entryOf({ ...listing(record), play: summary }) });
      return { ok: true };
    };
    const listing = (r: MatchRecord): StoredListing => ({
      id: r.id, system: r.system, scenarioId: r.scenarioId, name: r.name ?? null, players: r.players,
      createdAt: r.createdAt, updatedAt: r.updatedAt, actions: r.actions.length, play: null,
    });
    const readable = async (id: string) => {
      const entry = get().entries.find((e) => e.id === id);
      if (!entry || entry.problem) return null;
      const read = await readRecord(storage, id, runtimeFor);
      return read.ok ? { entry, record: read.record } : null;
    };

    return {
      entries: [],
      loading: false,
      error: null,
      undo: null,

      async load() {
        const mine = ++generation;
        set({ loading: true, error: null });
        let listings: StoredListing[];
        try {
          listings = await storage.listSummaries();
        } catch (e) {
          set({ loading: false, error: text(e), entries: [] });
          return;
        }
        const entries = listings.map(entryOf).sort(byLastPlayed);
        set({ entries, loading: false });
        for (const e of entries) {
          if (e.summary) continue;
          const done = await examine(e, storage, runtimeFor);
          if (mine !== generation) return;
          replace(done);
        }
      },

      async rename(id, name) {
        const trimmed = name.trim();
        if (trimmed.length > MATCH_NAME_MAX) return { ok: false, error: `a name may be at most ${MATCH_NAME_MAX} characters long` };
        const found = await readable(id);
        if (!found) return { ok: false, error: 'this match cannot be read' };
        const { name: _old, ...rest } = found.record;
        const record: MatchRecord = isBlank(trimmed) ? rest : { ...rest, name: trimmed };
        return store(record, found.entry.summary);
      },

      async duplicate(id, name) {
        const found = await readable(id);
        if (!found) return { ok: false, error: 'this match cannot be read' };
        const time = now();
        const newId = deps.newId();
        const copy = name.trim().slice(0, MATCH_NAME_MAX);
        const record: MatchRecord = { ...found.record, id: newId, createdAt: time, updatedAt: time, ...(copy ? { name: copy } : {}) };
        const r = await store(record, found.entry.summary);
        return r.ok ? { ok: true, id: newId } : r;
      },

      async exportFile(id) {
        const read = await readRecord(storage, id, runtimeFor);
        if (read.ok) return { ok: true, ...exportRecord(read.record) };
        if (read.raw === undefined) return { ok: false, error: read.error };
        const safe = id.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || 'match';
        return { ok: true, text: `${JSON.stringify(read.raw, null, 1)}\n`, filename: `${safe}${FILE_EXTENSION}` };
      },

      async remove(id) {
        const entry = get().entries.find((e) => e.id === id);
        if (!entry) return { ok: false, error: 'there is no such match' };
        try {
          const wasCurrent = (await storage.getCurrent()) === id;
          const raw = await storage.loadMatch(id);
          await storage.deleteMatch(id);
          stopUndoTimer();
          set({ entries: get().entries.filter((e) => e.id !== id), undo: { entry, raw, wasCurrent } });
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
          await storage.saveMatch(pending.raw as MatchRecord, { makeCurrent: pending.wasCurrent, summary: pending.entry.summary });
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

      async importFile(input, onProgress) {
        const r = await importMatchFile(input, { storage, runtimeFor, newId: deps.newId, ...(onProgress ? { onProgress } : {}) });
        if (r.ok) add(entryOf({ ...listing(r.record), play: r.summary }));
        return r;
      },
    };
  });
}

export type SavesStore = ReturnType<typeof createSavesStore>;
