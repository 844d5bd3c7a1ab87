// How fast the computer plays its moves: 1x leaves about 600 ms between them, so a person can
// follow each one on the board and in the log. A preference kept beside the settings.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from '../../store/settingsStore';

export type ComputerSpeed = 1 | 2 | 4;
export const SPEEDS: readonly ComputerSpeed[] = [1, 2, 4];
/** The time between two of the computer's moves at 1x, ms. */
export const MOVE_GAP_MS = 600;

interface SpeedState {
  speed: ComputerSpeed;
  setSpeed(speed: ComputerSpeed): void;
}

const isSpeed = (v: unknown): v is ComputerSpeed => SPEEDS.includes(v as ComputerSpeed);

export const useComputerSpeed = create<SpeedState>()(
  persist((set) => ({ speed: 1, setSpeed: (speed) => set({ speed: isSpeed(speed) ? speed : 1 }) }), {
    name: 'wartable.computerSpeed',
    version: 1,
    storage: createJSONStorage(() => safeLocalStorage()),
    partialize: (s) => ({ speed: s.speed }),
    merge: (stored, current) => {
      const speed = (stored as { speed?: unknown } | null)?.speed;
      return { ...current, speed: isSpeed(speed) ? speed : current.speed };
    },
  }),
);
