// Falling out of combat (XIII.3.F, RK-1..RK-10) after the casualties of an Initiative step: the
// geometry's search (geometry/fallBack.ts) moves units that lost base contact back into it; when
// several ways keep as many units in contact, the Active player picks one (RK-8). Units left
// without contact fight no more this round and leave the combat at its end (RK-9, No More Foes).
import type { GameEvent } from '../../../core/ruleset';
import { inContact } from '../geometry/block';
import { fallBack, type FallBackInput, type FallBackOutcome } from '../geometry/fallBack';
import type { Combat, RkState } from '../types';
import type { CombatEvent } from './events';
import { refuseCombat } from './reasons';
import { unitsIn, writable } from './units';

export function fallBackInput(s: RkState, c: Combat, casualties: readonly string[]): FallBackInput {
  const inCombat = unitsIn(s, c);
  const ids = new Set(inCombat.map((r) => r.id));
  return {
    units: inCombat.map((r) => ({ id: r.id, side: r.side, block: r.block })),
    engagedAtStart: c.engagedAtStart.filter((p) => ids.has(p.a) && ids.has(p.b)),
    casualties,
    others: s.regiments.filter((r) => !r.destroyed && !ids.has(r.id)).map((r) => r.block),
    terrain: s.terrain.filter((f) => f.impassable).map((f) => f.poly),
    table: { width: s.table.width, height: s.table.height },
    active: s.active,
  };
}

function applyOutcome(s: RkState, o: FallBackOutcome, events: GameEvent[]): void {
  for (const m of o.moves) {
    const r = writable(s, m.unit);
    if (!r) continue;
    r.block = m.block;
    events.push({ type: 'fallBack', rule: m.rule, params: { unit: m.unit, against: m.against, dist: m.dist, x: m.block.front.x, y: m.block.front.y } } satisfies CombatEvent);
  }
}

/** RK-1: a unit of the combat that was in base contact at the start of the round touches no enemy now. */
function contactLost(s: RkState, c: Combat): boolean {
  const units = unitsIn(s, c);
  // Asked after every casualties step of every simulated round: plain loops, nothing copied.
  for (const r of units) {
    if (!c.engagedAtStart.some((p) => p.a === r.id || p.b === r.id)) continue;
    if (!units.some((e) => e.side !== r.side && inContact(r.block, e.block))) return true;
  }
  return false;
}

/**
 * RK-1..RK-10 after a casualties step: when units would shift back into contact, the Active player
 * is asked before they move, so the shift is drawn on the board first: to confirm the one way
 * there is, or to pick among equally good ways (RK-8).
 */
export function fallBackAfterCasualties(s: RkState, c: Combat, casualties: readonly string[], events: GameEvent[]): void {
  if (!contactLost(s, c)) return;
  const r = fallBack(fallBackInput(s, c, casualties));
  if (r.alternatives.length <= 1 && r.moves.length === 0) return;
  const options = Math.max(1, r.alternatives.length);
  c.pending = { kind: 'fallBack', side: r.chooser ?? s.active, options, casualties: [...casualties] };
  if (options > 1) events.push({ type: 'fallBackTie', rule: 'RK-8', params: { combat: c.id, options } } satisfies CombatEvent);
}

/** RK-8: the Active player's pick among the equally good ways of falling back (the search is run again: nothing has moved since). */
export function chooseFallBack(s: RkState, c: Combat, choice: number, events: GameEvent[]): void {
  const p = c.pending;
  if (p?.kind !== 'fallBack') refuseCombat('combatNotAsked');
  if (!Number.isInteger(choice) || choice < 0 || choice >= p.options) refuseCombat('badFallBack', { count: p.options });
  const r = fallBack(fallBackInput(s, c, p.casualties));
  c.pending = null;
  applyOutcome(s, r.alternatives[choice] ?? r, events);
}
