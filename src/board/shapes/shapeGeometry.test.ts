import { describe, expect, it } from 'vitest';
import type { BoardUnit, UnitShape } from '../types';
import { hitShape, shapeExtent, shapeOutline } from './shapeGeometry';

const unit = (shape: UnitShape | undefined, x = 10, y = 10, r = 0.5): BoardUnit => ({
  id: 'u', x, y, r, color: 0, label: 'U', wounds: 0, down: false, gone: false, spent: false, leader: false, ...(shape ? { shape } : {}),
});

describe('hit testing by shape', () => {
  it('a round base is hit within its radius and the slop', () => {
    const u = unit(undefined);
    expect(hitShape(u, { x: 10.4, y: 10 }, 0)).not.toBeNull();
    expect(hitShape(u, { x: 10.6, y: 10 }, 0)).toBeNull();
    expect(hitShape(u, { x: 10.6, y: 10 }, 0.2)).toBeGreaterThan(1);
  });

  it('a block facing 90 degrees (to the right) is hit anywhere on its turned rectangle', () => {
    // 10 files of 1" bases, 2 ranks: 10" wide, 2" deep. Turned 90: 2" across x, 10" along y.
    const u = unit({ kind: 'block', files: 10, models: 20, base: 1, facing: 90 });
    expect(hitShape(u, { x: 10.9, y: 14.8 }, 0)).not.toBeNull(); // near a corner, inside
    expect(hitShape(u, { x: 9.1, y: 5.2 }, 0)).not.toBeNull();
    expect(hitShape(u, { x: 14, y: 10 }, 0)).toBeNull(); // where the unturned frontage would be
    expect(hitShape(u, { x: 11.2, y: 10 }, 0)).toBeNull();
    expect(hitShape(u, { x: 11.2, y: 10 }, 0.3)).toBeGreaterThan(1);
  });

  it('a block turned 45 degrees: a point inside the diamond hits, its bounding-box corner does not', () => {
    const u = unit({ kind: 'block', files: 4, models: 16, base: 1, facing: 45 });
    expect(hitShape(u, { x: 10, y: 12.7 }, 0)).not.toBeNull(); // along the diagonal, 2.7" < 2 * sqrt 2
    expect(hitShape(u, { x: 11.9, y: 11.9 }, 0)).toBeNull(); // a corner of the unturned square
    const e = shapeExtent(u);
    expect(e.rx).toBeCloseTo(2 * Math.SQRT2);
  });

  it('inside scores beat slop scores, so the block you are on wins over a base you nearly touch', () => {
    const u = unit({ kind: 'block', files: 5, models: 10, base: 1, facing: 0 });
    expect(hitShape(u, { x: 12.4, y: 10.9 }, 0.5)!).toBeLessThan(1);
  });

  it('a free-form piece is hit inside its polygon, turned by its facing', () => {
    // An L-shaped wall section.
    const outline = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 1 }, { x: 1, y: 1 }, { x: 1, y: 3 }, { x: 0, y: 3 }];
    const u = unit({ kind: 'piece', outline });
    expect(hitShape(u, { x: 13, y: 10.5 }, 0)).not.toBeNull();
    expect(hitShape(u, { x: 13, y: 12 }, 0)).toBeNull(); // the notch of the L
    const turned = unit({ kind: 'piece', outline, facing: 180 });
    expect(hitShape(turned, { x: 7, y: 9.5 }, 0)).not.toBeNull();
    expect(hitShape(turned, { x: 13, y: 10.5 }, 0)).toBeNull();
  });

  it('a counter is a square 2r across', () => {
    const u = unit({ kind: 'counter', side: 1 }, 10, 10, 0.6);
    expect(hitShape(u, { x: 10.55, y: 9.45 }, 0)).not.toBeNull();
    expect(hitShape(u, { x: 10.7, y: 10 }, 0)).toBeNull();
    expect(shapeOutline(u)).toHaveLength(4);
  });
});
