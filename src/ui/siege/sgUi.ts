// The siege screen's own unfinished choices (not part of the match): the spot tapped for a move,
// the spot the cannon is aimed at with the power on the slider, and the "end the turn?" question.
import { create } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import type { Vec } from '../../core/table/types';
import { useUi } from '../../store/uiStore';

export interface SgUiState {
  moveTo: Vec | null;
  /** The table spot tapped in the Shooting step (the aim is this spot less the cannon's). */
  aimAt: Vec | null;
  power: number | null;
  confirmEnd: boolean;
  setMoveTo(p: Vec | null): void;
  setAim(at: Vec | null, power: number | null): void;
  setPower(power: number): void;
  setConfirmEnd(on: boolean): void;
}

export const useSgUi = create<SgUiState>()(
  subscribeWithSelector((set) => ({
    moveTo: null,
    aimAt: null,
    power: null,
    confirmEnd: false,
    setMoveTo: (moveTo) => set({ moveTo }),
    setAim: (aimAt, power) => set({ aimAt, power }),
    setPower: (power) => set({ power }),
    setConfirmEnd: (confirmEnd) => set({ confirmEnd }),
  })),
);

useUi.subscribe((u) => u.selectedId, () => useSgUi.setState({ moveTo: null }));
useUi.subscribe((u) => u.epoch, () => useSgUi.setState({ moveTo: null, aimAt: null, power: null, confirmEnd: false }));
