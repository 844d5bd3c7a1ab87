// What the two-page frame benchmarks share (bench/blocks.mjs, bench/rankedBoard.mjs): a dev server
// and Chromium started and always stopped, two demo pages opened cross-origin isolated, warmed,
// then timed frame by frame in alternating rounds (so drift in the machine's speed hits both
// alike), and the JSON line at the end.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { freePort, openIsolated, waitForPort } from './browserKit.mjs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const f3 = (x) => x.toFixed(3);

const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Runs `fn({ port, browser })` with `npx vite` on a free port and Chromium; both are stopped at the end, even on error. */
export async function withDevBrowser(fn) {
  if (!existsSync(exe)) return { measured: false, reason: `no Chromium at ${exe}` };
  const port = await freePort();
  const server = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  let browser = null;
  try {
    const up = await waitForPort(port);
    if (!up) return { measured: false, reason: 'vite did not start' };
    browser = await chromium.launch({
      executablePath: exe,
      args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    return await fn({ port, browser });
  } finally {
    await browser?.close().catch(() => {});
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Opens `path(key)` for each case (`{ key: { what } }`), reads `info(page)` into it, warms each
 * with 60 frames, then times `samples` frames of each in four alternating rounds: a frame is
 * `globalThis[hook][what]()` after an animation frame, which returns { ms, frameMs }. Each case
 * gets `ms`, `frameMs` and `isolated`. `debug` names the env variable that logs the pages.
 */
export async function alternatedFrames({ port, browser }, { path, hook, cases, samples, info, debug }) {
  const open = async (key) => {
    const { context, page, isolated } = await openIsolated(browser, port, `http://127.0.0.1:${port}${path(key)}`, hook, (p) => {
      if (!process.env[debug]) return;
      p.on('crash', () => console.error(`page ${key} crashed`));
      p.on('close', () => console.error(`page ${key} closed`));
      p.on('console', (m) => console.error(`[${key}] ${m.text()}`));
    });
    return { context, page, isolated, ...(await info(page)) };
  };
  const run = (page, what, n) =>
    page.evaluate(async ([h, w, k]) => {
      const out = [];
      for (let i = 0; i < k; i++) {
        await new Promise((r) => requestAnimationFrame(r));
        out.push(globalThis[h][w]());
      }
      return out;
    }, [hook, what, n]);
  for (const [key, c] of Object.entries(cases)) {
    // The dev server may reload a page the first time it bundles its dependencies: try twice.
    Object.assign(c, await open(key).catch(() => open(key)));
    await run(c.page, c.what, 60); // warm up: shaders, text, geometry
    c.ms = [];
    c.frameMs = [];
  }
  for (let round = 0; round < 4; round++) {
    for (const c of Object.values(cases)) {
      for (const r of await run(c.page, c.what, samples / 4)) {
        c.ms.push(r.ms);
        c.frameMs.push(r.frameMs);
      }
    }
  }
  for (const c of Object.values(cases)) await c.context.close();
  return cases;
}

/** Runs `measure` (twice at most: a page may be lost on a busy machine), prints its JSON last and sets the exit code. */
export async function report(measure, debug) {
  let result;
  for (let attempt = 0; attempt < 2 && !result?.rows; attempt++) {
    try {
      result = await measure();
    } catch (e) {
      if (process.env[debug]) console.error(e);
      result = { measured: false, reason: `benchmark failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` };
    }
  }
  console.log(JSON.stringify(result));
  process.exitCode = result.rows ? 0 : 1;
}
