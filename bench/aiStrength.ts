// The computer opponent's strength and speed (issue 16), headless in Node through tsx: for every
// system, its scenarios in turn, and both sides, N whole matches of
//   "normal" against a random legal player  (goal: wins at least 95%),
//   "normal" against the one-ply greedy player (goal: wins at least 65%),
//   "hard" against "normal"                   (goal: wins at least 60%),
//   and for reference the greedy player against itself (no goal: how much a scenario favours one
//   side when both play alike; goals per side are harder from the side it does not favour) and,
//   when asked (--matchups greedy-random), against a random player (what the evaluation alone wins),
// and the p95 time of a "normal" choice (goal: at most 2 s). Times are this process's CPU time
// (process.cpuUsage), so the other work of a shared machine does not count; the computer's
// deadlines read the same clock. A draw, or a match still going after --max-actions, is not a win.
//
//   npx tsx bench/aiStrength.ts [--games N] [--systems oldwest,firepower] [--matchups normal-random,normal-greedy,hard-normal] [--sides 1,2] [--max-actions 3000] [--scenarios village]
//
// --scenarios plays only those scenarios' games of the N (same seeds as a full run: a quick look at
// one scenario's tally).
//
// Prints a line per system, matchup and side as it goes, then the rows as JSON on its last line.
import { pathToFileURL } from 'node:url';
import { playArena, type ArenaPlayer } from '../src/core/ai/arena';
import type { Side } from '../src/core/ruleset';
import { loadComputerRuntimes } from '../src/systems/computers';
import type { BenchRow } from './benchRow';

const MATCHUPS: Record<string, { player: ArenaPlayer; against: ArenaPlayer; goal: number | null; onlyWhenAsked?: boolean }> = {
  'normal-random': { player: 'normal', against: 'random', goal: 95 },
  'normal-greedy': { player: 'normal', against: 'greedy', goal: 65 },
  'hard-normal': { player: 'hard', against: 'normal', goal: 60 },
  'greedy-greedy': { player: 'greedy', against: 'greedy', goal: null },
  // How much an evaluation alone is worth (the greedy player is one ply of it): run when asked.
  'greedy-random': { player: 'greedy', against: 'random', goal: null, onlyWhenAsked: true },
};

const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * q))]! : NaN;
};

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

export async function runAiBench(games: number, systems: readonly string[] | null, matchups: readonly string[], maxActions: number, sides: readonly Side[] = [0, 1], only: readonly string[] | null = null): Promise<{ rows: BenchRow[] }> {
  const rows: BenchRow[] = [];
  const normalTimes: number[] = [];
  for (const { manifest, runtime } of await loadComputerRuntimes()) {
    if (systems && !systems.includes(manifest.id)) continue;
    const scenarios = manifest.scenarios.map((s) => s.id);
    for (const key of matchups) {
      const m = MATCHUPS[key]!;
      for (const side of sides) {
        let won = 0, drawn = 0, unfinished = 0, played = 0;
        const byScenario = new Map<string, { won: number; of: number }>(scenarios.map((id) => [id, { won: 0, of: 0 }]));
        const t0 = Date.now();
        for (let g = 0; g < games; g++) {
          const id = scenarios[g % scenarios.length]!;
          if (only && !only.includes(id)) continue;
          played++;
          const scenario = runtime.scenario(id);
          const players: [ArenaPlayer, ArenaPlayer] = side === 0 ? [m.player, m.against] : [m.against, m.player];
          const r = playArena(runtime, scenario, players, 1 + g * 31 + side, {
            maxActions, now: cpuNow,
            onChoice: (p, ms) => { if (p === 'normal') normalTimes.push(ms); },
          });
          const tally = byScenario.get(id)!;
          tally.of++;
          if (r.winner === side) {
            won++;
            tally.won++;
          } else if (r.unfinished) unfinished++;
          else if (r.winner === null) drawn++;
        }
        const pct = played ? (100 * won) / played : NaN;
        const note = `${won} won, ${drawn} drawn, ${unfinished} unfinished, ${played - won - drawn - unfinished} lost of ${played} (${[...byScenario].filter(([, t]) => t.of > 0).map(([id, t]) => `${id} ${t.won}/${t.of}`).join(', ')}); ${((Date.now() - t0) / 1000).toFixed(0)} s`;
        console.log(`${manifest.id} ${m.player} vs ${m.against}, as player ${side + 1}: ${pct.toFixed(0)}% — ${note}`);
        if (m.goal === null) {
          const what = m.against === m.player ? `scenario balance, ${m.player} against ${m.against}` : `${m.player} against ${m.against}`;
          rows.push({ name: `AI ${manifest.id}: ${what}, player ${side + 1} wins`, value: pct, unit: '%', target: 'none (reference)', pass: null, reference: true, note });
        } else {
          rows.push({ name: `AI ${manifest.id}: ${m.player} beats ${m.against} as player ${side + 1}`, value: pct, unit: '%', target: `>= ${m.goal}`, pass: played ? pct >= m.goal : null, note });
        }
      }
    }
  }
  const p95 = quantile(normalTimes, 0.95);
  rows.push({ name: 'AI "normal" choice time, p95', value: p95, unit: 'ms', target: '<= 2000', pass: normalTimes.length ? p95 <= 2000 : null, note: `${normalTimes.length} choices, CPU time` });
  return { rows };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const games = Math.max(0, Number(arg('games', '200')));
  if (!Number.isFinite(games)) throw new Error('--games must be a number of games, e.g. --games 200');
  const systems = arg('systems', '') ? arg('systems', '').split(',') : null;
  const matchups = arg('matchups', Object.keys(MATCHUPS).filter((k) => !MATCHUPS[k]!.onlyWhenAsked).join(',')).split(',');
  const unknown = matchups.filter((k) => !MATCHUPS[k]);
  if (unknown.length) throw new Error(`unknown matchup ${unknown.join(', ')}: expected ${Object.keys(MATCHUPS).join(', ')}`);
  const sides = arg('sides', '1,2').split(',').map((x) => Number(x) - 1);
  if (sides.some((x) => x !== 0 && x !== 1)) throw new Error('--sides takes player numbers, 1 and/or 2, e.g. --sides 2');
  const only = arg('scenarios', '') ? arg('scenarios', '').split(',') : null;
  const out = await runAiBench(games, systems, matchups, Number(arg('max-actions', '3000')), sides as Side[], only);
  for (const r of out.rows) console.log(`${r.name}: ${r.value.toFixed(1)} ${r.unit} (${r.reference ? 'reference, no goal' : r.pass === null ? 'not measured' : r.pass ? 'PASS' : 'FAIL'}, goal ${r.target}) ${r.note}`.replace(', goal none (reference)', ''));
  console.log(JSON.stringify(out));
}
