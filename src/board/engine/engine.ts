// The board engine shared by every board: a Pixi scene drawn on demand (one frame per batch of
// changes), the camera, drags, hover, resize and teardown. What is drawn and what a tap or a drop
// means belongs to the scene adapter (tableScene.ts, hex/hexScene.ts).
import { Container, Ticker } from 'pixi.js';
import type { Vec } from '../../core/table/types';
import type { Camera, Viewport } from './cameraMath';
import { CameraRig } from './cameraRig';
import { DragSession } from './dragSession';
import { DirtyFlags, FrameLoop } from './frameLoop';
import type { InputTarget } from './input';
import type { DragInfo, SceneAdapter, SceneHost } from './scene';
import { BoardTools } from '../tools/boardTools';
import type { TapeReading } from '../tools/tapeTypes';

/** The part of a Pixi Application the engine uses. */
export interface EngineApp {
  readonly stage: Container;
  readonly renderer: { resize(width: number, height: number): void; readonly resolution: number };
  readonly canvas: { getBoundingClientRect(): { left: number; top: number } };
  render(): void;
}

export interface EngineOptions {
  /** Make the world a render group (its transform goes to the GPU: cheap pans of big scenes). */
  renderGroup?: boolean;
  /** Called after each render with the CPU ms of `app.render()` and of the whole frame. */
  onRender?(renderMs: number, frameMs: number): void;
  /** Called when a tape measure is laid (with the system's reading) or cleared (null). */
  onTape?(reading: TapeReading | null): void;
}

export interface EngineStats {
  renders: number;
  /** CPU ms of the last `app.render()`. */
  lastRenderMs: number;
  /** CPU ms of the last whole frame: hover, drag, layer updates and `app.render()`. */
  lastFrameMs: number;
}

type Dirty = 'render';

export class BoardEngine<S extends SceneAdapter = SceneAdapter> implements InputTarget, SceneHost {
  readonly world: Container;
  readonly screen = new Container({ label: 'screen' });
  readonly scene: S;
  readonly rig: CameraRig;
  /** The tape measure and the minimap. */
  readonly tools: BoardTools;
  private readonly loop = new FrameLoop(() => this.onFrame());
  private readonly dirty = new DirtyFlags<Dirty>();
  private drag: DragSession | null = null;
  private hoverPending: { p: Vec; leave: boolean } | null = null;
  private laidOutScale = 0;
  private dead = false;
  /** Inside a frame, before its render: a render asked for now is drawn in this frame. */
  private inFrame = false;
  private readonly counts: EngineStats = { renders: 0, lastRenderMs: 0, lastFrameMs: 0 };

  constructor(
    private readonly app: EngineApp,
    size: Viewport,
    makeScene: (host: SceneHost) => S,
    private readonly options: EngineOptions = {},
  ) {
    this.world = new Container({ label: 'world', isRenderGroup: options.renderGroup ?? false });
    this.scene = makeScene(this);
    this.rig = new CameraRig(size, this.scene, () => this.requestRender());
    this.world.addChild(...this.scene.layers);
    if (this.scene.screenLayers?.length) this.screen.addChild(...this.scene.screenLayers);
    this.tools = new BoardTools(this.scene, options.onTape);
    this.screen.addChild(this.tools.minimap.root, this.tools.tapeLayer.root);
    app.stage.addChild(this.world, this.screen);
    this.dirty.mark('render');
  }

  get destroyed(): boolean {
    return this.dead;
  }

  // ---- camera ----

  camera(): Camera {
    return { ...this.rig.cam };
  }

  worldChanged(resized: boolean): void {
    this.laidOutScale = 0;
    this.rig.worldChanged(resized);
  }

  fit(): void {
    this.rig.fit();
  }

  zoomBy(factor: number): void {
    this.rig.zoomBy(factor);
  }

