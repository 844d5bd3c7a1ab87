// The live board: owns the Pixi scene, the camera and the view model, and renders on demand
// (at most once per animation frame, and only when something changed).
import { Container, Ticker, type Application } from 'pixi.js';
import type { Vec } from '../core/table/types';
import type { BoardIntent, BoardOptions, BoardView } from './types';
import {
  clampCamera,
  fitCamera,
  panBy,
  pinchCamera,
  viewToWorld,
  worldToView,
  zoomAt,
  zoomLimits,
  type Camera,
  type Viewport,
  type ZoomLimits,
} from './camera';
import { TerrainLayer } from './terrainLayer';
import { UnitLayer } from './unitLayer';
import { OverlayLayer } from './overlayLayer';
import { DragRuler } from './dragRuler';

/** Extra reach of a touch on a unit, in screen pixels (a fingertip is not a cursor). */
const TOUCH_SLOP_PX = 14;
const MOUSE_SLOP_PX = 3;

interface DragState {
  unitId: string;
  /** Pointer's table point minus the unit's centre when the drag began. */
  grab: Vec;
  /** Latest pointer position (view pixels). */
  pointer: Vec;
  touch: boolean;
  /** Whether a probe and redraw are due at the next frame. */
  pending: boolean;
}

export class Board {
  readonly world = new Container({ label: 'world' });
  private readonly terrain = new TerrainLayer();
  private readonly units = new UnitLayer();
  private readonly overlays = new OverlayLayer();
  private readonly ruler = new DragRuler(this.units.shapes);
  private cam: Camera = { x: 0, y: 0, scale: 1 };
  private vp: Viewport;
  private view: BoardView | null = null;
  /** The camera was moved by hand since the last fit (a resize then keeps it rather than refits). */
  private userMoved = false;
  private frame = 0;
  private renderDirty = true;
  private overlaysDirty = true;
  private laidOutScale = 0;
  private drag: DragState | null = null;
  private hover: { p: Vec; leave: boolean } | null = null;
  private destroyed = false;

  constructor(
    private readonly app: Application,
    private readonly options: BoardOptions,
    size: Viewport,
  ) {
    this.vp = size;
    this.world.addChild(
      this.terrain.root,
      this.overlays.under,
      this.terrain.labels,
      this.units.bodies,
      this.overlays.over,
      this.units.tags,
      this.ruler.world,
    );
    app.stage.addChild(this.world, this.ruler.screen);
  }

  // ---- view model ----

  setView(view: BoardView): void {
    if (this.destroyed) return;
    const prev = this.view;
    this.view = view;
    if (!prev || prev.table !== view.table) {
      this.terrain.setTable(view.table);
      const resized = !prev || prev.table.width !== view.table.width || prev.table.height !== view.table.height;
      if (resized || !this.userMoved) this.fit();
      else this.setCamera(this.cam);
    }
    if (!prev || prev.units !== view.units) {
      if (this.units.setUnits(view.units)) this.overlaysDirty = true;
      if (this.drag && !this.units.get(this.drag.unitId)) this.cancelDrag();
    }
    if (!prev || prev.overlays !== view.overlays) this.overlaysDirty = true;
    this.requestRender();
  }

  // ---- camera ----

  camera(): Camera {
    return { ...this.cam };
  }

  get viewport(): Viewport {
    return this.vp;
  }

  private limits(): ZoomLimits {
    return this.view ? zoomLimits(this.view.table, this.vp) : { min: 1e-3, max: 200 };
  }

  private setCamera(cam: Camera, byHand = false): void {
    this.cam = this.view ? clampCamera(cam, this.view.table, this.limits()) : cam;
    if (byHand) this.userMoved = true;
    this.requestRender();
  }

  fit(): void {
    if (!this.view) return;
    this.userMoved = false;
    this.setCamera(fitCamera(this.view.table, this.vp));
  }

  zoomBy(factor: number): void {
    this.zoomAtView({ x: this.vp.width / 2, y: this.vp.height / 2 }, factor);
  }

  zoomAtView(at: Vec, factor: number): void {
    this.setCamera(zoomAt(this.cam, this.vp, at, factor, this.limits()), true);
  }

  panBy(dx: number, dy: number): void {
    this.setCamera(panBy(this.cam, dx, dy), true);
  }

  pinch(from: readonly [Vec, Vec], to: readonly [Vec, Vec]): void {
    this.setCamera(pinchCamera(this.cam, this.vp, from, to, this.limits()), true);
  }

  toWorld(p: Vec): Vec {
    return viewToWorld(this.cam, this.vp, p);
  }

  toView(p: Vec): Vec {
    return worldToView(this.cam, this.vp, p);
  }

  /** Where a table point is in the page, in CSS pixels relative to the viewport. */
  worldToScreen(p: Vec): Vec {
    const rect = this.app.canvas.getBoundingClientRect();
    const v = this.toView(p);
    return { x: rect.left + v.x, y: rect.top + v.y };
  }

