import { describe, expect, it } from 'vitest';
import { initialRngState } from '../../core/dice';
import { replayCheckpoints } from '../../core/history';
import type { ComputerSeats } from '../../core/match';
import type { Ruleset, Side } from '../../core/ruleset';
import { choiceSeed, computerToAct, hasComputer, onlyComputerActs, secretAsker, undoSpan } from './seats';

// A turn game: the side to act moves ('step') or passes the turn ('pass'); at 'both' either side
// may call ('call', naming itself in `by`); 'roll' rolls a die. Over at 10 points.
interface G { toAct: Side | 'both'; points: number; rng: number[] }
type A = { type: 'step' } | { type: 'pass' } | { type: 'roll' } | { type: 'open' } | { type: 'call'; by: Side };
const rules: Ruleset<G, A, null> = {
  id: 'oldwest',
  setup: (_sc, _o, seed) => ({ toAct: 0, points: 0, rng: initialRngState(seed) }),
  legalActions: () => [],
  apply(s, a, dice) {
    if (a.type === 'roll') dice.roll(6);
    if (a.type === 'open') return { state: { ...s, toAct: 'both' }, events: [] };
    if (a.type === 'call') return { state: { ...s, toAct: a.by === 0 ? 1 : 0 }, events: [] };
    const other: Side = s.toAct === 0 ? 1 : 0;
    return { state: { ...s, points: s.points + 1, toAct: a.type === 'pass' ? other : s.toAct }, events: [] };
  },
  preview: () => null,
  actor: (s) => (s.toAct === 'both' ? null : s.toAct),
  actors: (s) => (s.points >= 10 ? [] : s.toAct === 'both' ? [0, 1] : [s.toAct]),
  playerView: (s) => s,
  secret: () => false,
  winner: () => null,
  isOver: (s) => s.points >= 10,
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};
const any = rules as Ruleset<unknown, unknown, unknown>;
const at = (toAct: G['toAct'], points = 0): G => ({ toAct, points, rng: [] });
const history = (actions: A[]) => replayCheckpoints(any, null, { options: {}, seed: 1, actions, players: ['Ann', 'Bot'] });
const VS_BOT: ComputerSeats = [null, 'normal'];

describe('who the computer answers for', () => {
  it('answers for its own side only, and not when the game is over or people play both sides', () => {
    expect(computerToAct(any, at(1), VS_BOT)).toEqual({ side: 1, level: 'normal' });
    expect(computerToAct(any, at(0), VS_BOT)).toBeNull();
    expect(computerToAct(any, at(1, 10), VS_BOT)).toBeNull();
    expect(computerToAct(any, at(1), undefined)).toBeNull();
    expect(computerToAct(any, at(1), [null, null])).toBeNull();
    expect(hasComputer([null, null])).toBe(false);
  });

  it('when either side may act, the computer answers for its side and a person may still act', () => {
    expect(computerToAct(any, at('both'), VS_BOT)).toEqual({ side: 1, level: 'normal' });
    expect(onlyComputerActs(any, at('both'), VS_BOT)).toBe(false);
    expect(onlyComputerActs(any, at(1), VS_BOT)).toBe(true);
    expect(onlyComputerActs(any, at(0), VS_BOT)).toBe(false);
    expect(onlyComputerActs(any, at('both'), ['easy', 'hard'])).toBe(true);
  });

  it('asks each question with its own seed, the same for the same match and step', () => {
    expect(choiceSeed(7, 3)).toBe(choiceSeed(7, 3));
    expect(new Set([choiceSeed(7, 0), choiceSeed(7, 1), choiceSeed(8, 0)]).size).toBe(3);
    expect(Number.isInteger(choiceSeed(-5, 2)) && choiceSeed(-5, 2) >= 0).toBe(true);
  });
});

describe('whom the screen asks a secret choice of', () => {
  it("against the computer, the person while asked, then nobody: never the computer's question", () => {
    expect(secretAsker([0, 1], 0, VS_BOT)).toBe(0);
    expect(secretAsker([1, 0], 0, VS_BOT)).toBe(0);
    expect(secretAsker([1], 0, VS_BOT)).toBeNull();
    expect(secretAsker([0], 1, ['hard', null])).toBeNull();
    expect(secretAsker([0, 1], 0, ['easy', 'easy'])).toBeNull();
  });

  it('in hot-seat, the player it was handed to, else the first asked (behind the hand-off curtain)', () => {
    expect(secretAsker([0, 1], 1, undefined)).toBe(1);
    expect(secretAsker([1], 0, [null, null])).toBe(1);
    expect(secretAsker([], 0, undefined)).toBeNull();
  });
});

describe('one Undo press against the computer', () => {
  it("takes back the computer's moves since the person's last action and that action", () => {
    const actions: A[] = [{ type: 'step' }, { type: 'pass' }, { type: 'step' }, { type: 'step' }];
    expect(undoSpan(any, history(actions), actions, VS_BOT)).toBe(3);
    const theirs: A[] = [{ type: 'step' }, { type: 'step' }];
    expect(undoSpan(any, history(theirs), theirs, VS_BOT)).toBe(1);
  });

  it('reads who acted from `by` when either side could', () => {
    const actions: A[] = [{ type: 'open' }, { type: 'call', by: 0 }, { type: 'step' }];
    expect(undoSpan(any, history(actions), actions, VS_BOT)).toBe(2);
    const botCalled: A[] = [{ type: 'open' }, { type: 'call', by: 1 }];
    expect(undoSpan(any, history(botCalled), botCalled, VS_BOT)).toBe(2);
  });

  it('takes nothing back before the person has acted, and one action when no person plays the computer', () => {
    const actions: A[] = [{ type: 'step' }];
    expect(undoSpan(any, history(actions), actions, ['hard', null])).toBe(0);
    expect(undoSpan(any, history(actions), actions, ['easy', 'hard'])).toBeNull();
    expect(undoSpan(any, history(actions), actions, undefined)).toBeNull();
  });
});
