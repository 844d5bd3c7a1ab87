// Where a model may move: the reach map of a move allowance, and a planned route to a point.
// Legs are straight segments tested exactly (moveCheck); routes are found on a grid of centre
// positions (moveGrid) and then pulled tight (pathSmoothing). Rules of the move: see MoveRules.
import { norm } from '../exactMath';
import { EPS } from './geometry';
import { MoveChecker, type Box, type MoveRules } from './moveCheck';
import { TerrainLists } from './terrainLists';
import { buildGrid, searchGrid, type Grid, type SearchResult } from './moveGrid';
import { pathCost, pullTight } from './pathSmoothing';
import { LOW_BARRIER, type TerrainIndex } from './terrainIndex';
import type { Vec } from './types';

export type { MoveRules } from './moveCheck';
export { findNearestFree, findStepAway, type NearestFreeQuery, type StepAwayQuery } from './placement';

export interface ReachMap {
  /** Cell (i, j) covers [originX + i * cellSize, + cellSize) x [originY + j * cellSize, + cellSize); costs are for its centre. */
  originX: number;
  originY: number;
  cellSize: number;
  cols: number;
  rows: number;
  /** Cheapest cost to the cell's centre; Infinity when unreachable within the budget. */
  cost: Float32Array;
  /** 1 if the cheapest path jumps a barrier. */
  jump: Uint8Array;
  /** Cheapest cost without jumping any barrier (Infinity over the budget); the cost array itself when no cheapest path jumps. */
  walk: Float32Array;
}

/** The board's reach overlay (structurally the board's BoardReach; core may not import the board). */
export interface ReachCells {
  originX: number;
  originY: number;
  cellSize: number;
  cols: number;
  rows: number;
  /** 0 unreachable, 1 reachable, 2 reachable only by jumping a barrier. */
  cells: Uint8Array;
}

export type MoveFailure = 'off-table' | 'blocked' | 'overlap' | 'zone' | 'too-far';

export type MovePlan =
  | { ok: true; cost: number; path: Vec[]; jumps: { id: string; at: Vec; height: number }[] }
  | { ok: false; reason: MoveFailure; cost?: number };

interface Window { x0: number; y0: number; cols: number; rows: number; start: number }

/** Grid nodes aligned on the start, covering the box (clipped to where the centre may stand). */
function gridWindow(index: TerrainIndex, start: Vec, r: number, cs: number, box: Box): Window {
  const { width, height } = index.table;
  const iMin = Math.min(0, Math.ceil((Math.max(box.x0, r) - start.x) / cs - 1e-9));
  const iMax = Math.max(0, Math.floor((Math.min(box.x1, width - r) - start.x) / cs + 1e-9));
  const jMin = Math.min(0, Math.ceil((Math.max(box.y0, r) - start.y) / cs - 1e-9));
  const jMax = Math.max(0, Math.floor((Math.min(box.y1, height - r) - start.y) / cs + 1e-9));
  const cols = iMax - iMin + 1;
  return { x0: start.x + iMin * cs, y0: start.y + jMin * cs, cols, rows: jMax - jMin + 1, start: -jMin * cols - iMin };
}

function windowBox(w: Window, cs: number): Box {
  return { x0: w.x0, y0: w.y0, x1: w.x0 + (w.cols - 1) * cs, y1: w.y0 + (w.rows - 1) * cs };
}

/** Costs of every cell the budget reaches (16-direction Dijkstra, exact straight legs from the start). */
export function reachMap(index: TerrainIndex, rules: MoveRules, cellSize = 0.25): ReachMap {
  const { start, budget } = rules;
  const cs = cellSize;
  const w = gridWindow(index, start, rules.r, cs, { x0: start.x - budget, y0: start.y - budget, x1: start.x + budget, y1: start.y + budget });
  const ck = new MoveChecker(index, rules, windowBox(w, cs));
  const grid = buildGrid(ck, w.x0, w.y0, w.cols, w.rows, cs, w.start);
  const seeds = straightSeeds(grid, ck, start, budget, w.start);
  const all = searchGrid(grid, ck, w.start, { limit: budget, allowJump: true, seeds: seeds.all });
  const cost = toCosts(all, budget, w.cols * w.rows);
  let jumps = false;
  const jump = new Uint8Array(cost.length);
  for (let k = 0; k < cost.length; k++) if (cost[k]! !== Infinity && all.jump[k]) { jump[k] = 1; jumps = true; }
  const walk = jumps ? toCosts(searchGrid(grid, ck, w.start, { limit: budget, allowJump: false, seeds: seeds.walk }), budget, cost.length) : cost;
  return { originX: w.x0 - cs / 2, originY: w.y0 - cs / 2, cellSize: cs, cols: w.cols, rows: w.rows, cost, jump, walk };
}

/** The first n costs of a search (its arrays may be longer: see moveGrid's POOL). */
function toCosts(res: SearchResult, budget: number, n: number): Float32Array {
  const out = new Float32Array(n);
  for (let k = 0; k < out.length; k++) out[k] = res.g[k]! <= budget + 1e-6 ? res.g[k]! : Infinity;
  return out;
}

