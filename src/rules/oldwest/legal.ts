// The legal actions of whoever must act now. Moves are continuous, so they are sampled:
// eight directions at the full and half move left; any reachable spot is legal.
import { cosSin } from '../../core/exactMath';
import { cannotMove, cannotStandUp, moveLeft, planCharge, type ListingFighter } from './movement';
import { listingBases, listingRules, type ListingBases } from './moveListing';
import { planMove, reachChecker, terrainAround } from '../../core/table/pathing';
import type { TerrainLists } from '../../core/table/terrainLists';
import type { MoveChecker } from '../../core/table/moveCheck';
import { listShots } from './shotListing';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { aliveFighters } from './state';
import { yeeHawTooFar } from './heroics';
import { cannotLeave } from './objective';
import { cannotDismount, cannotMount } from './riders';
import type { OWAction, OWState } from './types';

/** [cos, sin] of the eight directions moves are sampled in, worked out once. */
const EIGHT_WAYS = Array.from({ length: 8 }, (_, k) => cosSin((k * Math.PI) / 4));

/** The checker for a listed fighter's sampled moves, filled again for each (see reachChecker). */
let MOVES_CK: MoveChecker | undefined;
/** The terrain about the listed fighter, gathered again for each (see terrainAround). */
let AROUND: TerrainLists | undefined;

export function legalActions(s: OWState): OWAction[] {
  if (s.phase === 'over') return [];
  const p = s.pending;
  if (p) {
    switch (p.kind) {
      case 'hills':
        return [{ type: 'hillsTest' }, { type: 'rout' }];
      case 'chooseFight':
        return s.fights.filter((f) => !f.resolved).map((f) => ({ type: 'resolveFight', fightId: f.id }));
      case 'backOff':
        return p.fighterIds.map((fighterId) => ({ type: 'backOff', fighterId }));
      case 'strike':
        return p.targetIds.map((targetId) => ({ type: 'strike', targetId }));
      case 'fame':
        return Array.from({ length: p.roll.max + 1 }, (_, points) => ({ type: 'fame', points }));
      case 'fameBid':
        return p.bidders.flatMap((by) => Array.from({ length: s.fighters[p.heroIds[by]]!.fame + 1 }, (_, points) => ({ type: 'fameBid' as const, points, by })));
      case 'fortune':
        return [{ type: 'fortune', use: true }, { type: 'fortune', use: false }];
      case 'heroics':
        return [{ type: 'declareHeroics', heroIds: [] }, ...p.heroIds.map((id) => ({ type: 'declareHeroics' as const, heroIds: [id] }))];
    }
  }
  if (s.phase === 'drop') return [{ type: 'rollDrop' }];
  const out: OWAction[] = [];
  const living = aliveFighters(s);
  if (s.phase === 'move') {
    // Every fighter's moves and charges are planned among the same bases and zones: gathered once.
    let bases: ListingBases | undefined;
    for (const f of living) {
      if (f.side !== s.active) continue;
      if (!cannotStandUp(s, f)) out.push({ type: 'standUp', fighterId: f.id });
      if (cannotMove(s, f)) continue;
      bases ??= listingBases(s);
      // The terrain about all of this fighter's moves and charges, gathered once.
      const index = buildTerrainIndex(s.table);
      const rules = listingRules(bases, f);
      const around = (AROUND = terrainAround(index, rules, AROUND));
      const b = bases;
      const listing: ListingFighter = { chargeRules: (target) => listingRules(b, f, target), models: b.models, around };
      for (const e of living) {
        if (e.side === f.side) continue;
        const c = planCharge(s, f, e, undefined, true, listing);
        if (c.ok && !yeeHawTooFar(s, f, c.to)) out.push({ type: 'charge', fighterId: f.id, targetId: e.id, to: c.to });
      }
      if (!cannotLeave(s, f)) out.push({ type: 'leaveTable', fighterId: f.id });
      if (!cannotDismount(s, f) && f.moveUsed <= 1e-6) out.push({ type: 'dismount', fighterId: f.id });
      if (!cannotMount(s, f)) out.push({ type: 'mount', fighterId: f.id });
      const left = moveLeft(f);
      if (left < 0.5) continue;
      // One set of move rules (other bases, enemy zones) for all sixteen sampled moves, and one
      // checker for their straight legs (lent from one listed fighter to the next).
      const reach = (MOVES_CK = reachChecker(index, rules, MOVES_CK, around));
      for (let k = 0; k < 8; k++) {
        const [c, sin] = EIGHT_WAYS[k]!;
        for (let half = 0; half < 2; half++) {
          const d = half ? left / 2 : left;
          const to = { x: f.pos.x + c * d, y: f.pos.y + sin * d };
          if (!yeeHawTooFar(s, f, to) && planMove(index, rules, to, undefined, reach).ok) out.push({ type: 'move', fighterId: f.id, to });
        }
      }
    }
  }
  if (s.phase === 'shoot') listShots(s, living, out);
  out.push({ type: 'endPhase' });
  return out;
}
