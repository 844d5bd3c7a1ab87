// The live hex board: owns the Pixi scene, the camera and the view model, and renders on demand
// (at most once per animation frame, and only when something changed).
import { Container, Ticker, type Application } from 'pixi.js';
import type { Viewport } from '../camera';
import { HexCamera } from './hexCamera';
import type { HexGeometry, Pt } from './hexGeometry';
import { HexTerrainLayer } from './hexTerrainLayer';
import { HexCounterLayer } from './hexCounterLayer';
import { makeCounterBody } from './hexCounterShapes';
import { HexOverlayLayer } from './hexOverlayLayer';
import type { Axial, HexBoardIntent, HexBoardOptions, HexBoardStats, HexBoardView } from './types';

/** Extra reach of a press on a counter, in screen pixels. */
const TOUCH_SLOP_PX = 12;
const MOUSE_SLOP_PX = 2;

interface DragState {
  id: string;
  /** Pointer's world point minus the counter's centre when the drag began. */
  grab: Pt;
  pointer: Pt;
  pending: boolean;
  ghost: Container;
  target: Axial | null;
}

export class HexBoard {
  readonly world = new Container({ label: 'hex-world', isRenderGroup: true });
  private readonly terrain: HexTerrainLayer;
  private readonly counters = new HexCounterLayer();
  private readonly overlays = new HexOverlayLayer();
  private readonly dragLayer = new Container({ label: 'hex-drag' });
  private geo: HexGeometry | null = null;
  /** Camera: pan, zoom, fit, and view <-> world conversions. */
  readonly lens: HexCamera;
  private view: HexBoardView | null = null;
  private frame = 0;
  private renderDirty = true;
  private overlaysDirty = true;
  private pointerDirty = true;
  private laidOutScale = 0;
  private drag: DragState | null = null;
  private hoverPending: { p: Pt; leave: boolean } | null = null;
  private hovered: Axial | null = null;
  private destroyed = false;
  private readonly counts = { renders: 0, lastRenderMs: 0 };

  constructor(
    private readonly app: Application,
    private readonly options: HexBoardOptions,
    size: Viewport,
  ) {
    this.lens = new HexCamera(size, () => this.requestRender());
    this.terrain = new HexTerrainLayer(app.renderer, options.cull ?? true);
    this.world.addChild(
      this.terrain.root,
      this.overlays.under,
      this.counters.bodies,
      this.counters.tags,
      this.overlays.over,
      this.dragLayer,
    );
    app.stage.addChild(this.world);
  }

  setView(view: HexBoardView): void {
    if (this.destroyed) return;
    const prev = this.view;
    this.view = view;
    if (!prev || prev.map !== view.map) {
      this.cancelDrag();
      this.geo = this.terrain.setMap(view.map).geo;
      this.lens.setMap(this.geo);
      this.counters.setGeometry(this.geo);
      this.hovered = null;
      const resized = !prev || prev.map.cols !== view.map.cols || prev.map.rows !== view.map.rows || prev.map.hexSize !== view.map.hexSize;
      if (resized || !this.lens.userMoved) this.lens.fit();
      else this.lens.set(this.lens.cam);
      this.laidOutScale = 0;
    }
    if (!prev || prev.map !== view.map || prev.counters !== view.counters) {
      this.counters.setCounters(view.counters);
      if (this.drag && !this.counters.get(this.drag.id)) this.cancelDrag();
    }
    if (!prev || prev.overlays !== view.overlays || prev.map !== view.map) this.overlaysDirty = true;
    this.requestRender();
  }

  // ---- camera (see `lens`) ----

  zoomBy(factor: number): void {
    this.lens.zoomAt({ x: this.lens.vp.width / 2, y: this.lens.vp.height / 2 }, factor);
  }

  /** The map hex under a view point, or null. */
  hexAtView(p: Pt): Axial | null {
    if (!this.geo) return null;
    const h = this.geo.hexAt(this.lens.toWorld(p));
    return this.geo.inMap(h.q, h.r) ? h : null;
  }

  hexCentre(h: Axial): Pt {
    return this.geo ? this.geo.center(h.q, h.r) : { x: 0, y: 0 };
  }

  resize(width: number, height: number): void {
    if (this.destroyed || width <= 0 || height <= 0) return;
    const v = this.lens;
    if (width === v.vp.width && height === v.vp.height) return;
    v.vp = { width, height };
    this.app.renderer.resize(width, height);
    if (this.geo && !v.userMoved) v.fit();
    else v.set(v.cam);
    this.renderNow();
  }

  // ---- input ----

  hitCounter(viewPoint: Pt, touch: boolean): string | null {
    const slop = (touch ? TOUCH_SLOP_PX : MOUSE_SLOP_PX) / this.lens.cam.scale;
    return this.counters.hitTest(this.lens.toWorld(viewPoint), slop);
  }

  canDrag(id: string): boolean {
    return !!this.counters.get(id) && (this.options.canDrag?.(id) ?? false);
  }

