// The legal actions for whoever must act now: a finite list (moves are sampled: eight directions
// at a walk and at a run, half a walk where neither gets over a high wall, the scenario's marker
// or a step towards it, and a spot in base contact with each enemy in reach; pool splits are
// sampled as all-Attack, all-Defence and half-and-half, with and without the initiative boost).
import { planMove } from '../../core/table/pathing';
import { buildTerrainIndex } from '../../core/table/terrainIndex';
import { BASE_RADIUS } from '../../core/table/types';
import { norm, onGrid } from '../../core/exactMath';
import { mayAttack, sidesOf, targetsOf } from './bout';
import { canJoin, fightsOf, openFights, unsplitPair } from './fights';
import { moveRules, RUN, WALK } from './movement';
import { statsOf } from './profiles';
import { enemiesTouching, fighter, inContact, onTable } from './queries';
import { scenarioOf } from './apply';
import { shotProblem } from './shooting';
import { toActivate } from './turn';
import type { RoAction, RoFighter, RoState, Side, Split } from './types';

const DIRS = [[1, 0], [0.7071, 0.7071], [0, 1], [-0.7071, 0.7071], [-1, 0], [-0.7071, -0.7071], [0, -1], [0.7071, -0.7071]] as const;

function moves(s: RoState, f: RoFighter): RoAction[] {
  const index = buildTerrainIndex(scenarioOf(s).table);
  const out: RoAction[] = [];
  const tryTo = (x: number, y: number, run: boolean): boolean => {
    const to = { x: onGrid(x), y: onGrid(y) };
    if (!planMove(index, moveRules(s, f, run, true), to).ok) return false;
    out.push({ type: 'move', fighter: f.id, x: to.x, y: to.y, run });
    return true;
  };
  if (f.grappled) return out;
  for (const [dx, dy] of DIRS) {
    const walked = tryTo(f.x + dx * (WALK - 0.5), f.y + dy * (WALK - 0.5), false);
    const ran = tryTo(f.x + dx * (RUN - 0.5), f.y + dy * (RUN - 0.5), true);
    // Over a high wall (2" of move per inch of height, RO-GAP-2) a full move falls short: a shorter one.
    if (!walked && !ran) {
      const half = { x: f.x + dx * (WALK / 2), y: f.y + dy * (WALK / 2) };
      if (!tryTo(half.x, half.y, false)) tryTo(half.x, half.y, true);
    }
  }
  // The scenario's marker (RO-GAP-6): onto it, or as near as a move reaches on the way.
  const goal = scenarioOf(s).objective;
  const toGoal = goal ? norm(goal.x - f.x, goal.y - f.y) : 0;
  if (goal && toGoal > goal.r) {
    const near = Math.max(0, toGoal - (goal.r - 0.5)) / toGoal;
    const at = { x: f.x + (goal.x - f.x) * near, y: f.y + (goal.y - f.y) * near };
    if (toGoal - goal.r > RUN || (!tryTo(at.x, at.y, false) && !tryTo(at.x, at.y, true))) {
      // Out of reach this turn, or blocked: a step along the line towards it.
      const k = Math.min(WALK - 0.5, toGoal) / toGoal;
      tryTo(f.x + (goal.x - f.x) * k, f.y + (goal.y - f.y) * k, false);
    }
  }
  for (const e of s.fighters) {
    if (e.side === f.side || !onTable(e) || inContact(f, e)) continue;
    const d = norm(e.x - f.x, e.y - f.y);
    if (d > RUN + 2 * BASE_RADIUS || d < 1e-6) continue;
    const k = (2 * BASE_RADIUS + 0.01) / d;
    tryTo(e.x + (f.x - e.x) * k, e.y + (f.y - e.y) * k, d > WALK + 2 * BASE_RADIUS);
  }
  return out;
}

function subsets<T>(xs: readonly T[], max: number): T[][] {
  const out: T[][] = [];
  for (let m = 1; m < 1 << xs.length; m++) {
    const pick = xs.filter((_, i) => m & (1 << i));
    if (pick.length <= max) out.push(pick);
  }
  return out;
}

/** A few splits of a side's pool: all Attack, all Defence, half and half; each with and without the initiative boost. */
export function sampleSplits(fighters: readonly RoFighter[]): Split[] {
  const out: Split[] = [];
  for (const share of [1, 0.5, 0]) {
    for (const boost of [false, true]) {
      const split: Split = {};
      for (const f of fighters) {
        const cp = statsOf(f).cp;
        const attack = Math.round(cp * share);
        split[f.id] = { attack, defence: cp - attack, boostInit: boost && attack > 0 };
      }
      if (!out.some((o) => JSON.stringify(o) === JSON.stringify(split))) out.push(split);
    }
  }
  return out;
}

export function legalActions(s: RoState): RoAction[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'priority') return [{ type: 'rollPriority' }];
  if (s.phase === 'move' || s.phase === 'action') {
    const out: RoAction[] = [];
    for (const f of toActivate(s, s.active)) {
      out.push({ type: 'hold', fighter: f.id });
      if (s.phase === 'move') {
        out.push(...moves(s, f));
        if (f.missile === 'yumi') for (const t of s.fighters) if (t.side !== f.side && !shotProblem(s, scenarioOf(s), f, t)) out.push({ type: 'shoot', fighter: f.id, target: t.id });
      } else {
        if (f.missile === 'teppo' && f.unloaded) out.push({ type: 'reload', fighter: f.id });
        for (const t of s.fighters) if (t.side !== f.side && !shotProblem(s, scenarioOf(s), f, t)) out.push({ type: 'shoot', fighter: f.id, target: t.id });
      }
    }
    return out;
  }
  if (s.phase === 'fights') {
    const out: RoAction[] = [];
    for (const f of s.fighters) {
      if (!canJoin(s, f) || fightsOf(s, f.id) > 0) continue;
      const foes = enemiesTouching(s, f).filter((e) => canJoin(s, e) && !(e.grappled && e.grappled !== f.id));
      if (f.grappled && !foes.some((e) => e.id === f.grappled)) continue;
      for (const many of subsets(foes, 4)) {
        if (f.grappled && !many.some((e) => e.id === f.grappled)) continue;
        out.push({ type: 'formFight', one: f.id, many: many.map((e) => e.id) });
      }
    }
    if (!unsplitPair(s)) out.push({ type: 'fightsSet' });
    return out;
  }
  const bout = s.bout;
  if (!bout) return openFights(s).map((fight) => ({ type: 'chooseFight', fight }));
  if (!bout.order.length) {
    const sides = sidesOf(s, bout);
    return ([0, 1] as Side[]).filter((side) => !bout.splits[side]).flatMap((by) => sampleSplits(sides[by]).map((tokens): RoAction => ({ type: 'split', by, tokens })));
  }
  if (bout.attack) {
    const a = bout.attack;
    if (a.defBoost === null) {
      return [{ type: 'defend', boost: false }, ...(bout.tokens[a.at]!.defence > 0 ? [{ type: 'defend', boost: true } as const] : [])];
    }
    const boosts = bout.tokens[a.by]!.attack > 0 ? [false, true] : [false];
    return boosts.flatMap((boost) => (['none', 'disarm', 'grapple'] as const).map((special): RoAction => ({ type: 'strike', boost, special })));
  }
  const f = fighter(s, bout.order[bout.next % bout.order.length]!);
  const out: RoAction[] = [{ type: 'pass', fighter: f.id }];
  if (mayAttack(s, bout, f)) for (const t of targetsOf(s, bout, f)) out.push({ type: 'attack', fighter: f.id, target: t.id });
  return out;
}
