// Where matches are kept: IndexedDB (database 'wartable') in the browser, or memory when IndexedDB
// is missing or refuses to open (some private modes) and in tests. Reads return raw data; the
// caller validates it (recordSchema.ts) before use.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { MatchRecord } from '../core/match';

export const DB_NAME = 'wartable';
export const DB_VERSION = 1;
const CURRENT_KEY = 'current';

export interface SaveOptions {
  /** Also make this match the one Continue opens, in the same transaction. */
  makeCurrent?: boolean;
}

/** The storage backend the match store talks to. Every write is atomic. */
export interface MatchStorage {
  readonly kind: 'indexeddb' | 'memory';
  /** Writes the record under its id. On failure the previous copy stays as it was. */
  saveMatch(record: MatchRecord, options?: SaveOptions): Promise<void>;
  /** The stored record (unvalidated), or undefined when there is none. */
  loadMatch(id: string): Promise<unknown>;
  /** Every stored record (unvalidated), in no particular order. */
  listMatches(): Promise<unknown[]>;
  /** Removes a record; clears 'current' too when it pointed at it. */
  deleteMatch(id: string): Promise<void>;
  setCurrent(id: string | null): Promise<void>;
  getCurrent(): Promise<string | null>;
}

interface WartableDB extends DBSchema {
  matches: { key: string; value: MatchRecord };
  meta: { key: string; value: string };
}

// ---------------------------------------------------------------------------------------------
// Memory

/** Keeps copies (structured clones, as IndexedDB would) so later changes to a record never leak in. */
export function createMemoryStorage(): MatchStorage {
  const matches = new Map<string, MatchRecord>();
  let current: string | null = null;
  return {
    kind: 'memory',
    async saveMatch(record, options) {
      const copy = structuredClone(record); // throws before anything changes, like a failed put
      matches.set(record.id, copy);
      if (options?.makeCurrent) current = record.id;
    },
    async loadMatch(id) {
      const r = matches.get(id);
      return r === undefined ? undefined : structuredClone(r);
    },
    async listMatches() {
      return [...matches.values()].map((r) => structuredClone(r));
    },
    async deleteMatch(id) {
      matches.delete(id);
      if (current === id) current = null;
    },
    async setCurrent(id) {
      current = id;
    },
    async getCurrent() {
      return current;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// IndexedDB

export interface OpenCallbacks {
  /** Another tab wants a newer version of the database: close this connection. */
  onBlocking?: () => void;
  /** The browser closed the connection abnormally. */
  onTerminated?: () => void;
}

export function openWartableDB(callbacks: OpenCallbacks = {}): Promise<IDBPDatabase<WartableDB>> {
  return openDB<WartableDB>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('matches')) db.createObjectStore('matches');
      if (!db.objectStoreNames.contains('meta')) db.createObjectStore('meta');
    },
    blocking: () => callbacks.onBlocking?.(),
    terminated: () => callbacks.onTerminated?.(),
  });
}

/** Runs the body's requests in `tx`; if any fails the whole transaction is aborted (nothing changes). */
async function inTransaction(tx: { done: Promise<void>; abort(): void }, body: () => Promise<void>): Promise<void> {
  const work = body().catch((e: unknown) => {
    try {
      tx.abort();
    } catch {
      // already finished or aborted
    }
    throw e;
  });
  await Promise.all([work, tx.done]);
}

export interface IdbMatchStorage extends MatchStorage {
  /** Resolves once the database is open; rejects when it cannot be opened. */
  ready(): Promise<void>;
}

