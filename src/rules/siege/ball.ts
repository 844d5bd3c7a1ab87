// The cannon's ball in flight (SG-GAP-1): the screen's stand-in for the toy's real projectile.
// It leaves the muzzle along the aim, rising 1 step for every 2 across, and falls back in a
// parabola whose length on flat ground grows with the power: height(d) = MUZZLE + SLOPE d -
// SLOPE d^2 / (RANGE_PER_POWER power). The flight is followed in samples SAMPLE apart, every
// point on the table's 1/1024-step grid, with + - * / and one square root (the same bits in every
// browser). The first thing the ball meets decides the shot: a warrior (any side's) is hit; the
// table or a piece of a fortress first is a bounce, and whatever it hits after does not count
// (SG-5); off the table's edge is a miss. The wobble's two dice nudge the power and the aim.
import { onGrid, unit } from '../../core/exactMath';
import type { Vec } from '../../core/table/types';
import type { Contact } from './events';
import { dist2, rectDist2, segDist2 } from './geometry';
import {
  BALL_R, FLOOR, MUZZLE, POWER_WOBBLE, RANGE_PER_POWER, SAMPLE, SIDE_WOBBLE, SLOPE, WALL_HALF, WARRIOR_HEIGHT, WARRIOR_R,
} from './measures';
import type { SgState, SgUnit } from './types';

export interface BallPoint {
  x: number;
  y: number;
  /** Height above the table, in steps. */
  z: number;
}

/** The wobble's nudges (-2..2 each, from the dice: WOBBLE_FACES): power in tenths, the aim sideways. */
export interface Shift {
  power: number;
  side: number;
}

export interface Flight {
  points: BallPoint[];
  contact: Contact;
  /** The warrior hit, when the contact is a warrior. */
  target: string | null;
}

/** The ball's height `d` steps across from the muzzle. */
export const heightAt = (d: number, range: number): number => MUZZLE + SLOPE * d - (SLOPE * d * d) / range;

/** What the ball touches at a point of its flight, if anything; `near` are the warriors it may reach. */
function contactAt(s: SgState, near: readonly SgUnit[], p: BallPoint): { contact: Contact; target: string | null } | null {
  if (p.x < 0 || p.x > s.width || p.y < 0 || p.y > s.height) return { contact: 'off', target: null };
  const reach = (WARRIOR_R + BALL_R) * (WARRIOR_R + BALL_R);
  let hit: { id: string; d: number } | null = null;
  for (const w of near) {
    const floor = w.level * FLOOR;
    if (p.z < floor - BALL_R || p.z > floor + WARRIOR_HEIGHT + BALL_R) continue;
    const d = dist2(w, p);
    if (d <= reach && (!hit || d < hit.d || (d === hit.d && w.id < hit.id))) hit = { id: w.id, d };
  }
  if (hit) return { contact: 'warrior', target: hit.id };
  for (const c of s.castles) {
    for (const t of c.towers) if (p.z <= t.floor * FLOOR + BALL_R && rectDist2(p, t) <= BALL_R * BALL_R) return { contact: 'castle', target: null };
    for (const w of c.walls) if (p.z <= FLOOR + BALL_R && segDist2(p, w.a, w.b) <= (WALL_HALF + BALL_R) * (WALL_HALF + BALL_R)) return { contact: 'castle', target: null };
  }
  return p.z <= BALL_R ? { contact: 'table', target: null } : null;
}

/**
 * The ball's flight from a cannon at `from`, aimed along `aim` with `power` (1..10), nudged by the
 * wobble: the points it passes (the last is where it met something) and what it met. The screen
 * draws the arc with it (no shift: the aim as the player set it), the log replays the shot with the
 * shift the dice gave. Null when the aim has no direction.
 */
export function ballFlight(s: SgState, from: Vec, aim: Vec, power: number, shift: Shift = { power: 0, side: 0 }): Flight | null {
  const u = unit(aim.x, aim.y);
  if (!u) return null;
  const k = shift.side * SIDE_WOBBLE;
  const dir = unit(u.x - k * u.y, u.y + k * u.x)!;
  const range = RANGE_PER_POWER * (power + shift.power * POWER_WOBBLE);
  const points: BallPoint[] = [{ x: from.x, y: from.y, z: MUZZLE }];
  // The ball is below the table before it has flown range + 1 steps: only warriors near that line
  // (with a margin for the grid's rounding) can be hit.
  const end = { x: from.x + dir.x * (range + 1), y: from.y + dir.y * (range + 1) };
  const lane = WARRIOR_R + BALL_R + 0.01;
  const near = s.units.filter((w) => w.alive && w.kind === 'warrior' && segDist2(w, from, end) <= lane * lane);
  for (let i = 1; ; i++) {
    const d = i * SAMPLE;
    const p = { x: onGrid(from.x + dir.x * d), y: onGrid(from.y + dir.y * d), z: onGrid(heightAt(d, range)) };
    points.push(p);
    const met = contactAt(s, near, p);
    if (met) return { points, ...met };
  }
}

/**
 * The power that brings the ball down on a spot `d` steps away at height `z` (a warrior's middle),
 * to a hundredth, or null when no power from `min` to `max` does.
 */
export function powerFor(d: number, z: number, min: number, max: number): number | null {
  const rise = SLOPE * d - (z - MUZZLE);
  if (rise <= 0) return null;
  // z = MUZZLE + SLOPE d - SLOPE d^2 / range, so range = SLOPE d^2 / rise.
  const power = Math.round(((SLOPE * d * d) / rise / RANGE_PER_POWER) * 100) / 100;
  return power >= min && power <= max ? power : null;
}
