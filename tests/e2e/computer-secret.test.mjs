// The computer's secret choices against a person, through the screen: a Ronin split of the combat
// pool and an Old West hero duel's Fame bids, with the computer as player 2 on "normal". The person
// chooses on screen (the split's sliders and odds table, the bid buttons and their odds), with no
// hand-off curtain; the computer's choice is never on the person's screen before both are in, and
// the log then reveals both. Each is asked in both orders: the computer choosing first (the person
// waits until the log says it has chosen), and the person first (the page is made to look hidden,
// so the computer holds its choice until it shows again; meanwhile the person is not shown the
// computer's question). The position is reached through the store with the rules' own actions.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, watchErrors } from './browser.mjs';
import { openLobby } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/**
 * Flags the hand-off curtain, and any text matching `globalThis.__leak` (set by watchFor while a
 * secret choice is asked) in the page until the rules stop waiting on that choice (a
 * MutationObserver, so a brief one is seen too).
 */
const watchScreen = (page) => page.evaluate(() => {
  globalThis.__curtainSeen = false;
  globalThis.__leaks = [];
  const look = () => {
    if (document.querySelector('.curtain')) globalThis.__curtainSeen = true;
    const { runtime, state } = globalThis.__wartable.match.getState();
    const re = globalThis.__leak;
    if (!re || !runtime) return;
    // Watched from the secret choice asked until it is over (a later one has its own reveal).
    if (!runtime.rules.secret(state)) {
      globalThis.__leak = null;
      return;
    }
    const m = document.body.innerText.match(re);
    if (m) globalThis.__leaks.push(m[0]);
  };
  new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
});
const watchFor = (page, source) => page.evaluate((s) => { globalThis.__leak = new RegExp(s); }, source);
const screenReport = (page) => page.evaluate(() => ({ curtain: globalThis.__curtainSeen || !!document.querySelector('.curtain'), leaks: globalThis.__leaks }));

/** The page looks hidden (a background tab) while `on`: the computer holds its move until it shows. */
const hidePage = (page, on) => page.evaluate((hide) => {
  if (!globalThis.__hideable) {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => globalThis.__hidden === true });
    globalThis.__hideable = true;
  }
  globalThis.__hidden = hide;
  document.dispatchEvent(new Event('visibilitychange'));
}, on);

async function startAgainstComputer(page, { system, scenario, seed, press }) {
  await openLobby(page);
  await press(page.getByRole('radio', { name: system }));
  await page.getByRole('radio', { name: scenario }).check();
  await page.getByLabel(/^Who plays /).nth(1).selectOption('normal');
  await press(page.getByText('Advanced'));
  await page.getByLabel('Dice seed').fill(String(seed));
  await press(page.getByRole('button', { name: 'Start match' }));
  await page.locator('.match canvas').waitFor({ timeout: 60_000 });
  await watchScreen(page);
}

/**
 * Plays the rules' own legal actions through the store, for both sides, until a secret choice is
 * asked of both players: Ronin fighters close with the nearest enemy and the first fight is
 * formed and chosen; in Old West the Sheriff charges Black Jack Kane and every question gets its
 * first answer. The computer's questions along the way are dropped (their state is gone).
 */
