// The footprint of a regiment (a block of models in ranks and files) and the plane geometry the
// ranked rules ask of it: corners, axes, arcs, overlap, base contact, terrain. Inches, x right,
// y down; facing in degrees clockwise from "up the table". Only + - * / and Math.sqrt (through
// src/core/exactMath), so every browser gets the same bits.
import { cosSin } from '../../../core/exactMath';
import { pointInPolygon } from '../../../core/table/geometry';
import type { Vec } from '../../../core/table/types';

/** A regiment's footprint: `front` is the centre of its front edge. */
export interface Block {
  front: Vec;
  /** Degrees clockwise from "up the table" (towards y = 0): 0 faces -y, 90 faces +x. */
  facing: number;
  /** Files x base width. */
  width: number;
  /** Ranks x base depth. */
  depth: number;
}

export type Side4 = 'front' | 'left' | 'right' | 'rear';

export interface Contact {
  sideA: Side4;
  sideB: Side4;
  /** Length of the shared stretch of the two edges, inches. */
  overlap: number;
}

/** Tolerance for lengths (an overlap must be longer than this). */
export const EPS = 1e-6;
/**
 * Tolerance for two edges "lying on" each other and for interiors "intersecting": 1/512 inch.
 * A rotated block whose front is rounded to the 1/1024-inch grid moves its edges by up to
 * sqrt(2)/2048 inch (0.0007"), so 1e-6 would lose contacts the rules made themselves.
 */
export const TOUCH = 1 / 512;

const RAD = Math.PI / 180;

// The searches ask the same blocks again and again: their axes and corners are kept per block
// object (checked against its numbers, so a block changed in place is worked out afresh).
interface Derived { x: number; y: number; f: number; w: number; d: number; axes: { fwd: Vec; right: Vec }; corners?: [Vec, Vec, Vec, Vec] }
const derived = new WeakMap<Block, Derived>();
function derive(b: Block): Derived {
  const k = derived.get(b);
  if (k && k.x === b.front.x && k.y === b.front.y && k.f === b.facing && k.w === b.width && k.d === b.depth) return k;
  const [c, s] = cosSin(b.facing * RAD);
  const fresh: Derived = { x: b.front.x, y: b.front.y, f: b.facing, w: b.width, d: b.depth, axes: { fwd: { x: s, y: -c }, right: { x: c, y: s } } };
  derived.set(b, fresh);
  return fresh;
}

/**
 * An object that stays the same while the block's numbers do (a cache keyed on a block checks it,
 * so a block changed in place is worked out afresh).
 */
export const blockStamp = (b: Block): object => derive(b);

/** Forward and right unit vectors of the block. */
export function axes(b: Block): { fwd: Vec; right: Vec } {
  const { fwd, right } = derive(b).axes;
  return { fwd: { ...fwd }, right: { ...right } };
}

/** [frontLeft, frontRight, rearRight, rearLeft]. */
export function corners(b: Block): [Vec, Vec, Vec, Vec] {
  const k = derive(b);
  k.corners ??= cornersOf(b, k.axes);
  const [a, c, d, e] = k.corners;
  return [{ ...a }, { ...c }, { ...d }, { ...e }];
}

function cornersOf(b: Block, { fwd, right }: { fwd: Vec; right: Vec }): [Vec, Vec, Vec, Vec] {
  const hx = right.x * b.width / 2, hy = right.y * b.width / 2;
  const dx = fwd.x * b.depth, dy = fwd.y * b.depth;
  const fl = { x: b.front.x - hx, y: b.front.y - hy };
  const fr = { x: b.front.x + hx, y: b.front.y + hy };
  return [fl, fr, { x: fr.x - dx, y: fr.y - dy }, { x: fl.x - dx, y: fl.y - dy }];
}

export function blockCentre(b: Block): Vec {
  const { fwd } = axes(b);
  return { x: b.front.x - fwd.x * b.depth / 2, y: b.front.y - fwd.y * b.depth / 2 };
}

/** `p` in the block's own frame: u to the right of the front centre, v forward of the front edge. */
export function local(b: Block, p: Vec): { u: number; v: number } {
  const { fwd, right } = axes(b);
  const dx = p.x - b.front.x, dy = p.y - b.front.y;
  return { u: dx * right.x + dy * right.y, v: dx * fwd.x + dy * fwd.y };
}

/** The point at (u right, v forward) of the block's front centre. */
export function atLocal(b: Block, u: number, v: number): Vec {
  const { fwd, right } = axes(b);
  return { x: b.front.x + right.x * u + fwd.x * v, y: b.front.y + right.y * u + fwd.y * v };
}

/**
 * Which arc of `b` the point lies in (RK-GAP-2): the front arc is bounded by the front edge and
 * lines drawn outwards at 45 degrees from the front corners, the rear arc likewise from the rear
 * corners; the flanks are between. A point on a bounding line is in the front or rear arc; a point
 * inside the block counts by the side of the centre line it lies on.
 */
export function arcOf(b: Block, p: Vec): Side4 {
  const { u, v } = local(b, p);
  const out = Math.abs(u) - b.width / 2;
  if (v >= -EPS && v >= out - EPS) return 'front';
  const behind = -(v + b.depth);
  if (behind >= -EPS && behind >= out - EPS) return 'rear';
  return u < 0 ? 'left' : 'right';
}

