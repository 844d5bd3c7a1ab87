// Cover from a shooter, and Diving for Cover (OW-27): a fighter that fails its Pluck test after
// being hit moves at once, by the shortest easy route (no jumping or climbing) and no further than
// its move, to the nearest place where an obstacle stands between it and the shooter.
import { norm } from '../exactMath';
import { EPS, pointSegDist2, segIntersectT } from './geometry';
import { MoveChecker } from './moveCheck';
import { planMove, reachMap, type MoveRules } from './pathing';
import { LOW_BARRIER, type TerrainIndex } from './terrainIndex';
import { BASE_RADIUS, type Vec } from './types';

/** A barrier this close to the shooter's base edge (or closer) does not cover: he leans over it. */
export const LEAN_OVER = 1;

export interface Cover {
  kind: 'barrier' | 'building';
  /** Id of the barrier or building. */
  id: string;
  /** Where the line from the shooter to the fighter meets it. */
  at: Vec;
}

/**
 * The obstacle between a fighter at pos and a shooter at threat, or null: the nearest to the
 * fighter of the barriers of LOW_BARRIER or more that the line from the shooter's centre to pos
 * crosses (except those within LEAN_OVER of the shooter's base edge) and the buildings that
 * block it (touching a corner counts).
 */
export function coverBetween(index: TerrainIndex, pos: Vec, threat: Vec, threatR = BASE_RADIUS): Cover | null {
  const { seg, isBarrier, height, segId } = index;
  const lean = (threatR + LEAN_OVER) * (threatR + LEAN_OVER);
  let best: Cover | null = null;
  let bestT = -Infinity;
  const cands = index.solidIn(Math.min(pos.x, threat.x), Math.min(pos.y, threat.y), Math.max(pos.x, threat.x), Math.max(pos.y, threat.y));
  for (const i of cands) {
    const o = i * 4;
    const ax = seg[o]!, ay = seg[o + 1]!, bx = seg[o + 2]!, by = seg[o + 3]!;
    const t = segIntersectT(threat.x, threat.y, pos.x, pos.y, ax, ay, bx, by);
    if (Number.isNaN(t) || t <= bestT) continue;
    if (isBarrier[i] === 2) continue;
    if (isBarrier[i]) {
      if (height[i]! < LOW_BARRIER) continue;
      if (pointSegDist2(threat.x, threat.y, ax, ay, bx, by) <= lean + EPS) continue;
    }
    bestT = t;
    best = {
      kind: isBarrier[i] ? 'barrier' : 'building',
      id: segId[i]!,
      at: { x: threat.x + (pos.x - threat.x) * t, y: threat.y + (pos.y - threat.y) * t },
    };
  }
  return best;
}

/** An obstacle stands between a fighter at pos and a shooter at threat (see coverBetween). */
export function behindCover(index: TerrainIndex, pos: Vec, threat: Vec, threatR = BASE_RADIUS): boolean {
  return coverBetween(index, pos, threat, threatR) !== null;
}

export interface CoverQuery {
  start: Vec;
  /** Base radius of the fighter. */
  r: number;
  /** Its normal move, in inches (difficult ground counts double). */
  budget: number;
  /** Other models' bases (the fighter's own entry, with selfId or centred on start, is skipped). */
  models: { id: string; x: number; y: number; r: number }[];
  /** Enemy control zones it may not enter (as MoveRules). */
  zones: { id: string; x: number; y: number; r: number }[];
  /** Centre of the shooter. */
  threat: Vec;
  /** The shooter's base radius (for LEAN_OVER); BASE_RADIUS when left out. */
  threatR?: number;
  /** Id of the fighter, when `models` holds it. */
  selfId?: string;
}

export type CoverResult =
  | { alreadyInCover: true }
  | { alreadyInCover: false; spot: Vec; path: Vec[]; cost: number };

interface Found { spot: Vec; path: Vec[]; cost: number }

/** Grid costs overestimate exact routes by a few per cent (16 directions). */
const GRID_SLACK = 1.05;
/** Planned routes per search, and how far apart their end cells must be. */
const MAX_PLANS = 6;
const MAX_ATTEMPTS = 12;
const SAME_PLACE = 0.6;
/** The spot is in cover with this much to spare every way, so that rounding does not undo it. */
const COVER_MARGIN = 0.01;
/** How far short of the tightest a route's corner is left, in inches. */
const CORNER_ROOM = 1e-3;
/** Step for looking along a route for the first point in cover. */
const SAMPLE = 0.05;

/**
 * OW-27 Diving for Cover. `{ alreadyInCover: true }` when an obstacle already stands between the
 * fighter and the shooter; otherwise the nearest spot by route cost (ties to the nearer by
 * straight line) behind cover that an easy route (no barrier jumped, around buildings and bases,
 * out of enemy zones, difficult ground at double cost) reaches within the budget, with the route;
 * null when there is none. The spot is clearly in cover (COVER_MARGIN to spare every way). The
 * reach grid's cheapest covered cells are routed exactly (planMove), each route's corners pulled
 * in to what they turn round, the route cut where cover begins and its end slid along the edge of
 * the obstacle's shadow: nearest to within a few hundredths of an inch on the cases tested.
 */
