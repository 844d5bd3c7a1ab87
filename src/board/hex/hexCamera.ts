// The hex board's camera: the shared pan/zoom maths of ../camera.ts applied to a map's bounding
// box, with the closest zoom set by hex size (MAX_HEX_PX pixels across a hex).
import { clampCamera, fitScale, MIN_FIT_FRACTION, panBy, pinchCamera, viewToWorld, worldToView, zoomAt } from '../camera';
import type { Camera, Viewport, ZoomLimits } from '../camera';
import type { HexGeometry, Pt } from './hexGeometry';

/** Closest zoom: a hex this many pixels across. */
export const MAX_HEX_PX = 320;

export class HexCamera {
  cam: Camera = { x: 0, y: 0, scale: 1 };
  /** The camera was moved by hand since the last fit (a resize then keeps it rather than refits). */
  userMoved = false;
  private geo: HexGeometry | null = null;

  constructor(
    public vp: Viewport,
    private readonly changed: () => void,
  ) {}

  setMap(geo: HexGeometry): void {
    this.geo = geo;
  }

  limits(): ZoomLimits {
    const max = this.geo ? MAX_HEX_PX / this.geo.hexW : 200;
    return { min: Math.min(fitScale(this.geo ?? { width: 1, height: 1 }, this.vp) * MIN_FIT_FRACTION, max), max };
  }

  set(cam: Camera, byHand = false): void {
    this.cam = this.geo ? clampCamera(cam, this.geo, this.limits()) : cam;
    if (byHand) this.userMoved = true;
    this.changed();
  }

  fit(): void {
    if (!this.geo) return;
    this.userMoved = false;
    const { width, height } = this.geo;
    this.set({ x: width / 2, y: height / 2, scale: Math.min(fitScale(this.geo, this.vp), this.limits().max) });
  }

  zoomAt(at: Pt, factor: number): void {
    this.set(zoomAt(this.cam, this.vp, at, factor, this.limits()), true);
  }

  panBy(dx: number, dy: number): void {
    this.set(panBy(this.cam, dx, dy), true);
  }

  pinch(from: readonly [Pt, Pt], to: readonly [Pt, Pt]): void {
    this.set(pinchCamera(this.cam, this.vp, from, to, this.limits()), true);
  }

  toWorld(p: Pt): Pt {
    return viewToWorld(this.cam, this.vp, p);
  }

  toView(p: Pt): Pt {
    return worldToView(this.cam, this.vp, p);
  }
}
