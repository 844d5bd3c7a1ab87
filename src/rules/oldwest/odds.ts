// Legends of the Old West: exact odds (enumeration and convolution, never sampling), for the
// odds panel. `simulateFight` is a Monte Carlo of the same fight, kept for the benchmark and
// as a cross-check in tests.
import type { DiceSource } from '../../core/dice';
import { woundRoll } from './woundChart';

/** One die with `sides` faces scores `target` or more. */
export function pAtLeast(target: number, sides = 6): number {
  const t = Math.ceil(target);
  if (t <= 1) return 1;
  if (t > sides) return 0;
  return (sides - t + 1) / sides;
}

/**
 * OW-GAP-3: a shot hits on a d6 roll of `sh` or more. A 6 always hits and a 1 always misses,
 * so the target is held within 2..6 (a 7+ still hits on a 6; a 1+ still misses on a 1).
 */
export function pHit(sh: number): number {
  return pAtLeast(Math.min(6, Math.max(2, sh)));
}

/** OW-6/OW-7/OW-8: one strike of `strength` against `grit` wounds; "6/x" is two-stage. */
export function pWound(strength: number, grit: number): number {
  const need = woundRoll(strength, grit);
  if (need === null) return 0;
  const first = pAtLeast(need.first);
  return need.second === null ? first : first * pAtLeast(need.second);
}

/** OW-22: 2d6 + Pluck scores 10 or more (counted over the 36 outcomes). */
export function pPluckPass(pluck: number): number {
  let pass = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + pluck >= 10) pass++;
  return pass / 36;
}

/** A side of a fight: all the Attack dice it rolls, and its best Fightin' value. */
export interface FightSide {
  /** Total Attacks rolled by that side (OW-12, OW-14). */
  dice: number;
  /** Best Fightin' value among its fighters (OW-4, OW-14). */
  bestF: number;
}

export interface FightOdds {
  /** The chance that side a (index 0) or side b (index 1) wins the fight. */
  pWin: [number, number];
  /** The chance that the highest dice are equal (before Fightin' and the roll-off). */
  pTieOnDice: number;
}

/** P(the highest of n d6 is exactly k), k = 0..6; n = 0 counts as a "highest die" of 0. */
export function maxDistribution(n: number): number[] {
  const out = [0, 0, 0, 0, 0, 0, 0];
  if (n <= 0) {
    out[0] = 1;
    return out;
  }
  let prev = 0;
  for (let k = 1; k <= 6; k++) {
    const cum = (k / 6) ** n; // P(max of n d6 <= k)
    out[k] = cum - prev;
    prev = cum;
  }
  return out;
}

/**
 * OW-3/OW-4/OW-12/OW-14: each side rolls its dice, the highest single die wins; a tie on the
 * highest die goes to the higher best Fightin' value; still equal, a d6 roll-off (1-3 the side
 * `rollOffFirst` wins, 4-6 the other), which is an even chance whichever side that is.
 */
export function fightOdds(a: FightSide, b: FightSide, rollOffFirst: 0 | 1 = 0): FightOdds {
  const da = maxDistribution(a.dice);
  const db = maxDistribution(b.dice);
  let aHigher = 0;
  let bHigher = 0;
  let tie = 0;
  let cumA = 0; // P(a's highest < k)
  let cumB = 0; // P(b's highest < k)
  for (let k = 0; k <= 6; k++) {
    aHigher += da[k]! * cumB;
    bHigher += db[k]! * cumA;
    tie += da[k]! * db[k]!;
    cumA += da[k]!;
    cumB += db[k]!;
  }
  // Share of the ties side a takes: by Fightin', else the roll-off (a d6: 1-3 for the side
  // `rollOffFirst`, 4-6 for the other).
  const pLow = 1 - pAtLeast(4);
  const rollOffA = rollOffFirst === 0 ? pLow : 1 - pLow;
  const aShare = a.bestF > b.bestF ? 1 : a.bestF < b.bestF ? 0 : rollOffA;
  return { pWin: [aHigher + tie * aShare, bHigher + tie * (1 - aShare)], pTieOnDice: tie };
}

/** P(exactly k wounds), k = 0..total, from groups of strikes that each wound with chance p. */
export function woundDistribution(groups: readonly { strikes: number; p: number }[]): number[] {
  let dist = [1];
  for (const { strikes, p } of groups) {
    const n = Math.max(0, Math.trunc(strikes));
    for (let i = 0; i < n; i++) {
      const next = new Array<number>(dist.length + 1).fill(0);
      for (let k = 0; k < dist.length; k++) {
        next[k]! += dist[k]! * (1 - p);
        next[k + 1]! += dist[k]! * p;
      }
      dist = next;
    }
  }
  return dist;
}

