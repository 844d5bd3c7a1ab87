// Registers the service worker the build makes (vite.config.ts, progressiveWebApp) from the app's
// own bundle: no inline script, so the Content-Security-Policy holds. Called after the page has
// loaded. Only in the built app: the dev server has no worker. It talks to the worker with the
// browser's own API (no helper library: 2.8 KB gzip less on every page), the way the build's
// worker expects (registerType 'prompt'): a first install says the app is ready offline; a new
// version installed beside the running one waits, and the player's Reload tells it to take over
// (Workbox's SKIP_WAITING message) and reloads once it has.
import { setOfflineStatus, setUpdateHandler } from './offlineStatus';

/** How often a page left open (a tablet on the table) asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Where the build writes the worker (vite-plugin-pwa's default file name, at the app's base). */
const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

export async function registerWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await sw.register(WORKER_URL, { scope: import.meta.env.BASE_URL });
  } catch (error) {
    // No worker (a private window, a browser without one): the app still plays online.
    console.warn('Wartable: the offline copy could not be set up', error);
    return;
  }
  // A browser told to block workers (an automation setting) may answer with no registration.
  if (!registration) return;
  const reg = registration;
  // A worker installed while another runs this page is a new version: it waits for the player.
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const seen = () => {
      if (worker.state !== 'installed') return;
      worker.removeEventListener('statechange', seen);
      if (sw.controller) setOfflineStatus({ updateReady: true });
      else setOfflineStatus({ offlineReady: true });
    };
    worker.addEventListener('statechange', seen);
    seen();
  };
  if (registration.waiting && sw.controller) setOfflineStatus({ updateReady: true });
  follow(registration.installing);
  reg.addEventListener('updatefound', () => follow(reg.installing));

  let last = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine || Date.now() - last < CHECK_EVERY_MS) return;
    last = Date.now();
    reg.update().catch(() => undefined);
  });

  setUpdateHandler(async () => {
    const waiting = reg.waiting;
    if (!waiting) {
      location.reload();
      return;
    }
    sw.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}
