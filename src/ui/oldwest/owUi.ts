// The Old West screen's own unfinished choices (not part of the match): the spot tapped on the
// table waiting for "Move here", and the fight whose odds are shown while the Drop side chooses.
import { create } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import type { Vec } from '../../core/table/types';
import { useUi } from '../../store/uiStore';

export interface OwUiState {
  moveTo: Vec | null;
  focusFightId: string | null;
  setMoveTo(p: Vec | null): void;
  focusFight(id: string | null): void;
}

export const useOwUi = create<OwUiState>()(
  subscribeWithSelector((set) => ({
    moveTo: null,
    focusFightId: null,
    setMoveTo: (moveTo) => set({ moveTo }),
    focusFight: (focusFightId) => set({ focusFightId }),
  })),
);

// Another fighter selected: the spot picked for the last one goes. A match opened or a replay
// entered: both go.
useUi.subscribe((u) => u.selectedId, () => useOwUi.setState({ moveTo: null }));
useUi.subscribe((u) => u.epoch, () => useOwUi.setState({ moveTo: null, focusFightId: null }));
