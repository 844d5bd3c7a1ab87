import { describe, expect, it } from 'vitest';
import {
  MAX_SCALE,
  clampCamera,
  fitCamera,
  FIT_RIGHT,
  fitScale,
  panBy,
  pinchCamera,
  viewToWorld,
  wheelFactor,
  worldToView,
  zoomAt,
  zoomLimits,
  type Camera,
  type Viewport,
} from './cameraMath';

const vp: Viewport = { width: 1280, height: 800 };
const table = { width: 36, height: 36 };

function close(a: { x: number; y: number }, b: { x: number; y: number }, digits = 9): void {
  expect(a.x).toBeCloseTo(b.x, digits);
  expect(a.y).toBeCloseTo(b.y, digits);
}

describe('camera', () => {
  it('maps world to view and back', () => {
    const cam: Camera = { x: 10, y: 20, scale: 25 };
    const p = { x: 3.5, y: 31 };
    close(viewToWorld(cam, vp, worldToView(cam, vp, p)), p);
    close(worldToView(cam, vp, { x: 10, y: 20 }), { x: 640, y: 400 });
  });

  it('zooming around a point keeps that point fixed', () => {
    const cam: Camera = { x: 18, y: 18, scale: 20 };
    const at = { x: 300, y: 610 };
    const before = viewToWorld(cam, vp, at);
    for (const f of [1.7, 0.4, 3]) {
      const next = zoomAt(cam, vp, at, f);
      expect(next.scale).toBeCloseTo(cam.scale * f, 9);
      close(viewToWorld(next, vp, at), before);
      close(worldToView(next, vp, before), at);
    }
  });

  it('zooming clamps the scale and still keeps the point fixed', () => {
    const cam: Camera = { x: 18, y: 18, scale: 150 };
    const limits = zoomLimits(table, vp);
    const at = { x: 900, y: 100 };
    const before = viewToWorld(cam, vp, at);
    const next = zoomAt(cam, vp, at, 10, limits);
    expect(next.scale).toBe(MAX_SCALE);
    close(viewToWorld(next, vp, at), before);
    expect(zoomAt(cam, vp, at, 1e-6, limits).scale).toBeCloseTo(limits.min, 9);
    expect(limits.min).toBeCloseTo(fitScale(table, vp) / 4, 9);
  });

  it('fit shows all of the table, centred between the margins and clear of the tool column on the right', () => {
    const cam = fitCamera(table, vp, 24);
    expect(cam.y).toBe(18);
    const tl = worldToView(cam, vp, { x: 0, y: 0 });
    const br = worldToView(cam, vp, { x: 36, y: 36 });
    // Centred vertically; horizontally, centred in the room left of the tool column.
    expect(tl.y).toBeCloseTo(vp.height - br.y, 9);
    expect(tl.x - 24).toBeCloseTo(vp.width - FIT_RIGHT - br.x, 9);
    expect(br.x).toBeLessThanOrEqual(vp.width - FIT_RIGHT + 1e-9);
    // The limiting side (height) touches the margin; the other has room to spare.
    expect(tl.y).toBeCloseTo(24, 9);
    expect(tl.x).toBeGreaterThan(24);
    expect(cam.scale).toBeCloseTo((800 - 48) / 36, 9);
  });

  it('fit handles a wide table in a tall viewport, its right edge left of the tool column', () => {
    const vpTall = { width: 400, height: 900 };
    const cam = fitCamera({ width: 72, height: 48 }, vpTall, 10);
    expect(cam.scale).toBeCloseTo((400 - 10 - FIT_RIGHT) / 72, 9);
    expect(worldToView(cam, vpTall, { x: 0, y: 0 }).x).toBeCloseTo(10, 9);
    expect(worldToView(cam, vpTall, { x: 72, y: 0 }).x).toBeCloseTo(400 - FIT_RIGHT, 9);
  });

  it('pinch with two pointers scales by the distance ratio and follows the midpoint', () => {
    const cam: Camera = { x: 18, y: 18, scale: 20 };
    const from = [{ x: 500, y: 400 }, { x: 600, y: 400 }] as const;
    const to = [{ x: 450, y: 420 }, { x: 750, y: 420 }] as const; // distance 100 -> 300
    const anchor = viewToWorld(cam, vp, { x: 550, y: 400 });
    const next = pinchCamera(cam, vp, from, to);
    expect(next.scale).toBeCloseTo(60, 9);
    close(worldToView(next, vp, anchor), { x: 600, y: 420 });
    // Each finger stays on the table point it touched.
    close(worldToView(next, vp, viewToWorld(cam, vp, from[0])), to[0]);
    close(worldToView(next, vp, viewToWorld(cam, vp, from[1])), to[1]);
  });

  it('pinch with the fingers at the same distance only pans', () => {
    const cam: Camera = { x: 10, y: 10, scale: 30 };
    const next = pinchCamera(cam, vp, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 30, y: 60 }, { x: 130, y: 60 }]);
    expect(next.scale).toBe(30);
    close(next, panBy(cam, 30, 60));
  });

  it('pan moves the table with the pointer', () => {
    const cam: Camera = { x: 10, y: 10, scale: 20 };
    const p = { x: 5, y: 7 };
    const before = worldToView(cam, vp, p);
    const after = worldToView(panBy(cam, 40, -20), vp, p);
    close(after, { x: before.x + 40, y: before.y - 20 });
  });

  it('clamp keeps the centre over the table', () => {
    const c = clampCamera({ x: -5, y: 50, scale: 1000 }, table, { min: 5, max: 200 });
    expect(c).toEqual({ x: 0, y: 36, scale: 200 });
  });

  it('wheel down zooms out, wheel up zooms in', () => {
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48), 12);
  });
});
