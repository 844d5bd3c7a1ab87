// Where the flying ball is drawn at a moment after Fire!: read off the rules' flight points (they
// are evenly spaced across the table, so the ball crosses it at an even pace), then what it met.
// Pure, so the animation is the rules' flight and nothing else.
import type { BallPoint } from '../../rules/siege/ball';
import type { Contact } from '../../rules/siege/events';

/** The flight across the table, then what it met, in ms: about a second in all. */
export const FLY_MS = 800;
export const SHOW_MS = 1150;

export interface FlightFrame {
  /** The ball now (the hop of a bounce added to its height). */
  ball: BallPoint;
  /** The points flown so far (every other one), ending at the ball. */
  trail: BallPoint[];
  /** Where the flight ended: the rules' last point. */
  end: BallPoint;
  /** 0 before the ball lands, then growing to 1: the bump ring where it touched (or the burst on a knight). */
  bump: number;
  opacity: number;
}

export function flightFrame(points: readonly BallPoint[], contact: Contact, ms: number): FlightFrame {
  const end = points[points.length - 1]!;
  const t = Math.max(0, Math.min(1, ms / FLY_MS));
  const at = t * (points.length - 1);
  const i = Math.min(points.length - 1, Math.floor(at));
  const a = points[i]!;
  const b = points[Math.min(points.length - 1, i + 1)]!;
  const k = at - i;
  const ball = { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k, z: a.z + (b.z - a.z) * k };
  const trail = points.slice(0, i + 1).filter((_, j) => j % 2 === 0);
  trail.push(ball);
  if (ms < FLY_MS) return { ball, trail, end, bump: 0, opacity: 1 };
  const u = Math.min(1, (ms - FLY_MS) / (SHOW_MS - FLY_MS));
  // A bounce stops where it touched: a little hop in place and a ring; off the edge it fades.
  const hop = contact === 'table' || contact === 'castle' ? 0.35 * Math.sin(Math.PI * Math.min(1, u * 1.6)) * (1 - u) : 0;
  return {
    ball: { x: end.x, y: end.y, z: end.z + Math.max(0, hop) },
    trail,
    end,
    bump: contact === 'off' ? 0 : u,
    opacity: contact === 'off' ? 1 - u : 1,
  };
}
