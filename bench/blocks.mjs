// Unit shapes benchmark in Debian's Chromium (software WebGL): CPU per render on a 48" x 48"
// table of 40 units while one unit moves every frame, for (a) 40 blocks of 20-40 models on 1"
// bases with one block wheeling (its facing and position change each frame) and (b) 40 round
// bases with one moving. "Per render" is the whole frame: setView (the unit layer's diff) plus
// the engine's frame (layer updates and app.render()). The goal is a ratio (a) / (b) <= 2.
//
//   node bench/blocks.mjs        (starts `npx vite` on a free port and stops it at the end)
//
// Prints a summary, then { rows: [{ name, value, unit, target, pass, note }] } as JSON on its
// last line (or { measured: false, reason } when it cannot run).
// Env: CHROMIUM_PATH (default /usr/bin/chromium), BLOCKBENCH_SAMPLES (default 200).
import { alternatedFrames, f3, median, report, withDevBrowser } from './frameRatio.mjs';

const samples = Number(process.env.BLOCKBENCH_SAMPLES) || 200;
const TARGET = 2;

async function measure() {
  return withDevBrowser(async (env) => {
    const cases = await alternatedFrames(env, {
      path: (units) => `/dev/blocks.html?units=${units}`,
      hook: '__blocksBench',
      cases: { blocks: { what: 'wheelOnce' }, round: { what: 'moveOnce' } },
      samples,
      info: async (page) => ({ models: await page.evaluate(() => (globalThis.__blocksBench.prepare(), globalThis.__blocksBench.models())) }),
      debug: 'BLOCKBENCH_DEBUG',
    });
    const b = cases.blocks;
    const r = cases.round;
    const ratio = median(b.ms) / median(r.ms);
    const frameRatio = median(b.frameMs) / median(r.frameMs);
    console.log(`Unit shapes, CPU ms per render (setView + engine frame; median of ${samples}), 1280x800, 48" table fitted`);
    console.log(`timer resolution: ${b.isolated && r.isolated ? '5 µs (cross-origin isolated)' : '100 µs (not isolated)'}`);
    console.log(`  40 blocks (${b.models} models), one wheeling: ${f3(median(b.ms))} ms (engine frame alone ${f3(median(b.frameMs))} ms)`);
    console.log(`  40 round bases, one moving:  ${f3(median(r.ms))} ms (engine frame alone ${f3(median(r.frameMs))} ms)`);
    console.log(`  ratio ${ratio.toFixed(2)} (target <= ${TARGET}); engine frame alone ${frameRatio.toFixed(2)}`);
    return {
      rows: [
        {
          name: 'Block wheeling vs round base moving: CPU per render, 40 units on 48x48"',
          value: Number(ratio.toFixed(3)),
          unit: 'x',
          target: `<= ${TARGET}`,
          pass: ratio <= TARGET,
          note: `median ${f3(median(b.ms))} ms (40 blocks, ${b.models} models) vs ${f3(median(r.ms))} ms (40 round bases), ${samples} frames each; engine frame alone ${frameRatio.toFixed(2)}x`,
        },
      ],
    };
  });
}

await report(measure, 'BLOCKBENCH_DEBUG');
