import { describe, expect, it } from 'vitest';
import { VILLAGE } from './scenarios';
import { sightFor } from './sight';
import { fighterOf } from './testkit';
import type { RoFighter } from './types';

const at = (id: string, side: 0 | 1, x: number, y: number, more: Partial<RoFighter> = {}) => fighterOf({ id, side, x, y, ...more });
const see = (a: RoFighter, b: RoFighter, others: RoFighter[] = []) => sightFor(VILLAGE, [a, b, ...others], a, b);

describe('Ronin line of sight and cover', () => {
  it('RO-1 a hedge is Light cover (it counts toward the 2" limit) and a yard wall is Heavy cover', () => {
    const overHedge = see(at('a', 0, 22.5, 8), at('b', 1, 22.5, 12));
    expect(overHedge.clear).toBe(true);
    expect(overHedge.reasons).toContainEqual({ kind: 'light', inches: 1, rule: 'RO-3' });
    const behindWall = see(at('a', 0, 28, 4), at('b', 1, 28, 14.6));
    expect(behindWall.heavy).toBe('wall-yard');
    expect(behindWall.reasons.some((r) => r.kind === 'light')).toBe(false);
  });

  it('RO-1 a building in the way blocks the line', () => {
    const s = see(at('a', 0, 2, 16), at('b', 1, 13, 16));
    expect(s.clear).toBe(false);
    expect(s.reasons[0]).toMatchObject({ kind: 'building', id: 'house-west' });
  });

  it('RO-2 another model standing on the straight line blocks the shot; one beside it does not', () => {
    const a = at('a', 0, 2, 31), b = at('b', 1, 20, 31);
    const inTheWay = see(a, b, [at('c', 0, 10, 31)]);
    expect(inTheWay.clear).toBe(false);
    expect(inTheWay.reasons).toContainEqual({ kind: 'model', id: 'c', rule: 'RO-2' });
    expect(see(a, b, [at('c', 0, 10, 32.6)]).clear).toBe(true);
    expect(see(a, b, [at('c', 1, 10, 31.2)]).clear).toBe(false);
  });

  it('RO-3 more than 2" of Light cover blocks; 2" does not', () => {
    // Two hedges (1" each) on the line: 2", not more.
    expect(see(at('a', 0, 13.5, 8), at('b', 1, 13.5, 24.5)).clear).toBe(true);
    // A hedge and 4" of bamboo grove: 5".
    const grove = see(at('a', 0, 17, 8), at('b', 1, 17, 21));
    expect(grove.light).toBe(5);
    expect(grove.clear).toBe(false);
    // 1.5" into the grove and a hedge: 2.5".
    expect(see(at('a', 0, 17, 8), at('b', 1, 17, 16.5)).clear).toBe(false);
    expect(see(at('a', 0, 17, 12), at('b', 1, 17, 16.5)).clear).toBe(true);
  });

  it('RO-4 a target in Heavy cover that neither moved nor shot cannot be seen; once it moved or shot it can', () => {
    const shooter = at('a', 0, 28, 4);
    expect(see(shooter, at('b', 1, 28, 14.6)).clear).toBe(false);
    expect(see(shooter, at('b', 1, 28, 14.6, { moved: true })).clear).toBe(true);
    expect(see(shooter, at('b', 1, 28, 14.6, { shot: true })).clear).toBe(true);
    // Far from the wall the wall is not its cover.
    expect(see(at('a', 0, 28, 4), at('b', 1, 28.5, 16)).heavy).toBe(null);
  });
});
