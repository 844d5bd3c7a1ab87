// A Ronin match played through the screen as players would, to the victory box: the warbands in
// the lobby, walking and running by taps on the table, the fights chosen over the board, each
// player's secret split of the combat pool behind the hand-off screen (the other player's split
// never on screen), attacks with the engine's odds, then turns of holding to the end.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState, watchErrors } from './browser.mjs';
import { openLobby, passDevice } from './play.mjs';
import { playByStore } from './storePlay.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Each side's champion: its first fighter, who seeks out the other's. */
const champion = (s, side) => s.fighters.find((x) => x.side === side);

/**
 * What the screen shows, in one round trip: the match state, and whether the hand-off curtain, a
 * question over the board or the split's Commit button is up (a step used to ask each apart).
 */
function look(page) {
  return page.evaluate(() => {
    const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const button = (name) => [...document.querySelectorAll('button')].find((b) => b.textContent.includes(name) || b.getAttribute('aria-label') === name);
    return {
      s: globalThis.__wartable?.match.getState().state ?? null,
      curtain: shown(button('Ready, show the table')),
      question: shown(document.querySelector('.question')),
      commit: shown(button('Commit the split')),
    };
  });
}

/** One player step through the screen, from what `look` saw; false when the match is over. */
async function step(page, tap, seen) {
  const press = (loc) => (tap ? loc.tap() : loc.click());
  if (seen.curtain && (await passDevice(page, tap))) return true;
  const s = seen.s;
  if (s.result) return false;
  const question = page.locator('.question');
  if (seen.question) {
    const buttons = question.getByRole('button');
    const texts = await buttons.allInnerTexts();
    // Attack rather than pass, and strike plainly; otherwise the first answer.
    const pick = texts.findIndex((t) => /^Attack /.test(t));
    await press(buttons.nth(pick >= 0 ? pick : 0));
    return true;
  }
  const commit = page.getByRole('button', { name: 'Commit the split' });
  if (seen.commit) {
    // Every token to Attack: the slider's End key.
    const sliders = page.getByRole('slider');
    for (let i = 0; i < (await sliders.count()); i++) {
      await sliders.nth(i).focus();
      await page.keyboard.press('End');
    }
    await press(commit);
    return true;
  }
  const f = s.fighters.find((x) => x.side === s.active && !x.done && x.wound < 3);
  if (!f) return true;
  await press(page.locator('.unit-row', { hasText: f.name }).first());
  if (s.phase === 'move' && champion(s, f.side).id === f.id) {
    // Close with the enemy champion: a contact spot if one is in reach, else a tap on the table towards him.
    const close = page.getByRole('button', { name: /^Close with / });
    if (await close.count()) return press(close.first()).then(() => true);
    const o = champion(s, 1 - f.side);
    const dx = o.x - f.x, dy = o.y - f.y, d = Math.hypot(dx, dy);
    const k = Math.min(8.5, d - 6.5) / d;
    if (k > 0) {
      const at = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), { x: f.x + dx * k, y: f.y + dy * k });
      if (tap) await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      const go = page.getByRole('button', { name: /^(Walk|Run) here/ });
      if (await go.isEnabled().catch(() => false)) return press(go).then(() => true);
    }
  }
  await press(page.getByRole('button', { name: 'Hold' }).first());
  return true;
}

async function play(viewport, tap, { toTheEnd }) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openLobby(page);
  const press = (loc) => (tap ? loc.tap() : loc.click());
  await press(page.getByRole('radio', { name: /Ronin/ }));
  await page.getByRole('radio', { name: /Skirmish in the village/ }).check();
  await page.getByLabel('Warband of Boris').selectOption('sohei');
  await press(page.getByText('Advanced'));
  await page.getByLabel('Dice seed').fill('12');
  await press(page.getByRole('button', { name: 'Start match' }));
  await page.locator('.match canvas').waitFor();

  let sawSplit = false;
  let sawOdds = false;
  for (let i = 0; i < 600; i++) {
    const seen = await look(page);
    const s = seen.s;
    // The split check below may pass the curtain: what the screen shows is then looked at again.
    let changed = false;
    if (s?.bout && !s.bout.order.length && !sawSplit) {
      changed = await passDevice(page, tap);
      const panel = page.getByRole('dialog', { name: /combat pool/ });
      if (await panel.isVisible().catch(() => false)) {
        // The screen shows one player's own fighters only, and the other's split is nowhere in the page.
        const heading = await panel.getByRole('heading').innerText();
        const names = await panel.getByRole('slider').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
        const side = heading.startsWith('Anna') ? 0 : 1;
        const own = s.fighters.filter((f) => f.side === side).map((f) => f.name);
        assert.ok(names.every((n) => own.some((o) => n.includes(o))), `${heading}: only ${own.join(', ')} (${names})`);
        // The odds of each split, worked out by the rules: a row per way to split, then who acts first.
        const table = panel.getByRole('table', { name: /How the split changes the fight/ });
        await panel.getByText(/Acts before .+: \d+(\.\d)?%; with the initiative boost/).waitFor({ timeout: 20_000 });
        const rows = await table.locator('tbody tr').allInnerTexts();
        assert.ok(rows.length >= 2 && rows.every((r) => /^\d+ \/ \d+\s+[<>]?\d+(\.\d)?%\s+[<>]?\d+(\.\d)?%$/.test(r.trim())), `split odds rows: ${JSON.stringify(rows)}`);
        sawSplit = true;
      }
    }
    if (s?.bout?.order.length && !sawOdds) {
      const odds = page.locator('.odds-panel, [aria-label="Odds"]').first();
      if (/\d+(\.\d)?%/.test(await page.locator('body').innerText())) sawOdds = true;
      void odds;
    }
    if (sawSplit && sawOdds && !s?.bout && s?.fights?.some((f) => f.done)) {
      // What this play clicks for has been seen: to the end through the store (the rules' own actions).
      if (toTheEnd) {
        await playByStore(page);
        await passDevice(page, tap);
      }
      break;
    }
    if (!(await step(page, tap, changed ? await look(page) : seen))) break;
  }
  const end = await matchState(page);
  if (toTheEnd) assert.ok(end.result, 'the match ends');
  assert.ok(sawSplit, 'a secret split was made behind the hand-off screen');
  assert.ok(sawOdds, 'the odds were shown in a fight');
  const log = await page.locator('[role="log"]').innerText();
  assert.match(log, /splits? the combat pool in secret|split the combat pool in secret/);
  assert.match(log, /reveals \d+ Attack and \d+ Defence/);
  if (toTheEnd) {
    const victory = page.locator('.victory');
    await victory.waitFor();
    assert.match(await victory.innerText(), /wins|Nobody wins/);
  }
  assert.deepEqual(errors, []);
  await context.close();
}

describe('Ronin, played to the victory box', () => {
  it('at 1280x800 with the mouse, to the victory box', async () => { await play(DESKTOP, false, { toTheEnd: true }); });
  it('on a 1024x768 touch tablet with taps, to the victory box', async () => { await play(TABLET, true, { toTheEnd: true }); });
});
