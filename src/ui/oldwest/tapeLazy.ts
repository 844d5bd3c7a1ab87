// The tape measure's reading and the fighter card under the pointer (./tape, with the rules' tape
// measure and its words) are a chunk of their own: fetched when measuring is switched on or a
// fighter is first pointed at, not with the match screen. Until then the tape shows no reading
// and no card is shown (nothing, never a wrong one). The offline precache holds the chunk too.
import { useEffect, useState } from 'react';

type TapeModule = typeof import('./tape');

let loaded: TapeModule | null = null;
let loading: Promise<TapeModule> | null = null;

/** The tape's code, fetched once. */
export function loadTape(): Promise<TapeModule> {
  loading ??= import('./tape').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The tape's code if it has come (else null, and it is on its way). */
export function tapeNow(): TapeModule | null {
  if (!loaded) loadTape().catch(() => undefined);
  return loaded;
}

/** The tape's code once `wanted` has been true and it has come (the component draws again then). */
export function useTape(wanted: boolean): TapeModule | null {
  const [, setCame] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadTape().then(() => live && setCame(true), () => undefined);
    return () => {
      live = false;
    };
  }, [wanted]);
  return loaded;
}
