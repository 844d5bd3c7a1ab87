import { describe, expect, it, vi } from 'vitest';
import type { MatchRecord } from '../core/match';
import { createBrowserStorage, createIdbStorage, createMemoryStorage, MEMORY_FALLBACK_WARNING, type IdbMatchStorage } from './db';

function record(id: string, actions: unknown[] = []): MatchRecord {
  return {
    format: 2,
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
