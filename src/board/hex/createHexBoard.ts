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
  flush: () => {},
  stats: () => ({ renders: 0, lastRenderMs: 0, lastFrameMs: 0, chunksShown: 0, chunksBuilt: 0, terrainLod: 'textures' }),
  destroy: () => {},
};

export async function createHexBoard(el: HTMLElement, options: HexBoardOptions): Promise<HexBoardHandle> {
  themeBoard(el);
  const mounted = await mountBoard(
    el,
    { background: hexPalette.background, label: options.label ?? 'Hex map', signal: options.signal, onRender: options.onRender, renderGroup: true },
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
    flush: () => engine.flush(),
    stats: () => ({ ...engine.stats(), ...scene.stats() }),
    destroy: mounted.dispose,
  };
}
