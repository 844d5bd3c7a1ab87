// The static map compiled for drawing: a terrain kind per hex (row-major offset order) and the
// hexside features, deduplicated and grouped by the chunks that draw them.
import { HexGeometry, neighbour } from './hexGeometry';
import type { HexMapView, HexsideFeature, TerrainKind } from './types';

export const KINDS: readonly TerrainKind[] = ['clear', 'hill', 'depression', 'trees', 'scrub', 'rough'];
export const K_CLEAR = 0;
export const K_HILL = 1;
export const K_DEPRESSION = 2;
export const K_TREES = 3;
export const K_SCRUB = 4;
export const K_ROUGH = 5;

/** Hexes per chunk side (a chunk is CHUNK x CHUNK hexes of the offset rectangle). */
export const CHUNK = 8;

export class TerrainGrid {
  readonly geo: HexGeometry;
  readonly kinds: Uint8Array;
  readonly chunkCols: number;
  readonly chunkRows: number;
  /** Hexside features by chunk index (chunkRow * chunkCols + chunkCol). */
  private readonly sidesByChunk = new Map<number, HexsideFeature[]>();
  /** Every hexside feature once, normalised to sides 0..2. */
  readonly sides: HexsideFeature[] = [];

  constructor(map: HexMapView) {
    this.geo = new HexGeometry(map.cols, map.rows, map.hexSize);
    const { cols, rows } = this.geo;
    this.kinds = new Uint8Array(cols * rows);
    const set = new Uint8Array(cols * rows);
    for (const t of map.terrain) {
      const i = this.geo.index(t.q, t.r);
      if (i < 0 || set[i]) continue;
      set[i] = 1;
      const k = KINDS.indexOf(t.kind);
      this.kinds[i] = k < 0 ? K_CLEAR : k;
    }
    this.chunkCols = Math.ceil(cols / CHUNK);
    this.chunkRows = Math.ceil(rows / CHUNK);
    const seen = new Set<string>();
    for (const f of map.hexsides) {
      // Normalise to sides 0..2 of one of the two hexes so each hexside is drawn once.
      const s = ((f.side % 6) + 6) % 6;
      const h = s < 3 ? { q: f.q, r: f.r } : neighbour(f, s);
      const side = (s < 3 ? s : s - 3) as HexsideFeature['side'];
      const key = `${h.q},${h.r},${side}`;
      if (seen.has(key)) continue;
      const other = neighbour(h, side);
      const chunks = new Set<number>();
      for (const x of [h, other]) if (this.geo.inMap(x.q, x.r)) chunks.add(this.chunkOf(x.q, x.r));
      if (!chunks.size) continue;
      seen.add(key);
      const feature: HexsideFeature = { q: h.q, r: h.r, side, kind: f.kind };
      this.sides.push(feature);
      // Drawn by the chunk of each hex it borders (on a chunk's edge, by both).
      for (const chunk of chunks) {
        let list = this.sidesByChunk.get(chunk);
        if (!list) this.sidesByChunk.set(chunk, (list = []));
        list.push(feature);
      }
    }
  }

  /** Kind index at a hex, or -1 off the map. */
  kindAt(q: number, r: number): number {
    const i = this.geo.index(q, r);
    return i < 0 ? -1 : this.kinds[i]!;
  }

  chunkOf(q: number, r: number): number {
    const col = this.geo.col(q, r);
    return Math.floor(r / CHUNK) * this.chunkCols + Math.floor(col / CHUNK);
  }

  sidesOf(chunk: number): readonly HexsideFeature[] {
    return this.sidesByChunk.get(chunk) ?? [];
  }
}

/** A small deterministic hash of a hex, for placing trees, tufts and stones. */
export function hexHash(q: number, r: number, salt = 0): number {
  let h = Math.imul(q ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(r ^ 0xc2b2ae35, 0x27d4eb2f) ^ Math.imul(salt + 1, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}
