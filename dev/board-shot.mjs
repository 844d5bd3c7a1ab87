// Screenshots and a smoke test of the board demo (dev/board.html) in headless Chromium.
// Usage: start `npx vite --port 5190 --strictPort`, then
//   node dev/board-shot.mjs [baseUrl] [outDir]
// Env CHROMIUM overrides the browser executable (default /usr/bin/chromium).
import { chromium } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:5190';
const out = process.argv[3] ?? join(tmpdir(), 'wartable-board');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const shot = async (page, name, clip) => {
  const path = join(out, `${name}.png`);
  await page.screenshot({ path, clip });
  console.log(`     screenshot ${path}`);
};

async function open(contextOptions) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  // Count animation frames requested, to check the board is idle when nothing changes.
  await page.addInitScript(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.__frames = 0;
    window.requestAnimationFrame = (cb) => { window.__frames++; return raf(cb); };
  });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`     [${m.type()}] ${m.text()}`); });
  page.on('pageerror', (e) => failures.push(`page error: ${e.message}`));
  await page.goto(`${base}/dev/board.html`);
  await page.waitForFunction(() => window.demo?.board && document.querySelectorAll('#board canvas').length === 1);
  await page.waitForTimeout(400);
  return { context, page };
}

const toScreen = (page, p) => page.evaluate((q) => window.demo.board.worldToScreen(q), p);
const unitAt = (page, id) => page.evaluate((u) => window.demo.units.find((m) => m.id === u), id);
const intents = (page, type) => page.evaluate((t) => window.demo.intents.filter((i) => i.type === t), type);
const camera = (page) => page.evaluate(() => window.demo.board.camera());

// ---- desktop, mouse ----
{
  const { context, page } = await open({ viewport: { width: 1280, height: 800 } });
  check((await page.locator('#board canvas').getAttribute('role')) === 'img', 'canvas has role=img');
  check((await page.locator('#board canvas').evaluate((c) => getComputedStyle(c).touchAction)) === 'none', 'canvas touch-action none');
  await shot(page, 'desktop-1280x800');
  const f0 = await page.evaluate(() => window.__frames);
  await page.waitForTimeout(1000);
  const idleFrames = (await page.evaluate(() => window.__frames)) - f0;
  check(idleFrames === 0, `no frames while idle (${idleFrames} in 1 s)`);

  // Drag Kid Rourke (17, 11): 4" down is fine, 9" is too far; release at 4".
  const r2 = await unitAt(page, 'r2');
  const from = await toScreen(page, r2);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const okPt = await toScreen(page, { x: r2.x, y: r2.y + 4 });
  await page.mouse.move(okPt.x, okPt.y, { steps: 8 });
  await page.waitForTimeout(100);
  await shot(page, 'desktop-drag-ok');
  const badPt = await toScreen(page, { x: r2.x + 3, y: r2.y + 9 });
  await page.mouse.move(badPt.x, badPt.y, { steps: 8 });
  await page.waitForTimeout(100);
  await shot(page, 'desktop-drag-too-far');
  await shot(page, 'desktop-drag-too-far-detail', { x: from.x - 120, y: from.y - 60, width: 400, height: 260 });
  await page.mouse.move(okPt.x, okPt.y, { steps: 4 });
  await page.mouse.up();
  await page.waitForTimeout(100);
  const drops = await intents(page, 'dropUnit');
  const drop = drops.at(-1);
  check(drop && drop.unitId === 'r2' && Math.abs(drop.x - r2.x) < 0.1 && Math.abs(drop.y - (r2.y + 4)) < 0.1, `dropUnit r2 at (${drop?.x.toFixed(2)}, ${drop?.y.toFixed(2)})`);
  const moved = await unitAt(page, 'r2');
  check(Math.abs(moved.y - (r2.y + 4)) < 0.1, 'demo moved r2 and the board followed');
  await shot(page, 'desktop-after-drop');

  // Taps.
  const b2 = await toScreen(page, await unitAt(page, 'b2'));
  await page.mouse.click(b2.x, b2.y);
  const empty = await toScreen(page, { x: 30, y: 2 });
  await page.mouse.click(empty.x, empty.y);
  await page.waitForTimeout(50);
  const taps = await intents(page, 'tapUnit');
  check(taps.at(-1)?.unitId === 'b2', 'tap on a unit gives tapUnit');
  const tt = (await intents(page, 'tapTable')).at(-1);
  check(tt && Math.abs(tt.x - 30) < 0.3 && Math.abs(tt.y - 2) < 0.3, 'tap on the table gives tapTable at the right inches');
  check((await intents(page, 'hover')).length > 0, 'hover intents arrive');

  // Wheel zoom around a point keeps it under the cursor.
  await page.evaluate(() => window.demo.select('r1'));
  const anchor = { x: 16, y: 12 };
  const raw = await toScreen(page, anchor);
  // Wheel events carry whole-pixel coordinates: aim at one.
  const at = { x: Math.round(raw.x), y: Math.round(raw.y) };
  const before = await camera(page);
  await page.mouse.move(at.x, at.y);
  for (let i = 0; i < 5; i++) { await page.mouse.wheel(0, -300); await page.waitForTimeout(30); }
  await page.waitForTimeout(150);
  const after = await camera(page);
  const back = await toScreen(page, { x: anchor.x + (at.x - raw.x) / before.scale, y: anchor.y + (at.y - raw.y) / before.scale });
  check(after.scale > before.scale * 2, `wheel zoomed in (${before.scale.toFixed(1)} -> ${after.scale.toFixed(1)} px/in)`);
  check(Math.hypot(back.x - at.x, back.y - at.y) < 1, `the point under the cursor stayed put (${at.x.toFixed(1)},${at.y.toFixed(1)} -> ${back.x.toFixed(1)},${back.y.toFixed(1)})`);
  await shot(page, 'desktop-wheel-zoom');

  // Pan by dragging the empty table.
  await page.evaluate(() => window.demo.board.fit());
  const c0 = await camera(page);
  const start = await toScreen(page, { x: 19.5, y: 9.5 });
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x - 200, start.y - 120, { steps: 6 });
  await page.mouse.up();
  const c1 = await camera(page);
  check(Math.abs((c1.x - c0.x) * c1.scale - 200) < 2 && Math.abs((c1.y - c0.y) * c1.scale - 120) < 2, 'dragging the table pans');
  await page.evaluate(() => window.demo.board.zoomBy(100));
  check((await camera(page)).scale === 200, 'zoom clamps at 200 px/in');
  await page.evaluate(() => window.demo.board.fit());

  // Resizing the page refits the board (the camera was fitted, not moved by hand).
  await page.setViewportSize({ width: 900, height: 640 });
  await page.waitForTimeout(300);
  const sizes = await page.evaluate(() => {
    const el = document.getElementById('board');
    const c = el.querySelector('canvas');
    return { el: [el.clientWidth, el.clientHeight], canvas: [c.clientWidth, c.clientHeight] };
  });
  check(sizes.el.join() === sizes.canvas.join(), `canvas follows its element (${sizes.canvas.join('x')})`);
  check((await camera(page)).scale < c1.scale, 'resize refits the table');
  await shot(page, 'desktop-resized-900x640');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Destroying (aborting) while the renderer is still starting leaves nothing behind.
  const leftovers = await page.evaluate(async () => {
    const el = document.createElement('div');
    el.style.cssText = 'width:200px;height:200px';
    document.body.append(el);
    const ac = new AbortController();
    const pending = window.demo.createBoard(el, { onIntent() {}, signal: ac.signal });
    ac.abort();
    const h = await pending;
    h.destroy();
    const n = el.querySelectorAll('canvas').length;
    el.remove();
    return n;
  });
  check(leftovers === 0, 'abort during start-up leaves no canvas');

  // Re-creating the board leaves one canvas.
  await page.click('#recreate');
  await page.click('#recreate');
  await page.waitForTimeout(600);
  check((await page.locator('#board canvas').count()) === 1, 'recreate leaves exactly one canvas');
  await context.close();
}

