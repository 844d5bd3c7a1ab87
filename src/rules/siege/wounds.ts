// What a wound does, whatever dealt it (magic SG-2, the ball SG-5, a melee SG-8): a wounded
// warrior goes back to its start spot (or the free spot nearest to it); a destroyed one is
// removed; a light wound (the ball hit, the warrior did not fall) is a mark and nothing more.
import type { GameEvent } from '../../core/ruleset';
import { levelAt } from './castle';
import type { Cause, SgEvent } from './events';
import { freeSpotNear } from './spots';
import type { SgState, SgUnit } from './types';

export function woundHome(s: SgState, u: SgUnit, cause: Cause, rule: string, events: GameEvent[]): void {
  const spot = freeSpotNear(s, u, u.home);
  if (spot) {
    u.x = spot.x;
    u.y = spot.y;
    u.level = levelAt(s, spot);
  }
  events.push({ type: 'wounded', rule, params: { warrior: u.id, cause, x: u.x, y: u.y } } satisfies SgEvent);
}

export function destroy(s: SgState, u: SgUnit, cause: Cause, rule: string, events: GameEvent[]): void {
  u.alive = false;
  events.push({ type: 'destroyed', rule, params: { warrior: u.id, cause } } satisfies SgEvent);
}

export function lightWound(u: SgUnit, events: GameEvent[]): void {
  u.marks++;
  events.push({ type: 'lightWound', rule: 'SG-5', params: { warrior: u.id, marks: u.marks } } satisfies SgEvent);
}
