// Vector drawing of one terrain chunk: fills, hill rims, depression hachures, tree crowns,
// scrub tufts, stones, the hex grid, and the hexside features (fences, hedges) along its hexes.
// A hexside on the border of two chunks is drawn by both: each chunk's ground covers only its
// own hexes, so whichever is drawn last, the feature shows whole. Shapes are drawn in "draw
// units" (a hex is DRAW_SIZE from centre to corner); the chunk is scaled back to world units.
// Pixi picks how many segments a circle or a round line cap gets from its size in these units:
// at 10 a tree crown has about 24, smooth at the closest zoom, and a chunk has about half the
// vertices it had at 50 (less tessellation and upload per chunk).
import { Graphics } from 'pixi.js';
import { HexGeometry, neighbour, type Pt } from './hexGeometry';
import { hexPalette, hexsidePalette, terrainPalette } from './hexPalette';
import {
  CHUNK,
  hexHash,
  K_CLEAR,
  K_DEPRESSION,
  K_HILL,
  K_ROUGH,
  K_SCRUB,
  K_TREES,
  KINDS,
  type TerrainGrid,
} from './hexTerrainGrid';

/** Centre-to-corner size of a hex in draw units. */
export const DRAW_SIZE = 10;
const S = DRAW_SIZE;
const INR = S * Math.sqrt(3) / 2;

interface Cell {
  q: number;
  r: number;
  c: Pt;
  k: number;
}

/** Corners of a hex in draw units, relative to its centre (corner i at 60i - 30 degrees). */
const CORNERS: readonly Pt[] = new HexGeometry(1, 1, S).cornerOffsets;

function hexPoly(c: Pt, shrink = 1): number[] {
  const out: number[] = [];
  for (const o of CORNERS) out.push(c.x + o.x * shrink, c.y + o.y * shrink);
  return out;
}

/** Segment along side `i` of the hex at `c`, moved `inset` draw units towards the centre. */
function sideSeg(c: Pt, i: number, inset: number, trim = 0): [Pt, Pt] {
  const f = 1 - inset / INR;
  const a = CORNERS[i % 6]!;
  const b = CORNERS[(i + 1) % 6]!;
  const ax = c.x + a.x * f;
  const ay = c.y + a.y * f;
  const bx = c.x + b.x * f;
  const by = c.y + b.y * f;
  return [
    { x: ax + (bx - ax) * trim, y: ay + (by - ay) * trim },
    { x: bx + (ax - bx) * trim, y: by + (ay - by) * trim },
  ];
}

function cellsOf(grid: TerrainGrid, cc: number, cr: number): Cell[] {
  const geo = grid.geo;
  const k = DRAW_SIZE / geo.size;
  const cells: Cell[] = [];
  const c1 = Math.min(geo.cols, (cc + 1) * CHUNK);
  const r1 = Math.min(geo.rows, (cr + 1) * CHUNK);
  for (let row = cr * CHUNK; row < r1; row++) {
    for (let col = cc * CHUNK; col < c1; col++) {
      const { q, r } = geo.axial(col, row);
      const w = geo.centerAt(col, row);
      cells.push({ q, r, c: { x: w.x * k, y: w.y * k }, k: grid.kinds[row * geo.cols + col]! });
    }
  }
  return cells;
}

/** Sides of a hex whose neighbour is of another kind (or off the map). */
function borderSides(grid: TerrainGrid, h: Cell): number[] {
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    const n = neighbour(h, i);
    if (grid.kindAt(n.q, n.r) !== h.k) out.push(i);
  }
  return out;
}

function segs(g: Graphics, list: readonly [Pt, Pt][]): Graphics {
  for (const [a, b] of list) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
  return g;
}

/**
 * One chunk: ground, details, grid and the hexside features along its hexes, in a few layers
 * drawn in order (the same picture as one Graphics), so that their tessellation, the costly part
 * of a chunk's first render, can be spread over frames a layer at a time.
 */
