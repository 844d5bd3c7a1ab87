// The maneuver (SG-6, SG-7): each warrior and cannon of the player may move once a turn, up to 2
// steps (4 for the Defender's warriors under magic 2). The move is a straight line: its length
// plus the climbing it needs must fit the allowance. Climbing onto a tower or off it costs its
// floor in steps (1 or 2), passing over a tower both; crossing a first-floor wall costs 2 steps.
// A climb is counted from the foot of the edge to its top: the half step (a base's width) the
// warrior moves over each edge it climbs is part of the climb, so a warrior beside a wall crosses
// it with its whole 2 steps, and one beside a second-floor tower climbs onto it.
// A cannon does not climb, cross walls or go through a gate. An enemy's gate is passed only
// after its traps were rolled for (SG-9, gate.ts).
import { gridPoint, norm } from '../../core/exactMath';
import type { GameEvent } from '../../core/ruleset';
import type { Vec } from '../../core/table/types';
import { gateZone, inGate, levelAt } from './castle';
import type { SgEvent } from './events';
import { crossesRect, inRect, segmentsMeet } from './geometry';
import { markGateEntered } from './gate';
import { WALL_CROSS, WARRIOR_R } from './measures';
import { allowanceOf } from './queries';
import { refuse } from './reasons';
import { spotProblem } from './spots';
import type { SgCastle, SgState, SgUnit } from './types';

export interface MoveCost {
  /** The straight line's length (less a base's width per edge climbed) plus climbing and walls. */
  cost: number;
  /** What the climbing and the walls add. */
  climb: number;
  /** Fortresses whose gate the line enters from outside it. */
  gates: SgCastle[];
  /** The line touches a gate at all (a cannon keeps out). */
  touchesGate: boolean;
}

/** What moving in a straight line from `a` to `b` costs (SG-6, SG-7). */
export function moveCost(s: SgState, a: Vec, b: Vec): MoveCost {
  let climb = 0;
  let edges = 0;
  const gates: SgCastle[] = [];
  let touchesGate = false;
  for (const c of s.castles) {
    for (const t of c.towers) {
      const from = inRect(a, t), to = inRect(b, t);
      if (from && to) continue;
      if (from || to) {
        climb += t.floor;
        edges += 1;
      } else if (crossesRect(a, b, t)) {
        climb += 2 * t.floor;
        edges += 2;
      }
    }
    for (const w of c.walls) {
      if (!segmentsMeet(a, b, w.a, w.b)) continue;
      climb += WALL_CROSS;
      edges += 1;
    }
    if (crossesRect(a, b, gateZone(c))) {
      touchesGate = true;
      if (!inGate(c, a)) gates.push(c);
    }
  }
  const across = Math.max(0, norm(b.x - a.x, b.y - a.y) - 2 * WARRIOR_R * edges);
  return { cost: across + climb, climb, gates, touchesGate };
}

/** The refusal a move would meet, or null: spot, cost, the cannon's limits, an enemy gate. */
export function moveProblem(s: SgState, u: SgUnit, to: Vec): { code: 'offTable' | 'blocked' | 'overlap' | 'cannonClimbs' | 'tooFar' | 'gateFirst' | 'gateShut'; cost: number } | null {
  const spot = spotProblem(s, u, to);
  if (spot) return { code: spot, cost: 0 };
  const m = moveCost(s, u, to);
  if (u.kind === 'cannon' && (m.climb > 0 || m.touchesGate)) return { code: 'cannonClimbs', cost: m.cost };
  if (m.cost > allowanceOf(s, u) + 1e-9) return { code: 'tooFar', cost: m.cost };
  if (m.gates.some((c) => c.owner !== u.side)) {
    if (u.gate === 'untried') return { code: 'gateFirst', cost: m.cost };
    if (u.gate === 'shut') return { code: 'gateShut', cost: m.cost };
  }
  return null;
}

/** A cost as the log shows it, to a hundredth of a step. */
const rounded = (v: number): number => Math.round(v * 100) / 100;

export function move(s: SgState, u: SgUnit, x: number, y: number, events: GameEvent[]): void {
  const to = gridPoint({ x, y });
  const problem = moveProblem(s, u, to);
  const allowance = allowanceOf(s, u);
  if (problem) refuse(problem.code, { unit: u.id, cost: rounded(problem.cost), allowance });
  const m = moveCost(s, u, to);
  const from = { x: u.x, y: u.y };
  u.x = to.x;
  u.y = to.y;
  u.level = levelAt(s, to);
  u.moved = true;
  events.push({ type: 'moved', rule: m.climb > 0 ? 'SG-7' : 'SG-6', params: { unit: u.id, x: u.x, y: u.y, level: u.level, cost: rounded(m.cost), climb: m.climb, allowance } } satisfies SgEvent);
  if (u.kind === 'warrior') {
    for (const c of s.castles) if (c.owner !== u.side && crossesRect(from, to, gateZone(c))) markGateEntered(s, u, events);
  }
}
