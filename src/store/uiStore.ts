// The match screen's own state: what the player has selected or aimed at, which side has been
// handed the device, and which dialog is open. Nothing here is part of the match. A system keeps
// choices of its own in its own store beside its screen, and clears them when `epoch` changes.
import { create } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import type { Lang } from '../i18n/words';

/**
 * A toast's words: a function of the language, so a toast on screen re-words itself when the
 * player switches language (a plain string is shown as it is).
 */
export type ToastText = string | ((lang: Lang) => string);

/** The toast's text in a language. */
export function toastText(toast: ToastText | null, lang: Lang): string | null {
  return typeof toast === 'function' ? toast(lang) : toast;
}

export interface UiState {
  selectedId: string | null;
  /** Target the selected unit is aiming at (odds shown, not yet acted). */
  aimId: string | null;
  /** The side that last acknowledged the hand-off curtain. */
  handedTo: 0 | 1 | null;
  rulesOpen: boolean;
  /** The rule the notes were opened at (a rule badge in the log), if any. */
  rulesAt: string | null;
  toast: ToastText | null;
  /** Counts resets (a match opened, a replay entered): systems' own screen stores clear on it. */
  epoch: number;
  select(id: string | null): void;
  aim(id: string | null): void;
  handTo(side: 0 | 1 | null): void;
  setRulesOpen(open: boolean): void;
  /** Opens the rules notes at the paragraph that states `rule`. */
  openRulesAt(rule: string): void;
  setToast(message: ToastText | null): void;
  reset(): void;
}

const EMPTY = { selectedId: null, aimId: null, handedTo: null, rulesOpen: false, rulesAt: null, toast: null };

export const useUi = create<UiState>()(
  subscribeWithSelector((set) => ({
    ...EMPTY,
    epoch: 0,
    select: (selectedId) => set({ selectedId, aimId: null }),
    aim: (aimId) => set({ aimId }),
    handTo: (handedTo) => set({ handedTo }),
    setRulesOpen: (rulesOpen) => set({ rulesOpen, rulesAt: null }),
    openRulesAt: (rulesAt) => set({ rulesOpen: true, rulesAt }),
    setToast: (toast) => set({ toast }),
    reset: () => set((s) => ({ ...EMPTY, epoch: s.epoch + 1 })),
  })),
);
