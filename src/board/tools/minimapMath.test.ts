import { describe, expect, it } from 'vitest';
import { MINIMAP_MARGIN, minimapFrame, minimapToWorld, viewRect, worldOverflows } from './minimapMath';

describe('Minimap maths', () => {
  const world = { width: 48, height: 24 };
  const vp = { width: 800, height: 600 };

  it('sits in the bottom-left corner with the world\'s proportions, at most 180 px long', () => {
    const f = minimapFrame(world, vp)!;
    expect(f.width).toBe(180);
    expect(f.height).toBe(90);
    expect(f.x).toBe(MINIMAP_MARGIN);
    expect(f.y + f.height).toBe(vp.height - MINIMAP_MARGIN);
    expect(minimapFrame(world, { width: 150, height: 150 })).toBeNull();
  });

  it('appears only when the world does not all fit in view', () => {
    expect(worldOverflows(world, { x: 24, y: 12, scale: 10 }, vp)).toBe(false);
    expect(worldOverflows(world, { x: 24, y: 12, scale: 40 }, vp)).toBe(true);
  });

  it('a press on it gives the world point under it, and nothing off it', () => {
    const f = minimapFrame(world, vp)!;
    expect(minimapToWorld(f, { x: f.x + f.width / 2, y: f.y + f.height / 4 })).toEqual({ x: 24, y: 6 });
    expect(minimapToWorld(f, { x: f.x - 1, y: f.y })).toBeNull();
    expect(viewRect({ x: 24, y: 12, scale: 40 }, vp)).toEqual({ x: 14, y: 4.5, width: 20, height: 15 });
  });
});
