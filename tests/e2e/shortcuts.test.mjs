// Keyboard shortcuts in a real browser: the help list (?), undo, fit, zoom, zoom to the selected
// unit, end of phase or impulse, cancel, next unit and the replay keys, wherever the focus is; and
// the focus never falls to the page's body after an action.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, matchState, TABLET } from './browser.mjs';
import { startFirepower } from './fpplay.mjs';
import { button, passDevice, skipHeroics, startMatch } from './play.mjs';
import { focused, quiet, toolPage } from './tools.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const camera = (page) => page.evaluate(() => globalThis.__wartableBoard.camera());
const actions = (page) => page.evaluate(() => globalThis.__wartable.match.getState().record.actions);
const selected = (page) => page.evaluate(() => globalThis.__wartable.ui.getState().selectedId);

describe('Keyboard shortcuts on the Old West table (1280x800)', () => {
  it('?, N, Z, F, +, −, E, U, Ctrl+Z, Escape and the replay keys do their work, and the focus stays on the page', async () => {
    const { context, page, errors } = await toolPage(browser, DESKTOP);
    await startMatch(page);
    await passDevice(page);
    // The Drop button goes away once pressed: the focus moves to the board, not the body.
    await button(page, /Roll for the Drop/);
    assert.notEqual(await focused(page), 'body', 'after the Drop');
    await skipHeroics(page);
    await passDevice(page);
    assert.notEqual(await focused(page), 'body', 'after the hand-over');
    assert.equal((await matchState(page)).phase, 'move');

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor({ timeout: 5000 }); // the list's code is fetched when it is first opened
    assert.ok(await help.isVisible());
    const list = await help.innerText();
    for (const line of ['Tape measure on or off', 'Undo', 'Fit the board to the screen', 'Zoom in', 'Zoom out', 'Zoom to the selected unit', 'Pan the board', 'End the phase or impulse', 'Select the next unit', 'Step back or forward']) {
      assert.match(list, new RegExp(line), line);
    }
    await page.keyboard.press('Escape');
    assert.equal(await help.count(), 0);
    assert.notEqual(await focused(page), 'body', 'after closing the help');

    const fit = await camera(page);
    await page.keyboard.press('n');
    const first = await selected(page);
    assert.ok(first, 'N selects a unit');
    await page.keyboard.press('n');
    assert.notEqual(await selected(page), first, 'N again selects the next');
    await page.keyboard.press('Shift+N');
    assert.equal(await selected(page), first, 'Shift+N goes back');
    await page.keyboard.press('z');
    const near = await camera(page);
    assert.ok(near.scale > fit.scale * 2, 'Z zooms in on the selected unit');
    const s = await matchState(page);
    const f = s.fighters[first];
    assert.ok(Math.abs(near.x - f.pos.x) < 0.5 && Math.abs(near.y - f.pos.y) < 0.5, 'centred on it');
    // With the board focused, the arrows pan it (the keyboard's way round a zoomed-in table).
    await page.locator('.match-board').focus();
    await page.keyboard.press('ArrowRight');
    const right = await camera(page);
    assert.ok(right.x > near.x + 0.5 && Math.abs(right.y - near.y) < 1e-6, 'ArrowRight shows more of the right');
    await page.keyboard.press('ArrowDown');
    assert.ok((await camera(page)).y > right.y + 0.5, 'ArrowDown shows more of the bottom');
    await page.keyboard.press('f');
    assert.equal((await camera(page)).scale, fit.scale, 'F fits the table again');
    await page.keyboard.press('+');
    assert.ok((await camera(page)).scale > fit.scale, '+ zooms in');
    await page.keyboard.press('-');
    assert.ok(Math.abs((await camera(page)).scale - fit.scale) < 1e-6, '− zooms out');
    await page.keyboard.press('Escape');
    assert.equal(await selected(page), null, 'Escape cancels the selection');

    const n = (await actions(page)).length;
    await page.keyboard.press('e');
    assert.equal((await actions(page)).length, n + 1);
    assert.equal((await actions(page)).at(-1).type, 'endPhase', 'E ends the phase');
    await passDevice(page);
    await page.keyboard.press('u');
    assert.equal((await actions(page)).length, n, 'U undoes it');
    await passDevice(page);
    await page.keyboard.press('e');
    await passDevice(page);
    await page.keyboard.press('Control+z');
    assert.equal((await actions(page)).length, n, 'Ctrl+Z undoes too');
    assert.notEqual(await focused(page), 'body', 'after undo');
    await passDevice(page);

    // The replay keys work with the focus anywhere (here on the HUD's Replay button).
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    const bar = page.locator('.replay-bar');
    await bar.waitFor();
    // The replay opens at the start; its last step is the record's last action.
    const last = (await actions(page)).length;
    await page.keyboard.press('Home');
    assert.equal(await bar.getAttribute('data-step'), '0', 'Home');
    await page.keyboard.press('ArrowRight');
    assert.equal(await bar.getAttribute('data-step'), '1', 'ArrowRight');
    await page.keyboard.press('End');
    assert.equal(await bar.getAttribute('data-step'), String(last), 'End');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await bar.getAttribute('data-step'), String(last - 1), 'ArrowLeft');
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await bar.waitFor({ state: 'detached' });
    assert.notEqual(await focused(page), 'body', 'after leaving the replay');
    assert.deepEqual(quiet(errors), []);
    await context.close();
  });
});

describe('Keyboard shortcuts on the Firepower map', () => {
  it('E skips or ends the impulse at 1280x800, and the focus never falls to the body', async () => {
    const { context, page, errors } = await toolPage(browser, DESKTOP);
    await startFirepower(page);
    await button(page, /^Draw a chip$/);
    assert.notEqual(await focused(page), 'body', 'after drawing a chip');
    const n = (await actions(page)).length;
    await page.keyboard.press('e');
    assert.equal((await actions(page)).at(-1).type, 'endImpulse');
    assert.equal((await actions(page)).length, n + 1);
    await page.keyboard.press('u');
    assert.equal((await actions(page)).length, n);
    await page.keyboard.press('n');
    assert.ok(await selected(page), 'N selects a soldier');
    const cam0 = await page.evaluate(() => globalThis.__wartableHexBoard.camera());
    await page.keyboard.press('z');
    assert.ok((await page.evaluate(() => globalThis.__wartableHexBoard.camera())).scale > cam0.scale, 'Z zooms to him');
    assert.deepEqual(quiet(errors), []);
    await context.close();
  });

  it('on a 1024x768 touch tablet the ? button opens the list, which fits the screen and closes with a tap', async () => {
    const { context, page, errors } = await toolPage(browser, TABLET);
    await startFirepower(page, { tap: true });
    const tools = page.getByRole('toolbar', { name: 'Board tools' });
    for (const b of await tools.getByRole('button').all()) {
      const box = await b.boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, `${await b.getAttribute('aria-label')} is a 44 px target`);
    }
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).tap();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor({ timeout: 5000 });
    const box = await help.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 768, 'the list fits the screen');
    await help.getByRole('button', { name: 'Close' }).tap();
    assert.equal(await help.count(), 0);
    assert.notEqual(await focused(page), 'body');
    assert.deepEqual(quiet(errors), []);
    await context.close();
  });
});
