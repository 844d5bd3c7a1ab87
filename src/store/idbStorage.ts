// Matches in IndexedDB (database 'wartable', version 2). A match is kept as three parts, so a save
// writes only what changed and the saved-matches list reads no actions:
//   matches:   the record with `actions` replaced by their count and a stamp of the write;
//   chunks:    the actions, CHUNK_SIZE to a chunk, keyed [match id, chunk index];
//   summaries: the listing the saved-matches list shows (StoredListing).
// A save after an action rewrites the record's head, its listing and the last chunk only. Version 1
// kept whole records in 'matches'; opening a version 1 database moves each into the parts above in
// the upgrade's own transaction (all or nothing: a failed upgrade leaves version 1 as it was).
import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb';
import {
  firstChange, listingOf, newStamp, WrittenMemo, type MatchStorage, type StoredListing,
} from './storageTypes';

export const DB_NAME = 'wartable';
export const DB_VERSION = 2;
/** Actions per stored chunk: a save after an action rewrites at most one chunk. */
export const CHUNK_SIZE = 500;
const CURRENT_KEY = 'current';
/** A long write waits for every CHUNKS_PER_WAIT-th chunk (each put copies its actions at once). */
const CHUNKS_PER_WAIT = 6;
/** Writes of more actions than this go chunk by chunk (see saveMatch). */
const SEQUENTIAL_ABOVE = 8 * CHUNK_SIZE;
const STORES = ['matches', 'chunks', 'summaries', 'meta'] as const;

/** A stored record's head: the record with its action count in place of the actions. */
interface Head extends Record<string, unknown> {
  actions: number;
  $stamp: string;
}

const isHead = (v: unknown): v is Head =>
  v !== null && typeof v === 'object' && typeof (v as Head).actions === 'number' && typeof (v as Head).$stamp === 'string';

export type WartableDB = IDBPDatabase<unknown>;

export interface OpenCallbacks {
  /** Another tab wants a newer version of the database: close this connection. */
  onBlocking?: () => void;
  /** The browser closed the connection abnormally. */
  onTerminated?: () => void;
}

const range = (id: string, from: number) => IDBKeyRange.bound([id, from], [id, Infinity]);

type AnyTx = IDBPTransaction<unknown, string[], 'readwrite' | 'versionchange'>;

/** Queues the writes of one record's actions from chunk `fromChunk` on (older chunks stay). */
function putChunks(tx: AnyTx, id: string, actions: readonly unknown[], fromChunk: number, add: (p: Promise<unknown>) => void): void {
  const chunks = tx.objectStore('chunks');
  add(chunks.delete(range(id, fromChunk)));
  for (let c = fromChunk; c * CHUNK_SIZE < actions.length; c++) add(chunks.put(actions.slice(c * CHUNK_SIZE, (c + 1) * CHUNK_SIZE), [id, c]));
}

/** Moves version 1's whole records into heads, chunks and listings (inside the upgrade). */
async function migrateFromVersion1(tx: AnyTx): Promise<void> {
  const summaries = tx.objectStore('summaries');
  let cursor = await tx.objectStore('matches').openCursor();
  while (cursor) {
    const key = String(cursor.key);
    const value = cursor.value as unknown;
    const actions = value !== null && typeof value === 'object' ? (value as { actions?: unknown }).actions : undefined;
    if (Array.isArray(actions)) {
      putChunks(tx, key, actions, 0, (p) => void p.catch(() => undefined)); // a failure aborts the upgrade
      void cursor.update({ ...(value as object), actions: actions.length, $stamp: 'version-1' });
    }
    // A record that cannot be read stays as it was, and is listed so it can be exported or deleted.
    void summaries.put(listingOf(key, value), key);
    cursor = await cursor.continue();
  }
}

