// What the hex board draws (a view model) and what it reports back (intents).
// Plain data only: the board knows no rules of Firepower. An adapter turns game state into
// this view model and turns intents into actions.
//
// Geometry conventions
// - Hexes are pointy-top, addressed by axial coordinates { q, r }.
// - The map is a rectangle in the odd-r offset layout: rows 0..rows-1 top to bottom, columns
//   0..cols-1 left to right, odd rows shoved half a hex to the right. A hex at (col, row) has
//   q = col - (row - (row & 1)) / 2 and r = row.
// - `hexSize` is the distance from a hex's centre to a corner, in world units. A hex is
//   sqrt(3) * hexSize wide and 2 * hexSize tall; the top-left of the map's bounding box is the
//   world origin and y grows downwards.
// - Hexsides and directions are numbered 0..5 clockwise on screen (y down), starting east:
//   0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE. Side i of a hex is the edge crossed when moving in
//   direction i, so side i of { q, r } is side (i + 3) % 6 of its neighbour that way.
//   Neighbour offsets: 0 (+1, 0), 1 (0, +1), 2 (-1, +1), 3 (-1, 0), 4 (0, -1), 5 (+1, -1).
// - A facing is a direction: the counter faces the hexside with that number.

import type { BoardTools } from '../types';
import type { TapeReading, TapeSight } from '../tools/tapeTypes';

export interface Axial {
  q: number;
  r: number;
}

export type HexSide = 0 | 1 | 2 | 3 | 4 | 5;

export type TerrainKind = 'clear' | 'hill' | 'depression' | 'trees' | 'scrub' | 'rough';

export type HexsideKind = 'fence' | 'hedge';

export interface HexTerrain extends Axial {
  kind: TerrainKind;
}

/** A feature along one hexside (given from either of the two hexes it separates). */
export interface HexsideFeature extends Axial {
  side: HexSide;
  kind: HexsideKind;
}

/**
 * The static map. Replace the object (not its arrays) to change it: the board rebuilds its
 * terrain when `setView` gets a different map object and ignores mutation.
 */
export interface HexMapView {
  cols: number;
  rows: number;
  /** Centre to corner, in world units. */
  hexSize: number;
  /** Hexes that are not clear. Hexes not listed (and duplicates after the first) are clear. */
  terrain: readonly HexTerrain[];
  hexsides: readonly HexsideFeature[];
}

export type Posture = 'standing' | 'crouching' | 'prone';
export type CounterMarker = 'running' | 'suppressed' | 'stunned';

export interface HexCounter extends Axial {
  id: string;
  /** Which player's: side 1 counters get bevelled corners, so sides differ by more than colour. */
  side: 0 | 1;
  /** Fill colour, 0xRRGGBB. */
  color: number;
  /** Short text on the counter ("Rifle 2", "MG"). */
  label: string;
  /** One or two letters shown instead of the label when the counter is small on screen ("R", "MG"); default the label's first word. */
  glyph?: string;
  facing: HexSide;
  posture: Posture;
  markers: readonly CounterMarker[];
  /**
   * Stack badge number (shown when > 1) of the top counter of a hex. Counters given in the
   * same hex are drawn as a stack, later ones on top, and only the top one shows its label,
   * chips and badge; its badge counts the counters in the hex unless stackCount says otherwise.
   */
  stackCount?: number;
  selected?: boolean;
}

/** A reachable hex and what it costs to get there (movement factors). */
export interface ReachHex extends Axial {
  cost: number;
  /** Text instead of the cost (e.g. "3+"). */
  label?: string;
  /** Drawn in the warning tone (e.g. reachable only by running). */
  warn?: boolean;
}

/** A wedge from a hex's centre, centred on `facing`, `degrees` wide, `range` hexes long. */
export interface ArcOfFire extends Axial {
  facing: HexSide;
  degrees: number;
  range: number;
}

/** Outlines of the hexes within each `range` of a hex (hex distance), labelled. */
export interface RangeBands extends Axial {
  bands: readonly { range: number; label: string }[];
}

export type LosState = 'clear' | 'hindered' | 'blocked';

export interface HexLos {
  from: Axial;
  to: Axial;
  state: LosState;
  /** Where the line is hindered or blocked: a hex, or a hexside of that hex when `side` is set. */
  marks: readonly (Axial & { kind: 'hindrance' | 'block'; side?: HexSide })[];
}

/** A scatter/spread diagram centred on a target hex. */
export interface ScatterDiagram extends Axial {
  /** Text by each hexside of the target, in side order 0..5 (default "1".."6"). */
  labels?: readonly string[];
  /** Hexes the shot may land in or spread to (outlined). */
  spread?: readonly Axial[];
  /** Where it landed (filled, with an arrow from the target). */
  result?: Axial | null;
  /** Text at the centre of hexes of the diagram (e.g. "7/10" two hexes beyond). */
  marks?: readonly (Axial & { text: string })[];
}

