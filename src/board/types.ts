// What the table board draws (a view model) and what it reports back (intents).
// The board knows nothing of any rule system: an adapter in src/ui turns rules state into
// this view model and turns intents into actions.
import type { TableSpec, Vec } from '../core/table/types';
import type { TapeProbe, TapeReading } from './tools/tapeTypes';

export type { TapeProbe, TapeReading } from './tools/tapeTypes';

/** The tools every board has: zoom, the tape measure, zoom to a piece and the minimap. */
export interface BoardTools {
  fit(): void;
  zoomBy(factor: number): void;
  /** Moves the view by (dx, dy) screen pixels (the keyboard's arrows pan with it). */
  panBy(dx: number, dy: number): void;
  /** In measuring mode a press-drag anywhere lays a tape measure instead of moving or panning. */
  setMeasuring(on: boolean): void;
  /** Takes the tape measure off the board; false when there was none. */
  clearTape(): boolean;
  /** Centres the view on a piece, zoomed in; false when there is no such piece. */
  focusUnit(id: string): boolean;
  /** Shows the minimap when the world does not all fit in view (on by default). */
  setMinimap(on: boolean): void;
}

/** A round base (the default): a disc of the unit's radius `r`. */
export interface RoundShape {
  kind: 'round';
}

/**
 * A rectangular regiment of models on square (or oblong) bases, in ranks and files, centred on
 * the unit's (x, y). Models fill the ranks from the front: N models in F files stand in
 * ceil(N / F) ranks, the last (rear) rank holding what is left, centred, so casualties come off
 * the rear rank.
 */
export interface BlockShape {
  kind: 'block';
  /** Models in a full rank (the block's frontage in models). */
  files: number;
  /** Models in the block. */
  models: number;
  /** Width of a model's base, inches. */
  base: number;
  /** Depth of a model's base when not square (cavalry), inches; default `base`. */
  baseDepth?: number;
  /** Where the front faces: degrees clockwise from up the table (towards y = 0). */
  facing: number;
}

/** A square counter as the hex board draws it (side 1 bevelled), `2 r` across, with a facing arrow. */
export interface CounterShape {
  kind: 'counter';
  side?: 0 | 1;
  /** Facing arrow: degrees clockwise from up the table; none when absent. */
  facing?: number;
}

/** A free-form piece: a polygon (inches, around the unit's (x, y)) with its label drawn inside. */
export interface PieceShape {
  kind: 'piece';
  outline: readonly Vec[];
  /** Turns the outline: degrees clockwise. */
  facing?: number;
}

export type UnitShape = RoundShape | BlockShape | CounterShape | PieceShape;

export interface BoardUnit {
  id: string;
  x: number;
  y: number;
  /** Base radius in inches (round bases and counters; other shapes take their size from `shape`). */
  r: number;
  /** What the unit looks like on the table; a round base when absent. */
  shape?: UnitShape;
  /** Posse colour, 0xRRGGBB. */
  color: number;
  /** A pattern over the base, so sides differ by more than colour (the colour-blind-safe sides). */
  pattern?: 'stripes';
  /** Name tag. */
  label: string;
  /** Wounds lost (badge with a number when > 0). */
  wounds: number;
  down: boolean;
  /** Out of action or fled: drawn faded (or not at all, as the adapter decides). */
  gone: boolean;
  /** Acted fully this phase: drawn dimmed. */
  spent: boolean;
  /** Leader or hero star. */
  leader: boolean;
  /** Riding a horse or mule: drawn with a saddle-brown ring round the base. */
  mounted?: boolean;
}

/**
 * Cells of a reach map: 0 unreachable, 1 reachable, 2 reachable by jumping a barrier.
 * Cell (i, j) covers x in [originX + i*cellSize, originX + (i+1)*cellSize) and likewise y;
 * `cells[j * cols + i]`.
 */
export interface BoardReach {
  originX: number;
  originY: number;
  cellSize: number;
  cols: number;
  rows: number;
  cells: Uint8Array;
}

export interface BoardLos {
  from: Vec;
  to: Vec;
  state: 'clear' | 'in-the-way' | 'blocked';
  /** Points along the line where something is in the way or blocks it. */
  marks: { x: number; y: number; kind: 'obstacle' | 'model' | 'blocked' }[];
}

export interface BoardOverlays {
  selectedId: string | null;
  reach: BoardReach | null;
  /** Enemy control zones and objectives (circles in inches); a `label` is written at the circle's top. */
  zones: { x: number; y: number; r: number; label?: string }[];
  /** Units to ring: charge targets, shooting targets, fighters in the fight being resolved. */
  rings: { id: string; kind: 'charge' | 'shoot' | 'fight' | 'invalid' }[];
  /** Weapon range around the selected unit (inches, centre radius). */
  range: { x: number; y: number; r: number } | null;
  los: BoardLos[];
  /** Last committed move path (drawn faintly) or a planned one. */
  path: Vec[] | null;
  /** Arrows from where pieces stand to where a choice would put them; `focus` drawn stronger. */
  arrows?: readonly BoardArrow[];
  /** Engagement lines: pairs of units locked in a fight, joined centre to centre. */
  engagements?: readonly BoardEngagement[];
}