  /** Centres the view on a world point, zooming in to at least `minScale` (kept within the limits). */
  centreOn(p: Vec, minScale = 0): void {
    this.rig.set({ x: p.x, y: p.y, scale: Math.max(this.rig.cam.scale, minScale) }, true);
  }

  /** Centres the view on a piece and zooms in to show its surroundings; false when there is no such piece. */
  focusUnit(id: string): boolean {
    const at = this.scene.anchorOf(id);
    const b = this.scene.bounds();
    if (!at || !b || this.dead) return false;
    const fit = this.scene.fitCamera(this.rig.vp).scale;
    this.centreOn(at, Math.min(fit * 2.5, this.scene.zoomLimits(this.rig.vp).max));
    return true;
  }

  zoomAtView(p: Vec, factor: number): void {
    this.rig.zoomAt(p, factor);
  }

  panBy(dx: number, dy: number): void {
    this.rig.panBy(dx, dy);
  }

  pinch(from: readonly [Vec, Vec], to: readonly [Vec, Vec]): void {
    this.rig.pinch(from, to);
  }

  toWorld(p: Vec): Vec {
    return this.rig.toWorld(p);
  }

  toView(p: Vec): Vec {
    return this.rig.toView(p);
  }

  /** Where a world point is in the page, in CSS pixels relative to the viewport. */
  worldToScreen(p: Vec): Vec {
    const r = this.app.canvas.getBoundingClientRect();
    const v = this.toView(p);
    return { x: r.left + v.x, y: r.top + v.y };
  }

  /** The world point under a page point (CSS pixels relative to the viewport). */
  screenToWorld(p: Vec): Vec {
    const r = this.app.canvas.getBoundingClientRect();
    return this.toWorld({ x: p.x - r.left, y: p.y - r.top });
  }

  resize(width: number, height: number): void {
    const vp = this.rig.vp;
    if (this.dead || width <= 0 || height <= 0 || (width === vp.width && height === vp.height)) return;
    this.app.renderer.resize(width, height);
    this.rig.resize({ width, height });
    // Render straight away: a resized canvas is blank until drawn.
    this.renderNow(performance.now());
  }

  // ---- input ----

  hitUnit(viewPoint: Vec, touch: boolean): string | null {
    const px = touch ? this.scene.slopPx.touch : this.scene.slopPx.mouse;
    return this.scene.hitTest(this.toWorld(viewPoint), px / this.rig.cam.scale);
  }

  canDrag(id: string): boolean {
    return !this.dead && this.scene.canDrag(id);
  }

  tap(viewPoint: Vec, id: string | null): void {
    if (!this.dead) this.scene.tap(this.toWorld(viewPoint), id);
  }

  /** Mouse hover (view pixels); reported at the next animation frame. */
  hoverAt(p: Vec, leave = false): void {
    this.hoverPending = { p, leave };
    this.loop.schedule();
  }

  get dragging(): boolean {
    return this.drag !== null;
  }

  beginDrag(id: string, from: Vec, touch: boolean): void {
    const anchor = this.scene.anchorOf(id);
    if (!anchor || this.dead) return;
    this.drag = DragSession.begin(id, anchor, this.toWorld(from), from, touch);
    this.scene.dragBegin(id, touch);
    this.loop.schedule();
  }

  moveDrag(p: Vec): void {
    if (!this.drag) return;
    this.drag.move(p);
    this.loop.schedule();
  }

  endDrag(p: Vec, commit: boolean): void {
    const d = this.drag;
    if (!d) return;
    this.drag = null;
    d.pointer = p;
    this.requestRender();
    this.scene.dragEnd(this.dragInfo(d), commit && !this.dead);
  }

  cancelDrag(): void {
    if (this.drag) this.endDrag(this.drag.pointer, false);
  }

  private dragInfo(d: DragSession): DragInfo {
    return { id: d.id, at: d.target(this.toWorld(d.pointer)), grab: d.grab, pointer: d.pointer, touch: d.touch, cam: this.rig.cam, vp: this.rig.vp };
  }

