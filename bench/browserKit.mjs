// What the browser benchmarks share: a free port, and a page opened cross-origin isolated (for
// 5 µs timers) that waits for the demo's benchmark hook.
import net from 'node:net';

/** A port nothing listens on now (the system picks it). */
export const freePort = () => new Promise((resolve, reject) => {
  const s = net.createServer();
  s.on('error', reject);
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});

/** Whether something listens on the port. */
export const portOpen = (port) => new Promise((r) => {
  const s = net.connect(port, '127.0.0.1', () => (s.end(), r(true)));
  s.on('error', () => r(false));
});

/** Waits up to 30 s for something to listen on the port; whether it did. */
export async function waitForPort(port) {
  for (let i = 0; i < 150; i++) {
    if (await portOpen(port)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/**
 * Opens `url` in a new 1280x800 context whose responses carry COOP/COEP (cross-origin isolated),
 * waits for `globalThis[hook]`, and throws the page's errors. `onPage` may attach listeners first.
 */
export async function openIsolated(browser, port, url, hook, onPage = () => {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(`http://127.0.0.1:${port}/**`, async (route) => {
    // A dev server on a busy machine sometimes drops a connection: ask again before giving up.
    let res = null;
    for (let i = 0; i < 3 && !res; i++) res = await route.fetch().catch(() => null);
    if (!res) return route.abort().catch(() => {});
    await route.fulfill({
      response: res,
      headers: { ...res.headers(), 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' },
    });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  onPage(page);
  await page.goto(url, { timeout: 180000 }); // a cold dev server on a busy machine is slow to answer
  await page.waitForFunction((h) => globalThis[h], hook, { timeout: 180000 });
  if (errors.length) throw new Error(errors.join('; '));
  const isolated = await page.evaluate(() => globalThis.crossOriginIsolated === true);
  return { context, page, isolated };
}
