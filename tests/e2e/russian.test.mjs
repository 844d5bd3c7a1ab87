// Everything a Russian player sees is Russian: the lobby, the posse builder, saved matches, and a
// match of each system through its panels to the victory screen and the replay bar. Fails on a
// Latin-script word in visible text or in an accessible name, outside names and rule IDs.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, matchState, watchErrors } from './browser.mjs';
import { touchHex } from './fpplay.mjs';
import { allRussian, passCurtain, playUntil, russianLobby, toastText } from './russianKit.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

describe('A Russian player sees Russian everywhere', () => {
  it('lobby, posse builder and saved matches', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await russianLobby(page);
    await allRussian(page, 'lobby (Old West)');
    await page.getByRole('button', { name: 'Выбрать отряды' }).click();
    await allRussian(page, 'posse builder');
    const custom = page.getByText('Собрать свой').first();
    if (await custom.isVisible().catch(() => false)) {
      await custom.click();
      await allRussian(page, 'posse builder, own posse');
    }
    await page.reload();
    await page.getByRole('button', { name: 'Сохранённые партии' }).click();
    await page.getByRole('button', { name: 'Назад в лобби' }).first().waitFor();
    await allRussian(page, 'saved matches');
    await page.reload();
    await page.getByRole('radio', { name: /Firepower/ }).check();
    await allRussian(page, 'lobby (Firepower)');
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });

  it('an Old West match: hand-off, the table, a refused move, the language switched and back, odds, dice, log, undo refused, victory, replay', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await russianLobby(page, { seed: 29 });
    await page.getByRole('button', { name: 'Начать партию' }).click();
    await page.locator('.match').waitFor();
    await passCurtain(page);
    await allRussian(page, 'Old West table');
    await page.locator('.unit-row').first().click();
    await allRussian(page, 'Old West fighter selected');
    const check = async (i) => { await passCurtain(page); await allRussian(page, `Old West, step ${i}`); };

    // A move far beyond the fighter's reach, typed into the move control: refused in Russian.
    await playUntil(page, (s) => s.phase === 'move' && !s.pending && !s.heroics?.current, { check });
    await passCurtain(page);
    const s0 = await matchState(page);
    const mover = s0.order.map((id) => s0.fighters[id]).find((f) => f.side === s0.active && f.status === 'ok');
    await page.locator('.unit-row', { hasText: mover.name }).first().click();
    const move = page.locator('.move-control');
    await move.locator('input').nth(0).fill(String(mover.pos.x < 18 ? 34 : 2));
    await move.locator('input').nth(1).fill(String(mover.pos.y < 18 ? 34 : 2));
    await move.getByRole('button', { name: 'Переместить' }).click();
    await page.locator('.toast').waitFor();
    const refusal = await toastText(page);
    assert.match(refusal, /[а-яё]/i, 'the refusal is worded in Russian');
    await allRussian(page, 'Old West refused move');

    // Switching language in the settings menu re-words the toast and the board's name at once.
    const canvas = page.locator('.match canvas').first();
    const ruLabel = await canvas.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Настройки' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: /Settings/ }).waitFor();
    const english = await toastText(page);
    assert.notEqual(english, refusal, 'the toast changed language');
    assert.doesNotMatch(english, /[а-яё]/i, `the toast reads in English: ${english}`);
    assert.notEqual(await canvas.getAttribute('aria-label'), ruLabel, 'the board is renamed in English');
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.keyboard.press('Escape');
    assert.equal(await toastText(page), refusal, 'back in Russian');
    assert.equal(await canvas.getAttribute('aria-label'), ruLabel);
    await page.locator('.toast').getByRole('button').click();

    // Play until dice have rolled, then ask for an undo: the log says in Russian why it stops.
    await playUntil(page, (s) => s.phase === 'shoot', { check });
    await page.getByRole('button', { name: 'Отменить' }).first().click().catch(() => {});
    await allRussian(page, 'Old West after undo');
    const end = await playUntil(page, null, { limit: 600, check });
    assert.ok(end.result, 'the scripted Old West match reaches its end');
    await passCurtain(page);
    await allRussian(page, 'Old West victory');
    await page.getByRole('button', { name: 'Смотреть повтор' }).click();
    await page.locator('.replay-bar').waitFor();
    await allRussian(page, 'Old West replay');
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });

  it('a Firepower match: impulses, fire orders, the hex panel, the legend, victory, replay', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Seed 11, the scripted player: the match ends after its last turn.
    await russianLobby(page, { seed: 11 });
    await page.getByRole('radio', { name: /Firepower/ }).check();
    const handoff = page.getByRole('checkbox', { name: 'Экран передачи хода' });
    if (await handoff.isChecked()) await handoff.uncheck();
    await page.getByRole('button', { name: 'Начать партию' }).click();
    await page.locator('canvas').waitFor({ timeout: 90_000 });
    await allRussian(page, 'Firepower map');
    // A double tap on "Draw a chip": the second tap asks for a draw the rules no longer allow
    // (the impulse phase has begun), and the refusal reads in Russian.
    await page.getByRole('button', { name: 'Вытянуть фишку' }).first().waitFor();
    await page.evaluate(() => {
      const draw = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Вытянуть фишку'));
      draw.click();
      draw.click();
    });
    await page.locator('.toast').waitFor();
    const refusal = await toastText(page);
    assert.match(refusal, /[а-яё]/i, `the refusal is worded in Russian: ${refusal}`);
    await allRussian(page, 'Firepower refused draw');
    await page.locator('.toast').getByRole('button').click();
    await page.locator('.btn-target').first().click();
    await allRussian(page, 'Firepower impulse started');
    const s = await matchState(page);
    const me = s.soldiers[s.current.soldierIds[0]];
    const foe = Object.values(s.soldiers).find((x) => x.side !== me.side);
    await touchHex(page, foe.pos, false);
    await allRussian(page, 'Firepower hex panel');
    const aim = page.locator('.btn-target').filter({ hasText: /%/ });
    if (await aim.count()) {
      await aim.first().click();
      await allRussian(page, 'Firepower fire orders');
    }
    await playUntil(page, null, { limit: 900, check: async (i) => allRussian(page, `Firepower, step ${i}`) });
    const end = await matchState(page);
    assert.ok(end.result, 'the Firepower match ends');
    await allRussian(page, 'Firepower victory');
    await page.getByRole('button', { name: 'Смотреть повтор' }).click();
    await page.locator('.replay-bar').waitFor();
    await allRussian(page, 'Firepower replay');
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });
});
