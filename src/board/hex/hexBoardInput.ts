// DOM input for the hex board, as for the table board: pointer events (mouse, pen, touch) go
// through the shared gesture tracker (tap vs drag vs pan vs pinch); the wheel zooms around the
// cursor; Escape cancels a drag. Returns a function that unhooks it all.
import { wheelFactor } from '../camera';
import { Gestures, type GestureMode } from '../gestures';
import type { HexBoard } from './hexBoard';

export function attachHexInput(canvas: HTMLCanvasElement, board: HexBoard): () => void {
  let touchGesture = false;
  let cursor = '';
  const setCursor = (c: string): void => {
    if (c !== cursor) canvas.style.cursor = cursor = c;
  };

  const gestures = new Gestures({
    hitUnit: (p) => board.hitCounter(p, touchGesture),
    canDrag: (id) => board.canDrag(id),
    tap: (p, id) => board.tap(p, id),
    dragStart: (id, from) => board.beginDrag(id, from),
    dragMove: (p) => board.moveDrag(p),
    dragEnd: (p, commit) => board.endDrag(p, commit),
    pan: (dx, dy) => board.lens.panBy(dx, dy),
    pinch: (from, to) => board.lens.pinch(from, to),
    mode: (m: GestureMode) => {
      if (m === 'drag' || m === 'pan' || m === 'pinch') setCursor('grabbing');
      else if (m === 'idle') setCursor('');
    },
  });

  const local = (e: PointerEvent | WheelEvent) => {
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
      const id = board.hitCounter(p, false);
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
    board.lens.zoomAt(local(e), wheelFactor(e.deltaY, e.deltaMode, e.ctrlKey));
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
