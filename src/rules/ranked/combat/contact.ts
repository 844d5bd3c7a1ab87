// Base contact between the regiments of a combat, and how many of a regiment's places touch an
// enemy block (RK-GAP-3: models in base contact fight, plus one supporting attack each from the
// second rank when the fight is to the front).
import { blockStamp, contact, corners, EPS, local, type Block, type Contact } from '../geometry/block';
import type { Regiment, Side4 } from '../types';
import { livingChars } from './units';

/** Places in the block: rank-and-file models and living characters (characters fight in the front rank). */
export const placesOf = (r: Regiment): number => r.models + livingChars(r).length;

/** How `a` and `b` touch: `a`'s side, `b`'s side, and how many of `a`'s places touch `b`. */
export interface Touch {
  sideA: Side4;
  sideB: Side4;
  /** `a`'s places whose bases touch `b`'s block. */
  slots: number;
}

/** Count of the unit-wide cells [k*base, (k+1)*base) over [lo0, lo0 + n*base] that overlap [lo, hi] by more than EPS. */
function cellsOverlapping(n: number, start: number, base: number, lo: number, hi: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const a = start + i * base, b = a + base;
    if (Math.min(b, hi) - Math.max(a, lo) > EPS) k++;
  }
  return k;
}

// Asked of the same two regiments at every attack of a round: kept per pair of block objects and
// the numbers it reads (the blocks' own, places, files, base width), "no contact" too.
const touches = new WeakMap<Block, WeakMap<Block, { sa: object; sb: object; places: number; files: number; base: number; t: Readonly<Touch> | null }>>();

export function touch(a: Regiment, b: Regiment): Readonly<Touch> | null {
  const places = placesOf(a);
  let mine = touches.get(a.block);
  const had = mine?.get(b.block);
  const sa = blockStamp(a.block), sb = blockStamp(b.block);
  if (had && had.sa === sa && had.sb === sb && had.places === places && had.files === a.files && had.base === a.base) return had.t;
  const c = contact(a.block, b.block);
  const t = c && touchOf(a, b, c, places);
  if (!mine) touches.set(a.block, (mine = new WeakMap()));
  mine.set(b.block, { sa, sb, places, files: a.files, base: a.base, t });
  return t;
}

function touchOf(a: Regiment, b: Regiment, c: Contact, places: number): Touch {
  const pts = corners(b.block).map((p) => local(a.block, p));
  const ranks = Math.max(1, Math.ceil(places / a.files));
  let slots: number;
  if (c.sideA === 'front' || c.sideA === 'rear') {
    const us = pts.map((p) => p.u);
    const row = c.sideA === 'front' ? Math.min(a.files, places) : places - (ranks - 1) * a.files;
    slots = Math.min(row, cellsOverlapping(a.files, -a.block.width / 2, a.base, Math.min(...us), Math.max(...us)));
  } else {
    // Ranks are counted from the rear (v = -depth) forward.
    const vs = pts.map((p) => p.v);
    slots = cellsOverlapping(ranks, -ranks * a.base, a.base, Math.min(...vs), Math.max(...vs));
  }
  return { sideA: c.sideA, sideB: c.sideB, slots };
}

/** Second-rank places behind a front fight of `front` touching places (one supporting attack each). */
export function supporting(a: Regiment, front: number): number {
  const second = Math.min(a.files, Math.max(0, placesOf(a) - a.files));
  return Math.min(front, second);
}