/** Exact costs of the nodes a straight leg from the start reaches within the budget. */
function straightSeeds(grid: Grid, ck: MoveChecker, start: Vec, budget: number, startNode: number) {
  const nodes: number[] = [], costs: number[] = [], jumps: number[] = [];
  const { cols, rows, cs, x0, y0, blocked } = grid;
  for (let j = 0; j < rows; j++) {
    const y = y0 + j * cs;
    for (let i = 0; i < cols; i++) {
      const k = j * cols + i;
      const x = x0 + i * cs;
      if (blocked[k] || k === startNode || norm(x - start.x, y - start.y) > budget + 1e-6) continue;
      const c = ck.check(start.x, start.y, x, y, true);
      if (Number.isNaN(c) || c > budget + 1e-6) continue;
      nodes.push(k); costs.push(c); jumps.push(ck.jumped ? 1 : 0);
    }
  }
  const pick = (keep: (s: number) => boolean) => {
    const idx = nodes.map((_, s) => s).filter(keep);
    return { node: Int32Array.from(idx, (s) => nodes[s]!), cost: Float64Array.from(idx, (s) => costs[s]!), jump: Uint8Array.from(idx, (s) => jumps[s]!) };
  };
  return { all: pick(() => true), walk: pick((s) => jumps[s] === 0) };
}

/** The board's overlay: 1 reachable, 2 reachable only by jumping a barrier, 0 not. */
export function toBoardReach(map: ReachMap, budget: number): ReachCells {
  const cells = new Uint8Array(map.cost.length);
  const lim = budget + 1e-5;
  for (let k = 0; k < cells.length; k++) cells[k] = map.cost[k]! <= lim ? (map.walk[k]! <= lim ? 1 : 2) : 0;
  return { originX: map.originX, originY: map.originY, cellSize: map.cellSize, cols: map.cols, rows: map.rows, cells };
}

/** Why the end point itself is not allowed, or null. */
function endFailure(index: TerrainIndex, ck: MoveChecker, rules: MoveRules, to: Vec): MoveFailure | null {
  const { r, start } = rules;
  const { width, height } = index.table;
  if (!(to.x >= r - EPS && to.y >= r - EPS && to.x <= width - r + EPS && to.y <= height - r + EPS)) return 'off-table';
  if (!ck.baseFitsAt(to)) return 'blocked';
  const c = ck.circles.a, end = ck.circles.n;
  for (let o = 0; o < end; o += 3) {
    const cx = c[o]!, cy = c[o + 1]!, R = c[o + 2]!;
    const dTo = norm(to.x - cx, to.y - cy);
    if (dTo >= R - EPS) continue;
    const dStart = norm(start.x - cx, start.y - cy);
    if (dStart < R - EPS && dTo >= dStart - 1e-9) continue; // started inside: may still end inside, farther away
    return ck.circleIsZone.a[o / 3] ? 'zone' : 'overlap';
  }
  return null;
}

/**
 * A checker for every leg from rules.start that the move's budget allows: one for many plans (see
 * planMove's `reach`). `into`, a checker no longer needed, is filled again instead of a new one;
 * `source`, terrainAround the same start, spares this checker's tree searches and those of the
 * checkers planMove lends itself for the plans made with it.
 */
export function reachChecker(index: TerrainIndex, rules: MoveRules, into?: MoveChecker, source?: TerrainLists): MoveChecker {
  const { start, budget } = rules;
  const box = { x0: start.x - budget, y0: start.y - budget, x1: start.x + budget, y1: start.y + budget };
  const ck = into ? into.reset(index, rules, box, source) : new MoveChecker(index, rules, box, source);
  ck.source = source;
  return ck;
}

/**
 * The terrain about every route a model at rules.start may plan within its budget (a route's
 * search box reaches about 1.12 budgets from the start), gathered once for all of a listed
 * model's moves and charges: see reachChecker's `source`.
 */
export function terrainAround(index: TerrainIndex, rules: MoveRules, into = new TerrainLists()): TerrainLists {
  const { start, budget, r } = rules;
  const w = 1.2 * budget + 2 + r + 1;
  into.gather(index, start.x - w, start.y - w, start.x + w, start.y + w);
  return into;
}

/**
 * Checkers planMove lends itself: one for a leg's own box, one for the route search (the near
 * box, then the wide one). planMove never runs inside itself and keeps neither past its return,
 * so the same two serve every plan instead of two new ones a plan.
 */
let LEG_CK: MoveChecker | undefined;
let ROUTE_CK: MoveChecker | undefined;
const lent = (ck: MoveChecker | undefined, index: TerrainIndex, rules: MoveRules, box: Box, from: TerrainLists | undefined): MoveChecker =>
  ck ? ck.reset(index, rules, box, from) : new MoveChecker(index, rules, box, from);

/**
 * A route from rules.start to exactly `to`, within the budget, or why there is none. `reach`, a
 * reachChecker of the same rules, spares building a checker for the straight leg when many moves
 * of one model are planned (listing the legal moves): a leg within the budget lies in its box.
 */
