// One tab holds the open match; the others show it read-only and follow its saves, so two tabs
// never write over each other's moves. Taking over: this tab takes the lock, waits until the
// other tab has stopped and finished its saves (or a moment, if it is gone), reads the stored
// record and only then plays on. The other tab becomes read-only the same way.
import { createStore } from 'zustand/vanilla';
import type { MatchStorage } from './db';
import { followRecord } from './matchFollow';
import type { MatchStore } from './matchStore';
import type { TabChannel, TabLocks, TabMessage } from './tabLocks';

/** 'holder': play here. 'viewer': another tab holds it (read-only). 'taking': taking it over. */
export type TabRole = 'none' | 'holder' | 'viewer' | 'taking';

export interface TabHolderState {
  role: TabRole;
  /** The open match's id. */
  id: string | null;
  /** Why the last take-over or follow failed, or null. */
  problem: string | null;
  takeOver(): Promise<void>;
}

export interface TabHolderDeps {
  match: MatchStore;
  storage: MatchStorage;
  locks: TabLocks;
  channel: TabChannel | null;
  /** How long to wait for the other tab to finish its saves, in milliseconds. */
  releaseWaitMs?: number;
}

export const lockName = (id: string) => `wartable-match:${id}`;
const text = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function createTabHolder(deps: TabHolderDeps) {
  const { match, storage, locks, channel } = deps;
  const releaseWaitMs = deps.releaseWaitMs ?? 2000;
  const waiters = new Set<(m: TabMessage) => void>();
  let following: Promise<void> = Promise.resolve();
  const store = createStore<TabHolderState>()(() => ({ role: 'none', id: null, problem: null, takeOver }));
  const get = () => store.getState();
  const set = (patch: Partial<TabHolderState>) => store.setState(patch);

  const becomeViewer = (id: string) => {
    if (get().id !== id) return;
    set({ role: 'viewer' });
    match.getState().setHeldElsewhere(true);
  };
  const becomeHolder = (id: string) => {
    if (get().id !== id) return;
    set({ role: 'holder', problem: null });
    match.getState().setHeldElsewhere(false);
  };
  /** Another tab took the match: stop, finish this tab's saves, then tell it. */
  const lost = (id: string) => () => {
    becomeViewer(id);
    void match.getState().flush().then(() => channel?.post({ type: 'released', id }));
  };
  /** Reads the stored record and shows it (one read at a time, in order). */
  const follow = (id: string) =>
    (following = following.then(async () => {
      if (get().id !== id) return;
      try {
        const raw = await storage.loadMatch(id);
        if (raw === undefined || get().id !== id) return;
        const r = followRecord(match, raw);
        if (!r.ok) set({ problem: r.error });
      } catch (e) {
        set({ problem: text(e) });
      }
    }));
  const open = (id: string | null, previous: string | null) => {
    if (previous !== null) locks.release(lockName(previous));
    set({ id, role: 'none', problem: null });
    if (id === null) return;
    void locks.tryHold(lockName(id), lost(id)).then((mine) => (mine ? becomeHolder(id) : becomeViewer(id)));
  };

  async function takeOver(): Promise<void> {
    const id = get().id;
    if (id === null || get().role !== 'viewer') return;
    set({ role: 'taking', problem: null });
    let heard: () => void = () => undefined;
    const released = new Promise<void>((done) => {
      const timer = setTimeout(done, releaseWaitMs);
      heard = () => {
        clearTimeout(timer);
        done();
      };
    });
    const waiter = (m: TabMessage) => {
      if (m.type === 'released' && m.id === id) heard();
    };
    waiters.add(waiter);
    try {
      if (await locks.tryHold(lockName(id), lost(id))) heard();
      else await locks.take(lockName(id), lost(id));
      await released;
      await follow(id);
    } finally {
      waiters.delete(waiter);
    }
    if (get().role === 'taking') becomeHolder(id);
  }

  channel?.listen((m) => {
    for (const w of waiters) w(m);
    if (m.type === 'saved' && m.id === get().id && get().role === 'viewer') void follow(m.id);
  });
  match.subscribe((s) => s.record?.id ?? null, open);
  // After each of the holder's saves, the other tabs read it.
  match.subscribe(
    (s) => s.record,
    (record) => {
      if (!record || get().role !== 'holder' || record.id !== get().id) return;
      // The store queues the save just after it sets the record: wait for that one too.
      void Promise.resolve().then(() => match.getState().flush()).then(() => {
        const saved = match.getState().saveStatus();
        if (saved.id === record.id) channel?.post({ type: 'saved', id: record.id, actions: saved.actions });
      });
    },
  );
  // A match already open when this starts.
  open(match.getState().record?.id ?? null, null);
  return store;
}

export type TabHolder = ReturnType<typeof createTabHolder>;
