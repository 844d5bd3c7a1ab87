import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../core/ai/choose';
import { randomPositions, refusedChoices, secretChoices } from '../../core/ai/testkit';
import { evaluate } from './ai';
import { oldwest } from './index';
import { play, position } from './testkit';
import { oldwestRuntime } from './runtime';
import type { OWState } from './types';

const SCENARIOS = ['red-gulch', 'livery-yard', 'bank-job'];
const sheriff = (id: string, x: number, y: number) => ({ id, name: id, type: 'sheriff', pos: { x, y } });
const desperado = (id: string, x: number, y: number) => ({ id, name: id, type: 'desperado', pos: { x, y } });

describe('the Old West computer opponent', () => {
  it('never chooses an action the rules refuse, in 1,000 random positions', () => {
    const positions = randomPositions(oldwestRuntime, SCENARIOS, 1000, 3);
    expect(positions).toHaveLength(1000);
    expect(refusedChoices(oldwestRuntime, positions, 16)).toEqual([]);
  }, 120_000);

  it('OW-31 bids the same Fame whatever the other player has bid in secret, and bids before seeing it', () => {
    // Sheriff w (Anna, Fame 1) against desperado k (Boris, with the Drop); both roll 3 in the fight.
    const start = play({ ...position([sheriff('w', 10, 10)], [desperado('k', 11, 10)], { drop: 1 }), phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }], [], true).state;
    const bidding = play(start, [{ type: 'resolveFight', fightId: 'fight-1' }], [3, 3], true).state;
    expect(oldwest.secret(bidding)).toBe(true);
    const first = chooseAction(oldwestRuntime, oldwest.playerView(bidding, 1), 1, 'normal', 5);
    expect(first.action).toMatchObject({ type: 'fameBid', by: 1 });
    // Anna bids 0 or 1: Boris's computer, handed the whole state, chooses the same (it sees only its view).
    const afterLow = play(bidding, [{ type: 'fameBid', points: 0, by: 0 }], [], true).state;
    const afterHigh = play(bidding, [{ type: 'fameBid', points: 1, by: 0 }], [], true).state;
    const low = chooseAction(oldwestRuntime, afterLow, 1, 'normal', 5);
    const high = chooseAction(oldwestRuntime, afterHigh, 1, 'normal', 5);
    expect(high.action).toEqual(low.action);
    expect(high.action).toEqual(first.action);
    // And the generic check over random positions with a secret choice finds none that differ.
    for (const [a, b] of secretChoices(oldwestRuntime, [{ state: bidding, side: 1 }, { state: bidding, side: 0 }], 60)) expect(b!.mine).toEqual(a!.mine);
  }, 120_000);

  it('OW-23 counts a fighter of the enemy out of action in its favour', () => {
    const s = oldwestRuntime.rules.setup(oldwestRuntime.scenario('red-gulch')!, {}, 1, ['A', 'B']);
    const enemy = s.order.find((id) => s.fighters[id]!.side === 1)!;
    const hurt: OWState = { ...s, fighters: { ...s.fighters, [enemy]: { ...s.fighters[enemy]!, status: 'out' } } };
    expect(evaluate(hurt, 0)).toBeGreaterThan(evaluate(s, 0) + 5);
    expect(evaluate(hurt, 1)).toBeLessThan(evaluate(s, 1) - 5);
  });

  it('OW-12 shoots or charges an enemy in reach rather than ending the phase', () => {
    const positions = randomPositions(oldwestRuntime, ['livery-yard'], 400, 1);
    const shots = positions.filter(({ state, side }) => state.phase === 'shoot' && !state.pending && state.active === side
      && oldwestRuntime.rules.legalActions(state).some((a) => a.type === 'shoot'));
    expect(shots.length).toBeGreaterThan(0);
    for (const { state, side } of shots.slice(0, 5)) {
      const { action, focus } = chooseAction(oldwestRuntime, oldwestRuntime.rules.playerView(state, side), side, 'normal', 1);
      expect(action.type).toBe('shoot');
      expect(focus).toBe((action as { fighterId: string }).fighterId);
    }
  }, 120_000);
});
