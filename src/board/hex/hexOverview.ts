// The whole map as one picture, for zoom levels where a hex is a few pixels across and drawing
// chunk geometry would cost more than it shows. Drawn once with a 2D canvas, lazily.
import { Sprite, Texture } from 'pixi.js';
import { neighbour } from './hexGeometry';
import { hexPalette, hexsidePalette, terrainPalette } from './hexPalette';
import { K_DEPRESSION, K_HILL, K_ROUGH, K_SCRUB, K_TREES, KINDS, type TerrainGrid } from './hexTerrainGrid';

/** Texture budget of the overview, in pixels. */
const MAX_PIXELS = 6e6;
const MAX_SIDE = 4096;
/** Pixels across a hex at most (small maps are drawn as chunks anyway). */
const MAX_HEX_PX = 24;
const BATCH = 256;

const css = (c: number): string => `#${c.toString(16).padStart(6, '0')}`;

export interface Overview {
  sprite: Sprite;
  /** Pixels across one hex in the texture. */
  hexPx: number;
  destroy(): void;
}

export function createOverview(grid: TerrainGrid): Overview {
  const geo = grid.geo;
  const { cols, rows } = geo;
  let hexPx = Math.min(MAX_HEX_PX, Math.sqrt(MAX_PIXELS / (cols * rows * 0.87)));
  // Pixels per world unit, kept within the largest texture side.
  let k = hexPx / geo.hexW;
  k = Math.min(k, MAX_SIDE / geo.width, MAX_SIDE / geo.height);
  hexPx = k * geo.hexW;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(geo.width * k));
  canvas.height = Math.max(1, Math.ceil(geo.height * k));
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const corners = geo.cornerOffsets.map((o) => ({ x: o.x * k, y: o.y * k }));
    const centre = (col: number, row: number) => {
      const c = geo.centerAt(col, row);
      return { x: c.x * k, y: c.y * k };
    };
    const centres: { x: number; y: number }[] = new Array(cols * rows);
    for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) centres[row * cols + col] = centre(col, row);
    // Paths are painted every BATCH shapes: one path of thousands of shapes is very slow.
    let pending = 0;
    let paint = (): void => {};
    const begin = (p: () => void): void => {
      ctx.beginPath();
      pending = 0;
      paint = p;
    };
    const added = (): void => {
      if (++pending < BATCH) return;
      paint();
      ctx.beginPath();
      pending = 0;
    };
    const end = (): void => {
      if (pending) paint();
    };
    const hexPath = (c: { x: number; y: number }, shrink = 1) => {
      ctx.moveTo(c.x + corners[0]!.x * shrink, c.y + corners[0]!.y * shrink);
      for (let i = 1; i < 6; i++) ctx.lineTo(c.x + corners[i]!.x * shrink, c.y + corners[i]!.y * shrink);
      ctx.closePath();
      added();
    };
    const fill = () => ctx.fill();
    const stroke = () => ctx.stroke();
    // Fills, slightly enlarged so neighbouring hexes leave no hairline gaps.
    for (let kind = 0; kind < KINDS.length; kind++) {
      ctx.fillStyle = css(terrainPalette[KINDS[kind]!].fill);
      begin(fill);
      for (let i = 0; i < centres.length; i++) if (grid.kinds[i] === kind) hexPath(centres[i]!, 1.03);
      end();
    }
    // Details that still read at a few pixels a hex.
    const dots = (kind: number, r: number, color: number) => {
      ctx.fillStyle = css(color);
      begin(fill);
      for (let i = 0; i < centres.length; i++) {
        if (grid.kinds[i] !== kind) continue;
        const c = centres[i]!;
        ctx.moveTo(c.x + r, c.y);
        ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
        added();
      }
      end();
    };
    dots(K_TREES, geo.size * k * 0.55, terrainPalette.trees.detail);
    if (hexPx >= 8) {
      dots(K_SCRUB, geo.size * k * 0.18, terrainPalette.scrub.detail);
      dots(K_ROUGH, geo.size * k * 0.18, terrainPalette.rough.detail);
    }
    // Rims of hills and depressions.
    const rim = (kind: number, color: number) => {
      ctx.strokeStyle = css(color);
      ctx.lineWidth = Math.max(1, geo.size * k * 0.18);
      begin(stroke);
      for (let row = 0; row < rows; row++) {
        for (let col = 0; col < cols; col++) {
          const i = row * cols + col;
          if (grid.kinds[i] !== kind) continue;
          const h = geo.axial(col, row);
          const c = centres[i]!;
          for (let s = 0; s < 6; s++) {
            const n = neighbour(h, s);
            if (grid.kindAt(n.q, n.r) === kind) continue;
            const a = corners[s]!;
            const b = corners[(s + 1) % 6]!;
            ctx.moveTo(c.x + a.x * 0.9, c.y + a.y * 0.9);
            ctx.lineTo(c.x + b.x * 0.9, c.y + b.y * 0.9);
            added();
          }
        }
      }
      end();
    };
    rim(K_HILL, terrainPalette.hill.detail);
    rim(K_DEPRESSION, terrainPalette.depression.detail);
    if (hexPx >= 10) {
      ctx.strokeStyle = css(hexPalette.grid);
      ctx.globalAlpha = 0.3;
      ctx.lineWidth = 1;
      begin(stroke);
      for (const c of centres) hexPath(c);
      end();
      ctx.globalAlpha = 1;
    }
    ctx.lineCap = 'round';
    for (const kind of ['fence', 'hedge'] as const) {
      ctx.strokeStyle = css(hexsidePalette[kind].color);
      ctx.lineWidth = Math.max(1, geo.size * k * (kind === 'hedge' ? 0.24 : 0.1));
      begin(stroke);
      for (const f of grid.sides) {
        if (f.kind !== kind) continue;
        const w = geo.center(f.q, f.r);
        const a = corners[f.side]!;
        const b = corners[(f.side + 1) % 6]!;
        ctx.moveTo(w.x * k + a.x, w.y * k + a.y);
        ctx.lineTo(w.x * k + b.x, w.y * k + b.y);
        added();
      }
      end();
    }
  }
  const texture = Texture.from(canvas);
  texture.source.scaleMode = 'linear';
  const sprite = new Sprite({ texture, label: 'hex-overview' });
  sprite.scale.set(1 / k);
  return {
    sprite,
    hexPx,
    destroy: () => {
      sprite.destroy();
      texture.destroy(true);
    },
  };
}