export function findCover(index: TerrainIndex, q: CoverQuery, cellSize = 0.25): CoverResult | null {
  const { start, r, threat } = q;
  const threatR = q.threatR ?? BASE_RADIUS;
  if (behindCover(index, start, threat, threatR)) return { alreadyInCover: true };
  const rules: MoveRules = { start, r, budget: q.budget, models: q.models, zones: q.zones, noJump: true, ...(q.selfId === undefined ? {} : { selfId: q.selfId }) };
  const others = q.models.filter((m) => m.id !== q.selfId && !(Math.abs(m.x - start.x) < 1e-6 && Math.abs(m.y - start.y) < 1e-6));
  const free = (p: Vec): boolean => {
    if (!index.baseFits(p, r)) return false;
    for (const m of others) if (norm(p.x - m.x, p.y - m.y) < r + m.r - EPS) return false;
    return true;
  };
  const behind = (x: number, y: number): boolean => behindCover(index, { x, y }, threat, threatR);
  const m = COVER_MARGIN;
  const covered = (p: Vec): boolean =>
    behind(p.x, p.y) && behind(p.x - m, p.y) && behind(p.x + m, p.y) && behind(p.x, p.y - m) && behind(p.x, p.y + m) && free(p);

  const map = reachMap(index, rules, cellSize);
  const cands: { p: Vec; cost: number; d: number }[] = [];
  for (let j = 0; j < map.rows; j++) {
    for (let i = 0; i < map.cols; i++) {
      const cost = map.walk[j * map.cols + i]!;
      if (!(cost <= q.budget + 1e-6)) continue;
      const p = { x: map.originX + (i + 0.5) * map.cellSize, y: map.originY + (j + 0.5) * map.cellSize };
      if (covered(p)) cands.push({ p, cost, d: norm(p.x - start.x, p.y - start.y) });
    }
  }
  cands.sort((a, b) => a.cost - b.cost || a.d - b.d);

  let best: Found | null = null;
  const planned: Vec[] = [];
  let attempts = 0;
  for (const c of cands) {
    if (planned.length >= MAX_PLANS || attempts >= MAX_ATTEMPTS) break;
    if (best && c.cost / GRID_SLACK - 2 * cellSize > best.cost) break;
    if (planned.some((p) => norm(p.x - c.p.x, p.y - c.p.y) < SAME_PLACE)) continue;
    attempts++;
    const plan = planMove(index, rules, c.p, cellSize);
    if (!plan.ok) continue;
    planned.push(c.p);
    const cut = firstCoverAlong(index, tightenCorners(index, rules, plan.path, cellSize), covered);
    const found = cut && slideAlongRay(index, rules, cut, threat, covered);
    if (found && found.cost <= q.budget + 1e-6 && (!best || better(found, best, start))) best = found;
  }
  return best ? { alreadyInCover: false, ...best } : null;
}

function better(a: Found, b: Found, start: Vec): boolean {
  if (Math.abs(a.cost - b.cost) > 1e-6) return a.cost < b.cost;
  return norm(a.spot.x - start.x, a.spot.y - start.y) < norm(b.spot.x - start.x, b.spot.y - start.y);
}

/** The route cut at the first point along it that is in cover (its last point is). */
function firstCoverAlong(index: TerrainIndex, path: Vec[], covered: (p: Vec) => boolean): Found | null {
  let spent = 0;
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1]!, b = path[k]!;
    const L = norm(b.x - a.x, b.y - a.y);
    const n = Math.max(1, Math.ceil(L / SAMPLE));
    const along = (t: number): Vec => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    for (let s = 1; s <= n; s++) {
      if (!covered(along(s / n))) continue;
      let lo = (s - 1) / n, hi = s / n;
      for (let it = 0; it < 20; it++) {
        const mid = (lo + hi) / 2;
        if (covered(along(mid))) hi = mid; else lo = mid;
      }
      const spot = hi === 1 ? { x: b.x, y: b.y } : along(hi);
      return { spot, path: [...path.slice(0, k), spot], cost: spent + index.segmentCost(a, spot) };
    }
    spent += index.segmentCost(a, b);
  }
  return null;
}

/**
 * Cover begins on a ray from the shooter (the edge of an obstacle's shadow), and every point of
 * that ray beyond the obstacle is in cover as well: slides the spot along its ray towards the foot
 * of the last corner of the route, as far as the last leg stays legal, free and cheaper.
 */
