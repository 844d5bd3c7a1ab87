import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from './index';
import { ruCase } from './ruCases';
import { fill, formatCount, langLoaded, lazyWordTable, loadLang, wordTable } from './words';

describe('a word table whose Russian loads on demand', () => {
  it('answers in English until loadLang fetches the Russian, once for every caller', async () => {
    let fetched = 0;
    const words = lazyWordTable({ hi: 'Hello, {name}' }, async () => (fetched++, { hi: 'Привет, {name}' }));
    expect(words('ru', 'hi', { name: 'Anna' })).toBe('Hello, Anna');
    expect(langLoaded('ru')).toBe(false);
    expect(langLoaded('en')).toBe(true);
    await Promise.all([loadLang('ru'), loadLang('ru')]);
    expect(fetched).toBe(1);
    expect(langLoaded('ru')).toBe(true);
    expect(words('ru', 'hi', { name: 'Анна' })).toBe('Привет, Анна');
    expect(words('en', 'hi', { name: 'Anna' })).toBe('Hello, Anna');
  });

  it('tries again after a failed fetch', async () => {
    let fail = true;
    const words = lazyWordTable({ bye: 'Bye' }, async () => {
      if (fail) throw new Error('offline');
      return { bye: 'Пока' };
    });
    await expect(loadLang('ru')).rejects.toThrow('offline');
    fail = false;
    await loadLang('ru');
    expect(words('ru', 'bye')).toBe('Пока');
  });
});

describe('the one word mechanism', () => {
  beforeAll(() => loadLang('ru'));

  it('writes counts as each language does, the same as Intl.NumberFormat', () => {
    for (const n of [0, 7, 999, 1000, 1234, 9999, 10_000, 20_000, 123_456, 1_234_567, -45_000]) {
      for (const lang of ['en', 'ru'] as const) expect(formatCount(lang, n)).toBe(new Intl.NumberFormat(lang).format(n));
    }
    expect(formatCount('en', 20_000)).toBe('20,000');
    expect(formatCount('ru', 20_000)).toBe('20\u00a0000');
  });

  it('fills placeholders and lists arrays', () => {
    expect(fill('en', '{who} rolled {dice}', { who: 'Anna', dice: [3, 5] })).toBe('Anna rolled 3, 5');
    expect(fill('en', 'left {missing}', {})).toBe('left {missing}');
  });

  it('puts Russian names in the dative and genitive, and leaves English alone', () => {
    expect(fill('ru', 'Передайте {name:dat}.', { name: 'Анна' })).toBe('Передайте Анне.');
    expect(fill('ru', 'Ход {name:gen}.', { name: 'Борис' })).toBe('Ход Бориса.');
    expect(fill('ru', 'Ход {name:gen}.', { name: 'Ольга' })).toBe('Ход Ольги.');
    expect(fill('en', 'Pass to {name:dat}.', { name: 'Anna' })).toBe('Pass to Anna.');
    expect(translate('ru', 'handoff.pass', { name: 'Игорь' })).toBe('Передайте Игорю.');
  });

  it('picks plural forms by each language\'s plural rules: English two, Russian three', () => {
    const en = 'Fire: {n|# burst|# bursts}';
    const ru = 'Огонь: {n|# очередь|# очереди|# очередей}';
    expect([0, 1, 2, 5].map((n) => fill('en', en, { n }))).toEqual(['Fire: 0 bursts', 'Fire: 1 burst', 'Fire: 2 bursts', 'Fire: 5 bursts']);
    expect([1, 2, 5, 11, 21, 22, 25, 0].map((n) => fill('ru', ru, { n }))).toEqual([
      'Огонь: 1 очередь', 'Огонь: 2 очереди', 'Огонь: 5 очередей', 'Огонь: 11 очередей',
      'Огонь: 21 очередь', 'Огонь: 22 очереди', 'Огонь: 25 очередей', 'Огонь: 0 очередей',
    ]);
    expect(fill('ru', '{n|# фишка|# фишки|# фишек}', { n: 1.5 })).toBe('1.5 фишки');
    expect(fill('en', '{n|# chip|# chips} and {m}', {})).toBe('{n|# chip|# chips} and {m}');
    // The Continue banner's count says what it counts.
    expect(translate('en', 'lobby.actionsPlayed', { n: 1 })).toBe('1 action played');
    expect(translate('ru', 'lobby.actionsPlayed', { n: 3 })).toBe('сделано 3 действия');
  });

  it('declines only a single Cyrillic word (and a number after it)', () => {
    expect(ruCase('Мария', 'gen')).toBe('Марии');
    expect(ruCase('Игрок 2', 'dat')).toBe('Игроку 2');
    expect(ruCase('Anna', 'gen')).toBe('Anna');
    expect(ruCase('Анна Каренина', 'dat')).toBe('Анна Каренина');
  });

  it('a feature table: Russian is typed by the English keys', () => {
    const words = wordTable({ hello: 'Hello, {name}' }, { hello: 'Привет, {name}' });
    expect(words('ru', 'hello', { name: 'Анна' })).toBe('Привет, Анна');
    // @ts-expect-error a Russian table without the English keys does not compile
    wordTable({ hello: 'Hello', bye: 'Bye' }, { hello: 'Привет' });
    // @ts-expect-error an unknown key does not compile
    expect(words('en', 'goodbye')).toBe('goodbye');
  });
});
