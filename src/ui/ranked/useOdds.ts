// The odds of what is asked now. A close-combat preview enumerates a whole round (seconds in a big
// combat on this machine), so the previews are worked out in a worker while the page stays live
// (src/ui/ranked/oddsWorker.ts), and shown when they come back for the same question: first
// within the quick budget (exact, or estimated for a combat too big), then, after an estimate,
// the exact odds where the full enumeration finishes. Without workers (the unit tests' Node), the
// quick odds a moment after the question shows, on the page.
import { useEffect, useRef, useState } from 'react';
import type { Preview } from '../../core/ruleset';
import type { Lang } from '../../i18n';
import type { RkState } from '../../rules/ranked/types';
import type { OddsAnswer, OddsRequest } from './oddsWorker';
import { quickPreviews } from './oddsBudget';
import { oddsAsked, oddsFrom } from './panel';

/** How long the screen waits before working the odds out without a worker, ms. */
export const ODDS_DELAY = 300;

interface Got {
  s: RkState;
  lang: Lang;
  selectedId: string | null;
  aimId: string | null;
  odds: Preview | null;
}

const makeWorker = (): Worker | null =>
  typeof Worker === 'function' ? new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module', name: 'rank-and-flank odds' }) : null;

export function useOdds(s: RkState | null, lang: Lang, selected: string | null, aimed: string | null): Preview | null {
  // Only a charge's odds depend on the selection: selecting a regiment in another phase (the
  // shooting phase's details, volleyOdds.ts) asks nothing again.
  const charging = s?.phase === 'charge';
  const selectedId = charging ? selected : null;
  const aimId = charging ? aimed : null;
  const [got, setGot] = useState<Got | null>(null);
  const worker = useRef<Worker | null | undefined>(undefined);
  const asking = useRef(0);
  const busy = useRef(false);
  // One worker for the match screen, ended with it (a closed match keeps nothing running).
  useEffect(() => () => {
    worker.current?.terminate();
    worker.current = undefined;
  }, []);
  useEffect(() => {
    if (!s) return;
    const asked = oddsAsked(s, selectedId, aimId);
    const key = { s, lang, selectedId, aimId };
    if (!asked) {
      setGot({ ...key, odds: null });
      return;
    }
    // A worker still on an earlier question is ended: its answer would only be thrown away.
    if (busy.current) {
      worker.current?.terminate();
      worker.current = undefined;
    }
    if (worker.current === undefined) worker.current = makeWorker();
    const w = worker.current;
    if (!w) {
      const id = window.setTimeout(() => setGot({ ...key, odds: oddsFrom(s, lang, asked, quickPreviews(s, asked, () => performance.now())) }), ODDS_DELAY);
      return () => window.clearTimeout(id);
    }
    const id = ++asking.current;
    const answered = (e: MessageEvent<OddsAnswer>) => {
      if (e.data.id !== id) return;
      // Busy until the last answer: a worker still refining is ended by the next question.
      if (e.data.final) busy.current = false;
      setGot({ ...key, odds: oddsFrom(s, lang, asked, e.data.previews) });
    };
    w.addEventListener('message', answered);
    busy.current = true;
    w.postMessage({ id, state: s, asked } satisfies OddsRequest);
    return () => w.removeEventListener('message', answered);
  }, [s, lang, selectedId, aimId]);
  return got && got.s === s && got.lang === lang && got.selectedId === selectedId && got.aimId === aimId ? got.odds : null;
}
