// A free-form piece: a polygon outline (a tower, a wall section, a cannon) filled in the unit's
// colour with a darker edge. Its label is drawn inside by the unit's tag.
import { Container, Graphics } from 'pixi.js';
import { flat, shade } from '../geometry';
import type { BoardUnit, PieceShape } from '../types';

export function makePiece(u: BoardUnit, s: PieceShape): Container {
  const c = new Container();
  if (s.outline.length < 3) return c;
  const pts = flat(s.outline);
  let size = 0;
  for (const p of s.outline) size = Math.max(size, Math.abs(p.x), Math.abs(p.y));
  const edge = Math.max(0.04, size * 0.06);
  const shadow = new Graphics().poly(pts).fill({ color: 0x000000, alpha: 0.35 });
  shadow.position.set(edge, edge * 1.4);
  const body = new Graphics().poly(pts).fill(u.color).stroke({ width: edge, color: shade(u.color, -0.5), join: 'round' });
  c.addChild(shadow, body);
  return c;
}
