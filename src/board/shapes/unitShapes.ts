// GraphicsContexts and text styles shared by every unit of a table board (one GPU geometry each).
import { GraphicsContext, TextStyle } from 'pixi.js';
import { CounterShapes } from '../hex/hexCounterShapes';
import { palette } from '../palette';

/**
 * Round shapes are drawn with a radius of SHAPE_R and scaled by r / SHAPE_R: Pixi picks how many
 * segments a circle gets from its radius when it is built, and a base may be 200 px across.
 */
export const SHAPE_R = 100;

export class UnitShapes {
  /** Unit disc. Tinted for the base and the shadow. */
  readonly disc = new GraphicsContext().circle(0, 0, SHAPE_R).fill(0xffffff);
  /** Rim ring at the edge of a unit disc. Tinted a lighter posse colour. */
  readonly rim = new GraphicsContext().circle(0, 0, SHAPE_R * 0.89).stroke({ width: SHAPE_R * 0.2, color: 0xffffff });
  /** Diagonal stripes across a unit disc (a side's pattern), drawn as chords of the circle. */
  readonly stripes = stripesContext();
  /** A downward arrow over the base of a downed model. */
  readonly down = new GraphicsContext()
    .poly([-0.16, -0.62, 0.16, -0.62, 0.16, 0.02, 0.42, 0.02, 0, 0.6, -0.42, 0.02, -0.16, 0.02].map((v) => v * SHAPE_R))
    .fill(0xffffff)
    .stroke({ width: SHAPE_R * 0.09, color: 0x111111, join: 'round' });
  /** Ring round a mounted model's base. */
  readonly saddle = new GraphicsContext().circle(0, 0, SHAPE_R * 1.28).stroke({ width: SHAPE_R * 0.22, color: 0x8b5a2b });
  /** Leader star, radius 1 (scaled to pixels in the tag). */
  readonly star = new GraphicsContext().star(0, 0, 5, 1, 0.45, 0).fill(palette.star).stroke({ width: 0.22, color: 0x3a2a00 });
  /**
   * A name's leader line, from (0, 0) to (1, 0): placed, turned and stretched by its transform, so
   * a line that moves (a drag's ghost) changes no geometry and the tags' render group is not built
   * again. Square ends, as a stretched round end would be an ellipse.
   */
  readonly leader = new GraphicsContext()
    .moveTo(0, 0).lineTo(1, 0).stroke({ width: 3, color: palette.textStroke, alpha: 0.8 })
    .moveTo(0, 0).lineTo(1, 0).stroke({ width: 1.25, color: palette.nameText });
  readonly nameStyle = new TextStyle({
    fontFamily: palette.font,
    fontSize: 11,
    fontWeight: '600',
    fill: palette.nameText,
    stroke: { color: palette.textStroke, width: 3, join: 'round' },
  });
  readonly badgeStyle = new TextStyle({ fontFamily: palette.font, fontSize: 10, fontWeight: '700', fill: 0xffffff });
  private counterShapes: CounterShapes | null = null;

  /** The hex board's counter shapes, made when a counter is first drawn. */
  get counters(): CounterShapes {
    return (this.counterShapes ??= new CounterShapes());
  }

  destroy(): void {
    for (const c of [this.disc, this.rim, this.stripes, this.down, this.star, this.saddle, this.leader]) c.destroy();
    this.counterShapes?.destroy();
    this.nameStyle.destroy();
    this.badgeStyle.destroy();
  }
}

/** Stripes at 45 degrees across the disc, each a chord of the circle inside the rim. */
function stripesContext(): GraphicsContext {
  const g = new GraphicsContext();
  const r = SHAPE_R * 0.8;
  const k = Math.SQRT1_2;
  for (let d = -0.75; d <= 0.76; d += 0.375) {
    const off = d * r;
    const half = Math.sqrt(Math.max(0, r * r - off * off));
    // The chord at distance `off` from the centre, perpendicular to (k, -k).
    g.moveTo(off * k - half * k, -off * k - half * k).lineTo(off * k + half * k, -off * k + half * k);
  }
  return g.stroke({ width: SHAPE_R * 0.16, color: 0xffffff, cap: 'round' });
}
