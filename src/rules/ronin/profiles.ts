// The fighters' numbers (RO-GAP-5), armour (RO-22) and what wounds do to them (RO-GAP-1): one
// data table the players can see in the app, and the stats every roll reads from it.
import type { Armour, Missile, Profile, Rank, RoFighter, Weapon, Wound } from './types';

/** Rank / CP / Initiative / Fight / Shoot by rank (RO-GAP-5). */
export const PROFILES: Readonly<Record<Rank, Profile>> = {
  peasant: { rank: 0, cp: 1, init: 1, fight: 1, shoot: 0 },
  ashigaru: { rank: 1, cp: 2, init: 2, fight: 2, shoot: 1 },
  gashira: { rank: 2, cp: 2, init: 2, fight: 3, shoot: 1 },
  samurai: { rank: 3, cp: 3, init: 3, fight: 3, shoot: 2 },
  ronin: { rank: 3, cp: 3, init: 3, fight: 3, shoot: 2 },
  sohei: { rank: 3, cp: 3, init: 3, fight: 3, shoot: 2 },
  hatamoto: { rank: 4, cp: 4, init: 4, fight: 4, shoot: 2 },
  seniorRonin: { rank: 4, cp: 4, init: 4, fight: 4, shoot: 2 },
  bushou: { rank: 5, cp: 5, init: 4, fight: 5, shoot: 3 },
};

/** What a hand weapon adds to CP, Initiative and Fight (RO-GAP-5). */
export interface WeaponMods {
  cp: number;
  init: number;
  fight: number;
}

export const WEAPONS: Readonly<Record<Weapon, WeaponMods>> = {
  katana: { cp: 0, init: 0, fight: 0 },
  wakizashi: { cp: 0, init: -1, fight: 0 },
  tanto: { cp: -1, init: -1, fight: 0 },
  yari: { cp: 0, init: 2, fight: 0 },
  naginata: { cp: 0, init: 1, fight: 1 },
  // The nodachi's Initiative is +1 in a fight's first round and -1 after (see initiativeOf); the
  // tetsubo's Fight is +1, and +1 more on a boosted attack (see attackBonus).
  nodachi: { cp: 0, init: 0, fight: 0 },
  tetsubo: { cp: 0, init: -1, fight: 1 },
};

/** Defence bonus of armour (RO-22). */
export const ARMOUR: Readonly<Record<Armour, number>> = { none: 0, light: 1, medium: 2, heavy: 3 };

/** Range in inches (RO-5..RO-7). */
export const MISSILES: Readonly<Record<Missile, { range: number; mod: number }>> = {
  shuriken: { range: 6, mod: -2 },
  teppo: { range: 48, mod: 0 },
  yumi: { range: 48, mod: 0 },
};

/** The fighter's numbers now: its rank's, with its weapon, a disarm and its wounds (RO-GAP-1, RO-GAP-4). */
export function statsOf(f: RoFighter): Profile {
  return statsAt(f, f.wound);
}

/** The fighter's numbers as they would be with wound `wound` (the computer weighs a wound before it is dealt). */
export function statsAt(f: RoFighter, wound: Wound): Profile {
  const p = PROFILES[f.type];
  // Disarmed, it fights on as with a tanto-like blade: -1 Initiative, -1 Fight on its rank's numbers.
  const w: WeaponMods = f.disarmed ? { cp: 0, init: -1, fight: -1 } : WEAPONS[f.weapon];
  const cpLoss = wound >= 1 ? 1 : 0;
  const fightLoss = wound >= 2 ? 1 : 0;
  return {
    rank: p.rank,
    cp: Math.max(0, p.cp + w.cp - cpLoss),
    init: p.init + w.init,
    fight: p.fight + w.fight - fightLoss,
    shoot: p.shoot,
  };
}

/** The nodachi's Initiative: +1 in a fight's first round, -1 after (RO-GAP-5). */
export function initiativeOf(f: RoFighter, round: number): number {
  const base = statsOf(f).init;
  if (f.weapon !== 'nodachi' || f.disarmed) return base;
  return base + (round <= 1 ? 1 : -1);
}

/** What the armour gives against this attack: nothing from Light or Medium against a teppo, Heavy as Light (RO-6). */
export function armourAgainst(armour: Armour, missile: Missile | null): number {
  if (missile === 'teppo') return armour === 'heavy' ? ARMOUR.light : 0;
  return ARMOUR[armour];
}

/** The tetsubo's extra +1 Fight on a boosted attack (RO-GAP-5). */
export function attackBonus(f: RoFighter, boosted: boolean): number {
  return !f.disarmed && f.weapon === 'tetsubo' && boosted ? 1 : 0;
}

/** The wound an attack margin does (RO-GAP-1's table, one place): 1-2 Light, 3-4 Grievous, 5+ Critical. */
export const DAMAGE_TABLE: readonly { from: number; wound: 1 | 2 | 3 }[] = [
  { from: 1, wound: 1 },
  { from: 3, wound: 2 },
  { from: 5, wound: 3 },
];

export function woundFor(margin: number): 0 | 1 | 2 | 3 {
  let w: 0 | 1 | 2 | 3 = 0;
  for (const row of DAMAGE_TABLE) if (margin >= row.from) w = row.wound;
  return w;
}

/** A new wound on top of the old (RO-GAP-1): a wound no worse than what it has moves it one step on. */
export function addWound(now: 0 | 1 | 2 | 3, hit: 0 | 1 | 2 | 3): 0 | 1 | 2 | 3 {
  if (hit === 0) return now;
  return (now >= hit ? Math.min(3, now + 1) : hit) as 0 | 1 | 2 | 3;
}
