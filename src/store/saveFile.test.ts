import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchRecord } from '../core/match';
import { loadRuntime } from '../systems/registry';
import { createMemoryStorage, type MatchStorage } from './db';
import { checkMatchText, exportFileName, exportRecord, importMatchFile } from './saveFile';

const example = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'examples', 'livery.wartable.json'), 'utf8');
const exampleRecord = JSON.parse(example) as MatchRecord;

function deps(storage: MatchStorage) {
  let n = 0;
  return { storage, runtimeFor: loadRuntime, newId: () => `copy-${++n}` };
}

describe('match files', () => {
  it('a saved match exports to a file that imports back as the same match', async () => {
    const record: MatchRecord = { ...exampleRecord, name: 'Sunday duel', bookmarks: [{ action: 3, label: 'Cole steps out' }], updatedAt: Date.UTC(2025, 4, 17, 20) };
    const { text, filename } = exportRecord(record);
    expect(filename).toBe('Sunday-duel-2025-05-17.wartable.json');
    const checked = await checkMatchText(text, loadRuntime);
    expect(checked).toMatchObject({ ok: true, record, turn: 6, over: true, winner: 0 });
  });

  it('names files after the match, keeping letters of any script and dropping the rest', () => {
    const base = { ...exampleRecord, updatedAt: Date.UTC(2024, 0, 2) };
    expect(exportFileName(base)).toBe('livery-yard-2024-01-02.wartable.json');
    expect(exportFileName({ ...base, name: 'Дуэль у <конюшни>/2' })).toBe('Дуэль-у-конюшни-2-2024-01-02.wartable.json');
    expect(exportFileName({ ...base, name: '../../' })).toBe('match-2024-01-02.wartable.json');
  });

  it('an imported match whose id is already saved gets a fresh id; the saved one is not overwritten', async () => {
    const storage = createMemoryStorage();
    const d = deps(storage);
    const first = await importMatchFile(example, d);
    expect(first).toMatchObject({ ok: true, newId: false, record: { id: 'example-livery' } });
    const renamed = { ...exampleRecord, name: 'the same id, another name' };
    const second = await importMatchFile(JSON.stringify(renamed), d);
    expect(second).toMatchObject({ ok: true, newId: true, record: { id: 'copy-1', name: 'the same id, another name' } });
    expect(await storage.loadMatch('example-livery')).toEqual(exampleRecord);
    expect(await storage.listMatches()).toHaveLength(2);
    expect(await storage.getCurrent()).toBeNull();
  });

  it('a format 1 file migrates: it imports in the current format with no bookmarks', async () => {
    const { bookmarks: _b, ...old } = { ...exampleRecord, format: 1 };
    const r = await checkMatchText(JSON.stringify(old), loadRuntime);
    expect(r).toMatchObject({ ok: true, record: { format: 5, bookmarks: [] } });
  });

  it('a file that passes every check but cannot be saved is reported, and nothing changes', async () => {
    const storage = createMemoryStorage();
    await storage.saveMatch({ ...exampleRecord, id: 'kept' });
    const full: MatchStorage = { ...storage, saveMatch: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) };
    const r = await importMatchFile(example, deps(full));
    expect(r).toMatchObject({ ok: false, code: 'saveFailed', error: 'the match could not be saved: The quota has been exceeded' });
    expect(await storage.listMatches()).toEqual([{ ...exampleRecord, id: 'kept' }]);
  });

  it('a file with a byte-order mark at the start still imports', async () => {
    expect((await checkMatchText(`\uFEFF${example}`, loadRuntime)).ok).toBe(true);
  });
});
