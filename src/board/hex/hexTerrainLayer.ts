// The static map, drawn in chunks of CHUNK x CHUNK hexes, so that a frame's cost does not grow
// with the map:
// - only chunks that touch the viewport are in the scene (culled by index arithmetic, not by
//   walking the scene), and the least recently seen are freed beyond a budget;
// - a chunk is made ready in steps (drawn, tessellated a layer at a time, baked), a few
//   milliseconds of them a frame (chunkBudget.ts) for the chunks in view; one in view not ready
//   yet shows as a flat fill of its commonest terrain (hexChunkFill.ts) for the frames it waits;
// - the chunks just around the view, on the side it last moved towards, are made ready ahead in
//   the browser's idle time (a few milliseconds a slice, no render asked for), so a pan mostly
//   finds its chunks ready;
// - at usual zooms each chunk is shown as a texture baked from its geometry, at a power-of-two
//   number of device pixels per hex (re-baked within the same budget when the zoom moves to
//   another power of two, the old texture shown meanwhile): all the chunk sprites share one
//   batch, and a pan only changes the world transform;
// - zoomed in closer than TEXTURE_MAX_PX device pixels per hex (few chunks in view) the
//   geometry itself is shown, each chunk a render group kept on the GPU;
// - zoomed out so far that many chunks would show, the map is one picture (the overview).
import { Container, type Renderer } from 'pixi.js';
import { ChunkPart } from './hexChunk';
import { ChunkFills } from './hexChunkFill';
import { chunkOrder, FrameBudget, runSteps, type ChunkRange } from './chunkBudget';
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
/**
 * Milliseconds a frame may spend on the work of chunks in view (drawing, tessellating and
 * baking, one step at a time; the frame's first step always runs): a chunk not ready yet shows as
 * a flat fill of its commonest terrain for a frame or a few, so a fast pan over a large map never
 * drops a frame.
 */
const CHUNK_MS_PER_FRAME = 4;
/** Milliseconds of a slice of idle time spent making the chunks around the view ready ahead. */
const IDLE_MS_PER_SLICE = 4;
/** Width in chunks of the ring around the view made ready ahead (on the side it moves to). */
const AHEAD_CHUNKS = 1;

type IdleHandle = { cancel(): void };

/** Runs `fn` when the browser is idle (a timeout where there is no requestIdleCallback). */
function whenIdle(fn: () => void): IdleHandle {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 500 });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(fn, 16);
  return { cancel: () => clearTimeout(id) };
}

