// The computer opponent's view of a Firepower position (docs/ai.md): soldiers standing and fit to
// act, the hill to hold in the last turn, and closing on the enemy; attacks weighed first; and the
// exact odds of an action from the odds engine (its resolutions ask nothing on the way).
import { boundedOutcomes } from '../../core/ai/bounded';
import type { AiOutcome, SystemAi } from '../../core/ai/types';
import { hexDistance, neighbor } from '../../core/hex/hexMath';
import { inArc } from './arc';
import { threat } from './aiThreat';
import { fpResolver } from './resolver';
import type { FPAction, FPState, Side, Soldier } from './types';

/** A soldier standing: less when stunned or pinned down. */
function worth(x: Soldier): number {
  return 10 - (x.stunned ? 3 : 0) - (x.suppressed ? 0.5 : 0);
}

/**
 * Hexes within which a soldier is where he should be: the rifle and the LMG hit as well to 12 as
 * nearer (FP-30); the leader's pistol reaches less far, but he keeps with his squad (pulled to 8,
 * he ran ahead of it alone and was shot down).
 */
const REACH: Record<Soldier['weapon'], number> = { rifle: 12, lmg: 12, pistol: 12 };

/** A soldier lying down must stand up (2 MF, FP-11) before he walks: as far as two hexes more. */
const STAND_UP = 2;

/** Weight of the guns (the side's threat less the other's, in points of the men it may kill). */
export const THREAT = 0.5;

/** Points for each soldier sharing a hex with another of his side. */
const STACKED = 0.4;

/** About how far a soldier gets in a turn: two impulses of 4 MF, less the odd fence and slope. */
const HEXES_A_TURN = 6;

/**
 * A side's pull towards the enemy, in points per hex: `far` for each hex a soldier stands beyond
 * his weapon's reach of the nearest enemy, `near` for each hex within it. With no objective a
 * match unfinished at the last turn is drawn (FP-GAP-5), so the pull grows as the turns run out.
 * It does not grow with the side's lead: a penalty per hex that grows when an enemy falls made a
 * kill at long range score less than a step (four soldiers 27 hexes beyond reach lost more
 * position than the 10 the dead man was worth), so the squad walked past its shots. With the hill
 * to hold, the hill leads instead.
 */
export function pull(s: FPState): { far: number; near: number } {
  if (s.objective) return { far: 0.1, near: 0.02 };
  const progress = Math.min(1, Math.max(0, (s.turn - 1) / Math.max(1, s.lastTurn - 1)));
  return { far: 0.2 + 0.3 * progress, near: 0.05 + 0.3 * progress };
}

/**
 * In the meeting, the soldiers whose closing in counts in full: one more than the enemy has left
 * (the best placed of them); the others count HUNT_REST of theirs. A side that outnumbers the enemy
 * sends a party after him instead of bringing its laggards up first, and as an enemy falls the
 * squad's position only gains (the count shrinks), so a kill never scores less than a step.
 */
const HUNT_EXTRA = 1;
const HUNT_REST = 0.3;

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
    const w = pull(s);
    let v = 0;
    let holding = 0;
    const closing: number[] = [];
    for (const x of living[side]) {
      v += worth(x);
      let toHill = Infinity;
      if (s.objective) {
        for (const h of s.objective.hexes) toHill = Math.min(toHill, hexDistance(x.pos, h));
        // The hill pulls harder the more of the turns left he needs to get there (about six hexes a turn).
        const need = toHill / (HEXES_A_TURN * Math.max(1, s.lastTurn - s.turn + 1));
        pos[side]! -= 0.3 * Math.min(1, Math.max(urgency, need)) * toHill;
        if (toHill === 0) holding++;
      }
      let nearest = Infinity;
      let foe: Soldier | null = null;
      for (const e of enemies) {
        const d = hexDistance(x.pos, e.pos);
        if (d < nearest) [nearest, foe] = [d, e];
      }
      if (foe) {
        const reach = REACH[x.weapon];
        // A man on the hill holds it: he is where he should be, whoever is in reach.
        const beyond = toHill === 0 ? 0 : Math.max(0, nearest - reach);
        // Lying low pays where he should stay (FP-31: +2 to be hit); beyond reach, where he
        // should be walking in, it is the two MF he must spend to stand up again.
        // On the hill he holds it under the enemy's fire from afar: lying low there keeps him alive.
        if (x.posture === 'prone') pos[side]! += beyond > 0 ? -w.far * STAND_UP : toHill === 0 ? 2 : Math.max(0, 0.5 - 2 * w.near);
        else if (x.posture === 'crouching' && beyond === 0) pos[side]! += 0.25;
        // Growing with the distance: the soldier furthest behind gains most by a step, so the
        // squad's impulses go round its laggards instead of running one man ahead alone.
        closing.push(w.far * (beyond + (beyond * beyond) / 40) + w.near * Math.min(nearest, reach));
        // Facing him: beyond reach, so that his next step (through the front, FP-7) closes in;
        // within it, so that he has him in his arc of fire (FP-22).
        if (beyond > 0 ? hexDistance(neighbor(x.pos, x.facing), foe.pos) < nearest : inArc(x.pos, x.facing, foe.pos)) pos[side]! += beyond > 0 ? 0.5 * w.far : 0.3;
      }
    }
    // The hill to hold: every soldier's closing in counts; in the meeting, the hunting party's (HUNT_EXTRA).
    closing.sort((a, b) => a - b);
    const party = s.objective ? closing.length : enemies.length + HUNT_EXTRA;
    closing.forEach((c, i) => { pos[side]! -= i < party ? c : HUNT_REST * c; });
    if (holding > 0) v += 6 * urgency;
    // Men of a side in one hex: one burst suppresses them all (FP-37), one grenade's blast hits them all.
    const hexes = new Set(living[side].map((x) => `${x.pos.q},${x.pos.r}`));
    pos[side]! -= STACKED * (living[side].length - hexes.size);
    total[side] = v;
  }
  const them = me === 0 ? 1 : 0;
  // The guns, counted for both sides: what each can kill at its next fire.
  const guns = THREAT * (threat(s, living[me], living[them], worth) - threat(s, living[them], living[me], worth));
  // Only its own position counts: closing in is worth something to the side that does it (one
  // soldier coming nearer is the nearest enemy of many, so the other's count would outweigh it).
  return total[me]! + pos[me]! - total[them]! + guns;
}

// Attacks first, then moving on; ending the impulse before a turn or a posture change, so that
// of actions worth the same the one that spends nothing is taken.
const ORDER: Record<FPAction['type'], number> = {
  fire: 0, grenade: 0, melee: 0, drawChip: 1, startImpulse: 1, enter: 2, cross: 2, endImpulse: 3, posture: 4, turn: 5,
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
