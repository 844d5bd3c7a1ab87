// How the odds panel spends its time on a question (issue 15): the exact enumeration first, up to a
// small budget of resolution runs; a close combat over it gets odds estimated from seeded runs of
// the same rules within a time budget, shown at once; then (in the worker) a steadier estimate
// over REFINED_RUNS rounds replaces it (about 0.35 s a question here), and the exact enumeration is
// tried again with its full budget, its odds replacing the estimate where it finishes.
// Pure (no DOM): the worker, the screen without workers and the bench share it.
import type { Preview } from '../../core/ruleset';
import { ranked } from '../../rules/ranked';
import { panelPreview } from '../../rules/ranked/preview';
import type { RkAction, RkState } from '../../rules/ranked/types';

/** Resolution runs the first, quick exact try may take. */
export const QUICK_RUNS = 2_000;
/** Time the quick exact tries of one look may take together, ms (2,000 runs of a big combat take about 50 ms here). */
export const QUICK_EXACT_MS = 4;
/** Time the first odds of one look (all its choices) may take together, ms: past it, each estimate makes its least. */
export const ESTIMATE_MS = 80;
/** Simulated rounds per estimate at most, and at least (however slow the machine). */
export const ESTIMATE_RUNS = 4_000;
export const ESTIMATE_MIN_RUNS = 200;
/** Simulated rounds of the steadier estimate that follows when the full enumeration is too big. */
export const REFINED_RUNS = 2_000;
/** The dice's seed of every estimate: the same position shows the same estimate. */
export const ESTIMATE_SEED = 1;

/** Whether a preview holds estimated lines (each marked with the rounds it was counted over). */
export const isEstimated = (p: Preview | null): boolean => !!p?.chances.some((c) => typeof c.params?.estimated === 'number');

/**
 * The first odds of each asked choice: exact within QUICK_RUNS, else estimated, the estimates
 * sharing ESTIMATE_MS (each choice, then each question of a choice, gets an even share of what is
 * left). `now` is a clock in ms (the worker's, or the bench's CPU time).
 */
export function quickPreviews(s: RkState, asked: readonly RkAction[], now: () => number): (Preview | null)[] {
  const until = now() + ESTIMATE_MS;
  const exactUntil = now() + QUICK_EXACT_MS;
  // The choices of one question are one combat: once one is too big for the quick exact count,
  // the others are estimated straight away (the worker's full count still tries each).
  let tooBig = false;
  return asked.map((a, i) => {
    const mine = now() + Math.max(0, until - now()) / (asked.length - i);
    const p = panelPreview(s, a, {
      maxRuns: tooBig ? 0 : QUICK_RUNS,
      exactStop: () => now() >= exactUntil,
      estimate: (questionsLeft) => {
        const deadline = now() + Math.max(0, mine - now()) / Math.max(1, questionsLeft);
        return { runs: ESTIMATE_RUNS, seed: ESTIMATE_SEED, enough: (n) => n >= ESTIMATE_MIN_RUNS && now() >= deadline };
      },
    });
    tooBig ||= isEstimated(p);
    return p;
  });
}

/** The exact preview with the enumeration's full budget, or null when it is still too big. */
function exactPreview(s: RkState, a: RkAction): Preview | null {
  try {
    return ranked.preview(s, a);
  } catch {
    return null;
  }
}

/** The first odds with each estimate replaced by a steadier one, over REFINED_RUNS rounds. */
export function steadier(s: RkState, asked: readonly RkAction[], quick: readonly (Preview | null)[]): (Preview | null)[] {
  const steady = (a: RkAction) => panelPreview(s, a, { maxRuns: 0, estimate: () => ({ runs: REFINED_RUNS, seed: ESTIMATE_SEED }) });
  return quick.map((q, i) => (isEstimated(q) ? steady(asked[i]!) ?? q : q));
}

/** Odds with each estimate replaced by the exact odds where the full enumeration finds them (else kept). */
export function exactWhereFound(s: RkState, asked: readonly RkAction[], got: readonly (Preview | null)[]): (Preview | null)[] {
  return got.map((q, i) => (isEstimated(q) ? exactPreview(s, asked[i]!) ?? q : q));
}
