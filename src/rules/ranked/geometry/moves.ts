// How a regiment's block moves (RK-GAP-2): straight ahead, wheeling on its inner front corner,
// reforming about its centre, aligning flush on an enemy's side, and whether a move is clear of
// other units and impassable terrain. Positions returned go through onGrid (1/1024 inch).
import { cosSin, onGrid } from '../../../core/exactMath';
import type { Vec } from '../../../core/table/types';
import { axes, blockCentre, convexOverlap, corners, edges, EPS, type Block, type Side4 } from './block';
import { convexHitsPolygon, hull, normals } from './convex';

const RAD = Math.PI / 180;

/** A facing in [0, 360). */
export const normFacing = (f: number): number => (((f % 360) + 360) % 360) + 0;

/** An angle difference in (-180, 180]. */
export function turnBetween(from: number, to: number): number {
  const d = normFacing(to - from);
  return d > 180 ? d - 360 : d;
}

const grid = (p: Vec): Vec => ({ x: onGrid(p.x), y: onGrid(p.y) });

/** The block moved `d` inches straight forward (backwards when negative). */
export function advance(b: Block, d: number): Block {
  const { fwd } = axes(b);
  return { ...b, front: grid({ x: b.front.x + fwd.x * d, y: b.front.y + fwd.y * d }) };
}

/** The block moved by `fwdBy` forward and `rightBy` to its right (its own axes), facing unchanged. */
export function shift(b: Block, fwdBy: number, rightBy: number): Block {
  const { fwd, right } = axes(b);
  return { ...b, front: grid({ x: b.front.x + fwd.x * fwdBy + right.x * rightBy, y: b.front.y + fwd.y * fwdBy + right.y * rightBy }) };
}

function wheelRaw(b: Block, dir: 'left' | 'right', deg: number): Block {
  const [fl, fr] = corners(b);
  const facing = normFacing(dir === 'left' ? b.facing - deg : b.facing + deg);
  const [c, s] = cosSin(facing * RAD);
  const h = b.width / 2;
  const front = dir === 'left' ? { x: fl.x + c * h, y: fl.y + s * h } : { x: fr.x - c * h, y: fr.y - s * h };
  return { ...b, facing, front };
}

/**
 * A wheel: the block turns `deg` degrees to the left or right about its inner front corner (the
 * left front corner for a wheel to the left). `outer` is the arc the outer front corner travels,
 * which is what the wheel costs of the move.
 */
export function wheel(b: Block, dir: 'left' | 'right', deg: number): { block: Block; outer: number } {
  const w = wheelRaw(b, dir, deg);
  return { block: { ...w, front: grid(w.front) }, outer: b.width * deg * RAD };
}

/** The block reformed to `files` x `ranks` of `base`-inch bases (and a new facing, if given) about the same centre. */
export function reform(b: Block, files: number, ranks: number, base: number, facing?: number): Block {
  const c = blockCentre(b);
  const f = normFacing(facing ?? b.facing);
  const [co, si] = cosSin(f * RAD);
  const depth = ranks * base;
  return { front: grid({ x: c.x + si * depth / 2, y: c.y - co * depth / 2 }), facing: f, width: files * base, depth };
}

/** The facing a unit has when its front lies flush on `side` of a block facing `facing`. */
export function facingOnto(facing: number, side: Side4): number {
  const turn = { front: 180, rear: 0, left: 90, right: 270 }[side];
  return normFacing(facing + turn);
}

export interface Aligned {
  block: Block;
  /** The wheel's outer arc plus the straight distance the front centre then travels. */
  dist: number;
  /** The block after the wheel, before the straight move (equal to the start when no wheel is needed). */
  wheeled: Block;
}

/**
 * The charger placed with its front flush against `side` of `target`, facing it. Its front centre
 * goes to the point of that side nearest its own front centre, moved along the side just enough
 * that the two edges share as long a stretch as they can (the whole narrower edge). The distance
 * is a wheel (up to 90 degrees, to the new facing) and then a straight line. Null when the wheel
 * would have to be more than 90 degrees.
 */
