// Turns a siege state and the player's choices into what the table board draws (1 board unit = 1
// step): the castle's towers as raised floors, its walls, the gate, the pieces; the selected
// piece's allowance as a circle (its reach in steps is drawn over the board: StepTags), the
// planned move, the enemies it may fight ringed, and in the Shooting step the ball's arc as the
// rules fly it.
import type { BoardOverlays, BoardUnit, BoardView } from '../../board/types';
import type { TableSpec, Terrain } from '../../core/table/types';
import type { Lang } from '../../i18n';
import { siege } from '../../rules/siege';
import { gateZone } from '../../rules/siege/castle';
import { CANNON_R, WARRIOR_R } from '../../rules/siege/measures';
import { allowanceOf } from '../../rules/siege/queries';
import type { Aim, SgState } from '../../rules/siege/types';
import type { Vec } from '../../core/table/types';
import { sideColour, sidePattern } from '../theme/sides';
import { flightFor } from './aiming';
import { mine } from './controller';
import { unitName } from './names';

export const SIDE_COLOURS: readonly [number, number] = [0xe03131, 0x1c7ed6];

export interface Selection {
  selectedId: string | null;
  aimId: string | null;
  moveTo: Vec | null;
  aim: Aim | null;
  aimAt: Vec | null;
  power: number | null;
  lang: Lang;
}

let tableCache: { key: string; table: TableSpec } | null = null;

/** The table (the castles never move: one TableSpec per layout, so the board draws it once). */
export function tableOf(s: SgState): TableSpec {
  const key = `${s.scenario}|${s.width}|${s.height}|${s.rules.twoCastles}`;
  if (tableCache?.key === key) return tableCache.table;
  const terrain: Terrain[] = [];
  for (const c of s.castles) {
    const g = gateZone(c);
    terrain.push({ id: `${c.owner}-gate`, kind: 'difficult', name: '', poly: [{ x: g.x0, y: g.y0 }, { x: g.x1, y: g.y0 }, { x: g.x1, y: g.y1 }, { x: g.x0, y: g.y1 }] });
    for (const t of c.towers) {
      terrain.push({ id: t.id, kind: 'platform', name: `↑${t.floor}`, height: t.floor, poly: [{ x: t.x0, y: t.y0 }, { x: t.x1, y: t.y0 }, { x: t.x1, y: t.y1 }, { x: t.x0, y: t.y1 }] });
    }
    for (const w of c.walls) terrain.push({ id: w.id, kind: 'wall', a: w.a, b: w.b, height: 1 });
  }
  const table = { width: s.width, height: s.height, terrain };
  tableCache = { key, table };
  return table;
}

/** Every 4th point of the flight and its end: enough for the arc, few dots. */
const thin = (pts: readonly Vec[]): Vec[] => pts.filter((_, i) => i % 4 === 0 || i === pts.length - 1).map((p) => ({ x: p.x, y: p.y }));

export function buildBoardView(s: SgState, sel: Selection): BoardView {
  const units = s.units.filter((u) => u.alive).map((u): BoardUnit => ({
    id: u.id, x: u.x, y: u.y, r: u.kind === 'cannon' ? CANNON_R : WARRIOR_R,
    color: sideColour(u.side, SIDE_COLOURS[u.side]), pattern: sidePattern(u.side),
    label: unitName(sel.lang, u.id),
    wounds: u.marks, down: false, gone: false,
    spent: s.phase === 'maneuver' && u.side === s.active && u.moved,
    leader: false,
  }));
  const rings: BoardOverlays['rings'] = [];
  const zones: BoardOverlays['zones'] = [];
  let range: BoardOverlays['range'] = null;
  let path: BoardOverlays['path'] = null;
  const u = mine(s, sel.selectedId);
  if (u) {
    if (!u.moved) range = { x: u.x, y: u.y, r: allowanceOf(s, u) };
    for (const a of siege.legalActions(s)) if (a.type === 'melee' && a.warrior === u.id) rings.push({ id: a.target, kind: a.target === sel.aimId ? 'fight' : 'charge' });
    if (sel.moveTo && !u.moved) path = [{ x: u.x, y: u.y }, sel.moveTo];
  }
  if (s.phase === 'shoot' && sel.aim && sel.power !== null) {
    const f = flightFor(s, sel.aim, sel.power);
    if (f) {
      path = thin(f.points);
      if (f.target) rings.push({ id: f.target, kind: 'shoot' });
    }
    if (sel.aimAt) zones.push({ x: sel.aimAt.x, y: sel.aimAt.y, r: 0.2 });
  }
  return {
    table: tableOf(s),
    units,
    overlays: { selectedId: sel.selectedId, reach: null, zones, rings, range, los: [], path, engagements: [] },
  };
}
