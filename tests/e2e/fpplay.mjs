// Plays a Firepower match through the UI as a player would: the HUD and action buttons, the unit
// list, the planning panels, and taps on the hex board's canvas. The state is read only to decide
// what to press next (as a player reads the board).
import assert from 'node:assert/strict';
import { matchState, URL } from './browser.mjs';
import { playByStore } from './storePlay.mjs';

const DIRS = [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]];
const dist = (a, b) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
const eq = (a, b) => a.q === b.q && a.r === b.r;
const next = (h, d) => ({ q: h.q + DIRS[d][0], r: h.r + DIRS[d][1] });
const living = (s) => s.order.map((id) => s.soldiers[id]).filter((x) => x.status === 'ok');

export function press(page, tap) {
  return (locator) => (tap ? locator.tap() : locator.click());
}

/** Opens the lobby and starts a Firepower match without the hand-off screen. */
export async function startFirepower(page, { scenario = 'Meeting Engagement', seed = 4, tap = false } = {}) {
  const click = press(page, tap);
  await page.goto(URL);
  await page.getByRole('radio', { name: /Firepower/ }).check();
  await page.getByRole('radio', { name: new RegExp(scenario) }).check();
  const handoff = page.getByRole('checkbox', { name: /Hot-seat hand-off screen/ });
  if (await handoff.isChecked()) await handoff.uncheck();
  await click(page.getByText('Advanced'));
  await page.getByLabel('Dice seed').fill(String(seed));
  await click(page.getByRole('button', { name: 'Start match' }));
  await page.locator('canvas').waitFor();
}

