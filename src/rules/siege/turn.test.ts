import { describe, expect, it } from 'vitest';
import { siege } from './index';
import { randomGame } from './randomGame';
import { GATE, KEEP, siegeScenario } from './scenarios';
import { setupWithEvents } from './setup';
import { spotProblem } from './spots';
import { ev, play, tableWith, type UnitSpec } from './testkit';

const D_TOWER: UnitSpec = { id: 'd1', side: 1, x: 3.5, y: 6 };

describe('Siege setup, turn and victory', () => {
  it('SG-GAP-2 five warriors a side: the Attacker\'s along the far edge with his cannon, the Defender\'s in the castle, towers first', () => {
    const { state, events } = setupWithEvents(GATE, {}, 3, ['Anna', 'Boris']);
    const attackers = state.units.filter((u) => u.side === 0 && u.kind === 'warrior');
    const defenders = state.units.filter((u) => u.side === 1);
    expect(attackers).toHaveLength(5);
    expect(defenders).toHaveLength(5);
    expect(attackers.every((u) => u.y === 0.75)).toBe(true);
    expect(state.units.filter((u) => u.kind === 'cannon').map((u) => u.side)).toEqual([0]);
    expect(defenders.filter((u) => u.level === 1)).toHaveLength(4);
    expect(state.castles.map((c) => c.owner)).toEqual([1]);
    // The Attacker (the first player) plays first, starting with his shot.
    expect(state).toMatchObject({ active: 0, phase: 'shoot', round: 1 });
    expect(siege.actors(state)).toEqual([0]);
    expect(ev(events, 'turnStart')[0]!.params).toMatchObject({ round: 1, player: 'Anna', side: 0 });
  });

  it('SG-GAP-2 3 to 8 warriors a side as a rule option; every piece starts on a spot it may stand on', () => {
    for (const sc of [GATE, KEEP]) {
      for (const n of [3, 4, 5, 6, 7, 8]) {
        for (const twoCastles of [false, true]) {
          const s = siege.setup(sc, { warriors: String(n) as '3', twoCastles }, 1, ['A', 'B']);
          expect(s.units.filter((u) => u.kind === 'warrior' && u.side === 1)).toHaveLength(n);
          for (const u of s.units) expect(spotProblem(s, u, u), `${sc.id} ${n} ${twoCastles} ${u.id}`).toBeNull();
        }
      }
    }
    expect(() => siege.setup(GATE, { warriors: 9 }, 1, ['A', 'B'])).toThrow(/options are not valid/);
    // The lobby sends its choices as text.
    expect(siege.setup(GATE, { warriors: '4', meleeTies: 'reroll', nearest: 'tower', twoCastles: 'on' }, 1, ['A', 'B']).rules)
      .toEqual({ warriors: 4, meleeTies: 'reroll', nearest: 'tower', twoCastles: true });
    expect(siege.setup(GATE, {}, 1, ['A', 'B']).rules).toEqual({ warriors: 5, meleeTies: 'nothing', nearest: 'castle', twoCastles: false });
  });

  it('SG-GAP-2 a turn: the Attacker shoots and maneuvers; the Defender casts magic and maneuvers; then the next round', () => {
    let s = siege.setup(GATE, {}, 3, ['A', 'B']);
    s = play(s, [{ type: 'holdFire' }]).state;
    expect(s.phase).toBe('maneuver');
    s = play(s, [{ type: 'endTurn' }]).state;
    expect(s).toMatchObject({ active: 1, phase: 'magic', round: 1 });
    s = play(s, [{ type: 'castMagic' }, { type: 'endTurn' }], [1]).state;
    expect(s).toMatchObject({ active: 0, phase: 'shoot', round: 2 });
  });

  it('SG-GAP-3 the Attacker wins when no Defender warrior is left', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 6, y: 4.5 }, { id: 'd1', side: 1, x: 6, y: 5.3 }]);
    const r = play(s, [{ type: 'melee', warrior: 'a1', target: 'd1' }], [6, 1]);
    expect(r.state.result).toEqual({ winner: 0, reason: 'wiped' });
    expect(siege.isOver(r.state)).toBe(true);
    expect(siege.winner(r.state)).toBe(0);
    expect(siege.actors(r.state)).toEqual([]);
    expect(siege.legalActions(r.state)).toEqual([]);
    expect(() => play(r.state, [{ type: 'endTurn' }])).toThrow(/over/);
  });

  it('SG-GAP-3 the Defender wins when no Attacker warrior is left (a cannon alone fights no battle)', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 9.5, y: 4.5 }, { id: 'a-cannon', side: 0, kind: 'cannon', x: 6, y: 2 }, D_TOWER]);
    const r = play(s, [{ type: 'endTurn' }, { type: 'castMagic' }], [6]);
    expect(r.state.result).toEqual({ winner: 1, reason: 'wiped' });
  });

  it('SG-GAP-3 an Attacker\'s warrior in the gate at the end of his turn, with no Defender within 1 step, holds it and wins', () => {
    const inGate = { id: 'a1', side: 0 as const, x: 6, y: 6.2 };
    const held = play(tableWith([inGate, D_TOWER]), [{ type: 'endTurn' }]);
    expect(held.state.result).toEqual({ winner: 0, reason: 'gate' });
    expect(ev(held.events, 'victory')[0]!.params).toMatchObject({ winner: 'Red', reason: 'gate' });
    const guarded = play(tableWith([inGate, D_TOWER, { id: 'd2', side: 1, x: 6, y: 7.1 }]), [{ type: 'endTurn' }]);
    expect(guarded.state.result).toBeNull();
    // Only at the end of the Attacker's own turn.
    const defenders = play(tableWith([inGate, D_TOWER], { active: 1 }), [{ type: 'endTurn' }]);
    expect(defenders.state.result).toBeNull();
  });

  it('SG-GAP-3 after the 12th round the Defender wins', () => {
    const s = { ...tableWith([{ id: 'a1', side: 0, x: 1, y: 1 }, { id: 'd1', side: 1, x: 6, y: 8 }], { active: 1 }), round: 12, turnIndex: 23 };
    const r = play(s, [{ type: 'endTurn' }]);
    expect(r.state.result).toEqual({ winner: 1, reason: 'turns' });
    const earlier = play({ ...s, round: 11, turnIndex: 21 }, [{ type: 'endTurn' }]);
    expect(earlier.state).toMatchObject({ result: null, round: 12, active: 0 });
  });

  it('SG-GAP-3 random games end: 30 per castle, and 10 with two castles', () => {
    for (const sc of ['gate', 'keep']) {
      for (let seed = 1; seed <= 30; seed++) {
        const g = randomGame(sc, seed);
        expect(siege.isOver(g.state), `${sc} ${seed}`).toBe(true);
        expect(g.state.round).toBeLessThanOrEqual(12);
      }
      for (let seed = 1; seed <= 5; seed++) expect(siege.isOver(randomGame(sc, seed, { twoCastles: true, meleeTies: 'reroll', nearest: 'tower' }).state)).toBe(true);
    }
  });

  it('the same seed gives the same game', () => {
    const g = randomGame('keep', 11);
    const again = randomGame('keep', 11);
    expect(again.actions).toEqual(g.actions);
    expect(again.events).toEqual(g.events);
    expect(again.state).toEqual(g.state);
    expect(randomGame('keep', 12).state.rng).not.toEqual(g.state.rng);
  });

  it('the scenarios are looked up by their own ids only; the view hides the dice', () => {
    expect(siegeScenario('gate')).toBe(GATE);
    expect(siegeScenario('__proto__')).toBeNull();
    const s = siege.setup(KEEP, {}, 5, ['A', 'B']);
    expect(siege.playerView(s, 1).rng).toEqual([]);
    expect(siege.playerView(s, 0).units).toEqual(s.units);
    expect(siege.secret(s)).toBe(false);
  });
});
