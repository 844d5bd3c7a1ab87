// Saved matches in a real browser: export from the match, the saved-matches screen (rename,
// duplicate, delete and undo, export), importing good and bad files by the file button and by
// dropping them, opening a match and its replay; and play going on without IndexedDB.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState, watchErrors } from './browser.mjs';
import { button, openLobby, passDevice, startMatch, step } from './play.mjs';

const fixture = (name) => readFileSync(new URL(`../fixtures/bad-saves/${name}`, import.meta.url));
const example = readFileSync(new URL('../../docs/examples/livery.wartable.json', import.meta.url), 'utf8');

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function download(page, click) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), record: JSON.parse(readFileSync(path, 'utf8')) };
}

const rows = (page) => page.locator('.save-row');
const rowNames = (page) => page.locator('.save-row .save-name').allTextContents();
const alerts = (page) => page.locator('.save-notice-error').allTextContents();

async function openSaves(page) {
  await page.getByRole('button', { name: /^(Saved matches|Сохранённые партии)$/ }).click();
  await page.locator('.saves-title').waitFor();
  // Every listed match shows its turn (an empty list has none to wait for).
  await page.waitForFunction(() => [...document.querySelectorAll('.save-turn')].every((t) => !t.textContent.includes('…')));
}

/** Drops a file on the saves screen as a browser would. */
async function drop(page, name, text) {
  await page.evaluate(([n, t]) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], n, { type: 'application/json' }));
    const target = document.querySelector('.saves-list') ?? document.querySelector('.saves');
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt }));
  }, [name, text]);
}

