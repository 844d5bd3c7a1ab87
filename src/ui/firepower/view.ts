// Turns a Firepower state and the player's selection into what the hex board draws.
import type { HexBoardView, HexCounter, HexMapView, HexOverlays, HexSide } from '../../board/hex/types';
import { NO_OVERLAYS } from '../../board/hex/types';
import { hexEquals, offsetToAxial } from '../../core/hex/hexMath';
import type { HexCoord, HexMapSpec } from '../../core/hex/types';
import type { GameEvent } from '../../core/ruleset';
import { RANGE_BANDS, WEAPONS } from '../../rules/firepower/chart';
import { grenadePlan } from '../../rules/firepower/combatPreview';
import { aliveIn, losFor } from '../../rules/firepower/fire';
import { blastRings } from '../../rules/firepower/grenade';
import { reachMap, type ReachStep } from '../../rules/firepower/reach';
import type { FPState, Soldier } from '../../rules/firepower/types';
import type { FpUiState } from './fpUi';
import { sideColour } from '../theme/sides';

const maps = new WeakMap<HexMapSpec, HexMapView>();

/** The weapon on the counter (the legend spells them out): rifle, light machine gun, pistol; +G grenades. */
export const WEAPON_TAG: Record<Soldier['weapon'], string> = { rifle: 'R', lmg: 'MG', pistol: 'P' };

/** The board's map, built once per map object. */
export function mapView(m: HexMapSpec): HexMapView {
  let v = maps.get(m);
  if (!v) {
    const terrain = [];
    for (let row = 0; row < m.rows; row++) {
      for (let col = 0; col < m.cols; col++) {
        const kind = m.terrain[row * m.cols + col] ?? 'clear';
        if (kind !== 'clear') terrain.push({ ...offsetToAxial(col, row), kind });
      }
    }
    v = { cols: m.cols, rows: m.rows, hexSize: 1, terrain, hexsides: m.hexsides.map((h) => ({ q: h.q, r: h.r, side: h.side, kind: h.feature })) };
    maps.set(m, v);
  }
  return v;
}

const reaches = new WeakMap<FPState, Map<string, ReachStep[]>>();

/** The reach map of a soldier in this state, planned once however many views ask (board, hex panel, taps). */
export function reachOf(s: FPState, soldierId: string): ReachStep[] {
  let byId = reaches.get(s);
  if (!byId) reaches.set(s, (byId = new Map()));
  let r = byId.get(soldierId);
  if (!r) byId.set(soldierId, (r = reachMap(s, soldierId)));
  return r;
}

export interface FPSelection {
  selectedId: string | null;
  aimId: string | null;
}

export type FPPlan = Pick<FpUiState, 'hover' | 'inspect' | 'grenadeAt' | 'vertex'>;
const NO_PLAN: FPPlan = { hover: null, inspect: null, grenadeAt: null, vertex: 'right' };

/** The soldier whose actions the panels offer: the selected one if he is acting, else the first acting one. */
export function actingSoldier(s: FPState, selectedId: string | null): Soldier | null {
  const c = s.current;
  if (!c) return null;
  const id = selectedId && c.soldierIds.includes(selectedId) ? selectedId : c.soldierIds.find((k) => s.soldiers[k]!.status === 'ok');
  const x = id ? s.soldiers[id] : undefined;
  return x && x.status === 'ok' ? x : null;
}

/** Where the line of sight is drawn to: the aimed soldier, the grenade's hex, the tapped hex, the hovered hex. */
export function sightTarget(s: FPState, sel: FPSelection, plan: FPPlan): HexCoord | null {
  const aimed = sel.aimId ? s.soldiers[sel.aimId] : undefined;
  if (aimed && aimed.status === 'ok') return aimed.pos;
  return plan.grenadeAt ?? plan.inspect ?? plan.hover;
}

/** The range bands of a weapon, labelled with their hit numbers (automatic/semi-automatic). */
function rangeBands(x: Soldier): { range: number; label: string }[] {
  const w = WEAPONS[x.weapon];
  return RANGE_BANDS.flatMap(([, hi], i) => {
    const a = w.auto?.hit[i] ?? null;
    const b = w.semi?.hit[i] ?? null;
    if (a === null && b === null) return [];
    return [{ range: hi, label: [a, b].filter((v) => v !== null).join('/') }];
  });
}

