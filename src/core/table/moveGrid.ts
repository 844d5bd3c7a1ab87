// A grid of candidate centre positions over a window of the table, and Dijkstra / A* over it
// with 16 neighbour directions. Each node keeps how far it is from the nearest wall, barrier,
// difficult edge and circle (capped), so that most legs are known clear without an exact test:
// every point of a leg of length L lies within L/2 of one of its ends.
import { norm } from '../exactMath';
import { EPS, pointInPoly } from './geometry';
import { LEG, type MoveChecker } from './moveCheck';
import { MinHeap } from './minHeap';
import type { NumList } from './scratchList';

/** The 16 neighbour steps, in cells: 4 straight, 4 diagonal, 8 knight's moves. */
const DI = Int8Array.of(1, -1, 0, 0, 1, 1, -1, -1, 2, 2, -2, -2, 1, 1, -1, -1);
const DJ = Int8Array.of(0, 0, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 2, -2, 2, -2);

export interface Grid {
  /** Position of node (0, 0); node (i, j) is at (x0 + i * cs, y0 + j * cs). */
  x0: number;
  y0: number;
  cs: number;
  cols: number;
  rows: number;
  /** Not a legal place for the centre (off the table, overlapping a building or an entered circle). */
  blocked: Uint8Array;
  /** Distance from the base's edge to the nearest building edge; to the nearest circle's rim; capped. */
  clearWall: Float32Array;
  clearCircle: Float32Array;
  /** Distance to the nearest movement barrier / difficult edge, capped. */
  nearBar: Float32Array;
  nearDif: Float32Array;
  inDif: Uint8Array;
}

type Typed = Float64Array | Float32Array | Int32Array | Uint8Array;
/**
 * Scratch arrays, one per slot, grown as needed and lent out whole: a grid and a search are made
 * for every move planned round an obstacle (listing the legal moves plans sixteen a model), and
 * fresh arrays (or even views of these) each time were most of what a listing allocated. Only the
 * first cols * rows entries belong to the grid or search (the arrays may be longer), and a grid's
 * arrays hold until the next buildGrid, a search's until the next searchGrid: read them before
 * either is run again (every caller here does).
 */
const POOL: (Typed | undefined)[] = [];
function pooled<T extends Typed>(slot: number, n: number, make: (n: number) => T, fill: number): T {
  let b = POOL[slot] as T | undefined;
  if (!b || b.length < n) POOL[slot] = b = make(Math.max(n, 2 * (b?.length ?? 0), 256));
  b.fill(fill, 0, n);
  return b;
}
const f32 = (n: number) => new Float32Array(n);
const f64 = (n: number) => new Float64Array(n);
const u8 = (n: number) => new Uint8Array(n);
const i32 = (n: number) => new Int32Array(n);

/**
 * Lays the grid out and splats every nearby obstacle onto the nodes it is close to. The grid's
 * arrays are lent until the next buildGrid (see POOL).
 */
export function buildGrid(ck: MoveChecker, x0: number, y0: number, cols: number, rows: number, cs: number, start: number): Grid {
  const n = cols * rows;
  const cap = cs * 1.2;
  const g: Grid = {
    x0, y0, cs, cols, rows,
    blocked: pooled(0, n, u8, 0),
    clearWall: pooled(1, n, f32, cap),
    clearCircle: pooled(2, n, f32, cap),
    nearBar: pooled(3, n, f32, cap),
    nearDif: pooled(4, n, f32, cap),
    inDif: pooled(5, n, u8, 0),
  };
  const r = ck.r;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) if (!ck.onTable(x0 + i * cs, y0 + j * cs)) g.blocked[j * cols + i] = 1;
  }
  // The splats below loop over the nodes in place: a callback per node would box its doubles.
  splatSegments(g, ck.walls, r + cap, WALL, r);
  splatSegments(g, ck.bars, cap, BAR, r);
  splatSegments(g, ck.difs, cap, DIF, r);
  // The checker's buildings and difficult ground cover its box, which holds the window (a
  // polygon whose box misses a node never holds it).
  const bp = ck.buildingPolys, dp = ck.difPolys;
  for (let k = 0; k < bp.n; k++) splatPoly(g, bp.a[k]!, g.blocked);
  for (let k = 0; k < dp.n; k++) splatPoly(g, dp.a[k]!, g.inDif);
  const sx = x0 + (start % cols) * cs, sy = y0 + Math.floor(start / cols) * cs;
  const c = ck.circles.a, cEnd = ck.circles.n;
  for (let o = 0; o < cEnd; o += 3) {
    const cx = c[o]!, cy = c[o + 1]!, R = c[o + 2]!;
    const outer = norm(sx - cx, sy - cy) >= R - EPS;
    const i0 = firstNode(g.x0, cs, cx - R - cap), i1 = lastNode(g.x0, cs, cols, cx + R + cap);
    const j0 = firstNode(g.y0, cs, cy - R - cap), j1 = lastNode(g.y0, cs, rows, cy + R + cap);
    for (let j = j0; j <= j1; j++) {
      const y = g.y0 + j * cs;
      for (let i = i0; i <= i1; i++) {
        const k = j * cols + i, x = g.x0 + i * cs;
        const d = norm(x - cx, y - cy);
        if (d - R < g.clearCircle[k]!) g.clearCircle[k] = d - R;
        if (outer && d < R - EPS) g.blocked[k] = 1;
      }
    }
  }
  g.blocked[start] = 0;
  g.clearWall[start] = -1;
  return g;
}

