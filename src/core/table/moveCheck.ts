// The exact test of one straight leg of a move: the terrain near a window of the table copied
// into flat arrays (so the path finder's many tests do no tree searches and no allocation), the
// other models' bases and the enemy control zones as circles the centre may not enter.
import { norm } from '../exactMath';
import { EPS, pointInPoly, segIntersectT } from './geometry';
import { HIGH_BARRIER, type TerrainIndex } from './terrainIndex';
import { LEG } from './legScratch';
import { NumList } from './scratchList';
import { TerrainLists, type Box } from './terrainLists';
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
   * tells 'too-far' from 'blocked' and gives no cost; a success gives its cost but no route and no jumps.
   */
  quick?: boolean;
}

/** Circles this far (in inches) beyond the box a MoveChecker is built for are still kept. */
const NEAR = 2;

/** Slack of the box test before an exact crossing test, in inches. */
const TOUCH = 1e-9;

export type LegFailure = 'blocked' | 'zone';

export type { Box } from './terrainLists';

export { LEG } from './legScratch';

/** A window's worth of terrain and the rules' circles, for exact tests of straight legs. */
export class MoveChecker extends TerrainLists {
  r = 0;
  /** Circles the centre may not enter: x, y, R per circle (R = the centre distance limit); 1 for a zone. */
  readonly circles = new NumList();
  readonly circleIsZone = new NumList();
  /** False when the rules forbid jumping: check() then never jumps, whatever it is asked. */
  jumpsAllowed = true;
  private x0 = 0;
  private y0 = 0;
  private x1 = 0;
  private y1 = 0;
  /** Set by check(): the leg jumps a barrier / why it failed. */
  jumped = false;
  failure: LegFailure | null = null;
  /** Cost of an inch of difficult ground. */
  rough = 2;
  private climbAllowed = false;
  /** A wider checker of the same model whose terrain the plans made with this one may draw on (see reachChecker). */
  source: TerrainLists | undefined;

  constructor(index: TerrainIndex, rules: MoveRules, box: Box, from?: TerrainLists) {
    super();
    this.reset(index, rules, box, from);
  }

  /**
   * Fills the checker for other rules or another box, in place (its lists keep their room): the
   * route search lends one checker to every move it plans instead of building one each time.
   * `from`, the terrain of a wider box, spares the tree searches when it covers this one.
   */
  reset(index: TerrainIndex, rules: MoveRules, box: Box, from?: TerrainLists): this {
    const { r } = rules;
    this.r = r;
    this.jumpsAllowed = !rules.noJump;
    this.rough = rules.roughCost ?? 2;
    this.climbAllowed = !!rules.climb && !rules.noJump;
    this.x0 = r;
    this.y0 = r;
    this.x1 = index.table.width - r;
    this.y1 = index.table.height - r;
    this.jumped = false;
    this.failure = null;
    this.source = undefined;
    const m = r + 1;
    this.gather(index, box.x0 - m, box.y0 - m, box.x1 + m, box.y1 + m, from);
    const { circles, circleIsZone: isZone } = this;
    circles.clear(); isZone.clear();
    const { start } = rules;
    // Only circles near the box: every leg tested lies in it, so a circle farther off than its
    // radius (and a margin) can stop none, and a crowded table costs each test no more.
    const fx0 = box.x0 - NEAR, fy0 = box.y0 - NEAR, fx1 = box.x1 + NEAR, fy1 = box.y1 + NEAR;
    const models = rules.models;
    for (let k = 0; k < models.length; k++) {
      const c = models[k]!;
      if (c.id === rules.selfId || (Math.abs(c.x - start.x) < 1e-6 && Math.abs(c.y - start.y) < 1e-6)) continue;
      const R = c.r + r;
      if (c.x + R < fx0 || c.x - R > fx1 || c.y + R < fy0 || c.y - R > fy1) continue;
      circles.push(c.x); circles.push(c.y); circles.push(R);
      isZone.push(0);
    }
    const zones = rules.zones;
    for (let k = 0; k < zones.length; k++) {
      const z = zones[k]!;
      if (z.id === rules.allowZoneOf || z.x + z.r < fx0 || z.x - z.r > fx1 || z.y + z.r < fy0 || z.y - z.r > fy1) continue;
      circles.push(z.x); circles.push(z.y); circles.push(z.r);
      isZone.push(1);
    }
    return this;
  }

