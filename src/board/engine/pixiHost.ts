// Starting a PixiJS renderer in an element for a board (the table and the hex map alike).
// Creation is asynchronous (the renderer starts up); a second board created on the same element
// replaces the first, and destroying (or aborting via `signal`) while the renderer is still
// starting is safe: the renderer is torn down as soon as start-up ends and null is returned.
//
// A WebGL renderer is made directly, not through Pixi's Application (whose renderer detection
// would bring the WebGPU and canvas renderers into the build), and without Pixi's extension
// imports (accessibility, DOM, Pixi's event system, filters): the board takes input itself.
// `pixi.js` here is src/board/pixi.ts, the parts of PixiJS the boards use (vite.config.ts).
import { CanvasTextMetrics, Container, Ticker, WebGLRenderer } from 'pixi.js';
// Shader and uniform code without eval, as the app's Content-Security-Policy requires.
import 'pixi.js/unsafe-eval';

/** What a board uses of a Pixi application: a stage drawn on demand by a WebGL renderer. */
export class BoardApp {
  readonly stage = new Container();

  constructor(readonly renderer: WebGLRenderer) {
    liveBoards.add(this);
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
  }

  render(): void {
    this.renderer.render({ container: this.stage });
  }

  destroy(): void {
    this.stage.destroy({ children: true });
    // The last board to close also empties PixiJS's global pools (its pooled batch pieces, pooled
    // textures and canvases): a closed board's drawings went back there, and they were kept for
    // good, about 180 batch pieces per match opened and left.
    liveBoards.delete(this);
    const last = liveBoards.size === 0;
    // PixiJS's WebGL back-buffer system makes a shader on its shared white texture at start-up
    // and never destroys it: its bind group stayed subscribed to that texture's changes, one
    // more listener (and bind group) kept for good per board opened.
    (this.renderer.backBuffer as unknown as { _bigTriangleShader?: { destroy(): void } })._bigTriangleShader?.destroy();
    this.renderer.destroy({ removeView: true, releaseGlobalResources: last });
    // And PixiJS's cache of measured texts (up to 1,000): its keys name each text style by its
    // instance, so a closed board's entries are never read again, only kept.
    if (last) (CanvasTextMetrics as unknown as { _measurementCache?: { clear(): void } })._measurementCache?.clear();
  }
}

/** The boards whose renderer is up: global pools are emptied only when none is. */
const liveBoards = new Set<BoardApp>();

/** The disposer of the board (starting or running) that lives in each element. */
const live = new WeakMap<HTMLElement, () => void>();

export function sizeOf(el: HTMLElement): { width: number; height: number } {
  const r = el.getBoundingClientRect();
  return { width: Math.max(1, Math.round(r.width)), height: Math.max(1, Math.round(r.height)) };
}

export interface PixiHost {
  app: BoardApp;
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

  const renderer = new WebGLRenderer();
  const size = sizeOf(el);
  try {
    await renderer.init({
      width: size.width,
      height: size.height,
      background: o.background,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(Math.max(globalThis.devicePixelRatio || 1, 1), 3),
      skipExtensionImports: true,
    });
  } catch (err) {
    dispose();
    throw err;
  }
  const app = new BoardApp(renderer);
  if (disposed) {
    app.destroy();
    return null;
  }

  // The board draws on demand: no render loop, and no Pixi event system (input is ours).
  // The system ticker would still run every frame for the renderer's GC scheduler: stop it,
  // the board ticks it after each render instead.
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
        app.destroy();
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
