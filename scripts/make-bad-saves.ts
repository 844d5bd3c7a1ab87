// Writes the crafted bad match files in tests/fixtures/bad-saves/ and their index expected.json
// (file → problem code and the exact message, or a pattern where the JavaScript engine words it).
// The expected messages are written here by hand; tests/unit/badSaves.test.ts checks the app
// against them. Usage: npx tsx scripts/make-bad-saves.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BAD_SAVES } from './badSaves/cases';
import type { Fixture } from './badSaves/types';

const dir = join(import.meta.dirname, '..', 'tests', 'fixtures', 'bad-saves');
mkdirSync(dir, { recursive: true });
for (const f of readdirSync(dir)) if (f !== 'README.md') rmSync(join(dir, f));

const index: Record<string, Omit<Fixture, 'file' | 'body'>> = {};
for (const fx of BAD_SAVES) {
  if (index[fx.file]) throw new Error(`two fixtures are called ${fx.file}`);
  const text = typeof fx.body === 'string' ? fx.body : `${JSON.stringify(fx.body, null, 1)}\n`;
  writeFileSync(join(dir, fx.file), text);
  const { file: _file, body: _body, ...rest } = fx;
  index[fx.file] = rest;
}
writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(index, null, 1)}\n`);
console.log(`${BAD_SAVES.length} bad match files written to tests/fixtures/bad-saves/`);
