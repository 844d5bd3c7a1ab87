// A match exported from one browser must replay the same in another. IEEE 754 fixes + - * / and
// Math.sqrt, but each engine has its own Math.sin, cos, tan, atan2, hypot, exp, log and pow (and
// so the ** operator), a last bit apart. These checks keep such calls out of the rules and core
// (src/rules, src/core), where they could decide a rule or reach the state or an action.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Engine-dependent functions: transcendental results differ between browsers' maths libraries. */
const FORBIDDEN = /\bMath\.(sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|asinh|acosh|atanh|hypot|exp|expm1|log|log1p|log2|log10|pow|cbrt)\b|\*\*(?!\/)/g;

/**
 * Uses allowed because their result is rounded to a fixed grid before it can matter, each with the
 * reason: `file` (from the project root) and the exact source text of the call. None is needed
 * today; src/core/exactMath.ts has the replacements (norm, cosSin, turned, powInt, onGrid).
 */
const ALLOWED: { file: string; text: string; why: string }[] = [];

/** Source text without comments (block and line), keeping strings and line numbers. */
export function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, (m) =>
    m.startsWith('/') ? m.replace(/[^\n]/g, ' ') : m,
  );
}

/** Every forbidden use in a file's text: line number and the line. */
export function findUses(src: string): { line: number; text: string }[] {
  const lines = stripComments(src).split('\n');
  const out: { line: number; text: string }[] = [];
  lines.forEach((l, i) => {
    if (l.match(FORBIDDEN)) out.push({ line: i + 1, text: l.trim() });
  });
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.(test|fuzz\.test)\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('determinism across browsers: the scan', () => {
  it('finds the engine-dependent calls and the ** operator, and nothing in comments', () => {
    expect(findUses('const a = Math.atan2(y, x);').map((u) => u.line)).toEqual([1]);
    expect(findUses('x = 1;\nconst d = Math.hypot(dx, dy);')).toEqual([{ line: 2, text: 'const d = Math.hypot(dx, dy);' }]);
    expect(findUses('const p = (1 - q) ** n;')).toHaveLength(1);
    expect(findUses('const e = Math.exp(-k) + Math.log(2) + Math.pow(2, 0.5) + Math.cos(a);')).toHaveLength(1);
    for (const ok of ['const r = Math.sqrt(dx * dx + dy * dy);', 'const k = Math.round(x / 2) + Math.floor(y) + Math.abs(z) + Math.PI;',
      '/** exp(-x) in a doc comment */', '// Math.sin in a comment', '/* Math.hypot(a, b) */ const q = 1;', "const s = 'a // b'; const t = 2;"]) {
      expect(findUses(ok), ok).toEqual([]);
    }
  });

  it('src/rules and src/core hold no engine-dependent maths outside the allow-list', () => {
    const found: string[] = [];
    const used = new Set<string>();
    for (const file of [...sourceFiles(join(root, 'src', 'rules')), ...sourceFiles(join(root, 'src', 'core'))]) {
      const rel = relative(root, file).replaceAll('\\', '/');
      for (const u of findUses(readFileSync(file, 'utf8'))) {
        const allowed = ALLOWED.find((a) => a.file === rel && u.text.includes(a.text));
        if (allowed) used.add(`${allowed.file}: ${allowed.text}`);
        else found.push(`${rel}:${u.line}: ${u.text}`);
      }
    }
    // Replace with src/core/exactMath.ts: norm (not Math.hypot), cosSin / turned (not sin, cos,
    // atan2), powInt (not ** or Math.pow), squared distances against squared limits.
    expect(found).toEqual([]);
    // Every allow-list entry is still needed and says why.
    for (const a of ALLOWED) {
      expect(used.has(`${a.file}: ${a.text}`), `${a.file}: ${a.text} is no longer used`).toBe(true);
      expect(a.why.length).toBeGreaterThan(20);
    }
  });
});
