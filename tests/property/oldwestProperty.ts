// Property: random Old West games of legal actions keep every invariant after every action and
// replay from their seed and actions to the same state hashes. The games are played in two test
// files of half the count each (oldwest-a/-b.property.test.ts), so the two cores share the
// longest property run; each half alone reaches every kind of action (a 500-game run here saw
// the rarest, a secret Fame bid, 40 times).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oldwest, SCENARIOS } from '../../src/rules/oldwest/index';
import type { OWAction, OWState } from '../../src/rules/oldwest/types';
import { actionsFor, fcParams, FULL_RUN, PROBE, RUNS, runsFor, shrinkBudget, timeoutFor } from './config';
import { oldWestChecks } from './invariants/oldwest';
import { playChecked } from './invariants/play';
import { owGame, owSpec } from './games';

const MAX_ACTIONS = actionsFor(80);
const owGames = owGame(MAX_ACTIONS);
const TIMEOUT_MS = timeoutFor(MAX_ACTIONS, 5);

/** Plays `games` of the run's random games (a half of RUNS), checking everything after every action. */
export function oldWestProperty(part: string, games: number): void {
  describe(`Old West: property tests over random games (${part})`, () => {
    it.runIf(games > 0 && runsFor(Object.keys(SCENARIOS)))(`${games} of the ${RUNS} random games keep every invariant after every action and replay to the same state hashes`, () => {
      const seen = new Set<string>();
      const secrecy = { secretStates: 0 };
      const note = (s: OWState, a: OWAction) => {
        seen.add(a.type);
        if (s.pending) seen.add(`pending:${s.pending.kind}`);
      };
      const checks = { ...oldWestChecks, subjects: (s: OWState, a: OWAction, at: Parameters<typeof oldWestChecks.subjects>[2]) => {
        note(s, a);
        oldWestChecks.subjects(s, a, at);
      } };
      fc.assert(fc.property(owGames, shrinkBudget((g) => {
        const game = playChecked(oldwest, checks, owSpec(g), { probe: PROBE, secrecy });
        if (oldwest.isOver(game.last)) seen.add('gameOver');
      })), { ...fcParams(TIMEOUT_MS), ...(games < RUNS && !process.env.PROPERTY_GAME ? { numRuns: games } : {}) });
      // The games reach the whole turn: moves, charges, shots, fights and heroes' choices.
      if (FULL_RUN) {
        for (const what of ['move', 'charge', 'shoot', 'resolveFight', 'backOff', 'strike', 'fame', 'fameBid', 'fortune', 'declareHeroics', 'dismount', 'mount', 'leaveTable', 'gameOver']) {
          expect(seen, `no random game reached '${what}'`).toContain(what);
        }
        // OW-31: the secret bids were reached, and each player's view hid the other's.
        expect(secrecy.secretStates).toBeGreaterThan(0);
      }
    }, TIMEOUT_MS);
  });
}