export interface StrikesOdds {
  pAtLeastOneWound: number;
  /** Wounds reach `woundsLeft` (OW-13): the target is out of action. */
  pOut: number;
  /** Mean wounds caused (not capped at the wounds the target has left). */
  expectedWounds: number;
}

function summarise(dist: readonly number[], woundsLeft: number): StrikesOdds {
  const need = Math.max(1, Math.ceil(woundsLeft));
  let pOut = 0;
  let expected = 0;
  for (let k = 0; k < dist.length; k++) {
    if (k >= need) pOut += dist[k]!;
    expected += k * dist[k]!;
  }
  return { pAtLeastOneWound: 1 - (dist[0] ?? 1), pOut, expectedWounds: expected };
}

/** OW-6/OW-13: `strikes` dice on the wound chart, binomial in the number of wounds. */
export function strikesOdds(q: { strikes: number; strength: number; grit: number; woundsLeft: number }): StrikesOdds {
  const dist = woundDistribution([{ strikes: q.strikes, p: pWound(q.strength, q.grit) }]);
  return summarise(dist, q.woundsLeft);
}

export interface ShotOdds {
  pHit: number;
  /** Hit, and every "in the way" roll passed. */
  pReach: number;
  pWound: number;
  /** Put out of action (the wound is its last). */
  pOut: number;
}

/**
 * OW-GAP-3: hit on `sh`+, then each obstacle or model in the way is passed on its value (3 for
 * a fence, 4 for a model), then the wound chart with the weapon's Strength.
 */
export function shotOdds(q: { sh: number; inTheWay: readonly number[]; strength: number; grit: number; woundsLeft: number }): ShotOdds {
  const hit = pHit(q.sh);
  const reach = q.inTheWay.reduce((p, v) => p * pAtLeast(v), hit);
  const wound = reach * pWound(q.strength, q.grit);
  return { pHit: hit, pReach: reach, pWound: wound, pOut: q.woundsLeft <= 1 ? wound : 0 };
}

/** What the odds panel knows about one fighter's chance to be put out of action in a fight. */
export interface FightOutQuery {
  /** The target's side in the fight (the side that must lose). */
  targetSide: FightSide;
  /** The other side (the strikers). */
  enemySide: FightSide;
  /** The strikes that would go at the target if its side loses: one entry per striker. */
  blows: readonly { attacks: number; strength: number }[];
  grit: number;
  woundsLeft: number;
  /** OW-9: the target cannot back off, so every strike on it is doubled. */
  trapped?: boolean;
}

export interface FightOutOdds {
  /** The target's side loses the fight. */
  pLose: number;
  /** Given a lost fight, the strikes put the target out of action. */
  pOutIfLost: number;
  /** Both: pLose * pOutIfLost. */
  pOut: number;
}

/** OW-6/OW-9/OW-13/OW-16: the chance that the target is put out of action by this fight. */
export function fightOutOdds(q: FightOutQuery): FightOutOdds {
  const pLose = fightOdds(q.enemySide, q.targetSide).pWin[0];
  const mult = q.trapped ? 2 : 1;
  const groups = q.blows.map((b) => ({ strikes: b.attacks * mult, p: pWound(b.strength, q.grit) }));
  const pOutIfLost = summarise(woundDistribution(groups), q.woundsLeft).pOut;
  return { pLose, pOutIfLost, pOut: pLose * pOutIfLost };
}

/** The same fight as `fightOdds`, by Monte Carlo with real dice (benchmark and tests only). */
export function simulateFight(a: FightSide, b: FightSide, rollOffFirst: 0 | 1, trials: number, dice: DiceSource): FightOdds {
  let winsA = 0;
  let winsB = 0;
  let ties = 0;
  for (let t = 0; t < trials; t++) {
    let maxA = 0;
    for (let i = 0; i < a.dice; i++) maxA = Math.max(maxA, dice.roll(6));
    let maxB = 0;
    for (let i = 0; i < b.dice; i++) maxB = Math.max(maxB, dice.roll(6));
    let aWins: boolean;
    if (maxA !== maxB) aWins = maxA > maxB;
    else {
      ties++;
      if (a.bestF !== b.bestF) aWins = a.bestF > b.bestF;
      else aWins = (dice.roll(6) <= 3) === (rollOffFirst === 0); // 1-3: rollOffFirst wins
    }
    if (aWins) winsA++;
    else winsB++;
  }
  const n = Math.max(1, trials);
  return { pWin: [winsA / n, winsB / n], pTieOnDice: ties / n };
}
