// Exact odds for Firepower's d10 rolls (0 reads as 10): a hit is a modified roll at or below the
// hit number (FP-32); modifiers are added to the die (FP-31).
import { powInt } from '../../core/exactMath';
export type Posture = 'standing' | 'crouching' | 'prone';

export interface FireSituation {
  firerSuppressed?: boolean;
  /** Fence between, rough or tree hex. */
  cover?: boolean;
  /** Hedge between, scrub or tree hex (a tree hex gives both). */
  concealment?: boolean;
  targetPosture?: Posture;
  /** Tree or hedge hexes the line of sight crosses (not the end hexes). */
  hindrance?: number;
  targetRunning?: boolean;
  /** MF the firer spends on non-combat actions in the impulse (+1 per MF). */
  extraMf?: number;
  /**
   * A grenade throw (FP-31, 6.3.6.2.2-7): cover, concealment, posture, running and MF spent do
   * not apply; the firer's suppression and the trees and hedges on the line (hindrance) do.
   */
  grenade?: boolean;
}

export interface Modifier {
  rule: string;
  key: string;
  value: number;
}

/** FP-31: every modifier that applies, itemised. */
export function fireModifiers(x: FireSituation): Modifier[] {
  const out: Modifier[] = [];
  if (x.firerSuppressed) out.push({ rule: 'FP-31', key: 'firerSuppressed', value: 1 });
  if (!x.grenade) {
    if (x.cover) out.push({ rule: 'FP-31', key: 'cover', value: 1 });
    if (x.concealment) out.push({ rule: 'FP-31', key: 'concealment', value: 1 });
    if (x.targetPosture === 'crouching') out.push({ rule: 'FP-31', key: 'crouching', value: 1 });
    if (x.targetPosture === 'prone') out.push({ rule: 'FP-31', key: 'prone', value: 2 });
  }
  if (x.hindrance) out.push({ rule: 'FP-31', key: 'hindrance', value: x.hindrance });
  if (!x.grenade) {
    if (x.targetRunning) out.push({ rule: 'FP-31', key: 'running', value: 2 });
    if (x.extraMf) out.push({ rule: 'FP-31', key: 'extraMf', value: x.extraMf });
  }
  return out;
}

export const total = (mods: readonly Modifier[]): number => mods.reduce((n, m) => n + m.value, 0);

/** FP-32: P(d10 + modifier <= hit number). */
export function pShotHits(hit: number, modifier: number): number {
  const need = hit - modifier; // highest die that hits
  return Math.max(0, Math.min(10, need)) / 10;
}

/** The chance at least one of `shots` independent shots hits. */
export function pAnyHit(shots: number, p: number): number {
  return 1 - powInt(1 - p, Math.max(0, shots));
}

/** FP-42: -2 per attacker beyond the defenders, +2 per defender beyond the attackers. */
export function meleeModifier(attackers: number, defenders: number): number {
  return attackers > defenders ? -2 * (attackers - defenders) : 2 * (defenders - attackers);
}

/** FP-41: the attackers win on a modified 5 or less. */
export function pMeleeWin(attackers: number, defenders: number): number {
  return pShotHits(5, meleeModifier(attackers, defenders));
}

/** FP-33: a grenade throw: hits the hex at or below the hit number, a dud above 10, else scatters. */
export function grenadeThrowOdds(hit: number, modifier: number): { hex: number; scatter: number; dud: number } {
  let hex = 0;
  let dud = 0;
  for (let d = 1; d <= 10; d++) {
    const m = d + modifier;
    if (m <= hit) hex += 0.1;
    else if (m > 10) dud += 0.1;
  }
  return { hex, dud, scatter: Math.max(0, 1 - hex - dud) };
}
