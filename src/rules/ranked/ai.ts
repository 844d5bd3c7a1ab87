// The computer opponent's view of a rank-and-flank battle (docs/ai.md): the victory points the
// rules score at the end (RK-GAP-7: enemy points destroyed or fleeing), the strength left in each
// regiment (models, characters, wounds), facing and closing on the enemy; charges weighed first.
// Its dice (charges, shooting, close combat) are sampled with the computer's own generator.
import { cosSin, norm } from '../../core/exactMath';
import type { SystemAi } from '../../core/ai/types';
import { chargeReach } from './charge';
import { livingCharacters, onTable, other } from './queries';
import type { Regiment, RkAction, RkState, Side } from './types';

/** A regiment standing: its models, its living characters, less its wounds. */
function strength(r: Regiment): number {
  return r.models * Math.max(1, r.profile.W) + 3 * livingCharacters(r).length - 0.5 * r.hurt + (r.standard ? 1 : 0) + (r.musician ? 0.5 : 0);
}

/** How well placed a regiment is: near the nearest enemy, and facing it. */
function placing(r: Regiment, enemies: readonly Regiment[]): number {
  let best: Regiment | null = null;
  let d = Infinity;
  for (const e of enemies) {
    const k = norm(e.block.front.x - r.block.front.x, e.block.front.y - r.block.front.y);
    if (k < d) [d, best] = [k, e];
  }
  if (!best) return 0;
  // Facing: 0 faces -y, 90 faces +x (degrees clockwise).
  const rad = (r.block.facing * Math.PI) / 180;
  const [cos, sin] = cosSin(rad);
  const fx = sin, fy = -cos;
  const toward = d > 1e-6 ? ((best.block.front.x - r.block.front.x) * fx + (best.block.front.y - r.block.front.y) * fy) / d : 1;
  return -0.08 * d + 1.5 * toward;
}

/** Regiments of the other side within the charge reach of one of `side`'s, not yet in a fight. */
function inReach(s: RkState, side: Side): number {
  const chargers = onTable(s, side).filter((r) => !r.fleeing);
  let n = 0;
  for (const t of onTable(s, other(side))) {
    if (t.fleeing || s.combats.some((c) => c.units.includes(t.id))) continue;
    if (chargers.some((r) => norm(t.block.front.x - r.block.front.x, t.block.front.y - r.block.front.y) <= chargeReach(r))) n++;
  }
  return n;
}

/** Side `me`'s standing, the other's subtracted. */
export function evaluate(s: RkState, me: Side): number {
  const total = [0, 0];
  const pos = [0, 0];
  // A regiment fleeing may rally before the end (it then scores nothing), so until the last turn it
  // counts half lost; one destroyed is lost for good. Pursuing it down is worth the difference.
  const gone = s.turn >= s.rules.turns ? 1 : 0.5;
  for (const side of [0, 1] as Side[]) {
    const enemies = onTable(s, other(side)).filter((r) => !r.fleeing);
    let v = 0;
    for (const r of s.regiments) {
      if (r.side !== side) continue;
      const lost = r.destroyed ? 1 : r.fleeing ? gone : 0;
      // RK-GAP-7: the enemy scores the cost of what is lost.
      v -= 0.1 * r.cost * lost;
      if (r.destroyed) continue;
      v += strength(r) * (1 - lost);
      if (!r.fleeing) pos[side]! += placing(r, enemies);
    }
    total[side] = v;
  }
  // RK charges: the side whose Charge phase comes next strikes first at what stands in its reach.
  const next = s.phase === 'rally' || s.phase === 'charge' ? s.active : other(s.active);
  const threats = inReach(s, next);
  total[next]! += 2 * threats;
  total[other(next)]! -= 4 * threats;
  const them = other(me);
  // Only its own position counts: closing in is worth something to the side that does it (one
  // fighter coming nearer is the nearest enemy of many, so the other's count would outweigh it).
  return total[me]! + pos[me]! - total[them]!;
}

const ORDER: Partial<Record<RkAction['type'], number>> = { charge: 0, fightCombat: 0, rally: 1, react: 1, forward: 2, wheel: 2, march: 2, reform: 3, endPhase: 5 };

function candidates(_s: RkState, legal: readonly RkAction[]): RkAction[] {
  return [...legal].sort((a, b) => (ORDER[a.type] ?? 1) - (ORDER[b.type] ?? 1));
}

function focus(a: RkAction): string | null {
  return 'unit' in a ? a.unit : null;
}

export const rankedAi: SystemAi<RkState, RkAction> = { evaluate, candidates, focus };
