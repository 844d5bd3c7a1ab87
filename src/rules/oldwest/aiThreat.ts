// The computer's reading of the guns on an Old West table (docs/ai.md): how much each side's
// shooters threaten the other's fighters from where they stand, the chance of a wound from one
// shot by the rules' own numbers (the Shootin' value to hit, each barrier in the way passed on
// OBSTACLE_PASS, the wound chart at the range's Strength). Fighters in the way are left out, and a
// shooter counts its best target only (one shot a phase). In the Move and Shoot phases a gun that
// may no longer fire this turn (moved further than it allows, or dived for cover) counts nothing.
import { powInt } from '../../core/exactMath';
import { blocksSight } from '../../core/table/sightGrid';
import { buildTerrainIndex, type TerrainIndex } from '../../core/table/terrainIndex';
import { weaponRange, weaponStrength } from './profiles';
import { movedTooFarToShoot, OBSTACLE_PASS } from './shooting';
import { edgeDistance } from './state';
import { woundChance, woundRoll } from './woundChart';
import type { Fighter, OWState } from './types';

/** The chance one shot of `f` at `t` wounds it, by the line from centre to centre (0 out of range or sight). */
export function woundChanceOfShot(index: TerrainIndex, f: Fighter, t: Fighter): number {
  if (f.weapon === 'none') return 0;
  const distance = Math.max(0, edgeDistance(f, t));
  if (distance > weaponRange(f.weapon, f.profile) + 1e-6) return 0;
  if (blocksSight(index, f.pos.x, f.pos.y, t.pos.x, t.pos.y)) return 0;
  const wound = woundChance(woundRoll(weaponStrength(f.weapon, f.profile, distance), t.profile.g));
  if (!wound) return 0;
  const hit = Math.min(1, Math.max(0, (7 - f.profile.sh) / 6));
  const barriers = index.crossedBarriers(f.pos, t.pos).length;
  return hit * powInt((7 - OBSTACLE_PASS) / 6, barriers) * wound;
}

/**
 * True when `f` may not shoot in this turn's Shoot phase whatever happens before it: it has moved
 * further than its gun allows (the rules' own `movedTooFarToShoot`), or it dived for cover
 * (OW-27). Its threat is left out until the turn ends and these are reset.
 */
function cannotShootThisTurn(s: OWState, f: Fighter): boolean {
  if (s.phase !== 'move' && s.phase !== 'shoot') return false;
  return f.dived || movedTooFarToShoot(f);
}

/**
 * Each side's threat: for each of its fighters standing with a gun and not on the ground, the
 * best expected loss it can deal with one shot, a target's loss being `worth` of it when the shot
 * would take its last Wound, and that share per Wound left otherwise.
 */
export function threats(s: OWState, living: readonly [readonly Fighter[], readonly Fighter[]], worth: (f: Fighter) => number): [number, number] {
  const index = buildTerrainIndex(s.table);
  const out: [number, number] = [0, 0];
  // Each fighter's worth and Wounds left, worked out once for all the shooters aiming at it.
  const worths = living.map((list) => list.map(worth));
  const left = living.map((list) => list.map((t) => Math.max(1, t.profile.w - t.woundsLost)));
  for (const side of [0, 1] as const) {
    const them = side === 0 ? 1 : 0;
    const targets = living[them];
    for (const f of living[side]) {
      if (f.weapon === 'none' || f.onGround || cannotShootThisTurn(s, f)) continue;
      let best = 0;
      targets.forEach((t, i) => {
        const v = woundChanceOfShot(index, f, t) * worths[them]![i]! / left[them]![i]!;
        if (v > best) best = v;
      });
      out[side] += best;
    }
  }
  return out;
}
