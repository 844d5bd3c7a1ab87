import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../core/match';
import { loadRuntime } from '../systems/registry';
import { createMemoryStorage, type MatchStorage } from './db';
import { createSavesStore, UNDO_MS } from './savesStore';

const example = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'examples', 'livery.wartable.json'), 'utf8'),
) as MatchRecord;

const firepower: MatchRecord = {
  format: 5, id: 'fp', system: 'firepower', scenarioId: 'hill', options: {}, players: ['Vera', 'Oleg'], seed: 4,
  actions: [{ type: 'drawChip' }], createdAt: 10, updatedAt: 3000, bookmarks: [],
};

async function setup(extra: unknown[] = []) {
  const storage = createMemoryStorage();
  await storage.saveMatch({ ...example, id: 'ow', updatedAt: 2000 }, { makeCurrent: true });
  await storage.saveMatch(firepower);
  for (const r of extra) await storage.saveMatch(r as MatchRecord);
  const timers: { fn: () => void; ms: number }[] = [];
  let n = 0;
  const saves = createSavesStore({
    storage, runtimeFor: loadRuntime, newId: () => `new-${++n}`, now: () => 5000,
    setTimer: (fn, ms) => timers.push({ fn, ms }), clearTimer: () => undefined,
  });
  await saves.getState().load();
  return { storage, saves, timers };
}

const stored = async (s: MatchStorage, id: string) => JSON.stringify(await s.loadMatch(id));

describe('saved matches', () => {
  it('lists every match, last played first, with its turn from a replay, and flags a damaged one', async () => {
    const { saves } = await setup([{ ...firepower, id: 'broken', updatedAt: 1000, actions: [{ type: 'drawChip' }, { type: 'drawChip' }] }]);
    const list = saves.getState().entries;
    expect(list.map((e) => e.id)).toEqual(['fp', 'ow', 'broken']);
    expect(list[0]).toMatchObject({ system: 'firepower', scenarioId: 'hill', players: ['Vera', 'Oleg'], actions: 1, summary: { turn: 1, over: false }, problem: null });
    expect(list[1]).toMatchObject({ summary: { turn: 6, over: true, winner: 0 }, problem: null });
    expect(list[2]).toMatchObject({ summary: null, problem: expect.stringMatching(/^action 2 was refused by the rules: /) });
  });

  it('renames a match (trimmed, kept as text), keeps when it was last played, and refuses a name that is too long', async () => {
    const { saves, storage } = await setup();
    expect(await saves.getState().rename('fp', '  <b>Hill</b> & co  ')).toEqual({ ok: true });
    expect(await storage.loadMatch('fp')).toMatchObject({ name: '<b>Hill</b> & co', updatedAt: 3000 });
    expect(saves.getState().entries.find((e) => e.id === 'fp')?.name).toBe('<b>Hill</b> & co');
    expect(await saves.getState().rename('fp', 'x'.repeat(101))).toEqual({ ok: false, error: 'a name may be at most 100 characters long' });
    expect(await saves.getState().rename('fp', '   ')).toEqual({ ok: true });
    expect(await storage.loadMatch('fp')).not.toHaveProperty('name');
  });

  it('duplicates a match under a new id and name, leaving the original as it was', async () => {
    const { saves, storage } = await setup();
    const before = await stored(storage, 'ow');
    expect(await saves.getState().duplicate('ow', 'Livery (copy)')).toEqual({ ok: true, id: 'new-1' });
    expect(await storage.loadMatch('new-1')).toMatchObject({ id: 'new-1', name: 'Livery (copy)', actions: example.actions, createdAt: 5000, updatedAt: 5000 });
    expect(await stored(storage, 'ow')).toBe(before);
    expect(saves.getState().entries.map((e) => e.id)).toEqual(['new-1', 'fp', 'ow']);
  });

  it('deletes at once and brings the match back exactly, as the one to continue, on undo', async () => {
    const { saves, storage, timers } = await setup();
    const before = await stored(storage, 'ow');
    await saves.getState().remove('ow');
    expect(await storage.loadMatch('ow')).toBeUndefined();
    expect(await storage.getCurrent()).toBeNull();
    expect(saves.getState().entries.map((e) => e.id)).toEqual(['fp']);
    expect(timers.map((t) => t.ms)).toEqual([UNDO_MS]);
    expect(await saves.getState().undoRemove()).toEqual({ ok: true });
    expect(await stored(storage, 'ow')).toBe(before);
    expect(await storage.getCurrent()).toBe('ow');
    expect(saves.getState().entries.map((e) => e.id)).toEqual(['fp', 'ow']);
    expect(saves.getState().undo).toBeNull();
  });

  it('after the undo window the deletion stays', async () => {
    const { saves, storage, timers } = await setup();
    await saves.getState().remove('fp');
    timers[0]!.fn();
    expect(saves.getState().undo).toBeNull();
    expect(await saves.getState().undoRemove()).toMatchObject({ ok: false });
    expect(await storage.loadMatch('fp')).toBeUndefined();
  });

  it('imports a good file into the list and refuses a bad one, the list unchanged', async () => {
    const { saves, storage } = await setup();
    const r = await saves.getState().importFile(JSON.stringify({ ...firepower, name: 'From a friend' }));
    expect(r).toMatchObject({ ok: true, newId: true, record: { id: 'new-1', name: 'From a friend' } });
    expect(saves.getState().entries.map((e) => e.id)).toEqual(['fp', 'new-1', 'ow']);
    const bad = await saves.getState().importFile(JSON.stringify({ ...firepower, seed: 'x' }));
    expect(bad).toMatchObject({ ok: false, code: 'shape' });
    expect(saves.getState().entries).toHaveLength(3);
    expect(await storage.listMatches()).toHaveLength(3);
  });

  it('a match listed without its summary is replayed once, and the summary stored beside it', async () => {
    const { storage } = await setup();
    const listed = await storage.listSummaries();
    expect(listed.find((l) => l.id === 'ow')?.play).toEqual({ turn: 6, over: true, winner: 0 });
    expect(listed.find((l) => l.id === 'fp')?.play).toEqual({ turn: 1, over: false, winner: null });
  });

  it('shows every match from its stored listing: no action read, nothing replayed, no rules loaded', async () => {
    const memory = createMemoryStorage();
    const long = { ...firepower, id: 'long', actions: Array.from({ length: 50_000 }, () => ({ type: 'drawChip' })) };
    await memory.saveMatch(long, { summary: { turn: 9, over: false, winner: null } });
    await memory.saveMatch({ ...example, id: 'ow' }, { summary: { turn: 6, over: true, winner: 0 } });
    const refuse = () => { throw new Error('the list must not read this'); };
    const storage: MatchStorage = { ...memory, loadMatch: refuse, listMatches: refuse };
    const saves = createSavesStore({ storage, runtimeFor: refuse, newId: () => 'x' });
    const start = performance.now();
    await saves.getState().load();
    expect(performance.now() - start).toBeLessThan(300);
    expect(saves.getState().entries).toMatchObject([
      { id: 'long', actions: 50_000, summary: { turn: 9, over: false }, problem: null },
      { id: 'ow', summary: { turn: 6, over: true, winner: 0 }, problem: null },
    ]);
  });
});