/** The first / last node index (clipped to the grid) at or after / before coordinate v. */
const firstNode = (o: number, cs: number, v: number): number => Math.max(0, Math.ceil((v - o) / cs));
const lastNode = (o: number, cs: number, n: number, v: number): number => Math.min(n - 1, Math.floor((v - o) / cs));

const WALL = 0, BAR = 1, DIF = 2;

/** Each node within `reach` of a segment of s: a wall's clearance (and blocked), or the distance to a barrier or difficult edge. */
function splatSegments(g: Grid, list: NumList, reach: number, kind: number, r: number): void {
  const s = list.a, end = list.n;
  const { cs, cols, rows, x0: gx, y0: gy } = g;
  for (let o = 0; o < end; o += 4) {
    const ax = s[o]!, ay = s[o + 1]!, bx = s[o + 2]!, by = s[o + 3]!;
    const i0 = firstNode(gx, cs, Math.min(ax, bx) - reach), i1 = lastNode(gx, cs, cols, Math.max(ax, bx) + reach);
    const j0 = firstNode(gy, cs, Math.min(ay, by) - reach), j1 = lastNode(gy, cs, rows, Math.max(ay, by) + reach);
    for (let j = j0; j <= j1; j++) {
      const y = gy + j * cs;
      for (let i = i0; i <= i1; i++) {
        const k = j * cols + i, x = gx + i * cs;
        // pointSegDist2(x, y, ax, ay, bx, by), written out: a call here would box its answer.
        const vx = bx - ax, vy = by - ay;
        const l2 = vx * vx + vy * vy;
        let t = l2 === 0 ? 0 : ((x - ax) * vx + (y - ay) * vy) / l2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = ax + vx * t - x, ey = ay + vy * t - y;
        const d = Math.sqrt(ex * ex + ey * ey);
        if (d > reach) continue;
        if (kind === WALL) {
          if (d - r < g.clearWall[k]!) g.clearWall[k] = d - r;
          if (d < r - EPS) g.blocked[k] = 1;
        } else if (kind === BAR) {
          if (d < g.nearBar[k]!) g.nearBar[k] = d;
        } else if (d < g.nearDif[k]!) g.nearDif[k] = d;
      }
    }
  }
}

/** Marks in `out` the nodes inside the polygon. */
function splatPoly(g: Grid, poly: readonly { x: number; y: number }[], out: Uint8Array): void {
  let px0 = Infinity, py0 = Infinity, px1 = -Infinity, py1 = -Infinity;
  for (const p of poly) { px0 = Math.min(px0, p.x); py0 = Math.min(py0, p.y); px1 = Math.max(px1, p.x); py1 = Math.max(py1, p.y); }
  const { cs, cols, rows, x0: gx, y0: gy } = g;
  const i0 = firstNode(gx, cs, px0), i1 = lastNode(gx, cs, cols, px1);
  const j0 = firstNode(gy, cs, py0), j1 = lastNode(gy, cs, rows, py1);
  for (let j = j0; j <= j1; j++) {
    for (let i = i0; i <= i1; i++) {
      if (pointInPoly(gx + i * cs, gy + j * cs, poly)) out[j * cols + i] = 1;
    }
  }
}

export interface SearchOptions {
  /** Costs above this are not explored. */
  limit: number;
  allowJump: boolean;
  /** Costs known before the search (straight legs from the start): nodes and their costs, jumps. */
  seeds?: { node: Int32Array; cost: Float64Array; jump: Uint8Array };
  /** A*: stop when this point is reached (linked from nodes within linkRadius by exact legs). */
  goal?: { x: number; y: number; linkRadius: number };
}

