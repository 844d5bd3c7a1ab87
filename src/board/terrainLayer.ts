// The static table: surface, grid, difficult ground, buildings, fences and walls.
// Built once per TableSpec object into a render group (geometry stays on the GPU and only the
// group transform changes when the camera moves); names live in a separate, screen-sized layer.
import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import type { Barrier, Building, DifficultGround, Platform, TableSpec } from '../core/table/types';
import { centroid, flat, hatchSegments } from './geometry';
import { palette } from './palette';

/** Below this many pixels per inch the terrain names are hidden. */
const NAME_MIN_SCALE = 7;

export class TerrainLayer {
  /** Add to the world (scaled) container. */
  readonly root = new Container({ label: 'terrain' });
  /** Screen-sized names: add above the terrain, below the units. */
  readonly labels = new Container({ label: 'terrain-names' });
  private table: TableSpec | null = null;
  private names: Text[] = [];
  private readonly nameStyle = new TextStyle({
    fontFamily: palette.font,
    fontSize: 11,
    fontWeight: '600',
    fill: palette.buildingName,
    stroke: { color: 0x1a120b, width: 3, join: 'round' },
    letterSpacing: 0.3,
  });

  setTable(table: TableSpec): void {
    if (table === this.table) return;
    this.table = table;
    this.clear();
    const group = new Container({ isRenderGroup: true, label: 'terrain-static' });
    group.addChild(drawSurface(table));
    const difficult = table.terrain.filter((t): t is DifficultGround => t.kind === 'difficult');
    const barriers = table.terrain.filter((t): t is Barrier => t.kind === 'fence' || t.kind === 'wall');
    const buildings = table.terrain.filter((t): t is Building => t.kind === 'building');
    if (difficult.length) group.addChild(drawDifficult(difficult));
    const platforms = table.terrain.filter((t): t is Platform => t.kind === 'platform');
    if (platforms.length) group.addChild(drawPlatforms(platforms));
    if (buildings.length) group.addChild(drawBuildings(buildings));
    if (barriers.length) group.addChild(drawBarriers(barriers));
    this.root.addChild(group);
    for (const t of table.terrain) {
      if ((t.kind === 'building' || t.kind === 'difficult' || t.kind === 'platform') && t.name) {
        const c = centroid(t.poly);
        const name = new Text({ text: t.name, style: this.nameStyle, anchor: 0.5 });
        name.position.set(c.x, c.y);
        if (t.kind === 'difficult') name.alpha = 0.8;
        this.names.push(name);
        this.labels.addChild(name);
      }
    }
  }

  /** Keeps names the same size on screen whatever the zoom. */
  setScale(scale: number): void {
    const visible = scale >= NAME_MIN_SCALE;
    for (const n of this.names) {
      n.visible = visible;
      n.scale.set(1 / scale);
    }
  }

  private clear(): void {
    for (const c of this.root.removeChildren()) c.destroy({ children: true, context: true });
    for (const c of this.labels.removeChildren()) c.destroy({ children: true });
    this.names = [];
  }

  destroy(): void {
    this.clear();
    this.nameStyle.destroy();
    this.root.destroy();
    this.labels.destroy();
  }
}

function drawSurface(table: TableSpec): Graphics {
  const { width: w, height: h } = table;
  const g = new Graphics();
  // Soft shadow under the table edge.
  g.rect(-0.25, -0.1, w + 0.6, h + 0.6).fill({ color: 0x000000, alpha: 0.35 });
  g.rect(0, 0, w, h).fill(palette.surface);
  // Minor 1" grid, then 6" major lines: always one device pixel wide whatever the zoom.
  for (let x = 1; x < w; x++) if (x % 6) g.moveTo(x, 0).lineTo(x, h);
  for (let y = 1; y < h; y++) if (y % 6) g.moveTo(0, y).lineTo(w, y);
  g.stroke({ color: palette.gridMinor, alpha: 0.12, pixelLine: true });
  for (let x = 6; x < w; x += 6) g.moveTo(x, 0).lineTo(x, h);
  for (let y = 6; y < h; y += 6) g.moveTo(0, y).lineTo(w, y);
  g.stroke({ color: palette.gridMajor, alpha: 0.4, pixelLine: true });
  g.rect(0, 0, w, h).stroke({ width: 0.12, color: palette.tableEdge, alignment: 0 });
  return g;
}

function drawDifficult(areas: DifficultGround[]): Graphics {
  const g = new Graphics();
  for (const a of areas) {
    if (a.poly.length < 3) continue;
    g.poly(flat(a.poly)).fill({ color: palette.difficult, alpha: 0.42 });
    for (const [p, q] of hatchSegments(a.poly, 0.45, -Math.PI / 4)) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
    g.stroke({ width: 0.06, color: palette.difficultHatch, alpha: 0.75 });
    g.poly(flat(a.poly)).stroke({ width: 0.06, color: palette.difficultHatch, alpha: 0.9 });
  }
  return g;
}