export function drawChunk(grid: TerrainGrid, cc: number, cr: number): Graphics[] {
  const cells = cellsOf(grid, cc, cr);
  const layers: Graphics[] = [];
  const layer = (): Graphics => {
    const g = new Graphics();
    layers.push(g);
    return g;
  };
  let g = layer();
  for (let k = 0; k < KINDS.length; k++) {
    const of = cells.filter((h) => h.k === k);
    for (const h of of) g.poly(hexPoly(h.c));
    if (of.length) g.fill(terrainPalette[KINDS[k]!].fill);
  }
  drawHills(g, grid, cells.filter((h) => h.k === K_HILL));
  drawDepressions(g, grid, cells.filter((h) => h.k === K_DEPRESSION));
  drawTrees(layer(), cells.filter((h) => h.k === K_TREES));
  drawScrub(layer(), cells.filter((h) => h.k === K_SCRUB));
  g = layer();
  drawRough(g, cells.filter((h) => h.k === K_ROUGH));
  drawClearSpecks(g, cells.filter((h) => h.k === K_CLEAR));
  // Grid: sides 3, 4, 5 of every hex, plus the other sides on the edge of the map.
  const lines: [Pt, Pt][] = [];
  for (const h of cells) {
    for (let i = 0; i < 6; i++) {
      const n = neighbour(h, i);
      if (i >= 3 || grid.kindAt(n.q, n.r) < 0) lines.push(sideSeg(h.c, i, 0));
    }
  }
  segs(layer(), lines).stroke({ color: hexPalette.grid, alpha: 0.55, pixelLine: true });
  drawEdges(layer(), grid, cr * grid.chunkCols + cc);
  // Empty layers would only add a step each (and their empty bounds are not the chunk's).
  const drawn = layers.filter((l) => l.context.instructions.length > 0);
  for (const l of layers) if (!drawn.includes(l)) l.destroy();
  return drawn;
}

function drawHills(g: Graphics, grid: TerrainGrid, hills: Cell[]): void {
  if (!hills.length) return;
  const rim: [Pt, Pt][] = [];
  const lit: [Pt, Pt][] = [];
  const shade: [Pt, Pt][] = [];
  for (const h of hills) {
    for (const i of borderSides(grid, h)) {
      rim.push(sideSeg(h.c, i, 0.09 * S));
      (i >= 3 ? lit : shade).push(sideSeg(h.c, i, 0.24 * S, 0.12));
    }
  }
  // The raised look: a lit upper-left slope and a shaded lower-right one inside a dark rim.
  segs(g, shade).stroke({ width: 0.12 * S, color: hexPalette.hillShadow, alpha: 0.7, cap: 'round' });
  segs(g, lit).stroke({ width: 0.12 * S, color: hexPalette.hillLight, alpha: 0.85, cap: 'round' });
  segs(g, rim).stroke({ width: 0.17 * S, color: terrainPalette.hill.detail, cap: 'round' });
}

function drawDepressions(g: Graphics, grid: TerrainGrid, lows: Cell[]): void {
  if (!lows.length) return;
  const edge: [Pt, Pt][] = [];
  const ticks: [Pt, Pt][] = [];
  const shadow: [Pt, Pt][] = [];
  for (const h of lows) {
    for (const i of borderSides(grid, h)) {
      edge.push(sideSeg(h.c, i, 0.04 * S));
      if (i >= 3) shadow.push(sideSeg(h.c, i, 0.16 * S, 0.1));
      // Hachures: short ticks from the rim pointing down into the hollow.
      const [a, b] = sideSeg(h.c, i, 0.05 * S);
      const [a2, b2] = sideSeg(h.c, i, 0.3 * S);
      for (const t of [0.25, 0.5, 0.75]) {
        ticks.push([
          { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t },
          { x: a2.x + (b2.x - a2.x) * t, y: a2.y + (b2.y - a2.y) * t },
        ]);
      }
    }
  }
  segs(g, shadow).stroke({ width: 0.16 * S, color: hexPalette.depressionShadow, alpha: 0.55, cap: 'round' });
  segs(g, ticks).stroke({ width: 0.05 * S, color: terrainPalette.depression.detail, cap: 'round' });
  segs(g, edge).stroke({ width: 0.07 * S, color: terrainPalette.depression.detail, cap: 'round' });
}

/** `n` points in the hex (deterministic per hex), at most `reach` draw units from the centre. */
function scatterPts(h: Cell, n: number, reach: number, salt: number): Pt[] {
  const out: Pt[] = [];
  const turn = hexHash(h.q, h.r, salt) * Math.PI * 2;
  for (let i = 0; i < n; i++) {
    const a = turn + (i * Math.PI * 2) / n + (hexHash(h.q, h.r, salt + i + 1) - 0.5) * 0.8;
    const d = reach * (0.55 + 0.45 * hexHash(h.q, h.r, salt + i + 11));
    out.push({ x: h.c.x + Math.cos(a) * d, y: h.c.y + Math.sin(a) * d });
  }
  return out;
}

