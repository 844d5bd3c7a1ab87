// The JavaScript a player downloads before the board appears: `vite build --manifest`, then the
// gzip size of the index.html entry chunk and every chunk it imports statically (transitively;
// dynamic imports are loaded later and do not count). CSS is reported separately.
//
// Use: `node bench/bundle.mjs` prints a summary and, on its last stdout line, the result as
// JSON; or import { measureBundle } from './bundle.mjs'.
// A failed build (e.g. before the app exists) gives { measured: false, reason } instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist');
const MANIFEST = join(OUT, '.vite', 'manifest.json');

const gzipOf = (outDir, file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function build() {
  const r = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    shell: process.platform === 'win32',
  });
  // The build's own messages, without colours, npm's notices or stack frames.
  const log = `${r.stdout ?? ''}${r.stderr ?? ''}`
    .replace(ANSI, '')
    .split('\n')
    .filter((l) => l.trim() && !/^npm warn/i.test(l) && !/^\s+at /.test(l))
    .slice(0, 12)
    .join('\n');
  return { ok: r.status === 0 && existsSync(MANIFEST), log };
}

/** Sums the entry chunk and its static imports, walking the manifest's `imports`. */
export function measureManifest(manifest, outDir = OUT) {
  const gz = (file) => gzipOf(outDir, file);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && (k === 'index.html' || k.endsWith('/index.html')))
    ?? Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry for index.html in the manifest');
  const seen = new Set();
  const js = [];
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entryKey);
  const jsFiles = js.map((file) => ({ file, gzip: gz(file) }));
  const cssFiles = [...css].map((file) => ({ file, gzip: gz(file) }));
  const jsGzip = jsFiles.reduce((s, f) => s + f.gzip, 0);
  const cssGzip = cssFiles.reduce((s, f) => s + f.gzip, 0);
  return {
    measured: true,
    entry: entryKey,
    jsGzipBytes: jsGzip,
    jsGzipKB: kb(jsGzip),
    cssGzipBytes: cssGzip,
    cssGzipKB: kb(cssGzip),
    jsFiles,
    cssFiles,
  };
}

/** Builds the app and measures it; never throws. */
export function measureBundle() {
  const b = build();
  if (!b.ok) return { measured: false, reason: 'build failed', log: b.log };
  try {
    return measureManifest(JSON.parse(readFileSync(MANIFEST, 'utf8')));
  } catch (e) {
    return { measured: false, reason: e instanceof Error ? e.message : String(e) };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = measureBundle();
  if (r.measured) {
    for (const f of r.jsFiles) console.log(`  js   ${f.file}  ${kb(f.gzip)} KB gzip`);
    for (const f of r.cssFiles) console.log(`  css  ${f.file}  ${kb(f.gzip)} KB gzip`);
    console.log(`bundle: JS before the board ${r.jsGzipKB} KB gzip, CSS ${r.cssGzipKB} KB gzip`);
  } else {
    console.log(`bundle: not measured (${r.reason})`);
    if (r.log) console.log(r.log);
  }
  console.log(JSON.stringify(r));
}
