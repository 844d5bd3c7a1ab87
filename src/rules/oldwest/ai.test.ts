import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../core/ai/choose';
import { scriptedDice } from '../../core/dice';
import { randomPositions, refusedChoices, secretChoices } from '../../core/ai/testkit';
import { evaluate, hillsFailure } from './ai';
import { duelWinChance, fightLosses } from './aiFight';
import { oldwest } from './index';
import { play, position } from './testkit';
import { oldwestComputer } from './computer';
import type { OWState } from './types';

const SCENARIOS = ['red-gulch', 'livery-yard', 'bank-job'];
const sheriff = (id: string, x: number, y: number) => ({ id, name: id, type: 'sheriff', pos: { x, y } });
const desperado = (id: string, x: number, y: number) => ({ id, name: id, type: 'desperado', pos: { x, y } });

describe('the Old West computer opponent', () => {
  it('never chooses an action the rules refuse, in 1,000 random positions', () => {
    const positions = randomPositions(oldwestComputer, SCENARIOS, 1000, 3);
    expect(positions).toHaveLength(1000);
    expect(refusedChoices(oldwestComputer, positions, 16)).toEqual([]);
  }, 120_000);

  it('OW-31 bids the same Fame whatever the other player has bid in secret, and bids before seeing it', () => {
    // Sheriff w (Anna, Fame 1) against desperado k (Boris, with the Drop); both roll 3 in the fight.
    const start = play({ ...position([sheriff('w', 10, 10)], [desperado('k', 11, 10)], { drop: 1 }), phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }], [], true).state;
    const bidding = play(start, [{ type: 'resolveFight', fightId: 'fight-1' }], [3, 3], true).state;
    expect(oldwest.secret(bidding)).toBe(true);
    const first = chooseAction(oldwestComputer, oldwest.playerView(bidding, 1), 1, 'normal', 5);
    expect(first.action).toMatchObject({ type: 'fameBid', by: 1 });
    // Anna bids 0 or 1: Boris's computer, handed the whole state, chooses the same (it sees only its view).
    const afterLow = play(bidding, [{ type: 'fameBid', points: 0, by: 0 }], [], true).state;
    const afterHigh = play(bidding, [{ type: 'fameBid', points: 1, by: 0 }], [], true).state;
    const low = chooseAction(oldwestComputer, afterLow, 1, 'normal', 5);
    const high = chooseAction(oldwestComputer, afterHigh, 1, 'normal', 5);
    expect(high.action).toEqual(low.action);
    expect(high.action).toEqual(first.action);
    // And the generic check over random positions with a secret choice finds none that differ.
    for (const [a, b] of secretChoices(oldwestComputer, [{ state: bidding, side: 1 }, { state: bidding, side: 0 }], 60)) expect(b!.mine).toEqual(a!.mine);
  }, 120_000);

  it('OW-23 counts a fighter of the enemy out of action in its favour', () => {
    const s = oldwestComputer.rules.setup(oldwestComputer.scenario('red-gulch')!, {}, 1, ['A', 'B']);
    const enemy = s.order.find((id) => s.fighters[id]!.side === 1)!;
    const hurt: OWState = { ...s, fighters: { ...s.fighters, [enemy]: { ...s.fighters[enemy]!, status: 'out' } } };
    expect(evaluate(hurt, 0)).toBeGreaterThan(evaluate(s, 0) + 5);
    expect(evaluate(hurt, 1)).toBeLessThan(evaluate(s, 1) - 5);
  });

  it('OW-23 reads the Head for the Hills test as the rules roll it: 2d6 + Pluck, with the tester\'s Fame, under 10 fails', () => {
    const s = oldwestComputer.rules.setup(oldwestComputer.scenario('livery-yard')!, {}, 1, ['A', 'B']);
    const withKane = (p: number, fame: number, leader = true): OWState => ({
      ...s, fighters: { ...s.fighters, '1:kane': { ...s.fighters['1:kane']!, leader, fame, profile: { ...s.fighters['1:kane']!.profile, p } } },
    });
    // Pluck 3: 2d6 of 6 or less fails, 15 ways in 36; two Fame points make it 4 or less, 6 in 36.
    expect(hillsFailure(withKane(3, 0), 1)).toBeCloseTo(15 / 36, 12);
    expect(hillsFailure(withKane(3, 2), 1)).toBeCloseTo(6 / 36, 12);
    expect(hillsFailure(withKane(6, 0), 1)).toBeCloseTo(3 / 36, 12);
    // Pluck 8 with Fame: no roll fails.
    expect(hillsFailure(withKane(8, 1), 1)).toBe(0);
  });

  it('OW-23 weighs a posse at half strength by the chance its next nerve test loses the game', () => {
    // Trouble at the Livery, two against two: one of Boris's men out puts his posse at half strength.
    const s = oldwestComputer.rules.setup(oldwestComputer.scenario('livery-yard')!, {}, 1, ['A', 'B']);
    const other = s.order.find((id) => s.fighters[id]!.side === 1 && id !== '1:kane')!;
    const broken = (fame: number): OWState => ({
      ...s, fighters: { ...s.fighters, [other]: { ...s.fighters[other]!, status: 'out' }, '1:kane': { ...s.fighters['1:kane']!, fame } },
    });
    // Kane without Fame fails his test more often (15 in 36) than with two points (6 in 36): a
    // lost game's chance that outweighs what two Fame points are worth as a fighter's standing.
    expect(evaluate(broken(2), 1) - evaluate(broken(0), 1)).toBeGreaterThan(30);
    // And the posse put at half strength weighs more than the fighter it lost.
    const hurt: OWState = { ...s, fighters: { ...s.fighters, [other]: { ...s.fighters[other]!, status: 'out' } } };
    const lost = evaluate(s, 1) - evaluate(hurt, 1);
    expect(lost).toBeGreaterThan(40);
  });

  it('OW-GAP-3 counts the guns: a carbine that reaches an enemy whose sixgun does not is better placed than both in reach', () => {
    // Anna's sheriff with a carbine (20") faces Boris's desperado with a sixgun (10"), on a bare table.
    const at = (x: number) => position([{ ...sheriff('w', x, 18), weapon: 'carbine' }], [desperado('k', 30, 18)]);
    const far = at(14); // 16" apart: only the carbine reaches
    const near = at(22); // 8" apart: both reach
    expect(evaluate(far, 0)).toBeGreaterThan(evaluate(near, 0));
    expect(evaluate(far, 1)).toBeLessThan(evaluate(near, 1));
  });

  it('OW-GAP-3 counts a sight line a building blocks: an enemy gun that cannot see a fighter does not threaten it', () => {
    const wall = { id: 'b', kind: 'building' as const, name: 'Store', height: 3, poly: [{ x: 16, y: 12 }, { x: 18, y: 12 }, { x: 18, y: 24 }, { x: 16, y: 24 }] };
    // Boris's desperado has a rifle (24"); Anna's sheriff has no gun that reaches 14".
    const open = position([sheriff('w', 10, 18)], [{ ...desperado('k', 24, 18), weapon: 'rifle' }]);
    const hidden = position([sheriff('w', 10, 18)], [{ ...desperado('k', 24, 18), weapon: 'rifle' }], { terrain: [wall] });
    expect(evaluate(hidden, 0)).toBeGreaterThan(evaluate(open, 0) + 1);
  });

  it('OW-12 keeps a carbine out of an enemy sixgun\'s reach, moving no more than the half move that lets it fire (OW-GAP-3)', () => {
    // 16" apart: the carbine (20") reaches the desperado, his sixgun (10") does not reach it.
    const s = position([{ ...sheriff('w', 14, 18), weapon: 'carbine' }], [desperado('k', 30, 18)]);
    const { action } = chooseAction(oldwestComputer, oldwest.playerView(s, 0), 0, 'normal', 3);
    const after = oldwest.apply(s, action, scriptedDice([])).state;
    expect(['move', 'endPhase']).toContain(action.type);
    expect(after.fighters['0:w']!.moveUsed).toBeLessThanOrEqual(3);
    const w = after.fighters['0:w']!.pos;
    const k = after.fighters['1:k']!.pos;
    // Centre to centre beyond 11": edge to edge beyond the sixgun's 10" (bases 1" across).
    expect((w.x - k.x) ** 2 + (w.y - k.y) ** 2).toBeGreaterThan(11 ** 2);
  });

  it('OW-12 shoots or charges an enemy in reach rather than ending the phase', () => {
    const positions = randomPositions(oldwestComputer, ['livery-yard'], 400, 1);
    const shots = positions.filter(({ state, side }) => state.phase === 'shoot' && !state.pending && state.active === side
      && oldwestComputer.rules.legalActions(state).some((a) => a.type === 'shoot'));
    expect(shots.length).toBeGreaterThan(0);
    for (const { state, side } of shots.slice(0, 5)) {
      const { action, focus } = chooseAction(oldwestComputer, oldwestComputer.rules.playerView(state, side), side, 'normal', 1);
      expect(action.type).toBe('shoot');
      expect(focus).toBe((action as { fighterId: string }).fighterId);
    }
  }, 120_000);
});

