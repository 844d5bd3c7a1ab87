// Aiming the cannon like a slingshot: the player presses on the cannon and drags back; the ball
// goes the other way, and the longer the pull the stronger the shot. Pure arithmetic on the pull
// (table steps), clamped to the rules' power limits; the flight itself is always the rules' own.
import { onGrid } from '../../core/exactMath';
import type { Vec } from '../../core/table/types';
import { MAX_POWER, MIN_POWER } from '../../rules/siege/measures';
import type { Aim } from '../../rules/siege/types';

/** A pull shorter than this (steps) aims nothing: a press on the cannon that only wobbled. */
export const PULL_MIN = 0.25;
/** A pull this long (steps) or longer fires at full power. */
export const PULL_FULL = 3;

export interface PullAim {
  /** Opposite the pull, on the table's grid. */
  aim: Aim;
  /** From MIN_POWER at PULL_MIN to MAX_POWER at PULL_FULL, in tenths. */
  power: number;
}

/** The aim and power of a pull (the drag from the cannon, in steps), or null when too short. */
export function pullAim(pull: Vec): PullAim | null {
  const len = Math.hypot(pull.x, pull.y);
  if (!(len >= PULL_MIN)) return null;
  const aim = { x: onGrid(-pull.x), y: onGrid(-pull.y) };
  if (!aim.x && !aim.y) return null;
  const t = Math.min(1, (len - PULL_MIN) / (PULL_FULL - PULL_MIN));
  const power = Math.round((MIN_POWER + t * (MAX_POWER - MIN_POWER)) * 10) / 10;
  return { aim, power: Math.max(MIN_POWER, Math.min(MAX_POWER, power)) };
}
