// Starting a PixiJS application in an element for a board (the table and the hex map alike).
// Creation is asynchronous (the renderer starts up); a second board created on the same element
// replaces the first, and destroying (or aborting via `signal`) while the renderer is still
// starting is safe: the application is torn down as soon as start-up ends and null is returned.
import { Application, Ticker } from 'pixi.js';
// Shader and uniform code without eval, as the app's Content-Security-Policy requires.
import 'pixi.js/unsafe-eval';

/** The disposer of the board (starting or running) that lives in each element. */
const live = new WeakMap<HTMLElement, () => void>();

export function sizeOf(el: HTMLElement): { width: number; height: number } {
  const r = el.getBoundingClientRect();
  return { width: Math.max(1, Math.round(r.width)), height: Math.max(1, Math.round(r.height)) };
}

export interface PixiHost {
  app: Application;
  canvas: HTMLCanvasElement;
  size: { width: number; height: number };
  /** Runs `teardown` when the board is destroyed (or right away if it already was). */
  setTeardown(teardown: () => void): void;
  /** Destroys the board: safe to call more than once. */
  dispose(): void;
}

export async function startPixi(el: HTMLElement, o: { background: number; label: string; signal?: AbortSignal | undefined }): Promise<PixiHost | null> {
  live.get(el)?.();
  let disposed = false;
  let teardown: (() => void) | null = null;
  const dispose = (): void => {
    if (disposed) return;
    disposed = true;
    if (live.get(el) === dispose) live.delete(el);
    o.signal?.removeEventListener('abort', dispose);
    teardown?.();
    teardown = null;
  };
  live.set(el, dispose);
  if (o.signal?.aborted) dispose();
  else o.signal?.addEventListener('abort', dispose, { once: true });

  const app = new Application();
  const size = sizeOf(el);
  try {
    await app.init({
      width: size.width,
      height: size.height,
      background: o.background,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(Math.max(globalThis.devicePixelRatio || 1, 1), 3),
      autoStart: false,
      sharedTicker: false,
      preference: 'webgl',
      accessibilityOptions: { activateOnTab: false },
    });
  } catch (err) {
    dispose();
    throw err;
  }
  if (disposed) {
    app.destroy({ removeView: true }, { children: true });
    return null;
  }

  // The board draws on demand: no render loop, and no Pixi event system (input is ours).
  // The system ticker would still run every frame for the renderer's GC scheduler: stop it,
  // the board ticks it after each render instead.
  app.ticker.stop();
  app.renderer.events.setTargetElement(null as unknown as HTMLElement);
  Ticker.system.autoStart = false;
  Ticker.system.stop();

  const canvas = app.canvas;
  canvas.style.display = 'block';
  canvas.style.touchAction = 'none';
  canvas.style.userSelect = 'none';
  canvas.style.setProperty('-webkit-user-select', 'none');
  canvas.style.setProperty('-webkit-touch-callout', 'none');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', o.label);
  el.appendChild(canvas);

  return {
    app,
    canvas,
    size,
    setTeardown: (t) => {
      teardown = () => {
        t();
        app.destroy({ removeView: true }, { children: true });
      };
    },
    dispose,
  };
}

/** Keeps a board sized to its element. Returns the unhooking function. */
export function followSize(el: HTMLElement, resize: (width: number, height: number) => void): () => void {
  const observer = new ResizeObserver(() => {
    const s = sizeOf(el);
    resize(s.width, s.height);
  });
  observer.observe(el);
  const now = sizeOf(el);
  resize(now.width, now.height);
  return () => observer.disconnect();
}
