// What the memory benchmark and its shorter browser test share: a Chromium whose heap can be
// collected on demand, the heap after a full collection, and one cycle of opening a match from
// the lobby and leaving it through Menu, as a player would (driven from inside the page, so the
// test driver's own code stays out of the heap it measures).
import { chromium } from 'playwright-core';

export const SYSTEMS = ['Legends of the Old West', 'Firepower'];

/**
 * V8 flags that keep only its interpreter: no baseline (Sparkplug) or optimizing (Maglev,
 * TurboFan) compilers. Machine code then stops growing as matches run, so the heap shows what
 * the app itself keeps; with them on, the heap also grows as more of the app's functions get
 * compiled, long after the first matches (about 1.5 MB over 300 matches, none of it the app's data).
 */
export const INTERPRETER_ONLY = '--no-sparkplug --no-maglev --no-opt';

/**
 * Debian's Chromium with `gc()` exposed to the page (software WebGL, no network chatter).
 * `jsFlags`: more V8 flags (INTERPRETER_ONLY).
 */
export function launchWithGc({ jsFlags = '' } = {}) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', `--js-flags=--expose-gc${jsFlags ? ` ${jsFlags}` : ''}`],
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
 * One cycle, run inside the page: picks `system` (its first scenario), presses Start match, waits
 * for the board to be drawn, and leaves through Menu > Leave, back to the lobby. Controls are found
 * by role and accessible name, as a player (or a screen reader) finds them, and pressed with a click.
 * Playwright's locators would do the same from outside, but each of their actions runs Playwright's
 * own script in the page (finding the element, waiting for it to be visible, stable and the one
 * the click lands on), which V8 compiles like the app's code: measured with locators, the heap
 * after 100 matches was about 0.6 MB larger, nearly all of it compiled code.
 */
async function cycleInPage(system) {
  const text = (n) => (n.nodeType === Node.TEXT_NODE ? n.data
    : n.nodeType !== Node.ELEMENT_NODE || n.getAttribute('aria-hidden') === 'true' ? '' : [...n.childNodes].map(text).join(''));
  const words = (el) => (el ? text(el) : '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => words(document.getElementById(id))).join(' ').trim();
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    if (el.labels?.length) return words(el.labels[0]);
    return words(el) || (el.getAttribute('title') ?? '').trim();
  };
  const roles = { button: 'button, [role="button"]', radio: 'input[type="radio"], [role="radio"]', dialog: 'dialog, [role="dialog"]' };
  /** The enabled, shown control of that role and name (in `root`), or undefined. */
  const find = (role, name, root = document) => [...root.querySelectorAll(roles[role])]
    .find((el) => !el.disabled && el.getClientRects().length > 0 && nameOf(el) === name);
  const until = (what, test) => new Promise((resolve, reject) => {
    const t0 = performance.now();
    const poll = () => {
      const found = test();
      if (found) resolve(found);
      else if (performance.now() - t0 > 120000) reject(new Error(`no ${what} after 120 s`));
      else setTimeout(poll, 16);
    };
    poll();
  });
  const radio = await until(`radio '${system}'`, () => find('radio', system));
  radio.click();
  await until(`'${system}' chosen`, () => radio.checked);
  (await until("button 'Start match'", () => find('button', 'Start match'))).click();
  await until('board drawn', () => document.querySelector('.match canvas') && !document.querySelector('.board-loading'));
  (await until("button 'Menu'", () => find('button', 'Menu'))).click();
  const dialog = await until("dialog 'Leave the match? It is saved.'", () => find('dialog', 'Leave the match? It is saved.'));
  (await until("button 'Leave'", () => find('button', 'Leave', dialog))).click();
  await until("the lobby's button 'Start match'", () => find('button', 'Start match'));
}

/**
 * Opens a match of `system` (its first scenario) from the lobby, waits for its board to be drawn,
 * and leaves through Menu > Leave, back to the lobby: one call into the page (cycleInPage).
 */
export function matchCycle(page, system) {
  return page.evaluate(cycleInPage, system);
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

/**
 * The page's heap by kind of object, from a heap snapshot: bytes of V8's machine code and its
 * metadata (the snapshot's "code" nodes), of the browser's own objects ("native": DOM, layout, the
 * performance timeline's buffers) and of everything else (the app's objects, strings, arrays,
 * closures). Two of these tell what a growth is made of.
 */
export async function heapByKind(cdp) {
  const chunks = [];
  const on = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', on);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', on);
  }
  const snap = JSON.parse(chunks.join(''));
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const step = fields.length, typeAt = fields.indexOf('type'), sizeAt = fields.indexOf('self_size');
  const out = { code: 0, native: 0, other: 0 };
  for (let i = 0; i < snap.nodes.length; i += step) {
    const t = types[snap.nodes[i + typeAt]];
    out[t === 'code' ? 'code' : t === 'native' ? 'native' : 'other'] += snap.nodes[i + sizeAt];
  }
  return out;
}