// ---- tablet, touch ----
{
  const { context, page } = await open({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await page.evaluate(() => window.demo.select(null));
  await page.waitForTimeout(100);
  await shot(page, 'touch-1024x768');
  const cdp = await context.newCDPSession(page);
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, i) => ({ x: p.x, y: p.y, id: i })) });

  // One finger drags a unit.
  const b4 = await unitAt(page, 'b4');
  const p0 = await toScreen(page, b4);
  const p1 = await toScreen(page, { x: b4.x - 3, y: b4.y - 2 });
  await touch('touchStart', [p0]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: p0.x + ((p1.x - p0.x) * i) / 8, y: p0.y + ((p1.y - p0.y) * i) / 8 }]);
  await page.waitForTimeout(100);
  await shot(page, 'touch-drag');
  await touch('touchEnd', []);
  await page.waitForTimeout(100);
  const drop = (await intents(page, 'dropUnit')).at(-1);
  check(drop?.unitId === 'b4', 'touch drag drops the unit');

  // Two fingers pinch out around the centre.
  const cam0 = await camera(page);
  const mid = { x: 512, y: 420 };
  const steps = 10;
  await touch('touchStart', [{ x: mid.x - 40, y: mid.y }, { x: mid.x + 40, y: mid.y }]);
  for (let i = 1; i <= steps; i++) {
    const d = 40 + (120 * i) / steps;
    await touch('touchMove', [{ x: mid.x - d, y: mid.y }, { x: mid.x + d, y: mid.y }]);
  }
  await touch('touchEnd', []);
  await page.waitForTimeout(150);
  const cam1 = await camera(page);
  check(Math.abs(cam1.scale / cam0.scale - 4) < 0.05, `pinch scales by the distance ratio (x${(cam1.scale / cam0.scale).toFixed(2)})`);
  check((await intents(page, 'tapUnit')).length === 0 && (await intents(page, 'tapTable')).length === 0, 'no taps from drags or pinches');
  await shot(page, 'touch-pinch');
  await page.evaluate(() => window.demo.board.fit());
  const tapAt = await toScreen(page, await unitAt(page, 'r1'));
  await page.touchscreen.tap(tapAt.x, tapAt.y);
  await page.waitForTimeout(100);
  check((await intents(page, 'tapUnit')).at(-1)?.unitId === 'r1', 'a touch tap selects a unit');
  await shot(page, 'touch-selected');
  await context.close();
}

await browser.close();
if (failures.length) {
  console.log(`\n${failures.length} failure(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nall good');
