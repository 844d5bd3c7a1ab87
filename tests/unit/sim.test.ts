// `npm run sim` replays a record of any system in the registry under Node and prints its log.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const sim = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'sim.ts'), ...args], { cwd: root, encoding: 'utf8' });

describe('npm run sim', () => {
  it('replays an Old West record and a Firepower record, each narrated by its own system', () => {
    const ow = sim('docs/examples/livery.wartable.json');
    expect(ow).toMatch(/^Legends of the Old West: Trouble at the Livery/);
    expect(ow).toMatch(/\[OW-\d+\]/);
    expect(ow).toMatch(/Result: Anna wins\./);
    const fp = sim('docs/examples/meeting.wartable.json', '--lang', 'ru');
    expect(fp).toMatch(/^Firepower .*: Встречный бой/);
    expect(fp).toMatch(/\[FP-\d+\]/);
    expect(fp).not.toMatch(/\[OW-/);
  }, 60_000);

  it('refuses a record of a system it does not know, naming it', () => {
    let message = '';
    try {
      sim('tests/fixtures/bad-saves/ow-system-chess.wartable.json');
    } catch (e) {
      message = String((e as { stderr?: string }).stderr);
    }
    expect(message).toMatch(/unknown game system/);
  }, 60_000);
});
