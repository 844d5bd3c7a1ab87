// The match screen's own state: what the player has selected or aimed at, which side has been
// handed the device, and which dialog is open. Nothing here is part of the match.
import { create } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import type { Vec } from '../core/table/types';

export interface UiState {
  selectedId: string | null;
  /** Target the selected shooter is aiming at (odds shown, not yet fired). */
  aimId: string | null;
  /** A spot picked by tapping the table, waiting for "Move here". */
  moveTo: Vec | null;
  /** The fight whose odds are shown while the Drop side chooses. */
  focusFightId: string | null;
  /** The side that last acknowledged the hand-off curtain. */
  handedTo: 0 | 1 | null;
  rulesOpen: boolean;
  toast: string | null;
  select(id: string | null): void;
  aim(id: string | null): void;
  setMoveTo(p: Vec | null): void;
  focusFight(id: string | null): void;
  handTo(side: 0 | 1 | null): void;
  setRulesOpen(open: boolean): void;
  setToast(message: string | null): void;
  reset(): void;
}

const EMPTY = { selectedId: null, aimId: null, moveTo: null, focusFightId: null, handedTo: null, rulesOpen: false, toast: null };

export const useUi = create<UiState>()(
  subscribeWithSelector((set) => ({
    ...EMPTY,
    select: (selectedId) => set({ selectedId, aimId: null, moveTo: null }),
    aim: (aimId) => set({ aimId }),
    setMoveTo: (moveTo) => set({ moveTo }),
    focusFight: (focusFightId) => set({ focusFightId }),
    handTo: (handedTo) => set({ handedTo }),
    setRulesOpen: (rulesOpen) => set({ rulesOpen }),
    setToast: (toast) => set({ toast }),
    reset: () => set(EMPTY),
  })),
);
