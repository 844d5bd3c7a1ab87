// A question the rules wait on (here the first one a match asks: heroics, Fame, a fight...) is
// shown over the board, inside the viewport, takes focus, and is answered by keyboard alone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState, watchErrors } from './browser.mjs';
import { button, passDevice, startMatch, step } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function askedAndAnswered(viewport, tap) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  // Ten fighters: the roster is long, and the question must still be in view.
  await startMatch(page, { scenario: 'Showdown at Red Gulch', tap });
  await button(page, /Roll for the Drop/, tap);
  let s = null;
  for (let i = 0; i < 200; i++) {
    await passDevice(page, tap);
    s = await matchState(page);
    if (s.pending && s.pending.kind !== 'hills') break;
    assert.ok(await step(page, tap), 'the match asks a question before it ends');
  }
  assert.ok(s.pending, 'a question is pending');
  const question = page.locator('.question');
  await question.waitFor();
  const box = await question.boundingBox();
  const view = page.viewportSize();
  assert.ok(box.y >= 0 && box.x >= 0 && box.y + box.height <= view.height && box.x + box.width <= view.width,
    `the question is inside the viewport (${JSON.stringify(box)})`);
  assert.match(await question.getByRole('heading').innerText(), /\S/, 'the question says what it asks');
  await page.waitForFunction(() => document.querySelector('.question')?.contains(document.activeElement));
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  const first = await focused();
  const count = await question.getByRole('button').count();
  if (count > 1) {
    await page.keyboard.press('ArrowRight');
    assert.notEqual(await focused(), first, 'arrow keys move between the answers');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(), first);
  }
  // The tape's reading, turned on while the question is up, sits clear of it.
  await page.keyboard.press('m');
  const reading = page.locator('.tape-readout');
  await reading.waitFor();
  const [q, r] = [await question.boundingBox(), await reading.boundingBox()];
  const apart = r.x >= q.x + q.width || r.x + r.width <= q.x || r.y >= q.y + q.height || r.y + r.height <= q.y;
  assert.ok(apart, `the tape's reading ${JSON.stringify(r)} does not cover the question ${JSON.stringify(q)}`);
  await page.keyboard.press('m');
  await reading.waitFor({ state: 'detached' });
  assert.ok(await page.evaluate(() => document.querySelector('.question')?.contains(document.activeElement)), 'the focus stays on the question');
  const before = JSON.stringify(s.pending);
  const log = await page.evaluate(() => globalThis.__wartable.match.getState().log.length);
  await page.keyboard.press('Enter');
  await page.waitForFunction(([p, n]) => {
    const m = globalThis.__wartable.match.getState();
    return JSON.stringify(m.state.pending) !== p || m.log.length > n;
  }, [before, log]);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.deepEqual(errors, []);
  await context.close();
}

describe('a pending question is in view, focused and answered by keyboard', () => {
  it('on a 1280x800 desktop', async () => askedAndAnswered(DESKTOP, false));
  it('on a 1024x768 touch tablet', async () => askedAndAnswered(TABLET, true));
});
