// After the attacks: the combat result (RK-GAP-4, RK-17), the losers' break tests (Steadfast,
// Hold Your Ground; RK-13's refused characters and Battle Standard), fleeing and pursuit (RK-GAP-5).
import { rollPool, type DiceSource } from '../../../core/dice';
import { norm } from '../../../core/exactMath';
import type { GameEvent } from '../../../core/ruleset';
import { queueNext } from '../../../core/steps';
import type { Vec } from '../../../core/table/types';
import { destroy, flee } from '../flee';
import { blockCentre } from '../geometry/block';
import { leadership } from '../leadership';
import type { Combat, CombatStep, Regiment, RkState, Side } from '../types';
import { touch } from './contact';
import type { CombatEvent } from './events';
import { combatResult, fullRanks, rankBonus, rollBreakTest, type SideInput } from './result';
import { fighting, livingChars, otherSide, unitById, unitsIn, writable } from './units';

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
  queueNext(c, ...steps, { t: 'aftermath' });
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
  // RK-GAP-3 step 8: the flights and pursuits come after every break test (before the aftermath).
  const pursuers = foes.filter((e) => touch(e, r));
  const at = c.queue.findIndex((q) => q.t === 'aftermath');
  c.queue.splice(at < 0 ? c.queue.length : at, 0, { t: 'flee', unit }, ...pursuers.map((e): CombatStep => ({ t: 'pursue', unit: e.id, fleeing: unit, flee: 0 })));
}

function centreOf(rs: readonly Regiment[]): Vec | null {
  if (!rs.length) return null;
  const cs = rs.map((r) => blockCentre(r.block));
  return { x: cs.reduce((a, p) => a + p.x, 0) / cs.length, y: cs.reduce((a, p) => a + p.y, 0) / cs.length };
}

/** RK-GAP-5: flees 2d6" straight away from the enemies it touches (the engine's flight). */
export function fleeStep(s: RkState, c: Combat, unit: string, dice: DiceSource, events: GameEvent[]): void {
  const r = writable(s, unit);
  if (!r || r.destroyed) return;
  const from = centreOf(unitsIn(s, c, otherSide(r.side)).filter((e) => touch(e, r)));
  const dist = flee(s, r, from, dice, events, 'RK-GAP-5');
  for (const q of c.queue) if (q.t === 'pursue' && q.fleeing === unit) q.flee = dist;
}

/** RK-GAP-5: a pursuer rolls 2d6"; as far as the flight or farther catches it, and it is destroyed. */
export function pursueStep(s: RkState, unit: string, fleeing: string, fled: number, dice: DiceSource, events: GameEvent[]): void {
  const p = unitById(s, unit), f = unitById(s, fleeing);
  if (!fighting(p) || !f || f.destroyed) return;
  const { rolls, kept } = rollPool(dice, 2, 6, 'sum');
  const caught = kept >= fled;
  events.push({ type: 'pursuit', rule: 'RK-GAP-5', rolls, params: { unit, fleeing, roll: kept, flee: fled, caught } } satisfies CombatEvent);
  if (caught) destroy(s, writable(s, fleeing)!, events, 'RK-GAP-5');
}
