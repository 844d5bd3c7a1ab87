// Hex geometry for drawing: centres, corners and the hex under a point come from
// honeycomb-grid (pointy-top, odd-r offset, origin at the top-left of the map's bounding box);
// the rest is small axial arithmetic. See ./types.ts for the conventions.
import { defineHex, Orientation, pointToCube, type Hex } from 'honeycomb-grid';
import type { Axial, HexSide } from './types';

export interface Pt {
  x: number;
  y: number;
}

/** Axial neighbour offsets by direction (0 E, then clockwise on screen). */
export const DIRS: readonly Readonly<Axial>[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

export const SIDES: readonly HexSide[] = [0, 1, 2, 3, 4, 5];

export function neighbour(h: Axial, dir: number): Axial {
  const d = DIRS[((dir % 6) + 6) % 6]!;
  return { q: h.q + d.q, r: h.r + d.r };
}

export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export const hexKey = (q: number, r: number): string => `${q},${r}`;

/** Screen angle (radians, clockwise from east) of direction or hexside `dir`. */
export const dirAngle = (dir: number): number => (dir * Math.PI) / 3;

export class HexGeometry {
  readonly cols: number;
  readonly rows: number;
  readonly size: number;
  /** Width of a hex (flat side to flat side) and its height (corner to corner). */
  readonly hexW: number;
  readonly hexH: number;
  /** Bounding box of the whole map, from the origin. */
  readonly width: number;
  readonly height: number;
  /** Corners relative to a hex centre: corner i is at angle 60i - 30 degrees; side i joins i and i+1. */
  readonly cornerOffsets: readonly Pt[];
  private readonly HexClass: typeof Hex;

  constructor(cols: number, rows: number, size: number) {
    this.cols = Math.max(1, Math.floor(cols));
    this.rows = Math.max(1, Math.floor(rows));
    this.size = size > 0 ? size : 1;
    this.HexClass = defineHex({ dimensions: this.size, orientation: Orientation.POINTY, offset: -1, origin: 'topLeft' });
    const h0 = new this.HexClass({ q: 0, r: 0 });
    this.hexW = h0.width;
    this.hexH = h0.height;
    this.cornerOffsets = h0.corners.map((c) => ({ x: c.x - h0.x, y: c.y - h0.y }));
    this.width = this.hexW * (this.cols + (this.rows > 1 ? 0.5 : 0));
    this.height = this.hexH + (this.rows - 1) * this.hexH * 0.75;
  }

  col(q: number, r: number): number {
    return q + (r - (r & 1)) / 2;
  }

  axial(col: number, row: number): Axial {
    return { q: col - (row - (row & 1)) / 2, r: row };
  }

  inMap(q: number, r: number): boolean {
    if (r < 0 || r >= this.rows) return false;
    const c = this.col(q, r);
    return c >= 0 && c < this.cols;
  }

  /** Index of a hex in row-major offset order, or -1 off the map. */
  index(q: number, r: number): number {
    return this.inMap(q, r) ? r * this.cols + this.col(q, r) : -1;
  }

  center(q: number, r: number): Pt {
    const h = new this.HexClass({ q, r });
    return { x: h.x, y: h.y };
  }

  /** Centre of the hex at offset (col, row): same as `center`, without going through axial. */
  centerAt(col: number, row: number): Pt {
    const h = new this.HexClass({ col, row });
    return { x: h.x, y: h.y };
  }

  /** The corners of a hex as a flat [x0, y0, x1, y1, ...] list, optionally shrunk towards the centre. */
  cornersFlat(c: Pt, shrink = 1): number[] {
    const out: number[] = [];
    for (const o of this.cornerOffsets) out.push(c.x + o.x * shrink, c.y + o.y * shrink);
    return out;
  }

  /** The two ends of hexside `side` of the hex centred at `c`. */
  sideEnds(c: Pt, side: number, shrink = 1): [Pt, Pt] {
    const a = this.cornerOffsets[side % 6]!;
    const b = this.cornerOffsets[(side + 1) % 6]!;
    return [
      { x: c.x + a.x * shrink, y: c.y + a.y * shrink },
      { x: c.x + b.x * shrink, y: c.y + b.y * shrink },
    ];
  }

  /** The hex under a world point (whether or not it is on the map). */
  hexAt(p: Pt): Axial {
    const cube = pointToCube(this.HexClass.settings, p);
    return { q: cube.q + 0, r: cube.r + 0 };
  }

  /** Offset columns and rows whose hexes may touch a world rectangle (clamped to the map). */
  offsetRange(x0: number, y0: number, x1: number, y1: number): { c0: number; c1: number; r0: number; r1: number } {
    const rowH = this.hexH * 0.75;
    return {
      r0: Math.max(0, Math.floor((y0 - this.hexH) / rowH)),
      r1: Math.min(this.rows - 1, Math.ceil(y1 / rowH)),
      c0: Math.max(0, Math.floor(x0 / this.hexW) - 1),
      c1: Math.min(this.cols - 1, Math.ceil(x1 / this.hexW)),
    };
  }
}
