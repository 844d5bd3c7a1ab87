// Screenshots and a smoke test of the hex board demo (dev/hex.html) in headless Chromium.
// Usage: start `npx vite --port 5193 --strictPort`, then
//   node dev/hex-shot.mjs [baseUrl] [outDir]
// Env CHROMIUM overrides the browser executable (default /usr/bin/chromium).
import { chromium } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:5193';
const out = process.argv[3] ?? join(tmpdir(), 'wartable-hex');
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
const shot = async (page, name) => {
  const path = join(out, `${name}.png`);
  await page.screenshot({ path });
  console.log(`     screenshot ${path}`);
};

async function open(query, contextOptions) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.__frames = 0;
    window.requestAnimationFrame = (cb) => { window.__frames++; return raf(cb); };
  });
  page.on('console', (m) => { if (m.type() === 'error') console.log(`     [${m.type()}] ${m.text()}`); });
  page.on('pageerror', (e) => failures.push(`page error: ${e.message}`));
  await page.goto(`${base}/dev/hex.html?${query}`);
  await page.waitForFunction(() => window.__hexBench && document.querySelectorAll('#board canvas').length === 1, null, { timeout: 60000 });
  await page.waitForTimeout(300);
  return { context, page };
}

const toScreen = (page, h) => page.evaluate((x) => window.demo.board.hexToScreen(x), h);
const intents = (page, type) => page.evaluate((t) => window.demo.intents.filter((i) => i.type === t), type);
const camera = (page) => page.evaluate(() => window.demo.board.camera());
const counter = (page, id) => page.evaluate((c) => window.demo.counters.find((x) => x.id === c), id);
const prepare = (page, px) => page.evaluate((p) => window.__hexBench.prepare(p), px);

