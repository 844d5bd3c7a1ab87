import { describe, expect, it } from 'vitest';
import { replay, replayCheckpoints, stateAt, stateHash } from './match';
import { randomPlay } from './randomPlay';
import { firepower } from '../rules/firepower/index';
import { FP_SCENARIOS } from '../rules/firepower/scenarios';
import { oldwest } from '../rules/oldwest/index';
import { RED_GULCH } from '../rules/oldwest/scenarios';
import type { Ruleset } from './ruleset';

function sameAsFullReplay<S, A, Sc>(rules: Ruleset<S, A, Sc>, scenario: Sc, seed: number, every: number) {
  const game = randomPlay(rules, scenario, seed, seed + 3, { maxActions: 120 });
  const record = { options: {}, seed, actions: game.actions, players: ['Anna', 'Boris'] as [string, string] };
  const full = replay(rules, scenario, record);
  const cp = replayCheckpoints(rules, scenario, record, every);
  expect(cp.snapshots.length).toBe(Math.floor(game.actions.length / every) + 1);
  expect(cp.events).toEqual(full.events);
  expect(cp.rolled).toEqual(full.rolled);
  for (let n = 0; n <= game.actions.length; n++) expect(stateHash(stateAt(rules, cp, record.actions, n))).toBe(stateHash(full.states[n]));
  return game.actions.length;
}

describe('replay with a snapshot every K actions', () => {
  it('every step of an Old West game is the same state as the full replay keeps', () => {
    expect(sameAsFullReplay(oldwest, RED_GULCH, 11, 10)).toBeGreaterThan(60);
  });
  it('every step of a Firepower game is the same state as the full replay keeps', () => {
    expect(sameAsFullReplay(firepower, FP_SCENARIOS.meeting!, 5, 7)).toBeGreaterThan(60);
  });
  it('a refused action is named as in the full replay', () => {
    const game = randomPlay(oldwest, RED_GULCH, 2, 2, { maxActions: 30 });
    const record = { options: {}, seed: 2, actions: [...game.actions, { type: 'hillsTest' as const }], players: ['Anna', 'Boris'] as [string, string] };
    expect(() => replayCheckpoints(oldwest, RED_GULCH, record, 8)).toThrow(`action ${record.actions.length} was refused`);
  });
});
