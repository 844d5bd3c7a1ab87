// Replay in a real browser: a live match is watched from the start with the VCR controls, the
// speed, a jump to a turn and a bookmark that survives a reload; leaving the replay returns to
// the live match exactly as it was.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, watchErrors } from './browser.mjs';
import { startFirepower } from './fpplay.mjs';
import { button, logText, passDevice, startMatch } from './play.mjs';
import { playByStore } from './storePlay.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const live = (page) => page.evaluate(() => {
  const m = globalThis.__wartable.match.getState();
  return { record: JSON.stringify(m.record), state: JSON.stringify(m.state), actions: m.record.actions.length };
});
/** Phase and turn of the state after `n` actions, worked out from the store's history. */
const stateAt = (page, n) => page.evaluate((k) => {
  const s = globalThis.__wartable.stateAt(k);
  return { phase: s.phase, turn: s.turn };
}, n);
/** Keeps the last view each board is given, to check what it draws. */
const spyBoards = (page) => page.evaluate(() => {
  for (const key of ['__wartableBoard', '__wartableHexBoard']) {
    const h = globalThis[key];
    if (!h || h.spied) continue;
    const set = h.setView.bind(h);
    h.setView = (v) => { globalThis.__lastView = v; set(v); };
    h.spied = true;
  }
});
/** The units' places on the board's last view equal those in the state after `n` actions. */
const boardShows = (page, n) => page.evaluate((k) => {
  const s = globalThis.__wartable.stateAt(k);
  const v = globalThis.__lastView;
  if (!v) return false;
  if (s.system === 'firepower') return v.counters.every((c) => c.q === s.soldiers[c.id].pos.q && c.r === s.soldiers[c.id].pos.r);
  return v.units.every((u) => u.x === s.fighters[u.id].pos.x && u.y === s.fighters[u.id].pos.y);
}, n);
const bar = (page) => page.getByRole('group', { name: 'Replay controls' });
const shownStep = async (page) => Number(await bar(page).getAttribute('data-step'));

/** The screen shows the state after `n` actions: the bar's step, its text, the HUD and the log. */
async function expectShown(page, n, total) {
  assert.equal(await shownStep(page), n);
  const s = await stateAt(page, n);
  assert.equal(await page.locator('.match').getAttribute('data-phase'), s.phase);
  assert.match(await bar(page).innerText(), new RegExp(`Step ${n} of ${total} · turn ${s.turn}`));
  assert.match(await page.locator('.hud-turn').innerText(), new RegExp(`Turn ${s.turn}`));
  const events = await page.evaluate((k) => globalThis.__wartable.match.getState().log.filter((e) => e.action !== null && e.action < k).length, n);
  assert.equal(await page.locator('[role="log"] .log-entry').count(), events);
  assert.ok(await boardShows(page, n), `the board draws the units as they stood at step ${n}`);
}

async function openReplay(page) {
  await spyBoards(page);
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await bar(page).waitFor();
}

