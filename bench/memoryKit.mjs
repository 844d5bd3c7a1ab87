// What the memory benchmark and its shorter browser test share: a Chromium whose heap can be
// collected on demand, the heap after a full collection, and one cycle of opening a match from
// the lobby and leaving it through Menu, as a player would.
import { chromium } from 'playwright-core';

export const SYSTEMS = ['Legends of the Old West', 'Firepower'];

/** Debian's Chromium with `gc()` exposed to the page (software WebGL, no network chatter). */
export function launchWithGc() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--js-flags=--expose-gc'],
  });
}

/** The page's JS heap in bytes after full collections (until it stops shrinking). */
export async function heapAfterGc(cdp) {
  let best = Infinity;
  for (let i = 0; i < 6; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    if (usedSize >= best * 0.999) return Math.min(best, usedSize);
    best = Math.min(best, usedSize);
  }
  return best;
}

/** Opens the lobby at `url` with the hand-off screen off; returns the CDP session for heap readings. */
export async function openLobby(context, url) {
  const page = await context.newPage();
  page.setDefaultTimeout(120000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.getByRole('button', { name: 'Start match' }).waitFor();
  const handoff = page.getByRole('checkbox', { name: /Hot-seat hand-off screen/ });
  if (await handoff.isChecked()) await handoff.uncheck();
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  return { page, cdp, errors };
}

/**
 * Opens a match of `system` (its first scenario) from the lobby, waits for its board to be drawn,
 * and leaves through Menu > Leave, back to the lobby.
 */
export async function matchCycle(page, system) {
  await page.getByRole('radio', { name: system }).check();
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.locator('.match canvas').waitFor();
  await page.locator('.board-loading').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Leave the match? It is saved.' }).getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Start match' }).waitFor();
}

/** Runs `n` cycles, systems alternating, starting from cycle number `from`. */
export async function cycles(page, from, n) {
  for (let i = from; i < from + n; i++) {
    const system = SYSTEMS[i % SYSTEMS.length];
    await matchCycle(page, system).catch((e) => {
      throw new Error(`cycle ${i + 1} (${system}): ${e instanceof Error ? e.message.split('\n').slice(0, 6).join(' ') : e}`);
    });
  }
}

/** What is live in the page that a closed match should have released (WebGL canvases, boards). */
export function liveCounts(page) {
  return page.evaluate(() => ({
    canvases: document.querySelectorAll('canvas').length,
    nodes: document.getElementsByTagName('*').length,
  }));
}
