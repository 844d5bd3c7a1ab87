// The end of a combat's round (RK-GAP-3 step 8): units gone or fled leave the combat, units with
// no enemy left in base contact leave it too (No More Foes, RK-GAP-6), a duel ends when a duellist
// is slain or gone (RK-16), a combat with one side left is over, and the next round's contacts are
// noted (RK-1, RK-7).
import type { GameEvent } from '../../../core/ruleset';
import { contact } from '../geometry/block';
import type { Combat, Fighter, RkState } from '../types';
import type { CombatEvent } from './events';
import { CHAMPION, charOf, fighting, hasChampion, unitById, unitsIn } from './units';

function duellistStands(s: RkState, c: Combat, f: Fighter): boolean {
  const r = unitById(s, f.unit);
  if (!fighting(r) || !c.units.includes(r.id)) return false;
  return f.who === CHAMPION ? hasChampion(r) : (charOf(r, f.who)?.wounds ?? 0) > 0;
}

/** The pairs of enemy regiments in base contact now, with the sides touching. */
export function contactsOf(s: RkState, c: Combat): Combat['engagedAtStart'] {
  const out: Combat['engagedAtStart'] = [];
  for (const a of unitsIn(s, c, 0)) {
    for (const b of unitsIn(s, c, 1)) {
      const t = contact(a.block, b.block);
      if (t) out.push({ a: a.id, b: b.id, sideA: t.sideA, sideB: t.sideB });
    }
  }
  return out;
}

/**
 * Units gone or fled leave the combat, and (RK-GAP-6) so does a unit with no enemy left in base
 * contact (it counts as winning); the ids of those that left for want of a foe.
 */
export function dropFoeless(s: RkState, c: Combat, events: GameEvent[]): string[] {
  c.units = c.units.filter((id) => fighting(unitById(s, id)));
  const now = contactsOf(s, c);
  const left: string[] = [];
  for (const id of [...c.units]) {
    if (now.some((p) => p.a === id || p.b === id)) continue;
    c.units = c.units.filter((u) => u !== id);
    events.push({ type: 'noMoreFoes', rule: 'RK-GAP-6', params: { unit: id } } satisfies CombatEvent);
    left.push(id);
  }
  return left;
}

export function aftermathStep(s: RkState, c: Combat, events: GameEvent[]): void {
  dropFoeless(s, c, events);
  const over = unitsIn(s, c, 0).length === 0 || unitsIn(s, c, 1).length === 0;
  if (c.duel && (over || !c.duel.fighters.every((f) => duellistStands(s, c, f)))) {
    c.duel = null;
    events.push({ type: 'duelEnd', rule: 'RK-16', params: { combat: c.id } } satisfies CombatEvent);
  } else if (c.duel) {
    c.duel.overkill = [0, 0];
  }
  c.fought = true;
  // The charge bonus and striking first last for the round of the turn the charge was made.
  c.chargers = [];
  c.caused = [0, 0];
  c.winner = null;
  if (over) {
    s.combats = s.combats.filter((x) => x.id !== c.id);
    events.push({ type: 'combatEnd', rule: 'RK-GAP-6', params: { combat: c.id } } satisfies CombatEvent);
  } else {
    c.round += 1;
    c.engagedAtStart = contactsOf(s, c);
  }
  if (s.combats.every((x) => x.fought && !x.queue.length && !x.pending)) endOfPhase(s);
}

/** The Reactive side's player turn closes the full turn (each turn is side 0's then side 1's). */
export const LAST_IN_TURN = 1;

/**
 * All combats fought: RK-13's refusals made this phase end; a refused character keeps Leadership 0
 * until the end of the full turn (side 1's player turn) in which its regiment's combat ends.
 */
export function endOfPhase(s: RkState): void {
  for (const c of s.combats) c.refusedNow = [];
  if (s.active !== LAST_IN_TURN) return;
  const engaged = new Set(s.combats.flatMap((c) => c.units));
  // Regiments out of every combat may be shared with the state before (draftState): replaced, not written.
  s.regiments = s.regiments.map((r) => {
    if (engaged.has(r.id) || !r.characters.some((ch) => ch.refused)) return r;
    const characters = r.characters.map((ch) => {
      if (!ch.refused) return ch;
      const copy = { ...ch };
      delete copy.refused;
      return copy;
    });
    return { ...r, characters };
  });
}
