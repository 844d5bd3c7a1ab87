// The Shoot phase's legal shots, listed in time about linear in the fighters on the table: the
// enemies sorted along the table's width once, each shooter looks only at those within its reach
// along it (fighting contact for OW-1's "in a fight", its weapon's range for a target). The same
// shots, in the same order, as trying every pair (the listing fixtures pin them).
import { BASE_RADIUS } from '../../core/table/types';
import { FACING_GAP } from '../../core/table/obstacleContact';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { weaponRange } from './profiles';
import { canShootAt, cannotShoot } from './shooting';
import { CONTACT_EPS, fightContact } from './state';
import type { Fighter, OWAction, OWState } from './types';

/** Farther apart along x than this, two fighters are in no fighting contact (bases or across an obstacle). */
const CONTACT_REACH = 2 * BASE_RADIUS + Math.max(CONTACT_EPS, FACING_GAP) + 0.01;

/** Fighters sorted by x, with their x in order, and the index of each in the list it came from. */
interface ByX { fighters: Fighter[]; xs: Float64Array; at: Int32Array }

function sortedByX(list: readonly Fighter[]): ByX {
  const order = list.map((_, i) => i).sort((i, j) => list[i]!.pos.x - list[j]!.pos.x || i - j);
  return { fighters: order.map((i) => list[i]!), xs: Float64Array.from(order, (i) => list[i]!.pos.x), at: Int32Array.from(order) };
}

/** The first position in `xs` (sorted) not below x. */
function lowerBound(xs: Float64Array, x: number): number {
  let lo = 0, hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Appends the side to act's legal shots to `out`, shooters in `living` order, each one's targets too. */
export function listShots(s: OWState, living: readonly Fighter[], out: OWAction[]): void {
  const index = buildTerrainIndex(s.table);
  // engaged() asks every fighter standing in the fight; only enemies can be in fighting contact.
  const fighting = sortedByX(s.order.map((id) => s.fighters[id]!).filter((e) => e.status === 'ok' && e.side !== s.active));
  const targets = living.filter((e) => e.side !== s.active && e.status === 'ok');
  const byX = sortedByX(targets);
  const found: number[] = [];
  for (const f of living) {
    if (f.side !== s.active) continue;
    let inFight = false;
    for (let k = lowerBound(fighting.xs, f.pos.x - CONTACT_REACH); k < fighting.xs.length && fighting.xs[k]! <= f.pos.x + CONTACT_REACH; k++) {
      if (fightContact(s, f, fighting.fighters[k]!)) {
        inFight = true;
        break;
      }
    }
    if (cannotShoot(s, f, inFight)) continue;
    const reach = weaponRange(f.weapon, f.profile) + 2 * BASE_RADIUS + 0.01;
    found.length = 0;
    for (let k = lowerBound(byX.xs, f.pos.x - reach); k < byX.xs.length && byX.xs[k]! <= f.pos.x + reach; k++) {
      if (canShootAt(index, f, byX.fighters[k]!)) found.push(byX.at[k]!);
    }
    found.sort((a, b) => a - b);
    for (const i of found) out.push({ type: 'shoot', fighterId: f.id, targetId: targets[i]!.id });
  }
}
