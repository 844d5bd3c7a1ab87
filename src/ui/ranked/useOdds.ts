// The odds of what is asked now, worked out a moment after the screen shows it: a close-combat
// preview enumerates a whole round (a second or more in a big combat), so the question and the
// board draw first, and a player who answers at once never waits for odds nobody looked at.
import { useEffect, useState } from 'react';
import type { Preview } from '../../core/ruleset';
import type { Lang } from '../../i18n';
import type { RkState } from '../../rules/ranked/types';
import { oddsOf } from './panel';

/** How long the screen waits before working the odds out, ms. */
export const ODDS_DELAY = 300;

interface Got {
  s: RkState;
  lang: Lang;
  selectedId: string | null;
  aimId: string | null;
  odds: Preview | null;
}

export function useOdds(s: RkState | null, lang: Lang, selectedId: string | null, aimId: string | null): Preview | null {
  const [got, setGot] = useState<Got | null>(null);
  useEffect(() => {
    if (!s) return;
    const id = window.setTimeout(() => setGot({ s, lang, selectedId, aimId, odds: oddsOf(s, lang, selectedId, aimId) }), ODDS_DELAY);
    return () => window.clearTimeout(id);
  }, [s, lang, selectedId, aimId]);
  return got && got.s === s && got.lang === lang && got.selectedId === selectedId && got.aimId === aimId ? got.odds : null;
}
