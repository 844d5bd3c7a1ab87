// The minimap: the whole world in a corner of the board when it does not all fit in view, with
// the part in view outlined. The scene draws its picture (in world units); a press on the
// minimap centres the view there (see input.ts).
import { Container, Graphics } from 'pixi.js';
import type { Camera, Size, Viewport } from '../engine/cameraMath';
import { minimapFrame, viewRect, worldOverflows, type MinimapFrame } from './minimapMath';

export class Minimap {
  readonly root = new Container({ label: 'minimap' });
  private readonly back = new Graphics();
  private readonly art = new Graphics();
  private readonly rect = new Graphics();
  private readonly mask = new Graphics();
  private drawnKey: unknown = undefined;
  /** Where the minimap is now (view pixels), or null when hidden. */
  frame: MinimapFrame | null = null;

  constructor() {
    this.root.addChild(this.back, this.art, this.rect, this.mask);
    this.art.mask = this.mask;
    this.root.visible = false;
  }

  /**
   * Shows or hides the minimap for this camera, redrawing the scene's picture when `key` changed.
   * `draw` paints the world (in world units) into a graphics.
   */
  update(world: Size | null, cam: Camera, vp: Viewport, key: unknown, draw: ((g: Graphics) => void) | null, enabled: boolean): void {
    const f = world && draw && enabled && worldOverflows(world, cam, vp) ? minimapFrame(world, vp) : null;
    this.frame = f;
    this.root.visible = !!f;
    if (!f || !world) return;
    this.back.clear().roundRect(f.x - 3, f.y - 3, f.width + 6, f.height + 6, 4).fill({ color: 0x111111, alpha: 0.8 }).stroke({ width: 1, color: 0xffffff, alpha: 0.6 });
    this.mask.clear().rect(f.x, f.y, f.width, f.height).fill(0xffffff);
    if (key !== this.drawnKey || this.art.scale.x !== f.k) {
      this.drawnKey = key;
      draw!(this.art.clear());
    }
    this.art.scale.set(f.k);
    this.art.position.set(f.x, f.y);
    const r = viewRect(cam, vp);
    const x0 = Math.max(0, r.x), y0 = Math.max(0, r.y);
    const x1 = Math.min(world.width, r.x + r.width), y1 = Math.min(world.height, r.y + r.height);
    this.rect.clear();
    if (x1 > x0 && y1 > y0) {
      this.rect.rect(f.x + x0 * f.k, f.y + y0 * f.k, (x1 - x0) * f.k, (y1 - y0) * f.k)
        .stroke({ width: 2, color: 0xffe27a });
    }
  }

  destroy(): void {
    this.art.mask = null;
    this.root.destroy({ children: true });
  }
}
