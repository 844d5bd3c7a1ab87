// The engine at scale: Old West's legal-action listing with 5, 20 and 50 fighters a side in each
// phase (Red Gulch tiled, its posses cloned: src/rules/oldwest/crowd.ts) (the bytes a listing
// allocates: bench/listingAlloc.ts), random play's actions per second and the replay of 500 actions, both systems.
// Times are CPU time of the benchmark process (see `best`). Usage: npx tsx bench/engine.bench.ts
// (prints JSON on its last line)
import { replay } from '../src/core/match';
import { replayCheckpoints, stateAt } from '../src/core/history';
import { randomPlay } from '../src/core/randomPlay';
import type { Ruleset } from '../src/core/ruleset';
import { firepower } from '../src/rules/firepower/index';
import { FP_SCENARIOS } from '../src/rules/firepower/scenarios';
import { crowdPosition } from '../src/rules/oldwest/crowd';
import { oldwest } from '../src/rules/oldwest/index';
import { RED_GULCH } from '../src/rules/oldwest/scenarios';

const SIZES = [5, 20, 50] as const;
const PHASES = ['move', 'shoot', 'fight'] as const;
const SEEDS = [1, 2, 3];
/** Snapshot spacing of the replay that keeps one state in K. */
export const SNAPSHOT_EVERY = 25;


/** CPU ms of this process since `c`. */
const cpuSince = (c: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
};

/** Each timed round lasts at least this much CPU time, so a call of a few microseconds is timed over thousands. */
const ROUND_MS = 20;

/**
 * Milliseconds per call of f: the least CPU time of this process over `reps` rounds (other
 * programs on a shared machine add wall time, not CPU time), each round calling f as many times
 * as last ROUND_MS (found by doubling the calls until one round does): a listing of 0.03 ms timed
 * in rounds of a few calls moved 2x between runs, and with it the 50-against-5 ratio. No forced
 * collection between rounds: after one, V8 shrinks its young space and the next replay runs
 * several times slower.
 */
function best(f: () => unknown, reps: number): number {
  const calls = callsPerRound(f);
  let min = Infinity;
  for (let i = 0; i < reps; i++) min = Math.min(min, round(f, calls));
  return min;
}

/** How many calls of f last ROUND_MS of CPU (doubling from one). */
function callsPerRound(f: () => unknown): number {
  let calls = 1;
  for (;;) {
    const c = process.cpuUsage();
    for (let k = 0; k < calls; k++) f();
    if (cpuSince(c) >= ROUND_MS || calls >= 1 << 20) return calls;
    calls *= 2;
  }
}

/** CPU ms per call of f over one round of `calls` calls. */
function round(f: () => unknown, calls: number): number {
  const c = process.cpuUsage();
  for (let k = 0; k < calls; k++) f();
  return cpuSince(c) / calls;
}

export interface ListingRow { perSide: number; phase: string; ms: number; actions: number }

/**
 * Each phase's listing at every size, the sizes' rounds taken in turn (5, 20, 50, 5, 20, 50, ...)
 * so a ratio between sizes compares code timed under the same conditions: timed one size after
 * another, the 50-against-5 ratio of the Shoot listing moved between 6x and 21x on a shared machine.
 */
function listing(reps = 6): ListingRow[] {
  const rows: ListingRow[] = [];
  for (const phase of PHASES) {
    const sets = SIZES.map((perSide) => SEEDS.map((seed) => crowdPosition(perSide, phase, seed)));
    const fns = sets.map((states) => states.map((s) => () => oldwest.legalActions(s)));
    for (const list of fns) for (const f of list) f(); // warm up
    const calls = fns.map((list) => list.map(callsPerRound));
    const mins = fns.map((list) => list.map(() => Infinity));
    for (let r = 0; r < reps; r++) {
      fns.forEach((list, i) => list.forEach((f, j) => { mins[i]![j] = Math.min(mins[i]![j]!, round(f, calls[i]![j]!)); }));
    }
    SIZES.forEach((perSide, i) => {
      rows.push({ perSide, phase, ms: Math.max(...mins[i]!), actions: Math.max(...sets[i]!.map((s) => oldwest.legalActions(s).length)) });
    });
  }
  return rows.sort((a, b) => a.perSide - b.perSide || PHASES.indexOf(a.phase as (typeof PHASES)[number]) - PHASES.indexOf(b.phase as (typeof PHASES)[number]));
}

