// The odds panel's latency: `preview` as the match screen calls it, timed once per decision on
// positions of every scenario reached by seeded random play (the same decision points the odds
// property test checks), first call each (nothing remembered from a previous call of the same
// position). Target: p95 under 16 ms, one frame.
import type { OddsSubject } from '../tests/property/odds/check';
import { decisionPoints } from '../tests/property/odds/check';
import { oldwestOdds } from '../tests/property/odds/oldwest';
import { firepowerOdds } from '../tests/property/odds/firepower';

export interface PreviewBenchRow {
  system: string;
  decisions: number;
  p50: number;
  p95: number;
  max: number;
  /** The kinds of decision timed, with their count. */
  kinds: Record<string, number>;
  /** The slowest decision: its kind and scenario. */
  slowest: string;
}

const quantile = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

function benchOne<S, A extends { type: string }, Sc, P>(sub: OddsSubject<S, A, Sc, P>, decisions: number): PreviewBenchRow {
  const times: { ms: number; what: string }[] = [];
  const kinds: Record<string, number> = {};
  // Warm the JIT on a few positions first (not timed).
  const points = [...decisionPoints(sub, decisions + 20, 8)];
  for (const pt of points.slice(0, 20)) sub.rules.preview(pt.state, pt.action);
  for (const pt of points.slice(20)) {
    const t0 = performance.now();
    sub.rules.preview(pt.state, pt.action);
    times.push({ ms: performance.now() - t0, what: `${pt.action.type} in ${pt.scenarioId}` });
    kinds[pt.action.type] = (kinds[pt.action.type] ?? 0) + 1;
  }
  const ms = times.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  return { system: sub.system, decisions: ms.length, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: ms.at(-1)!, kinds, slowest: slowest.what };
}

export function runPreviewBench(decisions = 300): PreviewBenchRow[] {
  return [benchOne(oldwestOdds, decisions), benchOne(firepowerOdds, decisions)];
}