function slideAlongRay(index: TerrainIndex, rules: MoveRules, found: Found, threat: Vec, covered: (p: Vec) => boolean): Found {
  const { path, spot } = found;
  const a = path[path.length - 2]!;
  const ux = spot.x - threat.x, uy = spot.y - threat.y;
  const l2 = ux * ux + uy * uy;
  if (l2 < 1e-12) return found;
  const k = ((a.x - threat.x) * ux + (a.y - threat.y) * uy) / l2;
  const foot = { x: threat.x + ux * k, y: threat.y + uy * k };
  if (norm(foot.x - spot.x, foot.y - spot.y) < 1e-6) return found;
  const ck = new MoveChecker(index, rules, { x0: Math.min(a.x, spot.x, foot.x), y0: Math.min(a.y, spot.y, foot.y), x1: Math.max(a.x, spot.x, foot.x), y1: Math.max(a.y, spot.y, foot.y) });
  const spent = found.cost - index.segmentCost(a, spot);
  for (let lambda = 1, it = 0; it < 12; lambda /= 2, it++) {
    const q = { x: spot.x + (foot.x - spot.x) * lambda, y: spot.y + (foot.y - spot.y) * lambda };
    if (!covered(q)) continue;
    const c = ck.check(a.x, a.y, q.x, q.y, false);
    if (Number.isNaN(c) || spent + c >= found.cost - 1e-9) continue;
    return { spot: q, path: [...path.slice(0, -1), q], cost: spent + c };
  }
  return found;
}

/** A box around every point of the path. */
function pathBox(path: readonly Vec[]) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of path) { x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y); }
  return { x0, y0, x1, y1 };
}

/** The end of a building edge or of a barrier to be walked round that is nearest p, within reach. */
function nearestCorner(index: TerrainIndex, p: Vec, reach: number): Vec | null {
  let best: Vec | null = null, bestD = reach;
  for (const i of index.solidIn(p.x - reach, p.y - reach, p.x + reach, p.y + reach)) {
    if (index.isBarrier[i] && index.height[i]! < LOW_BARRIER) continue;
    for (const e of [0, 2]) {
      const x = index.seg[i * 4 + e]!, y = index.seg[i * 4 + e + 1]!;
      const d = norm(x - p.x, y - p.y);
      if (d < bestD) { bestD = d; best = { x, y }; }
    }
  }
  return best;
}

/**
 * Pulls each corner of a route towards the building corner or barrier end it turns round, as far
 * as its two legs stay legal and no dearer: the grid leaves corners a little off (up to a cell).
 */
function tightenCorners(index: TerrainIndex, rules: MoveRules, path: Vec[], cellSize: number): Vec[] {
  if (path.length < 3) return path;
  const ck = new MoveChecker(index, rules, pathBox(path));
  const leg = (a: Vec, b: Vec) => ck.check(a.x, a.y, b.x, b.y, false);
  const out = path.slice();
  for (let m = 1; m + 1 < out.length; m++) {
    const a = out[m - 1]!, c = out[m]!, b = out[m + 1]!;
    const v = nearestCorner(index, c, rules.r + 2 * cellSize);
    if (!v) continue;
    const was = leg(a, c) + leg(c, b);
    let lo = 0, hi = 1;
    for (let it = 0; it < 24; it++) {
      const t = (lo + hi) / 2;
      const p = { x: v.x + (c.x - v.x) * t, y: v.y + (c.y - v.y) * t };
      const cost = leg(a, p) + leg(p, b);
      if (!Number.isNaN(cost) && cost <= was + 1e-12) hi = t; else lo = t;
    }
    if (hi >= 1) continue;
    // Leave a little room round the corner, so that rounding the route does not make it touch.
    const roomy = Math.min(1, hi + CORNER_ROOM / norm(c.x - v.x, c.y - v.y));
    const p = { x: v.x + (c.x - v.x) * roomy, y: v.y + (c.y - v.y) * roomy };
    const cost = leg(a, p) + leg(p, b);
    out[m] = !Number.isNaN(cost) && cost <= was + 1e-12 ? p : { x: v.x + (c.x - v.x) * hi, y: v.y + (c.y - v.y) * hi };
  }
  return out;
}

/** The last answers per table index: the same query on the same table gives the same answer. */
const remembered = new WeakMap<TerrainIndex, Map<string, CoverResult | null>>();
const REMEMBER = 64;

/**
 * findCover, remembering its recent answers per table: the odds enumerator asks the same question
 * in many branches (a fighter diving from the same spot whatever the dice said before).
 */
export function findCoverRemembered(index: TerrainIndex, q: CoverQuery, cellSize = 0.25): CoverResult | null {
  let memo = remembered.get(index);
  if (!memo) remembered.set(index, (memo = new Map()));
  const key = JSON.stringify([q, cellSize]);
  if (memo.has(key)) return memo.get(key)!;
  const answer = findCover(index, q, cellSize);
  if (memo.size >= REMEMBER) memo.delete(memo.keys().next().value!);
  memo.set(key, answer);
  return answer;
}
