// How the odds panel spends its time on a question (issue 15), in stages, each answer replacing the
// one before: the first within one frame (FIRST: the exact enumeration if it ends in 1 ms, else a
// coarse estimate from as many seeded runs of the same rules as fit, shown in steps of 5 or 10
// percent, src/ui/ranked/odds.ts); then, if that was estimated, the QUICK stage (an exact try of
// 4 ms, else an estimate of at least 200 rounds in 80 ms); then (in the worker) a steadier estimate
// over REFINED_RUNS rounds (about 0.35 s a question here), and the exact enumeration tried again
// with its full budget, its odds replacing the estimate where it finishes.
// Pure (no DOM): the worker, the screen without workers and the bench share it.
import type { Preview } from '../../core/ruleset';
import { ranked } from '../../rules/ranked';
import { panelPreview } from '../../rules/ranked/preview';
import type { RkAction, RkState } from '../../rules/ranked/types';

/** Resolution runs an exact try of a stage may take. */
export const QUICK_RUNS = 2_000;

/** What one stage of a look may spend: its exact tries' time, all its first odds' time, each estimate's least rounds (ms, ms, rounds). */
export interface StageBudget {
  exactMs: number;
  totalMs: number;
  minRuns: number;
}

/** The first answer: within one frame (16 ms) with the rules' legal actions, so its estimates are coarse. */
export const FIRST: StageBudget = { exactMs: 1, totalMs: 7, minRuns: 12 };
/** The answer after a coarse one (and the screen's only one without workers): 2,000 runs of a big combat take about 50 ms here. */
export const QUICK: StageBudget = { exactMs: 4, totalMs: 80, minRuns: 200 };
/** Simulated rounds per estimate at most. */
export const ESTIMATE_RUNS = 4_000;
/** Simulated rounds of the steadier estimate that follows when the full enumeration is too big. */
export const REFINED_RUNS = 2_000;
/** The dice's seed of every estimate: the same position shows the same estimate. */
export const ESTIMATE_SEED = 1;

/** Whether a preview holds estimated lines (each marked with the rounds it was counted over). */
export const isEstimated = (p: Preview | null): boolean => !!p?.chances.some((c) => typeof c.params?.estimated === 'number');

/**
 * One stage's odds of each asked choice: exact within QUICK_RUNS and the stage's exact time, else
 * estimated, the estimates sharing the stage's time (each choice, then each question of a choice,
 * gets an even share of what is left) and each making at least its least rounds. `now` is a clock
 * in ms (the worker's, or the bench's CPU time).
 */
export function quickPreviews(s: RkState, asked: readonly RkAction[], now: () => number, budget: StageBudget = QUICK): (Preview | null)[] {
  const until = now() + budget.totalMs;
  const exactUntil = now() + budget.exactMs;
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
        return { runs: ESTIMATE_RUNS, seed: ESTIMATE_SEED, enough: (n) => n >= budget.minRuns && now() >= deadline };
      },
    });
    tooBig ||= isEstimated(p);
    return p;
  });
}

/** The first answer to a question: within one frame, coarse where estimated. */
export const firstPreviews = (s: RkState, asked: readonly RkAction[], now: () => number): (Preview | null)[] => quickPreviews(s, asked, now, FIRST);

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

/**
 * Where answers go: each question's previews in turn, `final` on the last of all its stages,
 * `refine` on the quick stages' last answer when the refining stages are still wanted.
 */
export type Post = (previews: (Preview | null)[], final: boolean, refine?: boolean) => void;
/** Asked between two stages (a worker lets newer questions arrive): true drops the rest. */
export type Between = () => Promise<boolean> | boolean;

/**
 * The quick stages of a question: the first answer, then, if it was estimated, the quick stage's.
 * Returns the last answer when it is still estimated (the refining stages are wanted), else null.
 */
export async function quickStages(state: RkState, asked: readonly RkAction[], now: () => number, post: Post, between: Between = () => false): Promise<(Preview | null)[] | null> {
  const first = firstPreviews(state, asked, now);
  if (!first.some(isEstimated)) return post(first, true), null;
  post(first, false);
  if (await between()) return null;
  const quick = quickPreviews(state, asked, now);
  const more = quick.some(isEstimated);
  post(quick, !more, more);
  return more ? quick : null;
}

/** The refining stages after an estimated quick answer: the steadier estimate, then the exact odds where found (`final`). */
export async function refineStages(state: RkState, asked: readonly RkAction[], quick: readonly (Preview | null)[], post: Post, between: Between = () => false): Promise<void> {
  const steady = steadier(state, asked, quick);
  post(steady, false);
  if (await between()) return;
  post(exactWhereFound(state, asked, steady), true);
}

/** Every answer to one question, in order, each given to `post` as it comes (`final` on the last). */
export async function answerStages(state: RkState, asked: readonly RkAction[], now: () => number, post: Post): Promise<void> {
  const quick = await quickStages(state, asked, now, post);
  if (quick) await refineStages(state, asked, quick, post);
}
