// The castle siege played as children would, with taps on a 1024x768 touch tablet to the victory
// screen (the Defender holds the castle to the last round), and at 1280x800 with the mouse
// through a shot and a move: the Defender's magic, the cannon aimed by a tap on the table with
// the arc and the odds shown before "Fire!", a knight moved by taps, "End turn" with its
// "are you sure?", and every control a child presses at least 56 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState, watchErrors } from './browser.mjs';
import { openLobby, passDevice } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const visible = (loc) => loc.first().isVisible().catch(() => false);

/** Buttons on screen smaller than 56 px either way, the shared odds panel's rule badges aside. */
const smallButtons = (page) => page.evaluate(() => [...document.querySelectorAll('button, input, select')]
  .filter((e) => e.getClientRects().length > 0 && !e.closest('.panel.odds, [role="log"]'))
  .map((e) => ({ name: e.getAttribute('aria-label') || e.textContent.trim(), r: e.getBoundingClientRect() }))
  .filter(({ r }) => r.width < 55.5 || r.height < 55.5)
  .map(({ name, r }) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`));

async function play(viewport, tap, { toTheEnd }) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const press = (loc) => (tap ? loc.first().tap() : loc.first().click());
  await openLobby(page);
  await press(page.getByRole('radio', { name: /Castle Siege/ }));
  await page.getByRole('radio', { name: /The gate/ }).check();
  await press(page.getByText('Advanced'));
  await page.getByLabel('Dice seed').fill('5');
  await press(page.getByRole('button', { name: 'Start match' }));
  await page.locator('.match canvas').waitFor({ timeout: 90_000 });

  let fired = false, moved = false, sawOdds = false, sawMagic = false, small = [];
  for (let i = 0; i < 400; i++) {
    if (await passDevice(page, tap)) continue;
    const s = await matchState(page);
    if (s.result) break;
    if (!toTheEnd && fired && moved) break;
    const ok = page.getByRole('button', { name: /OK/ });
    if (await visible(ok)) { await press(ok); continue; }
    const question = page.locator('.question').getByRole('button');
    if (await visible(question)) {
      if (s.phase === 'magic') sawMagic = true;
      await press(question);
      continue;
    }
    const hold = page.getByRole('button', { name: /Hold fire/ });
    if (await visible(hold)) {
      if (!fired) {
        // Aim: a tap on the table at the nearest Defender knight; the arc and the odds show, then Fire!
        const cannon = s.units.find((u) => u.side === s.active && u.kind === 'cannon');
        const foe = s.units.filter((u) => u.side !== s.active && u.alive && u.kind === 'warrior')
          .sort((a, b) => Math.hypot(a.x - cannon.x, a.y - cannon.y) - Math.hypot(b.x - cannon.x, b.y - cannon.y))[0];
        const at = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), { x: foe.x, y: foe.y });
        if (tap) await page.touchscreen.tap(at.x, at.y);
        else await page.mouse.click(at.x, at.y);
        await page.getByRole('button', { name: /Fire!/ }).first().waitFor();
        const odds = page.locator('.panel.odds .odds-list');
        await odds.first().waitFor({ timeout: 10_000 }).catch(() => {});
        sawOdds = /\d+(\.\d)?%/.test(await odds.first().innerText().catch(() => ''));
        small = await smallButtons(page);
        await press(page.getByRole('button', { name: /Fire!/ }));
        fired = true;
      } else await press(hold);
      continue;
    }
    if (s.phase === 'maneuver' && !moved) {
      // A knight moved by taps: its row, then a spot a step towards the castle, then "Move here".
      const k = s.units.find((u) => u.side === s.active && u.alive && u.kind === 'warrior' && !u.moved);
      await press(page.locator('.unit-row').filter({ hasText: new RegExp(`\\b${k.id.replace(/\D/g, '')}\\b`) }).first());
      const at = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), { x: k.x, y: k.y + 1 });
      if (tap) await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      const go = page.getByRole('button', { name: /Move here|Climb here/ });
      await go.first().waitFor({ timeout: 5000 }).catch(() => {});
      if (await go.first().isEnabled().catch(() => false)) { await press(go); moved = true; continue; }
      moved = true;
    }
    const end = page.getByRole('button', { name: /End turn/ });
    if (await visible(end)) {
      await press(end);
      const yes = page.getByRole('button', { name: /Yes, end turn/ });
      if (await yes.first().isVisible({ timeout: 1000 }).catch(() => false)) await press(yes);
    }
  }
  assert.ok(fired, 'the cannon was fired after aiming with a tap');
  assert.ok(sawOdds, 'the odds of the shot were shown before firing');
  assert.ok(moved, 'a knight was moved by taps');
  const log = await page.locator('[role="log"]').innerText();
  assert.match(log, /fires with power/);
  if (tap) assert.deepEqual(small, [], 'every control a child presses is at least 56 px');
  if (toTheEnd) {
    assert.ok(sawMagic, "the Defender's magic was cast");
    const end = await matchState(page);
    assert.ok(end.result, 'the siege ends');
    await page.locator('.victory').waitFor();
    assert.match(await page.locator('.victory').innerText(), /wins|draw/i);
  }
  assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
  await context.close();
}

describe('Castle siege', () => {
  it('on a 1024x768 touch tablet with taps, to the victory screen', async () => { await play(TABLET, true, { toTheEnd: true }); });
  it('at 1280x800 with the mouse, through a shot and a move', async () => { await play(DESKTOP, false, { toTheEnd: false }); });
});
