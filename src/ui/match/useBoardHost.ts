// The life of a lazily loaded board in a React element: create it, feed it from the stores
// (outside React state), hand it to the screen, and destroy it on unmount. `ready` is false until
// the board's chunk has loaded and drawn its first view (the screen shows a loading note).
import { useEffect, useRef, useState } from 'react';
import { translate } from '../../i18n';
import type { BoardTools } from '../../board/types';
import { useUi } from '../../store/uiStore';
import { useBoardTools } from './boardTools';

export function useBoardHost<H extends BoardTools & { destroy(): void }>(
  create: (el: HTMLElement) => Promise<H>,
  /** Pushes the first view and subscribes to the stores; returns the unsubscribers. */
  wire: (h: H) => (() => void)[],
  onReady: (h: H | null) => void,
  deps: readonly unknown[],
  /** The board's accessible name: a new one (the player switched language) relabels the canvas in place. */
  label?: string,
) {
  const el = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let handle: H | null = null;
    let cancelled = false;
    let unsubs: (() => void)[] = [];
    (async () => {
      if (!el.current) return;
      const h = await create(el.current);
      if (cancelled) return h.destroy();
      handle = h;
      unsubs = wire(h);
      h.fit();
      onReady(h);
      useBoardTools.getState().attach(h);
      setReady(true);
    })().catch((e: unknown) => {
      const detail = e instanceof Error ? e.message : String(e);
      useUi.getState().setToast((lang) => translate(lang, 'board.failed', { detail }));
    });
    return () => {
      cancelled = true;
      unsubs.forEach((u) => u());
      if (handle && useBoardTools.getState().board === handle) useBoardTools.getState().attach(null);
      handle?.destroy();
      onReady(null);
      setReady(false);
    };
    // The creators and wiring are stable module functions; the screen passes what may change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => {
    if (label !== undefined) el.current?.querySelector('canvas')?.setAttribute('aria-label', label);
  }, [label, ready]);
  return { el, ready };
}
