// Heroes in a real browser: a duel with secret Fame bids across the hand-off screen, a Diving for
// Cover, and a Time for a Whuppin' that frees the hero to charge again. The seeds were found with
// `npx tsx scripts/e2e-seeds.ts`, which plays these same choices under Node.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState, watchErrors } from './browser.mjs';
import { button, logText, passDevice, selectFighter, startMatch } from './play.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const has = async (page, name) => (await page.getByRole('button', { name }).count()) > 0;

/** Plays turn 1 with `choose` deciding the moves and shots; the prompts are answered as the seed finder does. */
async function playTurn(page, tap, choose, answers, onStep = async () => {}) {
  for (let i = 0; i < 120; i++) {
    if (await passDevice(page, tap)) continue;
    const s = await matchState(page);
    if (s.result || s.turn > 1) return s;
    await onStep(s);
    const p = s.pending;
    if (p) {
      await answers(s, p);
      continue;
    }
    if (s.phase === 'drop') { await button(page, /Roll for the Drop/, tap); continue; }
    if (await choose(s)) continue;
    if (s.heroics?.current) { await button(page, /^End (Yee Haw|Quickdraw|Time for)/, tap); continue; }
    await button(page, s.phase === 'move' ? /End movement/ : /End shooting/, tap);
  }
  throw new Error('turn 1 did not end');
}

async function commonAnswer(page, tap, p, { bid = 1, spend = () => 0, heroic = () => null } = {}) {
  if (p.kind === 'heroics') {
    const who = heroic(p);
    return button(page, who ? new RegExp(`: ${who}$`) : /^No heroic action/, tap);
  }
  if (p.kind === 'fameBid') return button(page, new RegExp(`^Bid ${bid}$`), tap);
  if (p.kind === 'fame') {
    const n = spend(p);
    return button(page, n ? new RegExp(`^Spend ${n} Fame`) : /^Keep it/, tap);
  }
  if (p.kind === 'fortune') return button(page, /^Take the wound/, tap);
  if (p.kind === 'chooseFight') return button(page, /^Fight: /, tap);
  if (p.kind === 'backOff') return button(page, /^Back off: /, tap);
  if (p.kind === 'strike') return button(page, /^Strike (?!.*'s (horse|mule)$)/, tap);
  if (p.kind === 'hills') return button(page, /Run for the hills/, tap);
  throw new Error(`unexpected prompt ${p.kind}`);
}

async function heroDuel(viewport, tap) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await startMatch(page, { seed: '8', tap });
  let secretChecked = false;
  let handoffs = 0;
  const choose = async (s) => {
    const f = (id) => s.fighters[id];
    if (s.phase === 'move' && s.active === 0 && !f('0:cole').charged) {
      await selectFighter(page, 'Sheriff Wyatt Cole', tap);
      await button(page, /^Charge: Black Jack Kane/, tap);
      return true;
    }
    const shooter = s.active === 0 ? f('0:bell') : f('1:dutch');
    const target = s.active === 0 ? 'Dutch Miller' : 'Jim Bell';
    if (s.phase === 'shoot' && shooter.status === 'ok' && !shooter.shot && !shooter.dived) {
      await selectFighter(page, shooter.name, tap);
      if (await has(page, new RegExp(`^Shoot at: ${target}`))) {
        await button(page, new RegExp(`^Shoot at: ${target}`), tap);
        await page.locator('.odds').getByText(/Hit .* on \d\+/).waitFor();
        await button(page, new RegExp(`^Fire at ${target}`), tap);
        return true;
      }
    }
    return false;
  };
  const answers = async (s, p) => {
    if (p.kind === 'fameBid') {
      const step = s.queue[0];
      if (step.bids && step.bids.some((b) => b !== null)) {
        // The second bidder: the first bid is a commitment, not spent until both are revealed, so
        // the roster shows the first hero's Fame untouched (OW-31).
        const first = step.bids[0] !== null ? 0 : 1;
        const hero = s.fighters[step.heroIds[first]];
        const row = await page.locator('.unit-row', { hasText: hero.name }).innerText();
        assert.match(row, new RegExp(`Fame ${hero.fame}\\b`));
        secretChecked = true;
      }
    }
    await commonAnswer(page, tap, p, { bid: 1 });
    if (p.kind === 'fameBid' && (await passDevice(page, tap))) handoffs++;
  };
  await playTurn(page, tap, choose, answers);
  const log = await logText(page);
  assert.match(log, /has made a secret bid of Fame/);
  assert.match(log, /The bids are revealed: Anna 1 Fame, Boris 1 Fame/);
  assert.ok(secretChecked, 'the second bidder saw the first hero\'s Fame as before the bid');
  assert.ok(handoffs >= 1, 'the device was handed over between the bids');
  assert.match(log, /is under fire: .*dives for cover|throws himself to the ground/);
  assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
  await context.close();
}

async function whuppin(viewport, tap) {
  const context = await browser.newContext(viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(process.env.E2E_URL);
  // The lobby shows the scenario's posses until a player opens the posse builder.
  await page.getByRole('button', { name: 'Choose posses' }).click();
  await page.getByRole('group', { name: "Anna's posse" }).getByRole('combobox', { name: "Anna's posse" }).selectOption('marshal');
  await page.getByRole('group', { name: "Boris's posse" }).getByRole('combobox', { name: "Boris's posse" }).selectOption('outlaws');
  await page.getByRole('radio', { name: /Trouble at the Livery/ }).check();
  await page.getByText('Advanced').click();
  await page.getByLabel('Dice seed').fill('1');
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.locator('canvas').waitFor();
  const stone = 'Marshal Eli Stone';
  const choose = async (s) => {
    const m = s.fighters['0:stone'];
    if (s.phase !== 'move' || s.active !== 0 || m.charged || m.status !== 'ok') return false;
    const enemies = s.order.map((id) => s.fighters[id]).filter((e) => e.side === 1 && e.status === 'ok' && !e.leader);
    enemies.sort((a, b) => Math.hypot(a.pos.x - m.pos.x, a.pos.y - m.pos.y) - Math.hypot(b.pos.x - m.pos.x, b.pos.y - m.pos.y));
    if (!enemies.length) return false;
    await selectFighter(page, stone, tap);
    await button(page, new RegExp(`^Charge: ${enemies[0].name}`), tap);
    return true;
  };
  const answers = (s, p) => commonAnswer(page, tap, p, {
    bid: 0,
    spend: (q) => (q.side === 0 ? q.roll.max : 0),
    heroic: (q) => (q.phase === 'fight' && q.heroIds.includes('0:stone') ? stone : null),
  });
  await playTurn(page, tap, choose, answers);
  const log = await logText(page);
  assert.match(log, /Anna declares Time for a Whuppin': Marshal Eli Stone/);
  assert.match(log, /Every enemy in the fight is down: Marshal Eli Stone and his friends may move again/);
  const after = log.slice(log.indexOf('Every enemy in the fight is down'));
  assert.match(after, /Marshal Eli Stone charges .*!/);
  assert.match(after, /The fights are regrouped/);
  assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
  await context.close();
}

describe('Old West heroes', () => {
  it('a hero duel with secret Fame bids in hot-seat, and a Diving for Cover (desktop)', async () => { await heroDuel(DESKTOP, false); });
  it('the same at a 1024x768 touch viewport', async () => { await heroDuel(TABLET, true); });
  it('Time for a Whuppin\' frees the hero to charge again (desktop)', async () => { await whuppin(DESKTOP, false); });
  it('the same at a 1024x768 touch viewport', async () => { await whuppin(TABLET, true); });
});