export function alignToSide(charger: Block, target: Block, side: Side4): Aligned | null {
  const facing = facingOnto(target.facing, side);
  const turn = turnBetween(charger.facing, facing);
  if (Math.abs(turn) > 90 + 1e-9) return null;
  const e = edges(target).find((x) => x.side === side)!;
  const dx = e.q.x - e.p.x, dy = e.q.y - e.p.y;
  const len = Math.sqrt(dx * dx + dy * dy);
  const tx = dx / len, ty = dy / len;
  const along = (charger.front.x - e.p.x) * tx + (charger.front.y - e.p.y) * ty;
  const half = charger.width / 2;
  const lo = Math.min(half, len - half), hi = Math.max(half, len - half);
  const s = Math.min(hi, Math.max(lo, along));
  const block: Block = { ...charger, facing, front: grid({ x: e.p.x + tx * s, y: e.p.y + ty * s }) };
  const wheeled = Math.abs(turn) < EPS ? charger : wheelRaw(charger, turn > 0 ? 'right' : 'left', Math.abs(turn));
  const outer = charger.width * Math.abs(turn) * RAD;
  const straight = Math.sqrt((block.front.x - wheeled.front.x) * (block.front.x - wheeled.front.x) + (block.front.y - wheeled.front.y) * (block.front.y - wheeled.front.y));
  return { block, dist: outer + straight, wheeled: { ...wheeled, front: grid(wheeled.front) } };
}

/** The block's interior meets none of the blocks and none of the polygons. */
export function placeClear(b: Block, others: readonly Block[], terrain: readonly (readonly Vec[])[]): boolean {
  return sweptClear(corners(b), others, terrain);
}

function sweptClear(shape: readonly Vec[], others: readonly Block[], terrain: readonly (readonly Vec[])[]): boolean {
  const own = normals(shape);
  for (const o of others) {
    const oa = axes(o);
    if (convexOverlap(shape, corners(o), [...own, oa.fwd, oa.right])) return false;
  }
  return !terrain.some((poly) => convexHitsPolygon(shape, poly));
}

/**
 * The move from `from` to `to` passes through no other unit and no impassable terrain (touching
 * is fine). A straight move sweeps the hull of the two positions; a turn (a wheel) is followed in
 * steps of at most 5 degrees about the point it turns on, each step's two positions hulled. When
 * the dimensions change (a reform, done in place) only the end position is checked.
 */
export function pathClear(from: Block, to: Block, others: readonly Block[], terrain: readonly (readonly Vec[])[]): boolean {
  if (Math.abs(from.width - to.width) > EPS || Math.abs(from.depth - to.depth) > EPS) return placeClear(to, others, terrain);
  const turn = turnBetween(from.facing, to.facing);
  if (Math.abs(turn) < 1e-9) return sweptClear(hull([...corners(from), ...corners(to)]), others, terrain);
  // The fixed point of the turn: p' = c + R(p - c) for p = from.front, p' = to.front.
  const [co, si] = cosSin(turn * RAD);
  const rx = to.front.x - (co * from.front.x - si * from.front.y);
  const ry = to.front.y - (si * from.front.x + co * from.front.y);
  const a = 1 - co, det = a * a + si * si;
  const c = { x: (a * rx - si * ry) / det, y: (si * rx + a * ry) / det };
  const steps = Math.ceil(Math.abs(turn) / 5);
  const at = (i: number): Vec[] => {
    const [ci, sn] = cosSin((turn * RAD * i) / steps);
    return corners(from).map((p) => ({ x: c.x + ci * (p.x - c.x) - sn * (p.y - c.y), y: c.y + sn * (p.x - c.x) + ci * (p.y - c.y) }));
  };
  let prev = at(0);
  for (let i = 1; i <= steps; i++) {
    const next = at(i);
    if (!sweptClear(hull([...prev, ...next]), others, terrain)) return false;
    prev = next;
  }
  return true;
}