type Step = 'draw' | 'prepare' | 'bake';

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
  /**
   * The chunks, or the overview: add first to the world. Chunks are drawn in index order (row by
   * row), whatever order they became ready in, so where neighbours' edges overlap the picture is
   * always the same; the fills go under them all.
   */
  readonly root = new Container({ label: 'hex-terrain', sortableChildren: true });
  private grid: TerrainGrid | null = null;
  private fills: ChunkFills | null = null;
  private readonly chunks = new Map<number, Chunk>();
  /** Chunks whose holder is in the scene. */
  private shown = new Set<number>();
  /** Chunks in view or just around it: never freed. */
  private kept = new Set<number>();
  private overview: Overview | null = null;
  private mode: TerrainLod = 'textures';
  private tick = 0;
  private lastKey = '';
  private range: ChunkRange | null = null;
  private heading = { x: 0, y: 0 };
  /** Some chunk in view is not ready yet. */
  private pending = false;
  private readonly budget = new FrameBudget<Step>(CHUNK_MS_PER_FRAME);
  /** Chunks around the view to make ready in idle time, nearest first, and for what. */
  private ahead: { ids: number[]; mode: TerrainLod; bucket: number } | null = null;
  private idle: IdleHandle | null = null;
  private readonly idleBudget = new FrameBudget<Step>(IDLE_MS_PER_SLICE);

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
    this.fills = new ChunkFills(this.grid);
    this.fills.root.zIndex = -1;
    this.root.addChild(this.fills.root);
    return this.grid;
  }

  /**
   * Puts the chunks touching `view` (world units) in the scene for a zoom of `devicePxPerHex`,
   * moving on the work of those not ready yet, then of those around, within the frame's budget.
   * Returns true when some work is left (call again next frame).
   */
  update(view: WorldRect, devicePxPerHex: number): boolean {
    const grid = this.grid;
    if (!grid) return false;
    let range: ChunkRange = { cc0: 0, cc1: grid.chunkCols - 1, cr0: 0, cr1: grid.chunkRows - 1 };
    if (this.cull) {
      const r = grid.geo.offsetRange(view.x0, view.y0, view.x1, view.y1);
      range = { cc0: Math.floor(r.c0 / CHUNK), cc1: Math.floor(r.c1 / CHUNK), cr0: Math.floor(r.r0 / CHUNK), cr1: Math.floor(r.r1 / CHUNK) };
    }
    const count = Math.max(0, range.cc1 - range.cc0 + 1) * Math.max(0, range.cr1 - range.cr0 + 1);
    const mode: TerrainLod =
      this.cull && count > MAX_VISIBLE_CHUNKS ? 'overview' : this.cull && devicePxPerHex <= TEXTURE_MAX_PX ? 'textures' : 'geometry';
    const bucket = Math.max(TEXTURE_MIN_PX, Math.min(TEXTURE_MAX_PX, 2 ** Math.ceil(Math.log2(Math.max(1, devicePxPerHex)))));
    const key = mode === 'overview' ? mode : `${mode},${mode === 'textures' ? bucket : 0},${range.cc0},${range.cc1},${range.cr0},${range.cr1}`;
    if (key === this.lastKey && !this.pending) return false;
    if (key !== this.lastKey) this.moved(range);
    this.lastKey = key;
    if (mode === 'overview') {
      this.show(new Set(), new Set());
      this.kept = new Set();
      this.pending = false;
      this.ahead = null;
      if (!this.overview) this.overview = createOverview(grid);
      if (this.mode !== 'overview') this.root.addChild(this.overview.sprite);
      this.mode = mode;
      return false;
    }
    if (this.mode === 'overview' && this.overview) this.root.removeChild(this.overview.sprite);
    this.mode = mode;
    const order = chunkOrder(range, grid.chunkCols, grid.chunkRows, this.cull ? AHEAD_CHUNKS : 0, this.heading);
    this.kept = new Set([...order.inView, ...order.ahead]);
    for (const id of this.kept) {
      const c = this.chunks.get(id);
      if (c) c.seen = this.tick;
    }
    const next = (id: number): Step | null => this.nextStep(id, mode, bucket);
    const step = (id: number, s: Step): void => this.step(id, s, bucket);
    this.budget.begin();
    this.pending = !runSteps(order.inView, next, step, this.budget);
    this.ahead = { ids: order.ahead, mode, bucket };
    this.scheduleAhead();
    const ready = new Set<number>();
    const waiting = new Set<number>();
    for (const id of order.inView) {
      const part = this.chunks.get(id)?.part;
      const shows = part && (mode === 'geometry' ? part.prepared : part.bakedAt > 0);
      (shows ? ready : waiting).add(id);
    }
    this.show(ready, waiting);
    this.evict();
    return this.pending;
  }

  /** Asks for idle time to make the chunks around the view ready, if any need it. */
  private scheduleAhead(): void {
    const a = this.ahead;
    if (this.idle || !a || a.ids.every((id) => this.nextStep(id, a.mode, a.bucket) === null)) return;
    this.idle = whenIdle(() => {
      this.idle = null;
      const b = this.ahead;
      if (!b || !this.grid) return;
      this.idleBudget.begin();
      // Nothing of these is in the scene: no render is needed when they are ready.
      runSteps(b.ids, (id) => this.nextStep(id, b.mode, b.bucket), (id, s) => this.step(id, s, b.bucket), this.idleBudget);
      this.scheduleAhead();
    });
  }

  private moved(range: ChunkRange): void {
    this.tick++;
    const was = this.range;
    this.range = range;
    if (!was) return;
    const dx = range.cc0 + range.cc1 - was.cc0 - was.cc1;
    const dy = range.cr0 + range.cr1 - was.cr0 - was.cr1;
    if (dx || dy) this.heading = { x: dx, y: dy };
  }

  /** The next step of work on a chunk for the mode, or null when it is ready. */
  private nextStep(id: number, mode: TerrainLod, bucket: number): Step | null {
    const part = this.chunks.get(id)?.part;
    if (!part) return 'draw';
    if (!part.prepared) return 'prepare';
    return mode === 'textures' && part.bakedAt !== bucket ? 'bake' : null;
  }

  private step(id: number, s: Step, bucket: number): void {
    if (s === 'draw') {
      this.chunks.set(id, { part: this.draw(id), seen: this.tick });
      return;
    }
    const part = this.chunks.get(id)?.part;
    if (!part) return;
    if (s === 'prepare') part.prepare(this.renderer);
    else part.bake(this.renderer, bucket);
  }

  /** Makes `ready` the chunks in the scene (as textures, or as geometry), and `waiting` their fills. */
  private show(ready: Set<number>, waiting: Set<number>): void {
    for (const id of this.shown) {
      if (ready.has(id)) continue;
      const part = this.chunks.get(id)?.part;
      if (part) this.root.removeChild(part.holder);
    }
    for (const id of ready) {
      const part = this.chunks.get(id)?.part;
      if (!part) continue;
      if (this.mode === 'geometry') part.showVector();
      else part.showSprite();
      if (!this.shown.has(id)) this.root.addChild(part.holder);
    }
    this.shown = ready;
    this.fills?.show(waiting);
  }

  private draw(id: number): ChunkPart {
    const grid = this.grid!;
    const cc = id % grid.chunkCols;
    const cr = Math.floor(id / grid.chunkCols);
    const part = new ChunkPart(drawChunk(grid, cc, cr), grid.geo.size / DRAW_SIZE);
    part.holder.zIndex = id;
    return part;
  }

  private evict(): void {
    const idle = [...this.chunks].filter(([id]) => !this.kept.has(id)).sort((a, b) => a[1].seen - b[1].seen);
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
    this.kept = new Set();
    this.fills?.destroy();
    this.fills = null;
    this.overview?.destroy();
    this.overview = null;
    this.mode = 'textures';
    this.lastKey = '';
    this.range = null;
    this.heading = { x: 0, y: 0 };
    this.pending = false;
    this.ahead = null;
    this.idle?.cancel();
    this.idle = null;
  }

  destroy(): void {
    this.clear();
    this.grid = null;
    this.root.destroy();
  }
}
