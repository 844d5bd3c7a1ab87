// DOM input for a board (the table and the hex map alike): pointer events (mouse, pen, touch) go
// through the gesture tracker; the wheel zooms around the cursor; Escape cancels a drag. In
// measuring mode (or after a long press on a touch screen) a press-drag lays a tape measure; a
// press on the minimap centres the view there. Returns a function that unhooks it all.
import type { Vec } from '../../core/table/types';
import { wheelFactor } from './cameraMath';
import { Gestures, TAP_SLOP, type GestureMode } from './gestures';

/** A touch held this long without moving starts a tape measure (or, released, shows what is under it). */
export const LONG_PRESS_MS = 450;

/** What a board offers its input: hit tests, taps, drags and the camera, in view pixels. */
export interface InputTarget {
  hitUnit(p: Vec, touch: boolean): string | null;
  canDrag(id: string): boolean;
  tap(p: Vec, id: string | null): void;
  beginDrag(id: string, from: Vec, touch: boolean): void;
  moveDrag(p: Vec): void;
  endDrag(p: Vec, commit: boolean): void;
  panBy(dx: number, dy: number): void;
  pinch(from: readonly [Vec, Vec], to: readonly [Vec, Vec]): void;
  zoomAtView(p: Vec, factor: number): void;
  hoverAt(p: Vec, leave?: boolean): void;
  readonly dragging: boolean;
  /** A press-drag lays a tape measure. */
  readonly measuring?: boolean;
  tapeBegin?(p: Vec, touch: boolean): void;
  tapeMove?(p: Vec): void;
  tapeEnd?(p: Vec): void;
  clearTape?(): boolean;
  /** A press at a view point on the minimap: centres the view there and returns true. */
  minimapAt?(p: Vec): boolean;
}

export function attachInput(canvas: HTMLCanvasElement, board: InputTarget): () => void {
  let touchGesture = false;
  let cursor = '';
  const setCursor = (c: string): void => {
    if (c !== cursor) canvas.style.cursor = cursor = c;
  };

  const gestures = new Gestures({
    hitUnit: (p) => board.hitUnit(p, touchGesture),
    canDrag: (id) => board.canDrag(id),
    tap: (p, unitId) => board.tap(p, unitId),
    dragStart: (id, from) => board.beginDrag(id, from, touchGesture),
    dragMove: (p) => board.moveDrag(p),
    dragEnd: (p, commit) => board.endDrag(p, commit),
    pan: (dx, dy) => board.panBy(dx, dy),
    pinch: (from, to) => board.pinch(from, to),
    mode: (m: GestureMode) => {
      if (m === 'drag' || m === 'pan' || m === 'pinch') setCursor('grabbing');
      else if (m === 'idle') setCursor('');
    },
  });

  const local = (e: PointerEvent | WheelEvent): Vec => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const sample = (e: PointerEvent) => ({ id: e.pointerId, ...local(e), button: e.button });

  // The tape being laid: the pointer laying it and where it went down.
  let tape: { id: number; from: Vec; moved: boolean } | null = null;
  let longPress: ReturnType<typeof setTimeout> | null = null;
  const stopLongPress = (): void => {
    if (longPress !== null) clearTimeout(longPress);
    longPress = null;
  };
  const startTape = (id: number, at: Vec, touch: boolean): void => {
    tape = { id, from: at, moved: false };
    board.tapeBegin?.(at, touch);
  };

  const onDown = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' && e.button !== 0 && e.button !== 1 && e.button !== 2) return;
    const at = local(e);
    stopLongPress();
    if (tape) {
      // A second finger while measuring: leave the tape where it is and let the fingers pan and pinch.
      board.tapeEnd?.(local(e));
      tape = null;
    } else if (gestures.mode === 'idle' && e.button === 0 && board.minimapAt?.(at)) {
      e.preventDefault();
      return;
    } else if (gestures.mode === 'idle' && e.button === 0 && board.measuring && board.tapeBegin) {
      try { canvas.setPointerCapture(e.pointerId); } catch { /* synthetic pointer */ }
      e.preventDefault();
      startTape(e.pointerId, at, e.pointerType !== 'mouse');
      return;
    }
    if (gestures.mode === 'idle') {
      touchGesture = e.pointerType !== 'mouse';
      if (e.pointerType === 'touch' && board.tapeBegin) {
        const id = e.pointerId;
        longPress = setTimeout(() => {
          longPress = null;
          if (gestures.mode !== 'press') return;
          gestures.reset();
          startTape(id, at, true);
        }, LONG_PRESS_MS);
      }
    }
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic or already-released pointers cannot be captured; tracking still works.
    }
    e.preventDefault();
    gestures.down(sample(e));
  };
  const onMove = (e: PointerEvent): void => {
    if (tape && e.pointerId === tape.id) {
      const p = local(e);
      if (Math.hypot(p.x - tape.from.x, p.y - tape.from.y) >= TAP_SLOP) tape.moved = true;
      board.tapeMove?.(p);
      return;
    }
    if (gestures.mode !== 'idle') {
      gestures.move(sample(e));
      if (gestures.mode !== 'press') stopLongPress();
      return;
    }
    if (e.pointerType === 'mouse' || e.pointerType === 'pen') {
      const p = local(e);
      board.hoverAt(p);
      const id = board.hitUnit(p, false);
      setCursor(id ? (board.canDrag(id) ? 'grab' : 'pointer') : '');
    }
  };
  const onUp = (e: PointerEvent): void => {
    stopLongPress();
    if (tape && e.pointerId === tape.id) {
      const p = local(e);
      if (tape.moved) board.tapeEnd?.(p);
      else {
        // A press without a drag lays no tape: it shows what is under it, as hovering does.
        board.clearTape?.();
        board.hoverAt(p);
      }
      tape = null;
      if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId);
      return;
    }
    gestures.up(sample(e));
    if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId);
  };
  const onCancel = (e: PointerEvent): void => {
    stopLongPress();
    if (tape && e.pointerId === tape.id) {
      board.clearTape?.();
      tape = null;
      return;
    }
    gestures.cancel(sample(e));
  };
  const onLeave = (e: PointerEvent): void => {
    if (gestures.mode === 'idle' && e.pointerType === 'mouse') board.hoverAt(local(e), true);
  };
  const onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    if (gestures.mode === 'drag') return;
    board.zoomAtView(local(e), wheelFactor(e.deltaY, e.deltaMode, e.ctrlKey));
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    if (board.dragging) {
      e.preventDefault();
      gestures.reset();
    } else if (board.clearTape?.()) {
      // The tape goes first; the page's own Escape (cancel) sees the key as used.
      e.preventDefault();
      if (tape) tape = null;
    }
  };
  const noMenu = (e: Event): void => e.preventDefault();

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('pointerleave', onLeave);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  canvas.addEventListener('contextmenu', noMenu);
  window.addEventListener('keydown', onKey, { capture: true });

  return () => {
    stopLongPress();
    gestures.reset();
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('pointerleave', onLeave);
    canvas.removeEventListener('wheel', onWheel);
    canvas.removeEventListener('contextmenu', noMenu);
    window.removeEventListener('keydown', onKey, { capture: true });
  };
}
