// The contract between the board engine and a scene (the table, the hex map): the engine owns the
// canvas, the frame loop, the camera, input, drags, hover, resize and teardown; a scene supplies
// its layers, a hit test, what a drag does, and reports its own intents.
import type { Container, Graphics } from 'pixi.js';
import type { Vec } from '../../core/table/types';
import type { Camera, Viewport } from './cameraMath';
import type { CameraBounds } from './cameraRig';
import type { TapeProbe } from '../tools/tapeTypes';

/** What the engine tells a scene before each render. */
export interface FrameInfo {
  cam: Camera;
  vp: Viewport;
  /** The zoom changed since the last render (screen-sized things need laying out again). */
  scaleChanged: boolean;
  /** Device pixels per CSS pixel. */
  resolution: number;
}

/** Where a dragged piece is now. */
export interface DragInfo {
  id: string;
  /** World point where the piece's anchor would be (the pointer minus where it was grabbed). */
  at: Vec;
  /** Where the piece was pressed, less its anchor when the drag began (world units). */
  grab: Vec;
  /** Pointer in view pixels. */
  pointer: Vec;
  touch: boolean;
  cam: Camera;
  vp: Viewport;
}

/** What the engine offers a scene. */
export interface SceneHost {
  /** Asks for a render at the next animation frame. */
  requestRender(): void;
  /** The scene's world was replaced: refit (or keep the player's camera when only the contents changed). */
  worldChanged(resized: boolean): void;
  cancelDrag(): void;
  readonly dragging: boolean;
  readonly destroyed: boolean;
  toWorld(viewPoint: Vec): Vec;
}

export interface SceneAdapter extends CameraBounds {
  /** World-space layers, bottom to top. */
  readonly layers: readonly Container[];
  /** Screen-space layers (CSS pixels) above the world. */
  readonly screenLayers?: readonly Container[];
  /** Extra reach of a press on a piece, in screen pixels. */
  readonly slopPx: { touch: number; mouse: number };
  /** The piece under a world point (within `slop` world units), or null. */
  hitTest(p: Vec, slop: number): string | null;
  canDrag(id: string): boolean;
  /** The world point a drag of the piece moves (its centre). */
  anchorOf(id: string): Vec | null;
  tap(p: Vec, id: string | null): void;
  /** The mouse is over world point `p` (piece `id`), or left the canvas (`left`). At most once a frame. */
  hover(p: Vec, id: string | null, left: boolean): void;
  dragBegin(id: string, touch: boolean): void;
  /** The drag moved (or the zoom changed during it): show where the piece would go. */
  dragMove(d: DragInfo): void;
  /** The drag ended; `commit` false when it was cancelled. */
  dragEnd(d: DragInfo, commit: boolean): void;
  /** Lays out what the frame needs; returns true to ask for one more frame (e.g. textures still baking). */
  update(f: FrameInfo): boolean;
  /** The reading of a free tape measure from `a` to `b` (world units), asked of the system; none when absent. */
  measure?(a: Vec, b: Vec): TapeProbe | null;
  /** Paints the whole world, small, for the minimap (world units); no minimap when absent. */
  drawMinimap?(g: Graphics): void;
  /** Changes (by identity) when the minimap must be painted again. */
  minimapKey?(): unknown;
  destroy(): void;
}
