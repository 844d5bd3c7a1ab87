// The random games the property tests play: what fast-check generates for each system, and the
// game it stands for. A failing game prints as one of these records and replays from it.
import fc from 'fast-check';
import { axialToOffset, offsetToAxial } from '../../src/core/hex/hexMath';
import type { FPScenario } from '../../src/rules/firepower/index';
import { FP_SCENARIOS } from '../../src/rules/firepower/scenarios';
import { SCENARIOS } from '../../src/rules/oldwest/scenarios';
import { distinctRosters, READY_MADE } from '../../src/rules/oldwest/roster';
import type { OWScenario, Zone } from '../../src/rules/oldwest/scenarioTypes';
import type { GameSpec } from './invariants/play';

const choices = (maxActions: number) => fc.array(fc.nat(), { minLength: 1, maxLength: maxActions, size: 'max' });

export interface OWGame {
  scenario: string;
  /** Two READY_MADE posses (riders among them) set up in the scenario's zones, or null for its own. */
  posses: [number, number] | null;
  /** With READY_MADE posses: set them up where rare rules come up at once (CLOSE_DEPLOY). */
  close: boolean;
  seed: number;
  choices: number[];
}

/**
 * Deployment zones where rules that random games seldom reach come up in the first turns: the
 * Bank Job's Outlaws at the west edge they escape by (OW-24), Red Gulch's posses on and beside the
 * depot platform with its drops (OW-10, OW-GAP-6).
 */
export const CLOSE_DEPLOY: Record<string, [Zone, Zone]> = {
  'bank-job': [{ x: 10.5, y: 11, w: 5, h: 11 }, { x: 1, y: 11, w: 3, h: 12 }],
  'red-gulch': [{ x: 26.5, y: 29.5, w: 6, h: 2.5 }, { x: 19.5, y: 29, w: 6, h: 3 }],
};

/** An Old West game: a scenario, its posses, the dice seed and one choice number per action. */
export const owGame = (maxActions: number): fc.Arbitrary<OWGame> => fc.record({
  scenario: fc.constantFrom(...Object.keys(SCENARIOS)),
  posses: fc.option(fc.tuple(fc.nat({ max: READY_MADE.length - 1 }), fc.nat({ max: READY_MADE.length - 1 })), { nil: null }),
  close: fc.boolean(),
  seed: fc.nat(),
  choices: choices(maxActions),
});

export function owSpec(g: OWGame): GameSpec<OWScenario> {
  const base = SCENARIOS[g.scenario]!;
  const zones = g.posses && g.close ? CLOSE_DEPLOY[g.scenario] : undefined;
  const options = g.posses ? { rosters: distinctRosters([READY_MADE[g.posses[0]]!, READY_MADE[g.posses[1]]!]) } : {};
  return { scenario: zones ? { ...base, deploy: zones } : base, options, seed: g.seed, choices: g.choices };
}

export interface FPGame {
  scenario: string;
  /** FP-AMB-1: posture costs by the worked examples or by the rule text. */
  postureRule: 'examples' | 'text';
  /** When set, Red starts this many columns east of Blue's easternmost soldier (a closer fight). */
  gap: number | null;
  seed: number;
  choices: number[];
}

/** A Firepower game: a scenario, its options, maybe a closer start, the dice seed and the choices. */
export const fpGame = (maxActions: number): fc.Arbitrary<FPGame> => fc.record({
  scenario: fc.constantFrom(...Object.keys(FP_SCENARIOS)),
  postureRule: fc.constantFrom('examples' as const, 'text' as const),
  gap: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
  seed: fc.nat(),
  choices: choices(maxActions),
});

/**
 * The scenario with Red moved west, `gap` columns beyond Blue, on the same rows: the two sides
 * meet in the first turns, so grenades and melee come up within a short game.
 */
export function closeIn(scenario: FPScenario, gap: number): FPScenario {
  const cols = scenario.soldiers.map((x) => ({ x, ...axialToOffset(x.pos) }));
  const blueEast = Math.max(...cols.filter((c) => c.x.side === 0).map((c) => c.col));
  const col = Math.min(scenario.map.cols - 1, blueEast + gap);
  return {
    ...scenario,
    soldiers: cols.map(({ x, row }) => (x.side === 1 ? { ...x, pos: offsetToAxial(col, row) } : x)),
  };
}

export function fpSpec(g: FPGame): GameSpec<FPScenario> {
  const base = FP_SCENARIOS[g.scenario]!;
  return { scenario: g.gap === null ? base : closeIn(base, g.gap), options: { postureRule: g.postureRule }, seed: g.seed, choices: g.choices };
}
