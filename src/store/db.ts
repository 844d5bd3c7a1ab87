// Where matches are kept: IndexedDB (database 'wartable', idbStorage.ts) in the browser, or memory
// (memoryStorage.ts) when IndexedDB is missing or refuses to open (some private modes) and in tests.
// Reads return raw data; the caller validates it (recordSchema.ts) before use.
import { createIdbStorage, type IdbMatchStorage } from './idbStorage';
import { createMemoryStorage } from './memoryStorage';
import type { MatchStorage } from './storageTypes';

export { createIdbStorage, openWartableDB, DB_NAME, DB_VERSION, CHUNK_SIZE, type IdbMatchStorage, type OpenCallbacks } from './idbStorage';
export { createMemoryStorage } from './memoryStorage';
export type { MatchStorage, MatchSummary, SaveOptions, StoredListing } from './storageTypes';

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
    listSummaries: async () => (await backend()).listSummaries(),
    setSummary: async (id, seen, play) => (await backend()).setSummary(id, seen, play),
    deleteMatch: async (id) => (await backend()).deleteMatch(id),
    setCurrent: async (id) => (await backend()).setCurrent(id),
    getCurrent: async () => (await backend()).getCurrent(),
  };
}
