// Legends of the Old West: the wound chart (OW-7) and how to read its entries (OW-8).
// Pure data and pure functions; no dice are rolled here.

/** A chart entry: the minimum d6 (3..6), a two-stage "6/x" roll, or "-" (cannot wound). */
export type WoundEntry = 3 | 4 | 5 | 6 | '6/4' | '6/5' | '6/6' | '-';

/**
 * OW-7: rows are Strength 1..10, columns Grit 1..10 (`WOUND_CHART[s - 1][g - 1]`).
 * Copied from the rules digest, row by row.
 */
export const WOUND_CHART: readonly (readonly WoundEntry[])[] = [
  /* S1  */ [4, 5, 5, 6, 6, '6/4', '6/5', '6/6', '-', '-'],
  /* S2  */ [4, 4, 5, 5, 6, 6, '6/4', '6/5', '6/6', '-'],
  /* S3  */ [3, 4, 4, 5, 5, 6, 6, '6/4', '6/5', '6/6'],
  /* S4  */ [3, 3, 4, 4, 5, 5, 6, 6, '6/4', '6/5'],
  /* S5  */ [3, 3, 3, 4, 4, 5, 5, 6, 6, '6/4'],
  /* S6  */ [3, 3, 3, 3, 4, 4, 5, 5, 6, 6],
  /* S7  */ [3, 3, 3, 3, 3, 4, 4, 5, 5, 6],
  /* S8  */ [3, 3, 3, 3, 3, 3, 4, 4, 5, 5],
  /* S9  */ [3, 3, 3, 3, 3, 3, 3, 4, 4, 5],
  /* S10 */ [3, 3, 3, 3, 3, 3, 3, 3, 4, 4],
];

/** What a wound roll needs: `first` or more on a d6, then (for "6/x") `second` or more. */
export interface WoundNeed {
  first: number;
  /** The second d6 of a "6/x" entry; null for a single roll. */
  second: number | null;
}

/** The chart covers 1..10; anything outside clamps to the nearest edge. */
export function clampChartIndex(v: number): number {
  if (!Number.isFinite(v)) return v > 0 ? 10 : 1;
  return Math.min(10, Math.max(1, Math.trunc(v)));
}

/** The raw OW-7 entry for a Strength against a Grit (both clamped to 1..10). */
export function woundEntry(strength: number, grit: number): WoundEntry {
  const row = WOUND_CHART[clampChartIndex(strength) - 1]!;
  return row[clampChartIndex(grit) - 1]!;
}

/** Reads an entry (OW-8): null for "-" (the target cannot be wounded by that Strength). */
export function parseWoundEntry(entry: WoundEntry): WoundNeed | null {
  if (entry === '-') return null;
  if (typeof entry === 'number') return { first: entry, second: null };
  const second = Number(entry.slice(2));
  return { first: 6, second };
}

/** OW-7/OW-8: what a strike of `strength` needs against `grit`; null when it cannot wound. */
export function woundRoll(strength: number, grit: number): WoundNeed | null {
  return parseWoundEntry(woundEntry(strength, grit));
}

/** The chance a wound roll succeeds (OW-8: a 6/4 needs a six, then a 4+); 0 when it cannot wound. */
export function woundChance(need: WoundNeed | null): number {
  if (!need) return 0;
  const first = (7 - need.first) / 6;
  return need.second === null ? first : first * ((7 - need.second) / 6);
}

/** Whether a wound roll needs a second die: the entry is "6/x" and the first die is a 6. */
export function needsSecondDie(need: WoundNeed | null, first: number): boolean {
  return need !== null && need.second !== null && first >= need.first;
}

/**
 * OW-8: whether the dice rolled wound. `second` is the second die of a "6/x" roll; when the
 * entry needs one and it is missing, the strike does not wound (yet).
 */
export function woundSucceeds(need: WoundNeed | null, first: number, second?: number): boolean {
  if (need === null) return false;
  if (first < need.first) return false;
  if (need.second === null) return true;
  return second !== undefined && second >= need.second;
}

/** The entry as printed in the chart, e.g. "4+", "6/4", "-". */
export function formatWoundNeed(need: WoundNeed | null): string {
  if (need === null) return '-';
  return need.second === null ? `${need.first}+` : `${need.first}/${need.second}`;
}
