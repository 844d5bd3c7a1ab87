// Engagement lines: a rope between two units locked in a fight, drawn from the adapter's pairs
// (the board knows no rules of what a fight is). Drawn in screen pixels, like the other overlays,
// so the line keeps its width at any zoom; the fight being resolved is drawn stronger.
import type { Graphics } from 'pixi.js';
import type { BoardEngagement, BoardUnit } from './types';
import { palette } from './palette';

export type UnitLookup = (id: string) => BoardUnit | undefined;

/** The segment of an engagement line in screen pixels: centre to centre, trimmed to the bases' edges. */
export function engagementSegment(a: BoardUnit, b: BoardUnit, k: number): { x0: number; y0: number; x1: number; y1: number } | null {
  const dx = (b.x - a.x) * k;
  const dy = (b.y - a.y) * k;
  const d = Math.hypot(dx, dy);
  // Bases in contact at a far zoom: keep at least a short visible tie across them.
  const ra = Math.min(a.r * k * 0.6, d * 0.3);
  const rb = Math.min(b.r * k * 0.6, d * 0.3);
  if (d < 1e-6) return null;
  const ux = dx / d;
  const uy = dy / d;
  return { x0: a.x * k + ux * ra, y0: a.y * k + uy * ra, x1: b.x * k - ux * rb, y1: b.y * k - uy * rb };
}

/** Draws every engagement whose two units are on the board; returns how many were drawn. */
export function drawEngagements(g: Graphics, list: readonly BoardEngagement[], unit: UnitLookup, k: number): number {
  let drawn = 0;
  for (const e of list) {
    const a = unit(e.a);
    const b = unit(e.b);
    if (!a || !b || a.gone || b.gone) continue;
    const s = engagementSegment(a, b, k);
    if (!s) continue;
    const w = e.focus ? 4 : 3;
    g.moveTo(s.x0, s.y0).lineTo(s.x1, s.y1).stroke({ width: w + 3, color: 0x000000, alpha: 0.55, cap: 'round' });
    g.moveTo(s.x0, s.y0).lineTo(s.x1, s.y1).stroke({ width: w, color: palette.ring.fight, alpha: e.focus ? 1 : 0.85, cap: 'round' });
    // Crossed swords at the middle: two short strokes across the line.
    const mx = (s.x0 + s.x1) / 2;
    const my = (s.y0 + s.y1) / 2;
    const m = 4.5;
    g.moveTo(mx - m, my - m).lineTo(mx + m, my + m).moveTo(mx + m, my - m).lineTo(mx - m, my + m)
      .stroke({ width: 2, color: 0x111111, cap: 'round' });
    drawn++;
  }
  return drawn;
}
