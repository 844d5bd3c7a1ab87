import { describe, expect, it } from 'vitest';
import { randomPositions, refusedChoices } from '../../core/ai/testkit';
import { chooseAction } from '../../core/ai/choose';
import { evaluate, THREAT } from './ai';
import { killChance } from './aiThreat';
import { firepowerComputer } from './computer';
import type { FPState, Soldier } from './types';

const meeting = (): FPState => firepowerComputer.rules.setup(firepowerComputer.scenario('meeting')!, {}, 1, ['A', 'B']);

/** The state with one soldier changed. */
const withSoldier = (s: FPState, id: string, change: Partial<Soldier>): FPState => ({ ...s, soldiers: { ...s.soldiers, [id]: { ...s.soldiers[id]!, ...change } } });

/** Blue's soldier `id` starting an impulse of Blue's phase. */
function impulseOf(s: FPState, id: string): FPState {
  const phase: FPState = { ...s, phase: 'impulse', active: 0, impulse: 1, current: null, acted: [], fought: [] };
  return firepowerComputer.rules.apply(phase, { type: 'startImpulse', soldierIds: [id] }, { roll: () => 1 }).state;
}

describe('the Firepower computer opponent', () => {
  it('never chooses an action the rules refuse, in 1,000 random positions', () => {
    const positions = randomPositions(firepowerComputer, ['meeting', 'hill'], 1000, 2);
    expect(positions).toHaveLength(1000);
    expect(refusedChoices(firepowerComputer, positions, 16)).toEqual([]);
  }, 120_000);

  it('FP-GAP-5 counts an enemy soldier dead in its favour, and holding the hill near the last turn', () => {
    const s = firepowerComputer.rules.setup(firepowerComputer.scenario('hill')!, {}, 1, ['A', 'B']);
    const enemy = s.order.find((id) => s.soldiers[id]!.side === 1)!;
    const dead: FPState = { ...s, soldiers: { ...s.soldiers, [enemy]: { ...s.soldiers[enemy]!, status: 'dead' } } };
    expect(evaluate(dead, 0)).toBeGreaterThan(evaluate(s, 0) + 5);
    // A Red soldier (the side attacking the hill) off the hill, moved onto it in the last turn.
    const late = { ...s, turn: s.lastTurn };
    const hill = late.objective!.hexes;
    const mine = s.order.find((id) => s.soldiers[id]!.side === 1 && !hill.some((h) => h.q === s.soldiers[id]!.pos.q && h.r === s.soldiers[id]!.pos.r))!;
    const onHill: FPState = { ...late, soldiers: { ...late.soldiers, [mine]: { ...late.soldiers[mine]!, pos: late.objective!.hexes[0]! } } };
    expect(evaluate(onHill, 1)).toBeGreaterThan(evaluate(late, 1) + 1);
  });

  it('FP-GAP-5 in a meeting a step towards a far enemy scores higher, and more so late', () => {
    const s = meeting();
    const x = s.soldiers['blue-rifle-1']!;
    const step = withSoldier(s, x.id, { pos: { q: x.pos.q + 1, r: x.pos.r } });
    const gain = evaluate(step, 0) - evaluate(s, 0);
    expect(gain).toBeGreaterThan(0.2);
    const late = { ...s, turn: s.lastTurn };
    expect(evaluate({ ...step, turn: s.lastTurn }, 0) - evaluate(late, 0)).toBeGreaterThan(gain);
  });

  it('FP-32 in a meeting an enemy shot dead from the far edge scores more than any step, early or late', () => {
    for (const turn of [1, 6]) {
      const s = { ...meeting(), turn };
      const dead = withSoldier(s, 'red-lmg', { status: 'dead' });
      expect(evaluate(dead, 0) - evaluate(s, 0)).toBeGreaterThan(5);
    }
  });

  it('FP-GAP-5 outnumbering the enemy in a meeting, a step by the party hunting him scores more than a laggard\'s', () => {
    let s = meeting();
    for (const id of ['red-leader', 'red-lmg', 'red-rifle-1']) s = withSoldier(s, id, { status: 'dead' });
    const at = (id: string, ahead: number) => ({ q: s.soldiers[id]!.pos.q + ahead, r: s.soldiers[id]!.pos.r });
    // One enemy left: the two best placed (Reyes and Walsh) hunt him; Dunn with the LMG lags.
    s = withSoldier(withSoldier(s, 'blue-rifle-1', { pos: at('blue-rifle-1', 6) }), 'blue-rifle-2', { pos: at('blue-rifle-2', 4) });
    const hunter = evaluate(withSoldier(s, 'blue-rifle-2', { pos: at('blue-rifle-2', 1) }), 0) - evaluate(s, 0);
    const laggard = evaluate(withSoldier(s, 'blue-lmg', { pos: at('blue-lmg', 1) }), 0) - evaluate(s, 0);
    expect(laggard).toBeGreaterThan(0);
    expect(hunter).toBeGreaterThan(2 * laggard);
  });

  it('FP-11 lying down far from the enemy scores lower than standing to walk in, and higher within reach', () => {
    const s = meeting();
    expect(evaluate(withSoldier(s, 'blue-rifle-1', { posture: 'prone' }), 0)).toBeLessThan(evaluate(s, 0));
    // Both squads ten hexes apart: within a rifle's reach.
    const near = withSoldier(s, 'blue-rifle-1', { pos: { q: 23, r: 12 }, facing: 0 });
    expect(evaluate(withSoldier(near, 'blue-rifle-1', { posture: 'prone' }), 0)).toBeGreaterThan(evaluate(near, 0));
  });

  it('FP-29 the computer fires a rifle\'s aimed shots at a standing enemy at the far edge (a 3 each at 31-40 hexes)', () => {
    const view = firepowerComputer.rules.playerView(impulseOf(meeting(), 'blue-rifle-2'), 0);
    for (const seed of [1, 2, 3]) {
      const { action } = chooseAction(firepowerComputer, view, 0, 'normal', seed, { work: 3000 });
      expect(action).toMatchObject({ type: 'fire', soldierId: 'blue-rifle-2', mode: 'semi' });
    }
  });

  it('FP-7 with the enemy lying low at the far edge, the computer walks a far soldier towards him instead of lying down or turning away', () => {
    let s = meeting();
    for (const id of s.order) if (s.soldiers[id]!.side === 1) s = withSoldier(s, id, { posture: 'prone' });
    const view = firepowerComputer.rules.playerView(impulseOf(s, 'blue-rifle-2'), 0);
    for (const seed of [1, 2, 3]) {
      const { action } = chooseAction(firepowerComputer, view, 0, 'normal', seed, { work: 3000 });
      expect(action).toMatchObject({ type: 'enter', soldierId: 'blue-rifle-2' });
    }
  });

  it('FP-GAP-5 the computer moves towards the hill when it must take it in the turns left', () => {
    const s = firepowerComputer.rules.setup(firepowerComputer.scenario('hill')!, {}, 1, ['A', 'B']);
    const x = s.soldiers['red-rifle-1']!;
    const step = withSoldier(s, x.id, { pos: { q: x.pos.q - 1, r: x.pos.r } });
    expect(evaluate(step, 1)).toBeGreaterThan(evaluate(s, 1) + 0.3);
  });
});

