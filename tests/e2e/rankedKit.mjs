// What the Rank and Flank browser tests share: a match started from the lobby.
import { watchErrors } from './browser.mjs';
import { openLobby, passDevice } from './play.mjs';

/** Starts a Rank and Flank match of `scenario` with dice seed `seed`, past the hand-off, its board drawn. */
export async function startRanked(page, tap, { scenario = /Pitched battle/, seed = '4' } = {}) {
  const press = (loc) => (tap ? loc.first().tap() : loc.first().click());
  await openLobby(page);
  await press(page.getByRole('radio', { name: /Rank and Flank/ }));
  await page.getByRole('radio', { name: scenario }).check();
  await press(page.getByText('Advanced'));
  await page.getByLabel('Dice seed').fill(seed);
  await press(page.getByRole('button', { name: 'Start match' }));
  await page.locator('.match').waitFor({ timeout: 60_000 });
  await passDevice(page, tap);
  await page.waitForFunction(() => !!globalThis.__wartableBoard, null, { timeout: 60_000 });
}

/**
 * A new page in its own context at `viewport` with a Rank and Flank match started (startRanked):
 * the page, its context, the page errors seen and a press that taps or clicks.
 */
export async function openRanked(browser, viewport, tap) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = watchErrors(page);
  const press = (loc) => (tap ? loc.first().tap() : loc.first().click());
  await startRanked(page, tap);
  return { context, page, errors, press };
}

/**
 * A new page in its own context at `viewport` with a saved Rank and Flank match opened from a file:
 * `record` (a match record) imported by the saved-matches screen's file button, then continued there.
 * The page, its context, the page errors seen and a press that taps or clicks.
 */
export async function openRankedRecord(browser, viewport, tap, record) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = watchErrors(page);
  const press = (loc) => (tap ? loc.first().tap() : loc.first().click());
  await openLobby(page);
  await press(page.getByRole('button', { name: 'Saved matches' }));
  await page.locator('.saves-title').waitFor();
  const name = record.name ?? 'Pitched battle';
  await page.locator('input[type="file"]').setInputFiles({ name: 'ranked.wartable.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.getByText(`Imported: ${name}.`).waitFor();
  await press(page.getByRole('button', { name: `Continue: ${name}` }));
  await page.locator('.match').waitFor({ timeout: 60_000 });
  await passDevice(page, tap);
  await page.waitForFunction(() => !!globalThis.__wartableBoard, null, { timeout: 60_000 });
  return { context, page, errors, press };
}
