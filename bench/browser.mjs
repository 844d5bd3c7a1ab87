// Browser measurements in Debian's Chromium against the built app (run after bench/bundle.mjs):
// React commits of the match screen per store update, and per pointer event during a drag.
// Prints { rows: [...] } as JSON on its last line.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { freePort, portOpen } from './browserKit.mjs';

const exe = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const done = (o) => {
  console.log(JSON.stringify(o));
  process.exit(0);
};
if (!existsSync(exe)) done({ measured: false, reason: `no Chromium at ${exe}` });
if (!existsSync('dist/index.html')) done({ measured: false, reason: 'no build in dist/' });

const port = await freePort();
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
const stop = () => { try { process.kill(-server.pid, 'SIGTERM'); } catch { /* gone */ } };
// Also on a crash outside the try below (an exit of any kind stops the server).
process.on('exit', stop);
for (let i = 0; i < 100; i++) {
  const up = await portOpen(port);
  if (up) break;
  await new Promise((r) => setTimeout(r, 200));
}

let browser = null;
let result;
try {
  browser = await chromium.launch({
    executablePath: exe,
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('radio', { name: /Trouble at the Livery/ }).check();
  await page.getByText('Hot-seat hand-off screen').click();
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.locator('canvas').waitFor();
  await page.getByRole('button', { name: /Roll for the Drop/ }).click();
  await page.waitForTimeout(300);
  // Decline the heroic actions offered at the start of Movin'.
  for (let i = 0; i < 3; i++) {
    const none = page.getByRole('button', { name: /^No heroic action/ });
    if (!(await none.count())) break;
    await none.first().click();
    await page.waitForTimeout(200);
  }
  const commits = () => page.evaluate(() => globalThis.__wartableRenders.commits);
  const s = await page.evaluate(() => globalThis.__wartable.match.getState().state);
  const movers = s.order.map((id) => s.fighters[id]).filter((f) => f.side === s.active);

  // 1. One fighter moves (one store update): count commits.
  const a = movers[0];
  const c0 = await commits();
  await page.evaluate(([id, p]) => globalThis.__wartable.match.getState().dispatch({ type: 'move', fighterId: id, to: p }), [a.id, { x: a.pos.x, y: a.pos.y + (a.side === 0 ? 1 : -1) }]);
  await page.waitForTimeout(200);
  const perMove = (await commits()) - c0;
  const moved = await page.evaluate((id) => globalThis.__wartable.match.getState().state.fighters[id].moveUsed, a.id);
  if (!(moved > 0)) throw new Error('the benchmark move was refused');

  // 2. A drag of another fighter: 60 pointer moves, then the drop.
  const b = movers[1];
  const from = await page.evaluate((p) => globalThis.__wartableBoard.worldToScreen(p), b.pos);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y + 3);
  await page.waitForTimeout(100);
  const c1 = await commits();
  const moves = 60;
  for (let i = 1; i <= moves; i++) await page.mouse.move(from.x + i, from.y + (b.side === 0 ? i : -i) * 0.5);
  await page.waitForTimeout(200);
  const perPointer = ((await commits()) - c1) / moves;
  await page.mouse.up();
  await page.waitForTimeout(200);

  result = {
    rows: [
      { name: 'React commits per store update (one fighter moves)', value: perMove, unit: '', target: '1', pass: perMove === 1 },
      { name: 'React commits per pointer event during a drag', value: perPointer, unit: '', target: '0', pass: perPointer === 0, note: `${moves} pointer moves` },
    ],
  };
} catch (e) {
  result = { measured: false, reason: e instanceof Error ? e.message.split('\n')[0] : String(e) };
} finally {
  await browser?.close().catch(() => {});
  stop();
}
done(result);
