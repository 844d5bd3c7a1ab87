// Turns raw pointer samples (view pixels, tracked by pointerId) into taps, unit drags, pans and
// two-finger pinches. No DOM here: the board feeds it events and receives callbacks.
import type { Vec } from '../../core/table/types';

/** Movement (pixels) below which a press is still a tap. */
export const TAP_SLOP = 6;

export interface PointerSample {
  id: number;
  x: number;
  y: number;
  /** Mouse button of a press (0 primary). Others pan straight away. */
  button?: number;
}

export interface GestureHandlers {
  /** The unit under a view point, if any. */
  hitUnit(p: Vec): string | null;
  canDrag(unitId: string): boolean;
  tap(p: Vec, unitId: string | null): void;
  /** A drag of `unitId` begins; `from` is where the press began. */
  dragStart(unitId: string, from: Vec): void;
  dragMove(p: Vec): void;
  /** `commit` false when the drag was cancelled (second finger, pointercancel, Escape). */
  dragEnd(p: Vec, commit: boolean): void;
  pan(dx: number, dy: number): void;
  pinch(from: readonly [Vec, Vec], to: readonly [Vec, Vec]): void;
  /** The gesture state changed (for cursors). */
  mode?(mode: GestureMode): void;
}

export type GestureMode = 'idle' | 'press' | 'drag' | 'pan' | 'pinch';

export class Gestures {
  private readonly pointers = new Map<number, Vec>();
  private state: GestureMode = 'idle';
  private pressId = -1;
  private pressAt: Vec = { x: 0, y: 0 };
  private pressUnit: string | null = null;
  /** The two pointers of a pinch, in the order they went down. */
  private pinchIds: [number, number] | null = null;

  constructor(private readonly h: GestureHandlers) {}

  get mode(): GestureMode {
    return this.state;
  }

  down(s: PointerSample): void {
    this.pointers.set(s.id, { x: s.x, y: s.y });
    if (this.state === 'idle') {
      this.pressId = s.id;
      this.pressAt = { x: s.x, y: s.y };
      if ((s.button ?? 0) !== 0) {
        this.pressUnit = null;
        this.set('pan');
        return;
      }
      this.pressUnit = this.h.hitUnit(this.pressAt);
      this.set('press');
      return;
    }
    if (this.state === 'pinch') return; // A third finger is ignored.
    // A second pointer: whatever the first was doing becomes a pinch.
    const first = this.pointers.get(this.pressId);
    if (!first) return;
    if (this.state === 'drag') this.h.dragEnd(first, false);
    this.pinchIds = [this.pressId, s.id];
    this.set('pinch');
  }

  move(s: PointerSample): void {
    const prev = this.pointers.get(s.id);
    if (!prev) return;
    const now = { x: s.x, y: s.y };
    this.pointers.set(s.id, now);
    switch (this.state) {
      case 'press': {
        if (s.id !== this.pressId) return;
        if (Math.hypot(now.x - this.pressAt.x, now.y - this.pressAt.y) < TAP_SLOP) return;
        if (this.pressUnit && this.h.canDrag(this.pressUnit)) {
          this.set('drag');
          this.h.dragStart(this.pressUnit, this.pressAt);
          this.h.dragMove(now);
        } else {
          this.set('pan');
          this.h.pan(now.x - this.pressAt.x, now.y - this.pressAt.y);
        }
        return;
      }
      case 'drag':
        if (s.id === this.pressId) this.h.dragMove(now);
        return;
      case 'pan':
        if (s.id === this.pressId) this.h.pan(now.x - prev.x, now.y - prev.y);
        return;
      case 'pinch': {
        if (!this.pinchIds || !this.pinchIds.includes(s.id)) return;
        const [a, b] = this.pinchIds;
        const pa = a === s.id ? prev : this.pointers.get(a);
        const pb = b === s.id ? prev : this.pointers.get(b);
        const na = this.pointers.get(a);
        const nb = this.pointers.get(b);
        if (pa && pb && na && nb) this.h.pinch([pa, pb], [na, nb]);
        return;
      }
      default:
    }
  }

  up(s: PointerSample): void {
    this.finish(s, true);
  }

  cancel(s: PointerSample): void {
    this.finish(s, false);
  }

  /** Abandons the current gesture (a drag ends uncommitted). */
  reset(): void {
    if (this.state === 'drag') {
      this.h.dragEnd(this.pointers.get(this.pressId) ?? this.pressAt, false);
    }
    this.pointers.clear();
    this.pinchIds = null;
    this.set('idle');
  }

  private finish(s: PointerSample, commit: boolean): void {
    if (!this.pointers.has(s.id)) return;
    const at = { x: s.x, y: s.y };
    this.pointers.delete(s.id);
    switch (this.state) {
      case 'press':
        if (s.id !== this.pressId) return;
        if (commit) this.h.tap(this.pressAt, this.pressUnit);
        break;
      case 'drag':
        if (s.id !== this.pressId) return;
        this.h.dragEnd(at, commit);
        break;
      case 'pan':
        if (s.id !== this.pressId) return;
        break;
      case 'pinch': {
        if (!this.pinchIds || !this.pinchIds.includes(s.id)) return;
        // One finger lifted: the other keeps panning (never a tap or a drag).
        const rest = this.pinchIds.find((id) => id !== s.id);
        this.pinchIds = null;
        if (rest !== undefined && this.pointers.has(rest)) {
          this.pressId = rest;
          this.set('pan');
          return;
        }
        break;
      }
      default:
    }
    const rest = this.pointers.keys().next();
    if (rest.done) {
      this.set('idle');
    } else {
      // Fingers still down (say the third of a pinch): the first of them pans.
      this.pressId = rest.value;
      this.set('pan');
    }
  }

  private set(mode: GestureMode): void {
    if (this.state === mode) return;
    this.state = mode;
    this.h.mode?.(mode);
  }
}