// ---- desktop, mouse, 20x20 ----
{
  const { context, page } = await open('size=20', { viewport: { width: 1280, height: 800 } });
  const canvas = page.locator('#board canvas');
  check((await canvas.getAttribute('role')) === 'img', 'canvas has role=img');
  check(!!(await canvas.getAttribute('aria-label')), `canvas has a label ("${await canvas.getAttribute('aria-label')}")`);
  check((await canvas.evaluate((c) => getComputedStyle(c).touchAction)) === 'none', 'canvas touch-action none');
  await shot(page, 'desktop-20-fit');
  const f0 = await page.evaluate(() => window.__frames);
  await page.waitForTimeout(1000);
  const idle = (await page.evaluate(() => window.__frames)) - f0;
  check(idle === 0, `no frames while idle (${idle} in 1 s)`);

  await prepare(page, 90);
  await page.waitForTimeout(100);
  await shot(page, 'desktop-20-play');
  // Tap an empty hex: tapHex with its coordinates; the hex round-trips through screenToHex.
  const centre = await page.evaluate(() => window.demo.centre);
  const empty = { q: centre.q - 2, r: centre.r + 1 };
  const p = await toScreen(page, empty);
  check(JSON.stringify(await page.evaluate((x) => window.demo.board.screenToHex(x), p)) === JSON.stringify(empty), 'screenToHex(hexToScreen(h)) == h');
  await page.mouse.move(p.x + 20, p.y + 10);
  await page.mouse.move(p.x, p.y);
  await page.waitForTimeout(60);
  const hover = (await intents(page, 'hoverHex')).at(-1);
  check(hover?.hex?.q === empty.q && hover?.hex?.r === empty.r, `hover reports the hex under the mouse (${JSON.stringify(hover?.hex)})`);
  await page.mouse.click(p.x, p.y);
  await page.waitForTimeout(60);
  const tap = (await intents(page, 'tapHex')).at(-1);
  check(tap?.q === empty.q && tap?.r === empty.r, `tap on a hex gives tapHex ${JSON.stringify(tap)}`);
  // Tap a counter.
  const b1 = await counter(page, 'b1');
  const pb = await toScreen(page, b1);
  await page.mouse.click(pb.x, pb.y);
  await page.waitForTimeout(60);
  check((await intents(page, 'tapCounter')).at(-1)?.id === 'b1', 'tap on a counter gives tapCounter');
  await shot(page, 'desktop-20-selected-b1');

  // Drag-pan from an empty hex: the map follows the pointer, no tap.
  const taps0 = (await intents(page, 'tapHex')).length;
  const c0 = await camera(page);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.move(p.x + 150, p.y + 90, { steps: 6 });
  await page.mouse.up();
  await page.waitForTimeout(60);
  const c1 = await camera(page);
  check(Math.abs((c0.x - c1.x) * c1.scale - 150) < 1.5 && Math.abs((c0.y - c1.y) * c1.scale - 90) < 1.5, 'dragging the map pans it');
  check((await intents(page, 'tapHex')).length === taps0, 'a drag-pan is not a tap');

  // Wheel zoom keeps the hex under the cursor.
  const anchor = await toScreen(page, empty);
  const at = { x: Math.round(anchor.x), y: Math.round(anchor.y) };
  await page.mouse.move(at.x, at.y);
  for (let i = 0; i < 4; i++) { await page.mouse.wheel(0, -200); await page.waitForTimeout(30); }
  await page.waitForTimeout(100);
  const c2 = await camera(page);
  const hexUnder = await page.evaluate((x) => window.demo.board.screenToHex(x), at);
  check(c2.scale > c1.scale * 1.5, `wheel zoomed in (${c1.scale.toFixed(1)} -> ${c2.scale.toFixed(1)} px/unit)`);
  check(hexUnder?.q === empty.q && hexUnder?.r === empty.r, 'the hex under the cursor stayed under it');

  // Drag a counter two hexes east: dragCounter to that hex; the demo moves it.
  await prepare(page, 90);
  const a2 = await counter(page, 'a2');
  const from = await toScreen(page, a2);
  const dest = { q: a2.q + 2, r: a2.r };
  const to = await toScreen(page, dest);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.waitForTimeout(80);
  await shot(page, 'desktop-20-dragging');
  await page.mouse.up();
  await page.waitForTimeout(80);
  const drop = (await intents(page, 'dragCounter')).at(-1);
  check(drop?.id === 'a2' && drop.to.q === dest.q && drop.to.r === dest.r, `drag a counter gives dragCounter ${JSON.stringify(drop)}`);
  // Escape cancels a drag.
  const n = (await intents(page, 'dragCounter')).length;
  const a3 = await toScreen(page, await counter(page, 'a3'));
  await page.mouse.move(a3.x, a3.y);
  await page.mouse.down();
  await page.mouse.move(a3.x + 120, a3.y, { steps: 5 });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await page.waitForTimeout(60);
  check((await intents(page, 'dragCounter')).length === n, 'Escape cancels a counter drag');
  // Resizing the page: the canvas follows its element.
  await page.setViewportSize({ width: 900, height: 640 });
  await page.waitForTimeout(300);
  const sizes = await page.evaluate(() => {
    const el = document.getElementById('board');
    const c = el.querySelector('canvas');
    return [el.clientWidth, el.clientHeight, c.clientWidth, c.clientHeight];
  });
  check(sizes[0] === sizes[2] && sizes[1] === sizes[3], `canvas follows its element (${sizes.slice(2).join('x')})`);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Start-up and tear-down: aborting while starting leaves nothing; a second board replaces the first.
  const lifecycle = await page.evaluate(async () => {
    const el = document.createElement('div');
    el.style.cssText = 'width:200px;height:200px';
    document.body.append(el);
    const ac = new AbortController();
    const pending = window.demo.createHexBoard(el, { onIntent() {}, signal: ac.signal });
    ac.abort();
    (await pending).destroy();
    const afterAbort = el.querySelectorAll('canvas').length;
    const first = window.demo.createHexBoard(el, { onIntent() {} });
    const second = window.demo.createHexBoard(el, { onIntent() {} });
    await first;
    const h = await second;
    h.setView(window.demo.view);
    h.flush();
    const live = el.querySelectorAll('canvas').length;
    h.destroy();
    h.destroy();
    const afterDestroy = el.querySelectorAll('canvas').length;
    el.remove();
    return [afterAbort, live, afterDestroy];
  });
  check(lifecycle.join() === '0,1,0', `abort leaves no canvas, a second board replaces the first, destroy removes it (${lifecycle.join()})`);
  await page.evaluate(() => { for (const b of document.querySelectorAll('#toggles input')) if (!b.checked) b.click(); });
  await page.waitForTimeout(100);
  await shot(page, 'desktop-20-all-overlays');
  await context.close();
}

