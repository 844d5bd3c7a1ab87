// The engine with a fake Pixi (Pixi needs a browser): frames, drags, hover and teardown.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('pixi.js', () => {
  class Container {
    children: unknown[] = [];
    destroyed = false;
    readonly scale = { set: () => {} };
    readonly position = { set: () => {} };
    constructor(public readonly opts: object = {}) {}
    addChild(...c: unknown[]) {
      this.children.push(...c);
    }
    destroy() {
      this.destroyed = true;
    }
  }
  // The tape measure's and the minimap's drawing (built by the engine, drawn only when shown).
  class Graphics extends Container {
    mask: unknown = null;
    visible = true;
    clear() { return this; }
  }
  class Text extends Container {
    text = '';
    width = 0;
    height = 0;
  }
  class TextStyle {
    destroy() {}
  }
  return { Container, Graphics, Text, TextStyle, Ticker: { system: { update: () => {} } } };
});

vi.mock('pixi.js/unsafe-eval', () => ({}));

const { BoardEngine } = await import('./engine');
const { followSize } = await import('./pixiHost');
const { attachInput } = await import('./input');
type Scene = import('./scene').SceneAdapter;

const frames: (() => void)[] = [];
beforeEach(() => {
  frames.length = 0;
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => {};
  });
});
const runFrames = () => frames.splice(0).forEach((f) => f());

function fakeScene(log: string[]): Scene {
  return {
    layers: [],
    slopPx: { touch: 10, mouse: 2 },
    bounds: () => ({ width: 48, height: 48 }),
    zoomLimits: () => ({ min: 1, max: 100 }),
    fitCamera: () => ({ x: 24, y: 24, scale: 10 }),
    hitTest: (p) => (Math.hypot(p.x - 24, p.y - 24) < 1 ? 'a' : null),
    canDrag: () => true,
    anchorOf: () => ({ x: 24, y: 24 }),
    tap: (p, id) => log.push(`tap ${id ?? `${p.x},${p.y}`}`),
    hover: (_p, id, left) => log.push(`hover ${id} ${left}`),
    dragBegin: (id) => log.push(`begin ${id}`),
    dragMove: (d) => log.push(`move ${d.at.x.toFixed(1)},${d.at.y.toFixed(1)}`),
    dragEnd: (d, commit) => log.push(`end ${d.at.x.toFixed(1)},${d.at.y.toFixed(1)} ${commit}`),
    update: () => (log.push('update'), false),
    destroy: () => log.push('scene destroyed'),
  };
}

function makeEngine(log: string[]) {
  const app = {
    stage: { addChild: () => {} },
    renderer: { resize: () => {}, resolution: 1 },
    canvas: { getBoundingClientRect: () => ({ left: 0, top: 0 }) },
    render: () => log.push('render'),
  };
  const engine = new BoardEngine(app as never, { width: 480, height: 480 }, () => fakeScene(log));
  engine.fit();
  return engine;
}

describe('BoardEngine', () => {
  it('zooms to a piece: centred on it, two and a half times the fit, and keeps the measuring mode it is given', () => {
    const log: string[] = [];
    const e = makeEngine(log);
    e.panBy(100, 40);
    expect(e.focusUnit('a')).toBe(true);
    expect(e.camera()).toEqual({ x: 24, y: 24, scale: 25 });
    expect(e.measuring).toBe(false);
    e.setMeasuring(true);
    expect(e.measuring).toBe(true);
    expect(e.clearTape()).toBe(false);
    // No minimap without a picture from the scene: a press there is an ordinary press.
    expect(e.minimapAt({ x: 20, y: 460 })).toBe(false);
  });

  it('renders once per batch of changes, and not at all while idle', () => {
    const log: string[] = [];
    const e = makeEngine(log);
    e.panBy(5, 0);
    e.zoomBy(1.1);
    e.requestRender();
    runFrames();
    expect(log.filter((l) => l === 'render')).toHaveLength(1);
    runFrames();
    expect(log.filter((l) => l === 'render')).toHaveLength(1);
    expect(e.stats().renders).toBe(1);
  });

  it('moves a dragged piece with the pointer, offset by where it was grabbed', () => {
    const log: string[] = [];
    const e = makeEngine(log);
    runFrames();
    // Grabbed 0.5" right of the anchor (24, 24); view (245, 240) is world (24.5, 24).
    e.beginDrag('a', { x: 245, y: 240 }, false);
    e.moveDrag({ x: 265, y: 250 });
    e.moveDrag({ x: 275, y: 260 });
    runFrames();
    e.endDrag({ x: 285, y: 260 }, true);
    expect(log.filter((l) => /^(begin|move|end)/.test(l))).toEqual(['begin a', 'move 27.0,26.0', 'end 28.0,26.0 true']);
    expect(e.dragging).toBe(false);
  });

  it('reports hover at most once a frame, with the piece under the mouse', () => {
    const log: string[] = [];
    const e = makeEngine(log);
    e.hoverAt({ x: 10, y: 10 });
    e.hoverAt({ x: 240, y: 240 });
    runFrames();
    expect(log.filter((l) => l.startsWith('hover'))).toEqual(['hover a false']);
  });

  it('destroy stops frames, frees the scene and its layers', () => {
    const log: string[] = [];
    const e = makeEngine(log);
    e.requestRender();
    e.destroy();
    runFrames();
    expect(log).not.toContain('render');
    expect(log).toContain('scene destroyed');
    expect((e.world as unknown as { destroyed: boolean }).destroyed).toBe(true);
    e.requestRender();
    expect(frames).toHaveLength(0);
  });
});

describe('attachInput', () => {
  it('the returned function removes every listener it added', () => {
    const added = new Map<string, number>();
    const target = () => ({
      addEventListener: (t: string) => added.set(t, (added.get(t) ?? 0) + 1),
      removeEventListener: (t: string) => added.set(t, (added.get(t) ?? 0) - 1),
    });
    const canvas = { ...target(), style: {}, getBoundingClientRect: () => ({ left: 0, top: 0 }) };
    vi.stubGlobal('window', target());
    const log: string[] = [];
    const detach = attachInput(canvas as never, makeEngine(log));
    expect([...added.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(8);
    detach();
    expect([...added.entries()].filter(([, n]) => n !== 0)).toEqual([]);
    vi.unstubAllGlobals();
  });
});

describe('followSize', () => {
  it('sizes the board now and on each resize, and disconnects its ResizeObserver', () => {
    const observers: { cb: () => void; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly o: { cb: () => void; disconnected: boolean };
        constructor(cb: () => void) {
          this.o = { cb, disconnected: false };
          observers.push(this.o);
        }
        observe() {}
        disconnect() {
          this.o.disconnected = true;
        }
      },
    );
    let width = 300;
    const el = { getBoundingClientRect: () => ({ width, height: 200 }) };
    const sizes: string[] = [];
    const stop = followSize(el as never, (w, h) => sizes.push(`${w}x${h}`));
    width = 400;
    observers[0]!.cb();
    stop();
    expect(sizes).toEqual(['300x200', '400x200']);
    expect(observers[0]!.disconnected).toBe(true);
    vi.unstubAllGlobals();
  });
});