/** IndexedDB storage. `open` is injectable (tests can open the database on a fake factory). */
export function createIdbStorage(
  open: (callbacks: OpenCallbacks) => Promise<IDBPDatabase<WartableDB>> = openWartableDB,
): IdbMatchStorage {
  let dbPromise: Promise<IDBPDatabase<WartableDB>> | null = null;
  const reset = () => {
    const closing = dbPromise;
    dbPromise = null;
    void closing?.then((d) => d.close()).catch(() => undefined);
  };
  const db = (): Promise<IDBPDatabase<WartableDB>> => {
    if (!dbPromise) {
      const opening = open({ onBlocking: reset, onTerminated: () => (dbPromise = null) });
      dbPromise = opening;
      opening.catch(() => {
        if (dbPromise === opening) dbPromise = null;
      });
    }
    return dbPromise;
  };
  return {
    kind: 'indexeddb',
    async ready() {
      await db();
    },
    async saveMatch(record, options) {
      const tx = (await db()).transaction(['matches', 'meta'], 'readwrite');
      await inTransaction(tx, async () => {
        // Both writes are queued at once and the commit asked for straight away, so the save is
        // on disk as soon as possible after the action (a tab closed before that keeps the
        // previous save whole: the transaction is all or nothing).
        const writes: Promise<unknown>[] = [];
        try {
          writes.push(tx.objectStore('matches').put(record, record.id));
          if (options?.makeCurrent) writes.push(tx.objectStore('meta').put(record.id, CURRENT_KEY));
          tx.commit();
        } catch (e) {
          Promise.all(writes).catch(() => undefined); // they fail with the transaction: report why it failed
          throw e;
        }
        await Promise.all(writes);
      });
    },
    async loadMatch(id) {
      return (await db()).get('matches', id);
    },
    async listMatches() {
      return (await db()).getAll('matches');
    },
    async deleteMatch(id) {
      const tx = (await db()).transaction(['matches', 'meta'], 'readwrite');
      await inTransaction(tx, async () => {
        const meta = tx.objectStore('meta');
        const current = await meta.get(CURRENT_KEY);
        await tx.objectStore('matches').delete(id);
        if (current === id) await meta.delete(CURRENT_KEY);
      });
    },
    async setCurrent(id) {
      const d = await db();
      if (id === null) await d.delete('meta', CURRENT_KEY);
      else await d.put('meta', id, CURRENT_KEY);
    },
    async getCurrent() {
      const v = await (await db()).get('meta', CURRENT_KEY);
      return typeof v === 'string' ? v : null;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Browser default: IndexedDB, or memory with a warning

export const MEMORY_FALLBACK_WARNING =
  'This browser does not let Wartable save matches (private browsing?). ' +
  'You can play, but matches are lost when the page closes.';

export interface BrowserStorageOptions {
  /** Whether IndexedDB exists here; defaults to checking the global. */
  available?: boolean;
  idb?: () => IdbMatchStorage;
  /** Called once if the app falls back to memory. */
  onFallback?: (message: string) => void;
}

/**
 * Storage that opens IndexedDB on first use and, if that fails, keeps matches in memory for the
 * session and calls `onFallback` once.
 */
export function createBrowserStorage(options: BrowserStorageOptions = {}): MatchStorage & { backend(): Promise<MatchStorage> } {
  const available = options.available ?? typeof indexedDB !== 'undefined';
  let chosen: Promise<MatchStorage> | null = null;
  let kind: MatchStorage['kind'] = available ? 'indexeddb' : 'memory';
  const backend = (): Promise<MatchStorage> =>
    (chosen ??= (async () => {
      if (available) {
        try {
          const idb = (options.idb ?? createIdbStorage)();
          await idb.ready();
          kind = 'indexeddb';
          return idb;
        } catch {
          // fall through to memory
        }
      }
      kind = 'memory';
      options.onFallback?.(MEMORY_FALLBACK_WARNING);
      return createMemoryStorage();
    })());
  return {
    /** 'indexeddb' until a failed open switches to memory. */
    get kind() {
      return kind;
    },
    backend,
    saveMatch: async (record, opts) => (await backend()).saveMatch(record, opts),
    loadMatch: async (id) => (await backend()).loadMatch(id),
    listMatches: async () => (await backend()).listMatches(),
    deleteMatch: async (id) => (await backend()).deleteMatch(id),
    setCurrent: async (id) => (await backend()).setCurrent(id),
    getCurrent: async () => (await backend()).getCurrent(),
  };
}