describe('saved matches', () => {
  it('exports, renames, duplicates, deletes with undo, imports good and bad files, and opens a match and its replay', async () => {
    const context = await browser.newContext({ ...DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startMatch(page);
    for (let i = 0; i < 6; i++) await step(page);
    const played = (await page.evaluate(() => globalThis.__wartable.match.getState().record.actions.length));
    assert.ok(played >= 3, `a few actions were played (${played})`);

    // Export from the match screen: the file holds the whole match.
    await passDevice(page);
    const fromMatch = await download(page, () => page.getByRole('button', { name: 'Export this match to a file' }).click());
    assert.match(fromMatch.name, /^livery-yard-\d{4}-\d\d-\d\d\.wartable\.json$/);
    assert.equal(fromMatch.record.format, 5);
    assert.equal(fromMatch.record.actions.length, played);

    await button(page, /Menu/);
    await button(page, /^Leave$/);
    await openSaves(page);
    assert.deepEqual(await rowNames(page), ['Trouble at the Livery']);
    const row = rows(page).first();
    assert.match(await row.innerText(), /Legends of the Old West · Trouble at the Livery/);
    assert.match(await row.innerText(), /Anna – Boris/);
    assert.match(await row.locator('.save-turn').innerText(), /^1 \(\d+ actions\)$/);
    assert.match(await row.locator('time').innerText(), /\d{4}/);

    // Rename in place; the name is user text, shown as text.
    await page.getByRole('button', { name: 'Rename Trouble at the Livery' }).click();
    const field = page.getByLabel('New name for Trouble at the Livery');
    await field.fill('<b>Sunday</b> duel');
    await field.press('Enter');
    await page.locator('.save-name', { hasText: '<b>Sunday</b> duel' }).waitFor();
    assert.equal(await row.locator('b').count(), 0, 'no markup from the name');

    // Duplicate, then delete the copy and bring it back, then delete it for good.
    await page.getByRole('button', { name: 'Duplicate <b>Sunday</b> duel' }).click();
    await page.locator('.save-name', { hasText: '(copy)' }).waitFor();
    assert.deepEqual((await rowNames(page)).sort(), ['<b>Sunday</b> duel', '<b>Sunday</b> duel (copy)']);
    await page.getByRole('button', { name: 'Delete <b>Sunday</b> duel (copy)' }).click();
    await page.getByText('Deleted: <b>Sunday</b> duel (copy).').waitFor();
    assert.deepEqual(await rowNames(page), ['<b>Sunday</b> duel']);
    await page.getByRole('button', { name: 'Undo deleting <b>Sunday</b> duel (copy)' }).click();
    await page.locator('.save-name', { hasText: '(copy)' }).waitFor();
    await page.getByRole('button', { name: 'Delete <b>Sunday</b> duel (copy)' }).click();
    await page.locator('.undo-toast').waitFor();
    await page.locator('.undo-toast').waitFor({ state: 'detached', timeout: 8000 });
    await page.reload();
    await openSaves(page);
    assert.deepEqual(await rowNames(page), ['<b>Sunday</b> duel'], 'the deletion stays after the undo window');

    // Export from the list.
    const fromList = await download(page, () => page.getByRole('button', { name: 'Export: <b>Sunday</b> duel' }).click());
    assert.match(fromList.name, /^b-Sunday-b-duel-\d{4}-\d\d-\d\d\.wartable\.json$/);
    assert.equal(fromList.record.name, '<b>Sunday</b> duel');
    assert.equal(fromList.record.actions.length, played);

    // A bad file by the file button: the message names the problem; the list is unchanged.
    const input = page.locator('input[type="file"]');
    const before = await rowNames(page);
    await input.setInputFiles({ name: 'ghost.wartable.json', mimeType: 'application/json', buffer: fixture('ow-move-ghost.wartable.json') });
    await page.locator('.save-notice-error').waitFor();
    assert.deepEqual(await alerts(page), ["ghost.wartable.json was not imported: action 4 names the unit '0:ghost', which is not in this match."]);
    assert.deepEqual(await rowNames(page), before);
    // 32 MB is read by the browser from disk: sent through the test's connection it takes too long.
    const hugeDir = mkdtempSync(join(tmpdir(), 'wartable-huge-'));
    const huge = join(hugeDir, 'huge.wartable.json');
    writeFileSync(huge, Buffer.alloc(32 * 1024 * 1024 + 10, 32));
    try {
      await input.setInputFiles(huge, { timeout: 120_000 });
      await page.locator('.save-notice-error', { hasText: 'too large' }).waitFor();
    } finally {
      rmSync(hugeDir, { recursive: true, force: true });
    }
    assert.match((await alerts(page))[0], /^huge\.wartable\.json was not imported: the file is too large: 32\.0 MB \(33,554,442 bytes\); the limit is 32 MB\.$/);

    // A good file (the one exported above, so its id is taken: it is saved as a new match).
    await input.setInputFiles({ name: fromList.name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(fromList.record)) });
    await page.getByText(/^Imported: <b>Sunday<\/b> duel\. A match with the same id/).waitFor();
    assert.equal(await rows(page).count(), 2);

    // Dropping files on the page: a bad one, then a good one.
    await drop(page, 'future.wartable.json', fixture('fp-format-6.wartable.json').toString());
    await page.locator('.save-notice-error', { hasText: 'future' }).waitFor();
    assert.deepEqual(await alerts(page), ['future.wartable.json was not imported: unknown format version 6 (this app reads versions 1 to 5).']);
    assert.equal(await rows(page).count(), 2);
    await drop(page, 'livery.wartable.json', example);
    await page.getByText('Imported: Trouble at the Livery.').waitFor();
    assert.equal(await rows(page).count(), 3);
    await page.locator('.save-row', { hasText: '6 (finished)' }).waitFor();

    // Open a match, then watch another's replay from the start.
    await page.getByRole('button', { name: 'Continue: <b>Sunday</b> duel' }).first().click();
    await page.locator('.match').waitFor();
    assert.equal((await page.evaluate(() => globalThis.__wartable.match.getState().record.actions.length)), played);
    await passDevice(page);
    await button(page, /Menu/);
    await button(page, /^Leave$/);
    await openSaves(page);
    await page.locator('.save-row', { hasText: '6 (finished)' }).getByRole('button', { name: /^Watch replay/ }).click();
    await page.locator('.match').waitFor();
    await page.getByRole('button', { name: /Replay/, pressed: true }).waitFor();
    assert.equal((await matchState(page)).turn, 6);

    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });

  it('in Russian on a touch screen: every control named and large enough, a bad file named in Russian', async () => {
    const context = await browser.newContext(TABLET);
    const page = await context.newPage();
    await openLobby(page);
    await page.getByRole('button', { name: 'Русский' }).click();
    await openSaves(page);
    await page.getByText('Сохранённых партий пока нет.', { exact: false }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'x.wartable.json', mimeType: 'application/json', buffer: fixture('ow-system-chess.wartable.json') });
    await page.locator('.save-notice-error').waitFor();
    assert.deepEqual(await alerts(page), ['Файл x.wartable.json не импортирован: неизвестная игровая система «chess».']);
    // The rules' reason for a refused action, and a wrong field, are Russian too.
    await page.locator('input[type="file"]').setInputFiles({ name: 'far.wartable.json', mimeType: 'application/json', buffer: fixture('ow-move-too-far.wartable.json') });
    await page.locator('.save-notice-error', { hasText: 'far.wartable.json' }).waitFor();
    assert.deepEqual(await alerts(page), ['Файл far.wartable.json не импортирован: действие 4 отклонено правилами: Это дальше, чем осталось движения.']);
    await page.locator('input[type="file"]').setInputFiles({ name: 'x10.wartable.json', mimeType: 'application/json', buffer: fixture('ow-move-text-x.wartable.json') });
    await page.locator('.save-notice-error', { hasText: 'x10.wartable.json' }).waitFor();
    assert.deepEqual(await alerts(page), ["Файл x10.wartable.json не импортирован: неверное содержимое: действие 4, to.x: ожидается число, получено текст '10'."]);
    await drop(page, 'livery.wartable.json', example);
    await page.locator('.save-row', { hasText: '6 (партия окончена)' }).waitFor();
    const bad = await page.evaluate(() => [...document.querySelectorAll('button, input:not([type="file"])')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ el }) => el.outerHTML.slice(0, 80)));
    assert.deepEqual(bad, []);
    await context.close();
  });

  it('names from an imported Firepower file are shown as text, never as markup', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    let dialogs = 0;
    page.on('dialog', (d) => { dialogs++; void d.dismiss(); });
    await openLobby(page);
    await openSaves(page);
    const evil = '<img src=x onerror=alert(1)>';
    const record = {
      format: 1, id: 'fp-markup', system: 'firepower', scenarioId: 'meeting', options: {}, players: [evil, '<script>alert(2)</script>'],
      seed: 4, actions: [{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: ['blue-leader'] }], createdAt: 0, updatedAt: 0, name: `<i>${evil}</i>`,
    };
    await page.locator('input[type="file"]').setInputFiles({ name: 'markup.wartable.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
    await page.locator('.save-name', { hasText: `<i>${evil}</i>` }).waitFor();
    assert.match(await page.locator('.save-row').innerText(), /Firepower · Meeting Engagement/);
    assert.match(await page.locator('.save-row').innerText(), /<script>alert\(2\)<\/script>/);
    await page.getByRole('button', { name: /^Continue: / }).click();
    await page.locator('.match').waitFor();
    await passDevice(page);
    assert.ok((await page.locator('.match-left').innerText()).includes(evil), 'the player name is in the roster as text');
    assert.equal(await page.locator('img[src="x"], .match script').count(), 0);
    assert.equal(dialogs, 0);
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });

  it('without IndexedDB play goes on; one warning offers to export the match', async () => {
    const context = await browser.newContext({ ...DESKTOP, acceptDownloads: true });
    await context.addInitScript(() => { Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true }); });
    const page = await context.newPage();
    await startMatch(page);
    const warning = page.locator('.storage-warning');
    await warning.waitFor();
    assert.match(await warning.innerText(), /does not let Wartable save matches/);
    for (let i = 0; i < 4; i++) await step(page);
    await passDevice(page);
    const played = await page.evaluate(() => globalThis.__wartable.match.getState().record.actions.length);
    const file = await download(page, () => warning.getByRole('button', { name: 'Export this match' }).click());
    assert.equal(file.record.actions.length, played);
    await page.getByRole('button', { name: 'Dismiss the saving warning' }).click();
    for (let i = 0; i < 2; i++) await step(page);
    assert.equal(await warning.count(), 0, 'warned once');
    await context.close();
  });
});
