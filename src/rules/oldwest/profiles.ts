// Fighter profiles (OW-GAP-7) and weapons (OW-GAP-3).
import type { Profile, WeaponId } from './types';

const p = (
  sh: number, f: number, s: number, g: number, a: number, w: number, pl: number, fame = 0, fortune = 0,
): Profile => ({ sh, f, s, g, a, w, p: pl, fame, fortune });

/** OW-GAP-7: Sh/F/S/G/A/W/P, Fame/Fortune. */
export const PROFILES: Record<string, { name: { en: string; ru: string }; profile: Profile }> = {
  sheriff: { name: { en: 'Sheriff', ru: 'Шериф' }, profile: p(4, 4, 3, 4, 1, 2, 4, 1, 2) },
  deputy: { name: { en: 'Deputy', ru: 'Помощник шерифа' }, profile: p(4, 3, 3, 3, 1, 1, 3, 0, 1) },
  desperado: { name: { en: 'Desperado', ru: 'Головорез' }, profile: p(4, 4, 3, 4, 1, 2, 3, 2, 1) },
  rowdy: { name: { en: 'Rowdy', ru: 'Буян' }, profile: p(5, 3, 3, 3, 1, 1, 3) },
  tough: { name: { en: 'Tough', ru: 'Громила' }, profile: p(5, 3, 3, 4, 1, 1, 3) },
  trailBoss: { name: { en: 'Trail Boss', ru: 'Старший гуртовщик' }, profile: p(4, 4, 3, 4, 1, 2, 4, 1, 1) },
  cowpoke: { name: { en: 'Cowpoke', ru: 'Ковбой' }, profile: p(5, 3, 3, 3, 1, 1, 3) },
  marshal: { name: { en: 'US Marshal', ru: 'Федеральный маршал' }, profile: p(4, 4, 4, 4, 2, 2, 6, 3, 1) },
};

export type MoveWhileShooting = 'full' | 'half' | 'none';

export interface Weapon {
  id: WeaponId;
  name: { en: string; ru: string };
  /** Range in inches (edge of base to edge of base); for the thrown knife, per point of Strength. */
  range: number;
  /** Strength; the shotgun's is 5 within `closeRange` and 3 beyond. */
  strength: number;
  closeRange?: number;
  closeStrength?: number;
  /** How much of its move a fighter may have used and still shoot. */
  move: MoveWhileShooting;
  /** Range and Strength come from the thrower's Strength (thrown knife: Strength x 2"). */
  thrown?: boolean;
}

/** OW-GAP-3 weapons: range / Strength / move allowed. */
export const WEAPONS: Record<WeaponId, Weapon> = {
  sixgun: { id: 'sixgun', name: { en: 'Sixgun', ru: 'Револьвер' }, range: 10, strength: 3, move: 'full' },
  heavyPistol: { id: 'heavyPistol', name: { en: 'Heavy pistol', ru: 'Тяжёлый пистолет' }, range: 12, strength: 4, move: 'half' },
  rifle: { id: 'rifle', name: { en: 'Rifle', ru: 'Винтовка' }, range: 24, strength: 4, move: 'none' },
  repeatingRifle: { id: 'repeatingRifle', name: { en: 'Repeating rifle', ru: 'Магазинная винтовка' }, range: 18, strength: 4, move: 'half' },
  carbine: { id: 'carbine', name: { en: 'Carbine', ru: 'Карабин' }, range: 20, strength: 4, move: 'half' },
  buffaloGun: { id: 'buffaloGun', name: { en: 'Buffalo gun', ru: 'Бизонье ружьё' }, range: 30, strength: 4, move: 'none' },
  shotgun: {
    id: 'shotgun', name: { en: 'Shotgun', ru: 'Дробовик' }, range: 12, strength: 3, closeRange: 6, closeStrength: 5, move: 'half',
  },
  bow: { id: 'bow', name: { en: 'Bow', ru: 'Лук' }, range: 18, strength: 2, move: 'half' },
  thrownKnife: { id: 'thrownKnife', name: { en: 'Throwing knife', ru: 'Метательный нож' }, range: 2, strength: 0, move: 'full', thrown: true },
  none: { id: 'none', name: { en: 'No gun', ru: 'Без оружия' }, range: 0, strength: 0, move: 'none' },
};

/** A man's move in inches (OW-GAP-2). */
export const FOOT_MOVE = 6;

/** Mounts (OW-GAP-2, OW-20): their move, their Grit and Wounds when struck, what difficult ground costs them. */
export const MOUNTS: Record<'horse' | 'mule', { name: { en: string; ru: string }; move: number; g: number; w: number; roughCost: number }> = {
  horse: { name: { en: 'Horse', ru: 'Лошадь' }, move: 10, g: 3, w: 1, roughCost: 4 },
  mule: { name: { en: 'Mule', ru: 'Мул' }, move: 8, g: 3, w: 1, roughCost: 4 },
};

/** A fighter's full move: a man's 6", or his mount's. */
export function moveOf(f: { mount?: 'horse' | 'mule' }): number {
  return f.mount ? MOUNTS[f.mount].move : FOOT_MOVE;
}

/** Range in inches of a fighter's weapon. */
export function weaponRange(weapon: WeaponId, profile: Profile): number {
  const w = WEAPONS[weapon];
  return w.thrown ? profile.s * w.range : w.range;
}

/** Strength of a shot at `distance` inches (edge to edge). */
export function weaponStrength(weapon: WeaponId, profile: Profile, distance: number): number {
  const w = WEAPONS[weapon];
  if (w.thrown) return profile.s;
  if (w.closeRange !== undefined && w.closeStrength !== undefined && distance <= w.closeRange) return w.closeStrength;
  return w.strength;
}

/** The most movement a fighter may have used this turn and still shoot this weapon. */
export function moveAllowedToShoot(weapon: WeaponId, move = FOOT_MOVE): number {
  const m = WEAPONS[weapon].move;
  return m === 'full' ? Infinity : m === 'half' ? move / 2 : 0;
}
