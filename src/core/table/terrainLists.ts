// The terrain near a box of the table as flat lists, for the exact tests of a move's legs
// (moveCheck): building edges, movement barriers (with heights), difficult edges, and the
// difficult and building polygons. Filled from the terrain index's trees, or from the lists of a
// wider box already gathered (a listing gathers one wide box a fighter and fills the checkers of
// every move and charge it plans from it, instead of four tree searches a checker). Also the
// length of a leg inside its difficult ground.
import { norm } from '../exactMath';
import { pointInPoly, segIntersectT } from './geometry';
import { LEG } from './legScratch';
import { NumList, RefList } from './scratchList';
import { LOW_BARRIER, type TerrainIndex } from './terrainIndex';
import type { Vec } from './types';

/** An axis-aligned box of the table, in inches. */
export interface Box { x0: number; y0: number; x1: number; y1: number }

/** A point for inDifficultPt (x, y). */
const PT = new Float64Array(2);

/** Scratch for difficultLength's crossings (grown when a leg crosses more edges than it holds). */
let TS: Float64Array = new Float64Array(32);
function growScratch(a: Float64Array): Float64Array {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}

/** Items whose boxes touch the query box, as the index's trees find them (touching counts). */
const touches = (ix0: number, iy0: number, ix1: number, iy1: number, q: TerrainLists): boolean =>
  !(q.qx1 < ix0 || q.qy1 < iy0 || q.qx0 > ix1 || q.qy0 > iy1);

function polyBox(poly: readonly Vec[], out: NumList): void {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of poly) { x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y); }
  out.push(x0); out.push(y0); out.push(x1); out.push(y1);
}

export class TerrainLists {
  /** Building edges, movement barriers of LOW_BARRIER or more (with heights) and difficult edges: x0, y0, x1, y1 each. */
  readonly walls = new NumList();
  readonly bars = new NumList();
  readonly barHeight = new NumList();
  readonly difs = new NumList();
  /** Difficult ground and buildings whose boxes touch the query box, and their boxes. */
  readonly difPolys = new RefList<Vec[]>();
  readonly buildingPolys = new RefList<Vec[]>();
  private readonly difBoxes = new NumList();
  private readonly buildingBoxes = new NumList();
  /** The box the lists were gathered for (the caller's box with its margin). */
  qx0 = 0;
  qy0 = 0;
  qx1 = 0;
  qy1 = 0;

  /** The lists hold everything about the box x0..y1 (that box lies in the one they were gathered for). */
  covers(x0: number, y0: number, x1: number, y1: number): boolean {
    return x0 >= this.qx0 && y0 >= this.qy0 && x1 <= this.qx1 && y1 <= this.qy1;
  }

  /**
   * Gathers the terrain whose boxes touch x0..y1: from `from` when it covers that box (the same
   * items, kept in its order; tests on them do not depend on it), else from the index's trees.
   */
  gather(index: TerrainIndex, x0: number, y0: number, x1: number, y1: number, from?: TerrainLists): void {
    this.qx0 = x0; this.qy0 = y0; this.qx1 = x1; this.qy1 = y1;
    const { walls, bars, barHeight, difs, difPolys, buildingPolys, difBoxes, buildingBoxes } = this;
    walls.clear(); bars.clear(); barHeight.clear(); difs.clear();
    difPolys.clear(); buildingPolys.clear(); difBoxes.clear(); buildingBoxes.clear();
    if (from && from !== this && from.covers(x0, y0, x1, y1)) {
      this.segmentsFrom(from.walls, walls);
      this.segmentsFrom(from.bars, bars, from.barHeight);
      this.segmentsFrom(from.difs, difs);
      this.polysFrom(from.difPolys, from.difBoxes, difPolys, difBoxes);
      this.polysFrom(from.buildingPolys, from.buildingBoxes, buildingPolys, buildingBoxes);
      return;
    }
    const seg = index.seg;
    const solid = index.solidIn(x0, y0, x1, y1);
    for (let k = 0; k < solid.length; k++) {
      const i = solid[k]!, o = i * 4;
      if (!index.isBarrier[i]) walls.push4(seg, o);
      else if (index.height[i]! >= LOW_BARRIER) {
        bars.push4(seg, o);
        barHeight.push(index.height[i]!);
      }
    }
    const de = index.difEdges;
    const edges = index.difficultEdgesIn(x0, y0, x1, y1);
    for (let k = 0; k < edges.length; k++) difs.push4(de, edges[k]! * 4);
    const dif = index.difficultIn(x0, y0, x1, y1);
    for (let k = 0; k < dif.length; k++) {
      const poly = index.difficult[dif[k]!]!.poly;
      difPolys.push(poly);
      polyBox(poly, difBoxes);
    }
    const blds = index.buildingsIn(x0, y0, x1, y1);
    for (let k = 0; k < blds.length; k++) {
      const poly = index.buildings[blds[k]!]!.poly;
      buildingPolys.push(poly);
      polyBox(poly, buildingBoxes);
    }
  }

