// Exact odds with Fame (OW-30, OW-32): the best chance a hero's player has when willing to spend
// up to `fame` points after seeing the dice, spending only what changes the result.
import { fightOdds, maxDistribution, pAtLeast, type FightSide, type FightOdds } from './odds';
import { woundRoll } from './woundChart';

/** The chance one strike or hit wounds with up to `fame` Fame to add to its dice. */
export function pWoundWithFame(strength: number, grit: number, fame: number): number {
  const need = woundRoll(strength, grit);
  if (!need) return 0;
  const f = Math.max(0, Math.trunc(fame));
  if (need.second === null) return pAtLeast(Math.max(1, need.first - f));
  // 6/x: raise the first die to 6 (k points), which also count on the second (OW-32); the rest
  // of the Fame may go on the second die too, so at most f points reach it in all.
  return pAtLeast(Math.max(1, 6 - f)) * pAtLeast(Math.max(1, need.second - f));
}

/** The chance a roll of `need`+ on a d6 succeeds with up to `fame` to add (to hit, jumps). */
export function pRollWithFame(need: number, fame: number): number {
  return pAtLeast(Math.max(1, need - Math.max(0, Math.trunc(fame))));
}

/** The chance 2d6 + Pluck reaches 10 with up to `fame` to add (each die at most 6). */
export function pPluckWithFame(pluck: number, fame: number): number {
  let pass = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const room = 12 - a - b;
      if (a + b + pluck + Math.min(fame, room) >= 10) pass += 1 / 36;
    }
  }
  return pass;
}

/**
 * Each side's chance to win a fight when side `hero` may raise its best die with up to `fame`
 * Fame after the dice (the hero holding that side's best die; each die counts at most 6).
 */
export function fightOddsWithFame(a: FightSide, b: FightSide, rollOffFirst: 0 | 1, hero: 0 | 1, fame: number): FightOdds {
  const f = Math.max(0, Math.trunc(fame));
  if (f === 0) return fightOdds(a, b, rollOffFirst);
  const sides = [a, b];
  const dh = maxDistribution(sides[hero]!.dice);
  const dv = maxDistribution(sides[1 - hero]!.dice);
  const heroF = sides[hero]!.bestF;
  const otherF = sides[1 - hero]!.bestF;
  // The roll-off (1-3 to the side `rollOffFirst`, 4-6 to the other) is even either way.
  const tieShare = heroF > otherF ? 1 : heroF < otherF ? 0 : rollOffFirst === hero ? pAtLeast(4) : 1 - pAtLeast(4);
  let win = 0;
  let tie = 0;
  for (let h = 0; h <= 6; h++) {
    for (let v = 0; v <= 6; v++) {
      const p = dh[h]! * dv[v]!;
      if (!p) continue;
      // Spend just enough to get past the other side's die; if that cannot be done, to equal it.
      const best = Math.min(6, h + f);
      if (best > v) win += p;
      else if (best === v) {
        tie += p;
        win += p * tieShare;
      }
    }
  }
  const pWin: [number, number] = hero === 0 ? [win, 1 - win] : [1 - win, win];
  return { pWin, pTieOnDice: tie };
}
