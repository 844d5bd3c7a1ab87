// Property: random Firepower games of legal actions keep every invariant after every action and
// replay from their seed and actions to the same state hashes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firepower } from '../../src/rules/firepower/index';
import { FP_SCENARIOS } from '../../src/rules/firepower/scenarios';
import type { FPAction, FPState } from '../../src/rules/firepower/types';
import { actionsFor, fcParams, FULL_RUN, PROBE, RUNS, runsFor, shrinkBudget, timeoutFor } from './config';
import { firepowerChecks } from './invariants/firepower';
import { playChecked } from './invariants/play';
import { fpGame, fpSpec } from './games';

const MAX_ACTIONS = actionsFor(200);
const fpGames = fpGame(MAX_ACTIONS);
const TIMEOUT_MS = timeoutFor(MAX_ACTIONS, 1);

describe('Firepower: property tests over random games', () => {
  it.runIf(runsFor(Object.keys(FP_SCENARIOS)))(`${RUNS} random games keep every invariant after every action and replay to the same state hashes`, () => {
    const seen = new Set<string>();
    const checks = { ...firepowerChecks, subjects: (s: FPState, a: FPAction, at: Parameters<typeof firepowerChecks.subjects>[2]) => {
      seen.add(a.type);
      firepowerChecks.subjects(s, a, at);
    } };
    fc.assert(fc.property(fpGames, shrinkBudget((g) => {
      const game = playChecked(firepower, checks, fpSpec(g), { probe: PROBE });
      if (firepower.isOver(game.last)) seen.add(`over:${game.last.result!.reason}`);
    })), fcParams(TIMEOUT_MS));
    if (FULL_RUN) {
      for (const what of ['startImpulse', 'enter', 'turn', 'posture', 'cross', 'fire', 'grenade', 'melee', 'endImpulse', 'over:eliminated']) {
        expect(seen, `no random game reached '${what}'`).toContain(what);
      }
    }
  }, TIMEOUT_MS);
});
