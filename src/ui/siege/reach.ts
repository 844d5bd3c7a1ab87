// Where the selected knight or cannon can go, priced by the rules (moveProblem, moveCost): the
// reach map drawn on the table (on foot, or climbing a tower or a wall), and the spots worth a
// label in steps: each tower top near it and the far side of each wall near it, marked as
// reachable or not at the rules' own cost. Nothing here prices a move itself.
import type { BoardReach } from '../../board/types';
import { gridPoint } from '../../core/exactMath';
import type { Vec } from '../../core/table/types';
import { WARRIOR_R } from '../../rules/siege/measures';
import { moveCost, moveProblem } from '../../rules/siege/movement';
import { allowanceOf } from '../../rules/siege/queries';
import type { SgState, SgUnit } from '../../rules/siege/types';

/** The reach map's cells, in steps. */
export const REACH_CELL = 0.2;

const cache = new WeakMap<SgState, Map<string, BoardReach>>();

/** The reach map: 1 where a straight move ends on foot, 2 where it climbs (a tower or a wall), 0 elsewhere. */
export function reachOf(s: SgState, u: SgUnit): BoardReach {
  const hit = cache.get(s)?.get(u.id);
  if (hit) return hit;
  const r = allowanceOf(s, u);
  const x0 = Math.max(0, Math.floor((u.x - r) / REACH_CELL) * REACH_CELL);
  const y0 = Math.max(0, Math.floor((u.y - r) / REACH_CELL) * REACH_CELL);
  const cols = Math.ceil((Math.min(s.width, u.x + r) - x0) / REACH_CELL);
  const rows = Math.ceil((Math.min(s.height, u.y + r) - y0) / REACH_CELL);
  const cells = new Uint8Array(Math.max(0, cols * rows));
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const p = gridPoint({ x: x0 + (i + 0.5) * REACH_CELL, y: y0 + (j + 0.5) * REACH_CELL });
      if (Math.hypot(p.x - u.x, p.y - u.y) > r + 1e-9 || moveProblem(s, u, p)) continue;
      cells[j * cols + i] = moveCost(s, u, p).climb > 0 ? 2 : 1;
    }
  }
  const reach = { originX: x0, originY: y0, cellSize: REACH_CELL, cols, rows, cells };
  const m = cache.get(s) ?? new Map<string, BoardReach>();
  m.set(u.id, reach);
  cache.set(s, m);
  return reach;
}

export interface ReachSpot {
  at: Vec;
  kind: 'tower' | 'wall';
  /** The rules' cost of the straight move there, in steps. */
  cost: number;
  ok: boolean;
}

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/**
 * The tower tops and the far sides of walls within `near` steps of the piece (its allowance: a
 * spot inside the circle that costs more, climbing, is marked too far), each priced by the rules;
 * of spots closer together than `spacing`, the reachable and cheaper one is kept.
 */
export function reachSpots(s: SgState, u: SgUnit, near = allowanceOf(s, u), spacing = 0.7): ReachSpot[] {
  const all = spotsNear(s, u, near).sort((a, b) => Number(b.ok) - Number(a.ok) || a.cost - b.cost);
  const kept: ReachSpot[] = [];
  for (const p of all) if (kept.every((k) => Math.hypot(k.at.x - p.at.x, k.at.y - p.at.y) >= spacing)) kept.push(p);
  return kept;
}

function spotsNear(s: SgState, u: SgUnit, near: number): ReachSpot[] {
  const out: ReachSpot[] = [];
  const spot = (at: Vec, kind: ReachSpot['kind']): ReachSpot => {
    const p = gridPoint(at);
    return { at: p, kind, cost: moveCost(s, u, p).cost, ok: moveProblem(s, u, p) === null };
  };
  const price = (at: Vec, kind: ReachSpot['kind']): void => {
    if (Math.hypot(at.x - u.x, at.y - u.y) <= near) out.push(spot(at, kind));
  };
  const inset = WARRIOR_R + 0.05;
  for (const c of s.castles) {
    for (const t of c.towers) {
      const inside = u.x >= t.x0 && u.x <= t.x1 && u.y >= t.y0 && u.y <= t.y1;
      const nearest = { x: clamp(u.x, t.x0 + inset, t.x1 - inset), y: clamp(u.y, t.y0 + inset, t.y1 - inset) };
      if (inside || Math.hypot(nearest.x - u.x, nearest.y - u.y) > near) continue;
      // The cheapest free spot on the top (another knight may stand on the nearest one).
      let best = spot(nearest, 'tower');
      for (let y = t.y0 + inset; y <= t.y1 - inset + 1e-9 && !best.ok; y += 0.25) {
        for (let x = t.x0 + inset; x <= t.x1 - inset + 1e-9; x += 0.25) {
          const c2 = spot({ x, y }, 'tower');
          if (c2.ok && (!best.ok || c2.cost < best.cost)) best = c2;
        }
      }
      out.push(best);
    }
    for (const w of c.walls) {
      // The wall's nearest point, then a base's width beyond it, on the other side from the piece.
      const dx = w.b.x - w.a.x, dy = w.b.y - w.a.y;
      const len2 = dx * dx + dy * dy;
      if (!len2) continue;
      const k = clamp(((u.x - w.a.x) * dx + (u.y - w.a.y) * dy) / len2, 0.15, 0.85);
      const foot = { x: w.a.x + dx * k, y: w.a.y + dy * k };
      const len = Math.sqrt(len2);
      let n = { x: -dy / len, y: dx / len };
      if ((u.x - foot.x) * n.x + (u.y - foot.y) * n.y > 0) n = { x: -n.x, y: -n.y };
      price({ x: foot.x + n.x * inset, y: foot.y + n.y * inset }, 'wall');
    }
  }
  return out;
}
