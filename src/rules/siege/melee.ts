// Melee (SG-8): after moving (or instead), a warrior with an enemy warrior less than 1 step away
// (centre to centre) may start a melee with it, once a turn; it ends the warrior's maneuver. Both
// must stand on the same floor piece: the same tower's top, or the ground with no wall between
// them, so an attacker climbs onto a tower to fight there (SG-7). Each player rolls a d6, the
// starter first; +2 for a side under its magic 3 (SG-2). The higher wins: the loser by 1 is
// wounded and goes back to its start; by 2 or more it is destroyed. A tie does nothing (SG-AMB-2),
// or, with the rule option, is rolled again.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { sameGround } from './castle';
import type { SgEvent } from './events';
import { dist2, segmentsMeet } from './geometry';
import { MELEE_REACH } from './measures';
import { effectOn, unitOf } from './queries';
import { refuse } from './reasons';
import type { SgState, SgUnit, Side } from './types';
import { destroy, woundHome } from './wounds';

/** SG-2, magic 3: +2 to the side's melee rolls. */
export const MAGIC_BONUS = 2;

export const meleeBonus = (s: SgState, side: Side): number => (effectOn(s, 'bonus', side) ? MAGIC_BONUS : 0);

/** Why `u` may not start a melee with `t` now, or null. */
export function meleeProblem(s: SgState, u: SgUnit, t: SgUnit): 'notWarrior' | 'fought' | 'ownSide' | 'gone' | 'tooFarToFight' | 'otherLevel' | 'wallBetween' | null {
  if (u.kind !== 'warrior' || t.kind !== 'warrior') return 'notWarrior';
  if (u.fought) return 'fought';
  if (t.side === u.side) return 'ownSide';
  if (!t.alive) return 'gone';
  if (dist2(u, t) >= MELEE_REACH * MELEE_REACH) return 'tooFarToFight';
  if (!sameGround(s, u, t)) return 'otherLevel';
  for (const c of s.castles) for (const w of c.walls) if (segmentsMeet(u, t, w.a, w.b)) return 'wallBetween';
  return null;
}

export function startMelee(s: SgState, u: SgUnit, t: SgUnit, dice: DiceSource, events: GameEvent[]): void {
  const problem = meleeProblem(s, u, t);
  if (problem) refuse(problem, { unit: u.id, target: t.id });
  u.fought = true;
  u.moved = true;
  s.fight = { warrior: u.id, target: t.id };
  runFight(s, dice, events);
}

/** Rolls the melee under way until it is decided (a tie rolled again stops at a merge point first). */
export function runFight(s: SgState, dice: DiceSource, events: GameEvent[]): void {
  while (s.fight) {
    dice.boundary?.(s, events);
    const a = unitOf(s, s.fight.warrior), b = unitOf(s, s.fight.target);
    const roll = dice.roll(6), targetRoll = dice.roll(6);
    const bonus = meleeBonus(s, a.side), targetBonus = meleeBonus(s, b.side);
    const margin = roll + bonus - (targetRoll + targetBonus);
    const result = margin > 0 ? 'win' : margin < 0 ? 'lose' : 'tie';
    events.push({ type: 'melee', rule: 'SG-8', rolls: [roll, targetRoll], params: { warrior: a.id, target: b.id, roll, targetRoll, bonus, targetBonus, result } } satisfies SgEvent);
    if (result === 'tie' && s.rules.meleeTies === 'reroll') continue;
    s.fight = null;
    if (result === 'tie') return;
    const loser = result === 'win' ? b : a;
    if (Math.abs(margin) === 1) woundHome(s, loser, 'melee', 'SG-8', events);
    else destroy(s, loser, 'melee', 'SG-8', events);
  }
}
