import { describe, expect, it } from 'vitest';
import { initialRngState, type DiceSource } from '../dice';
import { enumerate } from '../enumerate';
import { RuleError, type Ruleset, type Side } from '../ruleset';
import type { SystemRuntime } from '../system';
import { chooseAction } from './choose';
import { playArena } from './arena';
import type { SystemAi } from './types';

// A toy duel: each player in turn jabs (hits on 2+ for 1), swings (hits on 4+ for 2), takes a wild
// shot (hits on 6 for 3) or rests; the first down to 0 loses. Swinging has the best expected damage.
interface Duel { hp: [number, number]; turn: Side; rng: number[] }
type Act = { type: 'jab' | 'swing' | 'wild' | 'rest' } | { type: 'bad' };
const REFUSED = 'refused';
const HIT = { jab: [2, 1], swing: [4, 2], wild: [6, 3], rest: [7, 0] } as const;

function apply(s: Duel, a: Act, dice: DiceSource): { state: Duel; events: [] } {
  if (a.type === 'bad' || s.hp[0] <= 0 || s.hp[1] <= 0) throw new RuleError(REFUSED);
  const [need, dmg] = HIT[a.type];
  const hp = [...s.hp] as [number, number];
  const foe: Side = s.turn === 0 ? 1 : 0;
  if (dice.roll(6) >= need) hp[foe] = Math.max(0, hp[foe] - dmg);
  return { state: { ...s, hp, turn: foe }, events: [] };
}

const duel: Ruleset<Duel, Act, null> = {
  id: 'duel',
  setup: (_sc, _o, seed) => ({ hp: [20, 20], turn: 0, rng: initialRngState(seed) }),
  legalActions: (s) => (s.hp.some((h) => h <= 0) ? [] : [{ type: 'jab' }, { type: 'wild' }, { type: 'swing' }, { type: 'rest' }]),
  apply,
  preview: () => null,
  actor: (s) => (s.hp.some((h) => h <= 0) ? null : s.turn),
  actors: (s) => (s.hp.some((h) => h <= 0) ? [] : [s.turn]),
  playerView: (s) => ({ ...s, rng: [] }),
  secret: () => false,
  winner: (s) => (s.hp[0] <= 0 ? 1 : s.hp[1] <= 0 ? 0 : null),
  isOver: (s) => s.hp.some((h) => h <= 0),
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};

const ai: SystemAi<Duel, Act> = {
  evaluate: (s, me) => s.hp[me] - s.hp[me === 0 ? 1 : 0],
  outcomes: (s, a, maxRuns) => enumerate({ apply, resume: (x) => ({ state: x, events: [] }), decide: () => [], flags: () => [] }, s, a, { maxRuns }),
  focus: (a) => a.type,
};

const runtime = { rules: duel, scenario: () => null, actionSchema: null as never, ai } as unknown as SystemRuntime<Duel, Act, unknown>;
const bare = { ...runtime, ai: undefined } as SystemRuntime<Duel, Act, unknown>;
const start = duel.setup(null, {}, 1, ['A', 'B']);

describe('the computer opponent (chooseAction)', () => {
  it('takes the action with the best expected outcome by the exact odds, at every level without noise', () => {
    for (const level of ['normal', 'hard'] as const) {
      const choice = chooseAction(runtime, duel.playerView(start, 0), 0, level, 3);
      expect(choice.action).toEqual({ type: 'swing' });
      expect(choice.focus).toBe('swing');
      expect(choice.considered).toBe(4);
    }
  });

  it('finishes the opponent when a sure-ish blow wins the game', () => {
    const nearlyDown: Duel = { ...start, hp: [20, 1], turn: 0 };
    // A jab wins five times in six, a swing half the time: the win counts for more than any damage.
    expect(chooseAction(runtime, nearlyDown, 0, 'normal', 1).action).toEqual({ type: 'jab' });
  });

  it('gives the same choice for the same seed and view', () => {
    const v = { ...start, turn: 1 as Side };
    expect(chooseAction(runtime, v, 1, 'easy', 9).action).toEqual(chooseAction(runtime, v, 1, 'easy', 9).action);
  });

  it('plays by sampling with its own dice when the system gives no evaluation or odds', () => {
    const choice = chooseAction(bare, start, 0, 'normal', 4);
    expect(duel.legalActions(start)).toContainEqual(choice.action);
  });

  it('stops at the deadline of the clock it is given and still answers with a legal action', () => {
    let t = 0;
    const choice = chooseAction(runtime, start, 0, 'hard', 2, { now: () => (t += 1000), deadlineMs: 1 });
    expect(duel.legalActions(start)).toContainEqual(choice.action);
    expect(choice.considered).toBeLessThan(4);
  });

  it('refuses, naming the problem, a level it does not know, a side not asked to act and a finished game', () => {
    expect(() => chooseAction(runtime, start, 0, 'expert' as never, 1)).toThrow(/unknown computer level "expert"/);
    expect(() => chooseAction(runtime, start, 1, 'easy', 1)).toThrow(/player 2 is not asked to act now/);
    expect(() => chooseAction(runtime, { ...start, hp: [0, 20] }, 0, 'easy', 1)).toThrow(/the game is over/);
  });

  it('beats random play in whole matches of the toy duel', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      wins += playArena(runtime, null, ['normal', 'random'], g).winner === 0 ? 1 : 0;
      wins += playArena(runtime, null, ['random', 'normal'], g).winner === 1 ? 1 : 0;
    }
    expect(wins).toBeGreaterThanOrEqual(34);
  });
});
