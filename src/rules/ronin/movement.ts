// Moving in the Move phase (RO-GAP-2): walk 6", or run 9" (a fighter that ran makes no attack and
// no shot this turn). A move may end in base contact with an enemy: that is how fights begin.
// A grappled fighter may not move (RO-GAP-4). Routes come from the shared table path finder: a
// hedge or wall up to 2" high costs only its distance; a higher wall is climbed, at 2" of move per
// inch of height on top of the distance (RO-GAP-2).
import { onGrid } from '../../core/exactMath';
import type { GameEvent } from '../../core/ruleset';
import { planMove, type MoveRules } from '../../core/table/pathing';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { BASE_RADIUS } from '../../core/table/types';
import type { RoEvent } from './events';
import { onTable } from './queries';
import { refuse } from './reasons';
import type { RoFighter, RoScenario, RoState } from './types';

export const WALK = 6;
export const RUN = 9;

export function moveRules(s: RoState, f: RoFighter, run: boolean, quick = false): MoveRules {
  return {
    start: { x: f.x, y: f.y },
    r: BASE_RADIUS,
    budget: run ? RUN : WALK,
    models: s.fighters.filter((m) => m.id !== f.id && onTable(m)).map((m) => ({ id: m.id, x: m.x, y: m.y, r: BASE_RADIUS })),
    zones: [],
    selfId: f.id,
    climb: true,
    quick,
  };
}

/** The refusal for a route the path finder turned down. */
export const moveFailure = (reason: string): 'tooFar' | 'offTable' | 'overlap' | 'blocked' =>
  reason === 'too-far' ? 'tooFar' : reason === 'off-table' ? 'offTable' : reason === 'overlap' ? 'overlap' : 'blocked';

export function move(s: RoState, sc: RoScenario, f: RoFighter, x: number, y: number, run: boolean, events: GameEvent[]): void {
  if (f.grappled) refuse('grappled', { fighter: f.name });
  const to = { x: onGrid(x), y: onGrid(y) };
  const plan = planMove(buildTerrainIndex(sc.table), moveRules(s, f, run), to);
  if (!plan.ok) refuse(moveFailure(plan.reason), { fighter: f.name, budget: run ? RUN : WALK });
  f.x = to.x;
  f.y = to.y;
  f.moved = true;
  f.ran = run;
  events.push({ type: 'moved', rule: 'RO-GAP-2', params: { fighter: f.name, cost: Math.round(plan.cost * 10) / 10, run } } satisfies RoEvent);
}
