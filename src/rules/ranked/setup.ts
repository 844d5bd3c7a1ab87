// A new match: the options checked (the army lists against the budget and the scenario's set-up
// spots, RK-GAP-1), each side's regiments set up on its spots in list order, facing the enemy,
// and side 0's first turn opened.
import { initialRngState } from '../../core/dice';
import { onGrid } from '../../core/exactMath';
import type { GameEvent } from '../../core/ruleset';
import { parseWith } from '../../core/schema';
import { FIRST_ARMIES, regimentCost, validateArmy } from './armies';
import { profileOf, BASE, EDITION, type Edition } from './profiles';
import { rkOptionsSchema, rulesOf, type RkOptions } from './options';
import { sized } from './queries';
import { refuse } from './reasons';
import { startTurn } from './turn';
import type { ArmyList, Character, ListRegiment, Regiment, RkScenario, RkState, Side, Slot } from './types';

const PREFIX = ['a', 'b'] as const;

function regimentFrom(lr: ListRegiment, side: Side, i: number, slot: Slot, edition: Edition): Regiment {
  const troops = profileOf(lr.kind, edition)!;
  const id = `${PREFIX[side]}${i + 1}`;
  const characters: Character[] = (lr.characters ?? []).map((c, j) => {
    const e = profileOf(c.kind, edition)!;
    return {
      id: `${id}-c${j + 1}`, name: { ...e.name }, kind: c.kind, profile: { ...e.profile }, wounds: e.profile.W, points: e.points,
      ...(c.general ? { general: true } : {}), ...(c.bsb ? { bsb: true } : {}),
    };
  });
  const r: Regiment = {
    id, side, name: { ...troops.name }, kind: lr.kind, profile: { ...troops.profile }, missile: troops.missile ? { ...troops.missile } : null,
    models: lr.models, raised: lr.models, hurt: 0, files: lr.files, base: BASE,
    block: { front: { x: onGrid(slot.front.x), y: onGrid(slot.front.y) }, facing: slot.facing, width: 0, depth: 0 },
    champion: !!lr.champion, standard: !!lr.standard, musician: !!lr.musician, characters,
    points: troops.points, cost: regimentCost(lr, edition),
    fleeing: false, rallied: false, charged: false, used: 0, moved: false, marched: false, destroyed: false,
  };
  r.block = sized(r);
  return r;
}

/** The state and the events of side 0's first turn opening. */
export function setupWithEvents(sc: RkScenario, options: RkOptions, seed: number, players: readonly [string, string]): { state: RkState; events: GameEvent[] } {
  const parsed = parseWith(rkOptionsSchema, options ?? {}, 'options');
  if (!parsed.ok) refuse('badOptions', { ...parsed.params, detail: parsed.error });
  const rules = rulesOf(parsed.value);
  const edition = parsed.value.edition ?? EDITION;
  const armies: readonly [ArmyList, ArmyList] = parsed.value.armies ?? (edition === 1 ? FIRST_ARMIES : sc.armies);
  const deployment = sc.earlier && edition <= sc.earlier.until ? sc.earlier.deployment : sc.deployment;
  armies.forEach((list, side) => {
    const problem = validateArmy(list, rules.budget, deployment[side as Side].length, side, edition)[0];
    if (problem) refuse(problem.code, problem.params);
  });
  const regiments = ([0, 1] as const).flatMap((side) => armies[side].regiments.map((lr, i) => regimentFrom(lr, side, i, deployment[side][i]!, edition)));
  const s: RkState = {
    system: 'ranked', scenario: sc.id, players: [players[0], players[1]], rules,
    table: { width: sc.width, height: sc.height, terrain: [] },
    terrain: sc.terrain.map((f) => ({ ...f, name: { ...f.name }, poly: f.poly.map((p) => ({ ...p })) })),
    regiments, turn: 1, active: 0, phase: 'rally', charge: null, combats: [], result: null,
    rng: initialRngState(seed),
  };
  const events: GameEvent[] = [];
  startTurn(s, events);
  return { state: s, events };
}

export function setup(sc: RkScenario, options: RkOptions, seed: number, players: readonly [string, string]): RkState {
  return setupWithEvents(sc, options ?? {}, seed, players).state;
}
