// The close-combat tables (RK-GAP-3): the score a d6 needs to hit (Weapon Skill against Weapon
// Skill), to wound (Strength against Toughness) and to save (armour and shield, worse by 1 per
// point of Strength above 3). A result is the score needed on one d6 (2..6), or null when no roll
// can make it. A 1 always fails.

/** The score needed to hit (RK-GAP-3): attacker's WS higher 3+; defender's equal or up to double 4+; more than double 5+. */
export function toHit(attackerWs: number, defenderWs: number): number {
  if (attackerWs > defenderWs) return 3;
  if (defenderWs <= 2 * attackerWs) return 4;
  return 5;
}

/** The score needed to wound (RK-GAP-3): S = T 4+, S one more 3+, two or more 2+, one less 5+, two or more less 6+. */
export function toWound(strength: number, toughness: number): number {
  const d = strength - toughness;
  if (d >= 2) return 2;
  if (d === 1) return 3;
  if (d === 0) return 4;
  if (d === -1) return 5;
  return 6;
}

/** A shield betters the armour save by 1 (RK-GAP-3). */
export const SHIELD_BONUS = 1;

/**
 * The armour save's score (RK-GAP-3): `armour` is the save the model's armour gives (5 for 5+),
 * null for none; a shield betters it by 1; each point of the attack's Strength above 3 worsens it
 * by 1. Null when no save is left (it would need 7 or more). A save never needs less than 2 (a 1
 * fails).
 */
export function armourSave(armour: number | null, shield: boolean, strength: number): number | null {
  if (armour === null && !shield) return null;
  const base = (armour ?? 7) - (shield ? SHIELD_BONUS : 0);
  const need = Math.max(2, base + Math.max(0, strength - 3));
  return need > 6 ? null : need;
}

/** Whether a d6 face makes a score (a 1 never does). */
export const makes = (need: number | null) => (face: number): boolean => need !== null && face !== 1 && face >= need;

/** The chance a d6 makes the score, counted over its faces with `makes` (the rule's own test). */
export function chanceToMake(need: number | null): number {
  let n = 0;
  for (let f = 1; f <= 6; f++) if (makes(need)(f)) n++;
  return n / 6;
}
