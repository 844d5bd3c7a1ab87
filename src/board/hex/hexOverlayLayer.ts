// Overlays: highlights, reachable hexes with their costs, arc of fire, range bands, blast ring
// and scatter diagram (under the counters); lines of sight and the scatter arrow (over them);
// the hover outline and the drag target (in their own graphics, so that hovering does not
// redraw the rest). Drawn in screen pixels (positions times the zoom, in children scaled back
// by 1/zoom) so widths and labels stay the same size on screen; redrawn when the zoom changes.
import { Container, Graphics, type BitmapText } from 'pixi.js';
import { FONT_STROKED, hexText } from './hexFonts';
import type { HexGeometry } from './hexGeometry';
import { hexPalette } from './hexPalette';
import { arrow, dashSegs, disc, outline, PxHex, rangeOutline, strokeSegs } from './hexOverlayDraw';
import type { Axial, HexLos, HexOverlays } from './types';
import { bandLabelAt } from './bandLabels';

/** Reach costs are shown when a hex is at least this many pixels across. */
const COST_MIN_PX = 22;

export class HexOverlayLayer {
  /** Add above the terrain, below the counters. */
  readonly under = new Container({ label: 'hex-overlays-under' });
  /** Add above the counters. */
  readonly over = new Container({ label: 'hex-overlays-over' });
  private readonly underG = new Graphics();
  private readonly overG = new Graphics();
  private readonly hoverG = new Graphics();
  private readonly texts = new Container();
  private readonly pool: BitmapText[] = [];
  private used = 0;
  /** The range bands' labels drawn last, at world positions (for tests: none off the map). */
  bandLabels: { text: string; x: number; y: number }[] = [];
  /** Text sizes and colours. */
  private readonly styles = {
    cost: { size: 12, color: 0xffffff },
    band: { size: 11, color: hexPalette.range },
    scatter: { size: 13, color: hexPalette.scatter },
  };

  constructor() {
    this.under.addChild(this.underG, this.texts);
    this.over.addChild(this.overG, this.hoverG);
  }

