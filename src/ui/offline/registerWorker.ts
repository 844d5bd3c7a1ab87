// Registers the service worker the build makes (vite.config.ts, progressiveWebApp) from the app's
// own bundle: no inline script, so the Content-Security-Policy holds. Loaded with a dynamic import
// after the page has loaded, so the lobby's first JavaScript does not grow. Only in the built app:
// the dev server has no worker.
import { setOfflineStatus, setUpdateHandler } from './offlineStatus';

/** How often a page left open (a tablet on the table) asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export async function registerWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    immediate: true,
    onOfflineReady: () => setOfflineStatus({ offlineReady: true }),
    onNeedRefresh: () => setOfflineStatus({ updateReady: true }),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      let last = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || !navigator.onLine || Date.now() - last < CHECK_EVERY_MS) return;
        last = Date.now();
        registration.update().catch(() => undefined);
      });
    },
    // No worker (a private window, a browser without one): the app still plays online.
    onRegisterError: (error: unknown) => console.warn('Wartable: the offline copy could not be set up', error),
  });
  setUpdateHandler(() => update(true));
}
