// The project's own lint rules (eslint.config.js), run on small snippets held in memory.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The snippets are linted as text for files that do not exist; the cycle rule reads files from
// disk, so it is off here (tests/unit/lintBoundaries.test.ts checks it on real files).
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function messages(code: string, filePath = 'src/rules/firepower/lintProbe.ts') {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message, line: m.line }));
}

const header = "import { RuleError } from '../../core/ruleset';\n";

describe('RuleError takes a code, never a sentence', () => {
  it('refuses a string literal as the first argument', async () => {
    const found = await messages(`${header}export const e = new RuleError('The target is out of range.');\n`);
    expect(found).toEqual([expect.objectContaining({ rule: 'no-restricted-syntax', line: 2, message: expect.stringMatching(/typed refusal code/) })]);
  });

  it('refuses a template literal and a concatenation', async () => {
    const found = await messages(`${header}const n = 'Cole';\nexport const a = new RuleError(\`\${n} cannot see.\`);\nexport const b = new RuleError(n + ' cannot see.');\n`);
    expect(found.map((m) => [m.rule, m.line])).toEqual([['no-restricted-syntax', 3], ['no-restricted-syntax', 4]]);
  });

  it('refuses a sentence anywhere in the project, tests and the UI included', async () => {
    const found = await messages(`${header}export const e = new RuleError("nope", {});\n`, 'src/ui/firepower/lintProbe.tsx');
    expect(found.map((m) => m.rule)).toEqual(['no-restricted-syntax']);
  });

  it('accepts a typed code variable with its details', async () => {
    const code = `${header}type Code = 'outOfRange' | 'noLos';\nexport function refuse(code: Code, params: Record<string, string> = {}): never {\n  throw new RuleError(code, params);\n}\n`;
    expect(await messages(code)).toEqual([]);
  });
});
