import { describe, expect, it, vi } from 'vitest';
import type { MatchRecord } from '../core/match';
import { createBrowserStorage, createIdbStorage, createMemoryStorage, MEMORY_FALLBACK_WARNING, type IdbMatchStorage } from './db';

function record(id: string, actions: unknown[] = []): MatchRecord {
  return {
    format: 5,
    id,
    system: 'oldwest',
    scenarioId: 'basic',
    options: {},
    players: ['Ann', 'Bob'],
    seed: 1,
    actions,
    createdAt: 1,
    updatedAt: 2,
    bookmarks: [],
  };
}

describe('memory storage', () => {
  it('saves, lists, loads copies, deletes and tracks the current match', async () => {
    const s = createMemoryStorage();
    const r = record('a', [{ type: 'roll' }]);
    await s.saveMatch(r, { makeCurrent: true });
    await s.saveMatch(record('b'));
    r.actions.push({ type: 'late change' });
    expect(await s.loadMatch('a')).toEqual(record('a', [{ type: 'roll' }]));
    expect(await s.loadMatch('zzz')).toBeUndefined();
    expect(((await s.listMatches()) as MatchRecord[]).map((m) => m.id).sort()).toEqual(['a', 'b']);
    expect(await s.getCurrent()).toBe('a');
    await s.deleteMatch('b');
    expect(await s.getCurrent()).toBe('a');
    await s.deleteMatch('a');
    expect(await s.getCurrent()).toBeNull();
    expect(await s.listMatches()).toEqual([]);
    await s.setCurrent('x');
    expect(await s.getCurrent()).toBe('x');
  });

  it('a failed write leaves the previous record intact', async () => {
    const s = createMemoryStorage();
    await s.saveMatch(record('a', [1]));
    const bad = record('a', [() => 0]);
    await expect(s.saveMatch(bad, { makeCurrent: true })).rejects.toThrow();
    expect(await s.loadMatch('a')).toEqual(record('a', [1]));
    expect(await s.getCurrent()).toBeNull();
  });
});

describe('browser storage', () => {
  it('falls back to memory with one warning when IndexedDB is missing', async () => {
    const onFallback = vi.fn();
    const s = createBrowserStorage({ available: false, onFallback });
    await s.saveMatch(record('a'), { makeCurrent: true });
    expect(await s.getCurrent()).toBe('a');
    expect(await s.listMatches()).toHaveLength(1);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledWith(MEMORY_FALLBACK_WARNING);
    expect(s.kind).toBe('memory');
  });

  it('falls back to memory when IndexedDB refuses to open', async () => {
    const onFallback = vi.fn();
    const idb = (): IdbMatchStorage => createIdbStorage(() => Promise.reject(new Error('InvalidStateError')));
    const s = createBrowserStorage({ available: true, idb, onFallback });
    expect(s.kind).toBe('indexeddb');
    expect(await s.getCurrent()).toBeNull();
    expect(await s.loadMatch('a')).toBeUndefined();
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(s.kind).toBe('memory');
    expect((await s.backend()).kind).toBe('memory');
  });
});

// Runs only when the dev dependency 'fake-indexeddb' is installed (it sets the IndexedDB globals).
const fakeIdb = await import(/* @vite-ignore */ ['fake-indexeddb', 'auto'].join('/')).then(
  () => true,
  () => false,
);

describe.skipIf(!fakeIdb)('IndexedDB storage (fake-indexeddb)', () => {
  it('round-trips records and the current id', async () => {
    const s = createIdbStorage();
    await s.saveMatch(record('a', [{ type: 'roll' }]), { makeCurrent: true });
    await s.saveMatch(record('b'));
    expect(await s.loadMatch('a')).toEqual(record('a', [{ type: 'roll' }]));
    expect(await s.listMatches()).toHaveLength(2);
    expect(await s.getCurrent()).toBe('a');
    await s.deleteMatch('a');
    expect(await s.getCurrent()).toBeNull();
    await s.setCurrent('b');
    expect(await s.getCurrent()).toBe('b');
  });

  it('a failed write leaves the previous record and current id intact', async () => {
    const s = createIdbStorage();
    await s.saveMatch(record('c', [1]));
    await s.setCurrent('b');
    await expect(s.saveMatch(record('c', [() => 0]), { makeCurrent: true })).rejects.toThrow();
    expect(await s.loadMatch('c')).toEqual(record('c', [1]));
    expect(await s.getCurrent()).toBe('b');
  });
});

