// The JavaScript a player downloads before the board appears: `vite build --manifest`, then the
// gzip size of the index.html entry chunk and every chunk it imports statically (transitively;
// dynamic imports are loaded later and do not count). CSS is reported separately.
//
// Use: `node bench/bundle.mjs` prints a summary and, on its last stdout line, the result as
// JSON; or import { measureBundle } from './bundle.mjs'. Run as a script it also opens each
// system's match in Chromium (bench/matchLoad.mjs) and adds what the browser fetched as `opened`:
// the static graph below counts every chunk a match may load, on demand ones included.
// A failed build (e.g. before the app exists) gives { measured: false, reason } instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureMatchLoads } from './matchLoad.mjs';

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
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', WARTABLE_CHUNK_MODULES: '1' },
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

/** The playable systems: folders of src/ui with a manifest and a UI plug-in. */
function playableSystems() {
  const ui = join(ROOT, 'src', 'ui');
  return readdirSync(ui, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ui, d.name, 'manifest.ts')) && existsSync(join(ui, d.name, 'plugin.ts')))
    .map((d) => d.name);
}

/**
 * The JavaScript loaded to open each system's match: the lobby's chunks, then the match screen,
 * the system's UI plug-in and its rules with everything they import, statically or dynamically
 * (the board loads as the match opens), but not the loaders the lobby holds for other systems.
 * With the chunks' modules, also any module of another system among them.
 */
export function measureSystems(manifest, modulesByFile, outDir = OUT) {
  const lobbyKeys = new Set();
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const walkStatic = (key, into) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walkStatic(dep, into);
  };
  walkStatic(entryKey, lobbyKeys);
  const systems = playableSystems();
  const out = {};
  for (const id of systems) {
    const keys = new Set(lobbyKeys);
    const visit = (key) => {
      if (keys.has(key) || !manifest[key]) return;
      keys.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
      for (const dep of manifest[key].dynamicImports ?? []) visit(dep);
    };
    for (const start of ['src/ui/match/MatchScreen.tsx', `src/ui/${id}/plugin.ts`, `src/rules/${id}/runtime.ts`]) {
      if (!manifest[start]) throw new Error(`no chunk for ${start} in the build manifest`);
      visit(start);
    }
    const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const gzip = files.reduce((sum, f) => sum + gzipOf(outDir, f), 0);
    const foreign = new Set();
    for (const f of files) {
      for (const m of modulesByFile?.[f] ?? []) {
        const owner = /^src\/(?:rules|ui)\/([^/]+)\//.exec(m)?.[1];
        // Code only: the lobby carries every system's manifest and theme tokens (CSS), by design.
        const code = /\.(?:tsx?|m?js)$/.test(m) && !m.endsWith('/manifest.ts');
        if (owner && owner !== id && systems.includes(owner) && code) foreign.add(m);
      }
    }
    out[id] = { jsGzipKB: kb(gzip), chunks: files.length, foreign: [...foreign].sort(), checked: !!modulesByFile };
  }
  return out;
}

/** Builds the app and measures it; never throws. */
export function measureBundle() {
  const b = build();
  if (!b.ok) return { measured: false, reason: 'build failed', log: b.log };
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    const modulesPath = join(OUT, '.vite', 'chunk-modules.json');
    const modules = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : null;
    return { ...measureManifest(manifest), systems: measureSystems(manifest, modules) };
  } catch (e) {
    return { measured: false, reason: e instanceof Error ? e.message : String(e) };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = measureBundle();
  if (r.measured) r.opened = await measureMatchLoads(Object.keys(r.systems));
  if (r.measured) {
    for (const f of r.jsFiles) console.log(`  js   ${f.file}  ${kb(f.gzip)} KB gzip`);
    for (const f of r.cssFiles) console.log(`  css  ${f.file}  ${kb(f.gzip)} KB gzip`);
    console.log(`bundle: JS before the board ${r.jsGzipKB} KB gzip, CSS ${r.cssGzipKB} KB gzip`);
    for (const [id, x] of Object.entries(r.systems)) {
      console.log(`  ${id} match: ${x.jsGzipKB} KB gzip in ${x.chunks} chunks; other systems' modules: ${x.foreign.length ? x.foreign.join(', ') : 'none'}`);
    }
    if (r.opened.measured) {
      console.log(`fetched by Chromium: lobby ${r.opened.lobby.jsGzipKB} KB gzip in ${r.opened.lobby.chunks} chunks`);
      for (const [id, x] of Object.entries(r.opened.systems)) {
        const foreign = !x.foreign ? 'not checked' : x.foreign.modules.length ? `${x.foreign.gzipKB} KB (${x.foreign.modules.length} modules: ${x.foreign.modules.slice(0, 3).join(', ')}${x.foreign.modules.length > 3 ? ', ...' : ''})` : 'none';
        console.log(`  ${id} match opened: ${x.jsGzipKB} KB gzip in ${x.chunks} chunks; other systems' code fetched: ${foreign}`);
      }
    } else console.log(`fetched by Chromium: not measured (${r.opened.reason})`);
  } else {
    console.log(`bundle: not measured (${r.reason})`);
    if (r.log) console.log(r.log);
  }
  console.log(JSON.stringify(r));
}
