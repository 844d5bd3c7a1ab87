// The movement phase (RK-GAP-2): a regiment that did not charge, flee, rally or fight this turn
// may move: forward up to its M in all (in any number of steps), wheel (pivoting on its inner
// front corner; the distance is what the outer corner travels), reform about its centre to face
// right, left or about or to another number of files (not both; it takes the whole move), or
// march straight forward up to 2 x M (the whole move; no wheel). A regiment that rallied this
// turn may only reform (RK-GAP-5). A move is refused if the block would leave the table or,
// anywhere on the way (the whole way swept, geometry's pathClear) or at its end, overlap
// impassable terrain or another regiment.
import { onGrid } from '../../core/exactMath';
import type { GameEvent } from '../../core/ruleset';
import { MAX_FILES, MIN_FILES } from './armies';
import type { MoveKind, RkEvent } from './events';
import { reform as reformBlock, wheel as wheelBlock } from './geometry/moves';
import { ahead, clash, wayClash as pathClash } from './place';
import { inCombat, places } from './queries';
import { refuse, type RkReason } from './reasons';
import type { Block, Regiment, RkState, WheelDir } from './types';

export const WHEEL_STEP = 15;
/** The frontages a reform is offered at (files). */
export const FRONTAGES = [3, 4, 5, 6, 8] as const;
export const MAX_WHEEL = 90;
/** The turns a reform offers, degrees clockwise: to the right, to the left, about. */
export const TURNS = [90, 270, 180] as const;

/** Inches of its move the regiment has left. */
export const moveLeft = (r: Regiment): number => Math.max(0, r.profile.M - r.used);

/** Why the regiment may not move at all now, or null. */
export function moveProblem(s: RkState, r: Regiment): RkReason | null {
  if (r.fleeing) return 'fleeing';
  if (r.moved || r.marched) return 'moved';
  if (inCombat(s, r.id)) return 'inCombat';
  return null;
}

/** What closes a straight way of `dist` inches ahead (the whole way swept), or null. */
const wayClash = (s: RkState, r: Regiment, dist: number) => pathClash(s, r.id, r.block, ahead(r.block, dist));

export function forwardProblem(s: RkState, r: Regiment, dist: number): RkReason | null {
  const why = moveProblem(s, r);
  if (why) return why;
  if (dist > moveLeft(r) + 1e-9) return 'tooFar';
  return wayClash(s, r, dist);
}

export function wheelProblem(s: RkState, r: Regiment, dir: WheelDir, deg: number): RkReason | null {
  const why = moveProblem(s, r);
  if (why) return why;
  if (deg % WHEEL_STEP !== 0 || deg < WHEEL_STEP || deg > MAX_WHEEL) return 'badWheel';
  if (wheelBlock(r.block, dir, deg).outer > moveLeft(r) + 1e-9) return 'tooFar';
  return pathClash(s, r.id, r.block, wheelBlock(r.block, dir, deg).block);
}

/** The block with `files` files about the same centre, turned `turn` degrees clockwise, its models kept. */
export function reformed(r: Regiment, files: number, turn = 0): Block {
  const ranks = Math.max(1, Math.ceil(places(r) / files));
  const b = reformBlock(r.block, files, ranks, r.base, r.block.facing + turn);
  return { ...b, front: { x: onGrid(b.front.x), y: onGrid(b.front.y) } };
}

/** RK-GAP-5: a regiment that rallied this turn may reform (its only move), and nothing else. */
export const mayReformAfterRally = (r: Regiment): boolean => r.rallied && !r.fleeing && r.used === 0 && !r.marched;

export const maxFiles = (r: Regiment): number => Math.max(MIN_FILES, Math.min(MAX_FILES, places(r)));

/**
 * What stops a reform in place (here or after No More Foes) from turning the block (one of TURNS)
 * or changing its frontage, not both, onto clear ground; null when nothing does.
 */
export function reshapeProblem(s: RkState, r: Regiment, files: number, turn: number): RkReason | null {
  if (turn !== 0 && (!(TURNS as readonly number[]).includes(turn) || files !== r.files)) return 'badTurn';
  if (turn === 0 && files === r.files) return 'sameFiles';
  return clash(s, r.id, reformed(r, files, turn));
}

export function reformProblem(s: RkState, r: Regiment, files: number, turn = 0): RkReason | null {
  const why = moveProblem(s, r);
  if (why && !(why === 'moved' && !inCombat(s, r.id) && mayReformAfterRally(r))) return why;
  if (r.used > 0) return 'tooFar';
  if (!Number.isInteger(files) || files < MIN_FILES || files > maxFiles(r)) return 'badReform';
  return reshapeProblem(s, r, files, turn);
}

export function marchProblem(s: RkState, r: Regiment, dist: number): RkReason | null {
  const why = moveProblem(s, r);
  if (why) return why;
  if (r.used > 0 || dist > 2 * r.profile.M + 1e-9) return 'tooFar';
  return wayClash(s, r, dist);
}

function moved(r: Regiment, how: MoveKind, dist: number, deg: number, events: GameEvent[]): void {
  events.push({ type: 'moved', rule: 'RK-GAP-2', params: { unit: r.id, how, dist, deg, files: r.files } } satisfies RkEvent);
}

const stop = (r: Regiment, why: RkReason | null, extra: Record<string, string | number> = {}): void => {
  if (why) refuse(why, { unit: r.id, left: moveLeft(r), ...extra });
};

export function forward(s: RkState, r: Regiment, dist: number, events: GameEvent[]): void {
  stop(r, forwardProblem(s, r, dist));
  r.block = ahead(r.block, dist);
  r.used += dist;
  moved(r, 'forward', dist, 0, events);
}

export function wheel(s: RkState, r: Regiment, dir: WheelDir, deg: number, events: GameEvent[]): void {
  stop(r, wheelProblem(s, r, dir, deg), { step: WHEEL_STEP, max: MAX_WHEEL });
  const w = wheelBlock(r.block, dir, deg);
  r.block = { ...w.block, front: { x: onGrid(w.block.front.x), y: onGrid(w.block.front.y) } };
  r.used += w.outer;
  moved(r, 'wheel', w.outer, dir === 'left' ? -deg : deg, events);
}

export function reform(s: RkState, r: Regiment, files: number, turn: number, events: GameEvent[]): void {
  stop(r, reformProblem(s, r, files, turn), { files: r.files, min: MIN_FILES, max: maxFiles(r) });
  r.block = reformed(r, files, turn);
  r.files = files;
  r.used = r.profile.M;
  r.moved = true;
  moved(r, 'reform', 0, turn, events);
}

export function march(s: RkState, r: Regiment, dist: number, events: GameEvent[]): void {
  stop(r, marchProblem(s, r, dist));
  r.block = ahead(r.block, dist);
  r.used = 2 * r.profile.M;
  r.moved = true;
  r.marched = true;
  moved(r, 'march', dist, 0, events);
}
