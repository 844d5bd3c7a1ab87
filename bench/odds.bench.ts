// Exact fight odds against a 100,000-trial Monte Carlo of the same fight (OW-3/OW-4/OW-14).
// Target: the exact function is at least 100x faster than one Monte Carlo run, and the Monte
// Carlo lands within 0.005 of the exact chance.
import { initialRngState, seededDice } from '../src/core/dice';
import { fightOdds, simulateFight, type FightSide } from '../src/rules/oldwest/odds';

export interface OddsBenchResult {
  /** Exact evaluations per second. */
  exactPerSec: number;
  /** 100,000-trial Monte Carlo runs per second. */
  mcPerSec: number;
  /** Time of one Monte Carlo run / time of one exact evaluation. */
  ratio: number;
  /** Side a's chance to win, exact. */
  exact: number;
  /** Side a's chance to win, from the first (seeded) Monte Carlo run. */
  mc: number;
  /** mc - exact. */
  diff: number;
  trials: number;
  fight: string;
}

const A: FightSide = { dice: 3, bestF: 4 };
const B: FightSide = { dice: 2, bestF: 5 };
const TRIALS = 100_000;
const SEED = 1851;

function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)]!;
}

/** Times `calls` exact evaluations (the inputs vary a little so nothing can be hoisted). */
function timeExact(calls: number): { ms: number; sink: number } {
  let sink = 0;
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) {
    const a = i & 1 ? A : { dice: A.dice, bestF: A.bestF };
    sink += fightOdds(a, B, (i & 1) as 0 | 1).pWin[0];
  }
  return { ms: performance.now() - t0, sink };
}

export function runOddsBench(): OddsBenchResult {
  const exact = fightOdds(A, B, 0).pWin[0];

  // Warm both paths up so the JIT has compiled them before timing.
  timeExact(20_000);
  simulateFight(A, B, 0, 10_000, seededDice(initialRngState(SEED + 1)));

  const calls = 200_000;
  const exactMs = median([0, 1, 2].map(() => timeExact(calls).ms)) / calls;

  const runs: { ms: number; p: number }[] = [];
  for (let r = 0; r < 3; r++) {
    const dice = seededDice(initialRngState(SEED + 100 * r));
    const t0 = performance.now();
    const p = simulateFight(A, B, 0, TRIALS, dice).pWin[0];
    runs.push({ ms: performance.now() - t0, p });
  }
  const mcMs = median(runs.map((r) => r.ms));
  const mc = runs[0]!.p;

  return {
    exactPerSec: 1000 / exactMs,
    mcPerSec: 1000 / mcMs,
    ratio: mcMs / exactMs,
    exact,
    mc,
    diff: mc - exact,
    trials: TRIALS,
    fight: `${A.dice} dice F${A.bestF} vs ${B.dice} dice F${B.bestF}`,
  };
}
