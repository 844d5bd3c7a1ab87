// Builds the app, serves the build on localhost, and runs the browser tests in Debian's Chromium
// (never a downloaded browser). Usage: npm run test:e2e [files]
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism } from 'node:os';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `The browser tests need Chromium, and there is none at ${chromium}.\n` +
      'Install Debian\'s package with: apt-get install -y chromium (as root), or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

// A free port unless one is given, so two checkouts can run their browser tests side by side.
async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.E2E_PORT) || (await freePort());
execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});

async function waitForPort() {
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the preview server did not open port ${port}`);
}

let code = 1;
try {
  await waitForPort();
  // The longest files start first, so two long ones never start last and leave one core idle at
  // the end (times from a full run; a file not listed here runs after these, by name).
  const LONGEST_FIRST = [
    'computer', 'ranked', 'russian', 'ronin', 'firepower-match', 'heroes', 'memory', 'board-readability', 'match', 'killpage', 'offline',
    'saves', 'siege', 'replay', 'ranked-drag',
  ].map((f) => `tests/e2e/${f}.test.mjs`);
  const all = readdirSync('tests/e2e').filter((f) => f.endsWith('.test.mjs')).map((f) => `tests/e2e/${f}`).sort();
  const ordered = [...LONGEST_FIRST.filter((f) => all.includes(f)), ...all.filter((f) => !LONGEST_FIRST.includes(f))];
  const files = process.argv.length > 2 ? process.argv.slice(2) : ordered;
  // Test files run side by side, one per core (each has its own browser and storage; the server
  // only serves the build): a browser test waits on frames and round trips much of the time, so a
  // 2-core machine runs two in about two thirds of the time of one after the other.
  // E2E_CONCURRENCY=1 runs them one at a time.
  const concurrency = Number(process.env.E2E_CONCURRENCY) || availableParallelism();
  const test = spawn(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...files], {
    stdio: 'inherit',
    env: { ...process.env, E2E_URL: `http://127.0.0.1:${port}/`, CHROMIUM_PATH: chromium },
  });
  code = await new Promise((resolve) => test.on('exit', (c) => resolve(c ?? 1)));
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
}
process.exit(code);
