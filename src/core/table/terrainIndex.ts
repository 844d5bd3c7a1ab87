// A spatial index over a table's terrain: every building edge and barrier segment in one
// Flatbush tree (sight and movement), building boxes (is a point inside a building), and the
// difficult ground kept apart (its edges and its boxes). Built once per TableSpec object.
import { norm } from '../exactMath';
import Flatbush from 'flatbush';
import { EPS, pointInPoly, pointSegDist2, segIntersectT, segSegDist2 } from './geometry';
import type { Building, DifficultGround, TableSpec, Vec } from './types';

/**
 * Sight lines look up the tree from this many segments and scan every segment below it. Measured
 * by `npx tsx bench/los.bench.ts`, the tree wins on every table tried, from 4 segments (1.1x) and
 * the shipped Old West tables' 10-27 (1.2x-1.7x) to 1,600 (about 6x); below 4 a scan is a
 * handful of tests. Both give the same answer.
 */
export const SIGHT_INDEX_FROM = 4;

/** Barriers lower than this are ignored by movement. */
export const LOW_BARRIER = 0.5;
/** Barriers higher than this cannot be crossed (for now); from LOW_BARRIER up to this they are jumped. */
export const HIGH_BARRIER = 2;

export interface Crossing {
  id: string;
  at: Vec;
  /** Parameter along the queried segment, 0 at its start, 1 at its end. */
  t: number;
  height: number;
}

export interface SightLine {
  /** A building edge is in the way (touching a corner counts; ends inside a building do not by themselves). */
  blocked: boolean;
  /** Where the line first meets a building. */
  blockedAt: Vec | null;
  /** Every barrier the line crosses (whatever its height), in order from the start. */
  obstacles: Crossing[];
}

export interface TerrainIndex {
  readonly table: TableSpec;
  /** Building edges and barriers: `seg` holds ax, ay, bx, by for each. */
  readonly solidCount: number;
  readonly seg: Float64Array;
  /** 1 for a barrier, 0 for a building edge, 2 for the drop edge of a platform (movement only). */
  readonly isBarrier: Uint8Array;
  readonly height: Float64Array;
  /** Id of the terrain piece each segment belongs to. */
  readonly segId: readonly string[];
  readonly buildings: readonly Building[];
  readonly difficult: readonly DifficultGround[];
  /** Difficult ground edges: ax, ay, bx, by for each. */
  readonly difEdges: Float64Array;

  /** What blocks the line a→b and what it crosses: by the tree or by a scan, whichever is faster for this table. */
  sightLine(a: Vec, b: Vec): SightLine;
  /** The same answer, looking the segments up in the tree. */
  sightLineIndexed(a: Vec, b: Vec): SightLine;
  /** The same answer as sightLine, by scanning every segment. */
  sightLineNaive(a: Vec, b: Vec): SightLine;
  /** A base of radius r centred on p is on the table and overlaps no building (touching is fine). */
  baseFits(p: Vec, r: number): boolean;
  /** Barriers crossed by a→b (all heights), ordered by t. */
  crossedBarriers(a: Vec, b: Vec): Crossing[];
  /** Length of a→b inside difficult ground (overlapping patches count once). */
  difficultLength(a: Vec, b: Vec): number;
  /** Movement cost of a→b: its length plus the length inside difficult ground. */
  segmentCost(a: Vec, b: Vec): number;
  /** A base of radius r swept along a→b stays on the table, touches no building and crosses no barrier over HIGH_BARRIER. */
  moveSegmentClear(a: Vec, b: Vec, r: number): boolean;
  insideBuilding(p: Vec): boolean;
  insideDifficult(p: Vec): boolean;
  /** Solid segments (building edges, barriers) whose boxes touch the box. */
  solidIn(minX: number, minY: number, maxX: number, maxY: number): number[];
  /** Difficult edges whose boxes touch the box. */
  difficultEdgesIn(minX: number, minY: number, maxX: number, maxY: number): number[];
  /** Buildings (indices into `buildings`) whose boxes touch the box. */
  buildingsIn(minX: number, minY: number, maxX: number, maxY: number): number[];
  /** Difficult patches (indices into `difficult`) whose boxes touch the box. */
  difficultIn(minX: number, minY: number, maxX: number, maxY: number): number[];
}

const cache = new WeakMap<TableSpec, TerrainIndex>();

/** The index for a table, built on first use and cached per TableSpec object. */
export function buildTerrainIndex(table: TableSpec): TerrainIndex {
  let index = cache.get(table);
  if (!index) {
    index = createIndex(table);
    cache.set(table, index);
  }
  return index;
}

type Tree = Flatbush | null;

