// Rank and Flank's board at scale in Debian's Chromium (software WebGL), issue 15's line (b): CPU
// per render with 40 regiments of 20-40 models while one wheels, against one Old West fighter
// moving, each fed through its own screen adapter (dev/ranked-bench.ts): the ranked frame builds
// the view of a movement phase whose selected regiment's planned wheel changes every frame (as a
// drag sweeps it: the rules' apply plans it, a ghost and the arc are drawn), then setView and the
// engine's frame; the Old West frame builds Red Gulch's view with one fighter moved a tenth of an
// inch, then the same. The goal is a ratio <= 2.
//
//   node bench/rankedBoard.mjs   (starts `npx vite` on a free port and stops it at the end)
//
// Prints a summary, then { rows: [...] } as JSON on its last line (or { measured: false, reason }).
// Env: CHROMIUM_PATH (default /usr/bin/chromium), RANKEDBENCH_SAMPLES (default 200).
import { alternatedFrames, f3, median, report, withDevBrowser } from './frameRatio.mjs';

const samples = Number(process.env.RANKEDBENCH_SAMPLES) || 200;
const TARGET = 2;

async function measure() {
  return withDevBrowser(async (env) => {
    const cases = await alternatedFrames(env, {
      path: (units) => `/dev/ranked-bench.html?system=${units}`,
      hook: '__rankedBench',
      // Both pages' frame is `once` (the page knows its system).
      cases: { ranked: { what: 'once' }, oldwest: { what: 'once' } },
      samples,
      info: async (page) => {
        const [models, wheels] = await page.evaluate(() => (globalThis.__rankedBench.prepare(), [globalThis.__rankedBench.pieces(), globalThis.__rankedBench.wheels()]));
        return { models, wheels };
      },
      debug: 'RANKEDBENCH_DEBUG',
    });
    const b = cases.ranked;
    const r = cases.oldwest;
    const ratio = median(b.ms) / median(r.ms);
    const frameRatio = median(b.frameMs) / median(r.frameMs);
    console.log(`Rank and Flank board, CPU ms per render (adapter view + setView + engine frame; median of ${samples}), 1280x800, fitted`);
    console.log(`timer resolution: ${b.isolated && r.isolated ? '5 µs (cross-origin isolated)' : '100 µs (not isolated)'}`);
    console.log(`  40 regiments (${b.models} models), one wheeling (${b.wheels} legal wheels in turn): ${f3(median(b.ms))} ms (engine frame alone ${f3(median(b.frameMs))} ms)`);
    console.log(`  Old West, Red Gulch (${r.models} fighters), one moving: ${f3(median(r.ms))} ms (engine frame alone ${f3(median(r.frameMs))} ms)`);
    console.log(`  ratio ${ratio.toFixed(2)} (target <= ${TARGET}); engine frame alone ${frameRatio.toFixed(2)}`);
    return {
      rows: [
        {
          name: 'Rank and Flank: 40 regiments, one wheeling, vs one Old West fighter moving: CPU per render',
          value: Number(ratio.toFixed(3)),
          unit: 'x',
          target: `<= ${TARGET}`,
          pass: ratio <= TARGET,
          note: `median ${f3(median(b.ms))} ms (40 regiments, ${b.models} models, the wheel planned by the rules each frame) vs ${f3(median(r.ms))} ms (Old West, ${r.models} fighters), ${samples} frames each; engine frame alone ${frameRatio.toFixed(2)}x`,
        },
      ],
    };
  });
}

await report(measure, 'RANKEDBENCH_DEBUG');
