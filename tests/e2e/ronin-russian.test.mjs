// A Russian player plays Ronin: the lobby's warbands, the priority roll, the table, the secret
// split with its odds table, the fight's questions and the log, all in Russian (names and rule
// IDs aside).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, watchErrors } from './browser.mjs';
import { allRussian, passCurtain, playUntil, russianLobby } from './russianKit.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

describe('Ronin in Russian', () => {
  it('the warbands, the priority roll, the secret split with its odds, the fight and the log', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await russianLobby(page, { seed: 12 });
    await page.getByRole('radio', { name: /Ронин/ }).check();
    await page.getByRole('radio', { name: /Стычка в деревне/ }).check();
    await allRussian(page, 'lobby (Ronin)');
    await page.getByRole('button', { name: 'Начать партию' }).click();
    await page.locator('.match canvas').waitFor({ timeout: 90_000 });
    await passCurtain(page);
    await allRussian(page, 'Ronin, the priority roll asked');
    await page.getByRole('button', { name: 'Бросить на приоритет' }).click();
    await allRussian(page, 'Ronin, Move phase');

    // The scripted player closes in until a fight is to be split in secret.
    const splitting = (s) => !!s.bout && !s.bout.order.length;
    const s = await playUntil(page, splitting, { limit: 400 });
    assert.ok(s && splitting(s), 'a fight came to the secret split');
    await passCurtain(page);
    const panel = page.getByRole('dialog', { name: /Боевой потенциал/ });
    await panel.waitFor();
    await panel.getByText(/Ходит раньше, чем .+: \d+,\d\s?%/).waitFor({ timeout: 20_000 });
    await allRussian(page, 'Ronin, the secret split and its odds');

    // Both split; the fight is fought; the log reads in Russian.
    await playUntil(page, (x) => !x.bout && x.fights.some((f) => f.done), { limit: 200, check: async () => { await passCurtain(page); await allRussian(page, 'Ronin, the fight'); } });
    const log = await page.locator('[role="log"]').innerText();
    assert.match(log, /Бросок на приоритет: \d против \d/);
    assert.match(log, /открывает: Атака \d+, Защита \d+/);
    await allRussian(page, 'Ronin, after the fight');
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });
});