export function planMove(index: TerrainIndex, rules: MoveRules, to: Vec, cellSize = 0.25, reach?: MoveChecker): MovePlan {
  const { start, budget } = rules;
  const d = norm(to.x - start.x, to.y - start.y);
  // The end spot and the straight leg first, with only the terrain and circles about the leg
  // itself: most moves are straight, and a checker for the leg's own box gives the same answers
  // for that leg as one for the wider box a route search needs (every feature that can touch the
  // leg lies near its box), at a fraction of the cost of gathering the wider box.
  const leg = { x0: Math.min(start.x, to.x), y0: Math.min(start.y, to.y), x1: Math.max(start.x, to.x), y1: Math.max(start.y, to.y) };
  const legCk = reach && d <= budget + 1e-6 ? reach : (LEG_CK = lent(LEG_CK, index, rules, leg, reach?.source));
  const bad = endFailure(index, legCk, rules, to);
  if (bad) return { ok: false, reason: bad };
  const straight = legCk.check(start.x, start.y, to.x, to.y, true);
  const straightFailure = legCk.failure;
  if (!Number.isNaN(straight) && straight <= budget + 1e-6) return rules.quick ? quickDone(straight) : done(index, [{ x: start.x, y: start.y }, { x: to.x, y: to.y }], straight);
  if (d > budget + 1e-6) return Number.isNaN(straight) ? { ok: false, reason: 'too-far' } : { ok: false, reason: 'too-far', cost: straight };
  const slack = Math.sqrt(Math.max(0, budget * budget - d * d)) / 2 + 2 * cellSize;
  const near = { x0: leg.x0 - slack, y0: leg.y0 - slack, x1: leg.x1 + slack, y1: leg.y1 + slack };
  const ck = (ROUTE_CK = lent(ROUTE_CK, index, rules, near, reach?.source));
  const route = gridRoute(index, rules, to, near, ck, budget * 1.03 + 2 * cellSize, cellSize);
  if (route && route.cost <= budget + 1e-6) return rules.quick ? quickDone(route.cost) : done(index, route.path, route.cost);
  if (route) return { ok: false, reason: 'too-far', cost: route.cost };
  if (!Number.isNaN(straight)) return { ok: false, reason: 'too-far', cost: straight };
  if (rules.quick) return { ok: false, reason: straightFailure === 'zone' ? 'zone' : 'blocked' };
  const m = 4;
  const wide = { x0: Math.min(start.x, to.x) - m, y0: Math.min(start.y, to.y) - m, x1: Math.max(start.x, to.x) + m, y1: Math.max(start.y, to.y) + m };
  const far = gridRoute(index, rules, to, wide, (ROUTE_CK = lent(ROUTE_CK, index, rules, wide, reach?.source)), Infinity, cellSize);
  if (far) return { ok: false, reason: 'too-far', cost: far.cost };
  return { ok: false, reason: straightFailure === 'zone' ? 'zone' : 'blocked' };
}

function gridRoute(index: TerrainIndex, rules: MoveRules, to: Vec, box: Box, ck: MoveChecker, limit: number, cs: number): { path: Vec[]; cost: number } | null {
  const w = gridWindow(index, rules.start, rules.r, cs, box);
  const grid = buildGrid(ck, w.x0, w.y0, w.cols, w.rows, cs, w.start);
  const res = searchGrid(grid, ck, w.start, { limit, allowJump: true, goal: { x: to.x, y: to.y, linkRadius: Math.max(1, 3 * cs) } });
  if (res.goalParent < 0) return null;
  const nodes: Vec[] = [{ x: to.x, y: to.y }];
  for (let k = res.goalParent; k !== w.start && k >= 0; k = res.parent[k]!) nodes.push({ x: w.x0 + (k % w.cols) * cs, y: w.y0 + Math.floor(k / w.cols) * cs });
  nodes.push({ x: rules.start.x, y: rules.start.y });
  nodes.reverse();
  const path = pullTight(ck, nodes);
  const cost = pathCost(ck, path);
  return Number.isNaN(cost) ? null : { path, cost };
}

/** A quick plan's route and jumps: none (shared, never to be changed). */
const NO_ROUTE: Vec[] = Object.freeze([]) as unknown as Vec[];
const NO_JUMPS: { id: string; at: Vec; height: number }[] = Object.freeze([]) as unknown as { id: string; at: Vec; height: number }[];

/** A quick plan's success (see MoveRules.quick): its cost, with no route and no jumps. */
const quickDone = (cost: number): MovePlan => ({ ok: true, cost, path: NO_ROUTE, jumps: NO_JUMPS });

/** A successful plan: its route and the barriers it jumps. */
function done(index: TerrainIndex, path: Vec[], cost: number): MovePlan {
  const jumps: { id: string; at: Vec; height: number }[] = [];
  for (let i = 1; i < path.length; i++) {
    for (const c of index.crossedBarriers(path[i - 1]!, path[i]!)) {
      // Jumped (1/2" to 2") or, where the rules allowed it, climbed (higher).
      if (c.height >= LOW_BARRIER) jumps.push({ id: c.id, at: c.at, height: c.height });
    }
  }
  return { ok: true, cost, path, jumps };
}
