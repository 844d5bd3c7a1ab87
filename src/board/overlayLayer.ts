// Overlays: reach map, control zones, weapon range, rings, selection, last path (under the
// units) and lines of sight (over them). The graphics are drawn in screen pixels (positions
// times the zoom, in a child scaled back by 1/zoom) so that line widths stay constant and
// circles are tessellated finely enough at any zoom; they are redrawn when the zoom changes.
// The reach map is a small texture stretched over the table.
import { Container, Graphics, Sprite, Text, TextStyle, Texture } from 'pixi.js';
import type { Vec } from '../core/table/types';
import type { BoardLos, BoardOverlays, BoardReach, BoardUnit } from './types';
import { dashArcs, flat } from './geometry';
import { shapeOutline } from './shapes/shapeGeometry';
import { palette } from './palette';
import { drawEngagements } from './engagementLines';

export type UnitLookup = (id: string) => BoardUnit | undefined;

export class OverlayLayer {
  /**
   * Add above the terrain and below the units. Each is a render group of its own: a redraw of the
   * overlays (a planned move's arc, every frame of a drag) lists again only their own drawing for
   * the renderer, not every unit's and name's on the table.
   */
  readonly under = new Container({ label: 'overlays-under', isRenderGroup: true });
  /** Add above the units. */
  readonly over = new Container({ label: 'overlays-over', isRenderGroup: true });
  private readonly reachSprite = new Sprite();
  private readonly underG = new Graphics();
  private readonly overG = new Graphics();
  private reach: BoardReach | null = null;
  private reachTexture: Texture | null = null;
  /** Engagement lines drawn by the last `draw` (for tests). */
  engagementsDrawn = 0;
  /** The zones' labels, screen-sized (an objective's name over its circle). */
  private readonly zoneLabels: Text[] = [];
  private readonly zoneStyle = new TextStyle({
    fontFamily: palette.font,
    fontSize: 12,
    fontWeight: '700',
    fill: palette.zone,
    stroke: { color: 0x1a120b, width: 3, join: 'round' },
  });

  constructor() {
    this.reachSprite.visible = false;
    this.under.addChild(this.reachSprite, this.underG);
    this.over.addChild(this.overG);
  }

  /** Redraws everything for `overlays` at a zoom of `scale` pixels per inch. */
  draw(o: BoardOverlays, unit: UnitLookup, scale: number): void {
    this.setReach(o.reach);
    const k = scale;
    const g = this.underG.clear();
    this.underG.scale.set(1 / k);
    this.overG.scale.set(1 / k);

    for (const z of o.zones) {
      g.circle(z.x * k, z.y * k, z.r * k).fill({ color: palette.zone, alpha: 0.1 });
      dashedCircle(g, z.x * k, z.y * k, z.r * k, 7, 5);
      g.stroke({ width: 1.5, color: palette.zone, alpha: 0.75 });
    }
    this.labelZones(o.zones, k);
    if (o.range) {
      const { x, y, r } = o.range;
      g.circle(x * k, y * k, r * k).fill({ color: palette.range, alpha: 0.06 }).stroke({ width: 2, color: palette.range, alpha: 0.85 });
    }
    if (o.path && o.path.length > 1) drawPath(g, o.path.map((p) => ({ x: p.x * k, y: p.y * k })));
    for (const ring of o.rings) {
      const u = unit(ring.id);
      if (!u) continue;
      const color = palette.ring[ring.kind];
      const [x, y, r] = [u.x * k, u.y * k, u.r * k + 4];
      const outline = shapeOutline(u);
      if (outline) {
        const pts = flat(outline.map((p) => ({ x: p.x * k, y: p.y * k })));
        g.poly(pts).stroke({ width: 5, color: 0x000000, alpha: 0.35 });
        g.poly(pts).stroke({ width: 3, color, alpha: ring.kind === 'invalid' ? 0.6 : 1 });
      } else if (ring.kind === 'invalid') {
        dashedCircle(g, x, y, r, 5, 4);
        g.stroke({ width: 2.5, color, alpha: 0.9 });
      } else {
        g.circle(x, y, r).stroke({ width: 5, color: 0x000000, alpha: 0.35 });
        g.circle(x, y, r).stroke({ width: 3, color });
      }
    }
    const sel = o.selectedId ? unit(o.selectedId) : undefined;
    const selOutline = sel ? shapeOutline(sel) : null;
    if (sel && selOutline) {
      const pts = flat(selOutline.map((p) => ({ x: p.x * k, y: p.y * k })));
      g.poly(pts).stroke({ width: 8, color: palette.selected, alpha: 0.25 });
      g.poly(pts).stroke({ width: 2.5, color: palette.selected });
    } else if (sel) {
      const [x, y, r] = [sel.x * k, sel.y * k, sel.r * k + 3];
      g.circle(x, y, r + 3).stroke({ width: 6, color: palette.selected, alpha: 0.25 });
      g.circle(x, y, r).stroke({ width: 2.5, color: palette.selected });
    }

    const t = this.overG.clear();
    this.engagementsDrawn = drawEngagements(t, o.engagements ?? [], unit, k);
    for (const los of o.los) drawLos(t, los, k);
    for (const a of o.arrows ?? []) drawArrow(t, { x: a.from.x * k, y: a.from.y * k }, { x: a.to.x * k, y: a.to.y * k }, !!a.focus);
  }

