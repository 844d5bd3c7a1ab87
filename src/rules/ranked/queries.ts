// Small questions about a ranked match: a regiment by id, the regiments still on the table, a
// block's ranks, the other side.
import { onGrid } from '../../core/exactMath';
import { refuse } from './reasons';
import type { Block, Regiment, RkState, Side } from './types';

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

export function regimentOf(s: RkState, id: string): Regiment {
  const r = s.regiments.find((x) => x.id === id);
  if (!r) refuse('noSuchUnit', { unit: id });
  return r;
}

/** On the table: not destroyed (fleeing regiments included). */
export const onTable = (s: RkState, side?: Side): Regiment[] => s.regiments.filter((r) => !r.destroyed && (side === undefined || r.side === side));

/** Characters alive in the regiment. */
export const livingCharacters = (r: Regiment) => r.characters.filter((c) => c.wounds > 0);

/** Places in the block: the rank-and-file models and the characters alive (characters fight in the ranks). */
export const places = (r: Regiment): number => r.models + livingCharacters(r).length;

export const ranksOf = (r: Regiment): number => Math.max(1, Math.ceil(places(r) / r.files));

/** The block's size from its models: width = files x base, depth = ranks x base; the front stays put. */
export function sized(r: Regiment, block: Block = r.block): Block {
  const width = onGrid(r.files * r.base), depth = onGrid(ranksOf(r) * r.base);
  // The same block when its size is unchanged (a casualty that empties no rank): what is worked
  // out of a block and kept per block object (contacts, corners) stays good for it.
  if (block.width === width && block.depth === depth) return block;
  // The same new block each time this block takes this size (the runs of an odds estimate or an
  // enumeration lose the same ranks again and again): never changed in place, so it may be shared.
  let mine = resized.get(block);
  if (!mine) resized.set(block, (mine = new Map()));
  const key = `${width},${depth}`;
  const had = mine.get(key);
  if (had && had.front === block.front && had.facing === block.facing) return had;
  const fresh: Block = { front: block.front, facing: block.facing, width, depth };
  mine.set(key, fresh);
  return fresh;
}

const resized = new WeakMap<Block, Map<string, Block>>();

/** In a close combat this turn. */
export const inCombat = (s: RkState, id: string): boolean => s.combats.some((c) => c.units.includes(id));

/** A facing in [0, 360). */
export const normDeg = (d: number): number => ((d % 360) + 360) % 360;