function longGame<S, A, Sc>(rules: Ruleset<S, A, Sc>, scenario: Sc, want: number, prefer?: (a: A) => boolean): { seed: number; actions: A[] } {
  let longest = { seed: 0, actions: [] as A[] };
  for (let seed = 1; seed <= 8 && longest.actions.length < want; seed++) {
    const g = randomPlay(rules, scenario, seed, seed, { maxActions: want, ...(prefer ? { prefer } : {}) });
    if (g.actions.length > longest.actions.length) longest = { seed, actions: g.actions };
  }
  return longest;
}

export interface SystemRow { system: string; actionsPerSecond: number; replayActions: number; replayMs: number; per500Ms: number; snapshotReplayMs: number; seekMs: number; snapshots: number }

/** Replay of about 500 actions, full and with snapshots, and a seek from the nearest snapshot. */
function replays<S, A, Sc>(name: string, rules: Ruleset<S, A, Sc>, scenario: Sc, prefer?: (a: A) => boolean): Omit<SystemRow, 'actionsPerSecond'> {
  const game = longGame(rules, scenario, 500, prefer);
  const record = { options: {}, seed: game.seed, actions: game.actions, players: ['Anna', 'Boris'] as [string, string] };
  replay(rules, scenario, record);
  const replayMs = best(() => replay(rules, scenario, record), 20);
  const snap = replayCheckpoints(rules, scenario, record, SNAPSHOT_EVERY);
  const snapshotReplayMs = best(() => replayCheckpoints(rules, scenario, record, SNAPSHOT_EVERY), 20);
  const mid = Math.floor(record.actions.length / 2) + Math.floor(SNAPSHOT_EVERY / 2);
  // A fresh copy each time: stateAt remembers the step it last worked out for a history.
  const seekMs = best(() => stateAt(rules, { ...snap }, record.actions, mid), 10);
  const n = record.actions.length;
  return { system: name, replayActions: n, replayMs, per500Ms: (replayMs * 500) / n, snapshotReplayMs, seekMs, snapshots: snap.snapshots.length };
}

/** Random play: the app's own legalActions + step, as many games as fit in two seconds of CPU. */
function throughput<S, A, Sc>(rules: Ruleset<S, A, Sc>, scenario: Sc, prefer?: (a: A) => boolean): number {
  let acts = 0;
  const c0 = process.cpuUsage();
  const cpuMs = () => { const d = process.cpuUsage(c0); return (d.user + d.system) / 1000; };
  for (let seed = 1; cpuMs() < 2000; seed++) acts += randomPlay(rules, scenario, seed, seed + 50, { maxActions: 300, ...(prefer ? { prefer } : {}) }).actions.length;
  return acts / (cpuMs() / 1000);
}

export function runEngineBench() {
  const doing = (a: { type: string }) => a.type !== 'endPhase' && a.type !== 'rout';
  // Replays first, on a heap as small as a match opening finds it.
  const ow = replays('oldwest', oldwest, RED_GULCH, doing);
  const fp = replays('firepower', firepower, FP_SCENARIOS.meeting!);
  const rows = listing();
  const at = (perSide: number, phase: string) => rows.find((r) => r.perSide === perSide && r.phase === phase)!;
  const ratios = Object.fromEntries(PHASES.map((p) => [p, at(50, p).ms / Math.max(at(5, p).ms, 1e-3)]));
  const worst20 = rows.filter((r) => r.perSide === 20).reduce((m, r) => (r.ms > m.ms ? r : m));
  const systems: SystemRow[] = [
    { ...ow, actionsPerSecond: throughput(oldwest, RED_GULCH, doing) },
    { ...fp, actionsPerSecond: throughput(firepower, FP_SCENARIOS.meeting!) },
  ];
  return { listing: rows, ratios, worst20: { phase: worst20.phase, ms: worst20.ms }, systems, snapshotEvery: SNAPSHOT_EVERY };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = runEngineBench();
  for (const x of r.listing) console.log(`${String(x.perSide).padStart(2)} a side ${x.phase.padEnd(5)} ${x.ms.toFixed(2).padStart(8)} ms ${String(x.actions).padStart(4)} actions`);
  console.log(JSON.stringify(r));
}
