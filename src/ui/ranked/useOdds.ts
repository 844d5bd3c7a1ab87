// The odds of what is asked now. A close-combat preview enumerates a whole round (seconds in a big
// combat on this machine), so the previews are worked out in workers while the page stays live
// (src/ui/ranked/oddsWorker.ts), and shown when they come back for the same question: first
// within a frame (exact, or a coarse estimate for a combat too big), then the quick stage's
// (at least 200 rounds), then, after an estimate, a steadier one and the exact odds where the full
// enumeration finishes. Without workers (the unit tests' Node), the quick odds a moment after the
// question shows, on the page.
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
  // Two workers (oddsWorker.ts): the quick stages' stays for the match, warm; the refining one
  // is ended when the question changes while it works (its answer would be thrown away).
  const quickWorker = useRef<Worker | null | undefined>(undefined);
  const refineWorker = useRef<Worker | null | undefined>(undefined);
  const asking = useRef(0);
  const refining = useRef(false);
  // The quick one is started with the match screen, so its code is loaded before the first
  // question; both are ended with it (a closed match keeps nothing running).
  useEffect(() => {
    if (quickWorker.current === undefined) quickWorker.current = makeWorker();
    return () => {
      quickWorker.current?.terminate();
      refineWorker.current?.terminate();
      quickWorker.current = refineWorker.current = undefined;
    };
  }, []);
  useEffect(() => {
    if (!s) return;
    const asked = oddsAsked(s, selectedId, aimId);
    const key = { s, lang, selectedId, aimId };
    const id = ++asking.current;
    if (refining.current) {
      refineWorker.current?.terminate();
      refineWorker.current = undefined;
      refining.current = false;
    }
    if (!asked) {
      setGot({ ...key, odds: null });
      return;
    }
    if (quickWorker.current === undefined) quickWorker.current = makeWorker();
    const w = quickWorker.current;
    if (!w) {
      const t = window.setTimeout(() => setGot({ ...key, odds: oddsFrom(s, lang, asked, quickPreviews(s, asked, () => performance.now())) }), ODDS_DELAY);
      return () => window.clearTimeout(t);
    }
    const show = (previews: OddsAnswer['previews']) => setGot({ ...key, odds: oddsFrom(s, lang, asked, previews) });
    const refined = (e: MessageEvent<OddsAnswer>) => {
      if (e.data.id !== id) return;
      if (e.data.final) refining.current = false;
      show(e.data.previews);
    };
    const answered = (e: MessageEvent<OddsAnswer>) => {
      if (e.data.id !== id) return;
      show(e.data.previews);
      if (!e.data.refine) return;
      // Still estimated after the quick stages: the refining worker takes it from there.
      if (refineWorker.current === undefined) refineWorker.current = makeWorker();
      const r = refineWorker.current;
      if (!r) return;
      r.addEventListener('message', refined);
      refining.current = true;
      r.postMessage({ id, state: s, asked, quick: e.data.previews } satisfies OddsRequest);
    };
    w.addEventListener('message', answered);
    w.postMessage({ id, state: s, asked } satisfies OddsRequest);
    return () => {
      w.removeEventListener('message', answered);
      refineWorker.current?.removeEventListener('message', refined);
    };
  }, [s, lang, selectedId, aimId]);
  return got && got.s === s && got.lang === lang && got.selectedId === selectedId && got.aimId === aimId ? got.odds : null;
}
