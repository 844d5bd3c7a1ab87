// Hex board benchmark in Debian's Chromium (software WebGL), on a 20x20 and a 200x200 hex map:
// (a) a static pan (a small circle): CPU time of Pixi's renderer.render() and of the whole frame
//     (the board engine's frame callback: hover, culling, chunk building, counters, overlays,
//     render and the renderer's chores), and the ratios between the two sizes;
// (b) one counter moving every frame: render time and ratio;
// (c) a long pan across the map (HEXBENCH_SWEEP steps, new chunks coming into view and built):
//     the mean and the worst whole frame, counting the frames the engine asks for on its own
//     (while a chunk in view is not ready yet) as well as those of the pan's steps.
// Static terrain is drawn in cached chunks, so none of these should grow with the map's size.
// For reference it also times the 200x200 pan with chunk culling off (?cull=0: every chunk in
// the scene, as geometry).
//
//   node bench/hexboard.mjs        (starts `npx vite` on a free port and stops it at the end)
//
// Prints a summary, then { rows: [{ name, value, unit, target, pass, note }] } as JSON on its
// last line (or { measured: false, reason } when it cannot run).
// Env: CHROMIUM_PATH (default /usr/bin/chromium), HEXBENCH_SAMPLES (default 150), HEXBENCH_SWEEP (default 600).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { freePort, openIsolated, portOpen, waitForPort } from './browserKit.mjs';

const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = await freePort();
const samples = Number(process.env.HEXBENCH_SAMPLES) || 150;
const sweepFrames = Number(process.env.HEXBENCH_SWEEP) || 600;
const HEX_PX = 56; // play zoom: a hex 56 px across
const TARGET = { pan: 1.2, move: 2, frameMeanMs: 16.7, frameWorstMs: 33.4 };

const finish = (o, code = 0) => {
  console.log(JSON.stringify(o));
  process.exit(code);
};
if (!existsSync(exe)) finish({ measured: false, reason: `no Chromium at ${exe}` });

if (await portOpen(port)) finish({ measured: false, reason: `port ${port} is already in use` });
const server = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stop);
const up = await waitForPort(port);
if (!up) finish({ measured: false, reason: 'vite did not start' });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const f3 = (x) => x.toFixed(3);

