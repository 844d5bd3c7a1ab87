// What is drawn while a unit is dragged: a ghost of its body where it would end, a ruler along
// the route with a tick every inch, and the ruler text next to the pointer.
import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import type { Vec } from '../core/table/types';
import type { BoardUnit, DragProbe } from './types';
import { pointsAlong } from './geometry';
import { makeBody } from './shapes/body';
import type { UnitShapes } from './shapes/unitShapes';
import { palette } from './palette';

export class DragRuler {
  /** Add to the world (scaled) container, above the units. */
  readonly world = new Container({ label: 'drag' });
  /** Add to the stage (screen pixels), above everything. */
  readonly screen = new Container({ label: 'drag-label' });
  private readonly line = new Graphics();
  private readonly pill = new Graphics();
  private readonly text: Text;
  private readonly style = new TextStyle({
    fontFamily: palette.font,
    fontSize: 14,
    fontWeight: '700',
    fill: 0xffffff,
  });
  private ghost: Container | null = null;

  constructor(private readonly shapes: UnitShapes) {
    this.text = new Text({ text: '', style: this.style, anchor: { x: 0, y: 0.5 } });
    this.world.addChild(this.line);
    this.screen.addChild(this.pill, this.text);
    this.world.visible = false;
    this.screen.visible = false;
  }

  get active(): boolean {
    return this.ghost !== null;
  }

  /** Starts drawing a drag of `unit`; `ghost` false (a pull) leaves the piece's copy out. */
  begin(unit: BoardUnit, ghost = true): void {
    this.end();
    this.ghost = makeBody(this.shapes, unit, false);
    this.ghost.alpha = ghost ? 0.65 : 0;
    this.ghost.position.set(unit.x, unit.y);
    this.world.addChildAt(this.ghost, 0);
    this.world.visible = true;
  }

  /**
   * Draws the probe's route and ghost. `pointer` is in screen pixels; `touch` puts the text
   * above the finger instead of beside the cursor.
   */
  update(probe: DragProbe, pointer: Vec, scale: number, view: { width: number; height: number }, touch: boolean): void {
    if (!this.ghost) return;
    // Drawn in screen pixels (positions times the zoom, the graphics scaled back).
    const k = scale;
    const color = probe.ok ? palette.rulerOk : palette.rulerBad;
    const g = this.line.clear();
    this.line.scale.set(1 / k);
    const route = probe.path.length > 1 ? probe.path : [probe.end, probe.end];
    const pts = route.map((p) => ({ x: p.x * k, y: p.y * k }));
    const trace = (): Graphics => {
      g.moveTo(pts[0]!.x, pts[0]!.y);
      for (let i = 1; i < pts.length; i++) g.lineTo(pts[i]!.x, pts[i]!.y);
      return g;
    };
    trace().stroke({ width: 6, color: 0x000000, alpha: 0.45, join: 'round', cap: 'round' });
    trace().stroke({ width: 3, color, join: 'round', cap: 'round' });
    // Inch ticks across the line (every inch, longer every 3").
    pointsAlong(pts, k).forEach(({ p, dir }, i) => {
      const half = (i + 1) % 3 === 0 ? 7 : 4.5;
      g.moveTo(p.x - dir.y * half, p.y + dir.x * half).lineTo(p.x + dir.y * half, p.y - dir.x * half);
    });
    g.stroke({ width: 2, color: 0x101010, alpha: 0.9 });
    g.circle(pts[0]!.x, pts[0]!.y, 3).fill(color);
    this.ghost.position.set(probe.end.x, probe.end.y);
    this.ghost.tint = probe.ok ? 0xffffff : 0xff9a9a;

    this.text.text = probe.label;
    const w = this.text.width + 16;
    const h = this.text.height + 8;
    let x = touch ? pointer.x - w / 2 : pointer.x + 18;
    let y = touch ? pointer.y - 64 : pointer.y - 26;
    x = Math.max(4, Math.min(view.width - w - 4, x));
    y = Math.max(h / 2 + 4, Math.min(view.height - h / 2 - 4, y));
    this.pill.clear().roundRect(0, -h / 2, w, h, 6).fill({ color: 0x111111, alpha: 0.82 }).stroke({ width: 2, color });
    this.pill.position.set(Math.round(x), Math.round(y));
    this.text.position.set(Math.round(x + 8), Math.round(y));
    this.screen.visible = true;
  }

  end(): void {
    this.ghost?.destroy({ children: true });
    this.ghost = null;
    this.line.clear();
    this.world.visible = false;
    this.screen.visible = false;
  }

  destroy(): void {
    this.end();
    this.world.destroy({ children: true });
    this.screen.destroy({ children: true });
    this.style.destroy();
  }
}
