// The built app under its Content-Security-Policy: an Old West and a Firepower match start and
// draw, the service worker registers, a match is exported and the saved matches are listed, all
// without one violation; inline script and eval are refused; names and labels typed by players or
// from an imported match file are shown as text, never run as HTML.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, URL } from './browser.mjs';
import { passDevice } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const EVIL = '<img src=x onerror=alert(1)>';

/** Collects CSP violation events (page and workers) and the console's CSP errors. */
async function watchCsp(context, page) {
  const seen = [];
  await context.addInitScript(() => {
    const keep = (e) => {
      globalThis.__cspViolations ??= [];
      globalThis.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    };
    globalThis.addEventListener('securitypolicyviolation', keep);
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    seen.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return async () => [...seen, ...(await page.evaluate(() => globalThis.__cspViolations ?? []))];
}

async function frames(page, n = 10) {
  await page.evaluate((k) => new Promise((done) => {
    let left = k;
    const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }), n);
}

describe('Content-Security-Policy', () => {
  it('runs both games under a strict policy with no violation, and shows hostile names as text', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const violations = await watchCsp(context, page);
    const response = await page.goto(URL);

    // The policy: in the page (for any static host) and in the preview server's header.
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    for (const policy of [meta, response.headers()['content-security-policy']]) {
      assert.match(policy, /(^|; )script-src 'self'(;|$)/);
      assert.match(policy, /(^|; )default-src 'self'(;|$)/);
      assert.match(policy, /(^|; )object-src 'none'(;|$)/);
      assert.match(policy, /(^|; )base-uri 'none'(;|$)/);
      assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
    }

    // Old West, with a player whose name is markup.
    await page.getByLabel('Player 1').fill(EVIL);
    await page.getByRole('radio', { name: /Trouble at the Livery/ }).check();
    await page.getByRole('button', { name: 'Start match' }).click();
    await page.locator('canvas').waitFor();
    await passDevice(page);
    await frames(page);
    assert.ok(await page.getByText(EVIL).first().isVisible(), 'the name is shown as typed');
    assert.equal(await page.locator('img[src="x"]').count(), 0, 'the name did not become an element');

    // An imported match file with markup in the names and a bookmark label, opened and replayed.
    await page.evaluate(({ evil }) => {
      const m = globalThis.__wartable.match.getState();
      const r = m.loadRecord({ ...m.record, id: 'imported', players: [evil, '<script>alert(2)</script>'], bookmarks: [{ action: 0, label: '<b onclick=alert(3)>mark</b>' }] }, m.runtime);
      if (!r.ok) throw new Error(r.error);
    }, { evil: EVIL });
    await passDevice(page);
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    assert.ok(await page.getByText('<script>alert(2)</script>').first().isVisible());
    // The replay's bookmarks load when the replay is first opened.
    await page.getByRole('button', { name: '<b onclick=alert(3)>mark</b>, step 0' }).waitFor({ timeout: 5000 });
    assert.equal(await page.locator('.match script, .match b, img[src="x"]').count(), 0);
    await page.getByRole('button', { name: 'Back to the match' }).click();
    await page.getByRole('button', { name: 'Rules notes' }).click();
    // The notes load when first opened (their own chunks, under the same policy).
    await page.getByRole('dialog', { name: 'Rules notes' }).waitFor();
    await frames(page);
    await page.keyboard.press('Escape');

    // Firepower on the hex board.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByRole('radio', { name: /Firepower/ }).check();
    await page.getByRole('radio', { name: /Meeting Engagement/ }).check();
    await page.getByRole('button', { name: 'Start match' }).click();
    await page.locator('[data-testid="hex-board"] canvas').waitFor();
    await passDevice(page);
    await frames(page);
    assert.ok(await page.getByRole('button', { name: /Draw a chip/ }).first().isVisible());
    // Exporting a match (a file download) and the saved-matches screen.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export this match to a file' }).click();
    assert.match((await download).suggestedFilename(), /\.wartable\.json$/);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByRole('button', { name: 'Saved matches' }).click();
    await page.getByText('<script>alert(2)</script>').first().waitFor();
    await frames(page);

    // The offline copy was set up under the policy too: the service worker is active.
    assert.equal(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)), 'activated');
    assert.deepEqual(await violations(), []);
    // The policy is really in force: an inline script and a string timer (eval) are refused and reported.
    const ran = await page.evaluate(() => new Promise((done) => {
      const script = document.createElement('script');
      script.textContent = 'globalThis.__inlineRan = true';
      document.body.append(script);
      setTimeout('globalThis.__evalRan = true', 0);
      setTimeout(() => done({ inline: globalThis.__inlineRan === true, eval: globalThis.__evalRan === true }), 100);
    }));
    assert.deepEqual(ran, { inline: false, eval: false });
    const reported = await violations();
    assert.ok(reported.some((v) => /script-src(-elem)? blocked inline/.test(v)), `the inline script was reported: ${reported}`);
    assert.ok(reported.some((v) => /script-src blocked eval/.test(v)), `the eval was reported: ${reported}`);
    await context.close();
  });
});
