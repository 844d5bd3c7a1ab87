// The hex scene: terrain chunks, counters and overlays of a hex map, drawn by the board engine
// (../engine/). It turns taps, hovers and drops into hex board intents.
import { Container, type Graphics } from 'pixi.js';
import { fitCamera, fitScale, MIN_FIT_FRACTION, type Camera, type Size, type Viewport, type ZoomLimits } from '../engine/cameraMath';
import type { DragInfo, FrameInfo, SceneAdapter, SceneHost } from '../engine/scene';
import type { HexGeometry, Pt } from './hexGeometry';
import { HexTerrainLayer } from './hexTerrainLayer';
import { HexCounterLayer } from './hexCounterLayer';
import { makeCounterBody } from './hexCounterShapes';
import { HexOverlayLayer } from './hexOverlayLayer';
import type { Axial, HexBoardIntent, HexBoardOptions, HexBoardView } from './types';
import type { TapeProbe } from '../tools/tapeTypes';
import { drawHexMinimap, hexTapeProbe } from '../tools/hexTools';

/** Closest zoom: a hex this many pixels across. */
export const MAX_HEX_PX = 320;

export class HexScene implements SceneAdapter {
  private readonly terrain: HexTerrainLayer;
  private readonly counters = new HexCounterLayer();
  private readonly overlays = new HexOverlayLayer();
  private readonly dragLayer = new Container({ label: 'hex-drag' });
  readonly layers: readonly Container[];
  readonly slopPx = { touch: 12, mouse: 2 };
  private geo: HexGeometry | null = null;
  private view: HexBoardView | null = null;
  private overlaysDirty = true;
  private pointerDirty = true;
  private scale = 1;
  private hovered: Axial | null = null;
  private drag: { id: string; ghost: Container; target: Axial | null } | null = null;

  constructor(
    private readonly host: SceneHost,
    private readonly options: HexBoardOptions,
    renderer: ConstructorParameters<typeof HexTerrainLayer>[0],
  ) {
    this.terrain = new HexTerrainLayer(renderer, options.cull ?? true);
    this.layers = [this.terrain.root, this.overlays.under, this.counters.bodies, this.counters.tags, this.overlays.over, this.dragLayer];
  }

  setView(view: HexBoardView): void {
    if (this.host.destroyed) return;
    const prev = this.view;
    this.view = view;
    if (!prev || prev.map !== view.map) {
      this.host.cancelDrag();
      this.geo = this.terrain.setMap(view.map).geo;
      this.counters.setGeometry(this.geo);
      this.hovered = null;
      this.host.worldChanged(!prev || prev.map.cols !== view.map.cols || prev.map.rows !== view.map.rows || prev.map.hexSize !== view.map.hexSize);
    }
    if (!prev || prev.map !== view.map || prev.counters !== view.counters) {
      this.counters.setCounters(view.counters);
      if (this.drag && !this.counters.get(this.drag.id)) this.host.cancelDrag();
    }
    if (!prev || prev.overlays !== view.overlays || prev.map !== view.map) this.overlaysDirty = true;
    this.host.requestRender();
  }

  // ---- camera bounds ----

  bounds(): Size | null {
    return this.geo;
  }

  zoomLimits(vp: Viewport): ZoomLimits {
    const max = this.geo ? MAX_HEX_PX / this.geo.hexW : 200;
    return { min: Math.min(fitScale(this.geo ?? { width: 1, height: 1 }, vp) * MIN_FIT_FRACTION, max), max };
  }

  fitCamera(vp: Viewport): Camera {
    // Clear of the board's tool column on the right, as the table's fit is.
    return fitCamera(this.geo ?? { width: 1, height: 1 }, vp, undefined, this.zoomLimits(vp).max);
  }

  // ---- hexes ----

  /** The map hex at a world point, or null. */
  hexAt(p: Pt): Axial | null {
    if (!this.geo) return null;
    const h = this.geo.hexAt(p);
    return this.geo.inMap(h.q, h.r) ? h : null;
  }

  hexCentre(h: Axial): Pt {
    return this.geo ? this.geo.center(h.q, h.r) : { x: 0, y: 0 };
  }

  // ---- input ----

