// Plays an Old West match through the UI as a player would: buttons, the unit list, the canvas.
import assert from 'node:assert/strict';
import { matchState, URL } from './browser.mjs';

export async function openLobby(page) {
  await page.goto(URL);
  await page.getByRole('button', { name: 'Start match' }).waitFor();
}

export async function startMatch(page, { scenario = 'Trouble at the Livery', seed = '7', tap = false } = {}) {
  await openLobby(page);
  const press = (loc) => (tap ? loc.tap() : loc.click());
  await page.getByRole('radio', { name: new RegExp(scenario) }).check();
  await press(page.getByText('Advanced'));
  await page.getByLabel('Dice seed').fill(seed);
  await press(page.getByRole('button', { name: 'Start match' }));
  await page.locator('.match').waitFor();
  await page.locator('canvas').waitFor();
}

/** Clicks the hand-off curtain away if it is up. */
export async function passDevice(page, tap = false) {
  const ready = page.getByRole('button', { name: 'Ready, show the table' });
  if (await ready.isVisible().catch(() => false)) {
    await (tap ? ready.tap() : ready.click());
    await ready.waitFor({ state: 'hidden' });
    return true;
  }
  return false;
}

/** Declines heroic actions for whoever is asked (handing the device over as needed). */
export async function skipHeroics(page, tap = false) {
  for (let i = 0; i < 4; i++) {
    await passDevice(page, tap);
    const s = await matchState(page);
    if (s?.pending?.kind !== 'heroics') return;
    await button(page, /^No heroic action/, tap);
  }
}

export async function button(page, name, tap = false) {
  const b = page.getByRole('button', { name }).first();
  await (tap ? b.tap() : b.click());
}

export async function selectFighter(page, name, tap = false) {
  const row = page.locator('.unit-row', { hasText: name }).first();
  await (tap ? row.tap() : row.click());
}

export async function logText(page) {
  // The log's words load with its first line (aria-busy until they have come).
  await page.locator('[role="log"]:not([aria-busy="true"])').waitFor();
  return (await page.locator('[role="log"]').innerText()).replace(/\s+/g, ' ');
}

/** One sensible step of play for whoever must act; returns false when the match is over. */
export async function step(page, tap = false) {
  if (await passDevice(page, tap)) return true;
  const s = await matchState(page);
  assert.ok(s, 'a match is open');
  if (s.result) return false;
  const p = s.pending;
  const first = async (re) => {
    const b = page.getByRole('button', { name: re }).first();
    if (await b.count()) {
      await (tap ? b.tap() : b.click());
      return true;
    }
    return false;
  };
  if (p?.kind === 'hills') return first(/Run for the hills/);
  if (p?.kind === 'fame') return first(/^Keep it/);
  if (p?.kind === 'heroics') return first(/^No heroic action/);
  if (p?.kind === 'fameBid') return first(/^Bid 0/);
  if (p?.kind === 'fortune') return first(/^Use Fortune/);
  if (p?.kind === 'chooseFight') return first(/^Fight: /);
  if (p?.kind === 'backOff') return first(/^Back off: /);
  if (p?.kind === 'strike') return first(/^Strike /);
  if (s.phase === 'drop') return first(/Roll for the Drop/);
  if (s.heroics?.current) return first(/^End (Yee Haw|Quickdraw|Time for)/);
  const mine = s.order.map((id) => s.fighters[id]).filter((f) => f.side === s.active && f.status === 'ok');
  if (s.phase === 'move') {
    for (const f of mine) {
      if (f.charged) continue;
      await selectFighter(page, f.name, tap);
      if (await first(/^Charge: /)) return true;
    }
    return first(/End movement/);
  }
  if (s.phase === 'shoot') {
    for (const f of mine) {
      if (f.shot) continue;
      await selectFighter(page, f.name, tap);
      if (await first(/^Shoot at: /)) return first(/^Fire at /);
    }
    return first(/End shooting/);
  }
  return true;
}
