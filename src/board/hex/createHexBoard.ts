// Creates the hex map board in an element: the shared board engine (../engine/) with the hex
// scene; while starting, a destroyed or aborted board resolves to an inert handle.
import { mountBoard } from '../engine/mount';
import { HexScene } from './hexScene';
import { hexPalette } from './hexPalette';
import type { HexBoardHandle, HexBoardOptions } from './types';
import { themeBoard } from '../boardTheme';

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
  setMeasuring: () => {},
  clearTape: () => false,
  focusUnit: () => false,
  setMinimap: () => {},
  flush: () => {},
  stats: () => ({ renders: 0, lastRenderMs: 0, lastFrameMs: 0, chunksShown: 0, chunksBuilt: 0, terrainLod: 'textures', counterPx: 0 }),
  drawnLabels: () => ({ labels: [], map: { x0: 0, y0: 0, x1: 0, y1: 0 } }),
  destroy: () => {},
};

export async function createHexBoard(el: HTMLElement, options: HexBoardOptions): Promise<HexBoardHandle> {
  themeBoard(el);
  const mounted = await mountBoard(
    el,
    { background: hexPalette.background, label: options.label ?? 'Hex map', signal: options.signal, onRender: options.onRender, onTape: options.onTape, renderGroup: true },
    (host, app) => new HexScene(host, options, app.renderer),
  );
  if (!mounted) return inert;
  const { engine } = mounted;
  const scene = engine.scene;
  return {
    setView: (view) => scene.setView(view),
    fit: () => engine.fit(),
    zoomBy: (f) => engine.zoomBy(f),
    panBy: (dx, dy) => engine.panBy(dx, dy),
    camera: () => engine.camera(),
    hexToScreen: (h) => engine.worldToScreen(scene.hexCentre(h)),
    screenToHex: (p) => scene.hexAt(engine.screenToWorld(p)),
    cancelDrag: () => engine.cancelDrag(),
    setMeasuring: (on) => engine.setMeasuring(on),
    clearTape: () => engine.clearTape(),
    focusUnit: (id) => engine.focusUnit(id),
    setMinimap: (on) => engine.setMinimap(on),
    flush: () => engine.flush(),
    stats: () => ({ ...engine.stats(), ...scene.stats() }),
    drawnLabels: () => {
      const d = scene.drawnLabels();
      const a = engine.worldToScreen({ x: 0, y: 0 });
      const b = engine.worldToScreen({ x: d.size.width, y: d.size.height });
      return { labels: d.labels.map((l) => ({ text: l.text, ...engine.worldToScreen(l) })), map: { x0: a.x, y0: a.y, x1: b.x, y1: b.y } };
    },
    destroy: mounted.dispose,
  };
}
