// A stand-in for geometry/moves.ts (advance, wheel, reform, alignToSide) until that lands: the
// engine moves blocks through these names, and switches its imports over then.
import { cosSin, norm, onGrid, turned } from '../../core/exactMath';
import { axes, blockCentre, corners, edges } from './geometry/block';
import type { Block, Side4 } from './types';

const RAD = Math.PI / 180;
const g = (p: { x: number; y: number }) => ({ x: onGrid(p.x), y: onGrid(p.y) });
const nd = (d: number) => ((d % 360) + 360) % 360;

export function advance(b: Block, d: number): Block {
  const { fwd } = axes(b);
  return { ...b, front: g({ x: b.front.x + fwd.x * d, y: b.front.y + fwd.y * d }) };
}

export function wheel(b: Block, dir: 'left' | 'right', deg: number): { block: Block; outer: number } {
  const [fl, fr] = corners(b);
  const pivot = dir === 'right' ? fr : fl;
  const a = (dir === 'right' ? deg : -deg) * RAD;
  const v = turned({ x: b.front.x - pivot.x, y: b.front.y - pivot.y }, a);
  return { block: { ...b, facing: nd(b.facing + (dir === 'right' ? deg : -deg)), front: g({ x: pivot.x + v.x, y: pivot.y + v.y }) }, outer: b.width * deg * RAD };
}

export function reform(b: Block, files: number, ranks: number, base: number, facing = b.facing): Block {
  const c = blockCentre(b);
  const depth = ranks * base;
  const [cos, sin] = cosSin(facing * RAD);
  return { front: g({ x: c.x + sin * depth / 2, y: c.y - cos * depth / 2 }), facing, width: files * base, depth };
}

export function alignToSide(charger: Block, target: Block, side: Side4): { block: Block; dist: number } | null {
  const e = edges(target).find((x) => x.side === side)!;
  const facing = nd(Math.round(target.facing + (side === 'front' ? 180 : side === 'rear' ? 0 : side === 'left' ? 90 : -90)));
  let delta = nd(facing - charger.facing);
  if (delta > 180) delta -= 360;
  if (Math.abs(delta) > 90) return null;
  const t = { x: e.q.x - e.p.x, y: e.q.y - e.p.y };
  const L = Math.sqrt(t.x * t.x + t.y * t.y);
  const u = ((charger.front.x - e.p.x) * t.x + (charger.front.y - e.p.y) * t.y) / L;
  const k = Math.max(0, Math.min(L, u)) / L;
  const front = g({ x: e.p.x + t.x * k, y: e.p.y + t.y * k });
  const straight = norm(front.x - charger.front.x, front.y - charger.front.y);
  return { block: { ...charger, facing, front }, dist: straight + charger.width * Math.abs(delta) * RAD };
}
