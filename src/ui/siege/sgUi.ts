// The siege screen's own unfinished choices (not part of the match): the spot tapped for a move,
// the cannon's aim (a vector from the cannon, set by a tap on the table or a pull back from the
// cannon) with the power, the "end the turn?" question, and the shot flying after Fire!.
import { create } from 'zustand';
import { subscribeWithSelector } from 'zustand/middleware';
import type { Vec } from '../../core/table/types';
import type { BallPoint } from '../../rules/siege/ball';
import type { Contact } from '../../rules/siege/events';
import type { Aim } from '../../rules/siege/types';
import { useUi } from '../../store/uiStore';

/** A fired ball on its way, drawn over the board: the rules' flight of the shot as resolved. */
export interface ShotInFlight {
  /** Changes with every shot (restarts the animation). */
  id: number;
  points: readonly BallPoint[];
  contact: Contact;
}

export interface SgUiState {
  moveTo: Vec | null;
  /** The cannon's aim: a direction from the cannon (its length does not count). */
  aim: Aim | null;
  /** The table spot tapped to aim (null when the aim came from a pull). */
  aimAt: Vec | null;
  power: number | null;
  confirmEnd: boolean;
  flight: ShotInFlight | null;
  setMoveTo(p: Vec | null): void;
  setAim(aim: Aim | null, power: number | null, at?: Vec | null): void;
  setPower(power: number): void;
  setConfirmEnd(on: boolean): void;
  setFlight(f: ShotInFlight | null): void;
}

export const useSgUi = create<SgUiState>()(
  subscribeWithSelector((set) => ({
    moveTo: null,
    aim: null,
    aimAt: null,
    power: null,
    confirmEnd: false,
    flight: null,
    setMoveTo: (moveTo) => set({ moveTo }),
    setAim: (aim, power, at = null) => set({ aim, power, aimAt: at }),
    setPower: (power) => set({ power }),
    setConfirmEnd: (confirmEnd) => set({ confirmEnd }),
    setFlight: (flight) => set({ flight }),
  })),
);

useUi.subscribe((u) => u.selectedId, () => useSgUi.setState({ moveTo: null }));
useUi.subscribe((u) => u.epoch, () => useSgUi.setState({ moveTo: null, aim: null, aimAt: null, power: null, confirmEnd: false, flight: null }));
