// What a player reads off the board at fit zoom: in an Old West fight the names stay by their own
// fighters and never print over each other, engagement lines join the fighters locked together,
// casualties leave the table for the casualty tray; the dice tray says whose dice they are and its
// roll animation is off under reduced motion; Firepower counters are big enough to read at fit,
// the legend explains the arc and the range bands, and no range label is drawn off the map.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, URL as APP, launch, matchState, watchErrors } from './browser.mjs';
import { passDevice } from './play.mjs';

const fixture = (name) => readFileSync(new URL(`../fixtures/board/${name}`, import.meta.url));

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Starts a Firepower match without the hand-off screen, and waits for the map's first frame. */
async function startFirepower(page, scenario) {
  await page.goto(APP);
  await page.getByRole('radio', { name: /Firepower/ }).check();
  await page.getByRole('radio', { name: new RegExp(scenario) }).check();
  const handoff = page.getByRole('checkbox', { name: /Hot-seat hand-off screen/ });
  if (await handoff.isChecked()) await handoff.uncheck();
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.locator('.match').waitFor();
  await page.waitForFunction(() => globalThis.__wartableHexBoard?.stats().renders > 0, null, { timeout: 180000 });
}

/** Imports a match file on the saved-matches screen and continues it. */
async function openFixture(page, name) {
  await page.goto(APP);
  await page.getByRole('button', { name: 'Saved matches' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/json', buffer: fixture(name) });
  await page.getByText(/^Imported/).waitFor();
  await page.getByRole('button', { name: /^Continue: / }).first().click();
  await page.locator('.match').waitFor();
  await passDevice(page);
  await page.waitForFunction(() => globalThis.__wartableBoard?.stats().renders > 0 && globalThis.__wartableBoardView, null, { timeout: 180000 });
  await page.getByRole('button', { name: 'Fit table' }).click();
  await page.evaluate(() => globalThis.__wartableBoard.flush());
}

const overlap = (a, b) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5;
/** Pixels from a point to the nearest point of a box. */
const gap = (p, b) => Math.hypot(Math.max(b.x0 - p.x, 0, p.x - b.x1), Math.max(b.y0 - p.y, 0, p.y - b.y1));

async function oldWestFight(viewport) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  // A loaded shared machine can take its time over a click; the checks are about what is drawn.
  page.setDefaultTimeout(120000);
  const errors = watchErrors(page);
  await openFixture(page, 'ow-bank-job-fight.wartable.json');
  const s = await matchState(page);
  assert.equal(s.phase, 'fight', 'the match is in the fight phase');

  // Casualties leave the table for the tray, which names each of them.
  const fallen = s.order.map((id) => s.fighters[id]).filter((f) => f.status === 'out');
  assert.ok(fallen.length >= 1, 'someone is out of action');
  const view = await page.evaluate(() => globalThis.__wartableBoardView);
  const onTable = new Set(view.units.map((u) => u.id));
  for (const f of fallen) assert.ok(!onTable.has(f.id), `${f.name} is no longer drawn on the table`);
  const tray = page.getByRole('region', { name: 'Casualties' });
  for (const f of fallen) {
    const list = tray.getByRole('list', { name: `Fallen of ${s.players[f.side]}` });
    await list.getByRole('listitem', { name: `${f.name}, out of action` }).waitFor();
  }

  // Engagement lines: one per pair of enemies in contact in each fight still to fight, all drawn.
  const open = s.fights.filter((f) => !f.resolved);
  assert.ok(open.length >= 1, 'fights wait to be fought');
  const lines = view.overlays.engagements;
  for (const fight of open) assert.ok(lines.some((l) => l.fight === fight.id), `${fight.id} has an engagement line`);
  for (const l of lines) {
    const fight = open.find((f) => f.id === l.fight);
    assert.ok(fight && fight.fighterIds.includes(l.a) && fight.fighterIds.includes(l.b), 'a line joins two fighters of its fight');
    assert.notEqual(s.fighters[l.a].side, s.fighters[l.b].side, 'a line joins enemies');
  }
  const drawn = await page.evaluate(() => globalThis.__wartableBoard.drawn());
  assert.equal(drawn.engagements, lines.length, 'the board draws every engagement line');

  // Names: none over another, each beside its own fighter.
  assert.ok(drawn.names.length >= view.units.length - 2, 'the names are shown at fit');
  for (let i = 0; i < drawn.names.length; i++) {
    for (let j = i + 1; j < drawn.names.length; j++) {
      assert.ok(!overlap(drawn.names[i].box, drawn.names[j].box), `${drawn.names[i].id} and ${drawn.names[j].id} do not print over each other`);
    }
  }
  for (const n of drawn.names) {
    const u = view.units.find((x) => x.id === n.id);
    const at = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), { x: u.x, y: u.y });
    assert.ok(gap(at, n.box) <= 24, `${n.id}'s name is within 24 px of its fighter (${gap(at, n.box).toFixed(1)} px)`);
  }

  // The dice tray says whose dice the last roll was.
  const dice = page.getByRole('region', { name: 'Last roll' });
  const owner = await dice.locator('.dice-owner').first().innerText();
  assert.match(owner, /^(Anna|Boris)’s dice: [A-Z]/, 'the last roll names its player and fighter');
  assert.deepEqual(errors, []);
  await context.close();
}

