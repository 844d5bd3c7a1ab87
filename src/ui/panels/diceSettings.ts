// The dice tray's own settings, kept in the browser: a generated clatter when dice land (off by
// default, so nothing makes a sound unasked) and the short roll animation (on by default; never
// played when the system asks for reduced motion).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from '../../store/settingsStore';

export interface DiceSettings {
  sound: boolean;
  motion: boolean;
  setSound(on: boolean): void;
  setMotion(on: boolean): void;
}

export const DICE_SETTINGS_KEY = 'wartable.dice';

export const useDiceSettings = create<DiceSettings>()(
  persist(
    (set) => ({
      sound: false,
      motion: true,
      setSound: (sound) => set({ sound }),
      setMotion: (motion) => set({ motion }),
    }),
    {
      name: DICE_SETTINGS_KEY,
      version: 1,
      storage: createJSONStorage(() => safeLocalStorage()),
      partialize: (s) => ({ sound: s.sound, motion: s.motion }),
      merge: (stored, current) => {
        const o = (stored ?? {}) as Partial<DiceSettings>;
        return { ...current, ...(typeof o.sound === 'boolean' ? { sound: o.sound } : {}), ...(typeof o.motion === 'boolean' ? { motion: o.motion } : {}) };
      },
    },
  ),
);

/** Whether the system asks for reduced motion (then the roll animation never plays). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
