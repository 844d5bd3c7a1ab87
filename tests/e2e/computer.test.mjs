// The computer opponent in the browser: computer against computer at 4x plays a whole match of
// every playable system to its end (its moves chosen in a worker, played through the store and
// narrated), with no hand-off curtain and nothing waiting for a person; and a person against the
// computer in Old West, where after each of the person's moves the computer answers and the
// curtain never shows, and one Undo takes the computer's answer and the person's move back; a
// reopened match keeps the computer playing, and leaving the match ends its worker.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, watchErrors } from './browser.mjs';
import { openLobby, step } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Flags the hand-off curtain if it ever shows (a MutationObserver, so a brief one is seen too). */
const watchCurtain = (page) => page.evaluate(() => {
  globalThis.__curtainSeen = false;
  new MutationObserver(() => { if (document.querySelector('.curtain')) globalThis.__curtainSeen = true; })
    .observe(document.body, { childList: true, subtree: true });
});
const curtainSeen = (page) => page.evaluate(() => globalThis.__curtainSeen || !!document.querySelector('.curtain'));

/** The open match as the rules see it: over, who is asked, how many actions. */
const where = (page) => page.evaluate(() => {
  const m = globalThis.__wartable.match.getState();
  const rules = m.runtime.rules;
  return { over: rules.isOver(m.state), actors: [...rules.actors(m.state)], actions: m.record.actions.length, computer: m.record.computer ?? null };
});

async function startAgainstComputer(page, { system, scenario, seats, seed }) {
  await openLobby(page);
  await page.getByRole('radio', { name: system }).click();
  await page.getByRole('radio', { name: scenario }).check();
  for (const [i, level] of seats.entries()) await page.getByLabel(/^Who plays /).nth(i).selectOption(level ?? 'person');
  await page.getByText('Advanced').click();
  await page.getByLabel('Dice seed').fill(String(seed));
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.locator('.match').waitFor({ timeout: 90_000 });
  await watchCurtain(page);
}

// The shortest scenario of each system, computer against computer on "easy" (headless, easy
// against easy took 30 to 160 actions in these).
const MATCHES = [
  { system: /Legends of the Old West/, scenario: /Trouble at the Livery/ },
  { system: /Firepower/, scenario: /Hold the Hill/ },
  { system: /Ronin/, scenario: /Night raid on the farm/ },
  { system: /Rank and Flank/, scenario: /The bridge/ },
  { system: /Castle Siege/, scenario: /The keep/ },
];

