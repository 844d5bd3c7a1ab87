// The match shell around the board: the victory box closes (Escape or its button) so Menu and the
// rules notes can be reached, Menu asks before leaving, the replay bar sits under the table
// rather than over it, and the board's loading note goes once the table is drawn.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, watchErrors } from './browser.mjs';
import { startMatch } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const example = JSON.parse(readFileSync(new globalThis.URL('../../docs/examples/livery.wartable.json', import.meta.url), 'utf8'));

async function finishedMatch(viewport, tap) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await startMatch(page, { seed: '7', tap });
  await page.locator('.board-loading').waitFor({ state: 'detached' });
  await page.evaluate((record) => {
    const m = globalThis.__wartable.match.getState();
    const r = m.loadRecord(record, m.runtime);
    if (!r.ok) throw new Error(r.error);
  }, example);
  return { context, page, errors };
}

const press = (loc, tap) => (tap ? loc.tap() : loc.click());

async function shell(viewport, tap) {
  const { context, page, errors } = await finishedMatch(viewport, tap);
  const victory = page.locator('.victory');
  await victory.waitFor();

  // Escape closes the victory box; the HUD's Result button brings it back.
  await page.keyboard.press('Escape');
  await victory.waitFor({ state: 'detached' });
  await press(page.getByRole('button', { name: 'Rules notes' }), tap);
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await press(page.getByRole('button', { name: 'Result' }), tap);
  await victory.waitFor();
  // ... and so does its close button.
  await press(page.getByRole('button', { name: 'Close, and look at the table' }), tap);
  await victory.waitFor({ state: 'detached' });

  // The replay bar sits under the table: the board's box ends above it.
  await press(page.getByRole('button', { name: 'Replay' }), tap);
  const bar = page.locator('.replay-bar');
  await bar.waitFor();
  const board = await page.locator('.board-canvas').boundingBox();
  const barBox = await bar.boundingBox();
  assert.ok(board.y + board.height <= barBox.y + 1, `the replay bar does not cover the table (${JSON.stringify({ board, barBox })})`);
  const canvas = await page.locator('.board-canvas canvas').boundingBox();
  assert.ok(canvas.y + canvas.height <= barBox.y + 1, 'the canvas shrank with its box');
  await press(page.getByRole('button', { name: 'Back to the match' }), tap);
  await bar.waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');

  // Menu asks first; Stay (or Escape) keeps the match, Leave goes to the lobby.
  await press(page.getByRole('button', { name: 'Menu' }), tap);
  const ask = page.getByRole('dialog', { name: 'Leave the match? It is saved.' });
  await ask.waitFor();
  await page.keyboard.press('Escape');
  await ask.waitFor({ state: 'detached' });
  assert.equal(await page.locator('.match').count(), 1, 'still in the match');
  await press(page.getByRole('button', { name: 'Menu' }), tap);
  await press(ask.getByRole('button', { name: 'Stay' }), tap);
  assert.equal(await page.locator('.match').count(), 1);
  await press(page.getByRole('button', { name: 'Menu' }), tap);
  await press(ask.getByRole('button', { name: 'Leave' }), tap);
  await page.getByRole('button', { name: 'Start match' }).waitFor();
  assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
  await context.close();
}

describe('the match shell', () => {
  it('victory box, replay bar and Menu on a 1280x800 desktop', async () => shell(DESKTOP, false));
  it('victory box, replay bar and Menu on a 1024x768 touch tablet', async () => shell(TABLET, true));
});
