// Starts a board in an element: the Pixi application (pixiHost.ts), the engine with its scene,
// the DOM input and the resize observer; destroying it releases all of them (and the WebGL
// context). While starting, a destroyed or aborted board resolves to null.
import { attachInput } from './input';
import { BoardEngine, type EngineOptions } from './engine';
import { followSize, startPixi, type BoardApp } from './pixiHost';
import type { SceneAdapter, SceneHost } from './scene';

export interface MountOptions extends EngineOptions {
  background: number;
  label: string;
  signal?: AbortSignal | undefined;
}

export interface MountedBoard<S extends SceneAdapter> {
  engine: BoardEngine<S>;
  /** Destroys the board: safe to call more than once. */
  dispose(): void;
}

export async function mountBoard<S extends SceneAdapter>(
  el: HTMLElement,
  o: MountOptions,
  makeScene: (host: SceneHost, app: BoardApp) => S,
): Promise<MountedBoard<S> | null> {
  const host = await startPixi(el, { background: o.background, label: o.label, signal: o.signal });
  if (!host) return null;
  const engine = new BoardEngine(host.app, host.size, (h) => makeScene(h, host.app), o);
  const detach = attachInput(host.canvas, engine);
  const unfollow = followSize(el, (w, h) => engine.resize(w, h));
  engine.requestRender();
  host.setTeardown(() => {
    unfollow();
    detach();
    engine.destroy();
  });
  return { engine, dispose: host.dispose };
}
