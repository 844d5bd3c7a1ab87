// Works out the odds panel's previews away from the page: a close-combat preview enumerates a
// whole round (seconds in a big combat here), which held the page while it ran. It asks the same
// rules the match plays (src/rules/ranked), so the odds stay the rules' own. The answers come in
// the stages of src/ui/ranked/oddsBudget.ts, each replacing the one before. The screen keeps two
// of these workers: one for the quick stages of every question (the first answer within a frame,
// exact or a coarse estimate; then, when estimated, the quick stage's, at least 200 rounds), never
// ended while the match is open, so its code stays compiled and a new question waits at most for
// the quick stages of the one before; and one for the refining stages (a steadier estimate of
// 2,000 rounds, then the exact odds where the full enumeration finishes, which may take seconds),
// ended when the question changes while it works.
import type { Preview } from '../../core/ruleset';
import type { RkAction, RkState } from '../../rules/ranked/types';
import { quickStages, refineStages } from './oddsBudget';

/** A question: its quick stages, or (with `quick`, its estimated quick answer) its refining stages. */
export interface OddsRequest { id: number; state: RkState; asked: RkAction[]; quick?: (Preview | null)[] }
/** An answer; `final` on the last of the stages asked; `refine` on the quick stages' last answer when it is still estimated (the refining stages are wanted). */
export interface OddsAnswer { id: number; previews: (Preview | null)[]; final: boolean; refine?: boolean }

const scope = self as unknown as { onmessage: ((e: MessageEvent<OddsRequest>) => void) | null; postMessage(m: OddsAnswer): void };

// Only the latest question is worked on: one that came while another was worked on replaces any
// not yet begun, and the one under way gives up at its next stage (the screen asks again whenever
// the position changes, and a stale question's answers would be thrown away).
let next: OddsRequest | null = null;
let working = false;
const newer = (id: number): boolean => next !== null && next.id !== id;
/** A turn of the worker's event loop, so that questions sent meanwhile arrive. */
const breathe = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

async function work(job: OddsRequest): Promise<void> {
  const { id, state, asked, quick } = job;
  const between = async () => (await breathe(), newer(id));
  if (quick) return refineStages(state, asked, quick, (previews, final) => scope.postMessage({ id, previews, final }), between);
  // The quick stages end this worker's part: a still estimated answer goes back marked `refine`
  // (the refining stages are the other worker's: the screen hands them that answer).
  await quickStages(state, asked, () => performance.now(), (previews, final, refine) => scope.postMessage({ id, previews, final: final || !!refine, ...(refine ? { refine } : {}) }), between);
}

scope.onmessage = (e) => {
  next = e.data;
  if (working) return;
  working = true;
  void (async () => {
    while (next) {
      const job = next;
      next = null;
      await work(job);
    }
    working = false;
  })();
};
