// Colours of the hex board, exported so that a legend (drawn by the app) can match the map.
import type { CounterMarker, HexsideKind, HighlightTone, LosState, TerrainKind } from './types';

export interface TerrainStyle {
  /** Legend name. */
  name: string;
  /** Hex fill, 0xRRGGBB. */
  fill: number;
  /** Colour of the details drawn on it (crowns, tufts, stones, rims). */
  detail: number;
}

export const terrainPalette: Readonly<Record<TerrainKind, TerrainStyle>> = {
  clear: { name: 'Clear', fill: 0xcdc79a, detail: 0xb3ad80 },
  hill: { name: 'Hill', fill: 0xd9b878, detail: 0x7a5a26 },
  depression: { name: 'Depression', fill: 0x9a8a62, detail: 0x4f4328 },
  trees: { name: 'Trees', fill: 0x7ea35a, detail: 0x2f5a22 },
  scrub: { name: 'Scrub', fill: 0xb9c27a, detail: 0x6d7f35 },
  rough: { name: 'Rough', fill: 0xb5aa92, detail: 0x6b6152 },
};

export const hexsidePalette: Readonly<Record<HexsideKind, { name: string; color: number; accent: number }>> = {
  fence: { name: 'Fence', color: 0x7a4e24, accent: 0x4a2c10 },
  hedge: { name: 'Hedge', color: 0x2e6a2a, accent: 0x17401a },
};

export const markerPalette: Readonly<Record<CounterMarker, { name: string; short: string; fill: number; text: number }>> = {
  running: { name: 'Running', short: 'RUN', fill: 0x2a7de1, text: 0xffffff },
  suppressed: { name: 'Suppressed', short: 'SUP', fill: 0xf0a020, text: 0x1a1200 },
  stunned: { name: 'Stunned', short: 'STN', fill: 0xb03060, text: 0xffffff },
};

export const hexPalette = {
  font: 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  background: 0x1f1a14,
  mapEdge: 0x3b2f22,
  grid: 0x3d3826,
  hillLight: 0xf3dfa8,
  hillShadow: 0x9c7a3e,
  depressionShadow: 0x5f5236,
  counterShadow: 0x000000,
  counterText: 0xffffff,
  arrow: 0xffffff,
  arrowEdge: 0x111111,
  selected: 0x5cf2ff,
  stackBadge: 0x202020,
  hover: 0xffffff,
  dragOk: 0x5be36b,
  reach: 0x56d668,
  reachWarn: 0xffb020,
  arc: 0xff6b3d,
  range: 0x7cc6ff,
  blast: 0xff3b30,
  scatter: 0xffe14d,
  los: { clear: 0x4cd964, hindered: 0xffb000, blocked: 0xff3b30 } as Readonly<Record<LosState, number>>,
  highlight: { select: 0x5cf2ff, target: 0xff3b30, warn: 0xffb020, info: 0xffffff } as Readonly<Record<HighlightTone, number>>,
} as const;
