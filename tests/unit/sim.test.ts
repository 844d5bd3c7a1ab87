// `npm run sim` replays a record of any system in the registry under Node and prints its log.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const sim = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'sim.ts'), ...args], { cwd: root, encoding: 'utf8' });

/** What `npm run sim` says on stderr about a record: the Firepower example cut after `keep` actions, then `extra`. */
function simRefusal(keep: number, extra: unknown[]): { message: string; status: number } {
  const record = JSON.parse(readFileSync(join(root, 'docs', 'examples', 'meeting.wartable.json'), 'utf8')) as { actions: unknown[] };
  record.actions = [...record.actions.slice(0, keep), ...extra];
  const dir = mkdtempSync(join(tmpdir(), 'wartable-sim-'));
  const file = join(dir, 'nonsense.wartable.json');
  writeFileSync(file, JSON.stringify(record));
  try {
    sim(file);
  } catch (e) {
    return { message: String((e as { stderr?: string }).stderr), status: (e as { status?: number }).status ?? 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { message: 'the record was replayed', status: 0 };
}

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

  it('replays a Ronin record: the secret splits revealed together, the strikes and the result', () => {
    const ro = sim('docs/examples/village.wartable.json');
    expect(ro).toMatch(/^Ronin: Skirmish in the village/);
    expect(ro).toMatch(/\[RO-13\] Anna reveals \d+ Attack and \d+ Defence\./);
    expect(ro).toMatch(/\[RO-GAP-2\] Priority roll \d against \d/);
    expect(ro).toMatch(/^Result: (a draw|Anna wins|Boris wins)\./m);
    expect(ro).not.toMatch(/\[(OW|FP)-/);
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

  it('refuses a record whose actions are nonsense, naming the action and the problem', () => {
    // The record's own check: a melee that names one soldier three times.
    const twice = simRefusal(7, [{ type: 'melee', soldierIds: ['red-rifle-1', 'red-rifle-1', 'red-rifle-1'], targetHex: { q: 31, r: 12 } }]);
    expect(twice.status).toBe(1);
    expect(twice.message).toMatch(/action 8, soldierIds\[1\]: 'red-rifle-1' is named twice/);
    // The rules' own check during the replay: a soldier called after a name of Object.prototype.
    for (const id of ['__proto__', 'valueOf']) {
      const proto = simRefusal(1, [{ type: 'startImpulse', soldierIds: [id] }]);
      expect(proto.status).toBe(1);
      expect(proto.message).toContain(`action 2 was refused by the rules: There is no soldier '${id}' in this match.`);
    }
  }, 120_000);
});
