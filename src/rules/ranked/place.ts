// Where a block may stand: on the table, clear of impassable terrain and of every other regiment
// (touching is not overlapping). And two small placements the engine needs: a block turned about
// its centre, and the whole-degree facing that points along a direction (no atan2: the 360 whole
// degrees are tried, so every browser picks the same).
import { cosSin, norm, onGrid } from '../../core/exactMath';
import type { Vec } from '../../core/table/types';
import { axes, blockCentre, blockHitsPolygon, corners, EPS, overlaps } from './geometry/block';
import { pathClear } from './geometry/moves';
import type { Block, RkState } from './types';

const RAD = Math.PI / 180;

export type Clash = 'offTable' | 'blocked';

export function offTable(s: RkState, b: Block): boolean {
  return corners(b).some((c) => c.x < -EPS || c.y < -EPS || c.x > s.table.width + EPS || c.y > s.table.height + EPS);
}

/** Why `b` may not stand there for regiment `id` (ignoring the regiments in `ignore`), or null. */
export function clash(s: RkState, id: string, b: Block, ignore: readonly string[] = []): Clash | null {
  if (offTable(s, b)) return 'offTable';
  if (s.terrain.some((f) => f.impassable && blockHitsPolygon(b, f.poly))) return 'blocked';
  for (const r of s.regiments) {
    if (r.destroyed || r.id === id || ignore.includes(r.id)) continue;
    if (overlaps(b, r.block)) return 'blocked';
  }
  return null;
}

const halfDiagonal = (b: Block): number => norm(b.width, b.depth) / 2;

/** Why the way from `from` to `to` is closed for regiment `id` (off the table at its end, or through terrain or a regiment not in `ignore`), or null. */
export function wayClash(s: RkState, id: string, from: Block, to: Block, ignore: readonly string[] = []): Clash | null {
  if (offTable(s, to)) return 'offTable';
  // Only regiments that could meet the way: within a circle holding both positions (a wheel's
  // blocks stay within it too, as they turn about a corner of the block).
  const a = blockCentre(from), b = blockCentre(to);
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const reach = norm(a.x - b.x, a.y - b.y) / 2 + 2 * halfDiagonal(from) + halfDiagonal(to);
  const near = (r: Block) => {
    const c = blockCentre(r);
    return norm(c.x - mid.x, c.y - mid.y) <= reach + halfDiagonal(r) + 1;
  };
  const others = s.regiments.filter((r) => !r.destroyed && r.id !== id && !ignore.includes(r.id) && near(r.block)).map((r) => r.block);
  const terrain = s.terrain.filter((f) => f.impassable).map((f) => f.poly);
  return pathClear(from, to, others, terrain) ? null : 'blocked';
}

/** The block's front moved `d` inches straight ahead (back for d < 0), on the grid. */
export function ahead(b: Block, d: number): Block {
  const { fwd } = axes(b);
  return { ...b, front: { x: onGrid(b.front.x + fwd.x * d), y: onGrid(b.front.y + fwd.y * d) } };
}

/** The block turned to `facing` about its centre. */
export function turnedAbout(b: Block, facing: number): Block {
  const c = blockCentre(b);
  const [cos, sin] = cosSin(facing * RAD);
  const front = { x: onGrid(c.x + sin * b.depth / 2), y: onGrid(c.y - cos * b.depth / 2) };
  return { ...b, front, facing };
}

/** The whole-degree facing whose forward vector points most nearly along `v` (0 for the zero vector). */
export function facingAlong(v: Vec): number {
  let best = 0, bestDot = -Infinity;
  for (let f = 0; f < 360; f++) {
    const [cos, sin] = cosSin(f * RAD);
    const dot = sin * v.x - cos * v.y;
    if (dot > bestDot + 1e-12) {
      best = f;
      bestDot = dot;
    }
  }
  return best;
}
