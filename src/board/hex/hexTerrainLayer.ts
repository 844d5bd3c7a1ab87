// The static map, drawn in chunks of CHUNK x CHUNK hexes, so that a frame's cost does not grow
// with the map:
// - only chunks that touch the viewport are in the scene (culled by index arithmetic, not by
//   walking the scene); chunks are drawn when first seen, and the least recently seen are freed
//   beyond a budget;
// - at usual zooms each chunk is shown as a texture baked from its geometry, at a power-of-two
//   number of device pixels per hex (re-baked, a few chunks a frame, when the zoom moves to
//   another power of two): all the chunk sprites share one batch, and a pan only changes the
//   world transform;
// - zoomed in closer than TEXTURE_MAX_PX device pixels per hex (few chunks in view) the
//   geometry itself is shown, each chunk a render group kept on the GPU;
// - zoomed out so far that many chunks would show, the map is one picture (the overview).
import { Container, type Renderer } from 'pixi.js';
import { ChunkPart } from './hexChunk';
import { DRAW_SIZE, drawChunk } from './hexTerrainDraw';
import { createOverview, type Overview } from './hexOverview';
import { CHUNK, TerrainGrid } from './hexTerrainGrid';
import type { HexMapView } from './types';

/** More chunks than this in view: draw the overview. */
const MAX_VISIBLE_CHUNKS = 120;
/** Chunks whose geometry is kept (shown or not) before the least recently seen are freed. */
const MAX_BUILT_CHUNKS = 256;
/** Baked texture pixels kept in all (those of chunks in view are always kept). */
const TEXTURE_BUDGET_PX = 24e6;
/** Above this many device pixels per hex the geometry is drawn instead of textures. */
const TEXTURE_MAX_PX = 64;
const TEXTURE_MIN_PX = 8;
/** Chunks baked per frame at most (the rest keep their old texture, or geometry, meanwhile). */
const BAKES_PER_FRAME = 4;
/**
 * Milliseconds a frame may spend building and baking chunks: past it the rest wait for the next
 * frames (a chunk not built yet leaves its part of the map blank for a frame or two, as a map
 * tile does while it loads), so a fast pan over a large map never drops a run of frames.
 */
const CHUNK_MS_PER_FRAME = 8;

interface Chunk {
  part: ChunkPart;
  seen: number;
}

export interface WorldRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type TerrainLod = 'overview' | 'textures' | 'geometry';

export class HexTerrainLayer {
  /** The chunks, or the overview: add first to the world. */
  readonly root = new Container({ label: 'hex-terrain' });
  private grid: TerrainGrid | null = null;
  private readonly chunks = new Map<number, Chunk>();
  private shown = new Set<number>();
  private overview: Overview | null = null;
  private mode: TerrainLod = 'textures';
  private tick = 0;
  private lastKey = '';

  constructor(
    private readonly renderer: Renderer,
    private readonly cull = true,
  ) {}

  get lod(): TerrainLod {
    return this.mode;
  }

  get shownCount(): number {
    return this.mode === 'overview' ? 1 : this.shown.size;
  }

  get builtCount(): number {
    return this.chunks.size;
  }

  setMap(map: HexMapView): TerrainGrid {
    this.clear();
    this.grid = new TerrainGrid(map);
    return this.grid;
  }

