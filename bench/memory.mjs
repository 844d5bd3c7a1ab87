// Memory left behind by matches: opens and leaves a match 1,000 times from the lobby (Old West
// and Firepower alternating, through the Start match and Menu > Leave buttons) in the built app,
// and compares the JavaScript heap after full collections at cycle 10 and at the end. The goal
// is at most 1.1x: a closed match keeps nothing (WebGL contexts, tickers, listeners, store
// subscriptions, timers).
//
// It runs twice, each in a new browser: as a player's Chromium runs it (the goal's row), and with
// V8's interpreter only (a second row, for reference: no player's browser runs that way, so it
// has no goal; it tells growth the app keeps from code being compiled). In the first, the heap also holds the machine
// code V8 compiles for more and more of the app's functions as matches go on, a growth that goes
// on for hundreds of matches and is not kept per match; the second shows what the app itself keeps.
//
//   node bench/memory.mjs [--no-build]   (builds, serves the build with `vite preview` on a free
//                                         port, and stops it and the browsers at the end, even on error)
//
// Prints a summary, then { rows: [{ name, value, unit, target, pass, note }] } as JSON on its
// last line (or { measured: false, reason } when it cannot run).
// Env: CHROMIUM_PATH (default /usr/bin/chromium), MEMORY_CYCLES (default 1000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort, waitForPort } from './browserKit.mjs';
import { INTERPRETER_ONLY, cycles, heapAfterGc, heapByKind, launchWithGc, liveCounts, openLobby } from './memoryKit.mjs';

const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const total = Number(process.env.MEMORY_CYCLES) || 1000;
const WARM = 10;
const TARGET = 1.1;
const mb = (b) => b / (1024 * 1024);

/** One browser's run: the heap after WARM cycles and after `total`, with marks every 100. */
async function run(port, label, jsFlags) {
  const browser = await launchWithGc({ jsFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, cdp, errors } = await openLobby(context, `http://127.0.0.1:${port}/`);
    const t0 = Date.now();
    await cycles(page, 0, WARM);
    const warm = await heapAfterGc(cdp);
    const kindsWarm = await heapByKind(cdp);
    process.stdout.write(`${label}, ${WARM} cycles: ${mb(warm).toFixed(2)} MB\n`);
    const marks = [];
    for (let done = WARM; done < total;) {
      const n = Math.min(100, total - done);
      await cycles(page, done, n);
      done += n;
      const heap = await heapAfterGc(cdp);
      marks.push({ cycles: done, mb: +mb(heap).toFixed(2) });
      process.stdout.write(`${label}, ${done} cycles: ${mb(heap).toFixed(2)} MB (${(heap / warm).toFixed(3)}x)\n`);
    }
    const end = await heapAfterGc(cdp);
    const kindsEnd = await heapByKind(cdp);
    const live = await liveCounts(page);
    if (errors.length) throw new Error(`page errors: ${errors.slice(0, 3).join('; ')}`);
    const grown = Object.fromEntries(Object.keys(kindsEnd).map((k) => [k, +mb(kindsEnd[k] - kindsWarm[k]).toFixed(2)]));
    return { warm, end, marks, live, grown, seconds: (Date.now() - t0) / 1000 };
  } finally {
    await browser.close().catch(() => {});
  }
}

/**
 * The growth over the run's last marks (from the mark nearest 400 matches before the end): about
 * zero when the heap has levelled off, what a closed match keeps per match when it has not.
 */
function lateGrowth(r) {
  const from = r.marks.filter((m) => m.cycles <= total - 400).at(-1);
  if (!from) return '';
  const kb = ((mb(r.end) - from.mb) * 1024) / (total - from.cycles);
  return `; from ${from.cycles} to ${total} matches ${from.mb.toFixed(2)} -> ${mb(r.end).toFixed(2)} MB (${kb.toFixed(2)} KB per match)`;
}

function row(name, r, note = '', reference = false) {
  const ratio = r.end / r.warm;
  const perMatchKB = (r.end - r.warm) / 1024 / (total - WARM);
  return {
    name,
    value: ratio,
    unit: 'x',
    target: reference ? 'none (reference)' : `<= ${TARGET}x`,
    pass: reference ? null : ratio <= TARGET,
    ...(reference ? { reference: true } : {}),
    note: `${mb(r.warm).toFixed(1)} MB -> ${mb(r.end).toFixed(1)} MB (${perMatchKB.toFixed(2)} KB per match), ` +
      `${r.live.canvases} canvas(es) left in the lobby, ${r.seconds.toFixed(0)} s${lateGrowth(r)}; ` +
      `the growth by kind (heap snapshots): V8's machine code ${r.grown.code} MB, the browser's objects ${r.grown.native} MB, the rest ${r.grown.other} MB${note}`,
  };
}

async function measure() {
  if (!existsSync(exe)) return { measured: false, reason: `no Chromium at ${exe}` };
  if (!process.argv.includes('--no-build') || !existsSync('dist/index.html')) {
    const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (b.status !== 0) return { measured: false, reason: 'the build failed' };
  }
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  try {
    const up = await waitForPort(port);
    if (!up) return { measured: false, reason: 'vite preview did not start' };
    const count = total.toLocaleString('en');
    const jit = await run(port, 'as a player runs it', '');
    const interp = await run(port, "V8's interpreter only", INTERPRETER_ONLY);
    return {
      rows: [
        row(`JS heap after ${count} matches opened and left vs after ${WARM}`, jit),
        row(`JS heap after ${count} matches opened and left vs after ${WARM}, V8's interpreter only (what the app keeps, without compiled code)`, interp,
          `; V8 flags ${INTERPRETER_ONLY}`, true),
      ],
      warmMB: mb(jit.warm),
      endMB: mb(jit.end),
      marks: jit.marks,
      interpreterOnly: { warmMB: mb(interp.warm), endMB: mb(interp.end), marks: interp.marks },
    };
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
}

let result;
try {
  result = await measure();
} catch (e) {
  result = { measured: false, reason: e instanceof Error ? e.message : String(e) };
}
process.stdout.write(`${JSON.stringify(result)}\n`);
