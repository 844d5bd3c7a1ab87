// Autosave under quick play: one write at a time, only the newest record of a match waits, and
// the store knows how many actions the last committed save held.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initialRngState } from '../core/dice';
import type { MatchRecord } from '../core/match';
import type { Ruleset } from '../core/ruleset';
import { createMemoryStorage, type MatchStorage } from './db';
import { createMatchStore, type SystemRuntime } from './matchStore';

interface S { total: number; rng: number[] }
type A = { type: 'add'; n: number };
const rules: Ruleset<S, A, { id: string }> = {
  id: 'oldwest',
  setup: (_sc, _o, seed) => ({ total: 0, rng: initialRngState(seed) }),
  legalActions: () => [],
  apply: (s, a) => ({ state: { ...s, total: s.total + a.n }, events: [] }),
  preview: () => null,
  actor: () => null,
  actors: () => [0, 1],
  playerView: (s) => s,
  secret: () => false,
  winner: () => null,
  isOver: () => false,
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};
const runtime: SystemRuntime<S, A, { id: string }> = {
  rules,
  scenario: (id) => ({ id }),
  actionSchema: z.strictObject({ type: z.literal('add'), n: z.number() }),
};

/** Memory storage whose writes finish only when the test says so. */
function slowStorage() {
  const memory = createMemoryStorage();
  const writes: { record: MatchRecord; finish(ok?: boolean): Promise<void> }[] = [];
  const storage: MatchStorage = {
    ...memory,
    saveMatch: (record, options) =>
      new Promise<void>((resolve, reject) => {
        writes.push({
          record: structuredClone(record),
          async finish(ok = true) {
            if (ok) await memory.saveMatch(record, options).then(resolve);
            else reject(new Error('the disk is full'));
            await Promise.resolve();
          },
        });
      }),
  };
  return { storage, memory, writes };
}

const open = (storage: MatchStorage, id: string) => {
  const store = createMatchStore({ storage, newId: () => id });
  store.getState().newMatch({ system: 'oldwest', scenarioId: 'x', players: ['Ann', 'Bob'], seed: 1, runtime: runtime as never });
  return store;
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('autosave queue', () => {
  it('writes the newest record after the one in flight, skipping those in between', async () => {
    const { storage, memory, writes } = slowStorage();
    const store = open(storage, 'm');
    for (let n = 1; n <= 10; n++) store.getState().dispatch({ type: 'add', n });
    expect(writes.map((w) => w.record.actions.length)).toEqual([0]);
    expect(store.getState().saveStatus()).toEqual({ id: null, actions: 0, commits: 0 });
    await writes[0]!.finish();
    await settle();
    expect(store.getState().saveStatus()).toEqual({ id: 'm', actions: 0, commits: 1 });
    expect(writes.map((w) => w.record.actions.length)).toEqual([0, 10]);
    await writes[1]!.finish();
    await store.getState().flush();
    expect(store.getState().saveStatus()).toEqual({ id: 'm', actions: 10, commits: 2 });
    expect((await memory.loadMatch('m')) as MatchRecord).toEqual(store.getState().record);
    // The listing beside it says how many actions and what the last state shows, for the saved-matches list.
    expect(await memory.listSummaries()).toMatchObject([{ id: 'm', actions: 10, players: ['Ann', 'Bob'], play: { turn: null, over: false, winner: null } }]);
  });

  it('keeps the newest record of each match opened meanwhile and makes the last one current', async () => {
    const { storage, memory, writes } = slowStorage();
    const ids = ['a', 'b'];
    const store = createMatchStore({ storage, newId: () => ids.shift()! });
    const start = () => store.getState().newMatch({ system: 'oldwest', scenarioId: 'x', players: ['Ann', 'Bob'], seed: 1, runtime: runtime as never });
    start();
    store.getState().dispatch({ type: 'add', n: 1 });
    store.getState().dispatch({ type: 'add', n: 2 });
    start();
    store.getState().dispatch({ type: 'add', n: 3 });
    // a's first save is in flight; then a with 2 actions and b with 1 wait, one record each.
    for (let i = 0; i < 2; i++) {
      await writes[i]!.finish();
      await settle();
    }
    expect(writes.map((w) => `${w.record.id}${w.record.actions.length}`)).toEqual(['a0', 'a2', 'b1']);
    await writes[2]!.finish();
    await store.getState().flush();
    expect(await memory.getCurrent()).toBe('b');
    expect(((await memory.loadMatch('a')) as MatchRecord).actions).toHaveLength(2);
    expect(store.getState().saveStatus()).toEqual({ id: 'b', actions: 1, commits: 3 });
  });

  it('after a failed write the next one carries every action, and only committed saves count', async () => {
    const { storage, memory, writes } = slowStorage();
    const store = open(storage, 'm');
    await writes[0]!.finish();
    await settle();
    store.getState().dispatch({ type: 'add', n: 1 });
    await writes[1]!.finish(false);
    await settle();
    expect(store.getState().storageWarning).toMatch(/could not be saved \(the disk is full\)/);
    expect(store.getState().saveStatus()).toMatchObject({ actions: 0, commits: 1 });
    store.getState().dispatch({ type: 'add', n: 2 });
    await writes[2]!.finish();
    await store.getState().flush();
    expect(store.getState().saveStatus()).toMatchObject({ actions: 2, commits: 2 });
    expect(((await memory.loadMatch('m')) as MatchRecord).actions).toEqual([{ type: 'add', n: 1 }, { type: 'add', n: 2 }]);
  });
});
