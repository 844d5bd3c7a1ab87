// Rank and Flank's close combat through the screen: a saved match (tests/fixtures/ranked-duel.json,
// found by scripts/ranked-duel-seeds.ts) imported and continued at the challenge step of a combat
// where the orcs charged the spearmen's rear. The horde's player issues a challenge with the Orc
// warboss by the button over the board, with the odds of each choice in the odds panel (the chance
// each side breaks, and the expected combat result: each side's chance to win it and the average
// scores); after the
// hand-off the kingdom's player accepts with the spearmen's champion, again with the odds shown;
// the warboss slays the champion with wounds to spare, and the log names the Overkill in the
// casualties and in the combat result. The spearmen's lost rank broke the contact at their rear: the
// orcs' shift back into it is ghosted on the board and made by "Fall back as shown",
// and the orcs then stand against the spearmen's rear, still in the combat; the battle is then
// played on to the victory box (questions answered, phases ended). At 1280x800 with the
// mouse and on a 1024x768 touch tablet with taps. Every regiment's name is drawn on the table there,
// and at the start on the tablet (the names of the regiments by its edges once ran off it). In a
// shooting phase with three volleys offered the odds panel gives one line a volley and the whole
// spread of casualties only of the volley asked about (pointed at, focused, or its target tapped).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState } from './browser.mjs';
import { passDevice } from './play.mjs';
import { openRanked, openRankedRecord } from './rankedKit.mjs';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/ranked-duel.json', import.meta.url), 'utf8'));

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const RAD = Math.PI / 180;
/** A chance as the odds panel shows it: exact, or estimated from seeded rounds ("about 3%"). */
const PCT = String.raw`( \(estimated from [\d,]+ simulated rounds\))? (about )?[<>]?\d+(\.\d+)?%`;
const reg = (s, id) => s.regiments.find((r) => r.id === id);

/** Where `p` lies in `b`'s frame: `u` inches right of its front centre, `v` inches forward of it. */
function local(b, p) {
  const dx = p.x - b.front.x, dy = p.y - b.front.y;
  return { u: dx * Math.cos(b.facing * RAD) + dy * Math.sin(b.facing * RAD), v: dx * Math.sin(b.facing * RAD) - dy * Math.cos(b.facing * RAD) };
}

/** `unit`'s front flush against `target`'s rear edge, facing the same way, sharing part of that edge. */
function againstRear(unit, target) {
  const at = local(target.block, unit.block.front);
  return unit.block.facing === target.block.facing && Math.abs(at.v + target.block.depth) < 0.01
    && Math.abs(at.u) < (unit.block.width + target.block.width) / 2 - 0.05;
}

/** The log's lines as the player reads them (each with its rule's ID after it). */
async function logLines(page) {
  await page.locator('[role="log"]:not([aria-busy="true"])').waitFor();
  return (await page.locator('[role="log"] li').allInnerTexts()).map((l) => l.replace(/\s+/g, ' '));
}

/** Asserts that a line of the log matches `re` (naming the last lines when none does). */
function logHas(lines, re) {
  assert.ok(lines.some((l) => re.test(l)), `no log line matches ${re}; the last lines:\n${lines.slice(-8).join('\n')}`);
}

/** The regiments' names drawn past the table's edge (CSS pixels; none at fit zoom). */
const namesOffTable = (page) => page.evaluate(() => {
  const b = globalThis.__wartableBoard;
  b.flush();
  const { width, height } = globalThis.__wartable.match.getState().state.table;
  const tl = b.worldToScreen({ x: 0, y: 0 }), br = b.worldToScreen({ x: width, y: height });
  return b.drawn().names.filter((n) => n.box.x0 < tl.x - 0.5 || n.box.y0 < tl.y - 0.5 || n.box.x1 > br.x + 0.5 || n.box.y1 > br.y + 0.5)
    .map((n) => `${n.id} ${Math.round(n.box.x0)}..${Math.round(n.box.x1)} x ${Math.round(n.box.y0)}..${Math.round(n.box.y1)} (table ${Math.round(tl.x)}..${Math.round(br.x)} x ${Math.round(tl.y)}..${Math.round(br.y)})`);
});

/** The question over the board: its prompt and its buttons' words. */
async function question(page) {
  const q = page.locator('.question');
  await q.waitFor();
  return { prompt: (await q.innerText()).split('\n')[0], buttons: await q.getByRole('button').allInnerTexts() };
}

