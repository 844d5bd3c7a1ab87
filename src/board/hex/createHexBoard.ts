// Creates the hex map board in an element, with the table board's start-up (pixiHost.ts) and
// input (boardInput.ts); while starting, a destroyed or aborted board resolves to an inert handle.
import { HexBoard } from './hexBoard';
import { attachInput } from '../boardInput';
import { followSize, startPixi } from '../pixiHost';
import { hexPalette } from './hexPalette';
import type { HexBoardHandle, HexBoardOptions } from './types';

export type * from './types';
export { hexPalette, hexsidePalette, markerPalette, terrainPalette } from './hexPalette';

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

export async function createHexBoard(el: HTMLElement, options: HexBoardOptions): Promise<HexBoardHandle> {
  const host = await startPixi(el, { background: hexPalette.background, label: options.label ?? 'Hex map', signal: options.signal });
  if (!host) return inert;
  const { app, canvas } = host;
  const board = new HexBoard(app, options, host.size);
  const lens = board.lens;
  const detach = attachInput(canvas, {
    hitUnit: (p, touch) => board.hitCounter(p, touch),
    canDrag: (id) => board.canDrag(id),
    tap: (p, id) => board.tap(p, id),
    beginDrag: (id, from) => board.beginDrag(id, from),
    moveDrag: (p) => board.moveDrag(p),
    endDrag: (p, commit) => board.endDrag(p, commit),
    panBy: (dx, dy) => lens.panBy(dx, dy),
    pinch: (from, to) => lens.pinch(from, to),
    zoomAtView: (p, f) => lens.zoomAt(p, f),
    hoverAt: (p, leave) => board.hoverAt(p, leave),
    get dragging() {
      return board.dragging;
    },
  });
  const unfollow = followSize(el, (w, h) => board.resize(w, h));
  board.requestRender();
  host.setTeardown(() => {
    unfollow();
    detach();
    board.destroy();
  });

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
    destroy: host.dispose,
  };
}
