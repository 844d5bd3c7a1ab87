// The computer's reading of the missiles on a Ronin table (docs/ai.md): how much each side's
// shooters threaten the other's fighters from where they stand. One shot's expected loss is
// worked out by the rules' own numbers: 2d6 + Shoot + the shot's modifiers against TO_HIT, then
// the total against the target's 1d6 + armour, read on the damage table (RO-GAP-1, RO-GAP-2,
// RO-5..RO-7); the range and the line of sight are the rules' own (RO-1..RO-4). A shooter counts
// its best target only (one shot a turn); one touching an enemy, or with its teppo unloaded, none.
import { keptChance } from '../../core/dice';
import { addWound, armourAgainst, MISSILES, statsOf, woundFor } from './profiles';
import { enemiesTouching } from './queries';
import { scenarioOf } from './apply';
import { rangeBetween, shotModifiers, TO_HIT } from './shooting';
import { sightFor } from './sight';
import type { RoFighter, RoState, Wound } from './types';

/** The chance of each 2d6 total, 2 to 12. */
const SUM2D6 = Array.from({ length: 13 }, (_, k) => keptChance(2, 6, 'sum', k));

/**
 * The expected loss one shot of `f` deals `t`, in `worth` points, if the line of sight is clear: the
 * whole worth when it puts `t` out of action, the drop in its worth for a lesser wound; 0 out of range.
 */
function lossInRange(f: RoFighter, t: RoFighter, worth: (f: RoFighter, wound: Wound) => number): number {
  const m = f.missile;
  if (!m || (m === 'teppo' && f.unloaded)) return 0;
  if (rangeBetween(f, t) > MISSILES[m].range) return 0;
  let mods = statsOf(f).shoot;
  for (const x of shotModifiers(f, t)) mods += x.value;
  const p = woundChances(mods, armourAgainst(t.armour, m), t.wound);
  const before = worth(t, t.wound);
  let loss = p[3]! * before;
  for (let w = t.wound + 1; w < 3; w++) if (p[w]! > 0) loss += p[w]! * (before - worth(t, w as Wound));
  return loss;
}

const chances = new Map<number, readonly number[]>();

/**
 * The chance of each wound (0-3) a fighter with wound `now` is left with after one shot, by the
 * shooter's Shoot and modifiers and the target's armour against the missile: 2d6 + mods against
 * TO_HIT, then the total against 1d6 + armour on the damage table, the new wound added to the old
 * (as `resolveShot` in shooting.ts rolls it). Worked out once per combination.
 */
function woundChances(mods: number, armour: number, now: Wound): readonly number[] {
  const key = (mods + 20) * 100 + armour * 4 + now;
  const known = chances.get(key);
  if (known) return known;
  const out = [0, 0, 0, 0];
  out[now] = 1;
  for (let k = Math.max(2, TO_HIT - mods); k <= 12; k++) {
    for (let d = 1; d <= 6; d++) {
      const w = addWound(now, woundFor(k + mods - armour - d));
      const q = SUM2D6[k]! / 6;
      out[now] = out[now]! - q;
      out[w] = out[w]! + q;
    }
  }
  chances.set(key, out);
  return out;
}

/**
 * Each side's threat: for each of its shooters on the table and not touching an enemy, the best
 * expected loss of one shot (the targets ranked by their loss, the first in sight taken).
 */
export function threats(s: RoState, living: readonly [readonly RoFighter[], readonly RoFighter[]], worth: (f: RoFighter, wound: Wound) => number): [number, number] {
  const sc = scenarioOf(s);
  const standing = [...living[0], ...living[1]];
  const out: [number, number] = [0, 0];
  for (const side of [0, 1] as const) {
    const targets = living[side === 0 ? 1 : 0];
    for (const f of living[side]) {
      if (!f.missile || enemiesTouching(s, f).length) continue;
      const ranked = targets.map((t) => ({ t, loss: lossInRange(f, t, worth) })).filter((x) => x.loss > 0).sort((a, b) => b.loss - a.loss);
      const best = ranked.find((x) => sightFor(sc, standing, f, x.t).clear);
      if (best) out[side] += best.loss;
    }
  }
  return out;
}
