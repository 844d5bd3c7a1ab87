// A closed board leaves nothing subscribed to PixiJS's shared textures. PixiJS's WebGL back-buffer
// system (its real code here, in a stand-in renderer, since WebGL needs a browser) subscribes a
// shader to the shared white texture as a renderer starts; closing the board must take it off.
import { describe, expect, it, vi } from 'vitest';
import type { WebGLRenderer } from 'pixi.js';

// Pixi reads the browser's navigator as it loads, and asks a canvas for WebGL (none here).
vi.stubGlobal('navigator', { userAgent: 'node' });
const { DOMAdapter, GlBackBufferSystem, Texture } = await import('pixi.js');
const { BoardApp } = await import('./pixiHost');
DOMAdapter.set({ ...DOMAdapter.get(), createCanvas: () => ({ getContext: () => null }) as unknown as HTMLCanvasElement });

function standIn(): { renderer: WebGLRenderer; destroy: ReturnType<typeof vi.fn> } {
  const backBuffer = new GlBackBufferSystem({ context: { supports: { msaa: true } } } as unknown as WebGLRenderer);
  backBuffer.init({});
  const destroy = vi.fn();
  return { renderer: { backBuffer, destroy } as unknown as WebGLRenderer, destroy };
}

describe('BoardApp', () => {
  it('closing boards takes their listeners off the shared white texture', () => {
    const white = Texture.WHITE.source;
    const before = white.listenerCount('change');
    const boards = [standIn(), standIn(), standIn()].map((s) => ({ ...s, app: new BoardApp(s.renderer) }));
    expect(white.listenerCount('change')).toBe(before + 3);
    for (const b of boards) b.app.destroy();
    expect(white.listenerCount('change')).toBe(before);
    for (const b of boards) expect(b.destroy).toHaveBeenCalledTimes(1);
  });
});
