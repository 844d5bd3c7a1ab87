// Shapes shared by every counter of a hex board (one GPU geometry each), drawn for a counter
// U units across and scaled to the map.
import { Container, Graphics, GraphicsContext } from 'pixi.js';
import { hexPalette } from './hexPalette';
import type { HexCounter, Posture } from './types';

/** Side of a counter in shape units. */
export const U = 100;
/** Side of a counter as a fraction of the hex size (centre to corner). */
export const COUNTER_SIDE = 1.15;
/** How much a counter's body is squashed vertically, by posture. */
export const SQUASH: Readonly<Record<Posture, number>> = { standing: 1, crouching: 0.8, prone: 0.6 };
const H = U / 2;
const BEVEL = U * 0.2;

const squarePath = (c: GraphicsContext, grow = 0): GraphicsContext => c.roundRect(-H - grow, -H - grow, U + 2 * grow, U + 2 * grow, 8 + grow);
const bevelPath = (c: GraphicsContext, grow = 0): GraphicsContext => {
  const h = H + grow;
  const b = BEVEL + grow * 0.4;
  return c.poly([-h + b, -h, h - b, -h, h, -h + b, h, h - b, h - b, h, -h + b, h, -h, h - b, -h, -h + b]);
};

export class CounterShapes {
  /** Bodies by player side: square (side 0) and bevelled corners (side 1). Tinted. */
  readonly body = [squarePath(new GraphicsContext()).fill(0xffffff), bevelPath(new GraphicsContext()).fill(0xffffff)] as const;
  readonly edge = [
    squarePath(new GraphicsContext(), -3).stroke({ width: 6, color: 0xffffff }),
    bevelPath(new GraphicsContext(), -3).stroke({ width: 6, color: 0xffffff }),
  ] as const;
  /** A lighter band at the top of the body, for a bit of relief. */
  readonly sheen = new GraphicsContext().rect(-H + 6, -H + 6, U - 12, U * 0.16).fill({ color: 0xffffff, alpha: 0.22 });
  readonly select = [
    squarePath(new GraphicsContext(), 9).stroke({ width: 7, color: hexPalette.selected }),
    bevelPath(new GraphicsContext(), 9).stroke({ width: 7, color: hexPalette.selected }),
  ] as const;
  /** Posture icons in the lower half of the body. */
  readonly posture: Readonly<Record<Posture, GraphicsContext>> = {
    standing: new GraphicsContext().circle(0, 0, 7).roundRect(-7, 9, 14, 30, 5).fill({ color: 0xffffff, alpha: 0.9 }),
    crouching: new GraphicsContext()
      .circle(-4, 14, 7)
      .poly([-10, 23, 8, 23, 16, 31, 16, 39, 8, 39, 6, 33, -10, 33])
      .fill({ color: 0xffffff, alpha: 0.9 }),
    prone: new GraphicsContext().roundRect(-30, 16, 52, 13, 6).circle(30, 22, 7).fill({ color: 0xffffff, alpha: 0.9 }),
  };
  /** Facing arrow pointing east from the edge of the counter; rotated to the facing. */
  readonly arrow = new GraphicsContext()
    .poly([H * 0.88, -11, H + 26, 0, H * 0.88, 11])
    .fill(hexPalette.arrow)
    .stroke({ width: 4, color: hexPalette.arrowEdge, join: 'round' });

  destroy(): void {
    for (const c of [...this.body, ...this.edge, ...this.select, this.sheen, this.arrow, ...Object.values(this.posture)]) c.destroy();
  }
}

/** Darker (t > 0) or lighter (t < 0) version of a colour. */
export function shadeColor(c: number, t: number): number {
  const f = (v: number) => Math.round(t >= 0 ? v * (1 - t) : v + (255 - v) * -t);
  return (f((c >> 16) & 255) << 16) | (f((c >> 8) & 255) << 8) | f(c & 255);
}

/**
 * The world-sized part of a counter, centred on (0, 0) and `side` world units across:
 * shadow, body, edge, posture icon and facing arrow (and a selection ring).
 */
export function makeCounterBody(shapes: CounterShapes, c: HexCounter, side: number): Container {
  const root = new Container();
  const k = side / U;
  const squash = SQUASH[c.posture];
  const card = new Container();
  card.scale.set(k, k * squash);
  const s = c.side === 1 ? 1 : 0;
  const shadow = new Graphics({ context: shapes.body[s], tint: hexPalette.counterShadow, alpha: 0.4 });
  shadow.position.set(5, 7 / squash);
  const body = new Graphics({ context: shapes.body[s], tint: c.color });
  const edge = new Graphics({ context: shapes.edge[s], tint: shadeColor(c.color, 0.5) });
  const sheen = new Graphics({ context: shapes.sheen });
  const icon = new Graphics({ context: shapes.posture[c.posture] });
  card.addChild(shadow, body, sheen, edge, icon);
  if (c.selected) card.addChild(new Graphics({ context: shapes.select[s] }));
  const arrow = new Graphics({ context: shapes.arrow });
  arrow.scale.set(k);
  arrow.rotation = (((c.facing % 6) + 6) % 6) * (Math.PI / 3);
  root.addChild(card, arrow);
  return root;
}
