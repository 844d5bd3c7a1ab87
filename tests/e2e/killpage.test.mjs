// Killing the page in the middle of play, again and again: each time the match reopens with
// Continue at (at least) the last action whose save had committed, never with a damaged or
// partial record. Actions come from the example match file, played in the page as fast as a
// player with quick fingers; the kill points and pauses come from fixed seeds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { continueMatch, DESKTOP, launch } from './browser.mjs';
import { startMatch } from './play.mjs';

const example = JSON.parse(readFileSync(new globalThis.URL('../../docs/examples/livery.wartable.json', import.meta.url), 'utf8'));
const script = example.actions;
const ROUNDS = 10;
const SEEDS = Array.from({ length: ROUNDS }, (_, i) => 1000 + 37 * i);

/** mulberry32: a small seeded generator, so every run kills at the same points. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const openRecord = (page) => page.evaluate(() => {
  const m = globalThis.__wartable.match.getState();
  return m.record && { id: m.record.id, actions: m.record.actions };
});

/** A fresh copy of the example match (no actions yet), opened and saved before anything else. */
async function freshMatch(page, id) {
  const r = await page.evaluate(async ({ record }) => {
    const m = globalThis.__wartable.match;
    const res = m.getState().loadRecord(record, m.getState().runtime);
    await m.getState().flush();
    return res;
  }, { record: { ...example, id, actions: [], bookmarks: [] } });
  assert.deepEqual(r, { ok: true });
}

describe('Killing the page mid-play', () => {
  it(`reopens at the last committed action after ${ROUNDS} kills at random points`, async () => {
    const context = await browser.newContext(DESKTOP);
    const reports = { saved: new Map(), refused: null, done: false };
    await context.exposeBinding('__killReport', (_source, kind, id, n) => {
      if (kind === 'saved') reports.saved.set(id, Math.max(reports.saved.get(id) ?? 0, n));
      else if (kind === 'refused') reports.refused = `${id}: ${n}`;
      else reports.done = true;
    });
    let page = await context.newPage();
    await startMatch(page, { scenario: 'Trouble at the Livery', seed: String(example.seed) });
    let matchNo = 1;
    let id = `kill-${matchNo}`;
    await freshMatch(page, id);
    const tally = { midPlay: 0, crashed: 0, closed: 0, kept: 0, inFlightKept: 0 };

    for (let round = 0; round < ROUNDS; round++) {
      const random = generator(SEEDS[round]);
      let from = (await openRecord(page)).actions.length;
      if (from >= script.length - 5) {
        id = `kill-${++matchNo}`;
        await freshMatch(page, id);
        from = 0;
      }
      const pauses = Array.from({ length: 24 }, () => Math.floor(random() * 40));
      const killAfter = 40 + Math.floor(random() * 360);
      const crash = round % 3 !== 2; // two kills in three crash the renderer, the third closes the tab
      const cdp = crash ? await context.newCDPSession(page) : null;
      reports.done = false;
      await page.evaluate(({ script, from, pauses }) => {
        const m = globalThis.__wartable.match;
        const report = globalThis.__killReport;
        void (async () => {
          for (let k = from, j = 0; k < script.length && j < pauses.length; k++, j++) {
            const r = m.getState().dispatch(script[k]);
            if (!r.ok) return void report('refused', k, r.error);
            void m.getState().flush().then(() => {
              const s = m.getState().saveStatus();
              report('saved', s.id, s.actions);
            });
            await new Promise((res) => setTimeout(res, pauses[j]));
          }
          report('done');
        })();
      }, { script, from, pauses });
      // The kill comes at the round's random point, but never before one new action has been
      // saved (a busy machine can take longer than the point over the first save; the test is
      // about what survives a kill, not about how fast the machine is).
      const t0 = Date.now();
      await new Promise((res) => setTimeout(res, killAfter));
      while ((reports.saved.get(id) ?? from) <= from && !reports.done && Date.now() - t0 < 10_000) await new Promise((res) => setTimeout(res, 5));
      // What had committed before the kill (reports still on their way only make this lower).
      const committed = reports.saved.get(id) ?? from;
      if (!reports.done) tally.midPlay++;
      if (crash) {
        const crashed = page.waitForEvent('crash');
        void cdp.send('Page.crash').catch(() => undefined);
        await crashed;
        tally.crashed++;
      } else {
        await page.close({ runBeforeUnload: false });
        tally.closed++;
      }
      assert.equal(reports.refused, null, 'every scripted action was legal');
      await page.close().catch(() => undefined);

      const again = await continueMatch(context);
      page = again.page;
      const rec = await openRecord(page);
      const where = `round ${round + 1} (match ${id}, ${from} actions before, ${committed} committed at the kill)`;
      assert.equal(rec.id, id, `${where}: Continue opens the same match`);
      assert.ok(rec.actions.length >= committed, `${where}: reopened with ${rec.actions.length} actions, fewer than committed`);
      assert.deepEqual(rec.actions, script.slice(0, rec.actions.length), `${where}: the reopened actions are the ones played, in order`);
      assert.deepEqual(again.errors.filter((e) => !/GPU stall|WebGL/.test(e)), [], `${where}: no errors on reopening`);
      if (rec.actions.length > from) tally.kept++;
      if (rec.actions.length > committed) tally.inFlightKept++;
    }
    // The kills landed in the middle of play, and play did get saved between them.
    assert.ok(tally.midPlay >= ROUNDS / 2, `killed mid-play in ${tally.midPlay} of ${ROUNDS} rounds`);
    assert.ok(tally.kept >= ROUNDS / 2, `new actions survived in ${tally.kept} of ${ROUNDS} rounds`);
    console.log(`# kills: ${JSON.stringify(tally)}`);
    await context.close();
  });
});