export function openWartableDB(callbacks: OpenCallbacks = {}, name = DB_NAME): Promise<WartableDB> {
  return openDB(name, DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      for (const s of STORES) if (!db.objectStoreNames.contains(s)) db.createObjectStore(s);
      if (oldVersion === 1) void migrateFromVersion1(tx as unknown as AnyTx);
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

/** Queues the writes, asks for the commit at once, and waits for them (reporting the first failure). */
async function queued(tx: AnyTx & { commit(): void }, build: (add: (p: Promise<unknown>) => void) => void): Promise<void> {
  const writes: Promise<unknown>[] = [];
  try {
    build((p) => writes.push(p));
    tx.commit();
  } catch (e) {
    Promise.all(writes).catch(() => undefined); // they fail with the transaction: report why it failed
    throw e;
  }
  await Promise.all(writes);
}

export interface IdbMatchStorage extends MatchStorage {
  /** Resolves once the database is open; rejects when it cannot be opened. */
  ready(): Promise<void>;
}

/** IndexedDB storage. `open` is injectable (tests can open the database on a fake factory). */
export function createIdbStorage(open: (callbacks: OpenCallbacks) => Promise<WartableDB> = openWartableDB): IdbMatchStorage {
  let dbPromise: Promise<WartableDB> | null = null;
  const written = new WrittenMemo();
  const reset = () => {
    const closing = dbPromise;
    dbPromise = null;
    void closing?.then((d) => d.close()).catch(() => undefined);
  };
  const db = (): Promise<WartableDB> => {
    if (!dbPromise) {
      const opening = open({ onBlocking: reset, onTerminated: () => (dbPromise = null) });
      dbPromise = opening;
      opening.catch(() => {
        if (dbPromise === opening) dbPromise = null;
      });
    }
    return dbPromise;
  };
  const loadMatch = async (id: string): Promise<unknown> => {
    const tx = (await db()).transaction(['matches', 'chunks'], 'readonly');
    const [head, chunks] = await Promise.all([tx.objectStore('matches').get(id), tx.objectStore('chunks').getAll(range(id, 0))]);
    if (!isHead(head)) return head as unknown; // undefined, or a record kept as it was
    const actions = (chunks as unknown[][]).flat();
    if (actions.length !== head.actions) throw new Error(`the saved match '${id}' is missing actions (${actions.length} of ${head.actions} stored)`);
    written.set(id, head.$stamp, actions.slice());
    const { $stamp: _stamp, ...rest } = head;
    return { ...rest, actions };
  };
  return {
    kind: 'indexeddb',
    async ready() {
      await db();
    },
    async saveMatch(record, options) {
      const tx = (await db()).transaction([...STORES], 'readwrite') as unknown as AnyTx & { commit(): void };
      const list: readonly unknown[] | null = Array.isArray(record.actions) ? record.actions : null;
      const stamp = newStamp();
      await inTransaction(tx, async () => {
        let from = 0;
        const known = written.get(record.id);
        if (list && known) {
          // Append only when the stored match is still the one this page last wrote or read.
          const head: unknown = await tx.objectStore('matches').get(record.id);
          if (isHead(head) && head.$stamp === known.stamp) from = firstChange(known.actions, list);
        }
        const fromChunk = Math.floor(from / CHUNK_SIZE);
        if (list && list.length - fromChunk * CHUNK_SIZE > SEQUENTIAL_ABOVE) {
          // A long match written whole (an import, another tab's match): a few chunks at a time,
          // each group put from the last one's success, so copying the actions is spread over many
          // short tasks instead of holding the page; still one transaction, all or nothing.
          const matches = tx.objectStore('matches');
          await matches.put({ ...record, actions: list.length, $stamp: stamp }, record.id);
          await tx.objectStore('summaries').put(listingOf(record.id, record, options?.summary ?? null), record.id);
          await tx.objectStore('chunks').delete(range(record.id, fromChunk));
          for (let c = fromChunk; c * CHUNK_SIZE < list.length; c++) {
            const put = tx.objectStore('chunks').put(list.slice(c * CHUNK_SIZE, (c + 1) * CHUNK_SIZE), [record.id, c]);
            // A few chunks are queued at once and the last one waited for: each wait is a round trip
            // to the database, and one per chunk was a sixth of a 150,000-action import.
            if ((c - fromChunk) % CHUNKS_PER_WAIT === CHUNKS_PER_WAIT - 1 || (c + 1) * CHUNK_SIZE >= list.length) await put;
            else put.catch(() => {}); // a failure aborts the transaction, which the awaited put reports
          }
          if (options?.makeCurrent) await tx.objectStore('meta').put(record.id, CURRENT_KEY);
          return;
        }
        // The head, the listing, the pointer and the changed chunks are queued together and the
        // commit asked for at once: on disk as soon as possible, and all or nothing.
        await queued(tx, (add) => {
          add(tx.objectStore('matches').put(list ? { ...record, actions: list.length, $stamp: stamp } : record, record.id));
          add(tx.objectStore('summaries').put(listingOf(record.id, record, options?.summary ?? null), record.id));
          if (list) putChunks(tx, record.id, list, fromChunk, add);
          else add(tx.objectStore('chunks').delete(range(record.id, 0)));
          if (options?.makeCurrent) add(tx.objectStore('meta').put(record.id, CURRENT_KEY));
        });
      });
      if (list) written.set(record.id, stamp, list.slice());
      else written.delete(record.id);
    },
    loadMatch,
    async listMatches() {
      const keys = await (await db()).getAllKeys('matches');
      return Promise.all(keys.map((k) => loadMatch(String(k))));
    },
    async listSummaries() {
      return (await (await db()).getAll('summaries')) as StoredListing[];
    },
    async setSummary(id, seen, play) {
      const tx = (await db()).transaction(['summaries'], 'readwrite');
      await inTransaction(tx, async () => {
        const listing = (await tx.objectStore('summaries').get(id)) as StoredListing | undefined;
        if (listing && listing.updatedAt === seen.updatedAt && listing.actions === seen.actions) {
          await tx.objectStore('summaries').put({ ...listing, play }, id);
        }
      });
    },
    async deleteMatch(id) {
      const tx = (await db()).transaction([...STORES], 'readwrite');
      await inTransaction(tx, async () => {
        const meta = tx.objectStore('meta');
        const current = await meta.get(CURRENT_KEY);
        await Promise.all([
          tx.objectStore('matches').delete(id), tx.objectStore('chunks').delete(range(id, 0)), tx.objectStore('summaries').delete(id),
          ...(current === id ? [meta.delete(CURRENT_KEY)] : []),
        ]);
      });
      written.delete(id);
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
