// Drawing helpers for the overlays, in screen pixels: world positions times the zoom `k`.
import type { Graphics } from 'pixi.js';
import { DIRS, hexDistance, hexKey, neighbour, type HexGeometry, type Pt } from './hexGeometry';
import type { Axial } from './types';

export type Seg = [Pt, Pt];

/** Scaled hex geometry: centres, corners and sides in pixels at a zoom of k. */
export class PxHex {
  constructor(
    readonly geo: HexGeometry,
    readonly k: number,
  ) {}

  centre(h: Axial): Pt {
    const c = this.geo.center(h.q, h.r);
    return { x: c.x * this.k, y: c.y * this.k };
  }

  poly(h: Axial, shrink = 1): number[] {
    const c = this.centre(h);
    return this.geo.cornerOffsets.flatMap((o) => [c.x + o.x * this.k * shrink, c.y + o.y * this.k * shrink]);
  }

  side(h: Axial, side: number, shrink = 1): Seg {
    const c = this.centre(h);
    const a = this.geo.cornerOffsets[side % 6]!;
    const b = this.geo.cornerOffsets[(side + 1) % 6]!;
    return [
      { x: c.x + a.x * this.k * shrink, y: c.y + a.y * this.k * shrink },
      { x: c.x + b.x * this.k * shrink, y: c.y + b.y * this.k * shrink },
    ];
  }

  /** Midpoint of a hexside, pushed `out` (fraction of the inner radius) away from the centre. */
  sideMid(h: Axial, side: number, out = 1): Pt {
    const c = this.centre(h);
    const r = this.geo.hexW / 2 * this.k * out;
    const a = (side * Math.PI) / 3;
    return { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r };
  }

  /** Pixels from a hex's centre to a neighbour's. */
  get step(): number {
    return this.geo.hexW * this.k;
  }
}

/** Hexes at exactly distance d of c (c itself for d = 0). */
export function ring(c: Axial, d: number): Axial[] {
  if (d <= 0) return [{ q: c.q, r: c.r }];
  const out: Axial[] = [];
  let h = { q: c.q + DIRS[4]!.q * d, r: c.r + DIRS[4]!.r * d };
  for (let side = 0; side < 6; side++) {
    for (let i = 0; i < d; i++) {
      out.push(h);
      h = neighbour(h, side);
    }
  }
  return out;
}

/** On-map hexes within distance d of c. */
export function disc(geo: HexGeometry, c: Axial, d: number): Axial[] {
  const out: Axial[] = [];
  for (let i = 0; i <= d; i++) for (const h of ring(c, i)) if (geo.inMap(h.q, h.r)) out.push(h);
  return out;
}

/** The outline of a set of hexes: their sides that border a hex not in the set. */
export function outline(px: PxHex, hexes: readonly Axial[]): Seg[] {
  const set = new Set(hexes.map((h) => hexKey(h.q, h.r)));
  const out: Seg[] = [];
  for (const h of hexes) {
    for (let s = 0; s < 6; s++) {
      const n = neighbour(h, s);
      if (!set.has(hexKey(n.q, n.r))) out.push(px.side(h, s));
    }
  }
  return out;
}

/** The outline of the hexes within d of c, without the parts along the map's edge. */
export function rangeOutline(px: PxHex, c: Axial, d: number): Seg[] {
  const out: Seg[] = [];
  for (const h of ring(c, d)) {
    if (!px.geo.inMap(h.q, h.r)) continue;
    for (let s = 0; s < 6; s++) if (hexDistance(neighbour(h, s), c) > d) out.push(px.side(h, s));
  }
  return out;
}

export function strokeSegs(g: Graphics, segs: readonly Seg[]): Graphics {
  for (const [a, b] of segs) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
  return g;
}

/** Dashed segments (dash and gap in pixels), as a path to stroke. */
export function dashSegs(g: Graphics, segs: readonly Seg[], dash: number, gap: number): Graphics {
  for (const [a, b] of segs) {
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    for (let d = 0; d < len; d += dash + gap) {
      const t0 = d / len;
      const t1 = Math.min(len, d + dash) / len;
      g.moveTo(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0).lineTo(a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1);
    }
  }
  return g;
}

/** An arrow from a to b (pixels) with a head of size `head`. */
export function arrow(g: Graphics, a: Pt, b: Pt, head: number, color: number, width = 3): void {
  const ang = Math.atan2(b.y - a.y, b.x - a.x);
  const base = { x: b.x - Math.cos(ang) * head, y: b.y - Math.sin(ang) * head };
  g.moveTo(a.x, a.y).lineTo(base.x, base.y).stroke({ width: width + 2.5, color: 0x000000, alpha: 0.45, cap: 'round' });
  g.moveTo(a.x, a.y).lineTo(base.x, base.y).stroke({ width, color, cap: 'round' });
  const w = head * 0.6;
  g.poly([
    b.x, b.y,
    base.x + Math.cos(ang + Math.PI / 2) * w, base.y + Math.sin(ang + Math.PI / 2) * w,
    base.x + Math.cos(ang - Math.PI / 2) * w, base.y + Math.sin(ang - Math.PI / 2) * w,
  ]).fill(color).stroke({ width: 1.5, color: 0x000000, alpha: 0.6, join: 'round' });
}