  private labelZones(zones: BoardOverlays['zones'], k: number): void {
    const labelled = zones.filter((z) => z.label);
    while (this.zoneLabels.length > labelled.length) this.zoneLabels.pop()!.destroy();
    labelled.forEach((z, i) => {
      let t = this.zoneLabels[i];
      if (!t) {
        t = new Text({ text: '', style: this.zoneStyle, anchor: { x: 0.5, y: 1 } });
        this.zoneLabels.push(t);
        this.under.addChild(t);
      }
      t.text = z.label!;
      t.scale.set(1 / k);
      t.position.set(z.x, z.y - z.r - 2 / k);
    });
  }

  private setReach(reach: BoardReach | null): void {
    if (reach === this.reach) return;
    this.reach = reach;
    const old = this.reachTexture;
    this.reachTexture = null;
    if (reach && reach.cols > 0 && reach.rows > 0) {
      this.reachTexture = reachTexture(reach);
      this.reachSprite.texture = this.reachTexture;
      this.reachSprite.position.set(reach.originX, reach.originY);
      this.reachSprite.scale.set(reach.cellSize);
      this.reachSprite.visible = true;
    } else {
      this.reachSprite.texture = Texture.EMPTY;
      this.reachSprite.visible = false;
    }
    old?.destroy(true);
  }

  destroy(): void {
    this.reachTexture?.destroy(true);
    this.reachTexture = null;
    this.under.destroy({ children: true });
    this.over.destroy({ children: true });
  }
}

/**
 * One texel per cell: cell (i, j) covers x in [originX + i*cellSize, originX + (i+1)*cellSize)
 * and likewise in y; cells are stored row by row (index j*cols + i).
 */
function reachTexture(reach: BoardReach): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = reach.cols;
  canvas.height = reach.rows;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const img = ctx.createImageData(reach.cols, reach.rows);
    const n = Math.min(reach.cells.length, reach.cols * reach.rows);
    for (let i = 0; i < n; i++) {
      const v = reach.cells[i];
      if (!v) continue;
      const [r, g, b] = v === 2 ? palette.reachJump : palette.reachOk;
      img.data[i * 4] = r;
      img.data[i * 4 + 1] = g;
      img.data[i * 4 + 2] = b;
      img.data[i * 4 + 3] = v === 2 ? 105 : 80;
    }
    ctx.putImageData(img, 0, 0);
  }
  const tex = Texture.from(canvas);
  tex.source.scaleMode = 'linear';
  return tex;
}

