// Turns a Ronin state and the player's selection into what the table board draws: round bases,
// the fight being resolved ringed, the shot aimed drawn with its reasons, the walk and run reach,
// and a scenario's objective (RO-GAP-6) as a dashed circle of its reach: the board's zone circle,
// which Ronin, having no control zones, has free.
import type { BoardEngagement, BoardLos, BoardOverlays, BoardUnit, BoardView } from '../../board/types';
import type { Lang } from '../../i18n';
import { reachMap, toBoardReach } from '../../core/table/pathing';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { BASE_RADIUS } from '../../core/table/types';
import { scenarioOf } from '../../rules/ronin/apply';
import { fightMembers } from '../../rules/ronin/fights';
import { moveRules, RUN } from '../../rules/ronin/movement';
import { MISSILES } from '../../rules/ronin/profiles';
import { brawls, fighter, onTable } from '../../rules/ronin/queries';
import { sightFor } from '../../rules/ronin/sight';
import type { RoState } from '../../rules/ronin/types';
import { sideColour, sidePattern } from '../theme/sides';
import { activatable } from './controller';

export const SIDE_COLOURS: readonly [number, number] = [0xb3261e, 0x1f4e8c];

export interface Selection {
  selectedId: string | null;
  aimId: string | null;
  moveTo: { x: number; y: number } | null;
  /** The tag on a fighter whose teppo is unloaded (RO-GAP-3), in the player's language. */
  unloaded?: string;
  /** The player's language, for the objective's name over its circle. */
  lang?: Lang;
}

let reachCache: { s: RoState; id: string; reach: BoardOverlays['reach'] } | null = null;

function reachOf(s: RoState, id: string): BoardOverlays['reach'] {
  if (reachCache && reachCache.s === s && reachCache.id === id) return reachCache.reach;
  const f = fighter(s, id);
  const map = reachMap(buildTerrainIndex(scenarioOf(s).table), moveRules(s, f, true));
  const reach = toBoardReach(map, RUN);
  reachCache = { s, id, reach };
  return reach;
}

export function buildBoardView(s: RoState, sel: Selection): BoardView {
  const sc = scenarioOf(s);
  const units = s.fighters.filter(onTable).map((f): BoardUnit => ({
    id: f.id, x: f.x, y: f.y, r: BASE_RADIUS,
    color: sideColour(f.side, SIDE_COLOURS[f.side]), pattern: sidePattern(f.side),
    label: f.missile === 'teppo' && f.unloaded && sel.unloaded ? `${f.name} · ${sel.unloaded}` : f.name, wounds: f.wound, down: false, gone: false,
    spent: (s.phase === 'move' || s.phase === 'action') && f.done,
    leader: f.type === 'hatamoto' || f.type === 'bushou' || f.type === 'seniorRonin' || f.type === 'gashira',
  }));
  const rings: BoardOverlays['rings'] = [];
  const engagements: BoardEngagement[] = [];
  const bout = s.bout;
  s.fights.forEach((fight, i) => {
    if (fight.done) return;
    for (const id of fight.many) engagements.push({ a: fight.one, b: id, fight: String(i), focus: bout?.fight === i });
  });
  if (bout) for (const id of fightMembers(s.fights[bout.fight]!)) rings.push({ id, kind: 'fight' });
  if (s.phase === 'fights') for (const g of brawls(s)) for (const id of g) rings.push({ id, kind: 'fight' });
  const f = activatable(s, sel.selectedId);
  const los: BoardLos[] = [];
  let range: BoardOverlays['range'] = null;
  if (f && f.missile && (s.phase === 'action' || f.missile === 'yumi')) {
    range = { x: f.x, y: f.y, r: MISSILES[f.missile].range + 2 * BASE_RADIUS };
    const t = sel.aimId ? s.fighters.find((x) => x.id === sel.aimId) : undefined;
    if (t) {
      const sight = sightFor(sc, s.fighters.filter(onTable), f, t);
      los.push({
        from: { x: f.x, y: f.y }, to: { x: t.x, y: t.y },
        state: sight.clear ? (sight.reasons.length ? 'in-the-way' : 'clear') : 'blocked',
        marks: sight.reasons.flatMap((r): BoardLos['marks'] => {
          if (r.kind === 'model') {
            const m = fighter(s, r.id);
            return [{ x: m.x, y: m.y, kind: 'model' }];
          }
          return r.kind === 'heavy' ? [{ x: t.x, y: t.y, kind: sight.clear ? 'obstacle' : 'blocked' }] : [];
        }),
      });
      rings.push({ id: t.id, kind: sight.clear ? 'shoot' : 'invalid' });
    }
  }
  return {
    table: sc.table,
    units,
    overlays: {
      selectedId: sel.selectedId,
      reach: f && s.phase === 'move' && !f.grappled ? reachOf(s, f.id) : null,
      zones: sc.objective ? [{ x: sc.objective.x, y: sc.objective.y, r: sc.objective.r, label: sc.objective.name[sel.lang ?? 'en'] }] : [],
      rings,
      range,
      los,
      path: sel.moveTo && f ? [{ x: f.x, y: f.y }, sel.moveTo] : null,
      engagements,
    },
  };
}
