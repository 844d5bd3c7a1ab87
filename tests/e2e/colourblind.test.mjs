// The colour-blind-safe sides: with the setting on, the two sides' fighters on the table stay
// clearly apart under simulated protanopia and deuteranopia (Chrome's own simulation, through the
// DevTools protocol), and further apart than with the scenario's own colours. Measure: the CIE76
// colour difference ΔE*ab between the median colours of the two sides' bases in a screenshot;
// "clearly apart" is ΔE >= 40 (about 17 times the just-noticeable difference).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, matchState, watchErrors } from './browser.mjs';
import { passDevice, startMatch } from './play.mjs';
import { decodePng, deltaE } from './pngPixels.mjs';

const CLEAR = 40;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The median colour of the pixels inside a fighter's base (a ring between 30% and 70% of its radius). */
function baseColour(png, centre, radius) {
  const px = [];
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const d = Math.hypot(dx, dy) / radius;
      if (d < 0.3 || d > 0.7) continue;
      px.push(png.pixel(Math.round(centre.x + dx), Math.round(centre.y + dy)));
    }
  }
  const median = (k) => px.map((p) => p[k]).sort((a, b) => a - b)[px.length >> 1];
  return [median(0), median(1), median(2)];
}

/** The smallest colour difference between a side-1 and a side-2 fighter on screen. */
async function sidesApart(page) {
  const s = await matchState(page);
  const spots = await page.evaluate((fighters) => {
    const b = globalThis.__wartableBoard;
    b.flush();
    const scale = b.camera().scale;
    return fighters.map((f) => ({ side: f.side, at: b.worldToScreen(f.pos), r: 0.5 * scale }));
  }, s.order.map((id) => s.fighters[id]).filter((f) => f.status === 'ok'));
  const png = decodePng(await page.screenshot());
  const inside = (p) => p.at && Number.isFinite(p.at.x) && p.at.x - p.r >= 0 && p.at.y - p.r >= 0 && p.at.x + p.r < png.width && p.at.y + p.r < png.height;
  const colours = spots.filter(inside).map((p) => ({ side: p.side, c: baseColour(png, p.at, Math.max(4, Math.floor(p.r))) }));
  let least = Infinity;
  for (const a of colours.filter((x) => x.side === 0)) for (const b of colours.filter((x) => x.side === 1)) least = Math.min(least, deltaE(a.c, b.c));
  return least;
}

describe('Colour-blind-safe sides', () => {
  it('keep the two sides clearly apart under simulated protanopia and deuteranopia, unlike the scenario colours', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startMatch(page, { scenario: 'Showdown at Red Gulch', seed: '7' }).catch(async () => page.locator('canvas').waitFor({ timeout: 90_000 }));
    await passDevice(page);
    const cdp = await context.newCDPSession(page);
    const measured = {};
    for (const safe of [false, true]) {
      if (safe) {
        await page.getByRole('button', { name: 'Settings' }).click();
        await page.getByRole('checkbox', { name: 'Colour-blind-safe sides' }).check();
        await page.keyboard.press('Escape');
      }
      for (const type of ['none', 'protanopia', 'deuteranopia']) {
        await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
        await page.waitForTimeout(100);
        measured[`${safe ? 'safe' : 'scenario'} ${type}`] = Math.round(await sidesApart(page) * 10) / 10;
      }
    }
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
    console.log(`# side colour difference (least ΔE*ab between the two sides' bases): ${JSON.stringify(measured)}`);
    for (const type of ['protanopia', 'deuteranopia']) {
      assert.ok(measured[`safe ${type}`] >= CLEAR, `safe sides under ${type}: ΔE ${measured[`safe ${type}`]} < ${CLEAR}`);
      assert.ok(measured[`safe ${type}`] > measured[`scenario ${type}`], `safe sides are further apart than the scenario colours under ${type}`);
    }
    // The setting is saved with the others.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('wartable.settings')).state.safeSides);
    assert.equal(saved, true);
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });
});
