// Helpers for the board tools' browser tests: where things are on the canvas, and touch drags
// (press, optionally hold, then move) sent through the DevTools protocol as a finger would.

import { watchErrors } from './browser.mjs';

/** A new context and page at `viewport` with a patient default timeout, and the page's errors. */
export async function toolPage(browser, viewport) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(90_000);
  return { context, page, errors: watchErrors(page) };
}

/** Page errors other than software WebGL's stall warnings. */
export const quiet = (errors) => errors.filter((e) => !/GPU stall|WebGL/.test(e));

/** Page point of a table point (inches) on the Old West board. */
export const tablePoint = (page, p) => page.evaluate((q) => globalThis.__wartableBoard.worldToScreen(q), p);
/** Page point of a hex's centre on the Firepower board. */
export const hexPoint = (page, h) => page.evaluate((q) => globalThis.__wartableHexBoard.hexToScreen(q), h);

export async function mouseDrag(page, a, b) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** A one-finger drag from a to b; `holdMs` holds the finger still first (a long press). */
export async function touchDrag(page, a, b, holdMs = 0) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  await touch('touchStart', a);
  if (holdMs) await page.waitForTimeout(holdMs);
  for (let i = 1; i <= 8; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 8, y: a.y + ((b.y - a.y) * i) / 8 });
  await touch('touchEnd');
  await cdp.detach();
}

/** What has the keyboard focus, once the page has settled (a frame or two): never the page's body after an action. */
export const focused = async (page) => {
  await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 2000 }).catch(() => {});
  return page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body ? 'body' : `${el.tagName.toLowerCase()}.${el.className}`;
  });
};

/** Reads the tape measure's reading under the board. */
export const tapeText = (page) => page.locator('.tape-readout [role="status"]').innerText();
