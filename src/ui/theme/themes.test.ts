// The theme files and the component CSS, read as text: every system has a theme, themes set only
// known tokens, components use only tokens (no raw colours, no unknown or old names), and every
// theme keeps its text readable (WCAG AA contrast) on the surfaces it sits on.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SYSTEMS } from '../../systems/registry';

const UI = fileURLToPath(new URL('..', import.meta.url));
const TOKENS = join(UI, 'theme', 'tokens.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const isTheme = (path: string) => path === TOKENS || path.endsWith(`${sep}theme.css`);
const themePath = (id: string) => join(UI, id, 'theme.css');

/** The custom properties declared in the rule whose selector is `selector`. */
function tokensIn(css: string, selector: string): Map<string, string> {
  const text = stripComments(css);
  const at = text.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`no rule ${selector}`);
  const body = text.slice(text.indexOf('{', at) + 1, text.indexOf('}', at));
  const out = new Map<string, string>();
  for (const decl of body.split(';')) {
    const m = /^\s*(--[\w-]+)\s*:\s*([\s\S]*?)\s*$/.exec(decl);
    if (m) out.set(m[1]!, m[2]!.replace(/\s+/g, ' '));
  }
  return out;
}

const defaults = tokensIn(readFileSync(TOKENS, 'utf8'), ':where(:root, [data-system])');
const LEGACY = [...defaults].filter(([, v]) => /^var\(--[\w-]+\)$/.test(v)).map(([k]) => k)
  .filter((k) => /^--(walnut|parchment|text-on-wood|brass|red|green|focus|font|wood)\b/.test(k) && !k.startsWith('--font-'));

function themeTokens(id: string): Map<string, string> {
  return new Map([...defaults, ...tokensIn(readFileSync(themePath(id), 'utf8'), `[data-system='${id}']`)]);
}

function resolve(tokens: Map<string, string>, name: string, depth = 0): string {
  const v = tokens.get(name);
  if (v === undefined) throw new Error(`unknown token ${name}`);
  if (depth > 10) throw new Error(`token loop at ${name}`);
  return v.replace(/var\((--[\w-]+)\)/g, (_, n: string) => resolve(tokens, n, depth + 1));
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a solid #rgb colour: ${hex}`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** [text, backgrounds, minimum ratio]: body text 4.5, large titles and focus rings 3. */
const PAIRS: [string, string[], number][] = [
  ['--text', ['--color-panel', '--color-panel-top', '--color-page', '--color-selected'], 4.5],
  ['--text-soft', ['--color-panel', '--color-panel-top', '--color-page'], 4.5],
  ['--text-accent', ['--color-panel', '--color-panel-top', '--color-selected'], 4.5],
  ['--text-accent', ['--color-page'], 3],
  ['--text-error', ['--color-panel', '--color-panel-top'], 4.5],
  ['--text-ok', ['--color-panel', '--color-panel-top'], 4.5],
  ['--text-los-clear', ['--color-panel', '--color-panel-top'], 4.5],
  ['--text-los-hindered', ['--color-panel', '--color-panel-top'], 4.5],
  ['--text-los-blocked', ['--color-panel', '--color-panel-top'], 4.5],
  ['--text-button', ['--color-raised', '--color-raised-low', '--color-raised-hover'], 4.5],
  ['--text-on-accent', ['--color-accent', '--color-accent-light', '--color-accent-hover'], 4.5],
  ['--text-on-danger', ['--color-danger'], 4.5],
  ['--ink', ['--color-paper', '--color-paper-2', '--color-paper-hi', '--color-paper-bright', '--color-paper-disabled', '--color-die'], 4.5],
  ['--ink-soft', ['--color-paper', '--color-paper-2', '--color-paper-disabled'], 4.5],
  ['--ink-heading', ['--color-paper', '--color-paper-2'], 4.5],
  ['--ink-strong', ['--color-paper', '--color-paper-2'], 4.5],
  ['--ink-link', ['--color-paper', '--color-paper-2'], 4.5],
  ['--color-danger', ['--color-paper', '--color-paper-2', '--color-danger-tint'], 4.5],
  ['--color-focus', ['--color-panel', '--color-page'], 3],
];

const ids = SYSTEMS.map((s) => s.id);

describe('themes', () => {
  it('every game system has its theme, and it sets only known tokens', () => {
    for (const id of ids) {
      expect(existsSync(themePath(id)), `src/ui/${id}/theme.css`).toBe(true);
      const own = tokensIn(readFileSync(themePath(id), 'utf8'), `[data-system='${id}']`);
      for (const name of own.keys()) expect(defaults.has(name), `${id} sets ${name}, which tokens.css does not declare`).toBe(true);
    }
  });

  it.each(ids)('%s keeps text readable (WCAG AA) on its surfaces', (id) => {
    const tokens = themeTokens(id);
    const low: string[] = [];
    for (const [fg, bgs, min] of PAIRS) {
      for (const bg of bgs) {
        const ratio = contrast(resolve(tokens, fg), resolve(tokens, bg));
        if (ratio < min) low.push(`${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
      }
    }
    expect(low).toEqual([]);
  });

  it('siege has 56 px targets and larger type', () => {
    const tokens = themeTokens('siege');
    expect(resolve(tokens, '--tap')).toBe('56px');
    expect(parseFloat(resolve(tokens, '--font-size-base'))).toBeGreaterThan(16);
    expect(resolve(themeTokens('oldwest'), '--tap')).toBe('44px');
  });
});

describe('component CSS', () => {
  const files = cssFiles(UI).filter((p) => !isTheme(p));
  const RAW = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|:\s*(?:white|black|red|green|blue|yellow|orange|gray|grey|silver|gold|navy|maroon|purple|brown|pink)\s*[;!]/i;

  it('has no raw colours (they live in tokens.css and the themes)', () => {
    const found = files.flatMap((p) => stripComments(readFileSync(p, 'utf8')).split('\n')
      .filter((line) => RAW.test(line)).map((line) => `${relative(UI, p)}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('uses only tokens that tokens.css declares, and not the names from before the tokens', () => {
    const bad = files.flatMap((p) => [...stripComments(readFileSync(p, 'utf8')).matchAll(/var\((--[\w-]+)/g)]
      .map((m) => m[1]!).filter((n) => !defaults.has(n) || LEGACY.includes(n)).map((n) => `${relative(UI, p)}: ${n}`));
    expect(bad).toEqual([]);
  });
});
