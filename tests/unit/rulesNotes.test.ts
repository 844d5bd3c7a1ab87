// The Russian rules notes shown in the match's "Rules notes" dialog keep every rule ID of the
// English page and are written in Russian throughout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', '..', 'docs', 'rules');
const read = (name: string): string => readFileSync(join(dir, name), 'utf8');

const RULE_ID = /\b(?:OW|FP)-(?:GAP-|AMB-)?\d+\b/g;

/**
 * Latin-script text the Russian pages may keep, removed before looking for Latin words:
 * - "Wartable": the app's own name, left untranslated in the Russian UI too (src/i18n/ru.ts).
 * - "Firepower": the name of the game.
 * - "OW-GAP-n", "FP-n": the rule-ID patterns the pages use to name a family of IDs.
 * - "honeycomb-grid" and "`line()`": a library and its function, named as in their code.
 */
const ALLOWED = ['Wartable', 'Firepower', 'OW-GAP-n', 'FP-n', 'honeycomb-grid', '`line()`'];

function latinWords(text: string): string[] {
  let rest = text.replace(RULE_ID, ' ');
  for (const allowed of ALLOWED) rest = rest.split(allowed).join(' ');
  return rest.match(/[A-Za-z]+/g) ?? [];
}

describe.each([
  ['oldwest', 'oldwest.md', 'oldwest.ru.md'],
  ['firepower', 'firepower.md', 'firepower.ru.md'],
])('%s rules notes', (_system, en, ru) => {
  const english = read(en);
  const russian = read(ru);

  it('keeps every rule ID of the English page', () => {
    const ids = [...new Set(english.match(RULE_ID) ?? [])];
    expect(ids.length).toBeGreaterThan(0);
    const present = new Set(russian.match(RULE_ID) ?? []);
    expect(ids.filter((id) => !present.has(id))).toEqual([]);
  });

  it('has no Latin word outside rule IDs and the allow-list', () => {
    expect(latinWords(russian)).toEqual([]);
  });

  it('keeps the heading structure of the English page', () => {
    const headings = (text: string) => text.split('\n').filter((l) => l.startsWith('#')).map((l) => l.match(/^#+/)![0]);
    expect(headings(russian)).toEqual(headings(english));
  });
});
