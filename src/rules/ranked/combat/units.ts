// Who is who in a close combat: the regiments in it, their fighters (rank and file, champion,
// characters) and each fighter's profile and wounds left.
import type { Character, Combat, Fighter, Profile, Regiment, RkState, Side } from '../types';

/** `Fighter.who` of a regiment's rank and file, and of its champion. */
export const RF = 'rf';
export const CHAMPION = 'champion';

export const otherSide = (side: Side): Side => (side === 0 ? 1 : 0);

export function unitById(s: RkState, id: string): Regiment | undefined {
  return s.regiments.find((r) => r.id === id);
}

const owned = new WeakMap<RkState, Set<Regiment>>();

/**
 * The regiment, ready to be written: a draft (round.ts's draftState) shares the regiments with the
 * state it was made from, so the first write copies the regiment into the draft's own list.
 */
export function writable(s: RkState, id: string): Regiment | undefined {
  const i = s.regiments.findIndex((r) => r.id === id);
  if (i < 0) return undefined;
  let mine = owned.get(s);
  if (!mine) owned.set(s, (mine = new Set()));
  const r = s.regiments[i]!;
  if (mine.has(r)) return r;
  // The block is shared: the rules replace a block, never change one in place (and the geometry
  // caches keyed on block objects then hold across the runs of an estimate or an enumeration).
  const copy: Regiment = { ...r, characters: r.characters.map((c) => ({ ...c })) };
  s.regiments[i] = copy;
  mine.add(copy);
  return copy;
}

export function combatById(s: RkState, id: string): Combat | undefined {
  return s.combats.find((c) => c.id === id);
}

export const livingChars = (r: Regiment): Character[] => r.characters.filter((c) => c.wounds > 0);

/** Still fighting: on the table, not fleeing, something alive in it. */
export const fighting = (r: Regiment | undefined): r is Regiment => !!r && !r.destroyed && !r.fleeing && (r.models > 0 || livingChars(r).length > 0);

/** The regiments of a combat still fighting, of one side or both. */
export function unitsIn(s: RkState, c: Combat, side?: Side): Regiment[] {
  return c.units.map((id) => unitById(s, id)).filter((r): r is Regiment => fighting(r) && (side === undefined || r.side === side));
}

/** A champion is a rank-and-file model with +1 Attack (RK-GAP-1 default). */
export function profileOf(r: Regiment, who: string): Profile {
  if (who === RF) return r.profile;
  if (who === CHAMPION) return { ...r.profile, A: r.profile.A + 1 };
  return r.characters.find((c) => c.id === who)?.profile ?? r.profile;
}

export const charOf = (r: Regiment, who: string): Character | undefined => r.characters.find((c) => c.id === who);

/** The champion stands while the regiment has one and rank-and-file models left. */
export const hasChampion = (r: Regiment): boolean => r.champion && r.models > 0;

/** Wounds a fighter has left (the rank and file's are the whole unit's). */
export function woundsLeft(r: Regiment, who: string, championHurt = 0): number {
  if (who === RF) return Math.max(0, r.models * r.profile.W - r.hurt);
  if (who === CHAMPION) return hasChampion(r) ? Math.max(0, r.profile.W - championHurt) : 0;
  return charOf(r, who)?.wounds ?? 0;
}

export const sameFighter = (a: Fighter, b: Fighter): boolean => a.unit === b.unit && a.who === b.who;

/** How the log names a fighter. */
export const fighterKey = (f: Fighter): string => `${f.unit}:${f.who}`;
