// The guns, as the computer weighs them (docs/ai.md): each fit soldier's best one fire at an enemy
// he can see, by the rules' own numbers (the firing chart at that range, FP-30; the modifiers of
// the target's posture, cover and the line's hindrance, FP-31; one hit kills, FP-32), times the
// target's worth. A side's threat less the other's tells a man lying low on the crest from one
// standing in an LMG's sight at 29 hexes (a 4-die burst: 76% standing, 34% prone).
import { range } from './arc';
import { hitNumber, WEAPONS } from './chart';
import { freshShotModifiers, losFor } from './fire';
import { pAnyHit, pShotHits, total } from './odds';
import type { FPState, Soldier } from './types';

/** The chance `firer`'s best single fire at `target` kills him (0 out of range or sight). */
export function killChance(s: FPState, firer: Soldier, target: Soldier): number {
  const hexes = range(firer.pos, target.pos);
  const w = WEAPONS[firer.weapon];
  const modes: [number | null, number][] = [];
  if (w.auto) modes.push([hitNumber(firer.weapon, 'auto', hexes), w.auto.shots]);
  if (w.semi) modes.push([hitNumber(firer.weapon, 'semi', hexes), w.semi.shots]);
  if (modes.every(([hit]) => hit === null)) return 0;
  const los = losFor(s, firer, target.pos, target.posture, target.across);
  if (los.state === 'blocked') return 0;
  const mod = total(freshShotModifiers(s, firer, target, los));
  let best = 0;
  for (const [hit, dice] of modes) if (hit !== null) best = Math.max(best, pAnyHit(dice, pShotHits(hit, mod)));
  return best;
}

/** Side's threat: for each of its soldiers fit to fire, his best kill chance times that target's worth. */
export function threat(s: FPState, shooters: readonly Soldier[], targets: readonly Soldier[], worth: (x: Soldier) => number): number {
  let sum = 0;
  for (const f of shooters) {
    if (f.stunned) continue;
    let best = 0;
    for (const t of targets) best = Math.max(best, killChance(s, f, t) * worth(t));
    sum += best;
  }
  return sum;
}
