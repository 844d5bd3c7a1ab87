// DOM input for a board (the table and the hex map alike): pointer events (mouse, pen, touch) go
// through the gesture tracker; the wheel zooms around the cursor; Escape cancels a drag.
// Returns a function that unhooks it all.
import type { Vec } from '../../core/table/types';
import { wheelFactor } from './cameraMath';
import { Gestures, type GestureMode } from './gestures';

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

  const onDown = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' && e.button !== 0 && e.button !== 1 && e.button !== 2) return;
    if (gestures.mode === 'idle') touchGesture = e.pointerType !== 'mouse';
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic or already-released pointers cannot be captured; tracking still works.
    }
    e.preventDefault();
    gestures.down(sample(e));
  };
  const onMove = (e: PointerEvent): void => {
    if (gestures.mode !== 'idle') {
      gestures.move(sample(e));
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
    gestures.up(sample(e));
    if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId);
  };
  const onCancel = (e: PointerEvent): void => gestures.cancel(sample(e));
  const onLeave = (e: PointerEvent): void => {
    if (gestures.mode === 'idle' && e.pointerType === 'mouse') board.hoverAt(local(e), true);
  };
  const onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    if (gestures.mode === 'drag') return;
    board.zoomAtView(local(e), wheelFactor(e.deltaY, e.deltaMode, e.ctrlKey));
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape' && board.dragging) {
      e.preventDefault();
      gestures.reset();
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
  window.addEventListener('keydown', onKey);

  return () => {
    gestures.reset();
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('pointerleave', onLeave);
    canvas.removeEventListener('wheel', onWheel);
    canvas.removeEventListener('contextmenu', noMenu);
    window.removeEventListener('keydown', onKey);
  };
}