  hitTest(p: Pt, slop: number): string | null {
    return this.counters.hitTest(p, slop);
  }

  canDrag(id: string): boolean {
    return !!this.counters.get(id) && (this.options.canDrag?.(id) ?? false);
  }

  anchorOf(id: string): Pt | null {
    return this.counters.centreOf(id) ?? null;
  }

  private emit(intent: HexBoardIntent): void {
    if (!this.host.destroyed) this.options.onIntent(intent);
  }

  tap(p: Pt, id: string | null): void {
    if (id) return this.emit({ type: 'tapCounter', id });
    const h = this.hexAt(p);
    if (h) this.emit({ type: 'tapHex', q: h.q, r: h.r });
  }

  hover(p: Pt, _id: string | null, left: boolean): void {
    const h = left ? null : this.hexAt(p);
    const prev = this.hovered;
    if (h?.q === prev?.q && h?.r === prev?.r) return;
    this.hovered = h;
    this.pointerDirty = true;
    this.host.requestRender();
    this.emit({ type: 'hoverHex', hex: h });
  }

  dragBegin(id: string): void {
    const c = this.counters.get(id);
    if (!c) return;
    const ghost = makeCounterBody(this.counters.shapes, { ...c, selected: true }, this.counters.side);
    ghost.alpha = 0.85;
    this.dragLayer.addChild(ghost);
    this.drag = { id, ghost, target: null };
    this.counters.setHidden(id);
  }

  dragMove(d: DragInfo): void {
    if (!this.drag) return;
    this.drag.ghost.position.set(d.at.x, d.at.y);
    this.drag.target = this.hexAt(d.at);
    this.pointerDirty = true;
  }

  dragEnd(d: DragInfo, commit: boolean): void {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    drag.ghost.destroy({ children: true });
    this.counters.setHidden(null);
    this.pointerDirty = true;
    if (!commit) return;
    const to = this.hexAt(d.at);
    if (to) this.emit({ type: 'dragCounter', id: d.id, to });
  }

  // ---- tools ----

  /** The tape measure from hex to hex, its ends on the hexes' centres; the system reads the sight. */
  measure(a: Pt, b: Pt): TapeProbe | null {
    const from = this.hexAt(a);
    const to = this.hexAt(b);
    if (!from || !to) return null;
    return hexTapeProbe(from, to, (h) => this.hexCentre(h), this.options.measure?.(from, to) ?? null);
  }

  drawMinimap(g: Graphics): void {
    if (this.geo && this.view) drawHexMinimap(g, this.geo, this.view);
  }

  minimapKey(): unknown {
    return this.view?.counters;
  }

  // ---- frames ----

  update(f: FrameInfo): boolean {
    const geo = this.geo;
    if (!geo) return false;
    const { x, y, scale } = f.cam;
    const hw = f.vp.width / 2 / scale;
    const hh = f.vp.height / 2 / scale;
    const again = this.terrain.update({ x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh }, geo.hexW * scale * f.resolution);
    if (f.scaleChanged) {
      this.scale = scale;
      this.counters.setScale(scale);
      this.overlaysDirty = true;
      this.pointerDirty = true;
    }
    if (this.overlaysDirty && this.view) {
      this.overlaysDirty = false;
      this.overlays.draw(this.view.overlays, geo, this.scale);
    }
    if (this.pointerDirty) {
      this.pointerDirty = false;
      this.overlays.drawPointer(geo, this.scale, this.drag ? null : this.hovered, this.drag?.target ?? null);
    }
    return again;
  }

  stats(): { chunksShown: number; chunksBuilt: number; terrainLod: 'textures' | 'geometry' | 'overview'; counterPx: number } {
    return { chunksShown: this.terrain.shownCount, chunksBuilt: this.terrain.builtCount, terrainLod: this.terrain.lod, counterPx: this.counters.shownPx };
  }

  drawnLabels(): { labels: { text: string; x: number; y: number }[]; size: { width: number; height: number } } {
    return { labels: this.overlays.bandLabels, size: this.geo ?? { width: 0, height: 0 } };
  }

  destroy(): void {
    this.drag = null;
    this.overlays.destroy();
    this.counters.destroy();
    this.terrain.destroy();
  }
}
