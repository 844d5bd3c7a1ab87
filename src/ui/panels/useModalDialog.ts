// Opens a <dialog> as a modal while mounted (the rest of the page becomes inert) and closes
// it on unmount. Falls back to the `open` attribute where showModal is missing (test DOMs).
import { useEffect, type RefObject } from 'react';

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open = true): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !open) return;
    if (!el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    return () => {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    };
  }, [ref, open]);
}