/** The grenade that burst in the last action, if any: where it was thrown and where it went off. */
function lastBlast(events: readonly GameEvent[]): { target: HexCoord; burst: HexCoord | null } | null {
  const thrown = events.find((e) => e.type === 'throw');
  if (!thrown) return null;
  const p = thrown.params as { q: number; r: number };
  const blast = events.find((e) => e.type === 'blast')?.params as { q: number; r: number } | undefined;
  return { target: { q: p.q, r: p.r }, burst: blast ? { q: blast.q, r: blast.r } : null };
}

export function buildHexView(s: FPState, sel: FPSelection, plan: FPPlan = NO_PLAN, lastEvents: readonly GameEvent[] = []): HexBoardView {
  const counters: HexCounter[] = s.order
    .map((id) => s.soldiers[id]!)
    .filter((x) => x.status === 'ok')
    .map((x) => ({
      id: x.id, q: x.pos.q, r: x.pos.r, side: x.side, color: sideColour(x.side, s.sides[x.side].color), label: `${WEAPON_TAG[x.weapon]}${x.grenades ? '+G' : ''} ${x.name.split(' ').at(-1) ?? x.name}`, glyph: WEAPON_TAG[x.weapon],
      facing: x.facing, posture: x.posture,
      markers: [...(x.running ? ['running' as const] : []), ...(x.suppressed ? ['suppressed' as const] : []), ...(x.stunned ? ['stunned' as const] : [])],
      selected: x.id === sel.selectedId,
    }));
  // The selected soldier is drawn on top of his stack.
  counters.sort((a, b) => Number(!!a.selected) - Number(!!b.selected));
  const overlays: HexOverlays = { ...NO_OVERLAYS, reach: [], los: [], highlights: [], crossed: [] };
  overlays.crossed = s.order.map((id) => s.soldiers[id]!).filter((x) => x.status === 'ok' && x.across !== null)
    .map((x) => ({ ...x.pos, side: x.across as HexSide }));
  const me = actingSoldier(s, sel.selectedId);
  const selected = sel.selectedId ? s.soldiers[sel.selectedId] : undefined;
  if (me && (!selected || selected.id === me.id)) {
    overlays.reach = reachOf(s, me.id).map((r) => ({ ...r.hex, cost: r.cost, warn: r.entered >= 4 }));
    overlays.arc = { q: me.pos.q, r: me.pos.r, facing: me.facing, degrees: 60, range: 12 };
    const to = sightTarget(s, sel, plan);
    if (to && !hexEquals(to, me.pos)) {
      overlays.ranges = { q: me.pos.q, r: me.pos.r, bands: rangeBands(me) };
      const target = aliveIn(s, to).find((x) => x.side !== me.side);
      const los = losFor(s, me, to, target?.posture ?? 'standing', target?.across ?? null);
      overlays.los = [{
        from: me.pos, to, state: los.state,
        marks: los.reasons.filter((r) => r.hex).map((r) => ({ ...r.hex!, kind: r.rule === 'FP-31' ? 'hindrance' as const : 'block' as const, ...(r.side !== undefined ? { side: r.side as HexSide } : {}) })),
      }];
      overlays.highlights = [{ ...to, tone: 'target' }];
    }
    if (plan.grenadeAt) {
      const g = grenadePlan(s, me.id, plan.grenadeAt, plan.vertex);
      const labels = [0, 1, 2, 3, 4, 5].map((side) => String(((side - g.beyond + 6) % 6) + 1));
      overlays.scatter = {
        ...plan.grenadeAt, labels,
        spread: g.spread.map((x) => x.hex),
        marks: [{ ...g.spread[7]!.hex, text: '8' }, { ...g.spread[8]!.hex, text: '9' }, { ...g.spread[6]!.hex, text: '7,10' }],
      };
      overlays.blast = { ...plan.grenadeAt, radius: g.rings };
    }
  }
  const boom = lastBlast(lastEvents);
  if (boom && !plan.grenadeAt) {
    overlays.scatter = { ...boom.target, result: boom.burst, labels: ['', '', '', '', '', ''] };
    if (boom.burst) overlays.blast = { ...boom.burst, radius: blastRings(s) };
  }
  if (selected && selected.status === 'ok') overlays.highlights = [...overlays.highlights, { ...selected.pos, tone: 'select' }];
  else if (me) overlays.highlights = [...overlays.highlights, { ...me.pos, tone: 'select' }];
  return { map: mapView(s.map), counters, overlays };
}
