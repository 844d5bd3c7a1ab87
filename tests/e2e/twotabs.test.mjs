// The same match in two tabs: one tab holds it, the other shows a banner and stays read-only
// until "Take over here"; then the first becomes read-only the same way. Both tabs play in turn
// (one of them still pressing on while the other takes over) and every accepted action must end
// up in the saved match, in order.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { continueMatch, DESKTOP, launch, watchErrors } from './browser.mjs';
import { startMatch } from './play.mjs';

const example = JSON.parse(readFileSync(new globalThis.URL('../../docs/examples/livery.wartable.json', import.meta.url), 'utf8'));
const script = example.actions;
const BANNER = 'This match is open in another tab';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const actionsOf = (page) => page.evaluate(() => globalThis.__wartable.match.getState().record?.actions ?? null);

/** Dispatches script[from..to) with `pauseMs` between; stops at the first refusal. Returns the accepted count. */
const play = (page, from, to, pauseMs = 0) => page.evaluate(async ({ actions, pauseMs }) => {
  const m = globalThis.__wartable.match;
  let accepted = 0;
  for (const a of actions) {
    if (!m.getState().dispatch(a).ok) break;
    accepted++;
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
  }
  await m.getState().flush();
  return accepted;
}, { actions: script.slice(from, to), pauseMs });

async function waitForActions(page, n) {
  await page.waitForFunction((n) => globalThis.__wartable.match.getState().record?.actions.length === n, n, { timeout: 10_000 });
}

describe('The same match in two tabs', () => {
  it('holds it in one tab, offers to take it over in the other and loses no accepted action', async () => {
    const context = await browser.newContext(DESKTOP);
    const a = await context.newPage();
    const aErrors = watchErrors(a);
    await startMatch(a, { scenario: 'Trouble at the Livery', seed: String(example.seed) });
    const opened = await a.evaluate(async (record) => {
      const m = globalThis.__wartable.match;
      const r = m.getState().loadRecord(record, m.getState().runtime);
      await m.getState().flush();
      return r;
    }, { ...example, id: 'two-tabs', actions: [], bookmarks: [] });
    assert.deepEqual(opened, { ok: true });
    let played = await play(a, 0, 10);
    assert.equal(played, 10, 'the first tab plays while it is alone');

    // The second tab opens the same match: banner, read-only, no action bar.
    const { page: b, errors: bErrors } = await continueMatch(context);
    await b.getByText(BANNER).waitFor();
    assert.equal((await actionsOf(b)).length, 10);
    assert.equal(await play(b, 10, 11), 0, 'the read-only tab refuses actions');
    assert.equal(await b.locator('.action-bar').count() > 0 ? await b.locator('.action-bar').first().isVisible() : false, false, 'no action bar while read-only');
    assert.equal(await a.getByText(BANNER).count(), 0, 'the holding tab shows no banner');

    // The holder plays on; the other tab follows its saves.
    played += await play(a, 10, 20);
    assert.equal(played, 20);
    await waitForActions(b, 20);

    // The first tab keeps pressing on while the second takes over.
    const pressing = play(a, 20, 50, 250); // 30 actions over 7.5 s: longer than any take-over click
    await new Promise((r) => setTimeout(r, 100));
    await b.getByRole('button', { name: 'Take over here' }).click();
    await b.getByText(BANNER).waitFor({ state: 'hidden' });
    const pressed = await pressing;
    played += pressed;
    assert.ok(pressed < 30, `the first tab stopped when the match was taken over (it played ${pressed} of 30)`);
    await a.getByText(BANNER).waitFor();
    await a.getByRole('button', { name: 'Take over here' }).waitFor();
    assert.deepEqual(await actionsOf(b), script.slice(0, played), 'the tab that took over has every action the other accepted');

    // The second tab plays; the first is read-only and follows.
    assert.equal(await play(a, played, played + 1), 0, 'the first tab is read-only now');
    const byB = await play(b, played, played + 10);
    assert.equal(byB, 10);
    played += byB;
    await waitForActions(a, played);

    // And back: the first tab takes over and plays again.
    await a.getByRole('button', { name: 'Take over here' }).click();
    await a.getByText(BANNER).waitFor({ state: 'hidden' });
    await b.getByText(BANNER).waitFor();
    const byA = await play(a, played, played + 5);
    assert.equal(byA, 5);
    played += byA;

    // A third tab reads what was saved: every accepted action, in order.
    const { page: c } = await continueMatch(context);
    await c.getByText(BANNER).waitFor();
    assert.deepEqual(await actionsOf(c), script.slice(0, played), 'the saved match holds every accepted action');
    await waitForActions(b, played);
    assert.deepEqual([...aErrors, ...bErrors].filter((e) => !/GPU stall|WebGL/.test(e)), []);
    console.log(`# two tabs: ${played} actions accepted, ${pressed} of them while the match was being taken over`);
    await context.close();
  });
});
