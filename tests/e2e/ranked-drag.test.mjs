// Rank and Flank's regiments moved by dragging them on the board, as a player would: in turn 1's
// movement phase a regiment taken in the middle and dragged about 3" ahead plans "forward 3""
// (the dock's Commit says so while the drag is still held, and the ghost shows it), and is moved
// by Commit; another taken by its front right corner and swung round its left one plans a wheel
// to the left, committed the same way. At 1280x800 with the mouse and on a 1024x768 touch tablet
// with a finger.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, TABLET, launch, matchState } from './browser.mjs';
import { openRanked } from './rankedKit.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const RAD = Math.PI / 180;
const fwdOf = (b) => ({ x: Math.sin(b.facing * RAD), y: -Math.cos(b.facing * RAD) });
const rightOf = (b) => ({ x: Math.cos(b.facing * RAD), y: Math.sin(b.facing * RAD) });
/** A point `u` inches right of the front centre and `v` forward of it. */
const local = (b, u, v) => ({ x: b.front.x + rightOf(b).x * u + fwdOf(b).x * v, y: b.front.y + rightOf(b).y * u + fwdOf(b).y * v });
const reg = (s, id) => s.regiments.find((r) => r.id === id);
const screen = (page, p) => page.evaluate((q) => globalThis.__wartableBoard.worldToScreen(q), p);

/**
 * Presses at table point `path[0]`, moves through the others and (unless `hold`) lets go; returns
 * a function that lets go. By mouse or by a finger sent through the DevTools protocol.
 */
async function drag(page, tap, path) {
  const pts = [];
  for (const p of path) pts.push(await screen(page, p));
  if (!tap) {
    await page.mouse.move(pts[0].x, pts[0].y);
    await page.mouse.down();
    for (const p of pts.slice(1)) await page.mouse.move(p.x, p.y, { steps: 4 });
    return () => page.mouse.up();
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  await touch('touchStart', pts[0]);
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1], pts[i]];
    for (let k = 1; k <= 4; k++) await touch('touchMove', { x: a.x + ((b.x - a.x) * k) / 4, y: a.y + ((b.y - a.y) * k) / 4 });
  }
  return async () => { await touch('touchEnd'); await cdp.detach(); };
}

const ghostDrawn = (page) => page.evaluate(() => { const b = globalThis.__wartableBoard; b.flush(); return b.drawn().names.some((n) => n.id.startsWith('ghost:')); });

async function play(viewport, tap) {
  const { context, page, errors, press } = await openRanked(browser, viewport, tap);
  await press(page.getByRole('button', { name: 'End the charge phase' }));
  await page.waitForFunction(() => globalThis.__wartable.match.getState().state.phase === 'move');
  await page.evaluate(() => globalThis.__wartableBoard.focusUnit('a1'));

  // Straight ahead: taken in the middle, dragged 2.8" along its facing (snapped to the legal 3").
  let s = await matchState(page);
  const a1 = reg(s, 'a1');
  const mid = local(a1.block, 0, -a1.block.depth / 2);
  const ahead = { x: mid.x + fwdOf(a1.block).x * 2.8, y: mid.y + fwdOf(a1.block).y * 2.8 };
  const letGo = await drag(page, tap, [mid, { x: (mid.x + ahead.x) / 2, y: (mid.y + ahead.y) / 2 }, ahead]);
  await page.getByRole('button', { name: 'Commit: forward 3"' }).waitFor();
  assert.ok(await ghostDrawn(page), 'the end position is ghosted while the drag is held');
  await letGo();
  await press(page.getByRole('button', { name: 'Commit: forward 3"' }));
  await page.waitForFunction(() => globalThis.__wartable.match.getState().state.regiments.find((r) => r.id === 'a1').used === 3);
  s = await matchState(page);
  const moved = reg(s, 'a1').block;
  assert.ok(Math.abs(moved.front.y - (a1.block.front.y - 3)) < 1e-6, `a1 went 3" up the table (${a1.block.front.y} -> ${moved.front.y})`);

  // A wheel: the front right corner of another regiment swung 30 degrees round its front left one.
  const id = 'a2';
  await page.evaluate((u) => globalThis.__wartableBoard.focusUnit(u), id);
  const b = reg(s, id).block;
  const pivot = local(b, -b.width / 2, 0);
  const grab = local(b, b.width / 2 - 0.3, -0.3);
  const arm = Math.hypot(grab.x - pivot.x, grab.y - pivot.y);
  const start = Math.atan2(grab.y - pivot.y, grab.x - pivot.x);
  const arc = [0, 10, 20, 30].map((d) => ({ x: pivot.x + arm * Math.cos(start - d * RAD), y: pivot.y + arm * Math.sin(start - d * RAD) }));
  const release = await drag(page, tap, arc);
  await page.getByRole('button', { name: 'Commit: wheel left 30°' }).waitFor();
  await release();
  await press(page.getByRole('button', { name: 'Commit: wheel left 30°' }));
  await page.waitForFunction((u) => globalThis.__wartable.match.getState().state.regiments.find((r) => r.id === u).block.facing === 330, id);
  assert.deepEqual(errors, []);
  await context.close();
}

describe('Rank and Flank regiments dragged on the board', () => {
  it('at 1280x800 with the mouse: forward and a wheel', async () => { await play(DESKTOP, false); });
  it('on a 1024x768 touch tablet with a finger: forward and a wheel', async () => { await play(TABLET, true); });
});
