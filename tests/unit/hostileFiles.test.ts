// Hostile match files: nested 100,000 levels deep in any field, names of invisible characters,
// a storage failure while importing, and version 1 files carrying bookmarks.
import { describe, expect, it } from 'vitest';
import { ow, v1 } from '../../scripts/badSaves/bases';
import { isBlank, visibleText } from '../../src/core/text';
import { createMemoryStorage, type MatchStorage } from '../../src/store/db';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeepAt } from '../../src/store/jsonDepth';
import { parseMatchRecord } from '../../src/store/recordSchema';
import { checkMatchText, importMatchFile } from '../../src/store/saveFile';
import { loadRuntime } from '../../src/systems/registry';
import { problemText } from '../../src/ui/saves/strings';

const DEEP = 100_000;
const deepText = (open: string, close: string) => `${open.repeat(DEEP)}1${close.repeat(DEEP)}`;
/** The example record as text with `field` set to a value nested DEEP levels. */
const deepIn = (field: string, open = '[', close = ']') =>
  JSON.stringify(ow({ [field]: '@@' })).replace('"@@"', open === '{' ? `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}` : deepText(open, close));

describe('files nested 100,000 levels deep', () => {
  it.each(['format', 'system', 'options', 'scenarioId', 'players', 'name'])('in %s: refused quickly with a message naming the nesting', async (field) => {
    for (const [open, close] of [['[', ']'], ['{', '}']] as const) {
      const text = deepIn(field, open, close);
      const start = performance.now();
      const r = await checkMatchText(text, loadRuntime);
      const ms = performance.now() - start;
      expect(r).toMatchObject({ ok: false, code: 'tooDeep', params: { max: MAX_JSON_DEPTH } });
      if (!r.ok) {
        expect(r.error).toMatch(/^the file nests lists or objects more than 64 levels deep \(at character [\d,]+\); no match record nests that deep$/);
        expect(problemText('ru', r)).toMatch(/вложены глубже 64 уровней/);
      }
      expect(ms).toBeLessThan(500);
    }
  });

  it('a whole file that is only brackets is refused the same way', async () => {
    expect(await checkMatchText(deepText('[', ']'), loadRuntime)).toMatchObject({ ok: false, code: 'tooDeep' });
    expect(await checkMatchText(deepText('{"a":', '}'), loadRuntime)).toMatchObject({ ok: false, code: 'tooDeep' });
  });

  it('the scan skips brackets inside strings, escaped quotes included', () => {
    expect(tooDeepAt(JSON.stringify({ a: '[[[[[[[[[[', b: 'x\\"[[[[[' }), 3)).toBe(-1);
    expect(tooDeepAt('[[[[1]]]]', 3)).toBe(3);
    expect(tooDeepAt(JSON.stringify(ow()))).toBe(-1);
  });

  it('a record held as a value (from storage or another tab) is refused without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < DEEP; i++) deep = [deep];
    expect(nestsDeeperThan(deep)).toBe(true);
    expect(nestsDeeperThan(ow())).toBe(false);
    const r = parseMatchRecord({ ...ow(), options: { x: deep } }, () => null);
    expect(r).toEqual({ ok: false, error: 'not a match record: it nests lists or objects more than 64 levels deep' });
    expect(parseMatchRecord(deepIn('system'), () => null)).toMatchObject({ ok: false });
  });
});

describe('names made only of invisible characters', () => {
  const invisible = ['\u200B', '\u200B\u200C\u200D', '\u2060\uFEFF', '\u00AD', '\u3164', '\u2800', '\u115F\u1160', '\u200E\u200F', ' \u0301 ', '\u180E', '\u034F'];

  it('count as blank; real names do not', () => {
    for (const s of invisible) expect(isBlank(s), JSON.stringify(s)).toBe(true);
    for (const s of ['Anna', 'Ж', '李', '🤠', 'é', 'a\u200Bb']) expect(isBlank(s), s).toBe(false);
    expect(visibleText(' A\u200Bnna ')).toBe('Anna');
  });

  it('are refused as player names in a file, naming the player', async () => {
    for (const s of invisible) {
      const r = await checkMatchText(JSON.stringify(ow({ players: ['Anna', s] })), loadRuntime);
      expect(r).toMatchObject({ ok: false, code: 'shape' });
      if (!r.ok) expect(r.error).toMatch(/^players\[1\]: must not be blank/);
    }
  });
});

describe('a storage failure while importing', () => {
  it('reads as one clean sentence', async () => {
    const memory = createMemoryStorage();
    const full: MatchStorage = { ...memory, saveMatch: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) };
    const r = await importMatchFile(JSON.stringify(ow()), { storage: full, runtimeFor: loadRuntime, newId: () => 'x' });
    expect(r).toMatchObject({ ok: false, code: 'saveFailed', error: 'the match could not be saved: The quota has been exceeded' });
    const nameless: MatchStorage = { ...memory, saveMatch: () => Promise.reject(new DOMException('', 'UnknownError')) };
    const r2 = await importMatchFile(JSON.stringify(ow()), { storage: nameless, runtimeFor: loadRuntime, newId: () => 'x' });
    expect(r2).toMatchObject({ ok: false, error: 'the match could not be saved: UnknownError' });
    expect(await memory.listMatches()).toEqual([]);
  });
});

describe('version 1 files', () => {
  it('keep the bookmarks they carry when they migrate', async () => {
    const marks = [{ action: 0, label: 'Setup' }, { action: 3, label: 'First shot' }];
    const r = await checkMatchText(JSON.stringify({ ...v1(ow()), bookmarks: marks }), loadRuntime);
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    if (r.ok) expect(r.record).toMatchObject({ format: 5, bookmarks: marks });
    const plain = await checkMatchText(JSON.stringify(v1(ow())), loadRuntime);
    if (plain.ok) expect(plain.record.bookmarks).toEqual([]);
  });
});

describe('the cap on a record', () => {
  it('a file of more actions than a record may hold is refused, naming both numbers', async () => {
    const text = JSON.stringify(ow({ actions: Array.from({ length: 200_001 }, () => ({ type: 'endPhase' })) }));
    const start = performance.now();
    const r = await checkMatchText(text, loadRuntime);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(r).toMatchObject({ ok: false, code: 'tooManyActions', error: 'the match holds 200,001 actions; a match record may hold at most 200,000' });
    if (!r.ok) expect(problemText('ru', r)).toBe('в партии 200\u00a0001 действий, а запись партии может содержать не больше 200\u00a0000');
    expect(parseMatchRecord(text, () => null)).toEqual({ ok: false, error: 'the match holds 200,001 actions; a match record may hold at most 200,000' });
  });
});
