// Shared set-up for the browser tests: Debian's Chromium through playwright-core.
import { chromium } from 'playwright-core';
import { watchSlowCalls } from './slowCalls.mjs';

export const URL = process.env.E2E_URL || 'http://127.0.0.1:4317/';

export async function launch() {
  const browser = noWorkersByDefault(await launchPlain());
  return process.env.E2E_SLOW ? watchSlowCalls(browser) : browser;
}

/**
 * New contexts block the offline service worker unless a test asks for it (`serviceWorkers:
 * 'allow'`, as the offline and CSP tests do): every page would otherwise precache the whole app
 * (about 1.5 MB, every system's chunks) beside the test's own work.
 */
function noWorkersByDefault(browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

async function launchPlain() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false, deviceScaleFactor: 1 };

/** Records page errors so a test can fail on them. */
export function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** The match state, read from the app's store (a plain object). */
export function matchState(page) {
  return page.evaluate(() => globalThis.__wartable?.match.getState().state ?? null);
}

/** Opens the app in a new page of `context` and continues the saved match. */
export async function continueMatch(context) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(URL);
  try {
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.locator('.match').waitFor();
  } catch (e) {
    // Say what the page showed instead, so a failure names its cause.
    const shown = await page.locator('body').innerText({ timeout: 2000 }).catch(() => '(unreadable)');
    throw new Error(`${e.message}\nThe page showed: ${shown.slice(0, 600)}\nErrors: ${JSON.stringify(errors)}`);
  }
  return { page, errors };
}
