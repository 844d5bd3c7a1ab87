// Questions about the fortresses: which tower a spot is on, the gate, how far a spot is from a
// fortress. A spot inside a tower's outline is on its top: towers are solid.
import type { Vec } from '../../core/table/types';
import { inRect, rectDist2, segDist2, type Rect } from './geometry';
import { GATE_DEPTH } from './measures';
import type { Level, SgCastle, SgState, SgTower, Side } from './types';

/** The tower whose outline holds the spot, with its fortress. */
export function towerAt(s: Pick<SgState, 'castles'>, p: Vec): { tower: SgTower; castle: SgCastle } | null {
  for (const castle of s.castles) for (const tower of castle.towers) if (inRect(p, tower)) return { tower, castle };
  return null;
}

export const levelAt = (s: Pick<SgState, 'castles'>, p: Vec): Level => towerAt(s, p)?.tower.floor ?? 0;

/** The fortress a side owns, if it has one. */
export const castleOf = (s: Pick<SgState, 'castles'>, side: Side): SgCastle | null => s.castles.find((c) => c.owner === side) ?? null;

/** The gate: the gap between its walls and GATE_DEPTH either side of it. */
export function gateZone(c: SgCastle): Rect {
  const { a, b } = c.gate;
  if (a.y === b.y) return { x0: Math.min(a.x, b.x), x1: Math.max(a.x, b.x), y0: a.y - GATE_DEPTH, y1: a.y + GATE_DEPTH };
  return { x0: a.x - GATE_DEPTH, x1: a.x + GATE_DEPTH, y0: Math.min(a.y, b.y), y1: Math.max(a.y, b.y) };
}

export const inGate = (c: SgCastle, p: Vec): boolean => inRect(p, gateZone(c));

/** Squared distance from a spot to the nearest piece of a fortress (towers, walls, the gate). */
export function castleDist2(c: SgCastle, p: Vec): number {
  let best = segDist2(p, c.gate.a, c.gate.b);
  for (const t of c.towers) best = Math.min(best, rectDist2(p, t));
  for (const w of c.walls) best = Math.min(best, segDist2(p, w.a, w.b));
  return best;
}

/** The middle of a fortress's gate. */
export const gateMiddle = (c: SgCastle): Vec => ({ x: (c.gate.a.x + c.gate.b.x) / 2, y: (c.gate.a.y + c.gate.b.y) / 2 });

/** Two spots are on the same floor piece: the same tower's top, or both on the ground. */
export function sameGround(s: Pick<SgState, 'castles'>, p: Vec, q: Vec): boolean {
  const a = towerAt(s, p)?.tower ?? null;
  const b = towerAt(s, q)?.tower ?? null;
  return a === b;
}
