// Creates the table board in an element (start-up and teardown: pixiHost.ts); while starting,
// a destroyed or aborted board resolves to an inert handle.
import type { BoardHandle, BoardOptions } from './types';
import { Board } from './board';
import { attachInput } from './boardInput';
import { palette } from './palette';
import { followSize, startPixi } from './pixiHost';

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

export async function createBoard(el: HTMLElement, options: BoardOptions): Promise<BoardHandle> {
  const host = await startPixi(el, { background: palette.background, label: options.label ?? 'Table', signal: options.signal });
  if (!host) return inert;
  const { app, canvas } = host;
  const board = new Board(app, options, host.size);
  const detach = attachInput(canvas, board);
  const unfollow = followSize(el, (w, h) => board.resize(w, h));
  board.requestRender();
  host.setTeardown(() => {
    unfollow();
    detach();
    board.destroy();
  });

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
    destroy: host.dispose,
  };
}
