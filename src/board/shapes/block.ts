// A block of models in ranks and files, drawn in its own frame (front towards -y) and turned by
// its container. The front edge is a bright bar with marks at its corners showing the front arc;
// the flanks are lighter edges, the rear a dark one; each model's base is drawn.
import { Container, Graphics } from 'pixi.js';
import type { BlockShape, BoardUnit } from '../types';
import { shade } from '../geometry';
import { palette } from '../palette';
import { blockLayout } from './blockLayout';

/**
 * `still` blocks are batched with the others (one draw call for the table's regiments, not one
 * each: a block's models are too many for Pixi to batch it by itself); a block that follows the
 * pointer (a planned move's faded ghost, the drag's copy) is drawn by itself, since moving a
 * batched block sends the whole batch to the GPU again.
 */
export function makeBlock(u: BoardUnit, b: BlockShape, still = true): Container {
  const L = blockLayout(b);
  const { width: w, depth: d, baseW, baseD } = L;
  const x0 = -w / 2;
  const y0 = -d / 2;
  const unit = Math.min(baseW, baseD);
  const g = new Graphics();
  if (still) g.context.batchMode = 'batch';
  // Shadow and the tray under the models.
  g.rect(x0 + unit * 0.08, y0 + unit * 0.12, w, d).fill({ color: 0x000000, alpha: 0.35 });
  g.rect(x0, y0, w, d).fill(shade(u.color, -0.55));
  // Model bases, a little inset so ranks and files show.
  const inset = unit * 0.08;
  for (const s of L.slots) g.rect(s.x - baseW / 2 + inset, s.y - baseD / 2 + inset, baseW - 2 * inset, baseD - 2 * inset);
  g.fill(u.color).stroke({ width: unit * 0.05, color: shade(u.color, 0.35) });
  // A pip on each front-rank model: the way they face.
  for (const s of L.slots) if (s.rank === 0) g.circle(s.x, s.y - baseD * 0.18, unit * 0.12);
  g.fill({ color: 0xffffff, alpha: 0.8 });
  // Rear (dark), flanks (light), front (bright, thick).
  g.moveTo(x0, y0 + d).lineTo(x0 + w, y0 + d).stroke({ width: unit * 0.1, color: palette.blockRear });
  g.moveTo(x0, y0).lineTo(x0, y0 + d).moveTo(x0 + w, y0).lineTo(x0 + w, y0 + d).stroke({ width: unit * 0.1, color: palette.blockFlank });
  g.moveTo(x0, y0).lineTo(x0 + w, y0).stroke({ width: unit * 0.2, color: palette.blockFront, cap: 'round' });
  // Front arc marks: short lines out from the front corners at 45 degrees.
  const arc = unit * 0.9;
  g.moveTo(x0, y0).lineTo(x0 - arc * Math.SQRT1_2, y0 - arc * Math.SQRT1_2);
  g.moveTo(x0 + w, y0).lineTo(x0 + w + arc * Math.SQRT1_2, y0 - arc * Math.SQRT1_2);
  g.stroke({ width: unit * 0.08, color: palette.blockFront, alpha: 0.85, cap: 'round' });
  const c = new Container();
  c.addChild(g);
  return c;
}
