// Stand-ins for terrain chunks in view that are not ready yet: each a flat rectangle of the
// chunk's commonest terrain colour, so the map shows no hole while a chunk is drawn and baked
// over the next frames. They are plain tinted sprites (one batch with the chunk sprites, nothing
// to tessellate), under the chunks, so a ready neighbour's jagged edge covers their corners.
import { Container, Sprite, Texture } from 'pixi.js';
import { terrainPalette } from './hexPalette';
import { CHUNK, KINDS, type TerrainGrid } from './hexTerrainGrid';

export class ChunkFills {
  /** Goes in the terrain layer, under the chunks. */
  readonly root = new Container({ label: 'hex-chunk-fills' });
  private readonly shown = new Map<number, Sprite>();
  private readonly spare: Sprite[] = [];

  constructor(private readonly grid: TerrainGrid) {}

  get count(): number {
    return this.shown.size;
  }

  /** Shows a fill for each chunk of `ids` and for no other. */
  show(ids: ReadonlySet<number>): void {
    for (const [id, s] of this.shown) {
      if (ids.has(id)) continue;
      this.root.removeChild(s);
      this.spare.push(s);
      this.shown.delete(id);
    }
    for (const id of ids) {
      if (this.shown.has(id)) continue;
      const s = this.spare.pop() ?? new Sprite({ texture: Texture.WHITE });
      this.place(s, id);
      this.root.addChild(s);
      this.shown.set(id, s);
    }
  }

  private place(s: Sprite, id: number): void {
    const grid = this.grid;
    const geo = grid.geo;
    const cc = id % grid.chunkCols;
    const cr = Math.floor(id / grid.chunkCols);
    const c0 = cc * CHUNK;
    const r0 = cr * CHUNK;
    const c1 = Math.min(geo.cols, c0 + CHUNK) - 1;
    const r1 = Math.min(geo.rows, r0 + CHUNK) - 1;
    // The box of the chunk's hexes (rows alternate in their offset), within the map's box.
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const row of [r0, Math.min(r1, r0 + 1), Math.max(r0, r1 - 1), r1]) {
      for (const col of [c0, c1]) {
        const p = geo.centerAt(col, row);
        [x0, y0, x1, y1] = [Math.min(x0, p.x), Math.min(y0, p.y), Math.max(x1, p.x), Math.max(y1, p.y)];
      }
    }
    x0 = Math.max(0, x0 - geo.hexW / 2);
    x1 = Math.min(geo.width, x1 + geo.hexW / 2);
    y0 = Math.max(0, y0 - geo.hexH / 2);
    y1 = Math.min(geo.height, y1 + geo.hexH / 2);
    s.position.set(x0, y0);
    s.width = x1 - x0;
    s.height = y1 - y0;
    s.tint = terrainPalette[KINDS[this.commonestKind(c0, c1, r0, r1)]!].fill;
  }

  private commonestKind(c0: number, c1: number, r0: number, r1: number): number {
    const counts = new Array<number>(KINDS.length).fill(0);
    const cols = this.grid.geo.cols;
    for (let row = r0; row <= r1; row++) for (let col = c0; col <= c1; col++) counts[this.grid.kinds[row * cols + col]!]!++;
    return counts.indexOf(Math.max(...counts));
  }

  destroy(): void {
    for (const s of [...this.shown.values(), ...this.spare]) s.destroy();
    this.shown.clear();
    this.spare.length = 0;
    this.root.destroy();
  }
}