  resize(width: number, height: number): void {
    if (this.destroyed || width <= 0 || height <= 0) return;
    if (width === this.vp.width && height === this.vp.height) return;
    this.vp = { width, height };
    this.app.renderer.resize(width, height);
    if (this.view && !this.userMoved) this.fit();
    else this.setCamera(this.cam);
    // Render straight away: a resized canvas is blank until drawn.
    this.renderNow();
  }

  // ---- input ----

  hitUnit(viewPoint: Vec, touch: boolean): string | null {
    const slop = (touch ? TOUCH_SLOP_PX : MOUSE_SLOP_PX) / this.cam.scale;
    return this.units.hitTest(this.toWorld(viewPoint), slop);
  }

  canDrag(unitId: string): boolean {
    const u = this.units.get(unitId);
    return !!u && !u.gone && (this.options.canDrag?.(unitId) ?? false);
  }

  emit(intent: BoardIntent): void {
    if (!this.destroyed) this.options.onIntent(intent);
  }

  tap(viewPoint: Vec, unitId: string | null): void {
    if (unitId) this.emit({ type: 'tapUnit', unitId });
    else {
      const p = this.toWorld(viewPoint);
      this.emit({ type: 'tapTable', x: p.x, y: p.y });
    }
  }

  /** Mouse hover (view pixels); reported at the next animation frame. */
  hoverAt(p: Vec, leave = false): void {
    this.hover = { p, leave };
    this.schedule();
  }

  get dragging(): boolean {
    return this.drag !== null;
  }

  beginDrag(unitId: string, from: Vec, touch: boolean): void {
    const u = this.units.get(unitId);
    if (!u) return;
    const w = this.toWorld(from);
    this.drag = { unitId, grab: { x: w.x - u.x, y: w.y - u.y }, pointer: from, touch, pending: true };
    this.ruler.begin(u);
    this.units.setTagVisible(unitId, false);
    this.schedule();
  }

  moveDrag(p: Vec): void {
    if (!this.drag) return;
    this.drag.pointer = p;
    this.drag.pending = true;
    this.schedule();
  }

  endDrag(p: Vec, commit: boolean): void {
    const d = this.drag;
    if (!d) return;
    this.drag = null;
    this.ruler.end();
    this.units.setTagVisible(d.unitId, true);
    this.requestRender();
    if (commit) {
      const at = this.dragTarget(d, p);
      this.emit({ type: 'dropUnit', unitId: d.unitId, x: at.x, y: at.y });
    }
  }

  cancelDrag(): void {
    if (this.drag) this.endDrag(this.drag.pointer, false);
  }

  private dragTarget(d: DragState, p: Vec): Vec {
    const w = this.toWorld(p);
    return { x: w.x - d.grab.x, y: w.y - d.grab.y };
  }

  // ---- rendering ----

  requestRender(): void {
    this.renderDirty = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.frame || this.destroyed) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.onFrame();
    });
  }

  private onFrame(): void {
    if (this.destroyed) return;
    const hover = this.hover;
    this.hover = null;
    if (hover && this.view && !this.drag) {
      const p = this.toWorld(hover.p);
      const unitId = hover.leave ? null : this.hitUnit(hover.p, false);
      this.emit({ type: 'hover', x: p.x, y: p.y, unitId });
    }
    if (this.drag?.pending) {
      this.drag.pending = false;
      this.updateRuler(this.drag);
      this.renderDirty = true;
    }
    if (this.renderDirty) this.renderNow();
  }

  private updateRuler(d: DragState): void {
    const u = this.units.get(d.unitId);
    if (!u) return;
    const at = this.dragTarget(d, d.pointer);
    const probe = this.options.probe?.(d.unitId, at) ?? {
      path: [{ x: u.x, y: u.y }, at],
      end: at,
      ok: true,
      label: `${Math.hypot(at.x - u.x, at.y - u.y).toFixed(1)}"`,
    };
    this.ruler.update(probe, d.pointer, this.cam.scale, this.vp, d.touch);
  }

  private renderNow(): void {
    if (this.destroyed) return;
    this.renderDirty = false;
    const { x, y, scale } = this.cam;
    this.world.scale.set(scale);
    this.world.position.set(this.vp.width / 2 - x * scale, this.vp.height / 2 - y * scale);
    if (scale !== this.laidOutScale) {
      this.laidOutScale = scale;
      this.units.setScale(scale);
      this.terrain.setScale(scale);
      this.overlaysDirty = true;
      if (this.drag) this.updateRuler(this.drag);
    }
    if (this.overlaysDirty && this.view) {
      this.overlaysDirty = false;
      this.overlays.draw(this.view.overlays, (id) => this.units.get(id), scale);
    }
    this.app.render();
    // Lets the renderer's scheduled chores (texture GC) run; nothing else ticks while idle.
    Ticker.system.update();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.drag = null;
    this.ruler.destroy();
    this.overlays.destroy();
    this.units.destroy();
    this.terrain.destroy();
    this.world.destroy();
  }
}
