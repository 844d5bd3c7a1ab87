// A hot-seat Old West match from the lobby to the victory screen, in a real browser.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState, watchErrors } from './browser.mjs';
import { button, logText, passDevice, selectFighter, skipHeroics, startMatch, step } from './play.mjs';
import { playByStore } from './storePlay.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Every control has an accessible name; on a touch screen every target is at least 44 px. */
async function checkControls(page, tap) {
  const bad = await page.evaluate((touch) => {
    const out = [];
    for (const el of document.querySelectorAll('button, input, select, textarea, [role="button"]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const labelled = el.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join('');
      const name = (el.getAttribute('aria-label') || labelled || el.textContent || el.labels?.[0]?.textContent || el.getAttribute('title') || '').trim();
      if (!name) out.push(`no name: ${el.outerHTML.slice(0, 80)}`);
      if (touch && el.type !== 'radio' && el.type !== 'checkbox' && (r.height < 44 || r.width < 44)) out.push(`small (${Math.round(r.width)}x${Math.round(r.height)}): ${name}`);
    }
    return out;
  }, tap);
  assert.deepEqual(bad, []);
}

async function playThrough(viewport, tap) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await startMatch(page, { tap });

  // The Drop, then hand the device to whoever won it.
  await button(page, /Roll for the Drop/, tap);
  assert.match(await logText(page), /The Drop: Anna rolled \d, Boris rolled \d/);
  assert.equal(await passDevice(page, tap), true, 'the hand-off curtain hides the board');
  // Undo never steps back past a die roll, and the log says why.
  await button(page, /^Undo/, tap);
  assert.match(await logText(page), /Undo stops here: dice were rolled/);
  // Heroes may declare Yee Haw! at the start of Movin' (OW-33); here nobody does.
  await skipHeroics(page, tap);
  let s = await matchState(page);
  const me = s.order.map((id) => s.fighters[id]).filter((f) => f.side === s.active);
  const enemy = s.order.map((id) => s.fighters[id]).find((f) => f.side !== s.active);

  // A move by dragging the fighter on the canvas: 2" straight back from the enemy.
  const mover = me[1];
  const dir = Math.sign(mover.pos.y - enemy.pos.y) || 1;
  const target = { x: mover.pos.x, y: mover.pos.y + 2 * dir };
  await selectFighter(page, mover.name, tap);
  const from = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), mover.pos);
  const to = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  await page.mouse.up();
  await page.waitForFunction((id) => globalThis.__wartable.match.getState().state.fighters[id].moveUsed > 1.5, mover.id);
  s = await matchState(page);
  assert.ok(Math.abs(s.fighters[mover.id].pos.y - target.y) < 0.2, 'the dragged fighter ends where it was dropped');
  // The board's spot goes into the move on the 1/1024" grid, so the record replays alike in any browser.
  const moved = (await page.evaluate(() => globalThis.__wartable.match.getState().record.actions)).at(-1);
  assert.ok(Number.isInteger(moved.to.x * 1024) && Number.isInteger(moved.to.y * 1024), `the move's spot is on the grid: ${JSON.stringify(moved.to)}`);
  assert.match(await logText(page), new RegExp(`${mover.name} moves 2\\.0"`));

  // An illegal drop (far beyond the move) snaps back with the reason.
  const far = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), { x: mover.pos.x, y: mover.pos.y + 9 * dir });
  const now = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), target);
  await page.mouse.move(now.x, now.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(now.x + ((far.x - now.x) * i) / 8, now.y + ((far.y - now.y) * i) / 8);
  await page.mouse.up();
  await page.getByRole('alert').filter({ hasText: /further than the move left|off the table/ }).waitFor();
  assert.deepEqual((await matchState(page)).fighters[mover.id].pos, s.fighters[mover.id].pos, 'the fighter stays put');

  // A charge from the unit list: the other fighter charges into base contact.
  await selectFighter(page, me[0].name, tap);
  await button(page, /^Charge: /, tap);
  assert.match(await logText(page), /charges .*!/);
  await button(page, /End movement/, tap);
  await passDevice(page, tap);
  await button(page, /End movement/, tap);
  await skipHeroics(page, tap);

  // A shot: the fighter that moved 2" with a sixgun fires, with the odds shown first.
  s = await matchState(page);
  assert.equal(s.phase, 'shoot');
  const shooter = s.order.map((id) => s.fighters[id]).find((f) => f.side === s.active && !f.charged && f.status === 'ok');
  await selectFighter(page, shooter.name, tap);
  await button(page, /^Shoot at: /, tap);
  const odds = await page.locator('.odds').innerText();
  assert.match(odds, /Hit .* on \d\+/);
  assert.match(odds, /%/);
  await button(page, /^Fire at /, tap);
  assert.match(await logText(page), new RegExp(`${shooter.name} shoots at .*: rolled \\d`));

  // Reload mid-match: the lobby offers Continue and the exact match comes back.
  // (Saves are asynchronous: wait until the last action's save has reached IndexedDB.)
  await page.evaluate(() => globalThis.__wartable.match.getState().flush());
  const before = await page.evaluate(() => JSON.stringify(globalThis.__wartable.match.getState().state));
  await page.reload();
  const cont = page.getByRole('button', { name: /^Continue/ });
  await cont.waitFor();
  await (tap ? cont.tap() : cont.click());
  await page.locator('canvas').waitFor();
  const afterReload = await page.evaluate(() => JSON.stringify(globalThis.__wartable.match.getState().state));
  assert.equal(afterReload, before, 'Continue restores the exact match');

  // On to the fights and the victory screen.
  let fought = false;
  let fightOdds = false;
  for (let i = 0; i < 400; i++) {
    const now = await matchState(page);
    if (!fightOdds && now?.pending?.kind === 'chooseFight' && !(await page.getByRole('button', { name: 'Ready, show the table' }).isVisible())) {
      // Before the dice: each side's exact chance to win the fight.
      const text = await page.locator('.odds').innerText();
      assert.match(text, /Anna wins \(.*\)[\s\S]*%[\s\S]*Boris wins \(/);
      fightOdds = true;
    }
    if (!(await step(page, tap))) break;
    if (!fought && /wins the fight/.test(await logText(page))) fought = true;
    if (fought && fightOdds) break;
  }
  assert.ok(fightOdds, 'the fight odds were shown before the dice');
  assert.ok(fought, 'a fight was resolved');
  await checkControls(page, tap);
  // On to the end through the store (the rules' own actions): the clicks above are what is tested.
  await playByStore(page);
  await passDevice(page, tap);
  await checkControls(page, tap);
  const victory = page.getByText(/Turns played: \d+/);
  await victory.waitFor();
  assert.match(await page.locator('body').innerText(), /wins/);
  assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
  await context.close();
}

describe('Old West hot-seat match', () => {
  it('plays lobby, Drop, move, charge, shot, reload and Continue, fights and victory (desktop)', async () => {
    await playThrough(DESKTOP, false);
  });
  it('plays the same at a 1024x768 touch viewport', async () => {
    await playThrough(TABLET, true);
  });
});
