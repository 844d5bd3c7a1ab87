import { describe, expect, it } from 'vitest';
import { engagementSegment } from './engagementLines';
import type { BoardUnit } from './types';

const unit = (id: string, x: number, y: number): BoardUnit => ({
  id, x, y, r: 0.5, color: 0, label: id, wounds: 0, down: false, gone: false, spent: false, leader: false,
});

describe('engagementSegment', () => {
  it('joins two bases in contact with a visible line between their centres, trimmed inside the bases', () => {
    const s = engagementSegment(unit('a', 10, 10), unit('b', 11, 10), 20)!;
    expect(s.y0).toBe(200);
    expect(s.y1).toBe(200);
    expect(s.x0).toBeGreaterThan(200);
    expect(s.x1).toBeLessThan(220);
    expect(s.x1 - s.x0).toBeGreaterThanOrEqual(8);
  });

  it('draws nothing for two units on the same spot', () => {
    expect(engagementSegment(unit('a', 1, 1), unit('b', 1, 1), 20)).toBeNull();
  });
});
