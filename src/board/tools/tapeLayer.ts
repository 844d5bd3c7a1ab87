// The free tape measure as drawn: a line from where the press began to the pointer, marks where
// the system says something is in the way, and its reading in a pill by the far end. Drawn in
// screen pixels above the world, so it reads the same at every zoom.
import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import type { Vec } from '../../core/table/types';
import type { TapeProbe, TapeSight } from './tapeTypes';

export const tapeColors: Record<TapeSight, number> = { clear: 0x4cd964, cover: 0xffb000, blocked: 0xff3b30, none: 0xf2f2f2 };
const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export class TapeLayer {
  readonly root = new Container({ label: 'tape' });
  private readonly line = new Graphics();
  private readonly pill = new Graphics();
  private readonly style = new TextStyle({ fontFamily: FONT, fontSize: 14, fontWeight: '700', fill: 0xffffff });
  private readonly text = new Text({ text: '', style: this.style, anchor: { x: 0, y: 0.5 } });

  constructor() {
    this.root.addChild(this.line, this.pill, this.text);
    this.root.visible = false;
  }

  /** Draws the tape from `a` to `b` (view pixels) with the system's reading; `toView` maps world points. */
  draw(a: Vec, b: Vec, probe: TapeProbe | null, toView: (p: Vec) => Vec, vp: { width: number; height: number }, touch: boolean): void {
    const from = probe?.from ? toView(probe.from) : a;
    const to = probe?.to ? toView(probe.to) : b;
    const color = tapeColors[probe?.sight ?? 'none'];
    const g = this.line.clear();
    g.moveTo(from.x, from.y).lineTo(to.x, to.y).stroke({ width: 7, color: 0x000000, alpha: 0.5, cap: 'round' });
    g.moveTo(from.x, from.y).lineTo(to.x, to.y).stroke({ width: 3, color, cap: 'round' });
    for (const m of probe?.marks ?? []) {
      const p = toView(m.at);
      if (m.kind === 'step') g.circle(p.x, p.y, 3).fill({ color: 0xffffff, alpha: 0.85 });
      else g.circle(p.x, p.y, 6).fill(tapeColors[m.kind === 'blocked' ? 'blocked' : 'cover']).stroke({ width: 2, color: 0x111111 });
    }
    g.circle(from.x, from.y, 5).fill(color).stroke({ width: 2, color: 0x111111 });
    g.circle(to.x, to.y, 5).fill(color).stroke({ width: 2, color: 0x111111 });

    this.text.text = probe?.label ?? '';
    this.pill.visible = this.text.visible = !!probe?.label;
    const w = this.text.width + 16;
    const h = this.text.height + 8;
    let x = touch ? b.x - w / 2 : b.x + 18;
    let y = touch ? b.y - 64 : b.y - 26;
    // Kept clear of the tool buttons down the board's right edge.
    x = Math.max(4, Math.min(vp.width - w - 64, x));
    y = Math.max(h / 2 + 4, Math.min(vp.height - h / 2 - 4, y));
    this.pill.clear().roundRect(0, -h / 2, w, h, 6).fill({ color: 0x111111, alpha: 0.85 }).stroke({ width: 2, color });
    this.pill.position.set(Math.round(x), Math.round(y));
    this.text.position.set(Math.round(x + 8), Math.round(y));
    this.root.visible = true;
  }

  hide(): void {
    this.root.visible = false;
    this.line.clear();
  }

  destroy(): void {
    this.root.destroy({ children: true });
    this.style.destroy();
  }
}
