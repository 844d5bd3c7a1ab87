// Aiming the cannon, asked of the rules: the aim for a tapped spot or a pull back from the cannon,
// the ball's flight as the rules fly it (no wobble), the power whose flight lands nearest a spot,
// and the Fire! action when the rules list firing now.
import { norm, onGrid } from '../../core/exactMath';
import type { Vec } from '../../core/table/types';
import { siege } from '../../rules/siege';
import type { Flight } from '../../rules/siege/ball';
import { aimedFlight } from '../../rules/siege/cannon';
import { MAX_POWER, MIN_POWER } from '../../rules/siege/measures';
import { cannonOf } from '../../rules/siege/queries';
import type { Aim, SgAction, SgState } from '../../rules/siege/types';
import { pullAim, type PullAim } from './pull';

/** The aim vector for a tapped spot: the spot less the acting cannon's place. */
export function aimFor(s: SgState, at: Vec): Aim | null {
  const c = cannonOf(s, s.active);
  if (!c) return null;
  const aim = { x: onGrid(at.x - c.x), y: onGrid(at.y - c.y) };
  return aim.x || aim.y ? aim : null;
}

/** The ball's flight as the rules draw it (no wobble) for an aim and a power. */
export function flightFor(s: SgState, aim: Aim | null, power: number): Flight | null {
  return aim ? aimedFlight(s, aim, power) : null;
}

/** The power (to a tenth) whose flight, by the rules' own model, ends nearest the tapped spot. */
export function bestPower(s: SgState, at: Vec): number {
  const aim = aimFor(s, at);
  let best = 5;
  let bestD = Infinity;
  for (let tenths = MIN_POWER * 10; tenths <= MAX_POWER * 10; tenths++) {
    const power = tenths / 10;
    const f = flightFor(s, aim, power);
    const end = f?.points[f.points.length - 1];
    if (!end) continue;
    const d = norm(end.x - at.x, end.y - at.y);
    if (d < bestD - 1e-9) {
      bestD = d;
      best = power;
    }
  }
  return best;
}

const firing = new WeakMap<SgState, boolean>();

/**
 * Whether the rules let the player to act fire now: asked once per state (the cannon panel asks on
 * every render, and a pull re-renders it at every pointer move).
 */
export function mayFire(s: SgState): boolean {
  let may = firing.get(s);
  if (may === undefined) {
    may = s.phase === 'shoot' && siege.legalActions(s).some((a) => a.type === 'fire');
    firing.set(s, may);
  }
  return may;
}

/** The fire action for the aim on the screen, if the rules list firing now. */
export function fireAction(s: SgState, aim: Aim | null, power: number | null): SgAction | null {
  if (!aim || power === null || (!aim.x && !aim.y) || !mayFire(s)) return null;
  return { type: 'fire', aim, power };
}

/** The acting cannon's aim for a pull that took its anchor to `to` (a board pullUnit intent). */
export function pullFrom(s: SgState, unitId: string, to: Vec): PullAim | null {
  const c = cannonOf(s, s.active);
  if (!c || c.id !== unitId) return null;
  return pullAim({ x: to.x - c.x, y: to.y - c.y });
}
