// A drag of one piece: where it was grabbed and where the pointer is, in view pixels. The piece's
// anchor follows the pointer, offset by the grab, so it does not jump to the finger.
import type { Vec } from '../../core/table/types';

export class DragSession {
  /** Whether a redraw of the drag is due at the next frame. */
  pending = true;

  constructor(
    readonly id: string,
    /** Pointer's world point minus the piece's anchor when the drag began. */
    readonly grab: Vec,
    public pointer: Vec,
    readonly touch: boolean,
  ) {}

  static begin(id: string, anchor: Vec, fromWorld: Vec, fromView: Vec, touch: boolean): DragSession {
    return new DragSession(id, { x: fromWorld.x - anchor.x, y: fromWorld.y - anchor.y }, fromView, touch);
  }

  move(p: Vec): void {
    this.pointer = p;
    this.pending = true;
  }

  /** Where the anchor would be with the pointer at world point `w`. */
  target(w: Vec): Vec {
    return { x: w.x - this.grab.x, y: w.y - this.grab.y };
  }
}
