// The engine's camera: the pan/zoom/pinch maths of cameraMath.ts applied to whatever the scene
// shows. The scene says how big its world is, how far one may zoom and what "fit" means; the rig
// keeps the camera inside those limits and tells the engine when it moved.
import type { Vec } from '../../core/table/types';
import { clampCamera, panBy, pinchCamera, viewToWorld, worldToView, zoomAt } from './cameraMath';
import type { Camera, Size, Viewport, ZoomLimits } from './cameraMath';

/** What a scene tells the camera about its world. */
export interface CameraBounds {
  /** World size (top-left at the origin), or null before there is anything to show. */
  bounds(): Size | null;
  zoomLimits(vp: Viewport): ZoomLimits;
  /** The camera that shows the whole world in the viewport. */
  fitCamera(vp: Viewport): Camera;
}

export class CameraRig {
  cam: Camera = { x: 0, y: 0, scale: 1 };
  /** The camera was moved by hand since the last fit (a resize then keeps it rather than refits). */
  userMoved = false;

  constructor(
    public vp: Viewport,
    private readonly world: CameraBounds,
    private readonly changed: () => void,
  ) {}

  limits(): ZoomLimits {
    return this.world.bounds() ? this.world.zoomLimits(this.vp) : { min: 1e-3, max: 200 };
  }

  set(cam: Camera, byHand = false): void {
    const b = this.world.bounds();
    this.cam = b ? clampCamera(cam, b, this.limits()) : cam;
    if (byHand) this.userMoved = true;
    this.changed();
  }

  fit(): void {
    if (!this.world.bounds()) return;
    this.userMoved = false;
    this.set(this.world.fitCamera(this.vp));
  }

  /**
   * The world changed: refit when its size changed or the player has not moved the camera,
   * else keep the camera (clamped to the new world).
   */
  worldChanged(resized: boolean): void {
    if (resized || !this.userMoved) this.fit();
    else this.set(this.cam);
  }

  /** The viewport changed size: refit unless the player moved the camera. */
  resize(vp: Viewport): void {
    this.vp = vp;
    if (this.world.bounds() && !this.userMoved) this.fit();
    else this.set(this.cam);
  }

  zoomAt(at: Vec, factor: number): void {
    this.set(zoomAt(this.cam, this.vp, at, factor, this.limits()), true);
  }

  zoomBy(factor: number): void {
    this.zoomAt({ x: this.vp.width / 2, y: this.vp.height / 2 }, factor);
  }

  panBy(dx: number, dy: number): void {
    this.set(panBy(this.cam, dx, dy), true);
  }

  pinch(from: readonly [Vec, Vec], to: readonly [Vec, Vec]): void {
    this.set(pinchCamera(this.cam, this.vp, from, to, this.limits()), true);
  }

  toWorld(p: Vec): Vec {
    return viewToWorld(this.cam, this.vp, p);
  }

  toView(p: Vec): Vec {
    return worldToView(this.cam, this.vp, p);
  }
}
