// The Ronin screen's own unfinished choices (not part of the match): the spot tapped on the table
// waiting for Walk or Run, and the pool split being set on the sliders before it is committed.
import { create } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import type { Vec } from '../../core/table/types';
import type { Split } from '../../rules/ronin/types';
import { useUi } from '../../store/uiStore';

export interface RoUiState {
  moveTo: Vec | null;
  /** The split on the sliders, by fighter. */
  draft: Split;
  setMoveTo(p: Vec | null): void;
  setDraft(d: Split): void;
}

export const useRoUi = create<RoUiState>()(
  subscribeWithSelector((set) => ({
    moveTo: null,
    draft: {},
    setMoveTo: (moveTo) => set({ moveTo }),
    setDraft: (draft) => set({ draft }),
  })),
);

useUi.subscribe((u) => u.selectedId, () => useRoUi.setState({ moveTo: null }));
useUi.subscribe((u) => u.epoch, () => useRoUi.setState({ moveTo: null, draft: {} }));
// The device handed to the other player: the sliders start afresh, showing nothing of the first split.
useUi.subscribe((u) => u.handedTo, () => useRoUi.setState({ draft: {} }));