/** Each edge of the block: its side, its two ends (clockwise round the block) and its outward normal. */
export function edges(b: Block): { side: Side4; p: Vec; q: Vec; n: Vec }[] {
  const [fl, fr, rr, rl] = corners(b);
  const { fwd, right } = axes(b);
  const back = { x: -fwd.x, y: -fwd.y }, left = { x: -right.x, y: -right.y };
  return [
    { side: 'front', p: fl, q: fr, n: fwd },
    { side: 'right', p: fr, q: rr, n: right },
    { side: 'rear', p: rr, q: rl, n: back },
    { side: 'left', p: rl, q: fl, n: left },
  ];
}

/** [min, max] of the corners projected on the unit vector `ax`. */
export function project(cs: readonly Vec[], ax: Vec): [number, number] {
  let lo = Infinity, hi = -Infinity;
  for (const c of cs) {
    const t = c.x * ax.x + c.y * ax.y;
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  return [lo, hi];
}

/** Two convex polygons' interiors meet by more than TOUCH (separating-axis test on the given axes). */
export function convexOverlap(p: readonly Vec[], q: readonly Vec[], axesToTry: readonly Vec[], gap = 0): boolean {
  for (const ax of axesToTry) {
    const [a0, a1] = project(p, ax);
    const [b0, b1] = project(q, ax);
    if (Math.min(a1, b1) - Math.max(a0, b0) <= TOUCH - gap) return false;
  }
  return true;
}

/** The blocks' interiors intersect (touching edges do not). */
export function overlaps(a: Block, b: Block): boolean {
  const aa = axes(a), bb = axes(b);
  return convexOverlap(corners(a), corners(b), [aa.fwd, aa.right, bb.fwd, bb.right]);
}

/**
 * Base contact: an edge of `a` lies on an edge of `b` (facing each other, within TOUCH) and they
 * share a stretch longer than EPS. Null when the blocks do not touch so.
 */
export function contact(a: Block, b: Block): Contact | null {
  const c = keptContact(a, b);
  return c && { ...c };
}

/** Whether `a` and `b` are in base contact (`contact`'s answer, without a copy of it). */
export const inContact = (a: Block, b: Block): boolean => keptContact(a, b) !== null;

const contacts = new WeakMap<Block, WeakMap<Block, { da: Derived; db: Derived; c: Contact | null }>>();

/**
 * The contact of two blocks as kept (never to be changed by the caller). Asked of the same two
 * blocks at every attack of a round: kept per pair of block objects, checked against both blocks'
 * numbers (a block changed in place is worked out afresh).
 */
function keptContact(a: Block, b: Block): Readonly<Contact> | null {
  const da = derive(a), db = derive(b);
  let mine = contacts.get(a);
  const had = mine?.get(b);
  if (had && had.da === da && had.db === db) return had.c;
  const c = contactOf(a, b);
  if (!mine) contacts.set(a, (mine = new WeakMap()));
  mine.set(b, { da, db, c });
  return c;
}

function contactOf(a: Block, b: Block): Contact | null {
  let best: Contact | null = null;
  for (const ea of edges(a)) {
    for (const eb of edges(b)) {
      if (ea.n.x * eb.n.x + ea.n.y * eb.n.y > -1 + 1e-9) continue;
      const gap = (eb.p.x - ea.p.x) * ea.n.x + (eb.p.y - ea.p.y) * ea.n.y;
      if (Math.abs(gap) >= TOUCH) continue;
      const t = { x: ea.q.x - ea.p.x, y: ea.q.y - ea.p.y };
      const l = Math.sqrt(t.x * t.x + t.y * t.y);
      const s0 = ((eb.p.x - ea.p.x) * t.x + (eb.p.y - ea.p.y) * t.y) / l;
      const s1 = ((eb.q.x - ea.p.x) * t.x + (eb.q.y - ea.p.y) * t.y) / l;
      const overlap = Math.min(l, Math.max(s0, s1)) - Math.max(0, Math.min(s0, s1));
      if (overlap > EPS && (!best || overlap > best.overlap)) best = { sideA: ea.side, sideB: eb.side, overlap };
    }
  }
  return best;
}

/** Liang-Barsky: the length fraction of segment pq inside the axis-aligned box, or 0. */
function clipFraction(p: { u: number; v: number }, q: { u: number; v: number }, u0: number, u1: number, v0: number, v1: number): number {
  let t0 = 0, t1 = 1;
  const du = q.u - p.u, dv = q.v - p.v;
  const tests: [number, number][] = [[-du, p.u - u0], [du, u1 - p.u], [-dv, p.v - v0], [dv, v1 - p.v]];
  for (const [den, num] of tests) {
    if (den === 0) {
      if (num < 0) return 0;
    } else {
      const t = num / den;
      if (den < 0) { if (t > t1) return 0; if (t > t0) t0 = t; } else { if (t < t0) return 0; if (t < t1) t1 = t; }
    }
  }
  return t1 > t0 ? t1 - t0 : 0;
}


/** The block's interior meets the (simple, maybe concave) polygon's interior; touching does not count. */
export function blockHitsPolygon(b: Block, poly: readonly Vec[]): boolean {
  if (poly.length < 3) return false;
  const u0 = -b.width / 2 + TOUCH, u1 = b.width / 2 - TOUCH, v0 = -b.depth + TOUCH, v1 = -TOUCH;
  if (u0 >= u1 || v0 >= v1) return false;
  const pts = poly.map((p) => local(b, p));
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    if (clipFraction(pts[j]!, pts[i]!, u0, u1, v0, v1) > 0) return true;
  }
  return pointInPolygon(blockCentre(b), poly);
}
