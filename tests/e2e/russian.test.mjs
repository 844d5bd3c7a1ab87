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
/** A keyboard shortcut shown beside a control, "(M)" or "(Shift+?)": the key's own cap, not a word. */
const KEY_HINT = /\((?:(?:Shift|Ctrl|Alt)\+)*(?:[A-Z?+-]|Esc|Home|End|Space)\)/g;

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
  const words = text.replace(/\.wartable\.json\b/g, '').replace(KEY_HINT, '').match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? [];
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
 * A scripted player: of the rules' own legal actions it takes the first of the most wanted kind
 * (attack first, answer what is asked, move towards the nearest enemy, then end the phase), so a seeded match always
 * takes the same course and reaches its end: the Old West posses charge and shoot until one runs,
 * the Firepower squads fire whenever they can until the last turn.
 */
const WANTED = ['rout', 'charge', 'shoot', 'fire', 'melee', 'resolveFight', 'strike', 'backOff', 'fameBid', 'fame', 'fortune',
  'declareHeroics', 'hillsTest', 'rollDrop', 'drawChip', 'startImpulse', 'move', 'endPhase', 'endImpulse'];

async function playUntil(page, stop, { limit = 600, check } = {}) {
  for (let i = 0; i < limit; i++) {
    const s = await matchState(page);
    if (!s || s.result || (await stop(s, i))) return s;
    const ok = await page.evaluate((wanted) => {
      const m = globalThis.__wartable.match.getState();
      const acts = m.runtime.rules.legalActions(m.state);
      if (!acts.length) return false;
      const rank = (a) => { const k = wanted.indexOf(a.type); return k < 0 ? wanted.length : k; };
      // An Old West move goes to the sampled spot nearest an enemy, so the posses close in.
      const s = m.state;
      const gap = (a) => {
        if (a.type !== 'move' || !s.fighters) return 0;
        const me = s.fighters[a.fighterId];
        let d = Infinity;
        for (const f of Object.values(s.fighters)) if (f.side !== me.side && f.status === 'ok') d = Math.min(d, Math.hypot(f.pos.x - a.to.x, f.pos.y - a.to.y));
        return d;
      };
      let best = acts[0];
      for (const a of acts) if (rank(a) < rank(best) || (rank(a) === rank(best) && gap(a) < gap(best))) best = a;
      return m.dispatch(best).ok;
    }, WANTED);
    assert.ok(ok, `step ${i}: a legal action was refused`);
    if (check && (i < 30 || i % 15 === 0)) await check(i);
  }
  return matchState(page);
}

/** The toast on screen (a refusal), or '' when there is none. */
const toastText = (page) => page.locator('.toast-text').innerText({ timeout: 3000 }).catch(() => '');

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
    const end = await playUntil(page, () => false, { limit: 600, check });
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
    await playUntil(page, () => false, { limit: 900, check: async (i) => allRussian(page, `Firepower, step ${i}`) });
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
