// Everything a Russian player sees is Russian: the lobby, the posse builder, saved matches, and a
// match of each system through its panels to the victory screen and the replay bar. Fails on a
// Latin-script word in visible text or in an accessible name, outside names and rule IDs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launch, matchState, URL, watchErrors } from './browser.mjs';
import { touchHex } from './fpplay.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/**
 * Words a Russian screen may show in Latin script: the product and the games' titles, the other
 * language's own name, rule IDs, dice, and the names of the fighters and soldiers as the
 * scenarios and ready-made posses spell them.
 */
const SPEC_NAMES = ['src/rules/oldwest/scenarios.ts', 'src/rules/oldwest/roster.ts', 'src/rules/firepower/scenarios.ts']
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:\bid: '[\w-]+', name: |\bman\('[\w-]+', )'([^']+)'/g)].map((m) => m[1]));
const ALWAYS = new Set(['Wartable', 'English', 'Firepower', ...SPEC_NAMES.flatMap((n) => n.split(/[\s.]+/)).filter(Boolean)]);
const RULE_ID = /^(OW|FP)(-[A-Z]+)*-\d+[a-z]?$/;
/** The move control's coordinate axes, written x and y in Russian too. */
const AXES = new Set(['x', 'y']);
const DICE = /^d\d+$/;

/** The names of the open match's fighters or soldiers, word by word (names stay as the scenario spells them). */
async function namesInPlay(page) {
  const s = await matchState(page);
  const units = s ? Object.values(s.fighters ?? s.soldiers ?? {}) : [];
  return new Set(units.flatMap((u) => u.name.split(/[\s.]+/)).filter(Boolean));
}

async function visibleText(page) {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder]')]
      .filter((e) => e.getClientRects().length > 0)
      .flatMap((e) => [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('placeholder')]);
    return [document.body.innerText, ...labels].filter(Boolean).join('\n');
  });
}

/** Asserts no Latin word outside the allow-list is on screen; `where` names the screen in the failure. */
async function allRussian(page, where) {
  const names = await namesInPlay(page);
  const text = await visibleText(page);
  const words = text.replace(/\.wartable\.json\b/g, '').match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? [];
  const bad = [...new Set(words.filter((w) => !ALWAYS.has(w) && !names.has(w) && !RULE_ID.test(w) && !DICE.test(w) && !AXES.has(w)))];
  const lines = bad.length ? text.split('\n').filter((l) => bad.some((w) => new RegExp(`\\b${w}\\b`).test(l))).slice(0, 8) : [];
  assert.deepEqual(bad, [], `${where}: Latin words on a Russian screen:\n${lines.join('\n')}`);
}

async function russianLobby(page, { seed } = {}) {
  await page.goto(URL);
  await page.getByRole('button', { name: 'Русский' }).click();
  await page.getByRole('button', { name: 'Начать партию' }).waitFor();
  if (seed !== undefined) {
    await page.getByText('Дополнительно').click();
    await page.getByLabel('Зерно кубиков').fill(String(seed));
  }
}

/**
 * Plays legal actions (the rules' own list) through the store until `stop` holds or the match
 * ends: each step picks a kind of action first, then one of that kind, so the rarer kinds
 * (ending a phase, a shot, a charge) come up as often as the many moves and the match moves on
 * through its phases and turns.
 */
async function playUntil(page, stop, { limit = 400, check } = {}) {
  for (let i = 0; i < limit; i++) {
    const s = await matchState(page);
    if (!s || s.result || (await stop(s, i))) return s;
    const ok = await page.evaluate((k) => {
      const m = globalThis.__wartable.match.getState();
      const acts = m.runtime.rules.legalActions(m.state);
      if (!acts.length) return false;
      const kinds = [...new Set(acts.map((a) => a.type))];
      const kind = kinds[(k * 7919) % kinds.length];
      const same = acts.filter((a) => a.type === kind);
      return m.dispatch(same[Math.floor((k * 7919) / kinds.length) % same.length]).ok;
    }, i);
    assert.ok(ok, `step ${i}: a legal action was refused`);
    if (check && (i < 30 || i % 15 === 0)) await check(i);
  }
  return matchState(page);
}

async function passCurtain(page) {
  const ready = page.getByRole('button', { name: 'Готово, показать стол' });
  if (await ready.isVisible().catch(() => false)) {
    await allRussian(page, 'hand-off curtain');
    await ready.click();
    await ready.waitFor({ state: 'hidden' });
  }
}

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

  it('an Old West match: hand-off, the table, a fighter’s actions, odds, dice, log, undo refused, victory, replay', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Seed 29: the walk below reaches the victory screen (a rout in turn 25) in about 170 actions.
    await russianLobby(page, { seed: 29 });
    await page.getByRole('button', { name: 'Начать партию' }).click();
    await page.locator('.match').waitFor();
    await passCurtain(page);
    await allRussian(page, 'Old West table');
    await page.locator('.unit-row').first().click();
    await allRussian(page, 'Old West fighter selected');
    const check = async (i) => { await passCurtain(page); await allRussian(page, `Old West, step ${i}`); };
    // Play until dice have rolled, then ask for an undo: the log says in Russian why it stops.
    await playUntil(page, (s) => s.phase === 'shoot', { check });
    await page.getByRole('button', { name: 'Отменить' }).first().click().catch(() => {});
    await allRussian(page, 'Old West after undo');
    await playUntil(page, () => false, { limit: 600, check });
    await passCurtain(page);
    const s = await matchState(page);
    if (s.result) {
      await allRussian(page, 'Old West victory');
      const replay = page.getByRole('button', { name: 'Смотреть повтор' });
      if (await replay.isVisible().catch(() => false)) {
        await replay.click();
        await allRussian(page, 'Old West replay');
      }
    }
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });

  it('a Firepower match: impulses, fire orders, the hex panel, the legend, victory, replay', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Seed 11: the match ends after its last turn in about 270 actions.
    await russianLobby(page, { seed: 11 });
    await page.getByRole('radio', { name: /Firepower/ }).check();
    const handoff = page.getByRole('checkbox', { name: 'Экран передачи хода' });
    if (await handoff.isChecked()) await handoff.uncheck();
    await page.getByRole('button', { name: 'Начать партию' }).click();
    await page.locator('canvas').waitFor();
    await allRussian(page, 'Firepower map');
    await page.getByRole('button', { name: 'Вытянуть фишку' }).first().click();
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
    await playUntil(page, () => false, { limit: 900, check: async (i) => allRussian(page, `Firepower, step ${i}`) });
    const end = await matchState(page);
    assert.ok(end.result, 'the Firepower match ends');
    await allRussian(page, 'Firepower victory');
    const replay = page.getByRole('button', { name: 'Смотреть повтор' });
    if (await replay.isVisible().catch(() => false)) {
      await replay.click();
      await allRussian(page, 'Firepower replay');
    }
    assert.deepEqual(errors.filter((e) => !/GPU stall|WebGL/.test(e)), []);
    await context.close();
  });
});