/** Taps or clicks the centre of a hex on the board's canvas, after scrolling the board into view. */
export async function touchHex(page, hex, tap) {
  await page.locator('[data-testid="hex-board"]').scrollIntoViewIfNeeded();
  const box = await page.locator('[data-testid="hex-board"]').boundingBox();
  let p = await page.evaluate((h) => globalThis.__wartableHexBoard.hexToScreen(h), hex);
  // Bring the hex into the board's view first (a drag would; the test pans directly).
  if (p.x < box.x + 30 || p.x > box.x + box.width - 30 || p.y < box.y + 30 || p.y > box.y + box.height - 30) {
    await page.evaluate(([dx, dy]) => globalThis.__wartableHexBoard.panBy(dx, dy), [box.x + box.width / 2 - p.x, box.y + box.height / 2 - p.y]);
    await page.evaluate(() => globalThis.__wartableHexBoard.flush());
    p = await page.evaluate((h) => globalThis.__wartableHexBoard.hexToScreen(h), hex);
  }
  if (tap) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/**
 * One side's plan: the attackers (side 1) walk at the defenders, fire once, throw one grenade
 * and go in with the bayonet; the defenders fire once from the crest. Everything else passes.
 * Returns the events seen: { fire, los, grenade, melee, moves }.
 */
export async function playToVictory(page, { tap = false, maxSteps = 900 } = {}) {
  const click = press(page, tap);
  const btn = (name) => page.getByRole('button', { name }).first();
  const seen = { fire: 0, los: [], grenade: 0, melee: 0, moves: 0, canvasMoves: 0 };
  for (let i = 0; i < maxSteps; i++) {
    const s = await matchState(page);
    if (s.result) return { ...seen, result: s.result };
    // Everything this play clicks for has been seen, and the rest would be passes to the end:
    // they go through the store (the rules' own actions), and the victory screen is still drawn.
    if (seen.melee >= 1 && seen.grenade >= 1 && seen.fire >= 2 && seen.canvasMoves >= 1 && !s.current) {
      await playByStore(page, { prefer: ['drawChip', 'endImpulse'] });
      await page.locator('.victory').waitFor();
      return { ...seen, result: (await matchState(page)).result };
    }
    if (process.env.FP_DEBUG && i % 20 === 0) console.log(`step ${i} at ${Date.now() % 1e6}`);
    if (s.phase === 'draw') { await click(btn(/^Draw a chip$/)); continue; }
    if (!s.current) {
      const ready = living(s).filter((x) => x.side === s.active && !s.acted.includes(x.id));
      const worth = s.impulse === 1 && ready.length > 0 && (s.active === 1 ? seen.melee === 0 : seen.fire < 2);
      if (!worth) { await click(btn(/^Pass this impulse$/)); continue; }
      const foes = living(s).filter((x) => x.side !== s.active);
      ready.sort((a, b) => Math.min(...foes.map((f) => dist(a.pos, f.pos))) - Math.min(...foes.map((f) => dist(b.pos, f.pos))));
      const who = s.active === 1 ? ready[0] : (ready.find((x) => x.weapon === 'lmg') ?? ready[0]);
      await click(btn(new RegExp(`^Act: ${who.name.replace('.', '\\.')}$`)));
      await act(page, click, btn, who.id, seen, tap);
      continue;
    }
    await click(btn(/^End impulse$/));
  }
  throw new Error('the match did not end within the step limit');
}

async function act(page, click, btn, id, seen, tap) {
  for (let k = 0; k < 12; k++) {
    const s = await matchState(page);
    if (!s.current || s.result) return;
    const me = s.soldiers[id];
    const mf = s.current.mf[id];
    if (me.status !== 'ok' || s.fought.includes(id) && mf === 0) return;
    const foes = living(s).filter((x) => x.side !== me.side);
    const nearest = foes.slice().sort((a, b) => dist(me.pos, a.pos) - dist(me.pos, b.pos))[0];
    const d = dist(me.pos, nearest.pos);
    if (process.env.FP_DEBUG) console.log(`turn ${s.turn} ${me.name} at ${me.pos.q},${me.pos.r} mf ${mf} nearest ${nearest.name} d ${d}`, JSON.stringify({ ...seen, los: seen.los.length }));
    const melee = btn(/^Melee /);
    if (me.side === 1 && !s.fought.includes(id) && await melee.isVisible() && await melee.isEnabled()) {
      // The melee is offered over the board, and leaves the focus where the player had it.
      assert.equal(await page.locator('.question', { hasText: /^Melee/ }).count(), 1, 'the melee is offered over the board');
      assert.equal(await page.evaluate(() => !!document.querySelector('.question')?.contains(document.activeElement)), false, 'the melee offer does not take the focus');
      await click(melee);
      seen.melee++;
      return;
    }
    // A grenade at the nearest enemy's hex, aimed by tapping it on the canvas.
    if (me.side === 1 && !seen.grenade && !s.fought.includes(id) && d >= 2 && d <= 5 && mf >= 2) {
      await touchHex(page, nearest.pos, tap);
      const aim = btn(/^Throw a grenade here$/);
      if (await aim.isVisible().catch(() => false)) {
        await click(aim);
        // The throw is asked over the board with its button focused: Enter throws.
        const question = page.locator('.question');
        await question.waitFor();
        assert.match(await question.getByRole('heading').innerText(), /^Grenade at -?\d+,-?\d+$/);
        const go = question.getByRole('button', { name: /^Throw the grenade/ }).first();
        await page.waitForFunction(() => /^Throw the grenade/.test(document.activeElement?.textContent ?? '') && document.querySelector('.question')?.contains(document.activeElement));
        assert.equal(await page.locator('.fp-panel', { hasText: /^Grenade at/ }).count(), 0, 'the throw is not repeated beside the board');
        const box = await go.boundingBox();
        const view = page.viewportSize();
        assert.ok(box && box.y >= 0 && box.y + box.height <= view.height, 'the throw button is in view');
        await page.keyboard.press('Enter');
        seen.grenade++;
        return;
      }
      if (process.env.FP_DEBUG) console.log('no grenade:', await page.locator('.fp-hex').innerText().catch(() => '-'));
      await click(btn(/^Close$/)).catch(() => {});
    }
    // Aimed fire: pick a target in the list, check the line drawn to it, and fire.
    const shots = page.locator('.btn-target').filter({ hasText: /%/ });
    const wantFire = !s.fought.includes(id) && seen.fire < 2 && (me.side === 0 || (me.side === 1 && !seen.fire && d > 5));
    if (wantFire && await shots.count()) {
      await click(shots.first());
      const view = await page.evaluate(() => globalThis.__wartableHexView.overlays.los);
      const panel = await page.locator('.fp-hex').getAttribute('data-los');
      seen.los.push({ drawn: view.length, state: view[0]?.state, panel });
      await click(btn(/^Fire: \d+ (bursts?|shots?)$/));
      seen.fire++;
      return;
    }
    if (me.side === 0) return;
    // Walk: face the neighbour nearest the enemy, then step forward while the MF last.
    if (d <= 1) {
      const want = DIRS.findIndex((_, i) => eq(next(me.pos, i), nearest.pos));
      if (want === me.facing || mf < 1) return;
      await click(btn((want - me.facing + 6) % 6 <= 3 ? /^Turn right/ : /^Turn left/));
      continue;
    }
    const scores = DIRS.map((_, i) => dist(next(me.pos, i), nearest.pos) + (living(s).some((x) => x.side !== me.side && eq(x.pos, next(me.pos, i))) ? 99 : 0));
    const want = scores.indexOf(Math.min(...scores));
    if (want !== me.facing) {
      if (mf < 2) return;
      await click(btn((want - me.facing + 6) % 6 <= 3 ? /^Turn right/ : /^Turn left/));
      continue;
    }
    const ahead = next(me.pos, me.facing);
    const fwd = btn(/^Forward \(\d MF\)$/);
    if (!(await fwd.isVisible().catch(() => false)) || !(await fwd.isEnabled())) return;
    // Every other step goes by a double tap on the canvas (the second tap moves there).
    if (seen.moves % 2 === 1) {
      await touchHex(page, ahead, tap);
      const move = btn(/^Move here \(\d MF\)$/);
      if (await move.isVisible().catch(() => false)) { await click(move); seen.canvasMoves++; seen.moves++; continue; }
    }
    await click(fwd);
    seen.moves++;
  }
}
