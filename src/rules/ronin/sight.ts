// Line of sight and cover (RO-1..RO-4): a building in the way blocks; so does another model on
// the straight line (RO-2), more than 2" of Light cover (RO-3: woods and bushes as areas, a hedge
// counted as HEDGE_DEPTH each time the line crosses it), and Heavy cover at the target (a wall or
// palisade within HEAVY_REACH of its base) when it has neither moved nor shot this turn (RO-4).
import { lengthInsidePolygon, pointSegDist2 } from '../../core/table/geometry';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { BASE_RADIUS } from '../../core/table/types';
import type { RoFighter, RoScenario } from './types';

/** Inches of Light cover a hedge stands for where the line crosses it (RO-3; docs/rules/ronin.md). */
export const HEDGE_DEPTH = 1;
/** A wall this close to the target's base edge is the target's Heavy cover (RO-4; docs/rules/ronin.md). */
export const HEAVY_REACH = 1;
/** More Light cover than this blocks the line (RO-3). */
export const LIGHT_LIMIT = 2;

export type SightReason =
  | { kind: 'building'; id: string; rule: 'RO-1' }
  | { kind: 'model'; id: string; rule: 'RO-2' }
  | { kind: 'light'; inches: number; rule: 'RO-3' }
  | { kind: 'heavy'; id: string; rule: 'RO-4' };

export interface Sight {
  clear: boolean;
  /** Every reason found along the line, blocking or not (Light cover under the limit is listed too). */
  reasons: SightReason[];
  /** Inches of Light cover along the line, to a tenth. */
  light: number;
  /** The wall the target shelters behind, if any (blocking only if it neither moved nor shot). */
  heavy: string | null;
}

const round1 = (v: number): number => Math.round(v * 10) / 10;

/** What stands between a shooter and a target, among these fighters (casualties are not on the table). */
export function sightFor(sc: RoScenario, fighters: readonly RoFighter[], shooter: RoFighter, target: RoFighter): Sight {
  const index = buildTerrainIndex(sc.table);
  const a = { x: shooter.x, y: shooter.y };
  const b = { x: target.x, y: target.y };
  const reasons: SightReason[] = [];
  let clear = true;
  const line = index.sightLine(a, b);
  if (line.blocked) {
    clear = false;
    reasons.push({ kind: 'building', id: firstBuilding(sc, line.blockedAt) ?? 'building', rule: 'RO-1' });
  }
  for (const m of fighters) {
    if (m.id === shooter.id || m.id === target.id || m.wound >= 3) continue;
    if (pointSegDist2(m.x, m.y, a.x, a.y, b.x, b.y) < BASE_RADIUS * BASE_RADIUS - 1e-9) {
      clear = false;
      reasons.push({ kind: 'model', id: m.id, rule: 'RO-2' });
    }
  }
  const hedges = new Set(sc.hedges);
  let lightInches = 0;
  for (const t of sc.table.terrain) if (t.kind === 'difficult' && sc.woods.includes(t.id)) lightInches += lengthInsidePolygon(a, b, t.poly);
  let heavy: string | null = null;
  const reach = (BASE_RADIUS + HEAVY_REACH) * (BASE_RADIUS + HEAVY_REACH);
  for (const c of line.obstacles) {
    if (hedges.has(c.id)) lightInches += HEDGE_DEPTH;
    else if (heavy === null && wallNear(index.seg, index.segId, c.id, b, reach)) heavy = c.id;
  }
  const light = round1(lightInches);
  if (light > 0) {
    reasons.push({ kind: 'light', inches: light, rule: 'RO-3' });
    if (light > LIGHT_LIMIT) clear = false;
  }
  if (heavy !== null) {
    reasons.push({ kind: 'heavy', id: heavy, rule: 'RO-4' });
    if (!target.moved && !target.shot) clear = false;
  }
  return { clear, reasons, light, heavy };
}

function wallNear(seg: Float64Array, segId: readonly string[], id: string, p: { x: number; y: number }, reach2: number): boolean {
  for (let i = 0; i < segId.length; i++) {
    if (segId[i] !== id) continue;
    const o = i * 4;
    if (pointSegDist2(p.x, p.y, seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!) <= reach2 + 1e-9) return true;
  }
  return false;
}

function firstBuilding(sc: RoScenario, at: { x: number; y: number } | null): string | null {
  if (!at) return null;
  let best: string | null = null;
  let bestD = Infinity;
  for (const t of sc.table.terrain) {
    if (t.kind !== 'building') continue;
    for (let i = 0; i < t.poly.length; i++) {
      const p = t.poly[i]!, q = t.poly[(i + 1) % t.poly.length]!;
      const d = pointSegDist2(at.x, at.y, p.x, p.y, q.x, q.y);
      if (d < bestD) {
        bestD = d;
        best = t.id;
      }
    }
  }
  return best;
}
