// Which top-level screen is showing, and whether a saved match can be continued.
import { create } from 'zustand';

export type Screen = 'lobby' | 'match' | 'saves';

export interface ResumeOffer {
  /** Shown on the lobby's Continue button, e.g. "Showdown at Red Gulch, turn 3". */
  label: string;
  onContinue: () => void;
}

export interface AppState {
  screen: Screen;
  resume: ResumeOffer | null;
  setScreen: (screen: Screen) => void;
  showLobby: () => void;
  showMatch: () => void;
  showSaves: () => void;
  setResume: (resume: ResumeOffer | null) => void;
}

export const useApp = create<AppState>()((set) => ({
  screen: 'lobby',
  resume: null,
  setScreen: (screen) => set({ screen }),
  showLobby: () => set({ screen: 'lobby' }),
  showMatch: () => set({ screen: 'match' }),
  showSaves: () => set({ screen: 'saves' }),
  setResume: (resume) => set({ resume }),
}));
