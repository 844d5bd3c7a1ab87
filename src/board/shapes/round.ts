// A round base: shadow, coloured disc, rim, and the side's stripes when it has them.
import { Container, Graphics } from 'pixi.js';
import type { BoardUnit } from '../types';
import { shade } from '../geometry';
import { SHAPE_R, type UnitShapes } from './unitShapes';

export function makeRound(shapes: UnitShapes, u: BoardUnit): Container {
  const c = new Container();
  const shadow = new Graphics({ context: shapes.disc, tint: 0x000000, alpha: 0.35 });
  shadow.position.set(u.r * 0.1, u.r * 0.14);
  const base = new Graphics({ context: shapes.disc, tint: u.color });
  const rim = new Graphics({ context: shapes.rim, tint: shade(u.color, 0.45) });
  const parts = [shadow, base, rim];
  if (u.pattern === 'stripes') parts.push(new Graphics({ context: shapes.stripes, tint: shade(u.color, -0.6), alpha: 0.85 }));
  for (const g of parts) g.scale.set(u.r / SHAPE_R);
  c.addChild(...parts);
  return c;
}
