import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../core/ai/choose';
import { actionsOf } from '../../core/ai/search';
import { randomPositions, refusedChoices, secretChoices } from '../../core/ai/testkit';
import { evaluate, leadStake, roninAi, worth } from './ai';
import { threats } from './aiThreat';
import { roninComputer } from './computer';
import { onTable } from './queries';
import { tableWith } from './testkit';
import type { RoFighter, RoState } from './types';

const living = (s: RoState): [RoFighter[], RoFighter[]] => [s.fighters.filter((f) => f.side === 0 && onTable(f)), s.fighters.filter((f) => f.side === 1 && onTable(f))];

const SCENARIOS = ['village', 'bridge', 'night-raid'];

describe('the Ronin computer opponent', () => {
  it('never chooses an action the rules refuse, in 1,000 random positions', () => {
    const positions = randomPositions(roninComputer, SCENARIOS, 1000, 1);
    expect(positions).toHaveLength(1000);
    expect(refusedChoices(roninComputer, positions, 8)).toEqual([]);
  }, 120_000);

  it('RO-12 splits its pool the same way whatever the other player has split in secret', () => {
    const found = secretChoices(roninComputer, randomPositions(roninComputer, SCENARIOS, 1200, 1), 24, 2);
    expect(found.length).toBeGreaterThan(0);
    for (const [a, b] of found) {
      expect(a!.versus[0]).not.toEqual(a!.versus[1]);
      expect(a!.mine).toMatchObject({ type: 'split' });
      expect(b!.mine).toEqual(a!.mine);
    }
  }, 120_000);

  it('RO-12 weighs each pool split by the fight the rules then play out, not by the order the splits are listed', () => {
    const positions = randomPositions(roninComputer, SCENARIOS, 600, 1).slice(250);
    const picked: number[] = [];
    for (const { state, side } of positions) {
      const view = roninComputer.rules.playerView(state, side);
      const splits = actionsOf(roninComputer.rules, view, side).filter((a) => a.type === 'split');
      if (splits.length < 3) continue;
      const { action } = chooseAction(roninComputer, view, side, 'normal', 1, {});
      // Each split's fights (the other side's split unknown), as the computer counts them.
      const worth = splits.map((a) => roninComputer.ai.secret!(view, a, 15_000)!.reduce((t, o) => t + o.p * evaluate(o.state, side), 0));
      const i = splits.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
      expect(worth[i]!).toBeGreaterThan(Math.max(...worth) - 1);
      picked.push(i);
      if (picked.length === 6) break;
    }
    expect(picked).toHaveLength(6);
    // Before, every split weighed the same (nothing is rolled until both are in) and the first listed, all Attack, was taken.
    expect(picked.some((i) => i > 0)).toBe(true);
  }, 120_000);

  it('RO-GAP-6 counts an enemy fighter down in its favour', () => {
    const s = roninComputer.rules.setup(roninComputer.scenario('village')!, {}, 1, ['A', 'B']);
    const i = s.fighters.findIndex((f) => f.side === 1);
    const down: RoState = { ...s, fighters: s.fighters.map((f, k) => (k === i ? { ...f, wound: 3 } : f)) };
    expect(evaluate(down, 0)).toBeGreaterThan(evaluate(s, 0) + 5);
    expect(evaluate(down, 1)).toBeLessThan(evaluate(s, 1) - 5);
  });

  it('RO-GAP-6 weighs an enemy taken out by how near the last turn is: in the sixth about half a won game, in the first little more than the fighter', () => {
    const s = roninComputer.rules.setup(roninComputer.scenario('village')!, {}, 1, ['A', 'B']);
    const i = s.fighters.findIndex((f) => f.side === 1);
    const down = (turn: number): RoState => ({ ...s, turn, fighters: s.fighters.map((f, k) => (k === i ? { ...f, wound: 3 } : f)) });
    const gain = (turn: number) => evaluate(down(turn), 0) - evaluate({ ...s, turn }, 0);
    // The last turn ends with side 0 ahead on losses: a won game (150) is that far off.
    expect(gain(6)).toBeGreaterThan(75);
    expect(gain(1)).toBeLessThan(gain(6) - 60);
    expect(gain(1)).toBeGreaterThan(5);
    // Two fighters up is the whole stake; the night raid is won at the rice store, not on losses.
    expect(leadStake(down(6), 0)).toBe(75);
    expect(leadStake(down(6), 1)).toBe(-75);
    const raid = roninComputer.rules.setup(roninComputer.scenario('night-raid')!, {}, 1, ['A', 'B']);
    const j = raid.fighters.findIndex((f) => f.side === 1);
    const raidDown = { ...raid, turn: 6, fighters: raid.fighters.map((f, k) => (k === j ? { ...f, wound: 3 as const } : f)) };
    expect(evaluate(raidDown, 0) - evaluate({ ...raid, turn: 6 }, 0)).toBeLessThan(30);
  });

  it('RO-GAP-6 in the night raid, a raider alone at the rice store is a turn\'s end from winning: a third of a game to both sides, nothing once a defender stands there too', () => {
    const raid = roninComputer.rules.setup(roninComputer.scenario('night-raid')!, {}, 1, ['A', 'B']);
    const raider = raid.fighters.findIndex((f) => f.side === 1);
    const defender = raid.fighters.findIndex((f) => f.side === 0);
    const moved = (raiderAt: boolean, defenderAt: boolean): RoState => ({
      ...raid,
      fighters: raid.fighters.map((f, k) => (k === raider && raiderAt ? { ...f, x: 12.5, y: 21.5 } : k === defender && defenderAt ? { ...f, x: 13, y: 22 } : f)),
    });
    // The raider stepping up to the store, with and without a defender already there.
    const alone = evaluate(moved(true, false), 1) - evaluate(moved(false, false), 1);
    const contested = evaluate(moved(true, true), 1) - evaluate(moved(false, true), 1);
    expect(alone).toBeGreaterThan(contested + 45);
    expect(contested).toBeLessThan(15);
    expect(evaluate(moved(true, false), 0)).toBeLessThan(evaluate(moved(false, false), 0) - 45);
  });

  it('RO-GAP-6 a side not ahead on losses closes in harder as the last turn comes', () => {
    // A ronin 20" or 12" from a samurai with no missile, in the open: the 8" it may close.
    const at = (y: number, turn: number): RoState => ({ ...tableWith([
      { id: 'samurai', side: 0, x: 18, y: 3 },
      { id: 'ronin', side: 1, x: 18, y, type: 'ronin' },
    ]), turn });
    const closing = (turn: number) => evaluate(at(15, turn), 1) - evaluate(at(23, turn), 1);
    expect(closing(1)).toBeGreaterThan(0);
    expect(closing(5)).toBeGreaterThan(closing(1) + 1.5);
  });

  it('RO-GAP-2 weighs an enemy bow by the shot the rules roll: its expected loss is what the rules\' own outcomes of the shot take', () => {
    // A samurai's bow 26" from a ronin in the open (the village's west edge), in the Action phase.
    for (const armour of ['none', 'medium'] as const) {
      for (const wound of [0, 1] as const) {
        const s = tableWith([
          { id: 'bow', side: 0, x: 3, y: 3, missile: 'yumi' },
          { id: 'ronin', side: 1, x: 3, y: 30, type: 'ronin', armour, wound },
        ], 'village', 'action');
        const target = s.fighters[1]!;
        const outs = roninAi.outcomes!(s, { type: 'shoot', fighter: 'bow', target: 'ronin' }, 100_000)!;
        const lost = outs.reduce((sum, o) => {
          const after = o.state.fighters.find((f) => f.id === 'ronin')!;
          return sum + o.p * (worth(target) - (onTable(after) ? worth(after) : 0));
        }, 0);
        expect(lost).toBeGreaterThan(1);
        const [mine, theirs] = threats(s, living(s), worth);
        expect(mine).toBeCloseTo(lost, 9);
        expect(theirs).toBe(0);
      }
    }
  });

  it('RO-1 counts an enemy bow against a fighter in its sight, and none behind a building', () => {
    // The bow at the village's north-west corner; the ronin 18" south of it in the open, or as far
    // behind the farmhouse (a building blocks the line, RO-1).
    const at = (x: number, y: number) => tableWith([
      { id: 'bow', side: 0, x: 3, y: 3, missile: 'yumi' },
      { id: 'ronin', side: 1, x, y, type: 'ronin' },
    ], 'village', 'move');
    const open = at(3, 21), hidden = at(8.3, 20.6);
    expect(threats(open, living(open), worth)[0]).toBeGreaterThan(1);
    expect(threats(hidden, living(hidden), worth)[0]).toBe(0);
    // The ronin's side scores the hidden spot higher, the bow's side lower; before, the open spot
    // (a little nearer the enemy) scored higher for the ronin.
    expect(evaluate(hidden, 1)).toBeGreaterThan(evaluate(open, 1) + 1);
    expect(evaluate(hidden, 0)).toBeLessThan(evaluate(open, 0) - 1);
  });
});
