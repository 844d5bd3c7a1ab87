import { describe, expect, it } from 'vitest';
import {
  add, circleOverlapsPolygon, dist, len, lengthInsidePolygon, lerp, pointInPolygon, pointSegmentDistance,
  scale, segmentIntersection, segmentPolygonIntervals, segmentSegmentDistance, sub,
} from './geometry';

const square = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }, { x: 0, y: 2 }];
// A U opening upwards (y down): two prongs x 0..1 and 3..4, joined by a bar at y 3..4.
const cup = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 3 }, { x: 3, y: 3 }, { x: 3, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 4 }];

describe('vector helpers', () => {
  it('add, subtract, scale, measure and interpolate', () => {
    expect(add({ x: 1, y: 2 }, { x: 3, y: -5 })).toEqual({ x: 4, y: -3 });
    expect(sub({ x: 1, y: 2 }, { x: 3, y: -5 })).toEqual({ x: -2, y: 7 });
    expect(scale({ x: 1, y: -2 }, 3)).toEqual({ x: 3, y: -6 });
    expect(len({ x: 3, y: 4 })).toBe(5);
    expect(dist({ x: 1, y: 1 }, { x: 4, y: 5 })).toBe(5);
    expect(lerp({ x: 0, y: 10 }, { x: 4, y: 2 }, 0.25)).toEqual({ x: 1, y: 8 });
  });
});

describe('segmentIntersection', () => {
  it('gives the parameter on the first segment', () => {
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 1, y: -1 }, { x: 1, y: 1 })).toBeCloseTo(0.25, 12);
  });
  it('counts touching ends and misses short segments', () => {
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 3 })).toBe(1);
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 5, y: -1 }, { x: 5, y: 1 })).toBeNull();
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 1, y: 0.5 }, { x: 1, y: 2 })).toBeNull();
  });
  it('never meets a parallel segment', () => {
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 0, y: 1 }, { x: 4, y: 1 })).toBeNull();
  });
});

describe('distances', () => {
  it('from a point to a segment, inside and past its ends', () => {
    expect(pointSegmentDistance({ x: 2, y: 3 }, { x: 0, y: 0 }, { x: 4, y: 0 })).toBe(3);
    expect(pointSegmentDistance({ x: 7, y: 4 }, { x: 0, y: 0 }, { x: 4, y: 0 })).toBe(5);
  });
  it('between segments: 0 when they cross, else the closest ends', () => {
    expect(segmentSegmentDistance({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 2, y: -1 }, { x: 2, y: 1 })).toBe(0);
    expect(segmentSegmentDistance({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 2, y: 1.5 }, { x: 2, y: 5 })).toBe(1.5);
  });
});

describe('polygons', () => {
  it('point in polygon, convex and concave', () => {
    expect(pointInPolygon({ x: 1, y: 1 }, square)).toBe(true);
    expect(pointInPolygon({ x: 3, y: 1 }, square)).toBe(false);
    expect(pointInPolygon({ x: 0.5, y: 1 }, cup)).toBe(true);
    expect(pointInPolygon({ x: 2, y: 1 }, cup)).toBe(false); // inside the U's mouth
    expect(pointInPolygon({ x: 2, y: 3.5 }, cup)).toBe(true);
  });
  it('the parts of a segment inside a polygon', () => {
    const iv = segmentPolygonIntervals({ x: -1, y: 1 }, { x: 5, y: 1 }, square);
    expect(iv).toHaveLength(1);
    expect(iv[0]![0]).toBeCloseTo(1 / 6, 12);
    expect(iv[0]![1]).toBeCloseTo(3 / 6, 12);
    const two = segmentPolygonIntervals({ x: -1, y: 1 }, { x: 5, y: 1 }, cup);
    expect(two.map(([a, b]) => [a * 6 - 1, b * 6 - 1].map((v) => Math.round(v * 1e9) / 1e9))).toEqual([[0, 1], [3, 4]]);
    expect(lengthInsidePolygon({ x: -1, y: 1 }, { x: 5, y: 1 }, cup)).toBeCloseTo(2, 12);
    expect(lengthInsidePolygon({ x: 2, y: -1 }, { x: 2, y: 2.5 }, cup)).toBe(0);
  });
  it('a circle overlaps when closer than its radius, not when it only touches', () => {
    expect(circleOverlapsPolygon({ x: 2.5, y: 1 }, 0.5, square)).toBe(false);
    expect(circleOverlapsPolygon({ x: 2.4, y: 1 }, 0.5, square)).toBe(true);
    expect(circleOverlapsPolygon({ x: 1, y: 1 }, 0.1, square)).toBe(true);
    expect(circleOverlapsPolygon({ x: 2.3, y: 2.3 }, 0.4, square)).toBe(false); // 0.42 from the corner
  });
});
