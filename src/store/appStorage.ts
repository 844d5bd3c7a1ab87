// The app's saved matches: IndexedDB, or memory with a warning when the browser refuses it. Apart
// from the match store, so the lobby can offer the saved match without loading the store, the
// record schemas and zod (they load when a match starts or the saves screen opens).
import { createBrowserStorage } from './db';

let report: ((message: string) => void) | null = null;
let unreported: string | null = null;

export const appStorage = createBrowserStorage({
  onFallback: (message) => {
    if (report) report(message);
    else unreported = message;
  },
});

/** Where the fallback's warning goes (the match store); a warning given before is passed on now. */
export function onStorageFallback(to: (message: string) => void): void {
  report = to;
  if (unreported !== null) {
    const message = unreported;
    unreported = null;
    to(message);
  }
}
