// Creates the hex map board in an element. As with the table board, creation is asynchronous
// (the renderer starts up); a second board created on the same element replaces the first, and
// destroying (or aborting via options.signal) while the renderer is still starting is safe: the
// board is torn down as soon as start-up ends and the promise resolves to an inert handle.
import { Application, Ticker } from 'pixi.js';
import { HexBoard } from './hexBoard';
import { attachHexInput } from './hexBoardInput';
import { hexPalette } from './hexPalette';
import type { HexBoardHandle, HexBoardOptions } from './types';

export type * from './types';
export { hexPalette, hexsidePalette, markerPalette, terrainPalette } from './hexPalette';

/** The disposer of the board (starting or running) that lives in each element. */
const live = new WeakMap<HTMLElement, () => void>();

const inert: HexBoardHandle = {
  setView: () => {},
  fit: () => {},
  zoomBy: () => {},
  panBy: () => {},
  camera: () => ({ x: 0, y: 0, scale: 1 }),
  hexToScreen: () => ({ x: 0, y: 0 }),
  screenToHex: () => null,
  cancelDrag: () => {},
  flush: () => {},
  stats: () => ({ renders: 0, lastRenderMs: 0, chunksShown: 0, chunksBuilt: 0, terrainLod: 'textures' }),
  destroy: () => {},
};

function sizeOf(el: HTMLElement): { width: number; height: number } {
  const r = el.getBoundingClientRect();
  return { width: Math.max(1, Math.round(r.width)), height: Math.max(1, Math.round(r.height)) };
}

export async function createHexBoard(el: HTMLElement, options: HexBoardOptions): Promise<HexBoardHandle> {
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
      background: hexPalette.background,
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

  // On-demand rendering: no render loop and no Pixi event system (input is ours); the system
  // ticker is ticked by the board after each render instead of every frame.
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
  canvas.setAttribute('aria-label', options.label ?? 'Hex map');
  el.appendChild(canvas);

  const board = new HexBoard(app, options, size);
  const detach = attachHexInput(canvas, board);
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

  const offset = () => canvas.getBoundingClientRect();
  return {
    setView: (view) => board.setView(view),
    fit: () => board.lens.fit(),
    zoomBy: (f) => board.zoomBy(f),
    panBy: (dx, dy) => board.lens.panBy(dx, dy),
    camera: () => ({ ...board.lens.cam }),
    hexToScreen: (h) => {
      const r = offset();
      const v = board.lens.toView(board.hexCentre(h));
      return { x: r.left + v.x, y: r.top + v.y };
    },
    screenToHex: (p) => {
      const r = offset();
      return board.hexAtView({ x: p.x - r.left, y: p.y - r.top });
    },
    cancelDrag: () => board.cancelDrag(),
    flush: () => board.flush(),
    stats: () => board.stats(),
    destroy: dispose,
  };
}
