// Size, outline and hit test of each unit shape, in table inches. Pure: no drawing.
import type { Vec } from '../../core/table/types';
import type { BoardUnit, UnitShape } from '../types';
import { blockSize } from './blockLayout';

export const ROUND: UnitShape = { kind: 'round' };

export function shapeOf(u: BoardUnit): UnitShape {
  return u.shape ?? ROUND;
}

/** Turn of a shape in radians, clockwise on screen (Pixi's `rotation`). */
export function rotationOf(s: UnitShape): number {
  return s.kind === 'block' || s.kind === 'piece' ? ((s.facing ?? 0) * Math.PI) / 180 : 0;
}

/** A world point in the shape's own frame (centred on the unit, unturned). */
export function toLocal(u: BoardUnit, p: Vec, rot = rotationOf(shapeOf(u))): Vec {
  const dx = p.x - u.x;
  const dy = p.y - u.y;
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  return { x: dx * c + dy * s, y: -dx * s + dy * c };
}

/** A point of the shape's own frame on the table. */
export function toWorld(u: BoardUnit, p: Vec, rot = rotationOf(shapeOf(u))): Vec {
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  return { x: u.x + p.x * c - p.y * s, y: u.y + p.x * s + p.y * c };
}

/** The shape's outline in its own frame, or null for a circle (round bases). */
export function localOutline(u: BoardUnit): Vec[] | null {
  const s = shapeOf(u);
  switch (s.kind) {
    case 'round':
      return null;
    case 'block': {
      const { width: w, depth: d } = blockSize(s);
      return [{ x: -w / 2, y: -d / 2 }, { x: w / 2, y: -d / 2 }, { x: w / 2, y: d / 2 }, { x: -w / 2, y: d / 2 }];
    }
    case 'counter':
      return [{ x: -u.r, y: -u.r }, { x: u.r, y: -u.r }, { x: u.r, y: u.r }, { x: -u.r, y: u.r }];
    case 'piece':
      return s.outline.map((p) => ({ x: p.x, y: p.y }));
  }
}

/** The outline on the table (turned and placed), or null for a circle of radius `u.r`. */
export function shapeOutline(u: BoardUnit): Vec[] | null {
  const local = localOutline(u);
  if (!local) return null;
  const rot = rotationOf(shapeOf(u));
  return local.map((p) => toWorld(u, p, rot));
}

/** Half width and half height of the box round the shape on the table, inches. */
export function shapeExtent(u: BoardUnit): { rx: number; ry: number } {
  const pts = shapeOutline(u);
  if (!pts) return { rx: u.r, ry: u.r };
  let rx = 0;
  let ry = 0;
  for (const p of pts) {
    rx = Math.max(rx, Math.abs(p.x - u.x));
    ry = Math.max(ry, Math.abs(p.y - u.y));
  }
  return { rx, ry };
}

function insidePoly(p: Vec, poly: readonly Vec[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function distToPoly(p: Vec, poly: readonly Vec[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j]!;
    const b = poly[i]!;
    const l2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const t = l2 ? Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / l2)) : 0;
    best = Math.min(best, Math.hypot(p.x - a.x - t * (b.x - a.x), p.y - a.y - t * (b.y - a.y)));
  }
  return best;
}

/**
 * How well a table point hits a unit: below 1 inside the shape (lower nearer its centre),
 * 1 to 2 within `slop` inches of its edge, null when missed.
 */
export function hitShape(u: BoardUnit, p: Vec, slop: number): number | null {
  const local = localOutline(u);
  if (!local) {
    const d = Math.hypot(p.x - u.x, p.y - u.y);
    if (d > u.r + slop) return null;
    return d <= u.r ? d / u.r : 1 + (d - u.r) / Math.max(slop, 1e-6);
  }
  const q = toLocal(u, p);
  const { rx, ry } = boxOf(local);
  if (insidePoly(q, local)) return Math.min(0.99, Math.hypot(q.x / rx, q.y / ry) / Math.SQRT2);
  const d = distToPoly(q, local);
  return d <= slop ? 1 + d / Math.max(slop, 1e-6) : null;
}

function boxOf(pts: readonly Vec[]): { rx: number; ry: number } {
  let rx = 1e-6;
  let ry = 1e-6;
  for (const p of pts) {
    rx = Math.max(rx, Math.abs(p.x));
    ry = Math.max(ry, Math.abs(p.y));
  }
  return { rx, ry };
}

/** Whether two shapes are drawn alike but for their facing (a turn is a transform, not a redraw). */
export function sameLooks(a: UnitShape, b: UnitShape): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case 'round':
      return b.kind === 'round';
    case 'block':
      return b.kind === 'block' && a.files === b.files && a.models === b.models && a.base === b.base && a.baseDepth === b.baseDepth;
    case 'counter':
      return b.kind === 'counter' && (a.side ?? 0) === (b.side ?? 0) && a.facing === b.facing;
    case 'piece':
      return b.kind === 'piece' && a.outline.length === b.outline.length && a.outline.every((p, i) => p.x === b.outline[i]!.x && p.y === b.outline[i]!.y);
  }
}