describe('the Firepower computer weighs the guns', () => {
  const hill = (): FPState => firepowerComputer.rules.setup(firepowerComputer.scenario('hill')!, {}, 1, ['A', 'B']);
  /** The hill with Red's LMG entered 29 hexes from Blue's LMG on the crest, the rest of Red still off the map. */
  function inSight(): FPState {
    let s = hill();
    const crest = s.soldiers['blue-lmg']!.pos;
    for (const id of s.order) if (s.soldiers[id]!.side === 1 && id !== 'red-lmg') s = withSoldier(s, id, { status: 'dead' });
    for (const id of s.order) if (s.soldiers[id]!.side === 0 && id !== 'blue-lmg') s = withSoldier(s, id, { status: 'dead' });
    return withSoldier(s, 'red-lmg', { pos: { q: crest.q + 29, r: crest.r }, across: null });
  }

  it('FP-32 an LMG\'s burst kills a man in the open at 29 hexes 76% of the time, lying down 34% (FP-30: 3 or less on four d10; FP-31: +2 prone)', () => {
    const s = inSight();
    const red = s.soldiers['red-lmg']!, blue = s.soldiers['blue-lmg']!;
    expect(killChance(s, red, blue)).toBeCloseTo(1 - 0.7 ** 4, 6);
    expect(killChance(s, red, { ...blue, posture: 'prone' })).toBeCloseTo(1 - 0.9 ** 4, 6);
    // Beyond the LMG's 40 hexes, nothing.
    expect(killChance(s, { ...red, pos: { q: blue.pos.q + 41, r: blue.pos.r } }, blue)).toBe(0);
  });

  it('FP-31 lying down on the crest in an enemy LMG\'s sight scores higher than standing there, by more than the prone bonus alone', () => {
    const s = inSight();
    const prone = withSoldier(s, 'blue-lmg', { posture: 'prone' });
    const far = withSoldier(s, 'red-lmg', { pos: { q: s.soldiers['blue-lmg']!.pos.q + 45, r: s.soldiers['blue-lmg']!.pos.r } });
    const proneFar = withSoldier(far, 'blue-lmg', { posture: 'prone' });
    const inSightGain = evaluate(prone, 0) - evaluate(s, 0);
    const outOfReachGain = evaluate(proneFar, 0) - evaluate(far, 0);
    // The burst he no longer fears: 10 x (76% - 34%) x the guns' weight (half a point per point).
    expect(THREAT).toBe(0.5);
    expect(inSightGain - outOfReachGain).toBeCloseTo(10 * ((1 - 0.7 ** 4) - (1 - 0.9 ** 4)) * 0.5, 3);
  });
});
