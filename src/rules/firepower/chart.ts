// Firepower's firing chart (FP-GAP-1, FP-AMB-3), rates of fire (FP-28, FP-29) and grenade range (FP-21).
export type WeaponId = 'rifle' | 'lmg' | 'pistol' | 'grenade';
export type FireMode = 'auto' | 'semi';

/** Range bands in hexes (FP-20 counts the target's hex, not the firer's). */
export const RANGE_BANDS: readonly (readonly [number, number])[] = [
  [1, 2], [3, 5], [6, 8], [9, 12], [13, 20], [21, 30], [31, 40],
];

export interface WeaponSpec {
  id: WeaponId;
  name: { en: string; ru: string };
  /** Automatic fire: bursts x shots per burst (FP-28), with hit numbers by band (null = out of range). */
  auto: { bursts: number; shots: number; hit: readonly (number | null)[] } | null;
  /** Semi-automatic fire: shots, with hit numbers by band (FP-29). */
  semi: { shots: number; hit: readonly (number | null)[] } | null;
}

const X = null;

/** FP-GAP-1: LMG 3x4; rifle 2x3/2; pistol semi 2; grenade one throw. */
export const WEAPONS: Record<WeaponId, WeaponSpec> = {
  rifle: {
    id: 'rifle', name: { en: 'Rifle', ru: 'Винтовка' },
    auto: { bursts: 2, shots: 3, hit: [5, 4, 4, 4, 3, 2, 1] },
    semi: { shots: 2, hit: [6, 5, 5, 5, 4, 4, 3] },
  },
  lmg: { id: 'lmg', name: { en: 'Light machine gun', ru: 'Ручной пулемёт' }, auto: { bursts: 3, shots: 4, hit: [5, 4, 4, 4, 3, 3, 2] }, semi: null },
  pistol: { id: 'pistol', name: { en: 'Pistol', ru: 'Пистолет' }, auto: null, semi: { shots: 2, hit: [6, 4, 1, X, X, X, X] } },
  grenade: { id: 'grenade', name: { en: 'Hand grenade', ru: 'Ручная граната' }, auto: null, semi: { shots: 1, hit: [8, 5, 3, X, X, X, X] } },
};

/** The band index of a range in hexes, or -1 beyond 40 hexes (or 0 and below). */
export function rangeBand(hexes: number): number {
  return RANGE_BANDS.findIndex(([lo, hi]) => hexes >= lo && hexes <= hi);
}

/** FP-30: the hit number for a weapon, mode and range; null when out of range. */
export function hitNumber(weapon: WeaponId, mode: FireMode, hexes: number): number | null {
  const band = rangeBand(hexes);
  if (band < 0) return null;
  const w = WEAPONS[weapon];
  const table = mode === 'auto' ? w.auto?.hit : w.semi?.hit;
  return table?.[band] ?? null;
}

/** FP-21, FP-GAP-2: how far a grenade is thrown: 8 hexes standing, 5 prone or crouching. */
export function grenadeRange(posture: 'standing' | 'crouching' | 'prone'): number {
  return posture === 'standing' ? 8 : 5;
}