const browser = await chromium.launch({
  executablePath: exe,
  args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Opens the demo at a size, zoomed to play scale; cross-origin isolated for 5 µs timers. */
async function open(size, query = '') {
  const { context, page, isolated } = await openIsolated(browser, port, `http://127.0.0.1:${port}/dev/hex.html?size=${size}${query}`, '__hexBench');
  await page.evaluate((px) => globalThis.__hexBench.prepare(px), HEX_PX);
  return { context, page, isolated };
}

/** Runs `n` steps of `what` ('panOnce' | 'panFrame' | 'sweepFrame' | 'moveCounterOnce'), one per animation frame. */
const run = (page, what, n) =>
  page.evaluate(async ([w, k]) => {
    const out = [];
    for (let i = 0; i < k; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      out.push(globalThis.__hexBench[w]());
    }
    return out;
  }, [what, n]);

const results = {};
let isolatedAll = true;
try {
  // Two rounds, alternating sizes, so that drift in the machine's speed hits both alike.
  const pages = {};
  for (const size of [20, 200]) {
    pages[size] = await open(size);
    isolatedAll &&= pages[size].isolated;
    // Warm up: build the chunks the pan circle touches, shader compilation, text textures.
    await run(pages[size].page, 'panOnce', 60);
    await run(pages[size].page, 'moveCounterOnce', 30);
    results[size] = { pan: [], panFrame: [], move: [], sweep: [] };
  }
  // For reference: the 200x200 map with culling off (every chunk in the scene, as geometry).
  const noCull = await open(200, '&cull=0');
  await run(noCull.page, 'panOnce', 30);
  results.noCull = [];
  for (let round = 0; round < 2; round++) {
    for (const size of [20, 200]) {
      const { page } = pages[size];
      const pan = await run(page, 'panFrame', samples / 2);
      results[size].pan.push(...pan.map((x) => x.render));
      results[size].panFrame.push(...pan.map((x) => x.frame));
      results[size].move.push(...(await run(page, 'moveCounterOnce', samples / 2)));
    }
    results.noCull.push(...(await run(noCull.page, 'panOnce', samples / 4)));
  }
  await noCull.context.close();
  // The long pan last (it leaves the counters): every frame of it is kept, the worst included.
  for (const size of [20, 200]) {
    // Every frame the engine ran, its own (asked for while chunks in view wait) as well as the
    // ones flushed by the pan.
    results[size].sweep = (await run(pages[size].page, 'sweepFrame', sweepFrames)).flatMap((x) => [...x.others, x.frame]);
  }
  for (const size of [20, 200]) {
    results[size].stats = await pages[size].page.evaluate(() => globalThis.__hexBench.stats());
    await pages[size].context.close();
  }
} catch (e) {
  await browser.close().catch(() => {});
  finish({ measured: false, reason: `benchmark failed: ${e.message}` }, 1);
}
await browser.close();

const m = (size, k) => median(results[size][k]);
const panRatio = m(200, 'pan') / m(20, 'pan');
const panFrameRatio = m(200, 'panFrame') / m(20, 'panFrame');
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const worst = (xs) => Math.max(...xs);
const moveRatio = m(200, 'move') / m(20, 'move');

console.log(`Hex board, CPU ms per renderer.render() and per whole frame (median of ${samples}; p90), 1280x800, hex ${HEX_PX} px`);
console.log(`timer resolution: ${isolatedAll ? '5 µs (cross-origin isolated)' : '100 µs (not isolated)'}`);
for (const size of [20, 200]) {
  const r = results[size];
  console.log(
    `  ${String(size).padStart(3)}x${size}: static pan ${f3(m(size, 'pan'))} ms (p90 ${f3(pct(r.pan, 0.9))}),` +
      ` one counter moving ${f3(m(size, 'move'))} ms (p90 ${f3(pct(r.move, 0.9))});` +
      ` chunks shown ${r.stats.chunksShown}, built ${r.stats.chunksBuilt}`,
  );
}
const noCullMs = median(results.noCull);
console.log(`  200x200 without culling (every chunk drawn as geometry): static pan ${f3(noCullMs)} ms, ${(noCullMs / m(20, 'pan')).toFixed(2)}x the 20x20`);
console.log(`  static pan ratio 200/20: ${panRatio.toFixed(2)} (target <= ${TARGET.pan})`);
for (const size of [20, 200]) {
  const r = results[size];
  console.log(
    `  ${String(size).padStart(3)}x${size}: whole frame, static pan ${f3(m(size, 'panFrame'))} ms (p90 ${f3(pct(r.panFrame, 0.9))});` +
      ` long pan of ${sweepFrames} steps (${r.sweep.length} frames): mean ${f3(mean(r.sweep))} ms, p99 ${f3(pct(r.sweep, 0.99))} ms, worst ${f3(worst(r.sweep))} ms`,
  );
}
console.log(`  static pan ratio 200/20, whole frame: ${panFrameRatio.toFixed(2)} (target <= ${TARGET.pan})`);
console.log(`  moving counter ratio 200/20: ${moveRatio.toFixed(2)} (target <= ${TARGET.move})`);

const note = (k) => `median ${f3(m(200, k))} ms (200x200) vs ${f3(m(20, k))} ms (20x20), ${samples} frames each`;
finish({
  rows: [
    {
      name: 'Hex board static pan: CPU per render, 200x200 / 20x20 map',
      value: Number(panRatio.toFixed(3)),
      unit: 'x',
      target: `<= ${TARGET.pan}`,
      pass: panRatio <= TARGET.pan,
      note: `${note('pan')}; without culling ${f3(noCullMs)} ms`,
    },
    {
      name: 'Hex board static pan: CPU per whole frame, 200x200 / 20x20 map',
      value: Number(panFrameRatio.toFixed(3)),
      unit: 'x',
      target: `<= ${TARGET.pan}`,
      pass: panFrameRatio <= TARGET.pan,
      note: `median ${f3(m(200, 'panFrame'))} ms (200x200) vs ${f3(m(20, 'panFrame'))} ms (20x20): the engine's frame callback (culling, chunks, counters, overlays, render)`,
    },
    ...[200, 20].flatMap((size) => {
      const sw = results[size].sweep;
      return [
        {
          name: `Hex board long pan, ${size}x${size}: mean whole frame`,
          value: Number(mean(sw).toFixed(3)),
          unit: 'ms',
          target: `<= ${TARGET.frameMeanMs} ms`,
          pass: mean(sw) <= TARGET.frameMeanMs,
          note: `${sweepFrames} steps panning 32 px a step across the map (${sw.length} frames), new chunks built on the way; p99 ${f3(pct(sw, 0.99))} ms`,
        },
        {
          name: `Hex board long pan, ${size}x${size}: worst whole frame`,
          value: Number(worst(sw).toFixed(3)),
          unit: 'ms',
          target: `<= ${TARGET.frameWorstMs} ms`,
          pass: worst(sw) <= TARGET.frameWorstMs,
          note: 'at most one frame dropped at 60 Hz',
        },
      ];
    }),
    {
      name: 'Hex board one counter moving: CPU per render, 200x200 / 20x20 map',
      value: Number(moveRatio.toFixed(3)),
      unit: 'x',
      target: `<= ${TARGET.move}`,
      pass: moveRatio <= TARGET.move,
      note: note('move'),
    },
  ],
});
