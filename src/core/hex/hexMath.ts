// Hex math for pointy-top axial coordinates (conventions in types.ts): conversions, neighbours,
// directions, distance, hexsides, rings, and the geometry of centres and corners. Everything
// but the pixel helpers is integer arithmetic.
//
// The lattice frame: a hex's centre has integer lattice coordinates (x, y) = (2q + r, 3r), and
// its corners lie at the centre plus (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2)
// (corners 0..5, clockwise from the upper right). Pixel = (x * sqrt(3) / 2, y / 2) * size, so
// the frame is the pixel plane stretched by a constant in each axis: straight lines stay
// straight and hexLine.ts can trace them exactly with integers.
import { defineHex, Grid, Orientation, type Hex } from 'honeycomb-grid';
import type { HexCoord, HexMapSpec, HexSide, OffsetCoord } from './types';

/** Neighbour offsets by direction: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE. */
export const HEX_DIRECTIONS: readonly Readonly<HexCoord>[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

export const DIRECTION_NAMES = ['E', 'SE', 'SW', 'W', 'NW', 'NE'] as const;

/** Corner offsets in the lattice frame; corner k lies between sides k - 1 and k. */
export const CORNER_LATTICE: readonly Readonly<{ x: number; y: number }>[] = [
  { x: 1, y: -1 },
  { x: 1, y: 1 },
  { x: 0, y: 2 },
  { x: -1, y: 1 },
  { x: -1, y: -1 },
  { x: 0, y: -2 },
];

export interface CubeCoord {
  q: number;
  r: number;
  s: number;
}

/** Side or direction i turned by `steps` sixths clockwise (negative: anticlockwise). */
export function rotateSide(side: number, steps: number): HexSide {
  return ((((side + steps) % 6) + 6) % 6) as HexSide;
}

export function oppositeSide(side: number): HexSide {
  return rotateSide(side, 3);
}

export function toCube(h: HexCoord): CubeCoord {
  return { q: h.q, r: h.r, s: -h.q - h.r };
}

export function fromCube(c: CubeCoord): HexCoord {
  return { q: c.q, r: c.r };
}

/** Odd-r offset (col, row) to axial. */
export function offsetToAxial(col: number, row: number): HexCoord {
  return { q: col - ((row - (row & 1)) >> 1), r: row };
}

/** Axial to odd-r offset (col, row). */
export function axialToOffset(h: HexCoord): OffsetCoord {
  return { col: h.q + ((h.r - (h.r & 1)) >> 1), row: h.r };
}

/** A string key "q,r" for maps and sets. */
export function hexKey(h: HexCoord): string {
  return `${h.q},${h.r}`;
}

export function hexEquals(a: HexCoord, b: HexCoord): boolean {
  return a.q === b.q && a.r === b.r;
}

export function neighbor(h: HexCoord, dir: number): HexCoord {
  const d = HEX_DIRECTIONS[rotateSide(dir, 0)]!;
  return { q: h.q + d.q, r: h.r + d.r };
}

export function neighbors(h: HexCoord): HexCoord[] {
  return HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

/** Hexes between a and b, counting b and not a (FP-20). */
export function hexDistance(a: HexCoord, b: HexCoord): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from a to its neighbour b, or -1 when they are not neighbours. */
export function directionTo(a: HexCoord, b: HexCoord): HexSide | -1 {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let i = 0; i < 6; i++) {
    const d = HEX_DIRECTIONS[i]!;
    if (d.q === dq && d.r === dr) return i as HexSide;
  }
  return -1;
}

/** A hexside named from one of its two hexes. */
export interface HexsideRef {
  q: number;
  r: number;
  side: HexSide;
}

/**
 * The same hexside named canonically: every hexside is side 0 (E), 1 (SE) or 2 (SW) of
 * exactly one hex, so two refs name the same hexside exactly when their canonical forms match.
 */
export function canonicalHexside(ref: HexsideRef): HexsideRef {
  if (ref.side < 3) return { q: ref.q, r: ref.r, side: ref.side };
  const d = HEX_DIRECTIONS[ref.side]!;
  return { q: ref.q + d.q, r: ref.r + d.r, side: (ref.side - 3) as HexSide };
}

/** A string key of a hexside that is the same from both of its hexes. */
export function hexsideKey(ref: HexsideRef): string {
  const c = canonicalHexside(ref);
  return `${c.q},${c.r},${c.side}`;
}

/** The hexside between two neighbours, named from a; null when they are not neighbours. */
export function hexsideBetween(a: HexCoord, b: HexCoord): HexsideRef | null {
  const side = directionTo(a, b);
  return side === -1 ? null : { q: a.q, r: a.r, side };
}

/** The two hexes a hexside separates: its named hex and the neighbour across it. */
export function hexesOfHexside(ref: HexsideRef): [HexCoord, HexCoord] {
  return [{ q: ref.q, r: ref.r }, neighbor(ref, ref.side)];
}

/**
 * The ring of hexes at `radius` from `center`, clockwise, starting at the hex `radius` steps
 * NW of the centre. Radius 0 is the centre alone.
 */
export function hexRing(center: HexCoord, radius: number): HexCoord[] {
  if (radius <= 0) return [{ q: center.q, r: center.r }];
  const out: HexCoord[] = [];
  let q = center.q;
  let r = center.r - radius;
  for (let dir = 0; dir < 6; dir++) {
    const d = HEX_DIRECTIONS[dir]!;
    for (let i = 0; i < radius; i++) {
      out.push({ q, r });
      q += d.q;
      r += d.r;
    }
  }
  return out;
}

/** The centre, then rings 1..radius: every hex within `radius` of `center`. */
export function hexSpiral(center: HexCoord, radius: number): HexCoord[] {
  const out: HexCoord[] = [{ q: center.q, r: center.r }];
  for (let k = 1; k <= radius; k++) out.push(...hexRing(center, k));
  return out;
}

/** The centre in the integer lattice frame (see the top of this file). */
export function latticeCenter(h: HexCoord): { x: number; y: number } {
  return { x: 2 * h.q + h.r, y: 3 * h.r };
}

const HALF_SQRT3 = Math.sqrt(3) / 2;

/** The centre in pixels for hexes of `size` (centre to corner); hex (0, 0) is at the origin. */
export function hexToPixel(h: HexCoord, size = 1): { x: number; y: number } {
  return { x: (2 * h.q + h.r) * HALF_SQRT3 * size, y: 1.5 * h.r * size };
}

/** The six corners in pixels, clockwise from the upper right; side k runs from corner k to k + 1. */
export function hexCorners(h: HexCoord, size = 1): { x: number; y: number }[] {
  const c = latticeCenter(h);
  return CORNER_LATTICE.map((o) => ({ x: (c.x + o.x) * HALF_SQRT3 * size, y: ((c.y + o.y) / 2) * size }));
}

/** The hex containing a pixel point (hex (0, 0) centred at the origin). */
export function pixelToHex(p: { x: number; y: number }, size = 1): HexCoord {
  const fq = ((Math.sqrt(3) / 3) * p.x - p.y / 3) / size;
  const fr = ((2 / 3) * p.y) / size;
  return roundCube(fq, fr, -fq - fr);
}

/** Rounds fractional cube coordinates to the hex containing them. */
export function roundCube(fq: number, fr: number, fs: number): HexCoord {
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

// ---- honeycomb-grid, for rendering and comparison only (never stored in state) ----

/** A honeycomb-grid Hex class with these conventions: pointy, odd-r (offset -1), centred origin. */
export function defineMapHex(size = 1): typeof Hex {
  return defineHex({ dimensions: size, orientation: Orientation.POINTY, offset: -1, origin: { x: 0, y: 0 } });
}

/** A honeycomb-grid Grid holding every hex of the map, built from the plain spec. */
export function gridFromSpec(spec: Pick<HexMapSpec, 'cols' | 'rows'>, size = 1): Grid<Hex> {
  const HexClass = defineMapHex(size);
  const hexes: Hex[] = [];
  for (let row = 0; row < spec.rows; row++) {
    for (let col = 0; col < spec.cols; col++) hexes.push(new HexClass(offsetToAxial(col, row)));
  }
  return new Grid(HexClass, hexes);
}
