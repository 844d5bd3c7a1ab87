// The legal actions for the player to act: a finite list. Moves are sampled: eight directions at
// half and the whole allowance, a spot less than 1 step from each enemy warrior in reach, onto
// each tower, through the enemy's gate, and over each wall near by. Shots are sampled: one aimed
// at each enemy warrior the cannon can reach, and one at the enemy's gate.
import { gridPoint, norm, onGrid } from '../../core/exactMath';
import type { Vec } from '../../core/table/types';
import { powerFor } from './ball';
import { castleOf, gateMiddle } from './castle';
import { fireProblem } from './cannon';
import { gateTryProblem } from './gate';
import { segDist2 } from './geometry';
import { FLOOR, MAX_POWER, MIN_POWER, WARRIOR_HEIGHT, WARRIOR_R } from './measures';
import { meleeProblem } from './melee';
import { moveProblem } from './movement';
import { allowanceOf, cannonOf, other, warriorsOf } from './queries';
import type { SgAction, SgState, SgUnit } from './types';

const DIRS = [[1, 0], [0.7071, 0.7071], [0, 1], [-0.7071, 0.7071], [-1, 0], [-0.7071, -0.7071], [0, -1], [0.7071, -0.7071]] as const;

/** `p` moved `d` steps further along the line from `from` through it. */
function beyond(from: Vec, p: Vec, d: number): Vec {
  const l = norm(p.x - from.x, p.y - from.y);
  return l > 0 ? { x: p.x + ((p.x - from.x) * d) / l, y: p.y + ((p.y - from.y) * d) / l } : p;
}

/** The point of segment ab nearest to p. */
function nearestOn(p: Vec, a: Vec, b: Vec): Vec {
  const dx = b.x - a.x, dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return { x: a.x + t * dx, y: a.y + t * dy };
}

function spotsFor(s: SgState, u: SgUnit): Vec[] {
  const reach = allowanceOf(s, u);
  const out: Vec[] = [];
  for (const [dx, dy] of DIRS) for (const k of [reach / 2, reach]) out.push({ x: u.x + dx * k, y: u.y + dy * k });
  if (u.kind === 'cannon') return out;
  for (const e of warriorsOf(s, other(u.side))) {
    const d = norm(e.x - u.x, e.y - u.y);
    if (d > reach + 1 || d < 1e-6) continue;
    out.push({ x: e.x + ((u.x - e.x) * 0.75) / d, y: e.y + ((u.y - e.y) * 0.75) / d });
  }
  for (const c of s.castles) {
    for (const t of c.towers) {
      const inset = WARRIOR_R + 0.01;
      out.push({ x: (t.x0 + t.x1) / 2, y: (t.y0 + t.y1) / 2 });
      out.push({ x: Math.max(t.x0 + inset, Math.min(t.x1 - inset, u.x)), y: Math.max(t.y0 + inset, Math.min(t.y1 - inset, u.y)) });
    }
    for (const w of c.walls) {
      if (segDist2(u, w.a, w.b) > (reach + 1) * (reach + 1)) continue;
      const p = nearestOn(u, w.a, w.b);
      out.push(beyond(u, p, -(WARRIOR_R + 0.01)), beyond(u, p, WARRIOR_R + 0.01));
    }
    if (c.owner !== u.side) {
      const g = gateMiddle(c);
      out.push(g, beyond(u, g, 1));
    }
  }
  return out;
}

function moves(s: SgState, u: SgUnit): SgAction[] {
  const out: SgAction[] = [];
  const seen = new Set<string>();
  for (const raw of spotsFor(s, u)) {
    const p = gridPoint(raw);
    const key = `${p.x},${p.y}`;
    if (seen.has(key) || moveProblem(s, u, p)) continue;
    seen.add(key);
    out.push({ type: 'move', unit: u.id, x: p.x, y: p.y });
  }
  return out;
}

function shots(s: SgState): SgAction[] {
  const cannon = cannonOf(s, s.active)!;
  const out: SgAction[] = [];
  for (const w of warriorsOf(s, other(s.active))) {
    const d = norm(w.x - cannon.x, w.y - cannon.y);
    const power = powerFor(d, w.level * FLOOR + WARRIOR_HEIGHT / 2, MIN_POWER, MAX_POWER);
    if (power !== null) out.push({ type: 'fire', aim: { x: onGrid(w.x - cannon.x), y: onGrid(w.y - cannon.y) }, power });
  }
  const castle = castleOf(s, other(s.active));
  const g = castle ? gateMiddle(castle) : { x: s.width / 2, y: s.height / 2 };
  const aim = { x: onGrid(g.x - cannon.x), y: onGrid(g.y - cannon.y) };
  if (aim.x || aim.y) out.push({ type: 'fire', aim, power: 5 });
  return out;
}

export function legalActions(s: SgState): SgAction[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'magic') return [{ type: 'castMagic' }];
  if (s.phase === 'shoot') return fireProblem(s, s.active) ? [{ type: 'holdFire' }] : [...shots(s), { type: 'holdFire' }];
  const out: SgAction[] = [];
  const mine = s.units.filter((u) => u.side === s.active && u.alive);
  for (const u of mine) {
    if (!u.moved) out.push(...moves(s, u));
    if (u.kind !== 'warrior') continue;
    if (!gateTryProblem(s, u)) out.push({ type: 'tryGate', warrior: u.id });
    for (const e of warriorsOf(s, other(s.active))) if (!meleeProblem(s, u, e)) out.push({ type: 'melee', warrior: u.id, target: e.id });
  }
  out.push({ type: 'endTurn' });
  return out;
}
