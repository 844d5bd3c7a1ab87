// The minimap's maths, free of PixiJS: where it sits, the scale of the world in it, the view
// rectangle drawn on it, and the world point under a press on it.
import type { Vec } from '../../core/table/types';
import type { Camera, Size, Viewport } from '../engine/cameraMath';

/** Longest side of the minimap, CSS pixels (smaller on small screens). */
export const MINIMAP_MAX = 180;
/** Gap between the minimap and the board's edge. */
export const MINIMAP_MARGIN = 8;

export interface MinimapFrame {
  /** Top-left corner in view pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Minimap pixels per world unit. */
  k: number;
}

/** The minimap's place in the bottom-left corner of the view, or null when the view is too small for one. */
export function minimapFrame(world: Size, vp: Viewport): MinimapFrame | null {
  const side = Math.min(MINIMAP_MAX, Math.floor(Math.min(vp.width, vp.height) * 0.3));
  if (side < 60 || world.width <= 0 || world.height <= 0) return null;
  const k = side / Math.max(world.width, world.height);
  const width = world.width * k;
  const height = world.height * k;
  return { x: MINIMAP_MARGIN, y: vp.height - MINIMAP_MARGIN - height, width, height, k };
}

/** The part of the world in view, in world units. */
export function viewRect(cam: Camera, vp: Viewport): { x: number; y: number; width: number; height: number } {
  const width = vp.width / cam.scale;
  const height = vp.height / cam.scale;
  return { x: cam.x - width / 2, y: cam.y - height / 2, width, height };
}

/** The world does not all fit in the view (by more than a sliver): a minimap helps. */
export function worldOverflows(world: Size, cam: Camera, vp: Viewport): boolean {
  const r = viewRect(cam, vp);
  const slack = 0.02 * Math.max(world.width, world.height);
  return r.x > slack || r.y > slack || r.x + r.width < world.width - slack || r.y + r.height < world.height - slack;
}

/** The world point under a view point, when the point is on the minimap. */
export function minimapToWorld(f: MinimapFrame, p: Vec): Vec | null {
  if (p.x < f.x || p.y < f.y || p.x > f.x + f.width || p.y > f.y + f.height) return null;
  return { x: (p.x - f.x) / f.k, y: (p.y - f.y) / f.k };
}
