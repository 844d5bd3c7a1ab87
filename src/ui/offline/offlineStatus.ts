// What the service worker has told the page: the app is cached for play with no network, or a
// new version is waiting. A tiny external store (read with useSyncExternalStore), kept apart from
// the registration (./registerWorker) so it can be used and tested without the build's worker.
export interface OfflineStatus {
  /** Every file of the app is cached: it opens and plays with no network from now on. */
  offlineReady: boolean;
  /** A new version is installed and waits for the player to reload. */
  updateReady: boolean;
}

let status: OfflineStatus = { offlineReady: false, updateReady: false };
const listeners = new Set<() => void>();
let applyUpdate: (() => Promise<void>) | null = null;

export function getOfflineStatus(): OfflineStatus {
  return status;
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setOfflineStatus(patch: Partial<OfflineStatus>): void {
  status = { ...status, ...patch };
  for (const l of listeners) l();
}

/** Set by the registration: activates the waiting worker and reloads the page. */
export function setUpdateHandler(handler: (() => Promise<void>) | null): void {
  applyUpdate = handler;
}

/** Reloads into the waiting version (the match in play is saved after every action). */
export async function updateNow(): Promise<void> {
  setOfflineStatus({ updateReady: false });
  if (applyUpdate) await applyUpdate();
  else location.reload();
}
