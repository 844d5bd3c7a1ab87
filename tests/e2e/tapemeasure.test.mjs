// The free tape measure in a real browser, on both boards: drag with the mouse at 1280x800 (the
// toolbar button or M), press-hold-drag or the button on a 1024x768 touch tablet; the reading
// gives the distance and the line of sight from the system's own rules; Escape clears it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, matchState, TABLET, URL } from './browser.mjs';
import { startFirepower } from './fpplay.mjs';
import { passDevice, startMatch } from './play.mjs';
import { focused, hexPoint, mouseDrag, quiet, tablePoint, tapeText, toolPage, touchDrag } from './tools.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const hexDistance = (a, b) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;

async function owPair(page) {
  const s = await matchState(page);
  const f = s.order.map((id) => s.fighters[id]);
  const a = f.find((x) => x.side === 0);
  const b = f.find((x) => x.side === 1);
  const edge = Math.hypot(a.pos.x - b.pos.x, a.pos.y - b.pos.y) - 1;
  return { a, b, edge: (Math.round(edge * 10) / 10).toFixed(1) };
}

describe('Tape measure on the Old West table', () => {
  it('M, then a drag from a fighter to an enemy reads the base-to-base distance and the sight line; Escape clears it, then stops measuring', async () => {
    const { context, page, errors } = await toolPage(browser, DESKTOP);
    await startMatch(page);
    await passDevice(page);
    const measure = page.getByRole('button', { name: 'Tape measure' });
    assert.equal(await measure.getAttribute('aria-pressed'), 'false');
    assert.equal(await measure.getAttribute('aria-keyshortcuts'), 'M');
    await page.keyboard.press('m');
    assert.equal(await measure.getAttribute('aria-pressed'), 'true');
    assert.match(await tapeText(page), /Drag across the board to measure/);
    const { a, b, edge } = await owPair(page);
    const before = await page.evaluate(() => JSON.stringify(globalThis.__wartable.match.getState().record.actions));
    await mouseDrag(page, await tablePoint(page, a.pos), await tablePoint(page, b.pos));
    const text = await tapeText(page);
    assert.match(text, new RegExp(`Distance: ${edge.replace('.', '\\.')}" base to base, ${a.name} to ${b.name}`));
    assert.match(text, /Line of sight: (clear|blocked by a building|\d+ things? in the way) \(OW-GAP-3\)/);
    assert.match(text, new RegExp(`(Within|Beyond) ${a.name}’s \\d+" range`));
    // Measuring moves nothing and selects nothing.
    assert.equal(await page.evaluate(() => JSON.stringify(globalThis.__wartable.match.getState().record.actions)), before);
    await page.keyboard.press('Escape');
    assert.match(await tapeText(page), /Drag across the board to measure/, 'the first Escape clears the tape');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.tape-readout').count(), 0, 'the second stops measuring');
    assert.equal(await measure.getAttribute('aria-pressed'), 'false');
    assert.notEqual(await focused(page), 'body');

    assert.deepEqual(quiet(errors), []);
    await context.close();
  });

  it('on a touch tablet, press and hold then drag lays a tape; a tap on the button turns measuring on', async () => {
    const { context, page, errors } = await toolPage(browser, TABLET);
    await startMatch(page, { tap: true });
    await passDevice(page, true);
    const { a, b, edge } = await owPair(page);
    await touchDrag(page, await tablePoint(page, a.pos), await tablePoint(page, b.pos), 700);
    assert.match(await tapeText(page), new RegExp(`Distance: ${edge.replace('.', '\\.')}" base to base`));
    await page.getByRole('button', { name: 'Clear the tape' }).tap();
    assert.equal(await page.locator('.tape-readout').count(), 0);
    // A quick drag without the hold pans the table instead.
    const cam0 = await page.evaluate(() => globalThis.__wartableBoard.camera());
    await page.getByRole('button', { name: 'Zoom in' }).tap();
    const zoomed = await page.evaluate(() => globalThis.__wartableBoard.camera());
    assert.ok(zoomed.scale > cam0.scale, 'Zoom in zooms');
    const mid = await tablePoint(page, { x: 12, y: 12 });
    await touchDrag(page, mid, { x: mid.x + 60, y: mid.y + 40 });
    assert.equal(await page.locator('.tape-readout').count(), 0, 'no tape without the hold');
    // The button, then a plain drag.
    await page.getByRole('button', { name: 'Tape measure' }).tap();
    await touchDrag(page, await tablePoint(page, a.pos), await tablePoint(page, b.pos));
    assert.match(await tapeText(page), /Distance: [\d.]+" base to base/);
    assert.deepEqual(quiet(errors), []);
    await context.close();
  });
});

describe('Tape measure in Russian', () => {
  it('the tool buttons, the reading and its clear button are in Russian', async () => {
    const { context, page, errors } = await toolPage(browser, DESKTOP);
    await page.goto(URL);
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('button', { name: 'Начать партию' }).click();
    await page.locator('canvas').waitFor();
    const curtain = page.locator('.curtain button');
    if (await curtain.count()) await curtain.first().click();
    await page.getByRole('button', { name: 'Рулетка' }).click();
    assert.match(await tapeText(page), /Протяните по полю/);
    const { a, b } = await owPair(page);
    await mouseDrag(page, await tablePoint(page, a.pos), await tablePoint(page, b.pos));
    assert.match(await tapeText(page), /Расстояние: [\d.]+" от подставки до подставки/);
    assert.match(await tapeText(page), /Линия обзора: /);
    await page.getByRole('button', { name: 'Убрать рулетку' }).click();
    assert.match(await tapeText(page), /Протяните по полю/);
    await page.getByRole('button', { name: 'Клавиши' }).click();
    await page.getByRole('dialog', { name: 'Клавиши' }).waitFor({ timeout: 5000 });
    assert.deepEqual(quiet(errors), []);
    await context.close();
  });
});

describe('Tape measure on the Firepower hex map', () => {
  for (const [name, device, tap] of [['with a mouse at 1280x800', DESKTOP, false], ['on a touch tablet at 1024x768', TABLET, true]]) {
    it(`reads the range in hexes and the line of sight with its rules, ${name}`, async () => {
      const { context, page, errors } = await toolPage(browser, device);
      await startFirepower(page, { tap });
      const s = await matchState(page);
      const soldiers = s.order.map((id) => s.soldiers[id]);
      const from = soldiers[0].pos;
      const to = { q: from.q + 3, r: from.r };
      const button = page.getByRole('button', { name: 'Tape measure' });
      await (tap ? button.tap() : button.click());
      const a = await hexPoint(page, from);
      const b = await hexPoint(page, to);
      if (tap) await touchDrag(page, a, b);
      else await mouseDrag(page, a, b);
      const text = await tapeText(page);
      assert.match(text, new RegExp(`Range: ${hexDistance(from, to)} hexes`));
      assert.match(text, new RegExp(`Line of sight from ${soldiers[0].name.replace('.', '\\.')} \\(standing\\): (clear|blocked|hindered \\(\\+\\d\\))`));
      await page.keyboard.press('Escape');
      assert.match(await tapeText(page), /Drag across the board to measure/);
      assert.deepEqual(quiet(errors), []);
      await context.close();
    });
  }
});
