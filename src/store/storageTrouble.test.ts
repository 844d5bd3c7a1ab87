// Storage trouble never stops play: IndexedDB missing, the quota full, or the tab closed in the
// middle of a save. The last good save always replays; the open match can always be exported.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../core/match';
import { oldwestRuntime } from '../rules/oldwest/runtime';
import type { OWAction } from '../rules/oldwest/types';
import { loadRuntime } from '../systems/registry';
import { createBrowserStorage, createIdbStorage, openWartableDB, MEMORY_FALLBACK_WARNING, type MatchStorage, type OpenCallbacks } from './db';
import { createMatchStore, type AnyRuntime } from './matchStore';
import { checkMatchText, exportRecord } from './saveFile';
import { troubleKind } from './storageTrouble';

const runtime = oldwestRuntime as unknown as AnyRuntime;

/** Plays `n` legal actions (the first of each list: rolls, declarations, moves, ends of phases). */
function play(store: ReturnType<typeof createMatchStore>, n: number) {
  for (let i = 0; i < n; i++) {
    const action = oldwestRuntime.rules.legalActions(store.getState().state as never)[0] as OWAction;
    expect(store.getState().dispatch(action).ok).toBe(true);
  }
}

function start(storage: MatchStorage, id: string) {
  const store = createMatchStore({ storage, newId: () => id, now: () => 1000 });
  expect(store.getState().newMatch({ system: 'oldwest', scenarioId: 'livery-yard', players: ['Anna', 'Boris'], seed: 7, runtime }).ok).toBe(true);
  return store;
}

/** The open match exported to a file imports back with every action. */
async function exportsWhole(store: ReturnType<typeof createMatchStore>) {
  const record = store.getState().record!;
  const back = await checkMatchText(exportRecord(record).text, loadRuntime);
  expect(back).toMatchObject({ ok: true, record: { actions: record.actions } });
}

describe('storage trouble', () => {
  it('without IndexedDB play goes on in memory, with one warning of the kind that offers export', async () => {
    let warnings = 0;
    const storage = createBrowserStorage({ available: false, onFallback: () => warnings++ });
    const store = start(storage, 'private');
    play(store, 6);
    await store.getState().flush();
    expect(warnings).toBe(1);
    expect(troubleKind(MEMORY_FALLBACK_WARNING)).toBe('unavailable');
    expect(store.getState().record!.actions).toHaveLength(6);
    await exportsWhole(store);
  });

  it('when the quota fills up mid-match play goes on, and the last good save still replays', async () => {
    const idb = createIdbStorage();
    let full = false;
    const quota: MatchStorage = {
      ...idb,
      saveMatch: (r, o) => (full ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : idb.saveMatch(r, o)),
    };
    const store = start(quota, 'quota');
    play(store, 4);
    await store.getState().flush();
    const good = JSON.stringify(await idb.loadMatch('quota'));
    full = true;
    play(store, 5);
    await store.getState().flush();
    expect(store.getState().record!.actions).toHaveLength(9);
    expect(troubleKind(store.getState().storageWarning)).toBe('saveFailed');
    expect(store.getState().storageWarning).toMatch(/quota has been exceeded/);
    expect(JSON.stringify(await idb.loadMatch('quota'))).toBe(good);
    const last = await checkMatchText(good, loadRuntime);
    expect(last).toMatchObject({ ok: true, record: { actions: { length: 4 } } });
    await exportsWhole(store);
  });

  it('a save cut off before it is written (the tab closed) leaves the previous save whole', async () => {
    let cutNext = false;
    const open = async (callbacks: OpenCallbacks) => {
      const db = await openWartableDB(callbacks);
      return new Proxy(db, {
        get(target, key) {
          if (key !== 'transaction') return Reflect.get(target, key, target) as unknown;
          return (...args: Parameters<typeof target.transaction>) => {
            const tx = target.transaction(...args);
            if (!cutNext) return tx;
            cutNext = false;
            const matches = tx.objectStore('matches') as unknown as { put(value: MatchRecord, key?: string): Promise<unknown> };
            // The record is handed to IndexedDB, then the page goes away before the commit.
            const put = matches.put.bind(matches);
            matches.put = (value, key) => {
              const req = put(value, key);
              tx.abort();
              return req;
            };
            return tx;
          };
        },
      });
    };
    const storage = createIdbStorage(open as never);
    const store = start(storage, 'cut');
    play(store, 3);
    await store.getState().flush();
    const before = JSON.stringify(await storage.loadMatch('cut'));
    cutNext = true;
    play(store, 1);
    await store.getState().flush();
    expect(store.getState().storageWarning).toMatch(/could not be saved/);
    const reopened = createIdbStorage();
    expect(JSON.stringify(await reopened.loadMatch('cut'))).toBe(before);
    expect(await reopened.getCurrent()).toBe('cut');
    expect(await checkMatchText(before, loadRuntime)).toMatchObject({ ok: true, record: { actions: { length: 3 } } });
  });
});