  /**
   * Puts the chunks touching `view` (world units) in the scene for a zoom of `devicePxPerHex`.
   * Returns true when some chunks still wait to be baked (call again next frame).
   */
  update(view: WorldRect, devicePxPerHex: number): boolean {
    const grid = this.grid;
    if (!grid) return false;
    let [cc0, cc1, cr0, cr1] = [0, grid.chunkCols - 1, 0, grid.chunkRows - 1];
    if (this.cull) {
      const r = grid.geo.offsetRange(view.x0, view.y0, view.x1, view.y1);
      [cc0, cc1, cr0, cr1] = [r.c0, r.c1, r.r0, r.r1].map((v) => Math.floor(v / CHUNK)) as [number, number, number, number];
    }
    const count = Math.max(0, cc1 - cc0 + 1) * Math.max(0, cr1 - cr0 + 1);
    const mode: TerrainLod =
      this.cull && count > MAX_VISIBLE_CHUNKS ? 'overview' : this.cull && devicePxPerHex <= TEXTURE_MAX_PX ? 'textures' : 'geometry';
    const bucket = Math.max(TEXTURE_MIN_PX, Math.min(TEXTURE_MAX_PX, 2 ** Math.ceil(Math.log2(Math.max(1, devicePxPerHex)))));
    const key = mode === 'overview' ? mode : `${mode},${mode === 'textures' ? bucket : 0},${cc0},${cc1},${cr0},${cr1}`;
    if (key === this.lastKey) return false;
    this.lastKey = key;
    this.tick++;
    if (mode === 'overview') {
      this.show(new Set(), () => true);
      if (!this.overview) this.overview = createOverview(grid);
      if (this.mode !== 'overview') this.root.addChild(this.overview.sprite);
      this.mode = mode;
      return false;
    }
    if (this.mode === 'overview' && this.overview) this.root.removeChild(this.overview.sprite);
    this.mode = mode;
    const want = new Set<number>();
    for (let cr = cr0; cr <= cr1; cr++) for (let cc = cc0; cc <= cc1; cc++) want.add(cr * grid.chunkCols + cc);
    const started = performance.now();
    const inBudget = (done: number) => done === 0 || performance.now() - started < CHUNK_MS_PER_FRAME;
    let pending = this.show(want, inBudget);
    let bakes = 0;
    for (const id of want) {
      const c = this.chunks.get(id);
      if (!c) continue;
      const part = c.part;
      if (mode === 'geometry') {
        part.showVector();
        continue;
      }
      if (part.bakedAt !== bucket) {
        if (bakes < BAKES_PER_FRAME && inBudget(bakes)) {
          part.bake(this.renderer, bucket);
          bakes++;
        } else pending = true;
      }
      part.showSprite();
    }
    this.evict();
    // Come back next frame for the rest (a new key forces the update).
    if (pending) this.lastKey = '';
    return pending;
  }

  /**
   * Makes `want` the chunks in the scene, building those never seen while `inBudget(built)` says
   * there is time (at least one a frame). Returns true when some are left to build.
   */
  private show(want: Set<number>, inBudget: (built: number) => boolean): boolean {
    for (const id of this.shown) {
      if (want.has(id)) continue;
      const c = this.chunks.get(id);
      if (!c) continue;
      this.root.removeChild(c.part.holder);
    }
    const shown = new Set<number>();
    let built = 0;
    let left = false;
    for (const id of want) {
      let c = this.chunks.get(id);
      if (!c) {
        if (!inBudget(built)) {
          left = true;
          continue;
        }
        this.chunks.set(id, (c = this.build(id)));
        built++;
      }
      c.seen = this.tick;
      shown.add(id);
      if (this.shown.has(id)) continue;
      this.root.addChild(c.part.holder);
    }
    this.shown = shown;
    return left;
  }

  private build(id: number): Chunk {
    const grid = this.grid!;
    const cc = id % grid.chunkCols;
    const cr = Math.floor(id / grid.chunkCols);
    return { part: new ChunkPart(drawChunk(grid, cc, cr), grid.geo.size / DRAW_SIZE), seen: this.tick };
  }

  private evict(): void {
    const idle = [...this.chunks].filter(([id]) => !this.shown.has(id)).sort((a, b) => a[1].seen - b[1].seen);
    let excess = this.chunks.size - MAX_BUILT_CHUNKS;
    let pixels = 0;
    for (const c of this.chunks.values()) pixels += c.part.texturePixels;
    for (const [id, c] of idle) {
      if (excess <= 0 && pixels <= TEXTURE_BUDGET_PX) break;
      pixels -= c.part.texturePixels;
      if (excess > 0) {
        c.part.destroy();
        this.chunks.delete(id);
        excess--;
      } else {
        c.part.freeTexture();
      }
    }
  }

  private clear(): void {
    this.root.removeChildren();
    for (const c of this.chunks.values()) c.part.destroy();
    this.chunks.clear();
    this.shown = new Set();
    this.overview?.destroy();
    this.overview = null;
    this.mode = 'textures';
    this.lastKey = '';
  }

  destroy(): void {
    this.clear();
    this.grid = null;
    this.root.destroy();
  }
}
