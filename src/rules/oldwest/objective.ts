// Scenario objectives (OW-GAP-8) and fighters who leave the table to fulfil them (OW-24).
import type { GameEvent } from '../../core/ruleset';
import { BASE_RADIUS, type Vec } from '../../core/table/types';
import { cannotMove, moveLeft, planFighterMove } from './movement';
import { reason, refuseWith, type Reason } from './reasons';
import { fighter, fightersOf } from './state';
import { endGame } from './turn';
import type { Fighter, OWState, Side } from './types';
import type { OWEvent } from './events';

/** Where a fighter would step off the table across the objective's edge (its nearest point). */
export function exitPoint(s: OWState, f: Fighter): Vec | null {
  const o = s.objective;
  if (!o || o.side !== f.side) return null;
  const { width, height } = s.table;
  const r = BASE_RADIUS;
  switch (o.edge) {
    case 'west': return { x: r, y: f.pos.y };
    case 'east': return { x: width - r, y: f.pos.y };
    case 'north': return { x: f.pos.x, y: r };
    case 'south': return { x: f.pos.x, y: height - r };
  }
}

/** Why a fighter may not leave the table now, or null when it may. */
export function cannotLeave(s: OWState, f: Fighter): Reason | null {
  const at = exitPoint(s, f);
  if (!at) return reason('noExit', { fighter: f.name });
  const why = cannotMove(s, f);
  if (why) return why;
  // It must reach the edge of the table with the move it has left: base to the edge, then off.
  const plan = planFighterMove(s, f, at);
  if (!plan.ok || plan.cost + BASE_RADIUS > moveLeft(f) + 1e-6) return reason('exitTooFar', { fighter: f.name });
  return null;
}

export const escaped = (s: OWState, side: Side): Fighter[] => fightersOf(s, side).filter((f) => f.status === 'left');

/** OW-24: the fighter leaves the table; it is not a casualty. Enough of them win the scenario. */
export function leaveTable(s: OWState, fighterId: string, events: GameEvent[]): void {
  const f = fighter(s, fighterId);
  const why = cannotLeave(s, f);
  if (why) refuseWith(why);
  f.status = 'left';
  f.moveUsed = moveLeft(f) + f.moveUsed;
  const o = s.objective!;
  const out = escaped(s, f.side).length;
  events.push({ type: 'leftTable', rule: 'OW-24', params: { fighter: f.name, count: out, needed: o.count } } satisfies OWEvent);
  if (out >= o.count) endGame(s, f.side, 'objective', events);
}
