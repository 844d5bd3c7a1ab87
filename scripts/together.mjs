// Runs npm scripts side by side and fails if any fails: `node scripts/together.mjs lint typecheck`.
// Each script's output is printed whole when it ends, so the logs do not interleave. Lint and the
// typecheck are each one process on one core: side by side they take the time of the longer.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map((name) => new Promise((resolve) => {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  const out = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  child.on('close', (code) => {
    const text = Buffer.concat(out).toString();
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`> npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${secs} s\n${text}${text && !text.endsWith('\n') ? '\n' : ''}`);
    resolve(code === 0);
  });
  child.on('error', (e) => {
    process.stdout.write(`> npm run ${name}: could not start (${e.message})\n`);
    resolve(false);
  });
}));
const ok = (await Promise.all(runs)).every(Boolean);
process.exit(ok ? 0 : 1);
