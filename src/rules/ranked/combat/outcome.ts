// After the attacks: the combat result (RK-GAP-4, RK-17), the losers' break tests (Steadfast,
// Hold Your Ground; RK-13's refused characters and Battle Standard); a failure queues its flight
// and pursuit (pursuit.ts, RK-GAP-5).
import type { DiceSource } from '../../../core/dice';
import { norm } from '../../../core/exactMath';
import type { GameEvent } from '../../../core/ruleset';
import { queueNext } from '../../../core/steps';
import { blockCentre } from '../geometry/block';
import { leadership } from '../leadership';
import type { Combat, CombatStep, Regiment, RkState, Side } from '../types';
import { touch } from './contact';
import type { CombatEvent } from './events';
import { combatResult, fullRanks, rankBonus, rollBreakTest, type SideInput } from './result';
import { queueFlight } from './pursuit';
import { fighting, livingChars, otherSide, unitById, unitsIn } from './units';

/** Hold Your Ground's reach from the Battle Standard Bearer's regiment, centre to centre (as the General's). */
export const BSB_RANGE = 12;

/** A character that refused a challenge this phase, in any combat (RK-13). */
const refusedNow = (s: RkState, id: string): boolean => s.combats.some((c) => c.refusedNow.includes(id));

export function sideInput(s: RkState, c: Combat, side: Side): SideInput {
  const own = unitsIn(s, c, side), foes = unitsIn(s, c, otherSide(side));
  const sidesHit = own.flatMap((r) => foes.map((e) => touch(r, e)?.sideB ?? null));
  return {
    wounds: c.caused[side],
    overkill: c.duel?.overkill[side] ?? 0,
    ranks: Math.max(0, ...own.map((r) => rankBonus(r.models, r.files))),
    standard: own.some((r) => r.standard && r.models > 0),
    bsb: own.some((r) => livingChars(r).some((ch) => ch.bsb && !c.refusedNow.includes(ch.id))),
    charge: own.some((r) => c.chargers.includes(r.id)),
    flank: sidesHit.some((x) => x === 'left' || x === 'right'),
    rear: sidesHit.includes('rear'),
    musician: own.some((r) => r.musician && r.models > 0),
  };
}

/** RK-GAP-3 step 6: the combat result; each unit of the losing side tests (step 7). */
export function resultStep(s: RkState, c: Combat, events: GameEvent[]): void {
  const r = combatResult(sideInput(s, c, 0), sideInput(s, c, 1));
  c.winner = r.winner;
  const [a, b] = r.scores;
  events.push({
    type: 'combatResult', rule: 'RK-GAP-4',
    params: {
      combat: c.id, score0: a.total, score1: b.total, winner: r.winner, diff: r.diff, musician: r.musician,
      wounds0: a.wounds, wounds1: b.wounds, overkill0: a.overkill, overkill1: b.overkill, ranks0: a.ranks, ranks1: b.ranks,
    },
  } satisfies CombatEvent);
  const steps: CombatStep[] = r.winner === null ? [] : unitsIn(s, c, otherSide(r.winner)).map((u) => ({ t: 'break', unit: u.id, diff: r.diff }));
  queueNext(c, ...steps, { t: 'foes' }, { t: 'aftermath' });
}

function holdYourGround(s: RkState, r: Regiment): boolean {
  const c0 = blockCentre(r.block);
  return s.regiments.some((g) => {
    if (g.side !== r.side || g.destroyed || g.fleeing) return false;
    if (!livingChars(g).some((ch) => ch.bsb && !refusedNow(s, ch.id))) return false;
    const c1 = blockCentre(g.block);
    return norm(c1.x - c0.x, c1.y - c0.y) <= BSB_RANGE;
  });
}

/** RK-GAP-4 step 7: a losing unit's break test; a failure flees and the winners in contact pursue. */
export function breakStep(s: RkState, c: Combat, unit: string, diff: number, dice: DiceSource, events: GameEvent[]): void {
  const r = unitById(s, unit);
  if (!fighting(r)) return;
  const foes = unitsIn(s, c, otherSide(r.side));
  const steadfast = foes.length > 0 && foes.every((e) => fullRanks(r.models, r.files) > fullRanks(e.models, e.files));
  // RK-13: a refused character in the unit takes Stubborn from it; no regiment here has Stubborn yet.
  const stubborn = false;
  const hyg = holdYourGround(s, r);
  const ld = leadership(s, r);
  const t = rollBreakTest(dice, { ld, diff, steadfast, stubborn, holdYourGround: hyg });
  events.push({
    type: 'breakTest', rule: 'RK-GAP-4', rolls: t.rolls,
    params: { unit, side: r.side, ld, target: t.target, roll: t.totals[0]!, reroll: t.totals[1] ?? 0, passed: t.passed, steadfast, holdYourGround: hyg },
  } satisfies CombatEvent);
  if (t.passed) return;
  // RK-GAP-3 step 8: the pursuit questions, flights and pursuits come after every break test.
  queueFlight(s, c, r);
}