  private segmentsFrom(src: NumList, out: NumList, heights?: NumList): void {
    const s = src.a;
    for (let o = 0; o < src.n; o += 4) {
      const ax = s[o]!, ay = s[o + 1]!, bx = s[o + 2]!, by = s[o + 3]!;
      if (!touches(Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by), this)) continue;
      out.push4(s, o);
      if (heights) this.barHeight.push(heights.a[o / 4]!);
    }
  }

  private polysFrom(polys: RefList<Vec[]>, boxes: NumList, out: RefList<Vec[]>, outBoxes: NumList): void {
    const b = boxes.a;
    for (let k = 0; k < polys.n; k++) {
      const o = k * 4;
      if (!touches(b[o]!, b[o + 1]!, b[o + 2]!, b[o + 3]!, this)) continue;
      out.push(polys.a[k]!);
      outBoxes.push4(b, o);
    }
  }

  /** The length of the leg in LEG[0..3] inside the difficult ground here, into LEG[4] (MoveChecker.difficultLength). */
  legDifficult(): void {
    const ax = LEG[0]!, ay = LEG[1]!, bx = LEG[2]!, by = LEG[3]!;
    const d = this.difs.a, dEnd = this.difs.n;
    LEG[4] = 0;
    if (this.difPolys.n === 0) return;
    const minX = Math.min(ax, bx), maxX = Math.max(ax, bx), minY = Math.min(ay, by), maxY = Math.max(ay, by);
    // The crossings' t values in a scratch buffer kept sorted as they come (a leg crosses few
    // edges): this runs for many grid edges of every route search, so it allocates nothing.
    let nt = 0;
    for (let o = 0; o < dEnd; o += 4) {
      const sx0 = d[o]!, sy0 = d[o + 1]!, sx1 = d[o + 2]!, sy1 = d[o + 3]!;
      if (Math.min(sx0, sx1) > maxX || Math.max(sx0, sx1) < minX || Math.min(sy0, sy1) > maxY || Math.max(sy0, sy1) < minY) continue;
      if (!this.crossingAt(o, nt === 0 ? 2 : nt)) continue;
      if (nt === 0) { TS[0] = 0; TS[1] = 1; nt = 2; }
      if (nt === TS.length) TS = growScratch(TS);
      const t = TS[nt]!;
      let k = nt++;
      while (k > 0 && TS[k - 1]! > t) { TS[k] = TS[k - 1]!; k--; }
      TS[k] = t;
    }
    const L = norm(bx - ax, by - ay);
    if (nt === 0) {
      PT[0] = (ax + bx) / 2; PT[1] = (ay + by) / 2;
      LEG[4] = this.inDifficultPt() ? L : 0;
      return;
    }
    let inside = 0;
    for (let k = 1; k < nt; k++) {
      const t0 = TS[k - 1]!, t1 = TS[k]!;
      if (t1 - t0 < 1e-12) continue;
      const m = (t0 + t1) / 2;
      PT[0] = ax + (bx - ax) * m; PT[1] = ay + (by - ay) * m;
      if (this.inDifficultPt()) inside += t1 - t0;
    }
    LEG[4] = inside * L;
  }

  /** Where the leg in LEG meets the difficult edge at difs[o..o+3], into TS[at] (grown to hold it); false when they do not meet. */
  private crossingAt(o: number, at: number): boolean {
    const d = this.difs.a;
    const t = segIntersectT(LEG[0]!, LEG[1]!, LEG[2]!, LEG[3]!, d[o]!, d[o + 1]!, d[o + 2]!, d[o + 3]!);
    if (Number.isNaN(t)) return false;
    if (at >= TS.length) TS = growScratch(TS);
    TS[at] = t;
    return true;
  }

  /** The point in PT lies in the window's difficult ground. */
  private inDifficultPt(): boolean {
    const x = PT[0]!, y = PT[1]!;
    const polys = this.difPolys;
    for (let k = 0; k < polys.n; k++) if (pointInPoly(x, y, polys.a[k]!)) return true;
    return false;
  }
}