// ---- desktop, 200x200: the three levels of detail ----
{
  const { context, page } = await open('size=200&show=', { viewport: { width: 1280, height: 800 } });
  await shot(page, 'desktop-200-fit');
  const lod = [await page.evaluate(() => window.demo.board.stats().terrainLod)];
  await page.evaluate(() => { window.demo.board.zoomBy(5); window.demo.board.flush(); });
  await page.waitForTimeout(300);
  lod.push(await page.evaluate(() => window.demo.board.stats().terrainLod));
  await shot(page, 'desktop-200-mid');
  await prepare(page, 56);
  await page.waitForTimeout(200);
  await shot(page, 'desktop-200-play');
  await prepare(page, 160);
  await page.waitForTimeout(200);
  lod.push(await page.evaluate(() => window.demo.board.stats().terrainLod));
  await shot(page, 'desktop-200-close');
  check(lod.join() === 'overview,textures,geometry', `levels of detail by zoom (${lod.join(', ')})`);
  await context.close();
}

// ---- tablet, touch, 1024x768 at 2x ----
{
  const { context, page } = await open('size=20', { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await shot(page, 'touch-20-fit');
  await prepare(page, 80);
  await page.waitForTimeout(100);
  await shot(page, 'touch-20-play');
  const cdp = await context.newCDPSession(page);
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, i) => ({ x: p.x, y: p.y, id: i })) });
  const centre = await page.evaluate(() => window.demo.centre);
  const h = { q: centre.q - 1, r: centre.r + 2 };
  const p = await toScreen(page, h);
  await page.touchscreen.tap(p.x, p.y);
  await page.waitForTimeout(100);
  const tap = (await intents(page, 'tapHex')).at(-1);
  check(tap?.q === h.q && tap?.r === h.r, `a touch tap gives tapHex ${JSON.stringify(tap)}`);
  // One finger pans.
  const c0 = await camera(page);
  await touch('touchStart', [p]);
  for (let i = 1; i <= 6; i++) await touch('touchMove', [{ x: p.x - 20 * i, y: p.y - 10 * i }]);
  await touch('touchEnd', []);
  await page.waitForTimeout(100);
  const c1 = await camera(page);
  check(Math.abs((c1.x - c0.x) * c1.scale - 120) < 1.5 && Math.abs((c1.y - c0.y) * c1.scale - 60) < 1.5, 'one finger pans');
  // Two fingers pinch out 2x.
  const mid = { x: 512, y: 400 };
  await touch('touchStart', [{ x: mid.x - 50, y: mid.y }, { x: mid.x + 50, y: mid.y }]);
  for (let i = 1; i <= 10; i++) {
    const d = 50 + (50 * i) / 10;
    await touch('touchMove', [{ x: mid.x - d, y: mid.y }, { x: mid.x + d, y: mid.y }]);
  }
  await touch('touchEnd', []);
  await page.waitForTimeout(150);
  const c2 = await camera(page);
  check(Math.abs(c2.scale / c1.scale - 2) < 0.05, `pinch scales by the finger distance ratio (x${(c2.scale / c1.scale).toFixed(2)})`);
  await shot(page, 'touch-20-pinched');
  await context.close();
}

await browser.close();
if (failures.length) {
  console.log(`\n${failures.length} failure(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nall good');
