// The seeded games and positions whose legal listings and states are pinned by hashes recorded
// before the engine was made faster (tests/fixtures/engine-hashes.json): the same positions must
// list the same actions in the same order, and the same random games reach the same states.
import { stateHash } from '../../src/core/match';
import { randomPlay } from '../../src/core/randomPlay';
import type { Ruleset } from '../../src/core/ruleset';
import { firepower } from '../../src/rules/firepower/index';
import { FP_SCENARIOS } from '../../src/rules/firepower/scenarios';
import { crowdPosition } from '../../src/rules/oldwest/crowd';
import { oldwest } from '../../src/rules/oldwest/index';
import { distinctRosters, READY_MADE } from '../../src/rules/oldwest/roster';
import { SCENARIOS } from '../../src/rules/oldwest/scenarios';
import type { OWAction, OWState } from '../../src/rules/oldwest/types';
import { CLOSE_DEPLOY } from '../property/games';

export interface PinnedGroup {
  /** Positions in the group. */
  count: number;
  /** Hash of every position's legal listing (Old West), in order. */
  listings?: string;
  /** Hash of every state's hash, in order. */
  states: string;
}

const doing = (a: OWAction) => a.type !== 'endPhase' && a.type !== 'rout';

function pinGame<S, A, Sc>(rules: Ruleset<S, A, Sc>, scenario: Sc, seed: number, chooser: number, options: Record<string, unknown>, listings: boolean, prefer?: (a: A) => boolean): PinnedGroup {
  const game = randomPlay(rules, scenario, seed, chooser, { options, maxActions: 160, ...(prefer ? { prefer } : {}) });
  return {
    count: game.states.length,
    ...(listings ? { listings: stateHash(game.states.map((s) => rules.legalActions(s))) } : {}),
    states: stateHash(game.states.map(stateHash)),
  };
}

/** Old West random games (shipped posses, ready-made rosters, riders, the escape objective). */
export function oldWestGames(): Record<string, PinnedGroup> {
  const out: Record<string, PinnedGroup> = {};
  for (const id of Object.keys(SCENARIOS)) {
    for (const chooser of [1, 2, 3]) out[`ow:${id}:${chooser}`] = pinGame(oldwest, SCENARIOS[id]!, chooser * 1000 + 7, chooser, {}, true, doing);
  }
  const pairs: [number, number, string, boolean][] = [[2, 3, 'red-gulch', true], [3, 1, 'bank-job', true], [0, 2, 'livery-yard', false], [2, 1, 'bank-job', false]];
  for (const [a, b, id, close] of pairs) {
    const base = SCENARIOS[id]!;
    const scenario = close ? { ...base, deploy: CLOSE_DEPLOY[id]! } : base;
    const options = { rosters: distinctRosters([READY_MADE[a]!, READY_MADE[b]!]) };
    out[`ow:${id}:rosters-${a}-${b}${close ? '-close' : ''}`] = pinGame(oldwest, scenario, a * 100 + b, a + b + 11, options, true, doing);
  }
  return out;
}

/** Old West positions with many fighters a side, worn by seeded moves, shots and casualties. */
export function crowdListings(): Record<string, PinnedGroup> {
  const out: Record<string, PinnedGroup> = {};
  const group = (key: string, states: OWState[]) => {
    out[key] = { count: states.length, listings: stateHash(states.map((s) => oldwest.legalActions(s))), states: stateHash(states.map(stateHash)) };
  };
  for (const phase of ['move', 'shoot'] as const) {
    group(`crowd:8:${phase}`, Array.from({ length: 12 }, (_, i) => crowdPosition(8, phase, i + 1, { scuff: i > 1 })));
    group(`crowd:20:${phase}`, [crowdPosition(20, phase, 1), crowdPosition(20, phase, 2, { scuff: true })]);
  }
  return out;
}

/** Firepower random games on both maps and both posture rules. */
export function firepowerGames(): Record<string, PinnedGroup> {
  const out: Record<string, PinnedGroup> = {};
  for (const id of Object.keys(FP_SCENARIOS)) {
    for (const [chooser, postureRule] of [[1, 'examples'], [2, 'text'], [3, 'examples']] as const) {
      out[`fp:${id}:${chooser}`] = pinGame(firepower, FP_SCENARIOS[id]!, chooser * 977, chooser, { postureRule }, false);
    }
  }
  return out;
}