describe.skipIf(!fakeIdb)('IndexedDB storage, version 2: appended actions, listings, migration', async () => {
  const { openDB } = await import('idb');
  const { CHUNK_SIZE, DB_VERSION, openWartableDB } = await import('./db');
  let n = 0;
  /** A storage on a database of its own, and a way to look at its stores directly. */
  const fresh = () => {
    const name = `wartable-test-${++n}`;
    const storage = createIdbStorage((cb) => openWartableDB(cb, name));
    const raw = () => openDB(name, DB_VERSION);
    return { name, storage, raw };
  };

  it('a save after an action writes the head, the listing and the last chunk only, and the match reads back whole', async () => {
    const { storage, raw } = fresh();
    const actions = Array.from({ length: CHUNK_SIZE * 3 + 10 }, (_, i) => ({ type: 'step', i }));
    await storage.saveMatch(record('long', actions), { makeCurrent: true, summary: { turn: 4, over: false, winner: null } });
    const db = await raw();
    expect(await db.count('chunks')).toBe(4);
    // Mark the first chunk: if the next save wrote it again, the mark would be gone.
    await db.put('chunks', [...((await db.get('chunks', ['long', 0])) as unknown[]).slice(0, CHUNK_SIZE - 1), { type: 'marked' }], ['long', 0]);
    db.close();
    const more = [...actions, { type: 'step', i: -1 }];
    await storage.saveMatch({ ...record('long', more), updatedAt: 9 }, { makeCurrent: true, summary: { turn: 5, over: false, winner: null } });
    const loaded = (await storage.loadMatch('long')) as MatchRecord;
    expect(loaded.actions).toHaveLength(CHUNK_SIZE * 3 + 11);
    expect(loaded.actions[CHUNK_SIZE - 1]).toEqual({ type: 'marked' }); // chunk 0 was not written again
    expect(loaded.actions.at(-1)).toEqual({ type: 'step', i: -1 });
    expect(await storage.listSummaries()).toEqual([
      { id: 'long', system: 'oldwest', scenarioId: 'basic', name: null, players: ['Ann', 'Bob'], createdAt: 1, updatedAt: 9, actions: CHUNK_SIZE * 3 + 11, play: { turn: 5, over: false, winner: null } },
    ]);
  });

  it('a long match written whole (an import) goes chunk by chunk, and one that fails half-way changes nothing', async () => {
    const { storage } = fresh();
    const actions = Array.from({ length: CHUNK_SIZE * 9 + 1 }, (_, i) => ({ i }));
    await storage.saveMatch(record('big', actions), { makeCurrent: true });
    expect(((await storage.loadMatch('big')) as MatchRecord).actions).toEqual(actions);
    const bad = [...actions.slice(0, CHUNK_SIZE * 9), () => 0];
    await expect(storage.saveMatch(record('big2', bad), { makeCurrent: true })).rejects.toThrow();
    expect(await storage.loadMatch('big2')).toBeUndefined();
    expect(await storage.getCurrent()).toBe('big');
    expect((await storage.listSummaries()).map((l) => l.id)).toEqual(['big']);
    // A bad action in a chunk whose write is not waited for on its own fails the write as well.
    const early = actions.map((a, i) => (i === CHUNK_SIZE * 2 + 3 ? () => 0 : a));
    await expect(storage.saveMatch(record('big3', early))).rejects.toThrow();
    expect(await storage.loadMatch('big3')).toBeUndefined();
    expect((await storage.listSummaries()).map((l) => l.id)).toEqual(['big']);
  });

  it('undo cuts the stored actions, and a record changed by another page is written whole', async () => {
    const { storage, name } = fresh();
    const actions = Array.from({ length: CHUNK_SIZE + 5 }, (_, i) => ({ i }));
    await storage.saveMatch(record('u', actions));
    await storage.saveMatch(record('u', actions.slice(0, 3)));
    expect(((await storage.loadMatch('u')) as MatchRecord).actions).toEqual(actions.slice(0, 3));
    const other = createIdbStorage((cb) => openWartableDB(cb, name));
    await other.saveMatch(record('u', [{ other: 1 }, { other: 2 }]));
    await storage.saveMatch(record('u', [...actions.slice(0, 3), { i: 3 }]));
    expect(((await other.loadMatch('u')) as MatchRecord).actions).toEqual(actions.slice(0, 4));
  });

  it('a version 1 database opened by this version keeps every match, damaged ones and the current one included', async () => {
    const name = `wartable-v1-${++n}`;
    const v1 = await openDB(name, 1, { upgrade: (db) => { db.createObjectStore('matches'); db.createObjectStore('meta'); } });
    const long = record('long', Array.from({ length: CHUNK_SIZE * 2 + 1 }, (_, i) => ({ type: 'step', i })));
    const old = { ...record('old', [{ type: 'rollDrop' }]), format: 1, bookmarks: undefined, name: 'From version 1' };
    const marked = { ...record('marked'), bookmarks: [{ action: 0, label: 'start' }] };
    const broken = { id: 'broken', actions: 'not a list', players: 'nobody' };
    for (const r of [long, old, marked, broken]) await v1.put('matches', r, r.id);
    await v1.put('meta', 'long', 'current');
    v1.close();
    const storage = createIdbStorage((cb) => openWartableDB(cb, name));
    expect(await storage.loadMatch('long')).toEqual(long);
    expect(await storage.loadMatch('old')).toEqual(old);
    expect(await storage.loadMatch('marked')).toEqual(marked);
    expect(await storage.loadMatch('broken')).toEqual(broken);
    expect(await storage.getCurrent()).toBe('long');
    const listed = await storage.listSummaries();
    expect(listed.map((l) => [l.id, l.actions, l.play]).sort()).toEqual([
      ['broken', 0, null], ['long', CHUNK_SIZE * 2 + 1, null], ['marked', 0, null], ['old', 1, null],
    ]);
    expect(listed.find((l) => l.id === 'old')).toMatchObject({ name: 'From version 1', system: 'oldwest', players: ['Ann', 'Bob'], updatedAt: 2 });
    await storage.deleteMatch('long');
    expect(await storage.getCurrent()).toBeNull();
    expect(await (await openDB(name, DB_VERSION)).count('chunks')).toBe(1); // the one chunk of 'old'
  });
});
