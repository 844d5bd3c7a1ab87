// The table scene: terrain, units, overlays and the drag ruler of a table measured in inches,
// drawn by the board engine (engine/). It turns taps, hovers and drops into board intents.
import { Container, type Graphics } from 'pixi.js';
import type { Vec } from '../core/table/types';
import type { BoardDrawn, BoardIntent, BoardOptions, BoardView } from './types';
import { fitCamera, zoomLimits, type Camera, type Size, type Viewport, type ZoomLimits } from './engine/cameraMath';
import type { DragInfo, FrameInfo, SceneAdapter, SceneHost } from './engine/scene';
import { TerrainLayer } from './terrainLayer';
import { UnitLayer } from './unitLayer';
import { OverlayLayer } from './overlayLayer';
import { DragRuler } from './dragRuler';
import type { TapeProbe } from './tools/tapeTypes';
import { drawTableMinimap } from './tools/tableMinimap';

export class TableScene implements SceneAdapter {
  private readonly terrain = new TerrainLayer();
  private readonly units = new UnitLayer();
  private readonly overlays = new OverlayLayer();
  private readonly ruler = new DragRuler(this.units.shapes);
  readonly layers: readonly Container[];
  readonly screenLayers: readonly Container[];
  /** Extra reach of a touch on a unit (a fingertip is not a cursor). */
  readonly slopPx = { touch: 14, mouse: 3 };
  private view: BoardView | null = null;
  private overlaysDirty = true;
  private scale = 1;
  private draggedId: string | null = null;
  /** The drag in progress pulls its piece (a slingshot) rather than moving it. */
  private pulling = false;

  constructor(
    private readonly host: SceneHost,
    private readonly options: BoardOptions,
  ) {
    this.layers = [
      this.terrain.root,
      this.overlays.under,
      this.terrain.labels,
      this.units.bodies,
      this.overlays.over,
      this.units.tags,
      this.ruler.world,
    ];
    this.screenLayers = [this.ruler.screen];
  }

  setView(view: BoardView): void {
    if (this.host.destroyed) return;
    const prev = this.view;
    this.view = view;
    if (!prev || prev.table !== view.table) {
      this.terrain.setTable(view.table);
      this.units.setTable(view.table.width, view.table.height);
      this.host.worldChanged(!prev || prev.table.width !== view.table.width || prev.table.height !== view.table.height);
    }
    if (!prev || prev.units !== view.units) {
      if (this.units.setUnits(view.units)) this.overlaysDirty = true;
      const dragged = this.draggedId;
      if (dragged && !this.units.get(dragged)) this.host.cancelDrag();
    }
    if (!prev || prev.overlays !== view.overlays) this.overlaysDirty = true;
    this.host.requestRender();
  }

  // ---- camera bounds ----

  bounds(): Size | null {
    return this.view?.table ?? null;
  }

  zoomLimits(vp: Viewport): ZoomLimits {
    return this.view ? zoomLimits(this.view.table, vp) : { min: 1e-3, max: 200 };
  }

  fitCamera(vp: Viewport): Camera {
    return this.view ? fitCamera(this.view.table, vp) : { x: 0, y: 0, scale: 1 };
  }

  // ---- input ----

  hitTest(p: Vec, slop: number): string | null {
    return this.units.hitTest(p, slop);
  }

  canDrag(id: string): boolean {
    const u = this.units.get(id);
    return !!u && !u.gone && (this.options.canDrag?.(id) ?? false);
  }

  anchorOf(id: string): Vec | null {
    const u = this.units.get(id);
    return u ? { x: u.x, y: u.y } : null;
  }

  private emit(intent: BoardIntent): void {
    if (!this.host.destroyed) this.options.onIntent(intent);
  }

  tap(p: Vec, id: string | null): void {
    this.emit(id ? { type: 'tapUnit', unitId: id } : { type: 'tapTable', x: p.x, y: p.y });
  }

  hover(p: Vec, id: string | null): void {
    this.emit({ type: 'hover', x: p.x, y: p.y, unitId: id });
  }

  dragBegin(id: string): void {
    const u = this.units.get(id);
    if (!u) return;
    this.draggedId = id;
    this.pulling = this.options.dragMode?.(id) === 'pull';
    this.ruler.begin(u, !this.pulling);
    if (!this.pulling) this.units.setTagVisible(id, false);
  }

  dragMove(d: DragInfo): void {
    const u = this.units.get(d.id);
    if (!u) return;
    const at = d.at;
    const probe = this.options.probe?.(d.id, at, d.grab) ?? {
      path: [{ x: u.x, y: u.y }, at],
      end: at,
      ok: true,
      label: `${Math.hypot(at.x - u.x, at.y - u.y).toFixed(1)}"`,
    };
    this.ruler.update(probe, d.pointer, d.cam.scale, d.vp, d.touch);
    if (this.pulling) this.emit({ type: 'pullUnit', unitId: d.id, x: at.x, y: at.y, grab: d.grab, phase: 'move' });
  }

  dragEnd(d: DragInfo, commit: boolean): void {
    const pulled = this.pulling;
    this.draggedId = null;
    this.pulling = false;
    this.ruler.end();
    this.units.setTagVisible(d.id, true);
    if (pulled) this.emit({ type: 'pullUnit', unitId: d.id, x: d.at.x, y: d.at.y, grab: d.grab, phase: commit ? 'release' : 'cancel' });
    else if (commit) this.emit({ type: 'dropUnit', unitId: d.id, x: d.at.x, y: d.at.y });
  }

  // ---- tools ----

  /** The tape measure's reading, asked of the system (the plain distance in inches without it). */
  measure(a: Vec, b: Vec): TapeProbe | null {
    const asked = this.options.measure?.(a, b);
    if (asked !== undefined) return asked;
    const label = `${Math.hypot(b.x - a.x, b.y - a.y).toFixed(1)}"`;
    return { sight: 'none', label, lines: [label] };
  }

  drawMinimap(g: Graphics): void {
    if (this.view) drawTableMinimap(g, this.view);
  }

  minimapKey(): unknown {
    return this.view?.units;
  }

  // ---- frames ----

  update(f: FrameInfo): boolean {
    const scale = f.cam.scale;
    if (f.scaleChanged) {
      this.scale = scale;
      this.units.setScale(scale);
      this.terrain.setScale(scale);
      this.overlaysDirty = true;
    }
    if (this.overlaysDirty && this.view) {
      this.overlaysDirty = false;
      this.overlays.draw(this.view.overlays, (id) => this.units.get(id), this.scale);
    }
    return false;
  }

  drawn(): BoardDrawn {
    return { engagements: this.overlays.engagementsDrawn, names: this.units.nameBoxes() };
  }

  destroy(): void {
    this.draggedId = null;
    this.ruler.destroy();
    this.overlays.destroy();
    this.units.destroy();
    this.terrain.destroy();
  }
}
