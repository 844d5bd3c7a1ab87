import { describe, expect, it } from 'vitest';
import { blockLayout } from './blockLayout';

const ranksOf = (l: ReturnType<typeof blockLayout>) => {
  const per: number[] = [];
  for (const s of l.slots) per[s.rank] = (per[s.rank] ?? 0) + 1;
  return per;
};

describe('blockLayout', () => {
  it('20 models in 5 files stand in 4 full ranks', () => {
    const l = blockLayout({ files: 5, models: 20, base: 1 });
    expect(ranksOf(l)).toEqual([5, 5, 5, 5]);
    expect(l).toMatchObject({ ranks: 4, rear: 5, width: 5, depth: 4 });
  });

  it('casualties come off the rear rank: 18 of 20 leave a rear rank of 3, centred', () => {
    const l = blockLayout({ files: 5, models: 18, base: 1 });
    expect(ranksOf(l)).toEqual([5, 5, 5, 3]);
    const rear = l.slots.filter((s) => s.rank === 3).map((s) => s.x);
    expect(rear).toEqual([-1, 0, 1]);
    // Front rank unchanged: five models across the full frontage, at the front edge.
    const front = l.slots.filter((s) => s.rank === 0);
    expect(front.map((s) => s.x)).toEqual([-2, -1, 0, 1, 2]);
    expect(front[0]!.y).toBe(-l.depth / 2 + 0.5);
  });

  it('a rank lost to casualties shortens the block: 15 of 20 are 3 full ranks', () => {
    const l = blockLayout({ files: 5, models: 15, base: 1 });
    expect(ranksOf(l)).toEqual([5, 5, 5]);
    expect(l.depth).toBe(3);
  });

  it('floor full ranks and one incomplete rank at the back (N=23, F=6)', () => {
    const l = blockLayout({ files: 6, models: 23, base: 0.8, baseDepth: 1.6 });
    expect(ranksOf(l)).toEqual([6, 6, 6, 5]);
    expect(l.ranks).toBe(Math.ceil(23 / 6));
    expect(l.depth).toBeCloseTo(4 * 1.6);
    expect(l.width).toBeCloseTo(6 * 0.8);
    // The incomplete rank is the rearmost (largest y).
    const maxY = Math.max(...l.slots.map((s) => s.y));
    expect(l.slots.filter((s) => s.y === maxY)).toHaveLength(5);
  });

  it('fewer models than files make a single short rank', () => {
    const l = blockLayout({ files: 8, models: 3, base: 1 });
    expect(ranksOf(l)).toEqual([3]);
    expect(l.files).toBe(3);
  });
});
