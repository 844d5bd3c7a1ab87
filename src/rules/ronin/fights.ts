// The combat phase's frame (RO-9..RO-11): the player with priority splits every brawl into fights
// (one against one, or one against up to four), then the players take turns choosing the next
// fight to resolve, priority first. A fighter fights once a turn (Relentless: twice).
import type { GameEvent } from '../../core/ruleset';
import type { RoEvent } from './events';
import { enemiesTouching, fighter, inContact, onTable } from './queries';
import { refuse } from './reasons';
import type { Fight, RoFighter, RoState } from './types';

/** At most this many enemies in one fight (RO-9). */
export const MAX_ENEMIES = 4;

const fightsAllowed = (f: RoFighter): number => (f.relentless ? 2 : 1);

/** Fights this fighter is in this turn, counting those formed and not yet fought. */
export function fightsOf(s: RoState, id: string): number {
  const f = s.fighters.find((x) => x.id === id);
  const formed = s.fights.filter((x) => !x.done && (x.one === id || x.many.includes(id))).length;
  return (f?.fights ?? 0) + formed;
}

export const canJoin = (s: RoState, f: RoFighter): boolean => onTable(f) && fightsOf(s, f.id) < fightsAllowed(f);

/** Forms a fight (RO-9): checks, then adds it. */
export function formFight(s: RoState, oneId: string, manyIds: readonly string[], events: GameEvent[]): void {
  const one = fighter(s, oneId);
  if (manyIds.length > MAX_ENEMIES) refuse('tooMany');
  if (!canJoin(s, one)) refuse(onTable(one) ? 'inAnotherFight' : 'outOfAction', { fighter: one.name });
  for (const id of manyIds) {
    const e = fighter(s, id);
    if (e.side === one.side || !onTable(e) || !inContact(one, e)) refuse('notInContact', { fighter: one.name, target: e.name });
    if (!canJoin(s, e)) refuse('inAnotherFight', { fighter: e.name });
    // A grapple holds the two together: neither fights anyone else (RO-GAP-4).
    if (e.grappled && e.grappled !== one.id) refuse('grappled', { fighter: e.name });
  }
  if (one.grappled && !manyIds.includes(one.grappled)) refuse('grappled', { fighter: one.name });
  s.fights.push({ one: oneId, many: [...manyIds], done: false });
  const names = manyIds.map((id) => fighter(s, id).name).join(', ');
  events.push({ type: 'fightFormed', rule: 'RO-9', params: { one: one.name, many: names, count: manyIds.length } } satisfies RoEvent);
}

/** Two enemies in contact that could still share a fight and are in none: the split is not finished (RO-9). */
export function unsplitPair(s: RoState): [RoFighter, RoFighter] | null {
  for (const f of s.fighters) {
    if (!canJoin(s, f) || fightsOf(s, f.id) > 0) continue;
    for (const e of enemiesTouching(s, f)) if (canJoin(s, e) && fightsOf(s, e.id) === 0) return [f, e];
  }
  return null;
}

/** Another fight could still be formed: a fighter free to fight touching an enemy free to fight. */
export function canFormMore(s: RoState): boolean {
  for (const f of s.fighters) {
    if (!canJoin(s, f)) continue;
    for (const e of enemiesTouching(s, f)) {
      if (!canJoin(s, e)) continue;
      if (f.grappled && f.grappled !== e.id) continue;
      if (e.grappled && e.grappled !== f.id) continue;
      return true;
    }
  }
  return false;
}

/** Pairs that can only be one fight: two fighters touching each other and no one else. */
export function formForcedFights(s: RoState, events: GameEvent[]): void {
  for (const f of s.fighters) {
    if (!canJoin(s, f) || fightsOf(s, f.id) > 0) continue;
    const touching = enemiesTouching(s, f);
    if (touching.length !== 1) continue;
    const e = touching[0]!;
    if (fightsOf(s, e.id) > 0 || !canJoin(s, e) || enemiesTouching(s, e).length !== 1) continue;
    if (f.side === s.priority) formFight(s, f.id, [e.id], events);
    else formFight(s, e.id, [f.id], events);
  }
}

/** The fights still to resolve, by index. */
export const openFights = (s: RoState): number[] => s.fights.flatMap((f, i) => (f.done ? [] : [i]));

export function fightMembers(fight: Fight): string[] {
  return [fight.one, ...fight.many];
}
