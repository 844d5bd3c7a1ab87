// The computer opponent's view of a rank-and-flank battle (docs/ai.md): the victory points the
// rules score at the end (RK-GAP-7: enemy points destroyed, fleeing or at half strength), the
// strength left in each regiment (models, characters, wounds), the fights and the charges in
// reach by their expected result, facing and closing on the enemy (by the bridge over a river),
// the more as the turns run out with nothing scored; charges weighed first. A rally test, a
// charge's reaction and a volley are weighed by their exact outcomes (the odds panel's); close
// combat is sampled with the computer's own generator.
import { cosSin } from '../../core/exactMath';
import type { SystemAi } from '../../core/ai/types';
import { dist } from '../../core/table/geometry';
import { chargeReach } from './charge';
import { inCombat, onTable, other } from './queries';
import type { Regiment, RkAction, RkState, Side } from './types';
import { fights, strength } from './aiFights';
import { nearest, type Route } from './aiRoute';
import { halfPointsFor, scoreOf } from './victory';
import { nearDestroyed } from './aiFocus';
import { candidates, focus, outcomes } from './aiChoices';

/** Points a regiment heading for a bridge loses per inch off its middle line. */
const ASIDE = 1;
/** Within this many inches of a bridge's approach point a regiment faces over the bridge, not at the point. */
const NEAR_BRIDGE = 6;
/** How far a regiment waiting for a bridge counts itself, and more per place in the column. */
const WAITING = 30;
const PER_PLACE = 8;

/**
 * How well placed a regiment is: near the nearest enemy (`w` points an inch), and facing it. Only
 * the inches beyond its charge reach count: within it, and in a fight, the fight's odds decide
 * (`fights`), so a regiment is not drawn into a charge it would lose by the inches it gains.
 * Heading for a bridge: also each inch off its middle line, and near it facing over it (a block
 * must wheel aside and back to line up); `queued` > 0 (another goes first) no pull at all, only
 * facing over the bridge and staying back of its approach point, so the column does not jam its
 * mouth nor walk on to the river's bank.
 */
function placing(s: RkState, r: Regiment, k0: Route | null, w: number, queued: number): number {
  if (inCombat(s, r.id) || s.charge?.charger === r.id) return -w * chargeReach(r) + 1.5;
  if (!k0) return 0;
  // Facing: 0 faces -y, 90 faces +x (degrees clockwise); towards the enemy, or the bridge on the way.
  const [cos, sin] = cosSin((r.block.facing * Math.PI) / 180);
  const fx = sin, fy = -cos;
  const b = k0.bridge;
  if (b && queued > 0) {
    // Waiting, it stays back of the bridge's approach point: a block moves only forward, so one
    // that walks on to the river's bank can no longer line up on the bridge.
    const past = (r.block.front.x - b.approach.x) * b.over.x + (r.block.front.y - b.approach.y) * b.over.y;
    return -w * (WAITING + queued * PER_PLACE) + 1.5 * (b.over.x * fx + b.over.y * fy) - ASIDE * Math.max(0, past);
  }
  let toward: number;
  if (b && dist(r.block.front, b.approach) < NEAR_BRIDGE) toward = b.over.x * fx + b.over.y * fy;
  else {
    const k = dist(r.block.front, k0.via);
    toward = k > 1e-6 ? ((k0.via.x - r.block.front.x) * fx + (k0.via.y - r.block.front.y) * fy) / k : 1;
  }
  return -w * Math.max(k0.d, chargeReach(r)) + 1.5 * toward - ASIDE * (b?.aside ?? 0);
}

/**
 * Each regiment's place in the column waiting for a bridge (0: its turn, or no bridge on its way):
 * one block at a time fits on it, so the one nearest its approach point goes first (none while one
 * is lined up on it or crossing) and the others wait.
 */
function bridgeQueue(s: RkState, mine: readonly Regiment[], routes: ReadonlyMap<string, Route | null>): Map<string, number> {
  const out = new Map<string, number>();
  if (!s.terrain.some((f) => f.kind === 'bridge')) return out;
  const waiting: { id: string; d: number }[] = [];
  let onIt = false;
  for (const r of mine) {
    if (inCombat(s, r.id)) continue;
    const k = routes.get(r.id);
    if (!k) continue;
    if (k.bridge) waiting.push({ id: r.id, d: dist(r.block.front, k.bridge.approach) });
    else if (k.d > dist(r.block.front, k.via) + 1e-6) onIt = true;
  }
  waiting.sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1));
  waiting.forEach((x, i) => out.set(x.id, i + (onIt ? 1 : 0)));
  return out;
}

/**
 * Side `side`'s pull towards the enemy, points per inch: RK-GAP-7 scores only what is destroyed,
 * routed or brought to half strength, so a side not ahead on points draws or loses unless it
 * fights: its pull grows as the turns run out.
 */
function pull(s: RkState, side: Side): number {
  const progress = Math.min(1, Math.max(0, (s.turn - 1) / Math.max(1, s.rules.turns - 1)));
  return scoreOf(s, side) > scoreOf(s, other(side)) ? 0.08 : 0.08 + 0.3 * progress;
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
    const w = pull(s, side);
    let v = 0;
    // Each standing regiment's way to its nearest enemy, worked out once for the queue and the placing.
    const ours = onTable(s, side).filter((r) => !r.fleeing);
    const routes = new Map(ours.map((r) => [r.id, nearest(s, r, enemies)] as const));
    const queue = bridgeQueue(s, ours, routes);
    for (const r of s.regiments) {
      if (r.side !== side) continue;
      const lost = r.destroyed ? 1 : r.fleeing ? gone : 0;
      // RK-GAP-7: the enemy scores the cost of what is lost, and half of it for a regiment at half
      // strength (fleeing or not: one that rallies still scores that).
      const half = r.destroyed ? 0 : halfPointsFor(s.rules, r);
      v -= 0.1 * Math.max(r.cost * lost, half);
      if (r.destroyed) continue;
      // Casualties count the more the fewer are left (aiFocus.ts): fire and blows go on one regiment.
      v += strength(r) * (1 - lost) - nearDestroyed(r);
      if (!r.fleeing) pos[side]! += placing(s, r, routes.has(r.id) ? routes.get(r.id)! : nearest(s, r, enemies), w, queue.get(r.id) ?? 0);
    }
    total[side] = v + fights(s, side);
  }
  const them = other(me);
  // Only its own position counts: closing in is worth something to the side that does it (one
  // fighter coming nearer is the nearest enemy of many, so the other's count would outweigh it).
  return total[me]! + pos[me]! - total[them]!;
}

// turnHorizon: a player turn is every regiment's charge, move and volley (docs/ai.md, "The search").
export const rankedAi: SystemAi<RkState, RkAction> = { evaluate, candidates, outcomes, focus, turnHorizon: true };
