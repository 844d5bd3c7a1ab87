// Turns a rank-and-flank state and the player's choices into what the table board draws:
// regiments as blocks of bases in ranks and files (the board marks front, flanks and rear) in the
// side's colour, labelled with their command and characters; the river and the bridge; the
// selected regiment's planned move as a faded ghost at the end position the rules give it, with
// the arc its outer front corner sweeps in a wheel; the enemies it may charge ringed, and the
// aimed one's charge path and ghost; the regiments locked in combat joined; the ways of falling
// back the Active player is asked to pick among, ghosted with arrows (fallBackView.ts).
import type { BoardEngagement, BoardOverlays, BoardUnit, BoardView } from '../../board/types';
import { scriptedDice } from '../../core/dice';
import type { TableSpec, Terrain, Vec } from '../../core/table/types';
import type { Lang } from '../../i18n';
import { ranked } from '../../rules/ranked';
import { chargePath } from '../../rules/ranked/charge';
import { arcOf, blockCentre, corners } from '../../rules/ranked/geometry/block';
import { wheel } from '../../rules/ranked/geometry/moves';
import type { Block, Regiment, RkAction, RkState } from '../../rules/ranked/types';
import { sideColour, sidePattern } from '../theme/sides';
import { shiftOverlay } from './fallBackView';
import { marksOf, regimentName } from './names';
import { rk } from './strings';

export const SIDE_COLOURS: readonly [number, number] = [0x2f5fb3, 0xa8321e];
export const GHOST = 'ghost:';

export interface Selection {
  selectedId: string | null;
  aimId: string | null;
  plan: RkAction | null;
  lang: Lang;
  /** The way of falling back under the question's focus or pointer (fallBackView.ts). */
  shift?: number | null;
}

const legalCache = new WeakMap<RkState, RkAction[]>();

/** The rules' legal actions in a state, listed once per state (the screen asks many times). */
export function legalOf(s: RkState): RkAction[] {
  let out = legalCache.get(s);
  if (!out) legalCache.set(s, (out = ranked.legalActions(s)));
  return out;
}

let tableCache: { key: string; table: TableSpec } | null = null;

/** The table with the scenario's river (impassable, drawn as a solid piece) and bridge (a crossing). */
export function tableOf(s: RkState, lang: Lang): TableSpec {
  const key = `${s.scenario}|${lang}|${s.table.width}|${s.table.height}`;
  if (tableCache?.key === key) return tableCache.table;
  const terrain: Terrain[] = [...s.table.terrain];
  for (const f of s.terrain) {
    const poly = f.poly.map((p) => ({ x: p.x, y: p.y }));
    if (f.kind === 'bridge') terrain.push({ id: f.id, kind: 'platform', name: rk(lang, 'terrain.bridge'), poly, height: 0, stairs: [0, 2] });
    else if (f.impassable) terrain.push({ id: f.id, kind: 'building', name: f.kind === 'river' ? rk(lang, 'terrain.river') : f.name[lang], poly, height: 0 });
    else terrain.push({ id: f.id, kind: 'difficult', name: f.name[lang], poly });
  }
  const table = { width: s.table.width, height: s.table.height, terrain };
  tableCache = { key, table };
  return table;
}

const plannedCache = new WeakMap<RkState, Map<string, Block | null>>();

/**
 * Where the planned action leaves the regiment, by the rules' own apply (moves roll no dice); null
 * if refused. Kept per state and plan: a drag sweeping a wheel back and forth asks the same again.
 */
export function plannedBlock(s: RkState, unit: string, plan: RkAction): Block | null {
  let known = plannedCache.get(s);
  if (!known) plannedCache.set(s, (known = new Map()));
  const key = `${unit}|${JSON.stringify(plan)}`;
  if (known.has(key)) return known.get(key)!;
  let block: Block | null = null;
  try {
    const after = ranked.apply(s, plan, scriptedDice([])).state;
    block = after.regiments.find((r) => r.id === unit)?.block ?? null;
  } catch {
    block = null;
  }
  known.set(key, block);
  return block;
}

/** The arc the outer front corner sweeps in a wheel, in 5 degree steps. */
export function wheelArc(b: Block, dir: 'left' | 'right', deg: number): Vec[] {
  const out: Vec[] = [];
  const outer = dir === 'left' ? 1 : 0;
  for (let d = 0; d <= deg; d += 5) out.push(corners(d === 0 ? b : wheel(b, dir, d).block)[outer]);
  if (deg % 5) out.push(corners(wheel(b, dir, deg).block)[outer]);
  return out;
}

function blockUnit(s: RkState, r: Regiment, lang: Lang, block: Block = r.block): BoardUnit {
  const c = blockCentre(block);
  const marks = marksOf(r, lang, true);
  const name = regimentName(s, r.id, lang);
  const status = r.fleeing ? ` · ${rk(lang, 'unit.fleeing')}` : '';
  return {
    id: r.id, x: c.x, y: c.y, r: Math.max(block.width, block.depth) / 2,
    shape: { kind: 'block', files: r.files, models: r.models + r.characters.filter((x) => x.wounds > 0).length, base: r.base, facing: block.facing },
    color: sideColour(r.side, SIDE_COLOURS[r.side]), pattern: sidePattern(r.side),
    label: `${name} (${r.models})${marks.length ? ` · ${marks.join(', ')}` : ''}${status}`,
    wounds: 0, down: false, gone: false,
    spent: r.fleeing || (s.phase === 'move' && r.side === s.active && hasMoved(r)),
    leader: r.characters.some((x) => x.wounds > 0 && (x.general || x.bsb)),
  };
}