async function firepowerFit(viewport) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  // A loaded shared machine can take its time over a click; the checks are about what is drawn.
  page.setDefaultTimeout(120000);
  const errors = watchErrors(page);
  await startFirepower(page, 'Meeting Engagement');
  await page.getByRole('button', { name: 'Fit table' }).click();
  await page.evaluate(() => globalThis.__wartableHexBoard.flush());
  const px = (await page.evaluate(() => globalThis.__wartableHexBoard.stats())).counterPx;
  assert.ok(px >= 22, `counters are at least 22 px across at fit (${px.toFixed(1)} px)`);

  // The legend explains the arc of fire and the range bands.
  await page.getByText('Map legend').click();
  await page.locator('.fp-legend li', { hasText: 'arc of fire' }).waitFor();
  await page.locator('.fp-legend li', { hasText: 'range bands' }).waitFor();
  await page.getByText('Map legend').click();

  // A soldier's range bands: every label on the map, wherever the pointer aims.
  await page.getByRole('button', { name: /^Draw a chip$/ }).first().click();
  await page.getByRole('button', { name: /^Act: / }).first().click();
  // The pointer at three corners of the map, where a label could fall off its edge.
  const edge = (await page.evaluate(() => globalThis.__wartableHexBoard.drawnLabels())).map;
  let checked = 0;
  for (const p of [{ x: edge.x1 - 12, y: edge.y0 + 12 }, { x: edge.x0 + 12, y: edge.y1 - 12 }, { x: edge.x1 - 12, y: edge.y1 - 12 }]) {
    await page.mouse.move(p.x, p.y);
    // The hover is drawn on the next frame: draw it now, then read what is on the map.
    await page.waitForFunction(() => {
      globalThis.__wartableHexBoard.flush();
      return globalThis.__wartableHexBoard.drawnLabels().labels.length > 0;
    }, null, { timeout: 10000 });
    const { labels, map } = await page.evaluate(() => globalThis.__wartableHexBoard.drawnLabels());
    for (const l of labels) {
      assert.ok(l.x >= map.x0 && l.x <= map.x1 && l.y >= map.y0 && l.y <= map.y1, `range label ${l.text} at (${l.x.toFixed(0)}, ${l.y.toFixed(0)}) is on the map`);
      checked++;
    }
  }
  assert.ok(checked >= 2, `range labels were drawn and checked (${checked})`);
  await page.getByRole('region', { name: 'Casualties' }).getByText('No one has fallen yet.').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
}

describe('the board at fit zoom', () => {
  it('Old West fight at 1280x800: names by their fighters, engagement lines, casualty tray, dice owner', () => oldWestFight(DESKTOP));
  it('Old West fight on a 1024x768 touch tablet', () => oldWestFight(TABLET));
  it('Firepower at 1280x800: readable counters, legend, range labels on the map', () => firepowerFit(DESKTOP));
  it('Firepower on a 1024x768 touch tablet', () => firepowerFit(TABLET));

  it('the roll animation is off under reduced motion and can be turned off in the tray', async () => {
    const reduced = await browser.newContext({ ...DESKTOP, reducedMotion: 'reduce' });
    let page = await reduced.newPage();
    page.setDefaultTimeout(120000);
    await openFixture(page, 'ow-red-gulch-fight.wartable.json');
    const tray = page.locator('.dice-tray');
    assert.equal(await tray.getAttribute('data-motion'), 'off');
    assert.equal(await page.locator('.die').first().evaluate((d) => getComputedStyle(d).animationName), 'none');
    assert.ok(await page.getByRole('button', { name: 'Roll animation' }).isDisabled(), 'the animation cannot be turned on under reduced motion');
    await reduced.close();

    const normal = await browser.newContext(DESKTOP);
    // Each clatter makes noise buffers: count them.
    await normal.addInitScript(() => {
      globalThis.__clatters = 0;
      const make = globalThis.AudioContext.prototype.createBuffer;
      globalThis.AudioContext.prototype.createBuffer = function (...a) { globalThis.__clatters++; return make.apply(this, a); };
    });
    page = await normal.newPage();
    page.setDefaultTimeout(120000);
    await openFixture(page, 'ow-red-gulch-fight.wartable.json');
    assert.equal(await page.locator('.dice-tray').getAttribute('data-motion'), 'on');
    assert.notEqual(await page.locator('.die').first().evaluate((d) => getComputedStyle(d).animationName), 'none');
    const sound = page.getByRole('button', { name: 'Dice sound' });
    assert.equal(await sound.getAttribute('aria-pressed'), 'false', 'the dice sound is off until asked for');
    await page.getByRole('button', { name: 'Roll animation' }).click();
    assert.equal(await page.locator('.dice-tray').getAttribute('data-motion'), 'off');
    assert.equal(await page.locator('.die').first().evaluate((d) => getComputedStyle(d).animationName), 'none');
    const size = await sound.boundingBox();
    assert.ok(size.width >= 44 && size.height >= 44, 'the tray settings are 44 px targets');
    // Turned on, the sound plays for a roll made at the table, and not for old rolls in the replay.
    await sound.click();
    const clatters = () => page.evaluate(() => globalThis.__clatters);
    await page.evaluate(() => globalThis.__wartable.match.getState().dispatch({ type: 'resolveFight', fightId: 'fight-1' }));
    await page.waitForFunction(() => globalThis.__clatters > 0);
    const heard = await clatters();
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Step back' }).click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await clatters(), heard, 'stepping through the replay makes no dice sound');
    await normal.close();
  });
});
