// Every crafted bad match file in tests/fixtures/bad-saves is refused with its own message, and
// the matches already saved stay exactly as they were.
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fp, ow, v1 } from '../../scripts/badSaves/bases';
import { createIdbStorage, type MatchStorage } from '../../src/store/db';
import { importMatchFile, MAX_FILE_BYTES } from '../../src/store/saveFile';
import { loadRuntime, systemById } from '../../src/systems/registry';
import { problemText } from '../../src/ui/saves/strings';
import { loadLang } from '../../src/i18n';

interface Expected {
  system: 'oldwest' | 'firepower' | 'none';
  code: string;
  message?: string;
  pattern?: string;
}

const dir = join(import.meta.dirname, '..', 'fixtures', 'bad-saves');
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, Expected>;
const files = readdirSync(dir).filter((f) => f !== 'expected.json' && f !== 'README.md');

let storage: MatchStorage;
let ids = 0;
const deps = () => ({ storage, runtimeFor: loadRuntime, newId: () => `fresh-${++ids}` });

/** Every saved record as stored (key order kept), sorted by id, and the match Continue opens. */
async function snapshot(): Promise<string> {
  const all = (await storage.listMatches()) as { id: string }[];
  const records = all.sort((a, b) => a.id.localeCompare(b.id)).map((r) => JSON.stringify(r));
  return JSON.stringify({ records, current: await storage.getCurrent() });
}

let before = '';

beforeAll(async () => {
  storage = createIdbStorage();
  const saved = [
    readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'examples', 'livery.wartable.json'), 'utf8'),
    JSON.stringify(ow({ id: 'bad-ow', name: 'Already saved: an Old West match' })),
    JSON.stringify(fp({ id: 'bad-fp', name: 'Already saved: a Firepower match' })),
  ];
  for (const text of saved) {
    const r = await importMatchFile(text, deps());
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
  }
  await storage.setCurrent('bad-fp');
  before = await snapshot();
  expect(JSON.parse(before).records).toHaveLength(3);
});

describe('crafted bad match files', () => {
  it('there are at least 100, all indexed, for both systems, covering every kind of problem', () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
    expect(files.sort()).toEqual(Object.keys(expected).sort());
    const kinds = (system: string) => new Set(Object.values(expected).filter((e) => e.system === system).map((e) => e.code));
    // Every system the registry lists is playable now, so no file can be refused as naming one that
    // is not ('notPlayable': a system listed as coming, without rules yet).
    const both = ['notJson', 'noFormat', 'unknownFormat', 'noSystem', 'unknownSystem', 'noScenario', 'unknownScenario', 'shape', 'badSetup', 'unknownUnit', 'refused'];
    for (const system of ['oldwest', 'firepower']) expect([...kinds(system)]).toEqual(expect.arrayContaining(both));
    expect(new Set(Object.values(expected).map((e) => e.code))).toEqual(new Set([...both, 'empty', 'notObject']));
  });

  it.each(Object.entries(expected))('%s is refused with its own message; nothing saved changes', async (file, want) => {
    const r = await importMatchFile(readFileSync(join(dir, file), 'utf8'), deps());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(want.code);
    if (want.message !== undefined) expect(r.error).toBe(want.message);
    else expect(r.error).toMatch(new RegExp(want.pattern!));
    expect(await snapshot()).toBe(before);
  });

  it('a Russian player reads every refusal in Russian: the rules\' reasons and the shape problems too', async () => {
    let worded = 0;
    for (const [file, want] of Object.entries(expected)) {
      const r = await importMatchFile(readFileSync(join(dir, file), 'utf8'), deps());
      if (r.ok) continue;
      const words = r.refusal ? await systemById(r.refusal.system)!.loadRefusals!() : undefined;
      // Their Russian loads on demand, as the saved-matches screen loads it.
      if (words) await loadLang('ru');
      if (want.code === 'refused') expect(words, file).toBeDefined();
      const ru = problemText('ru', r, words);
      expect(ru, file).toMatch(/[а-я]/);
      // Two English words in a row are an English sentence; quoted values, ids, paths and names
      // (capitalised: Sheriff Wyatt Cole) may be Latin.
      const bare = ru.replace(/«[^»]*»|'[^']*'|"[^"]*"|[\w$.[\]-]*[.[_][\w$.[\]-]*|\b[A-Z][a-z]*(?: [A-Z][a-z]*)*/g, '');
      expect(bare, `${file}: ${ru}`).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/);
      worded++;
    }
    expect(worded).toBe(files.length);
  });

  it('a file over 32 MB is refused, naming its size, before it is read (as a file or as text)', async () => {
    const padding = ' '.repeat(MAX_FILE_BYTES + 1 - JSON.stringify(ow()).length);
    const text = JSON.stringify(ow()).replace('{', `{${padding}`);
    expect(new TextEncoder().encode(text).length).toBe(MAX_FILE_BYTES + 1);
    const asText = await importMatchFile(text, deps());
    expect(asText).toMatchObject({ ok: false, code: 'tooLarge', error: 'the file is too large: 32.0 MB (33,554,433 bytes); the limit is 32 MB' });
    let read = false;
    const file = Object.assign(new Blob([text]), { text: () => ((read = true), Promise.resolve(text)) });
    expect(await importMatchFile(file, deps())).toMatchObject({ ok: false, code: 'tooLarge' });
    expect(read).toBe(false);
    const russian = 'Ж'.repeat(17 * 1024 * 1024); // 34 MB in UTF-8 though 17 million characters
    expect(await importMatchFile(JSON.stringify(ow({ name: russian })), deps())).toMatchObject({ ok: false, code: 'tooLarge', params: { mb: '34.0' } });
    expect(await snapshot()).toBe(before);
  });

  it('the good records the bad files were made from import (in format 4 and format 1)', async () => {
    for (const good of [ow({ id: 'good-ow' }), fp({ id: 'good-fp' }), v1(ow({ id: 'good-ow-1' })), v1(fp({ id: 'good-fp-1' }))]) {
      const r = await importMatchFile(new Blob([JSON.stringify(good)]), deps());
      expect(r.ok, r.ok ? '' : r.error).toBe(true);
      if (r.ok) expect(r.record).toMatchObject({ format: 5, id: good.id, bookmarks: [] });
    }
    for (const id of ['good-ow', 'good-fp', 'good-ow-1', 'good-fp-1']) await storage.deleteMatch(id);
    expect(await snapshot()).toBe(before);
  });
});
