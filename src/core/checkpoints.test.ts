import { describe, expect, it } from 'vitest';
import { replay, step, stateHash } from './match';
import { appended, historyLength, replayCheckpoints, startHistory, stateAt, truncated } from './history';
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

describe('the match history the app keeps (a snapshot every K actions)', () => {
  it('grows one action at a time and cuts back on undo to the same states as a full replay', () => {
    const game = randomPlay(oldwest, RED_GULCH, 7, 9, { maxActions: 90 });
    const record = { options: {}, seed: 7, actions: game.actions, players: ['Anna', 'Boris'] as [string, string] };
    const full = replay(oldwest, RED_GULCH, record);
    let h = startHistory(full.states[0]!, 10);
    for (const action of game.actions) {
      const before = h;
      h = appended(h, step(oldwest, h.last, action));
      expect(historyLength(before)).toBe(historyLength(h) - 1); // the old history is left as it was
    }
    expect(h.snapshots).toHaveLength(Math.floor(game.actions.length / 10) + 1);
    expect(stateHash(h.last)).toBe(stateHash(full.states.at(-1)));
    expect(h.turns).toEqual(full.states.map((s) => s.turn));
    // Undo back to 37 actions: the state shown is the one the full replay had there.
    const back = truncated(oldwest, h, game.actions, 37);
    expect(historyLength(back)).toBe(37);
    expect(back.snapshots).toHaveLength(4);
    expect(stateHash(back.last)).toBe(stateHash(full.states[37]));
    // Stepping forward one at a time, and then back, through the replay viewer's cache.
    for (const n of [3, 4, 5, 29, 30, 31, 2, 37]) expect(stateHash(stateAt(oldwest, back, game.actions, n))).toBe(stateHash(full.states[n]));
  });
});
