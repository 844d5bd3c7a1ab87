// Turns an Old West state and the player's selection into what the board draws.
import type { BoardLos, BoardOverlays, BoardUnit, BoardView } from '../../board/types';
import type { GameEvent } from '../../core/ruleset';
import { BASE_RADIUS, type Vec } from '../../core/table/types';
import { enemyZones, fighterOptions, type FighterOptions } from '../../rules/oldwest/queries';
import { HEROIC_RANGE } from '../../rules/oldwest/heroics';
import type { OWState } from '../../rules/oldwest/types';
import { useSettings } from '../../store/settingsStore';
import { tableIn } from './terrainNames';
import { sideColour, sidePattern } from '../theme/sides';
import { engagementsOf } from './engagements';

export interface Selection {
  selectedId: string | null;
  aimId: string | null;
  moveTo: { x: number; y: number } | null;
  focusFightId: string | null;
}

let cache: { state: OWState; id: string; options: FighterOptions } | null = null;

/** The selected fighter's options, computed once per state and selection. */
export function optionsFor(s: OWState, id: string | null): FighterOptions | null {
  if (!id || !s.fighters[id] || s.fighters[id].status !== 'ok') return null;
  if (cache && cache.state === s && cache.id === id) return cache.options;
  const options = fighterOptions(s, id);
  cache = { state: s, id, options };
  return options;
}

/** The fighters still on the table (casualties leave it for the casualty tray) and the loose mounts. */
export function unitsOf(s: OWState): BoardUnit[] {
  return s.order.filter((id) => s.fighters[id]!.status === 'ok').map((id): BoardUnit => {
    const f = s.fighters[id]!;
    const spent = (s.phase === 'move' && (f.charged || f.moveUsed >= 6)) || (s.phase === 'shoot' && f.shot);
    return {
      id,
      x: f.pos.x,
      y: f.pos.y,
      r: BASE_RADIUS,
      color: sideColour(f.side, s.posses[f.side].color),
      pattern: sidePattern(f.side),
      label: f.name.split(' ').at(-1) ?? f.name,
      wounds: f.woundsLost,
      down: f.onGround,
      gone: f.status !== 'ok',
      spent,
      leader: f.leader,
      mounted: !!f.mount,
    };
  }).concat(Object.values(s.mounts ?? {}).map((m): BoardUnit => ({
    id: m.id, x: m.pos.x, y: m.pos.y, r: BASE_RADIUS, color: 0x8b5a2b, label: `♞ ${s.fighters[m.ownerId]?.name.split(' ').at(-1) ?? ''}`,
    wounds: 0, down: false, gone: false, spent: true, leader: false, mounted: false,
  })));
}

function fightRings(s: OWState, sel: Selection): BoardOverlays['rings'] {
  const p = s.pending;
  if (p?.kind === 'chooseFight') {
    const fight = s.fights.find((f) => f.id === sel.focusFightId) ?? s.fights.find((f) => !f.resolved);
    return fight ? fight.fighterIds.map((id) => ({ id, kind: 'fight' as const })) : [];
  }
  if (p?.kind === 'backOff') return p.fighterIds.map((id) => ({ id, kind: 'fight' as const }));
  if (p?.kind === 'strike') return p.targetIds.map((id) => ({ id, kind: 'charge' as const }));
  return [];
}

/** OW-35: friends of a Yee Haw! end within 6" of the hero (measured from his base's edge). */
function yeeHawCircle(s: OWState): { x: number; y: number; r: number } | null {
  const c = s.heroics?.current;
  if (c?.kind !== 'yeeHaw') return null;
  const hero = s.fighters[c.heroId]!;
  return { x: hero.pos.x, y: hero.pos.y, r: HEROIC_RANGE + BASE_RADIUS };
}

/** The route of the last Diving for Cover (OW-27), drawn on the table. */
export function lastRoute(events: readonly GameEvent[]): Vec[] | null {
  const dive = [...events].reverse().find((e) => e.type === 'diveMoved');
  const flat = dive?.params?.route;
  if (!Array.isArray(flat)) return null;
  const out: Vec[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ x: Number(flat[i]), y: Number(flat[i + 1]) });
  return out;
}

export function buildBoardView(s: OWState, sel: Selection, route: Vec[] | null = null): BoardView {
  const o = optionsFor(s, sel.selectedId);
  const f = sel.selectedId ? s.fighters[sel.selectedId] : undefined;
  const rings: BoardOverlays['rings'] = fightRings(s, sel);
  const los: BoardLos[] = [];
  if (o && f) {
    for (const c of o.charges) rings.push({ id: c.targetId, kind: c.ok ? 'charge' : 'invalid' });
    for (const shot of o.shots) {
      const aimed = shot.targetId === sel.aimId;
      if (shot.info.ok) rings.push({ id: shot.targetId, kind: 'shoot' });
      if (!aimed) continue;
      const i = shot.info;
      los.push({
        from: i.from,
        to: i.to,
        state: i.blockedAt ? 'blocked' : i.inTheWay.length ? 'in-the-way' : 'clear',
        marks: [
          ...i.inTheWay.map((w) => ({ x: w.at.x, y: w.at.y, kind: w.kind })),
          ...(i.blockedAt ? [{ x: i.blockedAt.x, y: i.blockedAt.y, kind: 'blocked' as const }] : []),
        ],
      });
    }
  }
  const showMove = !!o && !o.moveBlocked;
  return {
    table: tableIn(useSettings.getState().lang, s.table),
    units: unitsOf(s),
    overlays: {
      selectedId: sel.selectedId,
      reach: showMove ? o.reach : null,
      zones: showMove && f ? enemyZones(s, f.side) : [],
      rings,
      range: yeeHawCircle(s) ?? (o && f && !o.shootBlocked && o.range > 0 ? { x: f.pos.x, y: f.pos.y, r: o.range + BASE_RADIUS } : null),
      los,
      path: route,
      engagements: engagementsOf(s, sel.focusFightId),
    },
  };
}
