// Creates the table board in an element: the shared board engine (engine/) with the table scene;
// while starting, a destroyed or aborted board resolves to an inert handle.
import type { BoardHandle, BoardOptions } from './types';
import { TableScene } from './tableScene';
import { mountBoard } from './engine/mount';
import { palette } from './palette';
import { themeBoard } from './boardTheme';

const inert: BoardHandle = {
  setView: () => {},
  fit: () => {},
  zoomBy: () => {},
  camera: () => ({ x: 0, y: 0, scale: 1 }),
  worldToScreen: (p) => ({ x: p.x, y: p.y }),
  screenToWorld: (p) => ({ x: p.x, y: p.y }),
  cancelDrag: () => {},
  flush: () => {},
  stats: () => ({ renders: 0, lastRenderMs: 0, lastFrameMs: 0 }),
  destroy: () => {},
};

export async function createBoard(el: HTMLElement, options: BoardOptions): Promise<BoardHandle> {
  themeBoard(el);
  const mounted = await mountBoard(
    el,
    { background: palette.background, label: options.label ?? 'Table', signal: options.signal, onRender: options.onRender },
    (host) => new TableScene(host, options),
  );
  if (!mounted) return inert;
  const { engine } = mounted;
  return {
    setView: (view) => engine.scene.setView(view),
    fit: () => engine.fit(),
    zoomBy: (f) => engine.zoomBy(f),
    camera: () => engine.camera(),
    worldToScreen: (p) => engine.worldToScreen(p),
    screenToWorld: (p) => engine.screenToWorld(p),
    cancelDrag: () => engine.cancelDrag(),
    flush: () => engine.flush(),
    stats: () => engine.stats(),
    destroy: mounted.dispose,
  };
}