  draw(o: HexOverlays, geo: HexGeometry, k: number): void {
    const px = new PxHex(geo, k);
    for (const c of [this.underG, this.overG, this.texts]) c.scale.set(1 / k);
    const g = this.underG.clear();
    this.used = 0;
    this.bandLabels = [];

    for (const h of o.highlights) {
      const color = hexPalette.highlight[h.tone];
      g.poly(px.poly(h)).fill({ color, alpha: 0.14 });
      g.poly(px.poly(h, 0.93)).stroke({ width: 3, color, alpha: 0.95, join: 'round' });
    }
    if (o.reach.length) {
      const ok = o.reach.filter((h) => !h.warn);
      const warn = o.reach.filter((h) => h.warn);
      for (const h of ok) g.poly(px.poly(h));
      if (ok.length) g.fill({ color: hexPalette.reach, alpha: 0.22 });
      for (const h of warn) g.poly(px.poly(h));
      if (warn.length) g.fill({ color: hexPalette.reachWarn, alpha: 0.24 });
      strokeSegs(g, outline(px, o.reach)).stroke({ width: 2.5, color: hexPalette.reach, alpha: 0.9, cap: 'round' });
      if (px.step >= COST_MIN_PX) {
        for (const h of o.reach) {
          const c = px.centre(h);
          this.text(h.label ?? String(h.cost), c.x, c.y, this.styles.cost, Math.min(1.3, Math.max(0.85, px.step / 60)));
        }
      }
    }
    if (o.ranges) {
      for (const b of o.ranges.bands) {
        dashSegs(g, rangeOutline(px, o.ranges, b.range), 8, 5).stroke({ width: 2, color: hexPalette.range, alpha: 0.9 });
        const c = px.centre(o.ranges);
        if (!b.label) continue;
        // Kept on the map: under the band when its top is off the map's top edge.
        const w = b.label.length * this.styles.band.size * 0.62 + 6;
        const at = bandLabelAt({ cx: c.x, cy: c.y, reach: (b.range * 1.5 * geo.size + geo.size) * k, w, h: this.styles.band.size + 6, mapW: geo.width * k, mapH: geo.height * k });
        this.text(b.label, at.x, at.y, this.styles.band, 1);
        this.bandLabels.push({ text: b.label, x: at.x / k, y: at.y / k });
      }
    }
    if (o.arc) {
      const c = px.centre(o.arc);
      const mid = (o.arc.facing * Math.PI) / 3;
      const half = (Math.max(1, Math.min(360, o.arc.degrees)) * Math.PI) / 360;
      const r = o.arc.range * px.step;
      g.moveTo(c.x, c.y).arc(c.x, c.y, r, mid - half, mid + half).closePath();
      g.fill({ color: hexPalette.arc, alpha: 0.13 }).stroke({ width: 2.5, color: hexPalette.arc, alpha: 0.9, join: 'round' });
    }
    if (o.blast) {
      const hexes = disc(geo, o.blast, Math.max(0, Math.floor(o.blast.radius)));
      for (const h of hexes) g.poly(px.poly(h));
      g.fill({ color: hexPalette.blast, alpha: 0.2 });
      strokeSegs(g, outline(px, hexes)).stroke({ width: 5, color: 0x000000, alpha: 0.35, cap: 'round' });
      strokeSegs(g, outline(px, hexes)).stroke({ width: 3, color: hexPalette.blast, cap: 'round' });
    }
    if (o.scatter) this.drawScatterUnder(g, px, o.scatter);
    for (const c of o.crossed ?? []) {
      // A bright bar just inside the hexside: "he stands beyond this fence".
      const [a, b] = px.side(c, c.side, 0.8);
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 6, color: 0x000000, alpha: 0.45, cap: 'round' });
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 3.5, color: hexPalette.highlight.warn, cap: 'round' });
    }

    const t = this.overG.clear();
    for (const los of o.los) drawLos(t, px, los);
    if (o.scatter?.result) {
      const a = px.centre(o.scatter);
      const b = px.centre(o.scatter.result);
      if (a.x !== b.x || a.y !== b.y) arrow(t, a, b, Math.max(10, px.step * 0.22), hexPalette.scatter, 3);
    }
    for (let i = this.used; i < this.pool.length; i++) this.pool[i]!.visible = false;
  }

  private drawScatterUnder(g: Graphics, px: PxHex, s: NonNullable<HexOverlays['scatter']>): void {
    const color = hexPalette.scatter;
    if (s.spread?.length) dashSegs(g, outline(px, s.spread), 6, 4).stroke({ width: 2, color, alpha: 0.9 });
    if (s.result) g.poly(px.poly(s.result, 0.9)).fill({ color, alpha: 0.35 }).stroke({ width: 3, color });
    const c = px.centre(s);
    const r = px.step * 0.2;
    g.circle(c.x, c.y, r).moveTo(c.x - r * 1.6, c.y).lineTo(c.x + r * 1.6, c.y).moveTo(c.x, c.y - r * 1.6).lineTo(c.x, c.y + r * 1.6);
    g.stroke({ width: 2.5, color, alpha: 0.95 });
    // Direction numbers by each hexside (the die roll that sends it that way).
    const scale = Math.min(1.3, Math.max(0.8, px.step / 70));
    for (let side = 0; side < 6; side++) {
      const p = px.sideMid(s, side, 0.78);
      this.text(s.labels?.[side] ?? String(side + 1), p.x, p.y, this.styles.scatter, scale);
    }
    for (const m of s.marks ?? []) {
      const p = px.centre(m);
      this.text(m.text, p.x, p.y, this.styles.scatter, scale);
    }
  }

  private text(str: string, x: number, y: number, st: { size: number; color: number }, scale: number): void {
    let t = this.pool[this.used];
    if (!t) {
      t = hexText(str, FONT_STROKED, st.size, st.color);
      this.pool.push(t);
      this.texts.addChild(t);
    }
    this.used++;
    if (t.style.fontSize !== st.size) t.style.fontSize = st.size;
    if (t.tint !== st.color) t.tint = st.color;
    if (t.text !== str) t.text = str;
    t.visible = true;
    t.position.set(x, y);
    t.scale.set(scale);
  }

  /** Outlines the hovered hex and the target of a drag (null: none). World-unit widths. */
  drawPointer(geo: HexGeometry, k: number, hover: Axial | null, target: Axial | null): void {
    const g = this.hoverG.clear();
    g.scale.set(1 / k);
    const px = new PxHex(geo, k);
    if (hover) g.poly(px.poly(hover, 0.96)).stroke({ width: 2, color: hexPalette.hover, alpha: 0.7, join: 'round' });
    if (target) {
      g.poly(px.poly(target)).fill({ color: hexPalette.dragOk, alpha: 0.18 });
      g.poly(px.poly(target, 0.94)).stroke({ width: 3, color: hexPalette.dragOk, join: 'round' });
    }
  }

  destroy(): void {
    this.under.destroy({ children: true });
    this.over.destroy({ children: true });
  }
}

function drawLos(g: Graphics, px: PxHex, los: HexLos): void {
  const color = hexPalette.los[los.state];
  const a = px.centre(los.from);
  const b = px.centre(los.to);
  const dash = los.state === 'hindered';
  const line = (width: number, c: number, alpha: number) => {
    if (dash) dashSegs(g, [[a, b]], 10, 6);
    else g.moveTo(a.x, a.y).lineTo(b.x, b.y);
    g.stroke({ width, color: c, alpha, cap: 'round' });
  };
  line(5, 0x000000, 0.45);
  line(2.5, color, 1);
  g.circle(a.x, a.y, 4).fill(color).circle(b.x, b.y, 5).fill(color).stroke({ width: 1.5, color: 0x000000, alpha: 0.6 });
  const s = Math.max(5, Math.min(9, px.step * 0.12));
  for (const m of los.marks) {
    // On the line, level with the hex (or hexside) it marks.
    const p = onSegment(m.side === undefined ? px.centre(m) : px.sideMid(m, m.side), a, b);
    if (m.kind === 'block') {
      g.moveTo(p.x - s, p.y - s).lineTo(p.x + s, p.y + s).moveTo(p.x + s, p.y - s).lineTo(p.x - s, p.y + s);
      g.stroke({ width: 5.5, color: 0x000000, alpha: 0.6, cap: 'round' });
      g.moveTo(p.x - s, p.y - s).lineTo(p.x + s, p.y + s).moveTo(p.x + s, p.y - s).lineTo(p.x - s, p.y + s);
      g.stroke({ width: 3, color: hexPalette.los.blocked, cap: 'round' });
    } else {
      g.poly([p.x, p.y - s, p.x + s, p.y, p.x, p.y + s, p.x - s, p.y]).fill(hexPalette.los.hindered).stroke({ width: 1.5, color: 0x000000 });
    }
  }
}

function onSegment(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): { x: number; y: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0;
  return { x: a.x + dx * t, y: a.y + dy * t };
}
