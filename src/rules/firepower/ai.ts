// The computer opponent's view of a Firepower position (docs/ai.md): soldiers standing and fit to
// act, the hill to hold in the last turn, and closing on the enemy; attacks weighed first; and the
// exact odds of an action from the odds engine (its resolutions ask nothing on the way).
import { boundedOutcomes } from '../../core/ai/bounded';
import type { AiOutcome, SystemAi } from '../../core/ai/types';
import { hexDistance } from '../../core/hex/hexMath';
import { fpResolver } from './resolver';
import type { FPAction, FPState, Side, Soldier } from './types';

/** A soldier standing: less when stunned or pinned down, a little more when lying low in cover of his posture. */
function worth(x: Soldier): number {
  return 10 - (x.stunned ? 3 : 0) - (x.suppressed ? 1.5 : 0) + (x.posture === 'prone' ? 0.3 : x.posture === 'crouching' ? 0.2 : 0);
}

/** Side `me`'s standing, the other's subtracted. */
export function evaluate(s: FPState, me: Side): number {
  const living: [Soldier[], Soldier[]] = [[], []];
  for (const id of s.order) {
    const x = s.soldiers[id]!;
    if (x.status === 'ok') living[x.side].push(x);
  }
  const total = [0, 0];
  const pos = [0, 0];
  // The hill counts for more as the last turn nears (FP-GAP-5).
  const urgency = s.objective ? Math.min(1, Math.max(0.2, s.turn / Math.max(1, s.lastTurn))) : 0;
  for (const side of [0, 1] as Side[]) {
    const enemies = living[side === 0 ? 1 : 0];
    let v = 0;
    let holding = 0;
    for (const x of living[side]) {
      v += worth(x);
      let nearest = Infinity;
      for (const e of enemies) nearest = Math.min(nearest, hexDistance(x.pos, e.pos));
      if (nearest < Infinity) pos[side]! -= 0.1 * nearest;
      if (s.objective) {
        let toHill = Infinity;
        for (const h of s.objective.hexes) toHill = Math.min(toHill, hexDistance(x.pos, h));
        v -= 0.3 * urgency * toHill;
        if (toHill === 0) holding++;
      }
    }
    if (holding > 0) v += 6 * urgency;
    total[side] = v;
  }
  // Only its own position counts: closing in is worth something to the side that does it (one
  // soldier coming nearer is the nearest enemy of many, so the other's count would outweigh it).
  const them = me === 0 ? 1 : 0;
  return total[me]! + pos[me]! - total[them]!;
}

const ORDER: Record<FPAction['type'], number> = {
  fire: 0, grenade: 0, melee: 0, drawChip: 1, startImpulse: 1, enter: 2, cross: 2, posture: 3, turn: 4, endImpulse: 5,
};

function candidates(_s: FPState, legal: readonly FPAction[]): FPAction[] {
  return [...legal].sort((a, b) => ORDER[a.type] - ORDER[b.type]);
}

function focus(a: FPAction): string | null {
  if ('soldierId' in a) return a.soldierId;
  if ('soldierIds' in a) return a.soldierIds[0] ?? null;
  return null;
}

function outcomes(s: FPState, a: FPAction, maxRuns: number): AiOutcome<FPState>[] {
  return boundedOutcomes(fpResolver(), s, a, maxRuns);
}

export const firepowerAi: SystemAi<FPState, FPAction> = { evaluate, candidates, outcomes, focus };
