// The installable, offline app: one visit, then with no network at all (the server shut and the
// browser offline) the page reloads from the service worker's cache and an Old West and a Firepower
// match both open and play a turn's worth of actions. The test serves the build itself, on a port
// of its own, so that "offline" means no server at all rather than only the browser's flag.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, URL, launch, matchState, watchErrors } from './browser.mjs';
import { button, logText, passDevice, step } from './play.mjs';

const DIST = resolve('dist');
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.json': 'application/json',
};

/** A static server for dist/ that sends the same Content-Security-Policy header as the preview server. */
async function serveBuild() {
  const csp = (await fetch(URL)).headers.get('content-security-policy');
  assert.ok(csp, 'the preview server sends the Content-Security-Policy');
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new globalThis.URL(req.url, 'http://x').pathname)).replace(/^([/\\])+/, '');
    const file = join(DIST, path === '' ? 'index.html' : path);
    try {
      if (!file.startsWith(DIST)) throw new Error('outside dist');
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((done) => {
      server.closeAllConnections();
      server.close(done);
    }),
  };
}

let browser;
let build;
before(async () => {
  browser = await launch();
  build = await serveBuild();
});
after(async () => {
  await build?.close();
  await browser?.close();
});

async function toLobby(page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('button', { name: 'Start match' }).waitFor();
}

describe('Installable and offline', () => {
  it('after one visit, opens and plays both systems with the network off', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const failed = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));

    // The first visit: the manifest is linked, and the worker caches the app and takes the page.
    await page.goto(build.url);
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
      }
    });
    await page.getByTestId('offline-notice').getByText('Ready to play offline').waitFor();

    // The network goes: the server is shut and the browser is offline.
    await build.close();
    await context.setOffline(true);
    const probe = await page.evaluate(() => fetch(`/not-cached-${Date.now()}`).then(() => 'reached', () => 'unreachable'));
    assert.equal(probe, 'unreachable', 'nothing but the cache answers');
    // The probe's own failure is the only one allowed.
    failed.length = 0;
    errors.length = 0;

    const response = await page.reload();
    assert.ok(response.fromServiceWorker(), 'the page came from the service worker');
    await page.getByRole('button', { name: 'Start match' }).waitFor();

    // The manifest and its icons are there offline too: installable on a tablet, landscape, full screen.
    const manifest = await page.evaluate(async () => {
      const m = await (await fetch('/manifest.webmanifest')).json();
      const icons = await Promise.all(m.icons.map(async (i) => ({ ...i, type: (await fetch(i.src)).headers.get('content-type') })));
      return { ...m, icons };
    });
    assert.equal(manifest.name, 'Wartable');
    assert.ok(manifest.short_name);
    assert.equal(manifest.orientation, 'landscape');
    assert.equal(manifest.display, 'fullscreen');
    assert.deepEqual(manifest.icons.map((i) => `${i.sizes} ${i.purpose} ${i.type}`),
      ['192x192 any image/png', '512x512 any image/png', '512x512 maskable image/png']);

    // Old West: Trouble at the Livery, the whole of turn 1.
    await page.getByRole('radio', { name: /Trouble at the Livery/ }).check();
    await page.getByText('Advanced').click();
    await page.getByLabel('Dice seed').fill('7');
    await page.getByRole('button', { name: 'Start match' }).click();
    await page.locator('.match canvas').waitFor();
    await button(page, /Roll for the Drop/);
    assert.match(await logText(page), /The Drop: Anna rolled \d, Boris rolled \d/);
    let s = await matchState(page);
    for (let i = 0; i < 80 && s.turn === 1 && !s.result; i++) {
      await step(page);
      s = await matchState(page);
    }
    assert.ok(s.turn > 1 || s.result, `Old West reached the end of turn 1 offline (phase ${s.phase})`);
    await passDevice(page);
    await toLobby(page);

    // Firepower: the Meeting Engagement, a chip drawn, a soldier moved, the impulse ended.
    await page.getByRole('radio', { name: /Firepower/ }).check();
    await page.getByRole('radio', { name: /Meeting Engagement/ }).check();
    const handoff = page.getByRole('checkbox', { name: /Hot-seat hand-off screen/ });
    if (await handoff.isChecked()) await handoff.uncheck();
    await page.getByRole('button', { name: 'Start match' }).click();
    await page.locator('[data-testid="hex-board"] canvas').waitFor();
    await button(page, /Draw a chip/);
    assert.match(await logText(page), /Chip drawn \(\d+\)/);
    const actor = page.getByRole('button', { name: /^Act: / }).first();
    const name = (await actor.innerText()).replace(/^Act:\s*/, '').split('\n')[0].trim();
    await actor.click();
    await button(page, /^Forward \(\d MF\)/);
    assert.match(await logText(page), /moves one hex/);
    await button(page, /^End impulse/);
    s = await matchState(page);
    assert.equal(s.impulse, 2, `the impulse of ${name} ended offline`);

    // Still offline, a reload brings the Firepower match back through Continue.
    await page.evaluate(() => globalThis.__wartable.match.getState().flush());
    await page.reload();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.locator('[data-testid="hex-board"] canvas').waitFor();
    assert.equal((await matchState(page)).impulse, 2);

    assert.deepEqual(failed, [], 'no request went unanswered');
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });
});