  /**
   * index.baseFits(p, r) for a point of the box the checker was made for, from the walls and
   * buildings it holds (every building edge within r of such a point is among its walls, and
   * a point lies in no building whose box misses it): no tree search, nothing allocated.
   */
  baseFitsAt(p: Vec): boolean {
    const r = this.r;
    if (!(p.x >= r - EPS && p.y >= r - EPS && p.x <= this.x1 + EPS && p.y <= this.y1 + EPS)) return false;
    const b = this.buildingPolys;
    for (let k = 0; k < b.n; k++) if (pointInPoly(p.x, p.y, b.a[k]!)) return false;
    if (!(r > EPS)) return true;
    const lim = (r - EPS) * (r - EPS);
    const w = this.walls.a, end = this.walls.n;
    const px = p.x, py = p.y;
    for (let o = 0; o < end; o += 4) {
      // pointSegDist2(px, py, wall), written out.
      const ax = w[o]!, ay = w[o + 1]!, vx = w[o + 2]! - ax, vy = w[o + 3]! - ay;
      const l2 = vx * vx + vy * vy;
      let t = l2 === 0 ? 0 : ((px - ax) * vx + (py - ay) * vy) / l2;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = ax + vx * t - px, ey = ay + vy * t - py;
      if (ex * ex + ey * ey < lim) return false;
    }
    return true;
  }

  /** The centre stays on the table. */
  onTable(x: number, y: number): boolean {
    return x >= this.x0 - EPS && y >= this.y0 - EPS && x <= this.x1 + EPS && y <= this.y1 + EPS;
  }

  /**
   * The cost of the leg a→b (length plus length in difficult ground), or NaN when the leg is not
   * allowed: the base would touch a building or leave the table, the centre would cross a barrier
   * over HIGH_BARRIER (or any barrier to jump when allowJump is false or the rules say noJump), or would enter a circle
   * (a circle it starts inside may be left, never approached). Sets `jumped` and `failure`.
   */
  check(ax: number, ay: number, bx: number, by: number, allowJump = true): number {
    LEG[0] = ax; LEG[1] = ay; LEG[2] = bx; LEG[3] = by;
    this.checkLeg(allowJump);
    return LEG[4]!;
  }

  /** {@link check} of the leg in LEG[0..3]: true when allowed, its cost (or NaN) in LEG[4]. */
  checkLeg(allowJump: boolean): boolean {
    const ax = LEG[0]!, ay = LEG[1]!, bx = LEG[2]!, by = LEG[3]!;
    this.jumped = false;
    this.failure = 'blocked';
    LEG[4] = NaN;
    if (!this.onTable(ax, ay) || !this.onTable(bx, by)) return false;
    const r = this.r;
    const minX = Math.min(ax, bx), maxX = Math.max(ax, bx), minY = Math.min(ay, by), maxY = Math.max(ay, by);
    const w = this.walls.a, wEnd = this.walls.n;
    for (let o = 0; o < wEnd; o += 4) {
      const sx0 = w[o]!, sy0 = w[o + 1]!, sx1 = w[o + 2]!, sy1 = w[o + 3]!;
      if (Math.min(sx0, sx1) > maxX + r || Math.max(sx0, sx1) < minX - r || Math.min(sy0, sy1) > maxY + r || Math.max(sy0, sy1) < minY - r) continue;
      if (this.wallTouches(o)) return false;
    }
    const bars = this.bars.a, bEnd = this.bars.n;
    // The box test allows for segIntersectT's tolerance: a leg grazing a barrier's end counts as crossing it.
    const bx0 = minX - TOUCH, bx1 = maxX + TOUCH, by0 = minY - TOUCH, by1 = maxY + TOUCH;
    let climbing = 0;
    for (let o = 0; o < bEnd; o += 4) {
      const sx0 = bars[o]!, sy0 = bars[o + 1]!, sx1 = bars[o + 2]!, sy1 = bars[o + 3]!;
      if (Math.min(sx0, sx1) > bx1 || Math.max(sx0, sx1) < bx0 || Math.min(sy0, sy1) > by1 || Math.max(sy0, sy1) < by0) continue;
      if (!this.crosses(bars, o)) continue;
      if (!allowJump || !this.jumpsAllowed) return false;
      const h = this.barHeight.a[o / 4]!;
      if (h > HIGH_BARRIER) {
        if (!this.climbAllowed) return false;
        climbing += 2 * h;
      }
      this.jumped = true;
    }
    if (!this.circlesClear()) return false;
    this.failure = null;
    this.legDifficult();
    LEG[4] = norm(bx - ax, by - ay) + (this.rough - 1) * LEG[4]! + climbing;
    return true;
  }

