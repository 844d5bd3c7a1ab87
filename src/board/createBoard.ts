// Creates the table board in an element. Creation is asynchronous (the renderer starts up);
// a second board created on the same element replaces the first, and destroying (or aborting
// via options.signal) while the renderer is still starting is safe: the board is torn down as
// soon as start-up ends and the promise resolves to an inert handle.
import { Application, Ticker } from 'pixi.js';
import type { BoardHandle, BoardOptions } from './types';
import { Board } from './board';
import { attachInput } from './boardInput';
import { palette } from './palette';

/** The disposer of the board (starting or running) that lives in each element. */
const live = new WeakMap<HTMLElement, () => void>();

const inert: BoardHandle = {
  setView: () => {},
  fit: () => {},
  zoomBy: () => {},
  camera: () => ({ x: 0, y: 0, scale: 1 }),
  worldToScreen: (p) => ({ x: p.x, y: p.y }),
  screenToWorld: (p) => ({ x: p.x, y: p.y }),
  cancelDrag: () => {},
  destroy: () => {},
};

function sizeOf(el: HTMLElement): { width: number; height: number } {
  const r = el.getBoundingClientRect();
  return { width: Math.max(1, Math.round(r.width)), height: Math.max(1, Math.round(r.height)) };
}

export async function createBoard(el: HTMLElement, options: BoardOptions): Promise<BoardHandle> {
  live.get(el)?.();

  let disposed = false;
  let teardown: (() => void) | null = null;
  const dispose = (): void => {
    if (disposed) return;
    disposed = true;
    if (live.get(el) === dispose) live.delete(el);
    options.signal?.removeEventListener('abort', dispose);
    teardown?.();
    teardown = null;
  };
  live.set(el, dispose);
  if (options.signal?.aborted) dispose();
  else options.signal?.addEventListener('abort', dispose, { once: true });

  const app = new Application();
  const size = sizeOf(el);
  try {
    await app.init({
      width: size.width,
      height: size.height,
      background: palette.background,
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
    return inert;
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
  if (options.label) canvas.setAttribute('aria-label', options.label);
  el.appendChild(canvas);

  const board = new Board(app, options, size);
  const detach = attachInput(canvas, board);
  const observer = new ResizeObserver(() => {
    const s = sizeOf(el);
    board.resize(s.width, s.height);
  });
  observer.observe(el);
  const now = sizeOf(el);
  board.resize(now.width, now.height);
  board.requestRender();

  teardown = () => {
    observer.disconnect();
    detach();
    board.destroy();
    app.destroy({ removeView: true }, { children: true });
  };

  return {
    setView: (view) => board.setView(view),
    fit: () => board.fit(),
    zoomBy: (f) => board.zoomBy(f),
    camera: () => board.camera(),
    worldToScreen: (p) => board.worldToScreen(p),
    screenToWorld: (p) => {
      const r = canvas.getBoundingClientRect();
      return board.toWorld({ x: p.x - r.left, y: p.y - r.top });
    },
    cancelDrag: () => board.cancelDrag(),
    destroy: dispose,
  };
}