async function toSecretChoice(page) {
  const r = await page.evaluate(() => {
    const store = globalThis.__wartable.match;
    for (let i = 0; i < 300; i++) {
      const { runtime, state } = store.getState();
      const rules = runtime.rules;
      if (rules.isOver(state)) return { why: 'over', played: i };
      if (rules.secret(state) && rules.actors(state).length === 2) return { why: 'secret', played: i };
      const legal = rules.legalActions(state);
      const of = (t) => legal.filter((a) => a.type === t);
      let pick;
      if (state.system === 'ronin') {
        pick = of('rollPriority')[0] ?? of('formFight')[0] ?? of('fightsSet')[0] ?? of('chooseFight')[0];
        const moves = of('move');
        if (!pick && moves.length) {
          const gap = (m) => {
            const f = state.fighters.find((x) => x.id === m.fighter);
            return Math.min(...state.fighters.filter((e) => e.side !== f.side && e.wound < 3).map((e) => Math.hypot(e.x - m.x, e.y - m.y)));
          };
          pick = moves.reduce((a, b) => (gap(b) < gap(a) ? b : a));
        }
        pick ??= of('hold')[0] ?? legal[0];
      } else {
        const p = state.pending;
        if (p?.kind === 'heroics') pick = { type: 'declareHeroics', heroIds: [] };
        else if (p) pick = legal[0];
        else pick = of('rollDrop')[0] ?? legal.find((a) => a.type === 'charge' && a.fighterId === '0:cole' && a.targetId === '1:kane') ?? of('endPhase')[0] ?? legal[0];
      }
      const done = store.getState().dispatch(pick);
      if (!done.ok) return { why: `refused: ${done.error}`, played: i };
    }
    return { why: 'max', played: 300 };
  });
  assert.equal(r.why, 'secret', `a secret choice asked of both players (${r.why} after ${r.played} actions)`);
}

/** The live match (the whole state, for the test's own checks: the screen never shows it). */
const live = (page) => page.evaluate(() => {
  const m = globalThis.__wartable.match.getState();
  return { state: m.state, actions: m.record.actions.length, computer: m.record.computer };
});
const logText = async (page) => {
  await page.locator('[role="log"]:not([aria-busy="true"])').waitFor();
  return (await page.locator('[role="log"]').innerText()).replace(/\s+/g, ' ');
};
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const noErrors = (errors) => assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);

/** The fighters of `side` in the Ronin bout under way. */
const boutFighters = (s, side) => {
  const f = s.fights[s.bout.fight];
  return [f.one, ...f.many].map((id) => s.fighters.find((x) => x.id === id)).filter((x) => x.side === side);
};