  // ---- tape measure and minimap ----

  get measuring(): boolean {
    return this.tools.measuring;
  }

  setMeasuring(on: boolean): void {
    this.tools.measuring = on;
  }

  get hasTape(): boolean {
    return this.tools.hasTape;
  }

  tapeBegin(p: Vec, touch: boolean): void {
    if (this.dead) return;
    this.tools.begin(this.toWorld(p), p, touch);
    this.loop.schedule();
  }

  tapeMove(p: Vec): void {
    if (!this.tools.tapeLive) return;
    this.tools.move(this.toWorld(p), p);
    this.loop.schedule();
  }

  tapeEnd(p: Vec): void {
    if (!this.tools.tapeLive || this.dead) return;
    this.tools.end(this.toWorld(p), p);
    this.requestRender();
  }

  clearTape(): boolean {
    const had = this.tools.clear();
    if (had) this.requestRender();
    return had;
  }

  setMinimap(on: boolean): void {
    this.tools.minimapOn = on;
    this.requestRender();
  }

  /** A press on the minimap centres the view there; false when the point is not on it. */
  minimapAt(p: Vec): boolean {
    const w = this.dead ? null : this.tools.minimapPoint(p);
    if (!w) return false;
    this.centreOn(w);
    return true;
  }

  // ---- frames ----

  requestRender(): void {
    this.dirty.mark('render');
    if (!this.inFrame) this.loop.schedule();
  }

  /** Does now what the next frame would do. */
  flush(): void {
    this.loop.flush();
  }

  private onFrame(): void {
    if (this.dead) return;
    const t0 = performance.now();
    this.inFrame = true;
    const hover = this.hoverPending;
    this.hoverPending = null;
    if (hover && !this.drag && this.scene.bounds()) {
      const id = hover.leave ? null : this.hitUnit(hover.p, false);
      this.scene.hover(this.toWorld(hover.p), id, hover.leave);
    }
    const d = this.drag;
    if (d?.pending) {
      d.pending = false;
      this.scene.dragMove(this.dragInfo(d));
      this.dirty.mark('render');
    }
    if (this.tools.pending) this.dirty.mark('render');
    this.inFrame = false;
    if (this.dirty.has('render')) this.renderNow(t0);
  }

  private renderNow(t0: number): void {
    if (this.dead) return;
    this.dirty.take('render');
    const { x, y, scale } = this.rig.cam;
    const vp = this.rig.vp;
    this.world.scale.set(scale);
    this.world.position.set(vp.width / 2 - x * scale, vp.height / 2 - y * scale);
    const scaleChanged = scale !== this.laidOutScale;
    this.laidOutScale = scale;
    const again = this.scene.update({ cam: this.rig.cam, vp, scaleChanged, resolution: this.app.renderer.resolution });
    if (scaleChanged && this.drag) this.scene.dragMove(this.dragInfo(this.drag));
    this.tools.update(this.rig.cam, vp, (p) => this.rig.toView(p));
    const r0 = performance.now();
    this.app.render();
    const t1 = performance.now();
    this.counts.renders++;
    this.counts.lastRenderMs = t1 - r0;
    this.counts.lastFrameMs = t1 - t0;
    // Lets the renderer's scheduled chores (texture GC) run; nothing else ticks while idle.
    Ticker.system.update();
    this.options.onRender?.(this.counts.lastRenderMs, this.counts.lastFrameMs);
    if (again) this.requestRender();
  }

  stats(): EngineStats {
    return { ...this.counts };
  }

  /** Stops the frame loop and frees the scene; the Pixi application is destroyed by its host. */
  destroy(): void {
    if (this.dead) return;
    this.dead = true;
    this.loop.destroy();
    this.drag = null;
    this.hoverPending = null;
    this.tools.destroy();
    this.scene.destroy();
    this.world.destroy({ children: true });
    this.screen.destroy({ children: true });
  }
}
