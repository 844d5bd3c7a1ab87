// The table's minimap picture: the table, its buildings, walls and rough ground, and the units
// as dots of their side's colour, in table inches.
import type { Graphics } from 'pixi.js';
import type { BoardView } from '../types';
import { palette } from '../palette';

export function drawTableMinimap(g: Graphics, view: BoardView): void {
  const { table } = view;
  g.rect(0, 0, table.width, table.height).fill(palette.surface);
  for (const t of table.terrain) {
    if (!('poly' in t)) {
      g.moveTo(t.a.x, t.a.y).lineTo(t.b.x, t.b.y).stroke({ width: 0.6, color: t.kind === 'wall' ? palette.wall : palette.fence });
    } else if (t.poly.length > 2) {
      g.poly(t.poly.flatMap((p) => [p.x, p.y])).fill(t.kind === 'difficult' ? palette.difficult : palette.roof);
    }
  }
  const dot = Math.max(table.width, table.height) / 60;
  for (const u of view.units) {
    if (u.gone) continue;
    g.circle(u.x, u.y, Math.max(u.r, dot)).fill(u.color).stroke({ width: dot / 3, color: 0x111111 });
  }
}
