// The hex map's tools: the tape measure's drawing from hex centre to hex centre with the system's
// reading, and the minimap's picture (terrain, hexside features, counters as dots).
import type { Graphics } from 'pixi.js';
import type { HexGeometry, Pt } from '../hex/hexGeometry';
import { hexPalette, hexsidePalette, terrainPalette } from '../hex/hexPalette';
import type { Axial, HexBoardView, HexTapeAnswer } from '../hex/types';
import type { TapeProbe } from './tapeTypes';

/** Past this many hexes the minimap shows the map's ground colour alone (the picture would cost too much). */
export const MINIMAP_HEX_LIMIT = 12_000;

const hexDistance = (a: Axial, b: Axial) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;

export function hexTapeProbe(from: Axial, to: Axial, centre: (h: Axial) => Pt, answer: HexTapeAnswer | null): TapeProbe {
  const ends = { from: centre(from), to: centre(to) };
  if (!answer) {
    const n = hexDistance(from, to);
    return { ...ends, sight: 'none', label: `${n} hex`, lines: [`${n} hex`] };
  }
  const marks: NonNullable<TapeProbe['marks']> = [
    ...(answer.path ?? []).map((h) => ({ at: centre(h), kind: 'step' as const })),
    ...(answer.marks ?? []).map((h) => ({ at: centre(h), kind: h.kind })),
  ];
  return { ...ends, marks, sight: answer.sight, label: answer.label, lines: answer.lines };
}

export function drawHexMinimap(g: Graphics, geo: HexGeometry, view: HexBoardView): void {
  g.rect(0, 0, geo.width, geo.height).fill(terrainPalette.clear.fill);
  const map = view.map;
  if (map.cols * map.rows <= MINIMAP_HEX_LIMIT) {
    for (const t of map.terrain) {
      if (t.kind === 'clear' || !geo.inMap(t.q, t.r)) continue;
      g.poly(geo.cornersFlat(geo.center(t.q, t.r))).fill(terrainPalette[t.kind].fill);
    }
    for (const f of map.hexsides) {
      const [a, b] = geo.sideEnds(geo.center(f.q, f.r), f.side);
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: geo.size / 3, color: hexsidePalette[f.kind].color });
    }
  }
  const dot = Math.max(geo.size * 0.6, Math.max(geo.width, geo.height) / 70);
  for (const c of view.counters) {
    const p = geo.center(c.q, c.r);
    g.circle(p.x, p.y, dot).fill(c.color).stroke({ width: dot / 3, color: hexPalette.background });
  }
}
