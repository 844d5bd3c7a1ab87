import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

// eslint-plugin-import 2.32 names each module it follows for import/no-cycle by a cache key built
// from JSON.stringify of the linted file's whole languageOptions (its parser and 1,200 browser and
// Node globals), again on every import it follows: nine tenths of the lint time
// (import-js/eslint-plugin-import#3148). The same settings and options objects always give the
// same key, so the key's prefix is worked out once per set of them, by the plugin's own function.
const childContextModule = createRequire(import.meta.url)('eslint-plugin-import/lib/exportMap/childContext');
const childContextOf = childContextModule.default;
if (typeof childContextOf === 'function' && !childContextOf.keyOnce) {
  let last = null;
  const keyOnce = (path, context) => {
    const { settings, parserOptions, parserPath, languageOptions } = context;
    if (!last || last.settings !== settings || last.parserOptions !== parserOptions || last.parserPath !== parserPath || last.languageOptions !== languageOptions) {
      last = { settings, parserOptions, parserPath, languageOptions, prefix: childContextOf('', context).cacheKey };
    }
    return { cacheKey: last.prefix + String(path), settings, parserOptions, parserPath, path, languageOptions };
  };
  keyOnce.keyOnce = true;
  childContextModule.default = keyOnce;
}

// The game systems are the folders under src/rules and the folders under src/ui that hold a
// manifest. Shared layers may not import any of them: a system reaches them only through the
// registry (src/systems). A new system's folders are covered without editing this file.
const dirs = (path) => readdirSync(new URL(path, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const SYSTEM_DIRS = [...new Set([
  ...dirs('./src/rules'),
  ...dirs('./src/ui').filter((d) => existsSync(new URL(`./src/ui/${d}/manifest.ts`, import.meta.url))),
])];
const systemImports = {
  patterns: [
    {
      group: SYSTEM_DIRS.flatMap((id) => [`**/rules/${id}`, `**/rules/${id}/**`, `**/ui/${id}`, `**/ui/${id}/**`, `../${id}`, `../${id}/**`]),
      message: 'Shared layers (src/core, src/store, src/board, src/ui/match, src/ui/lobby) never import a game system: use the registry in src/systems.',
    },
  ],
};

// src/rules and src/core are pure: given a state, an action and a dice source they return the
// next state. They may not reach the UI, the renderer, the store, the DOM, storage or an
// unseeded random source.
const impure = {
  paths: [
    { name: 'react', message: 'src/rules and src/core are pure: no React.' },
    { name: 'react-dom', message: 'src/rules and src/core are pure: no React.' },
    { name: 'pixi.js', message: 'src/rules and src/core are pure: no PixiJS.' },
    { name: 'zustand', message: 'src/rules and src/core are pure: no store.' },
    { name: 'idb', message: 'src/rules and src/core are pure: no storage.' },
  ],
  patterns: [
    { group: ['**/store/**', '**/board/**', '**/ui/**', 'zustand/*', '@pixi/*', 'pixi.js/*', 'react-dom/*'], message: 'src/rules and src/core are pure.' },
  ],
};

// A refusal is a code from the system's typed union (src/rules/<system>/refusals.ts, reasons.ts),
// never a sentence: the UI words it in the player's language. `new RuleError(` therefore takes a
// typed code variable, and a string, template or concatenation as its first argument fails.
const RULE_ERROR_CODE = 'A RuleError takes a typed refusal code, not a sentence: add the code to the system\'s refusals and throw it through its refuse helper.';
const ruleErrorCodes = ['error',
  { selector: "NewExpression[callee.name='RuleError'] > Literal:first-child", message: RULE_ERROR_CODE },
  { selector: "NewExpression[callee.name='RuleError'] > TemplateLiteral:first-child", message: RULE_ERROR_CODE },
  { selector: "NewExpression[callee.name='RuleError'] > BinaryExpression:first-child", message: RULE_ERROR_CODE },
  { selector: "NewExpression[callee.name='RuleError'] > CallExpression:first-child", message: RULE_ERROR_CODE },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', '.scratch', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ruleErrorCodes,
    },
  },
  {
    // No import cycles anywhere in the app: a cycle makes load order matter and hides a layering
    // mistake (type-only imports are erased from the build and do not count).
    // A dynamic import() is a lazy boundary (a system's code loads when a match opens), not a cycle.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['src/store/**/*.{ts,tsx}', 'src/board/**/*.{ts,tsx}', 'src/ui/match/**/*.{ts,tsx}', 'src/ui/lobby/**/*.{ts,tsx}', 'src/core/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', systemImports] },
  },
  {
    files: ['src/rules/**/*.ts', 'src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', impure],
      'no-restricted-globals': ['error',
        { name: 'window', message: 'src/rules and src/core are pure: no DOM.' },
        { name: 'document', message: 'src/rules and src/core are pure: no DOM.' },
        { name: 'localStorage', message: 'src/rules and src/core are pure: no storage.' },
        { name: 'sessionStorage', message: 'src/rules and src/core are pure: no storage.' },
        { name: 'indexedDB', message: 'src/rules and src/core are pure: no storage.' },
        { name: 'navigator', message: 'src/rules and src/core are pure: no DOM.' },
        { name: 'fetch', message: 'src/rules and src/core are pure: no I/O.' },
      ],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Use the seeded dice source (src/core/dice.ts), never Math.random.' },
        { object: 'Date', property: 'now', message: 'Rules are pure: time comes in with the action.' },
      ],
    },
  },
  {
    // src/core is both pure and shared: both lists apply (a later block would otherwise replace one).
    files: ['src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: impure.paths, patterns: [...impure.patterns, ...systemImports.patterns] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
