// Player preferences, kept in localStorage when the browser allows it, else for the session only.
import { z } from '../core/zod';
import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

export type Lang = 'en' | 'ru';

export interface Settings {
  lang: Lang;
  /** Hot-seat curtain between turns, so a player does not see the other's choices. */
  handoff: boolean;
  /** Show the rule notes (OW-n references and explanations) next to log lines and odds. */
  showRulesNotes: boolean;
  /** Show the odds of an action before it is made. */
  showOdds: boolean;
  /** Colour-blind-safe sides: blue and orange (told apart by lightness too) and a pattern on side 2. */
  safeSides: boolean;
}

export interface SettingsState extends Settings {
  setLang(lang: Lang): void;
  setHandoff(on: boolean): void;
  setShowRulesNotes(on: boolean): void;
  setShowOdds(on: boolean): void;
  setSafeSides(on: boolean): void;
  reset(): void;
}

export const SETTINGS_KEY = 'wartable.settings';
const SETTINGS_VERSION = 1;

/** 'ru' for Russian browser languages ('ru', 'ru-RU'), 'en' otherwise. */
export function detectLang(language: string | undefined): Lang {
  return language?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

export function defaultSettings(language?: string): Settings {
  return { lang: detectLang(language), handoff: true, showRulesNotes: true, showOdds: true, safeSides: false };
}

const persistedSchema = z.object({
  lang: z.catch(z.optional(z.enum(['en', 'ru'])), undefined),
  handoff: z.catch(z.optional(z.boolean()), undefined),
  showRulesNotes: z.catch(z.optional(z.boolean()), undefined),
  showOdds: z.catch(z.optional(z.boolean()), undefined),
  safeSides: z.catch(z.optional(z.boolean()), undefined),
});

/** Takes only the well-formed fields of what was stored; anything else keeps its default. */
export function mergeStored(stored: unknown, current: Settings): Settings {
  const r = persistedSchema.safeParse(stored);
  if (!r.success) return current;
  const out = { ...current };
  for (const key of ['lang', 'handoff', 'showRulesNotes', 'showOdds', 'safeSides'] as const) {
    const v = r.data[key];
    if (v !== undefined) (out as Record<string, unknown>)[key] = v;
  }
  return out;
}

/** localStorage when it works; otherwise (blocked, full, missing) a map, without complaint. */
export function safeLocalStorage(): StateStorage {
  const memory = new Map<string, string>();
  let local: Storage | null = null;
  try {
    local = typeof localStorage === 'undefined' ? null : localStorage;
    if (local) {
      local.setItem('wartable.probe', '1');
      local.removeItem('wartable.probe');
    }
  } catch {
    local = null;
  }
  return {
    getItem(name) {
      try {
        if (local) return local.getItem(name);
      } catch {
        // fall through
      }
      return memory.get(name) ?? null;
    },
    setItem(name, value) {
      memory.set(name, value);
      try {
        local?.setItem(name, value);
      } catch {
        // quota or privacy settings: keep the session copy
      }
    },
    removeItem(name) {
      memory.delete(name);
      try {
        local?.removeItem(name);
      } catch {
        // ignore
      }
    },
  };
}

export interface SettingsStoreOptions {
  storage?: StateStorage;
  /** The browser's language, for the default `lang`. */
  language?: string;
}

export function createSettingsStore(options: SettingsStoreOptions = {}) {
  const language = options.language ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  const defaults = defaultSettings(language);
  const storage = options.storage ?? safeLocalStorage();
  return createStore<SettingsState>()(
    persist(
      (set) => ({
        ...defaults,
        setLang: (lang) => set({ lang }),
        setHandoff: (handoff) => set({ handoff }),
        setShowRulesNotes: (showRulesNotes) => set({ showRulesNotes }),
        setShowOdds: (showOdds) => set({ showOdds }),
        setSafeSides: (safeSides) => set({ safeSides }),
        reset: () => set({ ...defaults }),
      }),
      {
        name: SETTINGS_KEY,
        version: SETTINGS_VERSION,
        storage: createJSONStorage(() => storage),
        partialize: (s): Settings => ({ lang: s.lang, handoff: s.handoff, showRulesNotes: s.showRulesNotes, showOdds: s.showOdds, safeSides: s.safeSides }),
        migrate: (stored) => mergeStored(stored, defaults),
        merge: (stored, current) => ({ ...current, ...mergeStored(stored, current) }),
      },
    ),
  );
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export const settingsStore: SettingsStore = createSettingsStore();

function useSettingsHook(): SettingsState;
function useSettingsHook<T>(selector: (s: SettingsState) => T): T;
function useSettingsHook<T>(selector?: (s: SettingsState) => T): T | SettingsState {
  return useStore<SettingsStore, T | SettingsState>(settingsStore, selector ?? ((s) => s));
}

/** React hook over the settings store; also carries the store's getState/setState/subscribe. */
export const useSettings = Object.assign(useSettingsHook, settingsStore);
