// The log's words as a chunk of their own: a system's narration (every event in two languages)
// is fetched the first time the log has something to say, not with the match screen, so a new
// match's board draws without it. The offline precache holds the chunk like every other.
import { useEffect, useState } from 'react';
import type { GameEvent } from '../../core/ruleset';

export type Narrate = (e: GameEvent, lang: 'en' | 'ru') => string;

/** A narration loaded on first need (`{ load: () => import('./narration').then(...) }`). */
export interface LazyNarration {
  load(): Promise<Narrate>;
}

/** What the shell takes: the words themselves, or their loader. */
export type NarrationSource = Narrate | LazyNarration;

/** Shown for a line of the log while its words are on their way (never a wrong sentence). */
export const NOT_YET_NARRATED = '…';

const loaded = new WeakMap<LazyNarration, Narrate>();

/**
 * The narration to use now: the function itself, or once loaded the lazy one's (null before).
 * A lazy one starts loading when `needed` (the log has a line); a failed load tries again when
 * `needed` turns true again or the log grows (`attempt`).
 */
export function useNarration(source: NarrationSource, needed: boolean, attempt: number): Narrate | null {
  const lazy = typeof source === 'function' ? null : source;
  const [, setLoaded] = useState(0);
  const ready = lazy ? (loaded.get(lazy) ?? null) : null;
  useEffect(() => {
    if (!lazy || ready || !needed) return;
    let live = true;
    lazy.load().then(
      (narrate) => {
        loaded.set(lazy, narrate);
        if (live) setLoaded((n) => n + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lazy, ready, needed, attempt]);
  return typeof source === 'function' ? source : ready;
}