/** Moved this player turn: the rules' `moved`, or (a march sets only these) movement used or a march. */
export const hasMoved = (r: Regiment): boolean => r.moved || r.marched || r.used > 0;

/** The selected regiment if it is the active side's and on the table. */
export function ownSelected(s: RkState, id: string | null): Regiment | null {
  const r = id ? s.regiments.find((x) => x.id === id) : undefined;
  return r && !r.destroyed && r.side === s.active ? r : null;
}

/** What the blocks' looks depend on besides the state: the language and the side colours (settings). */
const looksKey = (lang: Lang): string => `${lang}|${sideColour(0, SIDE_COLOURS[0])}|${sideColour(1, SIDE_COLOURS[1])}|${sidePattern(1) ?? ''}`;

const unitsCache = new WeakMap<RkState, { key: string; units: BoardUnit[] }>();

/**
 * The regiments' blocks of a state, built once per state, language and side colours: the same
 * objects each time, so the board passes over the blocks that did not change while a plan moves.
 */
function regimentUnits(s: RkState, lang: Lang): BoardUnit[] {
  const key = looksKey(lang);
  const known = unitsCache.get(s);
  if (known?.key === key) return known.units;
  const units = s.regiments.filter((r) => !r.destroyed).map((r) => blockUnit(s, r, lang));
  unitsCache.set(s, { key, units });
  return units;
}

/** A regiment's faded ghost at a block it would stand in. */
function ghostUnit(s: RkState, of: Regiment, lang: Lang, block: Block): BoardUnit {
  return { ...blockUnit(s, of, lang, block), id: `${GHOST}${of.id}`, gone: true, spent: false, leader: false, label: rk(lang, 'board.ghost', { unit: regimentName(s, of.id, lang) }) };
}

const drawingCache = new WeakMap<RkState, Map<string, { ghost: BoardUnit | null; path: Vec[] | null }>>();

/**
 * The planned move's ghost and (for a wheel) the arc of its outer corner, kept per state,
 * looks and plan like the end block: a drag sweeping a wheel back and forth draws the same
 * again, and the board passes over a ghost it already has.
 */
function plannedDrawing(s: RkState, r: Regiment, plan: RkAction & { unit: string }, lang: Lang): { ghost: BoardUnit | null; path: Vec[] | null } {
  let known = drawingCache.get(s);
  if (!known) drawingCache.set(s, (known = new Map()));
  const key = `${looksKey(lang)}|${JSON.stringify(plan)}`;
  let out = known.get(key);
  if (!out) {
    const block = plannedBlock(s, r.id, plan);
    out = { ghost: block ? ghostUnit(s, r, lang, block) : null, path: plan.type === 'wheel' ? wheelArc(r.block, plan.dir, plan.deg) : null };
    known.set(key, out);
  }
  return out;
}

export function buildBoardView(s: RkState, sel: Selection): BoardView {
  const lang = sel.lang;
  const units = [...regimentUnits(s, lang)];
  const rings: BoardOverlays['rings'] = [];
  const engagements: BoardEngagement[] = [];
  let path: Vec[] | null = null;
  const r = ownSelected(s, sel.selectedId);
  const ghost = (block: Block | null, of: Regiment) => {
    if (block) units.push(ghostUnit(s, of, lang, block));
  };
  if (r && s.phase === 'charge') {
    for (const a of legalOf(s)) if (a.type === 'charge' && a.unit === r.id) rings.push({ id: a.target, kind: a.target === sel.aimId ? 'fight' : 'charge' });
    const t = sel.aimId ? s.regiments.find((x) => x.id === sel.aimId) : undefined;
    const way = t && rings.some((x) => x.id === t.id) ? chargePath(r, t, arcOf(t.block, r.block.front)) : null;
    if (way) {
      ghost(way.block, r);
      path = [blockCentre(r.block), blockCentre(way.wheeled), blockCentre(way.block)];
    }
  }
  if (r && s.phase === 'move' && sel.plan && 'unit' in sel.plan && sel.plan.unit === r.id) {
    const planned = plannedDrawing(s, r, sel.plan, lang);
    if (planned.ghost) units.push(planned.ghost);
    if (planned.path) path = planned.path;
  }
  if (s.phase === 'react' && s.charge) {
    const a = s.regiments.find((x) => x.id === s.charge!.charger), b = s.regiments.find((x) => x.id === s.charge!.target);
    if (a && b) {
      rings.push({ id: a.id, kind: 'charge' }, { id: b.id, kind: 'fight' });
      path = [blockCentre(a.block), blockCentre(b.block)];
    }
  }
  for (const c of s.combats) {
    const live = c.queue.length > 0 || c.pending !== null;
    for (const e of c.engagedAtStart) engagements.push({ a: e.a, b: e.b, fight: c.id, focus: live });
    if (live) for (const id of c.units) rings.push({ id, kind: 'fight' });
  }
  let drawn: Map<string, BoardUnit> | null = null;
  const shifts = shiftOverlay(s, sel.shift ?? null, lang, (id) => (drawn ??= new Map(units.map((u) => [u.id, u]))).get(id), (id) => regimentName(s, id, lang));
  units.push(...shifts.units);
  rings.push(...shifts.rings);
  return {
    table: tableOf(s, lang),
    units,
    overlays: { selectedId: sel.selectedId, reach: null, zones: [], rings, range: null, los: [], path, engagements, arrows: shifts.arrows },
  };
}