function drawTrees(g: Graphics, trees: Cell[]): void {
  if (!trees.length) return;
  const crowns: { p: Pt; r: number }[] = [];
  for (const h of trees) {
    const pts = scatterPts(h, 3, 0.3 * S, 7);
    pts.forEach((p, i) => crowns.push({ p, r: S * (0.27 + 0.06 * hexHash(h.q, h.r, 30 + i)) }));
    crowns.push({ p: h.c, r: S * 0.24 });
  }
  for (const { p, r } of crowns) g.circle(p.x + r * 0.18, p.y + r * 0.22, r);
  g.fill({ color: 0x000000, alpha: 0.22 });
  for (const { p, r } of crowns) g.circle(p.x, p.y, r);
  g.fill(terrainPalette.trees.detail);
  for (const { p, r } of crowns) g.circle(p.x - r * 0.28, p.y - r * 0.3, r * 0.42);
  g.fill({ color: 0x5d8f3e, alpha: 0.9 });
}

function drawScrub(g: Graphics, scrub: Cell[]): void {
  if (!scrub.length) return;
  const blades: [Pt, Pt][] = [];
  for (const h of scrub) {
    for (const p of scatterPts(h, 6, 0.55 * S, 3)) {
      for (const dx of [-0.1, 0, 0.1]) {
        blades.push([p, { x: p.x + dx * S, y: p.y - (dx ? 0.13 : 0.17) * S }]);
      }
    }
  }
  segs(g, blades).stroke({ width: 0.05 * S, color: terrainPalette.scrub.detail, cap: 'round' });
}

function drawRough(g: Graphics, rough: Cell[]): void {
  if (!rough.length) return;
  const stones: { p: Pt; r: number; turn: number }[] = [];
  for (const h of rough) {
    scatterPts(h, 5, 0.55 * S, 5).forEach((p, i) =>
      stones.push({ p, r: S * (0.07 + 0.06 * hexHash(h.q, h.r, 40 + i)), turn: hexHash(h.q, h.r, 50 + i) * 6 }),
    );
  }
  const stone = (p: Pt, r: number, turn: number): number[] => {
    const out: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = turn + (i * Math.PI * 2) / 5;
      const rr = r * (i % 2 ? 0.8 : 1.1);
      out.push(p.x + Math.cos(a) * rr, p.y + Math.sin(a) * rr * 0.8);
    }
    return out;
  };
  for (const s of stones) g.poly(stone(s.p, s.r, s.turn));
  g.fill(terrainPalette.rough.detail);
  for (const s of stones) g.circle(s.p.x - s.r * 0.3, s.p.y - s.r * 0.3, s.r * 0.35);
  g.fill({ color: 0xe8e0cc, alpha: 0.5 });
}

/** A few faint specks so open ground does not look flat. */
function drawClearSpecks(g: Graphics, clear: Cell[]): void {
  if (!clear.length) return;
  for (const h of clear) for (const p of scatterPts(h, 3, 0.5 * S, 9)) g.circle(p.x, p.y, 0.035 * S);
  g.fill({ color: terrainPalette.clear.detail, alpha: 0.8 });
}

/** Hexside features (fences and hedges) bordering the hexes of a chunk. */
function drawEdges(g: Graphics, grid: TerrainGrid, chunk: number): void {
  const list = grid.sidesOf(chunk);
  if (!list.length) return;
  const k = DRAW_SIZE / grid.geo.size;
  const fences: [Pt, Pt][] = [];
  const hedges: [Pt, Pt][] = [];
  for (const f of list) {
    const w = grid.geo.center(f.q, f.r);
    (f.kind === 'hedge' ? hedges : fences).push(sideSeg({ x: w.x * k, y: w.y * k }, f.side, 0, 0.04));
  }
  if (hedges.length) {
    segs(g, hedges).stroke({ width: 0.24 * S, color: hexsidePalette.hedge.accent, cap: 'round' });
    const bumps: Pt[] = [];
    for (const [a, b] of hedges) for (const t of [0.12, 0.37, 0.63, 0.88]) bumps.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    for (const p of bumps) g.circle(p.x, p.y, 0.12 * S);
    g.fill(hexsidePalette.hedge.color);
    for (const p of bumps) g.circle(p.x - 0.03 * S, p.y - 0.04 * S, 0.05 * S);
    g.fill({ color: 0x6fae4f, alpha: 0.9 });
  }
  if (fences.length) {
    segs(g, fences).stroke({ width: 0.13 * S, color: 0x000000, alpha: 0.25, cap: 'round' });
    segs(g, fences).stroke({ width: 0.07 * S, color: hexsidePalette.fence.color, cap: 'round' });
    const p = 0.07 * S;
    for (const [a, b] of fences) {
      for (const t of [0, 0.5, 1]) g.rect(a.x + (b.x - a.x) * t - p, a.y + (b.y - a.y) * t - p, 2 * p, 2 * p);
    }
    g.fill(hexsidePalette.fence.accent);
  }
}
