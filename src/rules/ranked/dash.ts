// A pursuit's or an overrun's move (RK-GAP-5, RK-GAP-6): the regiment turns about its centre to
// the direction given (a pursuer: the flight's; an overrun: its own facing) and goes straight
// ahead the distance rolled, never through impassable terrain or another regiment and never off
// the table (it stops where the way closes, touching what stopped it). An enemy regiment that is
// fighting and in no combat, met on the way, is charged: the regiment wheels (up to 90 degrees) and
// aligns flush on the side of it it stands in, as a charge does, when that way is clear; any other
// enemy (fleeing, locked in a combat, or not reachable so) stops it 1" short.
import type { GameEvent } from '../../core/ruleset';
import { openCombat } from './charge';
import type { DashStop, RkEvent } from './events';
import { arcOf, contact, overlaps } from './geometry/block';
import { alignToSide } from './geometry/moves';
import { ahead, clash, offTable, turnedAbout, wayClash } from './place';
import { inCombat } from './queries';
import type { Block, Regiment, RkState, Side4 } from './types';

export interface Dash {
  block: Block;
  /** Inches moved straight ahead. */
  dist: number;
  stop: DashStop;
  /** The fresh enemy charged, and its side contacted. */
  into: { id: string; side: Side4 } | null;
}

/** The gap kept from an enemy that stops the move without being charged. */
export const SHORT_OF_ENEMY = 1;

const GRID = 1024;

/** The longest step on the 1/1024-inch grid, at most `dist`, whose way from `start` is clear (just short of what closes it). */
function furthestClear(s: RkState, id: string, start: Block, dist: number): number {
  let lo = 0, hi = dist;
  for (let i = 0; i < 24 && hi - lo > 1 / GRID; i++) {
    const mid = (lo + hi) / 2;
    if (wayClash(s, id, start, ahead(start, mid))) hi = mid;
    else lo = mid;
  }
  // Touching is allowed within 1/512" of overlap: step back 4/1024" so the front stays outside what stopped it.
  let go = Math.max(0, Math.floor(lo * GRID) / GRID - 4 / GRID);
  while (go > 0 && wayClash(s, id, start, ahead(start, go))) go = Math.max(0, go - 1 / GRID);
  return go;
}

/** What the block overlaps just past where it stopped. */
function blocker(s: RkState, r: Regiment, probe: Block): { stop: DashStop; enemy: Regiment | null } {
  const other = s.regiments.find((x) => !x.destroyed && x.id !== r.id && overlaps(probe, x.block));
  if (other) return other.side === r.side ? { stop: 'friend', enemy: null } : { stop: 'enemy', enemy: other };
  return { stop: offTable(s, probe) ? 'edge' : 'terrain', enemy: null };
}

/** The charge into a fresh enemy from where the move stopped, or null when it may not be made. */
function chargeInto(s: RkState, r: Regiment, from: Block, e: Regiment): { block: Block; side: Side4 } | null {
  if (e.fleeing || e.destroyed || inCombat(s, e.id)) return null;
  const side = arcOf(e.block, from.front);
  const path = alignToSide(from, e.block, side);
  if (!path) return null;
  if (wayClash(s, r.id, from, path.wheeled, [e.id]) || wayClash(s, r.id, path.wheeled, path.block, [e.id])) return null;
  return { block: path.block, side };
}

/** Where the regiment's move of `dist` inches along `facing` ends (the state is not changed). */
export function dash(s: RkState, r: Regiment, facing: number, dist: number): Dash {
  const start = facing === r.block.facing ? r.block : turnedAbout(r.block, facing);
  if (clash(s, r.id, start)) return { block: r.block, dist: 0, stop: 'turn', into: null };
  const end = ahead(start, dist);
  let go = dist, stop: DashStop = 'none', enemy: Regiment | null;
  if (!wayClash(s, r.id, start, end)) {
    // The whole way is clear; an enemy it ends touching is met all the same.
    enemy = s.regiments.find((x) => !x.destroyed && x.side !== r.side && contact(end, x.block)) ?? null;
    if (!enemy) return { block: end, dist, stop: 'none', into: null };
    stop = 'enemy';
  } else {
    go = furthestClear(s, r.id, start, dist);
    ({ stop, enemy } = blocker(s, r, ahead(start, Math.min(dist, go + 0.02))));
  }
  const at = ahead(start, go);
  if (!enemy) return { block: at, dist: go, stop, into: null };
  const charge = chargeInto(s, r, at, enemy);
  if (charge) return { block: charge.block, dist: go, stop: 'enemy', into: { id: enemy.id, side: charge.side } };
  const back = Math.max(0, go - SHORT_OF_ENEMY);
  return { block: ahead(start, back), dist: back, stop: 'enemy', into: null };
}

/**
 * Moves the regiment (a copy the caller may write) as `dash` says; a fresh enemy charged starts a
 * combat fought from the next combat phase, the regiment counting as charging in it.
 */
export function dashAndCharge(s: RkState, r: Regiment, facing: number, dist: number, events: GameEvent[], rule: string): Dash {
  const d = dash(s, r, facing, dist);
  r.block = d.block;
  r.moved = true;
  events.push({
    type: 'dash', rule,
    params: { unit: r.id, dist: d.dist, stop: d.stop, into: d.into?.id ?? '', side: d.into?.side ?? 'front', x: d.block.front.x, y: d.block.front.y, facing: d.block.facing },
  } satisfies RkEvent);
  if (d.into) openCombat(s, r, s.regiments.find((x) => x.id === d.into!.id)!, d.into.side, true);
  return d;
}