  /**
   * The leg in LEG comes nearer than the base's radius to the wall at walls[o..o+3]:
   * segSegDist2(leg, wall) < (r - EPS)^2, written out (a call not inlined would box its answer).
   */
  private wallTouches(o: number): boolean {
    const w = this.walls.a, r = this.r;
    const lim = (r - EPS) * (r - EPS);
    const ax = LEG[0]!, ay = LEG[1]!, bx = LEG[2]!, by = LEG[3]!;
    const cx = w[o]!, cy = w[o + 1]!, dx = w[o + 2]!, dy = w[o + 3]!;
    // segIntersectT: the two segments meet (distance 0).
    const rx = bx - ax, ry = by - ay, sx = dx - cx, sy = dy - cy;
    const den = rx * sy - ry * sx;
    if (den !== 0) {
      const qx = cx - ax, qy = cy - ay;
      const t = (qx * sy - qy * sx) / den;
      const u = (qx * ry - qy * rx) / den;
      const e = 1e-12;
      if (!(t < -e || t > 1 + e || u < -e || u > 1 + e)) return 0 < lim;
    }
    // The least of the four end-to-segment distances (pointSegDist2 each).
    for (let k = 0; k < 4; k++) {
      const onWall = k < 2;
      const px = k === 0 ? ax : k === 1 ? bx : k === 2 ? cx : dx;
      const py = k === 0 ? ay : k === 1 ? by : k === 2 ? cy : dy;
      const s0x = onWall ? cx : ax, s0y = onWall ? cy : ay;
      const vx = onWall ? sx : rx, vy = onWall ? sy : ry;
      const l2 = vx * vx + vy * vy;
      let t = l2 === 0 ? 0 : ((px - s0x) * vx + (py - s0y) * vy) / l2;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = s0x + vx * t - px, ey = s0y + vy * t - py;
      if (ex * ex + ey * ey < lim) return true;
    }
    return false;
  }

  /** The leg in LEG meets the segment at s[o..o+3] (segIntersectT's tolerance). */
  private crosses(s: readonly number[], o: number): boolean {
    return !Number.isNaN(segIntersectT(LEG[0]!, LEG[1]!, LEG[2]!, LEG[3]!, s[o]!, s[o + 1]!, s[o + 2]!, s[o + 3]!));
  }

  private circlesClear(): boolean {
    const ax = LEG[0]!, ay = LEG[1]!, bx = LEG[2]!, by = LEG[3]!;
    const c = this.circles.a, end = this.circles.n;
    for (let o = 0, k = 0; o < end; o += 3, k++) {
      const cx = c[o]!, cy = c[o + 1]!, R = c[o + 2]!;
      const lim = (R - EPS) * (R - EPS);
      const d2 = (ax - cx) * (ax - cx) + (ay - cy) * (ay - cy);
      let ok: boolean;
      if (d2 < lim) ok = (bx - ax) * (ax - cx) + (by - ay) * (ay - cy) >= -1e-12;
      else {
        // pointSegDist2(cx, cy, ax, ay, bx, by), written out: a call here would box its answer.
        const vx = bx - ax, vy = by - ay;
        const l2 = vx * vx + vy * vy;
        let t = l2 === 0 ? 0 : ((cx - ax) * vx + (cy - ay) * vy) / l2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = ax + vx * t - cx, ey = ay + vy * t - cy;
        ok = ex * ex + ey * ey >= lim;
      }
      if (!ok) {
        this.failure = this.circleIsZone.a[k] ? 'zone' : 'blocked';
        return false;
      }
    }
    return true;
  }

  /** Length of a→b inside the window's difficult ground. */
  difficultLength(ax: number, ay: number, bx: number, by: number): number {
    LEG[0] = ax; LEG[1] = ay; LEG[2] = bx; LEG[3] = by;
    this.legDifficult();
    return LEG[4]!;
  }
}