describe('the Old West computer reads the fights joined', () => {
  /** The chance side A wins Dukin' it Out, counted over every face of every die (OW-3, OW-4). */
  function bruteForce(aDice: number, aF: number, bDice: number, bF: number): number {
    let won = 0, all = 0;
    const faces = (n: number): number[][] => (n === 0 ? [[]] : faces(n - 1).flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f])));
    for (const a of faces(aDice)) {
      for (const b of faces(bDice)) {
        all++;
        const x = Math.max(...a), y = Math.max(...b);
        if (x > y) won++;
        else if (x === y) won += aF > bF ? 1 : aF === bF ? 0.5 : 0;
      }
    }
    return won / all;
  }

  it('OW-4 reads Dukin\' it Out as the rules roll it: the highest die wins, a tie to the higher Fightin\' value, else a roll-off', () => {
    expect(duelWinChance({ dice: 1, bestF: 3 }, { dice: 1, bestF: 3 })).toBeCloseTo(0.5, 12);
    expect(duelWinChance({ dice: 1, bestF: 4 }, { dice: 1, bestF: 3 })).toBeCloseTo(21 / 36, 12);
    for (const [a, fa, b, fb] of [[2, 3, 1, 3], [1, 5, 3, 3], [3, 4, 2, 4], [2, 3, 2, 4]] as const) {
      expect(duelWinChance({ dice: a, bestF: fa }, { dice: b, bestF: fb })).toBeCloseTo(bruteForce(a, fa, b, fb), 12);
    }
  });

  it('OW-14 counts a fight joined two against one as a loss to the lone fighter\'s side, and an even one as even', () => {
    const worthOf = () => 10;
    const even = position([sheriff('w', 10, 10)], [sheriff('k', 11, 10)]);
    const [a, b] = fightLosses(even, worthOf);
    expect(a).toBeGreaterThan(0);
    expect(a).toBeCloseTo(b, 12);
    const two = position([sheriff('w', 10, 10), sheriff('v', 12, 10)], [sheriff('k', 11, 10)]);
    const [mine, theirs] = fightLosses(two, worthOf);
    expect(theirs).toBeGreaterThan(mine);
  });
});
