// The exact test of one straight leg of a move: the terrain near a window of the table copied
// into flat arrays (so the path finder's many tests do no tree searches and no allocation), the
// other models' bases and the enemy control zones as circles the centre may not enter.
import { norm } from '../exactMath';
import { EPS, pointInPoly, pointSegDist2, segIntersectT, segSegDist2 } from './geometry';
import { HIGH_BARRIER, LOW_BARRIER, type TerrainIndex } from './terrainIndex';
import type { Vec } from './types';

export interface MoveRules {
  start: Vec;
  /** Base radius of the moving model. */
  r: number;
  /** Movement allowance in inches (difficult ground counts double). */
  budget: number;
  /** Other models' bases; the mover's own entry (same id as selfId, or centred on start) is skipped. */
  models: { id: string; x: number; y: number; r: number }[];
  /** Enemy control zones: r is the centre distance under which the mover is inside (2" for two 1/2" bases). */
  zones: { id: string; x: number; y: number; r: number }[];
  /** Id of the charged enemy, whose zone the mover may enter. */
  allowZoneOf?: string;
  /** Id of the moving model, when `models` holds it. */
  selfId?: string;
  /** An easy route only: no barrier of LOW_BARRIER or more may be jumped (diving for cover, backing off). */
  noJump?: boolean;
  /** What an inch of difficult ground costs (2 on foot, the default; 4 for a horse, OW-GAP-2). */
  roughCost?: number;
  /** Barriers over HIGH_BARRIER may be climbed, at 2" of move per inch of height (never with noJump). */
  climb?: boolean;
  /**
   * Only whether the move can be made (listing legal moves): a failure skips the wide search that
   * tells 'too-far' from 'blocked' and gives no cost.
   */
  quick?: boolean;
}

/** Circles this far (in inches) beyond the box a MoveChecker is built for are still kept. */
const NEAR = 2;

/** Slack of the box test before an exact crossing test, in inches. */
const TOUCH = 1e-9;

export type LegFailure = 'blocked' | 'zone';

/** An axis-aligned box of the table, in inches. */
export interface Box { x0: number; y0: number; x1: number; y1: number }

/** Scratch for difficultLength's crossings (grown when a leg crosses more edges than it holds). */
let TS: Float64Array = new Float64Array(32);
function growScratch(a: Float64Array): Float64Array {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}

/** A window's worth of terrain and the rules' circles, for exact tests of straight legs. */
export class MoveChecker {
  readonly r: number;
  /** Circles the centre may not enter: x, y, R per circle (R = the centre distance limit). */
  readonly circles: readonly number[];
  readonly circleIsZone: readonly number[];
  /** Building edges, movement barriers (with heights) and difficult edges near the search box. */
  readonly walls: readonly number[];
  readonly bars: readonly number[];
  readonly barHeight: readonly number[];
  readonly difs: readonly number[];
  /** False when the rules forbid jumping: check() then never jumps, whatever it is asked. */
  readonly jumpsAllowed: boolean;
  private readonly difPolys: Vec[][];
  private readonly x0: number;
  private readonly y0: number;
  private readonly x1: number;
  private readonly y1: number;
  /** Set by check(): the leg jumps a barrier / why it failed. */
  jumped = false;
  failure: LegFailure | null = null;
  /** Cost of an inch of difficult ground. */
  readonly rough: number;
  private readonly climbAllowed: boolean;

