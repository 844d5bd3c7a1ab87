// apply never changes the state it is given: the store keeps earlier states as undo and replay
// snapshots, and a move shares its unmoved fighters with the state before it. Each state is frozen
// deeply before the next action is applied, so any write to it throws.
import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../core/dice';
import { step } from '../../core/match';
import { oldwest } from './index';
import { SCENARIOS } from './scenarios';
import type { OWState } from './types';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe('Old West apply leaves its input as it was', () => {
  for (const id of Object.keys(SCENARIOS)) {
    it(`random games at ${id}, every state frozen before the next action`, () => {
      for (const seed of [1, 2, 3]) {
        let state: OWState = deepFreeze(oldwest.setup(SCENARIOS[id]!, {}, seed, ['Anna', 'Boris']));
        const chooser = seededDice(initialRngState(seed * 7));
        const moved = new Set<string>();
        for (let i = 0; i < 250 && !oldwest.isOver(state); i++) {
          const legal = oldwest.legalActions(state);
          if (legal.length === 0) break;
          const doing = legal.filter((a) => a.type !== 'endPhase');
          const pool = doing.length && chooser.roll(10) > 2 ? doing : legal;
          const action = pool[chooser.roll(pool.length) - 1]!;
          if (action.type === 'move') moved.add(action.fighterId);
          state = deepFreeze(step(oldwest, state, action).state);
        }
        // The games did move fighters: the shared-fighter copy was exercised.
        expect(moved.size).toBeGreaterThan(1);
      }
    });
  }
});
