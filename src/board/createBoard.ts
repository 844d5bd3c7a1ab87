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
  panBy: () => {},
  camera: () => ({ x: 0, y: 0, scale: 1 }),
  worldToScreen: (p) => ({ x: p.x, y: p.y }),
  screenToWorld: (p) => ({ x: p.x, y: p.y }),
  cancelDrag: () => {},
  setMeasuring: () => {},
  clearTape: () => false,
  focusUnit: () => false,
  setMinimap: () => {},
  flush: () => {},
  stats: () => ({ renders: 0, lastRenderMs: 0, lastFrameMs: 0 }),
  drawn: () => ({ engagements: 0, names: [] }),
  destroy: () => {},
};

export async function createBoard(el: HTMLElement, options: BoardOptions): Promise<BoardHandle> {
  themeBoard(el);
  const mounted = await mountBoard(
    el,
    { background: palette.background, label: options.label ?? 'Table', signal: options.signal, onRender: options.onRender, onTape: options.onTape },
    (host) => new TableScene(host, options),
  );
  if (!mounted) return inert;
  const { engine } = mounted;
  return {
    setView: (view) => engine.scene.setView(view),
    fit: () => engine.fit(),
    zoomBy: (f) => engine.zoomBy(f),
    panBy: (dx, dy) => engine.panBy(dx, dy),
    camera: () => engine.camera(),
    worldToScreen: (p) => engine.worldToScreen(p),
    screenToWorld: (p) => engine.screenToWorld(p),
    cancelDrag: () => engine.cancelDrag(),
    setMeasuring: (on) => engine.setMeasuring(on),
    clearTape: () => engine.clearTape(),
    focusUnit: (id) => engine.focusUnit(id),
    setMinimap: (on) => engine.setMinimap(on),
    flush: () => engine.flush(),
    stats: () => engine.stats(),
    drawn: () => {
      // Names are laid out in table pixels from the table's origin: move them to the page.
      const o = engine.worldToScreen({ x: 0, y: 0 });
      const names = engine.scene.drawn().names.map((n) => ({ ...n, box: { x0: o.x + n.box.x0, y0: o.y + n.box.y0, x1: o.x + n.box.x1, y1: o.y + n.box.y1 } }));
      return { engagements: engine.scene.drawn().engagements, names };
    },
    destroy: mounted.dispose,
  };
}
