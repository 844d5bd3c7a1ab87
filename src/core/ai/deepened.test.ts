import { describe, expect, it } from 'vitest';
import { initialRngState, type DiceSource } from '../dice';
import { enumerate } from '../enumerate';
import { RuleError, type Ruleset, type Side } from '../ruleset';
import type { SystemRuntime } from '../system';
import { chooseAction } from './choose';
import type { SystemAi } from './types';

// A volley game: each player in turn fires a sure shot (3 damage) or a long shot (a d10: nothing
// on 1-6, else 7, 8, 9 or 10 damage; 3.4 on average). Most long shots miss, but each hit is big.
interface Volley { hp: [number, number]; turn: Side; rng: number[] }
type Act = { type: 'sure' | 'long' };
const OVER = 'over';

function apply(s: Volley, a: Act, dice: DiceSource): { state: Volley; events: [] } {
  if (s.hp[0] <= 0 || s.hp[1] <= 0) throw new RuleError(OVER);
  const foe: Side = s.turn === 0 ? 1 : 0;
  const roll = a.type === 'long' ? dice.roll(10) : 0;
  const dmg = a.type === 'sure' ? 3 : roll >= 7 ? roll : 0;
  const hp = [...s.hp] as [number, number];
  hp[foe] = Math.max(0, hp[foe] - dmg);
  return { state: { ...s, hp, turn: foe }, events: [] };
}

const over = (s: Volley) => s.hp.some((h) => h <= 0);
const volley: Ruleset<Volley, Act, null> = {
  id: 'volley',
  setup: (_sc, _o, seed) => ({ hp: [60, 60], turn: 0, rng: initialRngState(seed) }),
  legalActions: (s) => (over(s) ? [] : [{ type: 'sure' }, { type: 'long' }]),
  apply,
  preview: () => null,
  actor: (s) => (over(s) ? null : s.turn),
  actors: (s) => (over(s) ? [] : [s.turn]),
  playerView: (s) => ({ ...s, rng: [] }),
  secret: () => false,
  winner: (s) => (s.hp[0] <= 0 ? 1 : s.hp[1] <= 0 ? 0 : null),
  isOver: over,
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};

const ai: SystemAi<Volley, Act> = {
  evaluate: (s, me) => s.hp[me] - s.hp[me === 0 ? 1 : 0],
  outcomes: (s, a, maxRuns) => enumerate({ apply, resume: (x) => ({ state: x, events: [] }), decide: () => [], flags: () => [] }, s, a, { maxRuns }),
};
const runtime = { rules: volley, scenario: () => null, actionSchema: null as never, ai } as unknown as SystemRuntime<Volley, Act, unknown>;

describe('the search past one ply', () => {
  it('keeps every outcome at its exact chance: a long shot worth 3.4 on average beats a sure 3, though it misses 6 times in 10', () => {
    // Following only the likeliest three outcomes (the miss and two hits) and rescaling their chances
    // made the long shot look worth 1.9.
    const start = volley.setup(null, {}, 1, ['A', 'B']);
    for (const level of ['normal', 'hard'] as const) {
      expect(chooseAction(runtime, start, 0, level, 5).action).toEqual({ type: 'long' });
      expect(chooseAction(runtime, { ...start, turn: 1 }, 1, level, 5).action).toEqual({ type: 'long' });
    }
  });
});