export interface SearchResult {
  g: Float64Array;
  /** Previous node; -2 for a node reached straight from the start; -1 for none. */
  parent: Int32Array;
  jump: Uint8Array;
  anyJump: boolean;
  goalCost: number;
  goalParent: number;
}

/** The sixteen directions' step lengths for the search under way. */
const LENS = new Float64Array(16);

/** Dijkstra (or A* towards opts.goal) from the start node over the grid; its arrays are lent until the next searchGrid (see POOL). */
export function searchGrid(grid: Grid, ck: MoveChecker, start: number, opts: SearchOptions): SearchResult {
  const { cols, rows, cs, x0, y0, blocked, clearWall, clearCircle, nearBar, nearDif, inDif } = grid;
  const n = cols * rows;
  const g = pooled(6, n, f64, Infinity);
  const parent = pooled(7, n, i32, -1);
  const jump = pooled(8, n, u8, 0);
  const closed = pooled(9, n, u8, 0);
  const heap = HEAP.clear();
  const goal = opts.goal;
  const h = (k: number): number => (goal ? norm(x0 + (k % cols) * cs - goal.x, y0 + Math.floor(k / cols) * cs - goal.y) : 0);
  const lim = opts.limit + 1e-6;
  let anyJump = false;
  let goalCost = Infinity, goalParent = -1;
  g[start] = 0;
  parent[start] = -2;
  heap.push(start, h(start));
  if (opts.seeds) {
    const { node, cost, jump: sj } = opts.seeds;
    for (let s = 0; s < node.length; s++) {
      const k = node[s]!;
      if (cost[s]! < g[k]!) { g[k] = cost[s]!; parent[k] = -2; jump[k] = sj[s]!; heap.push(k, cost[s]! + h(k)); }
    }
  }
  const lens = LENS;
  for (let d = 0; d < 16; d++) lens[d] = cs * norm(DI[d]!, DJ[d]!);
  while (heap.size > 0) {
    const key = heap.topKey();
    const p = heap.pop();
    if (p === n) break; // the goal
    if (key > lim) break;
    if (closed[p]) continue;
    closed[p] = 1;
    const pi = p % cols, pj = (p - pi) / cols;
    const px = x0 + pi * cs, py = y0 + pj * cs, gp = g[p]!;
    if (goal && norm(px - goal.x, py - goal.y) <= goal.linkRadius) {
      LEG[0] = px; LEG[1] = py; LEG[2] = goal.x; LEG[3] = goal.y;
      const c = ck.checkLeg(opts.allowJump) ? LEG[4]! : NaN;
      if (!Number.isNaN(c) && gp + c < goalCost && gp + c <= lim) {
        goalCost = gp + c;
        goalParent = p;
        heap.push(n, goalCost);
      }
    }
    for (let d = 0; d < 16; d++) {
      const di = DI[d]!, dj = DJ[d]!;
      const qi = pi + di, qj = pj + dj;
      if (qi < 0 || qj < 0 || qi >= cols || qj >= rows) continue;
      const q = qj * cols + qi;
      if (blocked[q] || closed[q]) continue;
      const L = lens[d]!, half = L / 2;
      let c: number, jumped = false;
      const fast = clearWall[p]! >= half && clearWall[q]! >= half && clearCircle[p]! >= half && clearCircle[q]! >= half && nearBar[p]! > half && nearBar[q]! > half;
      if (fast && nearDif[p]! > half && nearDif[q]! > half) {
        c = inDif[p] ? ck.rough * L : L;
      } else {
        LEG[0] = px; LEG[1] = py; LEG[2] = px + di * cs; LEG[3] = py + dj * cs;
        if (fast) {
          ck.legDifficult();
          c = L + (ck.rough - 1) * LEG[4]!;
        } else {
          if (!ck.checkLeg(opts.allowJump)) continue;
          c = LEG[4]!;
          jumped = ck.jumped;
        }
      }
      const ng = gp + c, nj = jump[p]! | (jumped ? 1 : 0);
      const gq = g[q]!;
      if (ng < gq - 1e-9 || (ng <= gq + 1e-9 && jump[q]! > nj)) {
        if (ng + h(q) > lim) continue;
        g[q] = ng;
        parent[q] = p;
        jump[q] = nj;
        if (nj) anyJump = true;
        heap.push(q, ng + h(q));
      }
    }
  }
  return { g, parent, jump, anyJump, goalCost, goalParent };
}

/** One heap for every search (searches never nest): see MinHeap. */
const HEAP = new MinHeap();