function tree(boxes: number[]): Tree {
  const n = boxes.length / 4;
  if (n === 0) return null;
  const fb = new Flatbush(n);
  for (let i = 0; i < boxes.length; i += 4) fb.add(boxes[i]!, boxes[i + 1]!, boxes[i + 2]!, boxes[i + 3]!);
  fb.finish();
  return fb;
}

function polyBox(poly: readonly Vec[], out: number[]): void {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of poly) {
    x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y);
  }
  out.push(x0, y0, x1, y1);
}

function segBox(s: Float64Array, out: number[]): void {
  for (let i = 0; i < s.length; i += 4) {
    out.push(Math.min(s[i]!, s[i + 2]!), Math.min(s[i + 1]!, s[i + 3]!), Math.max(s[i]!, s[i + 2]!), Math.max(s[i + 1]!, s[i + 3]!));
  }
}

function edgesOf(polys: readonly { poly: Vec[] }[]): number[] {
  const out: number[] = [];
  for (const { poly } of polys) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) out.push(poly[j]!.x, poly[j]!.y, poly[i]!.x, poly[i]!.y);
  }
  return out;
}

function createIndex(table: TableSpec): TerrainIndex {
  const buildings: Building[] = [];
  const difficult: DifficultGround[] = [];
  const coords: number[] = [];
  const kinds: number[] = [];
  const heights: number[] = [];
  const ids: string[] = [];
  for (const t of table.terrain) {
    if (t.kind === 'building') {
      buildings.push(t);
      const e = edgesOf([t]);
      coords.push(...e);
      for (let i = 0; i < e.length; i += 4) { kinds.push(0); heights.push(t.height); ids.push(t.id); }
    } else if (t.kind === 'difficult') {
      difficult.push(t);
    } else if (t.kind === 'platform') {
      // Its drops stop movement like a barrier of the platform's height; stairs do not.
      const n = t.poly.length;
      for (let i = 0; i < n; i++) {
        if (t.stairs?.includes(i)) continue;
        const a = t.poly[i]!;
        const b = t.poly[(i + 1) % n]!;
        coords.push(a.x, a.y, b.x, b.y);
        kinds.push(2); heights.push(t.height); ids.push(t.id);
      }
    } else {
      coords.push(t.a.x, t.a.y, t.b.x, t.b.y);
      kinds.push(1); heights.push(t.height); ids.push(t.id);
    }
  }
  const seg = Float64Array.from(coords);
  const isBarrier = Uint8Array.from(kinds);
  const height = Float64Array.from(heights);
  const difEdges = Float64Array.from(edgesOf(difficult));
  const solidCount = ids.length;
  const boxes: number[] = [];
  segBox(seg, boxes);
  const solidTree = tree(boxes);
  const difEdgeBoxes: number[] = [];
  segBox(difEdges, difEdgeBoxes);
  const difEdgeTree = tree(difEdgeBoxes);
  const bBoxes: number[] = [];
  for (const b of buildings) polyBox(b.poly, bBoxes);
  const buildingTree = tree(bBoxes);
  const dBoxes: number[] = [];
  for (const d of difficult) polyBox(d.poly, dBoxes);
  const difTree = tree(dBoxes);

  const search = (t: Tree, x0: number, y0: number, x1: number, y1: number): number[] => (t ? t.search(x0, y0, x1, y1) : []);
  const solidIn = (x0: number, y0: number, x1: number, y1: number) => search(solidTree, x0, y0, x1, y1);
  /** Solid segments whose boxes touch the box of a→b padded by pad. */
  // A hair of padding: exact tests count a touch within 1e-12, so the box search must not miss a graze.
  const solidNear = (a: Vec, b: Vec, pad: number) => {
    const p = pad + 1e-9;
    return search(solidTree, Math.min(a.x, b.x) - p, Math.min(a.y, b.y) - p, Math.max(a.x, b.x) + p, Math.max(a.y, b.y) + p);
  };

  function sightOver(cands: ArrayLike<number> | null, a: Vec, b: Vec): SightLine {
    let blockT = Infinity;
    const obstacles: Crossing[] = [];
    const n = cands ? cands.length : solidCount;
    for (let k = 0; k < n; k++) {
      const i = cands ? cands[k]! : k;
      const o = i * 4;
      const t = segIntersectT(a.x, a.y, b.x, b.y, seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!);
      if (Number.isNaN(t) || isBarrier[i] === 2) continue;
      if (isBarrier[i]) obstacles.push({ id: ids[i]!, at: at(a, b, t), t, height: height[i]! });
      else if (t < blockT) blockT = t;
    }
    if (obstacles.length > 1) obstacles.sort(byT);
    const blocked = blockT !== Infinity;
    return { blocked, blockedAt: blocked ? at(a, b, blockT) : null, obstacles };
  }

  function insideBuilding(p: Vec): boolean {
    for (const i of search(buildingTree, p.x, p.y, p.x, p.y)) if (pointInPoly(p.x, p.y, buildings[i]!.poly)) return true;
    return false;
  }

  function insideDifficult(p: Vec): boolean {
    return insideDif(p.x, p.y);
  }
  function insideDif(x: number, y: number): boolean {
    for (const i of search(difTree, x, y, x, y)) if (pointInPoly(x, y, difficult[i]!.poly)) return true;
    return false;
  }

  function crossedBarriers(a: Vec, b: Vec): Crossing[] {
    const out: Crossing[] = [];
    for (const i of solidNear(a, b, 0)) {
      if (!isBarrier[i]) continue;
      const o = i * 4;
      const t = segIntersectT(a.x, a.y, b.x, b.y, seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!);
      if (!Number.isNaN(t)) out.push({ id: ids[i]!, at: at(a, b, t), t, height: height[i]! });
    }
    return out.sort(byT);
  }

  function difficultLength(a: Vec, b: Vec): number {
    if (!difTree) return 0;
    const ts = [0, 1];
    for (const i of search(difEdgeTree, Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y))) {
      const o = i * 4;
      const t = segIntersectT(a.x, a.y, b.x, b.y, difEdges[o]!, difEdges[o + 1]!, difEdges[o + 2]!, difEdges[o + 3]!);
      if (!Number.isNaN(t)) ts.push(t);
    }
    ts.sort((u, v) => u - v);
    let inside = 0;
    for (let k = 1; k < ts.length; k++) {
      const t0 = ts[k - 1]!, t1 = ts[k]!;
      if (t1 - t0 < 1e-12) continue;
      const m = (t0 + t1) / 2;
      if (insideDif(a.x + (b.x - a.x) * m, a.y + (b.y - a.y) * m)) inside += t1 - t0;
    }
    return inside * norm(b.x - a.x, b.y - a.y);
  }

  function onTable(p: Vec, r: number): boolean {
    return p.x >= r - EPS && p.y >= r - EPS && p.x <= table.width - r + EPS && p.y <= table.height - r + EPS;
  }

  function baseFits(p: Vec, r: number): boolean {
    if (!onTable(p, r)) return false;
    if (insideBuilding(p)) return false;
    const lim = (r - EPS) * (r - EPS);
    for (const i of solidIn(p.x - r, p.y - r, p.x + r, p.y + r)) {
      if (isBarrier[i]) continue;
      const o = i * 4;
      if (r > EPS && pointSegDist2(p.x, p.y, seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!) < lim) return false;
    }
    return true;
  }

  function moveSegmentClear(a: Vec, b: Vec, r: number): boolean {
    if (!onTable(a, r) || !onTable(b, r) || insideBuilding(a)) return false;
    const lim = (r - EPS) * (r - EPS);
    for (const i of solidNear(a, b, r)) {
      const o = i * 4;
      if (isBarrier[i]) {
        if (height[i]! > HIGH_BARRIER && !Number.isNaN(segIntersectT(a.x, a.y, b.x, b.y, seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!))) return false;
      } else {
        const d2 = segSegDist2(a.x, a.y, b.x, b.y, seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!);
        if (r > EPS ? d2 < lim : d2 === 0) return false;
      }
    }
    return true;
  }

  return {
    table, solidCount, seg, isBarrier, height, segId: ids, buildings, difficult, difEdges,
    sightLine: solidCount >= SIGHT_INDEX_FROM ? (a, b) => sightOver(solidNear(a, b, 0), a, b) : (a, b) => sightOver(null, a, b),
    sightLineIndexed: (a, b) => sightOver(solidNear(a, b, 0), a, b),
    sightLineNaive: (a, b) => sightOver(null, a, b),
    baseFits,
    crossedBarriers,
    difficultLength,
    segmentCost: (a, b) => norm(b.x - a.x, b.y - a.y) + difficultLength(a, b),
    moveSegmentClear,
    insideBuilding,
    insideDifficult,
    solidIn,
    difficultEdgesIn: (x0, y0, x1, y1) => search(difEdgeTree, x0, y0, x1, y1),
    buildingsIn: (x0, y0, x1, y1) => search(buildingTree, x0, y0, x1, y1),
    difficultIn: (x0, y0, x1, y1) => search(difTree, x0, y0, x1, y1),
  };
}

function at(a: Vec, b: Vec, t: number): Vec {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

function byT(p: Crossing, q: Crossing): number {
  return p.t - q.t || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0);
}
