import { describe, expect, it } from 'vitest';
import { siege } from '../../rules/siege';
import { aimedFlight } from '../../rules/siege/cannon';
import { GATE } from '../../rules/siege/scenarios';
import { flightFrame, FLY_MS, SHOW_MS } from './flightFrames';

const s = siege.setup(GATE, {}, 1, ['Anna', 'Boris']);
const f = aimedFlight(s, { x: 1, y: 0 }, 2)!;

describe("the ball's flight on the screen is the rules' flight", () => {
  it('starts at the muzzle and crosses the flight points at an even pace', () => {
    expect(flightFrame(f.points, f.contact, 0).ball).toEqual(f.points[0]);
    const mid = flightFrame(f.points, f.contact, FLY_MS / 2).ball;
    const half = (f.points.length - 1) / 2;
    const lo = f.points[Math.floor(half)]!, hi = f.points[Math.ceil(half)]!;
    expect(mid.y).toBeGreaterThanOrEqual(lo.y - 1e-9);
    expect(mid.y).toBeLessThanOrEqual(hi.y + 1e-9);
  });

  it('ends where the rules say the ball met something, with a bump ring after a bounce', () => {
    expect(f.contact).toBe('table');
    const landed = flightFrame(f.points, f.contact, FLY_MS);
    expect(landed.ball).toEqual(f.points.at(-1));
    const later = flightFrame(f.points, f.contact, SHOW_MS);
    expect(later.ball.x).toBe(f.points.at(-1)!.x);
    expect(later.ball.y).toBe(f.points.at(-1)!.y);
    expect(later.bump).toBe(1);
    expect(flightFrame(f.points, 'off', SHOW_MS).opacity).toBe(0);
  });

  it('the trail follows the points flown so far', () => {
    const fr = flightFrame(f.points, f.contact, FLY_MS / 3);
    for (const p of fr.trail.slice(0, -1)) expect(f.points).toContainEqual(p);
    expect(fr.trail.at(-1)).toEqual(fr.ball);
  });
});
