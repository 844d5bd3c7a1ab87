// Firepower in a real browser: the hex board opens, a chip is drawn, a soldier moves and fires.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, matchState, watchErrors } from './browser.mjs';
import { startFirepower } from './fpplay.mjs';
import { button, logText } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

describe('Firepower on the hex board', () => {
  it('opens the Meeting Engagement, draws a chip, moves a soldier and fires at an enemy in sight', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startFirepower(page);
    await button(page, /Draw a chip/);
    assert.match(await logText(page), /Chip drawn \(\d+\): Anna plays an impulse phase/);
    await button(page, /^Act: Pvt\. Reyes/);
    await button(page, /^Forward \(\d MF\)/);
    assert.match(await logText(page), /Pvt\. Reyes moves one hex/);
    let s = await matchState(page);
    assert.equal(s.current.soldierIds[0], s.order.find((id) => s.soldiers[id].name === 'Pvt. Reyes'));
    // Aim at an enemy through the target list when one is in sight, and read the odds first.
    const aim = page.locator('.btn-target').filter({ hasText: /%/ });
    if (await aim.count()) {
      await aim.first().click();
      assert.match(await page.locator(".odds").innerText(), /killed.*%/s);
      await button(page, /^Fire (a burst|\d shots) at /);
      assert.match(await logText(page), /rolled \d+(, \d+)*, modifier \+\d+, needs \d or less/);
    }
    await button(page, /^End impulse/);
    s = await matchState(page);
    assert.equal(s.impulse, 2);
    // Autosave and Continue: a reload brings back the exact match.
    const before = await page.evaluate(() => JSON.stringify(globalThis.__wartable.match.getState().record.actions));
    await page.evaluate(() => globalThis.__wartable.match.getState().flush());
    await page.reload();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.locator('canvas').waitFor();
    const after = await page.evaluate(() => JSON.stringify(globalThis.__wartable.match.getState().record.actions));
    assert.equal(after, before, 'Continue restores the exact Firepower match');
    assert.equal((await matchState(page)).impulse, 2);
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });
});
