// Where a piece may stand: on the table, clear of walls and of other pieces, and either on the
// ground clear of the towers or on a tower's top with its whole base on it (a cannon stays on the
// ground and out of the gates). A wounded warrior goes back to its start spot, or the free spot
// nearest to it.
import type { Vec } from '../../core/table/types';
import { inGate } from './castle';
import { dist2, inRect, rectDist2, segDist2 } from './geometry';
import { CANNON_R, WARRIOR_R } from './measures';
import type { SgState, SgUnit } from './types';

export type SpotProblem = 'offTable' | 'blocked' | 'cannonClimbs' | 'overlap';

export const radiusOf = (u: Pick<SgUnit, 'kind'>): number => (u.kind === 'cannon' ? CANNON_R : WARRIOR_R);

/** What keeps `u` from standing at `p` (other pieces but itself count), or null. */
export function spotProblem(s: SgState, u: SgUnit, p: Vec): SpotProblem | null {
  const r = radiusOf(u);
  if (p.x < r || p.x > s.width - r || p.y < r || p.y > s.height - r) return 'offTable';
  for (const c of s.castles) {
    for (const t of c.towers) {
      if (inRect(p, t)) {
        if (u.kind === 'cannon') return 'cannonClimbs';
        if (!inRect(p, t, r)) return 'blocked';
      } else if (rectDist2(p, t) < r * r) return 'blocked';
    }
    for (const w of c.walls) if (segDist2(p, w.a, w.b) < r * r) return 'blocked';
    if (u.kind === 'cannon' && inGate(c, p)) return 'cannonClimbs';
  }
  for (const o of s.units) {
    if (!o.alive || o.id === u.id) continue;
    const reach = r + radiusOf(o);
    if (dist2(o, p) < reach * reach - 1e-9) return 'overlap';
  }
  return null;
}

/** Offsets on a half-step lattice, nearest first (then by row, then by column). */
const OFFSETS: Vec[] = (() => {
  const out: Vec[] = [];
  for (let j = -12; j <= 12; j++) for (let i = -12; i <= 12; i++) if (i || j) out.push({ x: i / 2, y: j / 2 });
  return out.sort((a, b) => a.x * a.x + a.y * a.y - (b.x * b.x + b.y * b.y) || a.y - b.y || a.x - b.x);
})();

/** The unit's start spot if it is free, else the free spot nearest to it (on the half-step lattice around it). */
export function freeSpotNear(s: SgState, u: SgUnit, home: Vec): Vec | null {
  if (!spotProblem(s, u, home)) return { ...home };
  for (const o of OFFSETS) {
    const p = { x: home.x + o.x, y: home.y + o.y };
    if (!spotProblem(s, u, p)) return p;
  }
  return null;
}
