// The shooting phase (RK-GAP-2), between movement and close combat: each regiment of the active
// side with missile weapons that is not fleeing, not in a combat, did not march and did not declare
// a charge this turn may shoot once, at one enemy regiment on the table that is not in a combat,
// whose centre lies in the shooter's front arc and within its weapon's range (shooters' centre to
// target's centre). Each model in its front rank shoots once, with stand and shoot's to-hit, to-wound
// and save (shooting.ts); casualties come off the target's rear rank, shot by shot, each after a
// merge point for the odds. Nothing blocks the line of fire here (no cover, no sight lines).
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { arcOf, blockCentre } from './geometry/block';
import { inCombat, onTable, other, regimentOf } from './queries';
import { refuse, type RkReason } from './reasons';
import { hitScore, shootLeft, shotsOf } from './shooting';
import type { Regiment, RkState } from './types';

/** Why `r` may not shoot at all this phase, or null. */
export function shooterProblem(s: RkState, r: Regiment): RkReason | null {
  if (!r.missile) return 'noMissiles';
  if (r.fleeing) return 'fleeing';
  if (r.shot) return 'shot';
  if (r.marched || r.charged) return 'noShooting';
  if (inCombat(s, r.id)) return 'inCombat';
  return null;
}

/** Why `r` may not shoot at `t`, or null. */
export function shootProblem(s: RkState, r: Regiment, t: Regiment): RkReason | null {
  const why = shooterProblem(s, r);
  if (why) return why;
  if (t.side === r.side) return 'ownTarget';
  if (t.destroyed) return 'gone';
  if (inCombat(s, t.id)) return 'targetInCombat';
  if (arcOf(r.block, blockCentre(t.block)) !== 'front') return 'notInArc';
  if (hitScore(r, t) === null) return 'outOfRange';
  return null;
}

/** Every shot the active side may take now. */
export function shotsOpen(s: RkState): { unit: string; target: string }[] {
  const out: { unit: string; target: string }[] = [];
  for (const r of onTable(s, s.active)) {
    if (shooterProblem(s, r)) continue;
    for (const t of onTable(s, other(s.active))) if (!shootProblem(s, r, t)) out.push({ unit: r.id, target: t.id });
  }
  return out;
}

/** Rolls the shots still to come of the volley under way, each after a merge point, then ends it. */
export function runShots(s: RkState, dice: DiceSource, events: GameEvent[]): void {
  const v = s.volley;
  if (!v) return;
  shootLeft(s, v, regimentOf(s, v.shooter), regimentOf(s, v.target), dice, events);
  s.volley = null;
}

export function shoot(s: RkState, r: Regiment, t: Regiment, dice: DiceSource, events: GameEvent[]): void {
  const why = shootProblem(s, r, t);
  if (why) refuse(why, { unit: r.id, target: t.id });
  r.shot = true;
  s.volley = { shooter: r.id, target: t.id, left: shotsOf(r), models: t.models };
  runShots(s, dice, events);
}
