// Pan, zoom and pinch maths for the board, free of any DOM or PixiJS so it can be unit-tested.
// A camera is the table point (inches) shown at the centre of the viewport plus a scale in
// pixels per inch. View coordinates are CSS pixels from the canvas's top-left corner.
import type { Vec } from '../../core/table/types';

export interface Camera {
  x: number;
  y: number;
  /** Pixels per inch. */
  scale: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface ZoomLimits {
  min: number;
  max: number;
}

/** Closest zoom: pixels per inch. */
export const MAX_SCALE = 200;
/** How far out one may zoom, as a fraction of the scale that fits the whole table. */
export const MIN_FIT_FRACTION = 1 / 4;
/** Default margin around the table when fitting, in CSS pixels. */
export const FIT_MARGIN = 24;

export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

export function worldToView(cam: Camera, vp: Viewport, p: Vec): Vec {
  return {
    x: (p.x - cam.x) * cam.scale + vp.width / 2,
    y: (p.y - cam.y) * cam.scale + vp.height / 2,
  };
}

export function viewToWorld(cam: Camera, vp: Viewport, p: Vec): Vec {
  return {
    x: (p.x - vp.width / 2) / cam.scale + cam.x,
    y: (p.y - vp.height / 2) / cam.scale + cam.y,
  };
}

/**
 * Room kept clear on the right of a fitted table, in CSS pixels: the board's tool column (44 px
 * buttons 8 px from the edge, src/ui/match/boardTools.css) sits there, and at fit it covered the
 * table's right edge, where one side deploys.
 */
export const FIT_RIGHT = 64;

/** The box a fitted table fills: `margin` on three sides, and at least FIT_RIGHT on the right. */
function fitBox(vp: Viewport, margin: number): { w: number; h: number; dx: number } {
  const right = Math.max(margin, FIT_RIGHT);
  // dx: how far left of the viewport's centre the box's centre lies.
  return { w: Math.max(1, vp.width - margin - right), h: Math.max(1, vp.height - 2 * margin), dx: (right - margin) / 2 };
}

/** Scale at which the whole table fits in the viewport, clear of the margins and the tool column. */
export function fitScale(table: Size, vp: Viewport, margin = FIT_MARGIN): number {
  const { w, h } = fitBox(vp, margin);
  const s = Math.min(w / Math.max(table.width, 1e-6), h / Math.max(table.height, 1e-6));
  return Math.max(s, 1e-3);
}

export function zoomLimits(table: Size, vp: Viewport, margin = FIT_MARGIN): ZoomLimits {
  const min = Math.min(fitScale(table, vp, margin) * MIN_FIT_FRACTION, MAX_SCALE);
  return { min, max: MAX_SCALE };
}

/** The camera that shows the whole table centred in the fit box, at most `maxScale`. */
export function fitCamera(table: Size, vp: Viewport, margin = FIT_MARGIN, maxScale = MAX_SCALE): Camera {
  const scale = Math.min(fitScale(table, vp, margin), maxScale);
  return { x: table.width / 2 + fitBox(vp, margin).dx / scale, y: table.height / 2, scale };
}

/** Keeps the scale within limits and the centre of the view over the table. */
export function clampCamera(cam: Camera, table: Size, limits: ZoomLimits): Camera {
  return {
    x: clamp(cam.x, 0, table.width),
    y: clamp(cam.y, 0, table.height),
    scale: clamp(cam.scale, limits.min, limits.max),
  };
}

/** Moves the view by a drag of (dx, dy) pixels: the table follows the pointer. */
export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { x: cam.x - dx / cam.scale, y: cam.y - dy / cam.scale, scale: cam.scale };
}

/**
 * Zooms by `factor` keeping the table point under `at` (view pixels) where it is.
 * The scale is clamped to `limits` when given.
 */
export function zoomAt(cam: Camera, vp: Viewport, at: Vec, factor: number, limits?: ZoomLimits): Camera {
  const anchor = viewToWorld(cam, vp, at);
  let scale = cam.scale * factor;
  if (limits) scale = clamp(scale, limits.min, limits.max);
  return {
    x: anchor.x - (at.x - vp.width / 2) / scale,
    y: anchor.y - (at.y - vp.height / 2) / scale,
    scale,
  };
}

/**
 * One step of a two-finger gesture: the fingers moved from `from` to `to` (view pixels).
 * The scale changes by the ratio of the distances between the fingers, and the table point
 * under the old midpoint ends up under the new midpoint (so it pans as well).
 */
export function pinchCamera(
  cam: Camera,
  vp: Viewport,
  from: readonly [Vec, Vec],
  to: readonly [Vec, Vec],
  limits?: ZoomLimits,
): Camera {
  const d0 = Math.hypot(from[1].x - from[0].x, from[1].y - from[0].y);
  const d1 = Math.hypot(to[1].x - to[0].x, to[1].y - to[0].y);
  const factor = d0 > 1e-6 && d1 > 1e-6 ? d1 / d0 : 1;
  const m0 = { x: (from[0].x + from[1].x) / 2, y: (from[0].y + from[1].y) / 2 };
  const m1 = { x: (to[0].x + to[1].x) / 2, y: (to[0].y + to[1].y) / 2 };
  const anchor = viewToWorld(cam, vp, m0);
  let scale = cam.scale * factor;
  if (limits) scale = clamp(scale, limits.min, limits.max);
  return {
    x: anchor.x - (m1.x - vp.width / 2) / scale,
    y: anchor.y - (m1.y - vp.height / 2) / scale,
    scale,
  };
}

/**
 * Zoom factor for a wheel event. `deltaMode` 1 is lines, 2 is pages (as in WheelEvent).
 * Trackpad pinches arrive as small pixel deltas with ctrlKey set and zoom a bit faster.
 */
export function wheelFactor(deltaY: number, deltaMode = 0, pinch = false): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  const k = pinch ? 0.01 : 0.0015;
  return Math.exp(-clamp(px, -600, 600) * k);
}

export function sameCamera(a: Camera, b: Camera): boolean {
  return a.x === b.x && a.y === b.y && a.scale === b.scale;
}