async function roninSplit({ viewport, tap, computerFirst }) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = watchErrors(page);
  const press = (loc) => (tap ? loc.tap() : loc.click());
  await startAgainstComputer(page, { system: /Ronin/, scenario: /Night raid on the farm/, seed: 3, press });
  if (!computerFirst) await hidePage(page, true);
  await toSecretChoice(page);
  const at = await live(page);
  assert.deepEqual(at.computer, [null, 'normal']);
  const mine = boutFighters(at.state, 0);
  const theirs = boutFighters(at.state, 1);
  // Any of the computer's fighters shown with a split ('Ronin: 3 Attack, 2 Defence'), a slider of
  // theirs, or its reveal, before both splits are in, is a leak.
  const names = theirs.map((f) => escape(f.name)).join('|');
  await watchFor(page, `(${names}): \\d+ Attack|Attack tokens of (${names})|Boris reveals`);

  // The person's split on screen: their own fighters' sliders and the odds of each way to split.
  const panel = page.getByRole('dialog', { name: /Anna's combat pool/ });
  await panel.waitFor();
  const sliders = await panel.getByRole('slider').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(sliders, mine.map((f) => `Attack tokens of ${f.name}`), 'the person splits their own fighters only');
  await panel.getByText(/Acts before .+: \d+(\.\d)?%; with the initiative boost/).waitFor({ timeout: 20_000 });
  const rows = await panel.getByRole('table', { name: /How the split changes the fight/ }).locator('tbody tr').allInnerTexts();
  assert.ok(rows.length >= 2, `a row for each way to split (${rows.length})`);
  assert.equal(await page.locator('.curtain').count(), 0, 'no hand-off curtain against the computer');

  if (computerFirst) {
    // The person waits: the computer splits, and the log says so without its numbers.
    const before = await panel.innerText();
    const roster = await page.locator('.unit-row').allInnerTexts();
    await page.locator('[role="log"]').getByText('Boris has split the combat pool in secret.').waitFor({ timeout: 20_000 });
    const s = (await live(page)).state;
    assert.ok(s.bout.splits[1] && !s.bout.splits[0], 'the computer has split, the person not yet');
    assert.equal(await panel.innerText(), before, 'the person’s split panel is as it was');
    assert.deepEqual(await page.locator('.unit-row').allInnerTexts(), roster, 'the roster is as it was');
    assert.doesNotMatch(await logText(page), /reveals/);
  }

  // The person's first fighter: every token to Attack, by the right end of the slider's track.
  const slider = panel.getByRole('slider').first();
  const box = await slider.boundingBox();
  const x = box.x + box.width - 2, y = box.y + box.height / 2;
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  const cp = Number(await slider.getAttribute('max'));
  const attack = Number(await slider.inputValue());
  assert.equal(attack, cp, `the slider moved to all ${cp} tokens in Attack`);
  await panel.getByText(`${mine[0].name}: ${attack} Attack, ${cp - attack} Defence`).first().waitFor();
  await press(panel.getByRole('button', { name: 'Commit the split' }));

  if (!computerFirst) {
    // The person has split; the computer holds its split while the page is hidden. The screen asks
    // the person nothing and shows none of the computer's fighters' tokens.
    await page.locator('[role="log"]').getByText('Anna has split the combat pool in secret.').waitFor();
    await page.getByText('The computer waits while the page is hidden.').waitFor({ timeout: 20_000 });
    assert.equal(await page.getByRole('dialog', { name: /combat pool/ }).count(), 0, 'no split panel once the person has split');
    assert.equal(await page.getByRole('slider').count(), 0, 'no slider of the computer’s fighters');
    await page.getByText(/Boris \(computer\) chooses in secret/).first().waitFor();
    await hidePage(page, false);
  }

  // Both in: the log reveals both, with the numbers each chose; the fight goes on.
  await page.locator('[role="log"]').getByText(/^Boris reveals/).waitFor({ timeout: 20_000 });
  // Each side's split as the record has it (the bout is gone once the fight is over).
  const splits = await page.evaluate(() => {
    const made = globalThis.__wartable.match.getState().record.actions.filter((a) => a.type === 'split');
    return [made.find((a) => a.by === 0).tokens, made.find((a) => a.by === 1).tokens];
  });
  const totals = (side) => Object.values(splits[side]).reduce((t, x) => ({ a: t.a + x.attack, d: t.d + x.defence }), { a: 0, d: 0 });
  const log = await logText(page);
  for (const [side, name] of [[0, 'Anna'], [1, 'Boris']]) {
    const t = totals(side);
    assert.match(log, new RegExp(`${name} reveals ${t.a} Attack and ${t.d} Defence\\.`));
  }
  assert.equal(splits[0][mine[0].id].attack, attack, 'the person’s split is the one set on screen');
  assert.match(log, /initiative \d/, 'initiative is rolled');
  // The match goes on: the computer makes its next choice, or the person is the one the rules wait
  // on (a question over the board, a split, or the roster in the next turn's phases).
  const n = (await live(page)).actions;
  const goesOn = (k) => {
    const m = globalThis.__wartable.match.getState();
    const rules = m.runtime.rules;
    return m.record.actions.length > k || rules.isOver(m.state) || rules.actors(m.state).includes(0);
  };
  await page.waitForFunction(goesOn, n, { timeout: 20_000 }).catch(async (e) => {
    const at = await page.evaluate(() => {
      const m = globalThis.__wartable.match.getState();
      return { phase: m.state.phase, bout: m.state.bout, actors: m.runtime.rules.actors(m.state), last: m.record.actions.slice(-3) };
    });
    throw new Error(`the match stopped after the reveal: ${JSON.stringify(at)}`, { cause: e });
  });
  const seen = await screenReport(page);
  assert.deepEqual(seen.leaks, [], 'the computer’s split never showed before the reveal');
  assert.equal(seen.curtain, false, 'the hand-off curtain never showed');
  noErrors(errors);
  await context.close();
}

async function oldWestBids({ computerFirst }) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = watchErrors(page);
  const press = (loc) => loc.click();
  await startAgainstComputer(page, { system: /Legends of the Old West/, scenario: /Trouble at the Livery/, seed: 8, press });
  if (!computerFirst) await hidePage(page, true);
  await toSecretChoice(page);
  const at = (await live(page)).state;
  assert.deepEqual(at.pending.heroIds, ['0:cole', '1:kane'], 'Sheriff Wyatt Cole and Black Jack Kane duel');
  const kaneFame = at.fighters['1:kane'].fame;
  const coleFame = at.fighters['0:cole'].fame;
  // The computer's bid on screen before both are in (its question to it, or the reveal) is a leak.
  await watchFor(page, 'Black Jack Kane: bid Fame|The bids are revealed');

  // The person's question: a bid for the Sheriff, 0 up to his Fame, with the odds of each.
  const question = page.locator('.question');
  await question.getByText(/^Sheriff Wyatt Cole: bid Fame in secret/).waitFor();
  const bids = await question.getByRole('button').allInnerTexts();
  assert.deepEqual(bids, Array.from({ length: coleFame + 1 }, (_, k) => `Bid ${k}`));
  await page.getByText(/Anna bids \d against \d: wins the fight/).first().waitFor({ timeout: 20_000 });
  assert.equal(await page.locator('.curtain').count(), 0, 'no hand-off curtain against the computer');
  const kaneRow = page.locator('.unit-row', { hasText: 'Black Jack Kane' }).first();

  if (computerFirst) {
    await page.locator('[role="log"]').getByText('Boris has made a secret bid of Fame.').waitFor({ timeout: 20_000 });
    const s = (await live(page)).state;
    assert.notEqual(s.queue[0].bids[1], null, 'the computer has bid');
    // Still the person's question, and Kane's Fame as before: the bid is spent only when revealed (OW-31).
    assert.deepEqual(await question.getByRole('button').allInnerTexts(), bids);
    assert.match(await kaneRow.innerText(), new RegExp(`Fame ${kaneFame}\\b`));
    assert.doesNotMatch(await logText(page), /The bids are revealed/);
  }

  const bid = Math.min(1, coleFame);
  await press(question.getByRole('button', { name: `Bid ${bid}` }));

  if (!computerFirst) {
    // The person has bid; the computer holds its bid while the page is hidden: the screen offers
    // the person no bid of the computer's hero, and says whom it waits for.
    await page.locator('[role="log"]').getByText('Anna has made a secret bid of Fame.').waitFor();
    await page.getByText('The computer waits while the page is hidden.').waitFor({ timeout: 20_000 });
    assert.equal(await page.getByRole('button', { name: /^Bid \d/ }).count(), 0, 'no bid buttons for the computer’s hero');
    await page.getByText(/Boris \(computer\) chooses in secret/).first().waitFor();
    assert.match(await kaneRow.innerText(), new RegExp(`Fame ${kaneFame}\\b`));
    await hidePage(page, false);
  }

  // Both in: the log reveals both bids, as each made them.
  await page.locator('[role="log"]').getByText(/^The bids are revealed/).waitFor({ timeout: 20_000 });
  const theirs = await page.evaluate(() => globalThis.__wartable.match.getState().state.fighters['1:kane'].fame);
  const log = await logText(page);
  assert.match(log, new RegExp(`The bids are revealed: Anna ${bid} Fame, Boris ${kaneFame - theirs} Fame\\.`));
  const seen = await screenReport(page);
  assert.deepEqual(seen.leaks, [], 'the computer’s bid never showed before the reveal');
  assert.equal(seen.curtain, false, 'the hand-off curtain never showed');
  noErrors(errors);
  await context.close();
}

describe('The computer’s secret choices against a person', { concurrency: 2 }, () => {
  it('Ronin: the computer splits first, unseen; the person splits by mouse; both revealed (1280x800)', () => roninSplit({ viewport: DESKTOP, tap: false, computerFirst: true }));
  it('Ronin: the person splits first by touch; no split panel of the computer’s; both revealed (1024x768 tablet)', () => roninSplit({ viewport: TABLET, tap: true, computerFirst: false }));
  it('Old West: the computer bids Fame first, unseen; the person bids; both revealed', () => oldWestBids({ computerFirst: true }));
  it('Old West: the person bids Fame first; the computer’s question is not shown; both revealed', () => oldWestBids({ computerFirst: false }));
});
