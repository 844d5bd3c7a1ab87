// The JavaScript a player's browser downloads to open each system's match, as Chromium fetches
// it from the built app: the lobby, then a match started from it until its board has drawn and
// the network is quiet. Chunks loaded only on demand later (the rules notes, a dialog) are not in
// it, while the build's static graph (bench/bundle.mjs) counts every chunk a match could load.
// Sizes are the gzip (level 9) of the files fetched, read from the build. Service workers are
// blocked, so the offline precache (which fetches every chunk once, in the background) is not
// counted either.
//
// Use: after `vite build`, `node bench/matchLoad.mjs [system ...]` (every playable system by
// default) prints a summary and, on its last stdout line, the result as JSON; or import
// { measureMatchLoads } from './matchLoad.mjs'. After a build with the chunks' module lists
// (bench/bundle.mjs makes one) it also names any other system's code among the files fetched.
// Without Chromium or a build it reports { measured: false, reason }.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort, portOpen } from './browserKit.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The JavaScript files a page fetched, by their path in the build (assets/x.js). */
function watchScripts(page, origin) {
  const files = new Set();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
  });
  return files;
}

function sizeOf(files, outDir) {
  const list = [...files].sort().map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }));
  const bytes = list.reduce((s, f) => s + f.gzip, 0);
  return { jsGzipKB: kb(bytes), chunks: list.length, files: list };
}

/** The playable systems: folders of src/ui with a manifest and a UI plug-in (as bench/bundle.mjs). */
function playableSystems() {
  const ui = join(ROOT, 'src', 'ui');
  return readdirSync(ui, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ui, d.name, 'manifest.ts')) && existsSync(join(ui, d.name, 'plugin.ts')))
    .map((d) => d.name)
    .sort();
}

/**
 * Another system's code among the files a match fetched, from the build's module lists
 * (dist/.vite/chunk-modules.json, written when the build runs with WARTABLE_CHUNK_MODULES, as
 * bench/bundle.mjs builds): its modules, and the gzip of the files holding them. Manifests
 * (every system's name and scenarios, in the lobby by design) do not count. null without the
 * lists (a plain `npm run build`).
 */
function foreignCode(id, files, outDir) {
  const path = join(outDir, '.vite', 'chunk-modules.json');
  if (!existsSync(path)) return null;
  const modulesByFile = JSON.parse(readFileSync(path, 'utf8'));
  const systems = playableSystems();
  const modules = [];
  let bytes = 0;
  for (const f of files) {
    const own = (modulesByFile[f.file] ?? []).filter((m) => {
      const owner = /^src\/(?:rules|ui)\/([^/]+)\//.exec(m)?.[1];
      return owner && owner !== id && systems.includes(owner) && /\.(?:tsx?|m?js)$/.test(m) && !m.endsWith('/manifest.ts');
    });
    if (own.length) {
      modules.push(...own);
      bytes += f.gzip;
    }
  }
  return { modules: modules.sort(), gzipKB: kb(bytes) };
}

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

/** Opens the lobby, then each system's match in a fresh context; never throws. */
export async function measureMatchLoads(systems, outDir = OUT) {
  if (!existsSync(join(outDir, 'index.html'))) return { measured: false, reason: 'no build (run vite build first)' };
  if (!existsSync(CHROMIUM)) return { measured: false, reason: `no Chromium at ${CHROMIUM}` };
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  let browser;
  try {
    for (let i = 0; i < 150 && !(await portOpen(port)); i++) await new Promise((r) => setTimeout(r, 200));
    if (!(await portOpen(port))) return { measured: false, reason: `vite preview did not open port ${port}` };
    const origin = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const open = async (start) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const files = watchScripts(page, origin);
      await page.goto(`${origin}/`);
      await page.getByRole('button', { name: 'Start match' }).waitFor({ timeout: 60_000 });
      await settle(page);
      await start?.(page);
      await context.close();
      if (errors.length) throw new Error(errors.join('; '));
      return files;
    };
    const lobby = sizeOf(await open(), outDir);
    const out = {};
    for (const id of systems) {
      const files = await open(async (page) => {
        await page.locator(`input.radio-card-input[value="${id}"]`).check();
        await page.getByRole('button', { name: 'Start match' }).click();
        await page.locator('.match canvas').waitFor({ timeout: 120_000 });
        await settle(page);
      });
      const size = sizeOf(files, outDir);
      out[id] = { ...size, foreign: foreignCode(id, size.files, outDir) };
    }
    return { measured: true, lobby, systems: out };
  } catch (e) {
    return { measured: false, reason: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  } finally {
    await browser?.close().catch(() => {});
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const systems = process.argv.slice(2).length ? process.argv.slice(2) : playableSystems();
  const r = await measureMatchLoads(systems);
  if (r.measured) {
    console.log(`lobby: ${r.lobby.jsGzipKB} KB gzip in ${r.lobby.chunks} chunks`);
    for (const [id, x] of Object.entries(r.systems)) {
      console.log(`${id} match opened: ${x.jsGzipKB} KB gzip in ${x.chunks} chunks`);
      for (const f of x.files) console.log(`  ${f.file}  ${kb(f.gzip)} KB`);
      if (x.foreign) console.log(`  other systems' code fetched: ${x.foreign.modules.length ? `${x.foreign.gzipKB} KB in files holding ${x.foreign.modules.join(', ')}` : 'none'}`);
    }
  } else {
    console.log(`match loads: not measured (${r.reason})`);
  }
  console.log(JSON.stringify(r));
}
