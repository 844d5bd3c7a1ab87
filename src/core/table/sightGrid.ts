// Whether a building blocks a sight line, answered by walking the cells of a uniform grid along
// the line and stopping at the first building edge it crosses: the same answer as
// `index.sightLine(a, b).blocked`, without the crossings' list and without a box search. A box
// search for a long diagonal line returns every edge in the box it spans (most of a big table);
// the grid looks only at the cells the line passes through. Built once per table's index.
import { segIntersectT } from './geometry';
import type { TerrainIndex } from './terrainIndex';

/** Cell side in inches: a few bases across, so a cell holds a few building edges. */
const CELL = 4;
/** Padding of every cover test: segIntersectT counts a touch within 1e-12 as meeting. */
const PAD = 1e-6;

interface SightGrid {
  x0: number;
  y0: number;
  cols: number;
  rows: number;
  /** Building edges (indices into the index's `seg`) of cell c: items[start[c] .. start[c + 1]). */
  start: Int32Array;
  items: Int32Array;
  /** The query each edge was last tested in, so an edge in several cells is tested once. */
  stamp: Int32Array;
  query: number;
  seg: Float64Array;
}

const grids = new WeakMap<TerrainIndex, SightGrid>();

function gridOf(index: TerrainIndex): SightGrid {
  const known = grids.get(index);
  if (known) return known;
  const { seg, isBarrier, solidCount } = index;
  const edges: number[] = [];
  for (let i = 0; i < solidCount; i++) if (isBarrier[i] === 0) edges.push(i);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const i of edges) {
    const o = i * 4;
    x0 = Math.min(x0, seg[o]!, seg[o + 2]!); x1 = Math.max(x1, seg[o]!, seg[o + 2]!);
    y0 = Math.min(y0, seg[o + 1]!, seg[o + 3]!); y1 = Math.max(y1, seg[o + 1]!, seg[o + 3]!);
  }
  if (!edges.length) x0 = y0 = x1 = y1 = 0;
  const cols = Math.max(1, Math.floor((x1 - x0) / CELL) + 1);
  const rows = Math.max(1, Math.floor((y1 - y0) / CELL) + 1);
  const cellsOf = (i: number, visit: (c: number) => void) => {
    const o = i * 4;
    const c0 = clamp(Math.floor((Math.min(seg[o]!, seg[o + 2]!) - PAD - x0) / CELL), cols);
    const c1 = clamp(Math.floor((Math.max(seg[o]!, seg[o + 2]!) + PAD - x0) / CELL), cols);
    const r0 = clamp(Math.floor((Math.min(seg[o + 1]!, seg[o + 3]!) - PAD - y0) / CELL), rows);
    const r1 = clamp(Math.floor((Math.max(seg[o + 1]!, seg[o + 3]!) + PAD - y0) / CELL), rows);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) visit(r * cols + c);
  };
  const count = new Int32Array(cols * rows + 1);
  for (const i of edges) cellsOf(i, (c) => count[c + 1]!++);
  for (let c = 0; c < cols * rows; c++) count[c + 1]! += count[c]!;
  const start = Int32Array.from(count);
  const items = new Int32Array(start[cols * rows]!);
  const fill = Int32Array.from(count);
  for (const i of edges) cellsOf(i, (c) => { items[fill[c]!++] = i; });
  const grid: SightGrid = { x0, y0, cols, rows, start, items, stamp: new Int32Array(solidCount), query: 0, seg };
  grids.set(index, grid);
  return grid;
}

function clamp(v: number, n: number): number {
  return v < 0 ? 0 : v >= n ? n - 1 : v;
}

/** Whether a building edge crosses the segment (ax, ay)→(bx, by): `index.sightLine(a, b).blocked`. */
export function blocksSight(index: TerrainIndex, ax: number, ay: number, bx: number, by: number): boolean {
  const g = gridOf(index);
  if (g.items.length === 0) return false;
  g.query = (g.query + 1) | 0;
  if (g.query === 0) { g.stamp.fill(0); g.query = 1; }
  // Column by column (along x), the rows the line's stretch in that column spans, padded.
  const gx0 = (Math.min(ax, bx) - g.x0) / CELL, gx1 = (Math.max(ax, bx) - g.x0) / CELL;
  const cFrom = Math.floor(gx0 - PAD), cTo = Math.floor(gx1 + PAD);
  if (cTo < 0 || cFrom >= g.cols) return false;
  const dx = bx - ax, dy = by - ay;
  for (let c = Math.max(0, cFrom); c <= Math.min(g.cols - 1, cTo); c++) {
    // The line's y where it enters and leaves column c (its whole y range when it is vertical).
    let ya: number, yb: number;
    if (dx === 0) {
      ya = ay; yb = by;
    } else {
      const xl = Math.max(Math.min(ax, bx), g.x0 + c * CELL), xr = Math.min(Math.max(ax, bx), g.x0 + (c + 1) * CELL);
      ya = ay + ((xl - ax) / dx) * dy;
      yb = ay + ((xr - ax) / dx) * dy;
    }
    const r0 = Math.max(0, Math.floor((Math.min(ya, yb) - g.y0) / CELL - PAD));
    const r1 = Math.min(g.rows - 1, Math.floor((Math.max(ya, yb) - g.y0) / CELL + PAD));
    for (let r = r0; r <= r1; r++) {
      const cell = r * g.cols + c;
      for (let k = g.start[cell]!; k < g.start[cell + 1]!; k++) {
        const i = g.items[k]!;
        if (g.stamp[i] === g.query) continue;
        g.stamp[i] = g.query;
        const o = i * 4;
        if (!Number.isNaN(segIntersectT(ax, ay, bx, by, g.seg[o]!, g.seg[o + 1]!, g.seg[o + 2]!, g.seg[o + 3]!))) return true;
      }
    }
  }
  return false;
}
