// The computer's reading of the fights on an Old West table (docs/ai.md): a fight already joined
// (fighters in base contact, OW-1) is resolved in the Fight phase, usually past the search's
// reach from a charge in the Move phase. Each fight counts the expected loss each side takes in
// it: the chance it loses Dukin' it Out (the highest die of its Attacks, a tie to the higher
// Fightin' value, else an even roll-off: OW-3, OW-4, OW-14) times the strikes of the winners
// (one d6 per Attack on the wound chart, OW-6, OW-16) at the loser worth most to strike. Not
// counted: a trapped loser's double strikes (OW-15), Fame and Fortune.
import { keptChance } from '../../core/dice';
import { duelSides, fightSides, groupFights } from './fights';
import { woundChance, woundRoll } from './woundChart';
import type { Fighter, OWState } from './types';

/** The chance side A wins Dukin' it Out against side B (OW-3, OW-4). */
export function duelWinChance(a: { dice: number; bestF: number }, b: { dice: number; bestF: number }): number {
  if (a.dice <= 0) return 0;
  if (b.dice <= 0) return 1;
  const tie = a.bestF > b.bestF ? 1 : a.bestF === b.bestF ? 0.5 : 0;
  // The chance of each highest die of B's, worked out once rather than for every die of A's.
  const pb = [0, 1, 2, 3, 4, 5, 6].map((y) => (y === 0 ? 0 : keptChance(b.dice, 6, 'highest', y)));
  let p = 0;
  for (let x = 1; x <= 6; x++) {
    const px = keptChance(a.dice, 6, 'highest', x);
    for (let y = 1; y <= 6; y++) {
      if (x > y) p += px * pb[y]!;
      else if (x === y) p += px * pb[y]! * tie;
    }
  }
  return p;
}

/** The chance one strike of `f` wounds `t` (OW-6). */
const strikeChance = (f: Fighter, t: Fighter): number => woundChance(woundRoll(f.profile.s, t.profile.g));

/**
 * What the winners `by` are expected to take from the losers `at`: each strikes the loser it hurts
 * most, its expected wounds counted up to one (a share of the target's worth per Wound left).
 */
function strikesWorth(by: readonly Fighter[], at: readonly Fighter[], worth: (f: Fighter) => number): number {
  let v = 0;
  for (const f of by) {
    let best = 0;
    for (const t of at) {
      const left = Math.max(1, t.profile.w - t.woundsLost);
      best = Math.max(best, Math.min(1, f.profile.a * strikeChance(f, t)) * worth(t) / left);
    }
    v += best;
  }
  return v;
}

/** Each side's expected loss in the fights joined now: [what side 0 loses, what side 1 loses]. */
export function fightLosses(s: OWState, worth: (f: Fighter) => number): [number, number] {
  const out: [number, number] = [0, 0];
  for (const fight of groupFights(s)) {
    const [a, b] = fightSides(s, fight);
    if (!a.length || !b.length) continue;
    const [da, db] = duelSides(s, fight);
    const win = duelWinChance(da, db);
    out[1] += win * strikesWorth(a, b, worth);
    out[0] += (1 - win) * strikesWorth(b, a, worth);
  }
  return out;
}
