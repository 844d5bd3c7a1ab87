// What the Russian browser tests share: the check that no Latin word is on a Russian screen (outside
// names, rule IDs and dice), the Russian lobby, the hand-off curtain, and a scripted player that
// takes the rules' own legal actions.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { matchState, URL } from './browser.mjs';

/**
 * Words a Russian screen may show in Latin script: the product and the games' titles, the other
 * language's own name, rule IDs, dice, and the names of the fighters and soldiers as the
 * scenarios and ready-made posses spell them.
 */
const SPEC_NAMES = ['src/rules/oldwest/scenarios.ts', 'src/rules/oldwest/roster.ts', 'src/rules/firepower/scenarios.ts', 'src/rules/ronin/warbands.ts']
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:\bid: '[\w-]+', name: |\bman\('[\w-]+', )'([^']+)'/g)].map((m) => m[1]));
const ALWAYS = new Set(['Wartable', 'English', 'Firepower', ...SPEC_NAMES.flatMap((n) => n.split(/[\s.]+/)).filter(Boolean)]);
const RULE_ID = /^(OW|FP|RO)(-[A-Z]+)*-\d+[a-z]?$/;
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
export async function allRussian(page, where) {
  const names = await namesInPlay(page);
  const text = await visibleText(page);
  const words = text.replace(/\.wartable\.json\b/g, '').replace(KEY_HINT, '').match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? [];
  const bad = [...new Set(words.filter((w) => !ALWAYS.has(w) && !names.has(w) && !RULE_ID.test(w) && !DICE.test(w) && !AXES.has(w)))];
  const lines = bad.length ? text.split('\n').filter((l) => bad.some((w) => new RegExp(`\\b${w}\\b`).test(l))).slice(0, 8) : [];
  assert.deepEqual(bad, [], `${where}: Latin words on a Russian screen:\n${lines.join('\n')}`);
}

export async function russianLobby(page, { seed } = {}) {
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
  'declareHeroics', 'hillsTest', 'rollDrop', 'drawChip', 'startImpulse', 'rollPriority', 'fightsSet', 'chooseFight', 'split',
  'attack', 'defend', 'move', 'endPhase', 'endImpulse'];

/**
 * Plays `k` of the scripted player's actions in one round trip (fewer when the match ends):
 * { played, refused } where refused names a step whose legal action the store refused.
 */
function scriptedSteps(page, k) {
  return page.evaluate(([wanted, k]) => {
    const store = globalThis.__wartable.match;
    for (let n = 0; n < k; n++) {
      const m = store.getState();
      if (m.runtime.rules.isOver(m.state)) return { played: n, refused: null };
      const acts = m.runtime.rules.legalActions(m.state);
      if (!acts.length) return { played: n, refused: null };
      const rank = (a) => { const i = wanted.indexOf(a.type); return i < 0 ? wanted.length : i; };
      // An Old West move goes to the sampled spot nearest an enemy, so the posses close in.
      const s = m.state;
      const gap = (a) => {
        if (a.type !== 'move' || !s.fighters) return 0;
        if (Array.isArray(s.fighters)) {
          // Ronin: fighters in a list, a move's spot as x and y.
          const me = s.fighters.find((f) => f.id === a.fighter);
          return Math.min(...s.fighters.filter((f) => f.side !== me.side && f.wound < 3).map((f) => Math.hypot(f.x - a.x, f.y - a.y)));
        }
        const me = s.fighters[a.fighterId];
        let d = Infinity;
        for (const f of Object.values(s.fighters)) if (f.side !== me.side && f.status === 'ok') d = Math.min(d, Math.hypot(f.pos.x - a.to.x, f.pos.y - a.to.y));
        return d;
      };
      let best = acts[0];
      for (const a of acts) if (rank(a) < rank(best) || (rank(a) === rank(best) && gap(a) < gap(best))) best = a;
      if (!m.dispatch(best).ok) return { played: n, refused: n };
    }
    return { played: k, refused: null };
  }, [WANTED, k]);
}

/**
 * Plays the scripted player until `stop(state, i)` holds or the match ends, calling `check(i)` on
 * each of the first 30 steps and every 15th after. With `stop` null it plays to the end, and the
 * steps between two checks go in one round trip.
 */
export async function playUntil(page, stop, { limit = 600, check } = {}) {
  for (let i = 0; i < limit;) {
    if (stop) {
      const s = await matchState(page);
      if (!s || s.result || (await stop(s, i))) return s;
    }
    const k = stop || i < 30 ? 1 : 15 - (i % 15);
    const r = await scriptedSteps(page, Math.min(k, limit - i));
    assert.equal(r.refused, null, `step ${i + (r.refused ?? 0)}: a legal action was refused`);
    i += r.played;
    if (check && r.played && (k > 1 || i - 1 < 30 || (i - 1) % 15 === 0)) await check(i - 1);
    if (r.played < k) break;
  }
  return matchState(page);
}

/** The toast on screen (a refusal), or '' when there is none. */
export const toastText = (page) => page.locator('.toast-text').innerText({ timeout: 3000 }).catch(() => '');

export async function passCurtain(page) {
  const ready = page.getByRole('button', { name: 'Готово, показать стол' });
  if (await ready.isVisible().catch(() => false)) {
    await allRussian(page, 'hand-off curtain');
    await ready.click();
    await ready.waitFor({ state: 'hidden' });
  }
}