export interface BlastRing extends Axial {
  /** Hexes within this hex distance are hit (0: the hex alone). */
  radius: number;
}

export type HighlightTone = 'select' | 'target' | 'warn' | 'info';

export interface HexOverlays {
  reach: readonly ReachHex[];
  arc: ArcOfFire | null;
  ranges: RangeBands | null;
  los: readonly HexLos[];
  scatter: ScatterDiagram | null;
  blast: BlastRing | null;
  highlights: readonly (Axial & { tone: HighlightTone })[];
  /** Hexsides drawn as crossed obstacles (a soldier stands beyond the fence on that side of his hex). */
  crossed?: readonly (Axial & { side: HexSide })[];
}

export interface HexBoardView {
  map: HexMapView;
  counters: readonly HexCounter[];
  overlays: HexOverlays;
}

export const NO_OVERLAYS: HexOverlays = {
  reach: [],
  arc: null,
  ranges: null,
  los: [],
  scatter: null,
  blast: null,
  highlights: [],
};

/** What the board reports. */
export type HexBoardIntent =
  | { type: 'tapHex'; q: number; r: number }
  | { type: 'tapCounter'; id: string }
  /** The hex under the mouse changed (null: off the map or the pointer left). At most once per frame. */
  | { type: 'hoverHex'; hex: Axial | null }
  /** A counter was dragged and released over a hex of the map (never sent for off-map drops). */
  | { type: 'dragCounter'; id: string; to: Axial };

export interface HexBoardOptions {
  onIntent(intent: HexBoardIntent): void;
  /** The reading of a free tape measure from one hex to another (both on the map). Must be cheap. */
  measure?(from: Axial, to: Axial): HexTapeAnswer | null;
  /** A tape was laid (its reading) or cleared (null). */
  onTape?(reading: TapeReading | null): void;
  /** Counters the player may drag (default: none). */
  canDrag?(id: string): boolean;
  /** Accessible name of the canvas (which has role="img"). */
  label?: string;
  /** Aborting it destroys the board, even while it is still starting. */
  signal?: AbortSignal;
  /** Called after each render with the CPU ms of `renderer.render()` and of the whole frame (for benchmarks). */
  onRender?(ms: number, frameMs: number): void;
  /** Debug: draw every terrain chunk every frame (no culling, no overview). Default true. */
  cull?: boolean;
}

export interface HexBoardStats {
  renders: number;
  /** CPU ms of the last `renderer.render()`. */
  lastRenderMs: number;
  /** CPU ms of the last whole frame: hover, drag, layer updates and `renderer.render()`. */
  lastFrameMs: number;
  /** Terrain chunks in the scene now, and built (cached) in all. */
  chunksShown: number;
  chunksBuilt: number;
  /**
   * How the terrain is drawn now: chunks baked into textures (usual zooms), chunk geometry
   * (close up), or the whole map as one picture (far out).
   */
  terrainLod: 'textures' | 'geometry' | 'overview';
  /** How many CSS pixels across a counter is drawn now (never under the board's minimum). */
  counterPx: number;
}

/** The system's reading of a tape measure between two hexes. */
export interface HexTapeAnswer {
  sight: TapeSight;
  /** Drawn by the tape's end: the range and the sight in a few words. */
  label: string;
  /** The full reading for the page: range, sight and every reason. */
  lines: readonly string[];
  /** The hexes the line of sight passes, marked along the tape. */
  path?: readonly Axial[];
  /** Hexes where the line is hindered or blocked. */
  marks?: readonly (Axial & { kind: 'cover' | 'blocked' })[];
}

export interface HexBoardHandle extends BoardTools {
  setView(view: HexBoardView): void;
  /** Moves the view by (dx, dy) CSS pixels, as a drag would. */
  panBy(dx: number, dy: number): void;
  /** World point under the centre of the screen, and the scale in pixels per world unit. */
  camera(): { x: number; y: number; scale: number };
  /** Centre of a hex on the page, in CSS pixels relative to the viewport. */
  hexToScreen(hex: Axial): { x: number; y: number };
  /** The map hex under a page point (CSS pixels relative to the viewport), or null off the map. */
  screenToHex(p: { x: number; y: number }): Axial | null;
  /** Ends a drag in progress without dropping. */
  cancelDrag(): void;
  /** Renders now if anything is pending (otherwise at the next animation frame). */
  flush(): void;
  stats(): HexBoardStats;
  /** The range bands' labels drawn now, and the map's box, in page CSS pixels (for checks: no label off the map). */
  drawnLabels(): { labels: { text: string; x: number; y: number }[]; map: { x0: number; y0: number; x1: number; y1: number } };
  /** Removes the canvas and frees everything. Safe to call more than once. */
  destroy(): void;
}