/** The question's buttons smaller than 44 px either way (a finger's size on the tablet). */
const smallButtons = (page) => page.evaluate(() => [...document.querySelectorAll('.question button')]
  .map((e) => ({ name: e.textContent.trim(), r: e.getBoundingClientRect() }))
  .filter(({ r }) => r.width > 0 && (r.width < 43.5 || r.height < 43.5))
  .map(({ name, r }) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`));

/** The odds panel's text once it holds a line matching `re`. */
async function oddsShowing(page, re) {
  const odds = page.locator('.panel.odds');
  await odds.getByText(re).first().waitFor({ timeout: 20_000 });
  return (await odds.innerText()).replace(/\s+/g, ' ');
}

async function play(viewport, tap) {
  const { context, page, errors, press } = await openRankedRecord(browser, viewport, tap, fixture.record);
  const { challenge, accept, fallBack } = fixture;
  let s = await matchState(page);
  assert.equal(s.phase, 'combat');
  assert.equal(s.combats.find((c) => c.id === challenge.combat)?.pending?.kind, 'challenge', 'the record stops at the challenge step');
  const before = { unit: reg(s, fallBack.unit), target: reg(s, fallBack.against) };
  assert.ok(againstRear(before.unit, before.target), 'the orcs charged the spearmen in the rear');
  assert.deepEqual(await namesOffTable(page), [], 'every name is drawn on the table');

  // 1. The challenge, issued by the button over the board, the odds of each choice beside it.
  let q = await question(page);
  assert.equal(q.prompt, 'Boris: issue a challenge in the combat of Spearmen I — Orc warriors?');
  assert.deepEqual(q.buttons, ['Challenge with Orc warboss (Orc warriors)', 'Challenge with the champion of Orc warriors', 'No challenge']);
  let odds = await oddsShowing(page, /No challenge: The kingdom breaks/);
  assert.match(odds, new RegExp(`Challenge with Orc warboss \\(Orc warriors\\): Accepted: The kingdom breaks${PCT}`));
  assert.match(odds, new RegExp(`Challenge with Orc warboss \\(Orc warriors\\): Refused: The kingdom breaks${PCT}`));
  // The expected combat result of each answer: the chance each side wins it, with the average scores.
  const AVG = String.raw`\(\d+(\.\d)? to \d+(\.\d)? on average\)`;
  assert.match(odds, new RegExp(`Challenge with Orc warboss \\(Orc warriors\\): Accepted: The horde wins the combat ${AVG}${PCT}`));
  assert.match(odds, new RegExp(`No challenge: The kingdom wins the combat ${AVG}${PCT}`));
  const small = tap ? await smallButtons(page) : [];
  await press(page.getByRole('button', { name: 'Challenge with Orc warboss (Orc warriors)' }));

  // 2. Accepted after the hand-off, with the odds of accepting and refusing; the duel is fought.
  await page.getByRole('button', { name: 'Ready, show the table' }).waitFor();
  await passDevice(page, tap);
  q = await question(page);
  assert.equal(q.prompt, 'Anna: Orc warboss (Orc warriors) issues a challenge. Who accepts?');
  assert.ok(q.buttons.includes('Refuse the challenge'), q.buttons.join(' | '));
  odds = await oddsShowing(page, /Refuse the challenge: The kingdom breaks/);
  assert.match(odds, new RegExp(`Marshal \\(Spearmen I\\) accepts: The kingdom breaks${PCT}`));
  assert.match(odds, new RegExp(`Refuse the challenge: The kingdom breaks${PCT}`));
  if (tap) small.push(...(await smallButtons(page)));
  await press(page.getByRole('button', { name: 'the champion of Spearmen I accepts' }));

  // 3. The spearmen lost a rank, so the orcs lost the contact at their rear: the shift is asked
  // (after the hand-off back), ghosted on the board, and made by the button.
  await passDevice(page, tap);
  q = await question(page);
  assert.equal(q.prompt, 'Boris: in the combat of Spearmen I — Orc warriors, regiments that lost contact fall back into it as drawn on the board.');
  assert.deepEqual(q.buttons, ['Fall back as shown']);
  s = await matchState(page);
  assert.ok(!againstRear(reg(s, fallBack.unit), reg(s, fallBack.against)), 'the contact was lost and nothing has moved yet');
  const ghost = await page.evaluate((id) => {
    const b = globalThis.__wartableBoard;
    b.flush();
    return b.drawn().names.find((n) => n.id === id) ?? null;
  }, `shift:0:${fallBack.unit}`);
  assert.ok(ghost, 'the shift is ghosted on the board');
  let log = await logLines(page);
  logHas(log, /^Orc warboss issues a challenge\./);
  logHas(log, /^the champion of Spearmen I accepts the challenge\./);
  logHas(log, /^the champion of Spearmen I takes 1 wound and is slain \(overkill 3\)\./);
  if (tap) small.push(...(await smallButtons(page)));
  await press(page.getByRole('button', { name: 'Fall back as shown' }));

  // The orcs stand against the spearmen's rear again, in the same combat; the result counts the Overkill.
  await page.waitForFunction(() => globalThis.__wartable.match.getState().log.some((l) => l.event.type === 'combatResult'));
  s = await matchState(page);
  assert.ok(againstRear(reg(s, fallBack.unit), reg(s, fallBack.against)), 'the orcs are back in contact with the spearmen\'s rear');
  assert.deepEqual(s.combats.find((c) => c.id === challenge.combat)?.units, [fallBack.against, fallBack.unit].sort(), 'both still fight in that combat');
  const played = await page.evaluate(() => globalThis.__wartable.match.getState().record.actions.slice(-3));
  assert.deepEqual(played, [challenge, accept, { type: 'fallBack', combat: challenge.combat, choice: 0 }], 'the three buttons made the rules\' actions');
  log = await logLines(page);
  logHas(log, /^Orc warriors falls back 0\.8" into contact with Spearmen I\./);
  logHas(log, /^Combat result: Anna 7 \(wounds 4, ranks 2, bonuses \+1\), Boris 9 \(wounds 2, overkill 3, ranks 0, bonuses \+4\): Boris wins by 2\./);
  assert.deepEqual(small, [], 'the question\'s buttons are at least 44 px on the tablet');

  // 4. The battle played on to the victory box: each question answered by its first button, each
  // phase ended.
  for (let i = 0; i < 400; i++) {
    if (await passDevice(page, tap)) continue;
    if ((await matchState(page)).result) break;
    const asked = page.locator('.question');
    const end = page.getByRole('button', { name: /^End the / });
    if (await asked.isVisible().catch(() => false)) await press(asked.getByRole('button').first());
    else if (await end.first().isVisible().catch(() => false)) await press(end);
    else await page.waitForTimeout(100);
  }
  s = await matchState(page);
  assert.ok(s.result, 'the battle ends');
  const told = await page.locator('.victory').innerText();
  assert.match(told, /wins|draw|Nobody wins/i);
  if (s.result.reason === 'turns') assert.match(told, /\(\d+ to \d+\)/);
  assert.deepEqual(errors, []);
  await context.close();
}

/** From the start, by the store: each regiment but the crossbowmen marches (6" or more) once a turn, phases ended, to a shooting phase offering three volleys. */
async function toThreeVolleys(page) {
  const played = await page.evaluate(() => {
    const store = globalThis.__wartable.match;
    for (let i = 0; i < 200; i++) {
      const { runtime, state } = store.getState();
      const legal = runtime.rules.legalActions(state);
      if (state.phase === 'shoot' && legal.filter((a) => a.type === 'shoot').length === 3) return i;
      const pick = legal.find((a) => a.type === 'march' && a.dist >= 6 && a.unit !== 'a3') ?? legal.find((a) => a.type === 'endPhase') ?? legal[0];
      if (!store.getState().dispatch(pick).ok) return -1;
    }
    return -1;
  });
  assert.ok(played > 0, 'a shooting phase with three volleys was reached');
}

/** The odds panel's lines once it shows `count` lines. */
async function oddsLines(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('.panel.odds .odds-row').length === n, count, { timeout: 20_000 });
  return page.locator('.panel.odds .odds-label').allInnerTexts();
}

/** Compact shooting odds: one line per volley; the whole spread of the one focused, pointed at or selected. */
async function shootingOdds(viewport, tap) {
  const { context, page, errors, press } = await openRanked(browser, viewport, tap);
  await toThreeVolleys(page);
  await passDevice(page, tap);
  const volleys = ['Orc warriors', 'Big orcs', 'Orc archers'].map((t) => new RegExp(`^Crossbowmen at ${t}: one casualty or more \\(\\d\\.\\d on average\\)$`));
  // A line a volley; the first has the keyboard focus when the question comes: its six lines follow.
  let lines = await oddsLines(page, 9);
  volleys.forEach((re, i) => assert.match(lines[i], re));
  assert.deepEqual(lines.slice(3, 5), ['Orc warriors loses 0 to the volley', 'Orc warriors loses 1 to the volley']);
  if (tap) {
    // On the tablet: the target tapped in the roster shows its volley's spread.
    await press(page.locator('.unit-row', { hasText: 'Big orcs' }));
  } else {
    // With the mouse: the volley's button pointed at shows its spread.
    await page.getByRole('button', { name: /^Crossbowmen shoot at Big orcs/ }).hover();
  }
  await page.locator('.panel.odds').getByText('Big orcs loses 0 to the volley').waitFor();
  lines = await oddsLines(page, 9);
  volleys.forEach((re, i) => assert.match(lines[i], re));
  assert.deepEqual(lines.slice(3, 5), ['Big orcs loses 0 to the volley', 'Big orcs loses 1 to the volley']);
  assert.ok(!lines.some((l) => l.startsWith('Orc warriors loses')), lines.join(' | '));
  assert.deepEqual(errors, []);
  await context.close();
}

describe('Rank and Flank close combat through the screen: a duel with Overkill, then a fall-back into contact', () => {
  it('at 1280x800 with the mouse', async () => { await play(DESKTOP, false); });
  it('on a 1024x768 touch tablet with taps', async () => { await play(TABLET, true); });
  it('the shooting phase\'s odds one line a volley, the spread of the one pointed at, at 1280x800', async () => { await shootingOdds(DESKTOP, false); });
  it('the shooting phase\'s odds one line a volley, the spread of the target tapped in the roster, on the tablet', async () => { await shootingOdds(TABLET, true); });
  it('on the 1024x768 tablet at the start, the names of the regiments by the table\'s edges stay on the table', async () => {
    const { context, page, errors } = await openRanked(browser, TABLET, true);
    assert.deepEqual(await namesOffTable(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
