// Turns a Firepower state and the player's selection into what the hex board draws.
import type { HexBoardView, HexCounter, HexMapView, HexOverlays } from '../../board/hex/types';
import { NO_OVERLAYS } from '../../board/hex/types';
import { neighbor, offsetToAxial } from '../../core/hex/hexMath';
import type { HexMapSpec } from '../../core/hex/types';
import { losFor } from '../../rules/firepower/fire';
import { enterCost } from '../../rules/firepower/impulse';
import { onMap } from '../../rules/firepower/terrain';
import type { FPState } from '../../rules/firepower/types';

const maps = new WeakMap<HexMapSpec, HexMapView>();

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

export interface FPSelection {
  selectedId: string | null;
  aimId: string | null;
}

export function buildHexView(s: FPState, sel: FPSelection): HexBoardView {
  const counters: HexCounter[] = s.order
    .map((id) => s.soldiers[id]!)
    .filter((x) => x.status === 'ok')
    .map((x) => ({
      id: x.id, q: x.pos.q, r: x.pos.r, side: x.side, color: s.sides[x.side].color, label: x.name.split(' ').at(-1) ?? x.name,
      facing: x.facing, posture: x.posture,
      markers: [...(x.running ? ['running' as const] : []), ...(x.suppressed ? ['suppressed' as const] : []), ...(x.stunned ? ['stunned' as const] : [])],
      selected: x.id === sel.selectedId,
    }));
  const overlays: HexOverlays = { ...NO_OVERLAYS, reach: [], los: [], highlights: [] };
  const me = sel.selectedId ? s.soldiers[sel.selectedId] : undefined;
  if (me && me.status === 'ok' && s.current?.soldierIds.includes(me.id)) {
    const front = neighbor(me.pos, me.facing);
    if (onMap(s.map, front)) {
      const cost = enterCost(s, me, front).cost;
      const left = s.current.mf[me.id] ?? 0;
      overlays.reach = [{ ...front, cost, label: `${cost} MF`, warn: cost > left }];
    }
    overlays.arc = { q: me.pos.q, r: me.pos.r, facing: me.facing, degrees: 60, range: 12 };
    const target = sel.aimId ? s.soldiers[sel.aimId] : undefined;
    if (target && target.status === 'ok') {
      const los = losFor(s, me, target.pos, target.posture);
      overlays.los = [{
        from: me.pos, to: target.pos, state: los.state,
        marks: los.reasons.filter((r) => r.hex).map((r) => ({ ...r.hex!, kind: r.rule === 'FP-31' ? 'hindrance' as const : 'block' as const })),
      }];
      overlays.highlights = [{ ...target.pos, tone: 'target' }];
    }
  }
  if (me) overlays.highlights = [...overlays.highlights, { ...me.pos, tone: 'select' }];
  return { map: mapView(s.map), counters, overlays };
}
