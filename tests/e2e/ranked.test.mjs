// A rank-and-flank match played through the screen as players would, to the victory box: the
// pitched battle picked in the lobby; a regiment selected on the board and marched by the dock
// (its end position ghosted before the order); the charge declared by tapping the target on the
// board, with the odds of each reaction; the reaction asked over the board; volleys of the
// shooting phase offered over the board with their odds; the close combat with
// a challenge accepted (a duel); then phases ended to the last turn. At 1280x800 with the mouse
// and on a 1024x768 touch tablet with taps (every dock button at least 44 px there).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState } from './browser.mjs';
import { passDevice } from './play.mjs';
import { openRanked } from './rankedKit.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const RAD = Math.PI / 180;
/** A block's centre: half its depth behind the centre of its front edge. */
const centre = (b) => ({ x: b.front.x - Math.sin(b.facing * RAD) * b.depth / 2, y: b.front.y + Math.cos(b.facing * RAD) * b.depth / 2 });
const reg = (s, id) => s.regiments.find((r) => r.id === id);

/** Taps (or clicks) a regiment's block on the board. */
async function tapBlock(page, tap, r) {
  const at = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), centre(r.block));
  if (tap) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/** Dock controls smaller than 44 px either way. */
const smallDock = (page) => page.evaluate(() => [...document.querySelectorAll('.rk-dock button, .question button')]
  .filter((e) => e.getClientRects().length > 0)
  .map((e) => ({ name: e.getAttribute('aria-label') || e.textContent.trim(), r: e.getBoundingClientRect() }))
  .filter(({ r }) => r.width < 43.5 || r.height < 43.5)
  .map(({ name, r }) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`));

async function play(viewport, tap) {
  const { context, page, errors, press } = await openRanked(browser, viewport, tap);

  let marched = 0, charged = false, sawGhost = false, sawReactOdds = false, sawShootOdds = false, sawDuel = false, small = [];
  for (let i = 0; i < 400; i++) {
    if (await passDevice(page, tap)) continue;
    const s = await matchState(page);
    if (s.result) break;
    if (s.combats.some((c) => c.duel)) sawDuel = true;
    const question = page.locator('.question');
    if (await question.isVisible().catch(() => false)) {
      if (s.phase === 'react' && !sawReactOdds) {
        // The odds of each reaction, from the rules, beside the question.
        await page.locator('.panel.odds').getByText(/Hold: The charge reaches .+\d+(\.\d)?%|Hold: The charge reaches/).first().waitFor();
        sawReactOdds = true;
        if (tap) small.push(...(await smallDock(page)));
      }
      if (s.phase === 'shoot' && !sawShootOdds) {
        // The shooting phase asks for a volley over the board, with the odds of its casualties.
        await page.locator('.panel.odds').getByText(/loses 0 to the volley/).first().waitFor();
        sawShootOdds = true;
      }
      const buttons = question.getByRole('button');
      const texts = await buttons.allInnerTexts();
      const pick = [/^Challenge with/, / accepts$/, /^Hold$/].map((re) => texts.findIndex((t) => re.test(t))).find((k) => k >= 0);
      await press(buttons.nth(pick ?? 0));
      continue;
    }
    const mine = reg(s, s.active === 0 ? 'a1' : 'b1');
    const fighting = s.combats.some((c) => c.units.includes(mine.id));
    if (s.phase === 'charge' && s.active === 0 && s.turn >= 2 && !charged && !fighting) {
      // Select the regiment on the board, then tap the enemy it may charge; Declare.
      await tapBlock(page, tap, mine);
      await page.getByRole('button', { name: /^Charge Orc warriors \((front|left flank|right flank|rear)\)/ }).waitFor();
      await tapBlock(page, tap, reg(s, 'b1'));
      const declare = page.getByRole('button', { name: /^Declare the charge on Orc warriors/ });
      await declare.waitFor();
      if (tap) small.push(...(await smallDock(page)));
      await press(declare);
      charged = true;
      continue;
    }
    if (s.phase === 'move' && s.turn === 1 && !mine.moved && !mine.marched && mine.used === 0) {
      await press(page.locator('.unit-row', { hasText: s.active === 0 ? 'Spearmen I' : 'Orc warriors' }));
      await press(page.getByRole('button', { name: 'March', exact: true }));
      await page.getByRole('button', { name: /^Commit: march 8"/ }).waitFor();
      const ghost = await page.evaluate(() => { const b = globalThis.__wartableBoard; b.flush(); return b.drawn().names.some((n) => n.id.startsWith('ghost:')); });
      sawGhost ||= ghost;
      if (tap) small.push(...(await smallDock(page)));
      await press(page.getByRole('button', { name: /^Commit: / }));
      marched++;
      continue;
    }
    const end = page.getByRole('button', { name: /^End the / });
    if (await end.first().isVisible().catch(() => false)) await press(end);
    else await page.waitForTimeout(100);
  }
  const end = await matchState(page);
  assert.ok(end.result, 'the match ends');
  assert.equal(marched, 2, 'both sides marched a regiment by the dock');
  assert.ok(sawGhost, 'the planned march was shown before it was ordered');
  assert.ok(charged, 'a charge was declared from the board');
  assert.ok(sawReactOdds, 'the odds of the reactions were shown');
  assert.ok(sawShootOdds, 'a volley of the shooting phase was offered with its odds');
  assert.ok(sawDuel, 'a challenge was fought as a duel');
  // The points each side has scored (RK-GAP-7) stand over its roster to the end.
  assert.deepEqual((await page.locator('.unit-group-title').allInnerTexts()).map((x) => x.replace(/\d+/, 'N')), ['The kingdom · points scored: N', 'The horde · points scored: N']);
  const victory = page.locator('.victory');
  await victory.waitFor();
  const told = await victory.innerText();
  assert.match(told, /wins|draw|Nobody wins/i);
  // After the last turn the box gives the score the rules decided by.
  if (end.result.reason === 'turns') assert.match(told, /\(\d+ to \d+\)/);
  assert.deepEqual(small, [], 'dock and question buttons are at least 44 px');
  assert.deepEqual(errors, []);
  await context.close();
}

describe('Rank and Flank, played to the victory box', () => {
  it('at 1280x800 with the mouse', async () => { await play(DESKTOP, false); });
  it('on a 1024x768 touch tablet with taps', async () => { await play(TABLET, true); });
});