/** An arrow across the table (inches), e.g. a unit's shift from its place to a ghost. */
export interface BoardArrow {
  from: Vec;
  to: Vec;
  focus?: boolean;
}

/** Two units in a fight (the adapter says which pairs; the board only draws them). */
export interface BoardEngagement {
  a: string;
  b: string;
  /** Which fight, so lines of one fight share a look; the one being resolved is drawn stronger. */
  fight: string;
  focus?: boolean;
}

export interface BoardView {
  table: TableSpec;
  units: BoardUnit[];
  overlays: BoardOverlays;
}

/** What the board reports. Coordinates are table inches. */
export type BoardIntent =
  | { type: 'tapUnit'; unitId: string }
  | { type: 'tapTable'; x: number; y: number }
  /**
   * A dragged unit was released. (x, y) is where the player asked it to go (the point last
   * given to `probe`), not the probe's `end`: probe it again to get the same answer.
   */
  | { type: 'dropUnit'; unitId: string; x: number; y: number }
  /**
   * A piece whose drag mode is 'pull' is being pulled like a slingshot: it stays where it is and
   * (x, y) is where the pull has taken its anchor (the anchor plus the pointer's travel since the
   * press), so (x, y) less the piece's place is the pull. 'move' once a frame while dragging,
   * then 'release' (let go) or 'cancel' (Escape, a second finger, the piece gone). `grab` is where
   * the piece was pressed less its place (a corner of a block grabbed, say).
   */
  | { type: 'pullUnit'; unitId: string; x: number; y: number; grab?: Vec; phase: 'move' | 'release' | 'cancel' }
  | { type: 'hover'; x: number; y: number; unitId: string | null };

/** What a drag that starts on a piece does: moves it (the default), or pulls it (`pullUnit`). */
export type DragMode = 'move' | 'pull';

/** What the board shows while a unit is dragged, asked of the adapter on each pointer move. */
export interface DragProbe {
  /** The route the unit would take, from its start to where it would end. */
  path: Vec[];
  /** Where it would end (snapped to base contact for a charge). */
  end: Vec;
  ok: boolean;
  /** Ruler text, e.g. `4.2" of 6"` or the reason it is not allowed. */
  label: string;
}

export interface BoardOptions {
  onIntent(intent: BoardIntent): void;
  /**
   * Called on pointer moves during a drag; must be cheap (no React state). `grab` is where the
   * piece was pressed less its place, so the same pull may mean a corner or the middle taken.
   */
  probe?(unitId: string, at: Vec, grab: Vec): DragProbe;
  /** Units the board lets the player drag. */
  canDrag?(unitId: string): boolean;
  /**
   * What dragging the unit does, asked when the drag starts: 'move' (a ghost and a ruler, then
   * `dropUnit`) or 'pull' (the piece stays; a band from it to the pull with the probe's label,
   * and `pullUnit` intents). 'move' when absent.
   */
  dragMode?(unitId: string): DragMode;
  /** The reading of a free tape measure from `a` to `b` (inches): distance and line of sight. Must be cheap. */
  measure?(a: Vec, b: Vec): TapeProbe | null;
  /** A tape was laid (its reading) or cleared (null). */
  onTape?(reading: TapeReading | null): void;
  /** Accessible name of the canvas (which has role="img"). */
  label?: string;
  /** Aborting it destroys the board, even while it is still starting. */
  signal?: AbortSignal;
  /** Called after each render with the CPU ms of `app.render()` and of the whole frame (for benchmarks). */
  onRender?(renderMs: number, frameMs: number): void;
}

/** Render counters of a board (for benchmarks and tests). */
export interface BoardStats {
  renders: number;
  /** CPU ms of the last `app.render()`. */
  lastRenderMs: number;
  /** CPU ms of the last whole frame: hover, drag, layer updates and `app.render()`. */
  lastFrameMs: number;
}

export interface BoardHandle extends BoardTools {
  setView(view: BoardView): void;
  /** Table position under the centre of the screen, and the scale in pixels per inch. */
  camera(): { x: number; y: number; scale: number };
  /** Where a table point (inches) is on the page, in CSS pixels relative to the viewport. */
  worldToScreen(p: Vec): Vec;
  /** The table point (inches) under a page point in CSS pixels relative to the viewport. */
  screenToWorld(p: Vec): Vec;
  /** Ends a drag in progress without dropping (the ghost and ruler go away). */
  cancelDrag(): void;
  /** Renders now if anything is pending (otherwise at the next animation frame). */
  flush(): void;
  stats(): BoardStats;
  /** What the last frame drew that a player reads: engagement lines, and each name's box on screen (CSS pixels, page). */
  drawn(): BoardDrawn;
  /** Removes the canvas and frees everything. Safe to call more than once. */
  destroy(): void;
}

export interface BoardDrawn {
  engagements: number;
  names: { id: string; box: { x0: number; y0: number; x1: number; y1: number }; leader: boolean }[];
}