function dashedCircle(g: Graphics, x: number, y: number, r: number, dash: number, gap: number): void {
  for (const [a0, a1] of dashArcs(r, dash, gap)) {
    g.moveTo(x + r * Math.cos(a0), y + r * Math.sin(a0)).arc(x, y, r, a0, a1);
  }
}

function polyline(g: Graphics, pts: readonly Vec[]): Graphics {
  g.moveTo(pts[0]!.x, pts[0]!.y);
  for (let i = 1; i < pts.length; i++) g.lineTo(pts[i]!.x, pts[i]!.y);
  return g;
}

/** Draws a path given in screen pixels. */
function drawPath(g: Graphics, path: readonly Vec[]): void {
  polyline(g, path).stroke({ width: 4, color: 0x000000, alpha: 0.25, join: 'round', cap: 'round' });
  polyline(g, path).stroke({ width: 2, color: palette.path, alpha: 0.65, join: 'round', cap: 'round' });
  for (const p of path) g.circle(p.x, p.y, 2.5);
  g.fill({ color: palette.path, alpha: 0.8 });
}

/** An arrow in screen pixels from `a` to `b` (a shift to a ghost), stronger when in focus. */
function drawArrow(g: Graphics, a: Vec, b: Vec, focus: boolean): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len < 1) return;
  const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
  const head = Math.min(12, len / 2);
  const base = { x: b.x - ux * head, y: b.y - uy * head };
  const tip = [b.x, b.y, base.x + uy * head * 0.6, base.y - ux * head * 0.6, base.x - uy * head * 0.6, base.y + ux * head * 0.6];
  const color = focus ? palette.selected : palette.path;
  g.moveTo(a.x, a.y).lineTo(base.x, base.y).stroke({ width: focus ? 6 : 4.5, color: 0x000000, alpha: 0.4, cap: 'round' });
  g.moveTo(a.x, a.y).lineTo(base.x, base.y).stroke({ width: focus ? 3.5 : 2, color, alpha: focus ? 1 : 0.7, cap: 'round' });
  g.poly(tip).fill({ color, alpha: focus ? 1 : 0.7 }).stroke({ width: 1.5, color: 0x000000, alpha: 0.5 });
}

/** Draws a line of sight at a zoom of `k` pixels per inch. */
function drawLos(g: Graphics, los: BoardLos, k: number): void {
  const color = palette.los[los.state];
  const [fx, fy, tx, ty] = [los.from.x * k, los.from.y * k, los.to.x * k, los.to.y * k];
  g.moveTo(fx, fy).lineTo(tx, ty).stroke({ width: 4.5, color: 0x000000, alpha: 0.4, cap: 'round' });
  g.moveTo(fx, fy).lineTo(tx, ty).stroke({ width: 2.5, color, cap: 'round' });
  g.circle(tx, ty, 3.5).fill(color);
  for (const mark of los.marks) {
    const m = { x: mark.x * k, y: mark.y * k, kind: mark.kind };
    const s = 6;
    if (m.kind === 'blocked') {
      g.moveTo(m.x - s, m.y - s).lineTo(m.x + s, m.y + s).moveTo(m.x + s, m.y - s).lineTo(m.x - s, m.y + s);
      g.stroke({ width: 5, color: 0x000000, alpha: 0.6, cap: 'round' });
      g.moveTo(m.x - s, m.y - s).lineTo(m.x + s, m.y + s).moveTo(m.x + s, m.y - s).lineTo(m.x - s, m.y + s);
      g.stroke({ width: 2.5, color: palette.los.blocked, cap: 'round' });
    } else if (m.kind === 'obstacle') {
      g.poly([m.x, m.y - s, m.x + s, m.y, m.x, m.y + s, m.x - s, m.y]).fill(palette.los['in-the-way']).stroke({ width: 1.5, color: 0x000000 });
    } else {
      g.circle(m.x, m.y, s * 0.8).fill({ color: 0x000000, alpha: 0.3 }).stroke({ width: 2, color: palette.los['in-the-way'] });
    }
  }
}
