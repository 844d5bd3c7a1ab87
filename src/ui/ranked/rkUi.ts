// The rank-and-flank screen's own unfinished choice (not part of the match): the move planned for
// the selected regiment (a legal action the board shows as a ghost before it is committed).
import { create } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import type { RkAction } from '../../rules/ranked/types';
import { useUi } from '../../store/uiStore';

export interface RkUiState {
  plan: RkAction | null;
  setPlan(p: RkAction | null): void;
}

export const useRkUi = create<RkUiState>()(
  subscribeWithSelector((set) => ({
    plan: null,
    setPlan: (plan) => set({ plan }),
  })),
);

useUi.subscribe((u) => u.selectedId, () => useRkUi.setState({ plan: null }));
useUi.subscribe((u) => u.epoch, () => useRkUi.setState({ plan: null }));