  constructor(index: TerrainIndex, rules: MoveRules, box: Box) {
    const { r } = rules;
    this.r = r;
    this.jumpsAllowed = !rules.noJump;
    this.rough = rules.roughCost ?? 2;
    this.climbAllowed = !!rules.climb && !rules.noJump;
    this.x0 = r;
    this.y0 = r;
    this.x1 = index.table.width - r;
    this.y1 = index.table.height - r;
    const m = r + 1;
    // Plain arrays of numbers, filled in place: a checker is built for every planned move (a long
    // record's import builds one per action), and a handful of small typed arrays cost more to
    // allocate than the tests on them save.
    const seg = index.seg;
    const walls: number[] = [], bars: number[] = [], heights: number[] = [];
    for (const i of index.solidIn(box.x0 - m, box.y0 - m, box.x1 + m, box.y1 + m)) {
      const o = i * 4;
      if (!index.isBarrier[i]) walls.push(seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!);
      else if (index.height[i]! >= LOW_BARRIER) {
        bars.push(seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!);
        heights.push(index.height[i]!);
      }
    }
    const difs: number[] = [];
    const de = index.difEdges;
    for (const i of index.difficultEdgesIn(box.x0 - m, box.y0 - m, box.x1 + m, box.y1 + m)) {
      const o = i * 4;
      difs.push(de[o]!, de[o + 1]!, de[o + 2]!, de[o + 3]!);
    }
    this.walls = walls;
    this.bars = bars;
    this.barHeight = heights;
    this.difs = difs;
    this.difPolys = index.difficultIn(box.x0 - m, box.y0 - m, box.x1 + m, box.y1 + m).map((i) => index.difficult[i]!.poly);
    const circles: number[] = [], isZone: number[] = [];
    const { start } = rules;
    // Only circles near the box: every leg tested lies in it, so a circle farther off than its
    // radius (and a margin) can stop none, and a crowded table costs each test no more.
    const far = (x: number, y: number, R: number) => x + R < box.x0 - NEAR || x - R > box.x1 + NEAR || y + R < box.y0 - NEAR || y - R > box.y1 + NEAR;
    for (const c of rules.models) {
      if (c.id === rules.selfId || (Math.abs(c.x - start.x) < 1e-6 && Math.abs(c.y - start.y) < 1e-6)) continue;
      if (far(c.x, c.y, c.r + r)) continue;
      circles.push(c.x, c.y, c.r + r);
      isZone.push(0);
    }
    for (const z of rules.zones) {
      if (z.id === rules.allowZoneOf || far(z.x, z.y, z.r)) continue;
      circles.push(z.x, z.y, z.r);
      isZone.push(1);
    }
    this.circles = circles;
    this.circleIsZone = isZone;
  }

  /** The centre stays on the table. */
  onTable(x: number, y: number): boolean {
    return x >= this.x0 - EPS && y >= this.y0 - EPS && x <= this.x1 + EPS && y <= this.y1 + EPS;
  }

  inDifficult(x: number, y: number): boolean {
    for (const poly of this.difPolys) if (pointInPoly(x, y, poly)) return true;
    return false;
  }

  /**
   * The cost of the leg a→b (length plus length in difficult ground), or NaN when the leg is not
   * allowed: the base would touch a building or leave the table, the centre would cross a barrier
   * over HIGH_BARRIER (or any barrier to jump when allowJump is false or the rules say noJump), or would enter a circle
   * (a circle it starts inside may be left, never approached). Sets `jumped` and `failure`.
   */
  check(ax: number, ay: number, bx: number, by: number, allowJump = true): number {
    this.jumped = false;
    this.failure = 'blocked';
    if (!this.onTable(ax, ay) || !this.onTable(bx, by)) return NaN;
    const r = this.r;
    const minX = Math.min(ax, bx), maxX = Math.max(ax, bx), minY = Math.min(ay, by), maxY = Math.max(ay, by);
    const lim = (r - EPS) * (r - EPS);
    const w = this.walls;
    for (let o = 0; o < w.length; o += 4) {
      const sx0 = w[o]!, sy0 = w[o + 1]!, sx1 = w[o + 2]!, sy1 = w[o + 3]!;
      if (Math.min(sx0, sx1) > maxX + r || Math.max(sx0, sx1) < minX - r || Math.min(sy0, sy1) > maxY + r || Math.max(sy0, sy1) < minY - r) continue;
      if (segSegDist2(ax, ay, bx, by, sx0, sy0, sx1, sy1) < lim) return NaN;
    }
    const bars = this.bars;
    // The box test allows for segIntersectT's tolerance: a leg grazing a barrier's end counts as crossing it.
    const bx0 = minX - TOUCH, bx1 = maxX + TOUCH, by0 = minY - TOUCH, by1 = maxY + TOUCH;
    let climbing = 0;
    for (let o = 0; o < bars.length; o += 4) {
      const sx0 = bars[o]!, sy0 = bars[o + 1]!, sx1 = bars[o + 2]!, sy1 = bars[o + 3]!;
      if (Math.min(sx0, sx1) > bx1 || Math.max(sx0, sx1) < bx0 || Math.min(sy0, sy1) > by1 || Math.max(sy0, sy1) < by0) continue;
      if (Number.isNaN(segIntersectT(ax, ay, bx, by, sx0, sy0, sx1, sy1))) continue;
      if (!allowJump || !this.jumpsAllowed) return NaN;
      const h = this.barHeight[o / 4]!;
      if (h > HIGH_BARRIER) {
        if (!this.climbAllowed) return NaN;
        climbing += 2 * h;
      }
      this.jumped = true;
    }
    if (!this.circlesClear(ax, ay, bx, by)) return NaN;
    this.failure = null;
    return norm(bx - ax, by - ay) + (this.rough - 1) * this.difficultLength(ax, ay, bx, by) + climbing;
  }

