// The lint rules that keep the plug-in shape: shared layers never import a game system, and no
// import cycle anywhere. Each rule is shown failing on a deliberate violation.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
// Snippets are linted as text for files that do not exist, so the cycle rule (which reads the
// files an import names from disk) is off for them; the cycle test below lints real files.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const withCycles = new ESLint({ cwd: root });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint: systems are plug-ins', () => {
  it('refuses a game system imported by the store, the board, the match or lobby screens, or the core', async () => {
    expect(await ruleIds("import { oldwest } from '../rules/oldwest';\nexport const x = oldwest;\n", 'src/store/fixture.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { fpHud } from '../firepower/controller';\nexport const x = fpHud;\n", 'src/ui/match/fixture.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import type { OWState } from '../../rules/oldwest/types';\nexport type X = OWState;\n", 'src/ui/lobby/fixture.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import type { FPState } from '../rules/firepower/types';\nexport type X = FPState;\n", 'src/board/fixture.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { SCENARIOS } from '../rules/oldwest/scenarios';\nexport const x = SCENARIOS;\n", 'src/core/fixture.ts')).toContain('no-restricted-imports');
  }, 60_000);

  it('lets the shared layers reach systems through the registry, and a system reach the shared layers', async () => {
    expect(await ruleIds("import { SYSTEMS } from '../systems/registry';\nexport const x = SYSTEMS;\n", 'src/store/fixture.ts')).not.toContain('no-restricted-imports');
    expect(await ruleIds("import { MatchShell } from '../match/MatchShell';\nexport const x = MatchShell;\n", 'src/ui/firepower/fixture.ts')).not.toContain('no-restricted-imports');
  }, 60_000);
});

describe('lint: no import cycles', () => {
  const dir = join(root, 'src', `lint-cycle-fixture-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses two modules that import each other, and passes when the cycle is broken', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    writeFileSync(join(dir, 'c.ts'), 'export const c = 1;\n');
    const ids = async (file: string) => ((await withCycles.lintFiles([join(dir, file)]))[0]?.messages ?? []).map((m) => m.ruleId);
    expect(await ids('a.ts')).toContain('import/no-cycle');
    writeFileSync(join(dir, 'a.ts'), "import { c } from './c';\nexport const a = () => c;\n");
    expect(await ids('a.ts')).not.toContain('import/no-cycle');
  }, 60_000);
});