describe('Replay', () => {
  it('watches an Old West match with first/back/forward/last, play at 4x, a turn jump and a saved bookmark, then returns to it unchanged', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startMatch(page, { seed: '7' });
    // Into turn 2 through the store (the rules' own actions): the replay is tested, not the play.
    const played = await playByStore(page, { untilTurn: 2, notPhase: 'drop' });
    assert.equal(played.why, 'turn', 'the match goes on into turn 2');
    await passDevice(page);
    await page.evaluate(() => globalThis.__wartable.match.getState().flush());
    const start = await live(page);
    const n = start.actions;
    assert.ok(n >= 4, `a few actions were played (${n})`);
    console.log(`replay test: ${n} actions played`);
    const startLog = await logText(page);

    await openReplay(page);
    await expectShown(page, 0, n);
    assert.equal(await page.getByRole('button', { name: 'Replay', exact: true }).getAttribute('aria-pressed'), 'true');
    // No action can be taken: the action bar and the turn's buttons are gone, Undo is off.
    assert.equal(await page.locator('.action-bar').count(), 0);
    assert.equal(await page.locator('.hud-actions').count(), 0);
    assert.ok(await page.getByRole('button', { name: /Undo/ }).isDisabled());
    // Tapping the board or a fighter selects nothing and changes nothing.
    const box = await page.locator('canvas').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
    await page.locator('.unit-row').first().click();
    assert.equal(await page.evaluate(() => globalThis.__wartable.ui.getState().selectedId), null);
    assert.equal((await live(page)).record, start.record);

    // The buttons: forward twice, back, last, first.
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expectShown(page, 2, n);
    await page.getByRole('button', { name: 'Step back' }).click();
    await expectShown(page, 1, n);
    await page.getByRole('button', { name: 'Last step' }).click();
    await expectShown(page, n, n);
    assert.ok(await page.getByRole('button', { name: 'Step forward' }).isDisabled());
    await page.getByRole('button', { name: 'First step' }).click();
    await expectShown(page, 0, n);

    // The keyboard on the bar: End, Home, Right, Right, Left.
    await bar(page).focus();
    await page.keyboard.press('End');
    assert.equal(await shownStep(page), n);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, 1, n);
    // Space plays; at 4x the replay reaches the end by itself and stops there.
    await page.getByLabel('Speed').selectOption('4');
    await bar(page).focus();
    const t0 = Date.now();
    await page.keyboard.press(' ');
    assert.equal(await bar(page).getAttribute('data-playing'), 'true');
    assert.ok(await page.getByRole('button', { name: 'Pause' }).isVisible());
    await page.waitForFunction(() => document.querySelector('.replay-bar')?.getAttribute('data-playing') === 'false', null, { timeout: 20000 });
    const took = Date.now() - t0;
    await expectShown(page, n, n);
    assert.ok(took >= (n - 1) * 250 * 0.8, `4x takes about a quarter second a step (${took} ms for ${n - 1} steps)`);
    assert.ok(took < (n - 1) * 1000, `4x is faster than 1x (${took} ms for ${n - 1} steps)`);

    // Jump to turn 2: the first step of turn 2.
    const turn2 = await page.evaluate(() => globalThis.__wartable.match.getState().replay.turns.indexOf(2));
    await page.getByLabel('Jump to turn').selectOption({ label: `Turn 2 (step ${turn2})` });
    await expectShown(page, turn2, n);

    // A bookmark at step 3 whose label is markup: shown as text, saved, still there after a reload.
    await page.getByRole('button', { name: 'Step forward' }).waitFor();
    await page.getByRole('button', { name: 'First step' }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    const label = '<b>Ambush</b> at the livery';
    await page.getByRole('button', { name: 'Bookmark step 3' }).click();
    assert.match(await page.locator('.replay-marks').innerText(), /Type a label for the bookmark first/);
    await page.getByLabel('Bookmark label').fill(label);
    await page.getByRole('button', { name: 'Bookmark step 3' }).click();
    const mark = page.getByRole('button', { name: `${label}, step 3` });
    await mark.waitFor();
    assert.equal(await page.locator('.replay-marks b').count(), 0, 'the label is not parsed as HTML');
    await page.evaluate(() => globalThis.__wartable.match.getState().flush());
    await page.reload();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.locator('canvas').waitFor();
    await passDevice(page);
    assert.equal((await live(page)).state, start.state, 'the reloaded match is the same');
    await openReplay(page);
    await page.getByRole('button', { name: 'Last step' }).click();
    await page.getByRole('button', { name: `${label}, step 3` }).click();
    await expectShown(page, 3, n);
    await page.getByRole('button', { name: `Delete bookmark ${label}` }).click();
    assert.match(await page.locator('.replay-marks').innerText(), /No bookmarks yet/);

    // Back to the match: the live state, log and actions are exactly as they were.
    await page.getByRole('button', { name: 'Back to the match' }).click();
    await bar(page).waitFor({ state: 'detached' });
    await passDevice(page);
    const end = await live(page);
    assert.equal(end.state, start.state);
    assert.deepEqual(JSON.parse(end.record).actions, JSON.parse(start.record).actions);
    assert.deepEqual(JSON.parse(end.record).bookmarks, []);
    assert.equal(await logText(page), startLog);
    assert.equal(await page.locator('.action-bar').count(), 1);
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });

  it('watches a finished match from its victory screen', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startMatch(page, { seed: '7' });
    const example = JSON.parse(readFileSync(new globalThis.URL('../../docs/examples/livery.wartable.json', import.meta.url), 'utf8'));
    await page.evaluate((record) => {
      const m = globalThis.__wartable.match.getState();
      const r = m.loadRecord(record, m.runtime);
      if (!r.ok) throw new Error(r.error);
    }, example);
    const victory = page.getByText(/Turns played: \d+/);
    await victory.waitFor();
    const start = await live(page);
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    await bar(page).waitFor();
    assert.equal(await victory.count(), 0, 'the victory screen makes way for the replay');
    await spyBoards(page);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expectShown(page, 1, start.actions);
    await page.getByRole('button', { name: 'Last step' }).click();
    await expectShown(page, start.actions, start.actions);
    assert.equal(await victory.count(), 0);
    await page.getByRole('button', { name: 'Back to the match' }).click();
    await victory.waitFor();
    assert.equal((await live(page)).record, start.record);
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });

  it('watches a Firepower match and returns to it unchanged', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startFirepower(page);
    await button(page, /Draw a chip/);
    await button(page, /^Act: Pvt\. Reyes/);
    await button(page, /^Forward \(\d MF\)/);
    await button(page, /^End impulse/);
    await page.evaluate(() => globalThis.__wartable.match.getState().flush());
    const start = await live(page);
    const n = start.actions;
    const startLog = await logText(page);

    await openReplay(page);
    await expectShown(page, 0, n);
    assert.equal(await page.locator('.action-bar').count(), 0);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expectShown(page, 1, n);
    await page.getByRole('button', { name: 'Last step' }).click();
    await expectShown(page, n, n);
    await page.getByRole('button', { name: 'Step back' }).click();
    await expectShown(page, n - 1, n);
    await page.getByRole('button', { name: 'First step' }).click();
    await expectShown(page, 0, n);
    // Pvt. Reyes moved: the board above drew him back where he started.
    const reyesAt = (k) => page.evaluate((i) => {
      const s = globalThis.__wartable.stateAt(i);
      const id = s.order.find((x) => s.soldiers[x].name === 'Pvt. Reyes');
      return JSON.stringify(s.soldiers[id].pos);
    }, k);
    assert.notEqual(await reyesAt(0), await reyesAt(n));

    await page.getByRole('button', { name: 'Back to the match' }).click();
    await bar(page).waitFor({ state: 'detached' });
    const end = await live(page);
    assert.equal(end.state, start.state);
    assert.equal(end.record, start.record);
    assert.equal(await logText(page), startLog);
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });
});
