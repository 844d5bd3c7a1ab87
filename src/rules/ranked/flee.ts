// Fleeing (RK-GAP-5): a regiment flees 2d6" straight away from what it flees (turned about its
// centre to the whole degree facing away, then moved forward); if it would end on another
// regiment or impassable terrain it goes on, an inch at a time, until it is clear; a regiment any
// part of which would leave the table has fled the battle and is destroyed (its points go to the
// enemy). A fleeing regiment that fails its rally test flees again, straight ahead.
import { rollPool, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import type { Vec } from '../../core/table/types';
import { blockCentre } from './geometry/block';
import type { RkEvent } from './events';
import { ahead, clash, facingAlong, turnedAbout } from './place';
import type { Regiment, RkState } from './types';

/** Removes a regiment from the table: the enemy scores its cost (RK-GAP-7, victory.ts). */
export function destroy(s: RkState, r: Regiment, events: GameEvent[], rule = 'RK-GAP-7'): void {
  if (r.destroyed) return;
  r.destroyed = true;
  r.fleeing = false;
  s.combats = s.combats.map((c) => ({ ...c, units: c.units.filter((u) => u !== r.id), chargers: c.chargers.filter((u) => u !== r.id) }));
  events.push({ type: 'destroyed', rule, params: { unit: r.id, points: r.cost } } satisfies RkEvent);
}

/** Where a regiment fleeing `dist` inches along its (new) facing ends, or null when it leaves the table. */
export function fleeTo(s: RkState, r: Regiment, facing: number, dist: number): Regiment['block'] | null {
  let b = ahead(turnedAbout(r.block, facing), dist);
  for (let extra = 0; extra <= s.table.width + s.table.height; extra++) {
    const why = clash(s, r.id, b);
    if (why === 'offTable') return null;
    if (why === null) return b;
    b = ahead(b, 1);
  }
  return null;
}

/** The whole-degree facing of a flight away from `from` (the enemy's centre), or straight ahead when `from` is null. */
export function flightFacing(r: Regiment, from: Vec | null): number {
  const c = blockCentre(r.block);
  return from ? facingAlong({ x: c.x - from.x, y: c.y - from.y }) : r.block.facing;
}

/**
 * The regiment flees 2d6" away from `from` (a point: the enemy's centre), or straight ahead when
 * `from` is null. Returns the distance rolled.
 */
export function flee(s: RkState, r: Regiment, from: Vec | null, dice: DiceSource, events: GameEvent[], rule = 'RK-GAP-5'): number {
  const { rolls, kept } = rollPool(dice, 2, 6, 'sum');
  const facing = flightFacing(r, from);
  const to = fleeTo(s, r, facing, kept);
  r.fleeing = true;
  r.moved = true;
  if (to) r.block = to;
  events.push({ type: 'flee', rule, rolls, params: { unit: r.id, roll: kept, x: r.block.front.x, y: r.block.front.y, facing: r.block.facing, escaped: !to } } satisfies RkEvent);
  if (!to) destroy(s, r, events, rule);
  return kept;
}