  private circlesClear(ax: number, ay: number, bx: number, by: number): boolean {
    const c = this.circles;
    for (let o = 0, k = 0; o < c.length; o += 3, k++) {
      const cx = c[o]!, cy = c[o + 1]!, R = c[o + 2]!;
      const lim = (R - EPS) * (R - EPS);
      const d2 = (ax - cx) * (ax - cx) + (ay - cy) * (ay - cy);
      const ok = d2 < lim
        ? (bx - ax) * (ax - cx) + (by - ay) * (ay - cy) >= -1e-12
        : pointSegDist2(cx, cy, ax, ay, bx, by) >= lim;
      if (!ok) {
        this.failure = this.circleIsZone[k] ? 'zone' : 'blocked';
        return false;
      }
    }
    return true;
  }

  /** Length of a→b inside the window's difficult ground. */
  difficultLength(ax: number, ay: number, bx: number, by: number): number {
    const d = this.difs;
    if (this.difPolys.length === 0) return 0;
    const minX = Math.min(ax, bx), maxX = Math.max(ax, bx), minY = Math.min(ay, by), maxY = Math.max(ay, by);
    // The crossings' t values in a scratch buffer kept sorted as they come (a leg crosses few
    // edges): this runs for many grid edges of every route search, so it allocates nothing.
    let nt = 0;
    for (let o = 0; o < d.length; o += 4) {
      const sx0 = d[o]!, sy0 = d[o + 1]!, sx1 = d[o + 2]!, sy1 = d[o + 3]!;
      if (Math.min(sx0, sx1) > maxX || Math.max(sx0, sx1) < minX || Math.min(sy0, sy1) > maxY || Math.max(sy0, sy1) < minY) continue;
      const t = segIntersectT(ax, ay, bx, by, sx0, sy0, sx1, sy1);
      if (Number.isNaN(t)) continue;
      if (nt === 0) { TS[0] = 0; TS[1] = 1; nt = 2; }
      if (nt === TS.length) TS = growScratch(TS);
      let k = nt++;
      while (k > 0 && TS[k - 1]! > t) { TS[k] = TS[k - 1]!; k--; }
      TS[k] = t;
    }
    const L = norm(bx - ax, by - ay);
    if (nt === 0) return this.inDifficult((ax + bx) / 2, (ay + by) / 2) ? L : 0;
    let inside = 0;
    for (let k = 1; k < nt; k++) {
      const t0 = TS[k - 1]!, t1 = TS[k]!;
      if (t1 - t0 < 1e-12) continue;
      const m = (t0 + t1) / 2;
      if (this.inDifficult(ax + (bx - ax) * m, ay + (by - ay) * m)) inside += t1 - t0;
    }
    return inside * L;
  }
}
