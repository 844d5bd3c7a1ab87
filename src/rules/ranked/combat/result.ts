// The combat result and the break test (RK-GAP-4, RK-13, RK-17), as plain arithmetic over what
// each side brought to the round; the round (round.ts) gathers the inputs from the state.
import { rollJudged, type DiceSource } from '../../../core/dice';

/** Models a rank must hold to count as full (RK-GAP-4 default: 5, as the family's infantry). */
export const FULL_RANK = 5;
/** RK-GAP-4: +1 per full rank behind the first, up to this. */
export const MAX_RANK_BONUS = 3;
/** RK-17: Overkill counts up to this. */
export const MAX_OVERKILL = 3;

/** Full ranks of a block of `models` in `files` files (ranks filled from the front; the last may be short). */
export function fullRanks(models: number, files: number): number {
  if (files < FULL_RANK || models <= 0) return 0;
  const whole = Math.floor(models / files);
  return whole + (models - whole * files >= FULL_RANK ? 1 : 0);
}

/** RK-GAP-4: +1 per full rank behind the first, up to +3. */
export const rankBonus = (models: number, files: number): number => Math.min(MAX_RANK_BONUS, Math.max(0, fullRanks(models, files) - 1));

/** What one side brought to the round (its best unit's ranks; each bonus once a side). */
export interface SideInput {
  /** Wounds caused this round (duel Overkill apart). */
  wounds: number;
  /** RK-17: wounds caused in a duel beyond what killed the opponent. */
  overkill: number;
  /** The rank bonus of its unit with the most (already capped at +3). */
  ranks: number;
  standard: boolean;
  /** The Battle Standard Bearer fights in this combat (and did not refuse a challenge, RK-13). */
  bsb: boolean;
  /** A unit of the side charged this turn. */
  charge: boolean;
  /** A unit of the side fights an enemy unit in its flank / rear. */
  flank: boolean;
  rear: boolean;
  musician: boolean;
}

/** A side's combat result, part by part (for the log) and in total. */
export interface SideScore {
  wounds: number;
  overkill: number;
  ranks: number;
  standard: number;
  bsb: number;
  charge: number;
  flank: number;
  rear: number;
  total: number;
}

export function sideScore(x: SideInput): SideScore {
  const parts = {
    wounds: x.wounds,
    overkill: Math.min(MAX_OVERKILL, Math.max(0, x.overkill)),
    ranks: Math.min(MAX_RANK_BONUS, Math.max(0, x.ranks)),
    standard: x.standard ? 1 : 0,
    bsb: x.bsb ? 1 : 0,
    charge: x.charge ? 1 : 0,
    flank: x.flank ? 1 : 0,
    rear: x.rear ? 2 : 0,
  };
  const total = parts.wounds + parts.overkill + parts.ranks + parts.standard + parts.bsb + parts.charge + parts.flank + parts.rear;
  return { ...parts, total };
}

export interface CombatResult {
  scores: [SideScore, SideScore];
  /** The side that won, or null for a draw. */
  winner: 0 | 1 | null;
  /** By how much the loser lost (0 in a draw). */
  diff: number;
  /** The tie was broken by a musician (RK-GAP-4: by 1). */
  musician: boolean;
}

/** RK-GAP-4: the higher total wins; a tie goes to the side with a musician when the other has none, by 1. */
export function combatResult(a: SideInput, b: SideInput): CombatResult {
  const scores: [SideScore, SideScore] = [sideScore(a), sideScore(b)];
  const d = scores[0].total - scores[1].total;
  if (d > 0) return { scores, winner: 0, diff: d, musician: false };
  if (d < 0) return { scores, winner: 1, diff: -d, musician: false };
  if (a.musician !== b.musician) return { scores, winner: a.musician ? 0 : 1, diff: 1, musician: true };
  return { scores, winner: null, diff: 0, musician: false };
}

/** A losing unit's break test (RK-GAP-4, RK-13). */
export interface BreakInput {
  /** The Leadership the unit tests on (refused characters count 0: `unitLeadership`). */
  ld: number;
  /** How much its side lost by. */
  diff: number;
  /** More full ranks than each enemy unit in the combat: the difference is ignored. */
  steadfast: boolean;
  /** Stubborn (and no refused character in it, RK-13): the difference is ignored. */
  stubborn: boolean;
  /** Within 12" of its Battle Standard Bearer (not one that refused, RK-13): a failed test is rolled again. */
  holdYourGround: boolean;
}

/** The score 2d6 must not exceed. */
export const breakTarget = (x: BreakInput): number => (x.steadfast || x.stubborn ? x.ld : x.ld - x.diff);

/** RK-13: a refused character has Leadership 0; the unit tests on the best Leadership in it. */
export function unitLeadership(ld: number, characters: readonly { ld: number; refused: boolean }[]): number {
  let best = ld;
  for (const c of characters) best = Math.max(best, c.refused ? 0 : c.ld);
  return best;
}

export interface BreakRoll {
  /** Each 2d6 rolled (two when Hold Your Ground re-rolled a failure). */
  totals: number[];
  rolls: number[];
  target: number;
  passed: boolean;
}

/** The two d6 of a 2d6 roll, read from one face of 36. */
export const twoD6 = (face: number): [number, number] => [Math.floor((face - 1) / 6) + 1, ((face - 1) % 6) + 1];

/**
 * 2d6 at or under `target`: the two dice are rolled as one die of 36 faces read as the pair (the
 * same chances); the rules read only whether it passed, so the odds branch twice, not once a total.
 */
function twoD6AtMost(dice: DiceSource, target: number): { rolls: [number, number]; total: number; passed: boolean } {
  const { roll, verdict } = rollJudged(dice, 36, (f) => {
    const [a, b] = twoD6(f);
    return a + b <= target;
  });
  const [a, b] = twoD6(roll);
  return { rolls: [a, b], total: a + b, passed: verdict };
}

/** Rolls a break test: 2d6 at or under the target passes; Hold Your Ground rolls a failure again. */
export function rollBreakTest(dice: DiceSource, x: BreakInput): BreakRoll {
  const target = breakTarget(x);
  const first = twoD6AtMost(dice, target);
  const totals = [first.total];
  const rolls: number[] = [...first.rolls];
  let passed = first.passed;
  if (!passed && x.holdYourGround) {
    const again = twoD6AtMost(dice, target);
    totals.push(again.total);
    rolls.push(...again.rolls);
    passed = again.passed;
  }
  return { totals, rolls, target, passed };
}
