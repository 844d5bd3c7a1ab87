// Storage trouble as the player sees it: the match store's storage warning says what went wrong;
// this names its kind and remembers, for the session, that the player has dismissed it, so the
// app warns once and play goes on.
import { create } from 'zustand';
import { MEMORY_FALLBACK_WARNING } from './db';

/** 'unavailable': IndexedDB is missing or refused (matches live in memory); 'saveFailed': a save failed (the quota, say). */
export type TroubleKind = 'unavailable' | 'saveFailed';

export function troubleKind(warning: string | null): TroubleKind | null {
  if (!warning) return null;
  return warning === MEMORY_FALLBACK_WARNING ? 'unavailable' : 'saveFailed';
}

interface StorageNotice {
  /** The player dismissed the warning: it is not shown again this session. */
  dismissed: boolean;
  dismiss(): void;
}

export const useStorageNotice = create<StorageNotice>()((set) => ({
  dismissed: false,
  dismiss: () => set({ dismissed: true }),
}));