/** Raised floors: planks, a dark line on every drop and a light, dashed one on the stairs. */
function drawPlatforms(platforms: Platform[]): Graphics {
  const g = new Graphics();
  for (const p of platforms) {
    if (p.poly.length < 3) continue;
    g.poly(flat(p.poly.map((v) => ({ x: v.x + 0.2, y: v.y + 0.2 })))).fill({ color: 0x000000, alpha: 0.25 });
    g.poly(flat(p.poly)).fill(0xb08a5a);
    for (const [a, b] of hatchSegments(p.poly, 0.5, 0)) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
    g.stroke({ width: 0.04, color: 0x6e5130, alpha: 0.7 });
    const n = p.poly.length;
    for (let i = 0; i < n; i++) {
      const a = p.poly[i]!;
      const b = p.poly[(i + 1) % n]!;
      const stairs = p.stairs?.includes(i);
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: stairs ? 0.08 : 0.16, color: stairs ? 0xf1d9a8 : 0x2b1d10 });
      if (stairs) {
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        for (let d = 0.25; d < len; d += 0.35) {
          const t = d / len;
          const x = a.x + (b.x - a.x) * t;
          const y = a.y + (b.y - a.y) * t;
          const nx = -(b.y - a.y) / len * 0.35;
          const ny = (b.x - a.x) / len * 0.35;
          g.moveTo(x - nx, y - ny).lineTo(x + nx, y + ny);
        }
        g.stroke({ width: 0.05, color: 0xf1d9a8, alpha: 0.9 });
      }
    }
  }
  return g;
}

function drawBuildings(buildings: Building[]): Graphics {
  const g = new Graphics();
  // Shadows first so no roof is darkened by a neighbour's shadow.
  for (const b of buildings) {
    if (b.poly.length < 3) continue;
    const off = Math.min(0.5, 0.12 + b.height * 0.04);
    g.poly(flat(b.poly.map((p) => ({ x: p.x + off, y: p.y + off })))).fill({ color: 0x000000, alpha: 0.32 });
  }
  for (const b of buildings) {
    if (b.poly.length < 3) continue;
    g.poly(flat(b.poly)).fill(palette.roof);
    drawRidge(g, b);
    g.poly(flat(b.poly)).stroke({ width: 0.1, color: palette.roofEdge, join: 'miter' });
  }
  return g;
}

/** A ridge line and a lit half for four-sided (roughly rectangular) roofs. */
function drawRidge(g: Graphics, b: Building): void {
  if (b.poly.length !== 4) return;
  const [p0, p1, p2, p3] = b.poly as [Building['poly'][0], Building['poly'][0], Building['poly'][0], Building['poly'][0]];
  const d01 = Math.hypot(p1.x - p0.x, p1.y - p0.y);
  const d12 = Math.hypot(p2.x - p1.x, p2.y - p1.y);
  // The ridge runs along the longer sides, between the midpoints of the shorter ones.
  const [a0, a1, b0, b1] = d01 >= d12 ? [p3, p0, p1, p2] : [p0, p1, p2, p3];
  const m0 = { x: (a0.x + a1.x) / 2, y: (a0.y + a1.y) / 2 };
  const m1 = { x: (b0.x + b1.x) / 2, y: (b0.y + b1.y) / 2 };
  g.poly(flat([a1, b0, m1, m0])).fill({ color: palette.roofLit, alpha: 0.55 });
  g.moveTo(m0.x, m0.y).lineTo(m1.x, m1.y).stroke({ width: 0.08, color: palette.roofEdge, alpha: 0.8 });
}

function drawBarriers(barriers: Barrier[]): Graphics {
  const g = new Graphics();
  for (const b of barriers) {
    if (b.kind !== 'wall') continue;
    g.moveTo(b.a.x, b.a.y).lineTo(b.b.x, b.b.y).stroke({ width: 0.42, color: palette.wallEdge, cap: 'square' });
    g.moveTo(b.a.x, b.a.y).lineTo(b.b.x, b.b.y).stroke({ width: 0.28, color: palette.wall, cap: 'square' });
  }
  for (const b of barriers) {
    if (b.kind !== 'fence') continue;
    g.moveTo(b.a.x, b.a.y).lineTo(b.b.x, b.b.y).stroke({ width: 0.1, color: palette.fence, cap: 'round' });
    // Posts about every inch.
    const len = Math.hypot(b.b.x - b.a.x, b.b.y - b.a.y);
    const n = Math.max(1, Math.round(len));
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      g.rect(b.a.x + (b.b.x - b.a.x) * t - 0.09, b.a.y + (b.b.y - b.a.y) * t - 0.09, 0.18, 0.18);
    }
    g.fill(palette.fencePost);
  }
  return g;
}
