import { describe, expect, it } from 'vitest';
import { seededDice } from '../../core/dice';
import { ranked } from './index';
import { randomGame } from './randomGame';
import { PITCHED } from './scenarios';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

describe('what the players see, and apply leaves its input alone', () => {
  it('a player\'s view holds the whole table but not the dice generator\'s state', () => {
    const { state } = randomGame('bridge', 2, {}, 40);
    const view = ranked.playerView(state, 1);
    expect(view.rng).toEqual([]);
    expect({ ...view, rng: state.rng }).toEqual(state);
    expect(ranked.secret(state)).toBe(false);
  });

  it('apply never changes the state it is given (every action of a random game on a frozen state)', () => {
    const g = randomGame('pitched', 3, {}, 400);
    let s = ranked.setup(PITCHED, {}, 3, ['Red', 'Blue']);
    for (const a of g.actions) {
      const frozen = deepFreeze(structuredClone(s));
      const dice = seededDice(s.rng);
      const r = ranked.apply(frozen, a, dice);
      s = { ...r.state, rng: dice.state() };
    }
    expect(s).toEqual(g.state);
  });
});
