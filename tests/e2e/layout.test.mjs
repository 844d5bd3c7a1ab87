// The match screen never scrolls as a page (every panel scrolls inside itself), at the desktop
// and the tablet size, with a long log.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState, watchErrors } from './browser.mjs';
import { passDevice, startMatch } from './play.mjs';
import { playByStore } from './storePlay.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Plays until the log holds at least `n` lines (through the store: the screen is tested, not the play). */
async function longLog(page, n, tap) {
  await playByStore(page, { untilLog: n });
  await page.locator('.log-entry').nth(n - 1).waitFor();
  await passDevice(page, tap);
}

async function wheelOver(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is on the screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 40));
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 1500);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -400);
  await page.waitForTimeout(100);
}

async function neverScrolls(viewport, tap) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await startMatch(page, { scenario: 'Showdown at Red Gulch', tap });
  await longLog(page, 30, tap);
  assert.ok((await page.locator('.log-entry').count()) >= 30, 'the log is long');
  assert.ok(await matchState(page), 'a match is open');
  for (const selector of ['[role="log"]', '.unit-list', '.match-right']) {
    await wheelOver(page, selector);
    assert.equal(await page.evaluate(() => window.scrollY), 0, `wheeling over ${selector} leaves the page where it is`);
  }
  const { page: pageHeight, view } = await page.evaluate(() => ({ page: document.scrollingElement.scrollHeight, view: window.innerHeight }));
  assert.ok(pageHeight <= view, `the page is no taller than the window (${pageHeight} > ${view})`);
  // The log itself did scroll: its own box moves, not the page.
  assert.ok(await page.locator('[role="log"]').evaluate((el) => el.scrollHeight > el.clientHeight), 'the log scrolls inside itself');
  assert.deepEqual(errors, []);
  await context.close();
}

describe('the match screen does not scroll as a page', () => {
  it('on a 1280x800 desktop', async () => neverScrolls(DESKTOP, false));
  it('on a 1024x768 touch tablet', async () => neverScrolls(TABLET, true));
});
