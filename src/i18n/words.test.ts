import { describe, expect, it } from 'vitest';
import { translate } from './index';
import { ruCase } from './ruCases';
import { fill, wordTable } from './words';

describe('the one word mechanism', () => {
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