  private emit(intent: HexBoardIntent): void {
    if (!this.destroyed) this.options.onIntent(intent);
  }

  tap(viewPoint: Pt, id: string | null): void {
    if (id) return this.emit({ type: 'tapCounter', id });
    const h = this.hexAtView(viewPoint);
    if (h) this.emit({ type: 'tapHex', q: h.q, r: h.r });
  }

  hoverAt(p: Pt, leave = false): void {
    this.hoverPending = { p, leave };
    this.schedule();
  }

  get dragging(): boolean {
    return this.drag !== null;
  }

  beginDrag(id: string, from: Pt): void {
    const c = this.counters.get(id);
    const at = this.counters.centreOf(id);
    if (!c || !at) return;
    const w = this.lens.toWorld(from);
    const ghost = makeCounterBody(this.counters.shapes, { ...c, selected: true }, this.counters.side);
    ghost.alpha = 0.85;
    this.dragLayer.addChild(ghost);
    this.drag = { id, grab: { x: w.x - at.x, y: w.y - at.y }, pointer: from, pending: true, ghost, target: null };
    this.counters.setHidden(id);
    this.schedule();
  }

  moveDrag(p: Pt): void {
    if (!this.drag) return;
    this.drag.pointer = p;
    this.drag.pending = true;
    this.schedule();
  }

  endDrag(p: Pt, commit: boolean): void {
    const d = this.drag;
    if (!d) return;
    this.drag = null;
    d.ghost.destroy({ children: true });
    this.counters.setHidden(null);
    this.pointerDirty = true;
    this.requestRender();
    if (!commit) return;
    d.pointer = p;
    const to = this.dragTarget(d);
    if (to) this.emit({ type: 'dragCounter', id: d.id, to });
  }

  cancelDrag(): void {
    if (this.drag) this.endDrag(this.drag.pointer, false);
  }

  private dragTarget(d: DragState): Axial | null {
    if (!this.geo) return null;
    const w = this.lens.toWorld(d.pointer);
    const h = this.geo.hexAt({ x: w.x - d.grab.x, y: w.y - d.grab.y });
    return this.geo.inMap(h.q, h.r) ? h : null;
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

  /** Does now what the next frame would do. */
  flush(): void {
    if (!this.frame) return;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.onFrame();
  }

  private onFrame(): void {
    if (this.destroyed) return;
    const hover = this.hoverPending;
    this.hoverPending = null;
    if (hover && this.geo && !this.drag) {
      const h = hover.leave ? null : this.hexAtView(hover.p);
      const prev = this.hovered;
      if (h?.q !== prev?.q || h?.r !== prev?.r) {
        this.hovered = h;
        this.pointerDirty = true;
        this.renderDirty = true;
        this.emit({ type: 'hoverHex', hex: h });
      }
    }
    const d = this.drag;
    if (d?.pending) {
      d.pending = false;
      const w = this.lens.toWorld(d.pointer);
      d.ghost.position.set(w.x - d.grab.x, w.y - d.grab.y);
      d.target = this.dragTarget(d);
      this.pointerDirty = true;
      this.renderDirty = true;
    }
    if (this.renderDirty) this.renderNow();
  }

  private renderNow(): void {
    if (this.destroyed) return;
    this.renderDirty = false;
    const { x, y, scale } = this.lens.cam;
    const vp = this.lens.vp;
    this.world.scale.set(scale);
    this.world.position.set(vp.width / 2 - x * scale, vp.height / 2 - y * scale);
    const geo = this.geo;
    if (geo) {
      const hw = vp.width / 2 / scale;
      const hh = vp.height / 2 / scale;
      const devicePxPerHex = geo.hexW * scale * this.app.renderer.resolution;
      if (this.terrain.update({ x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh }, devicePxPerHex)) this.requestRender();
      if (scale !== this.laidOutScale) {
        this.laidOutScale = scale;
        this.counters.setScale(scale);
        this.overlaysDirty = true;
        this.pointerDirty = true;
      }
      if (this.overlaysDirty && this.view) {
        this.overlaysDirty = false;
        this.overlays.draw(this.view.overlays, geo, scale);
      }
      if (this.pointerDirty) {
        this.pointerDirty = false;
        this.overlays.drawPointer(geo, scale, this.drag ? null : this.hovered, this.drag?.target ?? null);
      }
    }
    const t0 = performance.now();
    this.app.render();
    const ms = performance.now() - t0;
    this.counts.renders++;
    this.counts.lastRenderMs = ms;
    // Lets the renderer's scheduled chores (texture GC) run; nothing else ticks while idle.
    Ticker.system.update();
    this.options.onRender?.(ms);
  }

  stats(): HexBoardStats {
    return {
      ...this.counts,
      chunksShown: this.terrain.shownCount,
      chunksBuilt: this.terrain.builtCount,
      terrainLod: this.terrain.lod,
    };
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.drag = null;
    this.overlays.destroy();
    this.counters.destroy();
    this.terrain.destroy();
    this.world.destroy({ children: true });
  }
}