// Two matches at a time: much of a match is the computer's pause between moves.
describe('The computer opponent', { concurrency: 2 }, () => {
  for (const m of MATCHES) {
    it(`plays itself a whole match of ${m.system.source} (${m.scenario.source}) at 4x`, async () => {
      const context = await browser.newContext(DESKTOP);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const errors = watchErrors(page);
      await startAgainstComputer(page, { ...m, seats: ['easy', 'easy'], seed: 3 });
      await page.getByRole('radio', { name: 'Computer speed: 4×' }).check();
      assert.deepEqual((await where(page)).computer, ['easy', 'easy'], 'the record says the computer plays both sides');
      // Nothing waits for a person: the actions grow until the match ends.
      await page.waitForFunction(() => {
        const s = globalThis.__wartable.match.getState();
        return s.runtime.rules.isOver(s.state);
      }, null, { timeout: 170_000, polling: 500 });
      const end = await where(page);
      assert.ok(end.actions > 3, `the computer played the match (${end.actions} actions)`);
      assert.equal(await curtainSeen(page), false, 'no hand-off curtain between two computers');
      const narrated = await page.evaluate(() => globalThis.__wartable.match.getState().log.filter((e) => e.action !== null).length);
      assert.ok(narrated >= end.actions / 2, `its moves are narrated in the log (${narrated} lines for ${end.actions} actions)`);
      assert.ok(((await page.locator('[role="log"]').textContent()) ?? '').length > 40, 'the log shows them');
      await page.locator('.victory').first().waitFor({ timeout: 30_000 });
      assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
      await context.close();
    });
  }

  it('keeps playing its side in a reopened match, ends its worker when the match is left, and speaks Russian', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors = watchErrors(page);
    await startAgainstComputer(page, { system: /Castle Siege/, scenario: /The gate/, seats: ['easy', 'normal'], seed: 5 });
    await page.waitForFunction(() => globalThis.__wartable.match.getState().record.actions.length >= 2, null, { timeout: 30_000 });
    assert.ok(page.workers().length >= 1, 'the computer thinks in a worker');
    // Closed and opened again: the saved match names the computer, who plays on.
    await page.evaluate(() => globalThis.__wartable.match.getState().flush());
    await page.reload();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.locator('.match').waitFor();
    const reopened = await where(page);
    assert.deepEqual(reopened.computer, ['easy', 'normal'], 'the saved match says who the computer played');
    await page.waitForFunction((n) => globalThis.__wartable.match.getState().record.actions.length > n, reopened.actions, { timeout: 30_000 });
    // Leaving the match ends the computer's worker.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Start match' }).waitFor();
    for (let i = 0; i < 20 && page.workers().length > 0; i++) await page.waitForTimeout(100);
    assert.equal(page.workers().length, 0, 'no worker is left running after the match is left');
    // The lobby's choice in Russian.
    await page.getByRole('button', { name: 'Русский' }).click();
    const seat = page.getByLabel(/: кто играет$/).first();
    await seat.waitFor();
    assert.match(await seat.innerText(), /Игрок[\s\S]*Компьютер: лёгкий[\s\S]*Компьютер: обычный[\s\S]*Компьютер: сильный/);
    const box = await seat.boundingBox();
    assert.ok(box.height >= 44, `the choice is at least 44 px tall (${box.height})`);
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });

  it('answers a person in Old West, with no curtain, and one Undo takes its answer and the person’s move back', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors = watchErrors(page);
    await startAgainstComputer(page, { system: /Legends of the Old West/, scenario: /Trouble at the Livery/, seats: [null, 'easy'], seed: 7 });
    // The person's turn: asked alone (a choice either side may make, such as the Drop roll, is
    // the computer's to make first when it is quicker).
    const personsTurn = () => page.waitForFunction(() => {
      const s = globalThis.__wartable.match.getState();
      const rules = s.runtime.rules;
      const actors = rules.actors(s.state);
      return rules.isOver(s.state) || (actors.length === 1 && actors[0] === 0);
    }, null, { timeout: 30_000, polling: 100 });
    let answered = 0;
    let undone = false;
    let sawThinking = false;
    let sawHud = false;
    for (let i = 0; i < 60 && answered < 3; i++) {
      await personsTurn();
      const before = await where(page);
      if (before.over) break;
      await step(page);
      const moved = await where(page);
      if (moved.actions === before.actions) continue;
      if (moved.actors.includes(0) && !moved.over) continue;
      // The computer's turn: it answers on its own, and the turn comes back to the person.
      if (await page.locator('.computer-note', { hasText: /\(computer\) is thinking/ }).waitFor({ timeout: 5000 }).then(() => true, () => false)) {
        sawThinking = true;
        // The top bar says who acts: the computer, by its player's name.
        sawHud ||= /\(computer\) to act/.test(await page.locator('.hud-actor').innerText());
      }
      await personsTurn();
      const back = await where(page);
      if (back.over) break;
      assert.ok(back.actions > moved.actions, 'the computer answered the person’s move');
      answered++;
      // One press takes back the computer's answer and the person's move, when no die rolled in them.
      const span = back.actions - before.actions;
      const rolled = await page.evaluate((n) => globalThis.__wartable.match.getState().replay.rolled.slice(-n).some(Boolean), span);
      if (!undone && !rolled) {
        await page.getByRole('button', { name: 'Undo' }).click();
        await page.waitForFunction((n) => globalThis.__wartable.match.getState().record.actions.length === n, before.actions, { timeout: 5000 });
        undone = true;
      }
    }
    assert.ok(answered >= 1, 'the computer answered at least once');
    assert.ok(sawThinking, 'the board said the computer was thinking');
    assert.ok(sawHud, 'the top bar named the computer as the one to act');
    assert.ok(undone, 'one Undo took back the computer’s answer and the person’s move');
    assert.equal(await curtainSeen(page), false, 'the hand-off curtain never showed');
    assert.deepEqual((await where(page)).computer, [null, 'easy']);
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });
});
