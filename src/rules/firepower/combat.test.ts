import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import type { HexMapSpec, HexTerrain } from '../../core/hex/types';
import { firepower, type FPScenario } from './index';
import type { FPAction, FPState } from './types';

/** A 12x12 map; terrain by axial hex key "q,r". */
function map(extra: Record<string, HexTerrain> = {}): HexMapSpec {
  const terrain: HexTerrain[] = Array.from({ length: 144 }, () => 'clear');
  for (const [k, t] of Object.entries(extra)) {
    const [q, r] = k.split(',').map(Number) as [number, number];
    terrain[r * 12 + (q + (r - (r & 1)) / 2)] = t;
  }
  return { cols: 12, rows: 12, terrain, hexsides: [] };
}

const sides: FPScenario['sides'] = [{ id: 'a', name: { en: 'A', ru: 'A' }, color: 1 }, { id: 'b', name: { en: 'B', ru: 'B' }, color: 2 }];

function setup(soldiers: FPScenario['soldiers'], m = map(), lastTurn = 5): FPState {
  const s = firepower.setup({ id: 't', name: { en: 't', ru: 't' }, map: m, lastTurn, sides, soldiers }, {}, 1, ['Anna', 'Boris']);
  // Side 0's impulse phase, with its first soldier's impulse under way.
  const first = soldiers.find((x) => x.side === 0)!.id;
  return play(play(s, [{ type: 'drawChip' }], [1]).state, [{ type: 'startImpulse', soldierIds: [first] }]).state;
}

function play(s: FPState, actions: FPAction[], rolls: number[] = []) {
  const dice = scriptedDice(rolls);
  const events = [];
  for (const a of actions) {
    const r = firepower.apply(s, a, dice);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const rifle = (id: string, side: 0 | 1, q: number, r: number, facing: 0 | 1 | 2 | 3 | 4 | 5 = 0) => ({ id, name: id, side, weapon: 'rifle' as const, grenades: true, pos: { q, r }, facing });
const lmg = (id: string, side: 0 | 1, q: number, r: number) => ({ ...rifle(id, side, q, r), weapon: 'lmg' as const });

describe('Firepower: fire', () => {
  it('FP-16 fire needs line of sight, range and arc, and costs 2 MF', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5), rifle('y', 1, 2, 8)]);
    const r = play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'auto', shots: [{ targetId: 'x', count: 1 }] }], [9, 9, 9]);
    expect(r.state.current!.mf['a']).toBe(0);
    // y is behind him to the south-west: outside the arc.
    expect(() => play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 2, r: 8 }, mode: 'auto', shots: [{ targetId: 'y', count: 1 }] }], [9, 9, 9])).toThrow(/arc of fire/);
  });

  it('FP-17 FP-18 each soldier fires at soldiers in one hex per impulse, and makes one combat action (FP-12)', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)]);
    const r = play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'semi', shots: [{ targetId: 'x', count: 1 }], after: 2 }], [9]);
    expect(() => play(r.state, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'semi', shots: [{ targetId: 'x', count: 1 }] }], [9])).toThrow(/combat action/);
  });

  it('FP-19 only one soldier of a stack fires while the stack stays together', () => {
    const both = play(firepower.setup({ id: 't', name: { en: 't', ru: 't' }, map: map(), lastTurn: 5, sides, soldiers: [rifle('a', 0, 2, 5), rifle('b', 0, 2, 5), rifle('x', 1, 6, 5)] }, {}, 1, ['A', 'B']),
      [{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: ['a', 'b'] }], [1]).state;
    const r = play(both, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'auto', shots: [{ targetId: 'x', count: 1 }] }], [9, 9, 9]);
    expect(() => play(r.state, [{ type: 'fire', soldierId: 'b', targetHex: { q: 6, r: 5 }, mode: 'auto', shots: [{ targetId: 'x', count: 1 }] }], [9, 9, 9])).toThrow(/one soldier of a stack/);
  });

  it('FP-20 range counts hexes to the target, not the firer\'s own; FP-30 the hit number comes from the chart', () => {
    const s = setup([rifle('a', 0, 0, 5), rifle('x', 1, 4, 5)]);
    const r = play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 4, r: 5 }, mode: 'auto', shots: [{ targetId: 'x', count: 1 }] }], [9, 9, 9]);
    expect(r.events[0]).toMatchObject({ type: 'fire', params: { range: 4, hit: 4 } });
  });

  it('FP-23 FP-24 a hill between blocks the line of sight: no fire', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)], map({ '4,5': 'hill' }));
    expect(() => play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'auto', shots: [{ targetId: 'x', count: 1 }] }], [1, 1, 1])).toThrow(/cannot see/);
  });

  it('FP-28 automatic fire: A bursts of B shots, at most one burst at each target, all in one hex', () => {
    const s = setup([lmg('a', 0, 2, 5), rifle('x', 1, 6, 5), rifle('y', 1, 6, 5)]);
    const r = play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'auto', shots: [{ targetId: 'x', count: 1 }, { targetId: 'y', count: 1 }] }], [9, 9, 9, 9, 9, 9, 9, 9]);
    expect(r.events.filter((e) => e.type === 'shots').map((e) => e.rolls!.length)).toEqual([4, 4]);
    expect(() => play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'auto', shots: [{ targetId: 'x', count: 2 }] }])).toThrow(/one at each target/);
  });

  it('FP-29 selective fire: the rifle fires 2 semi-automatic shots at one target with the better hit number', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)]);
    const r = play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'semi', shots: [{ targetId: 'x', count: 2 }] }], [9, 9]);
    expect(r.events[0]!.params!.hit).toBe(5);
    expect(r.events.find((e) => e.type === 'shots')!.rolls).toHaveLength(2);
  });

  it('FP-31 modifiers: a prone target +2, trees give cover and concealment, running +2', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)], map({ '6,5': 'trees' }));
    s.soldiers['x']!.posture = 'prone';
    s.soldiers['x']!.running = true;
    const r = play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'semi', shots: [{ targetId: 'x', count: 1 }] }], [1]);
    // Semi 3-5 hexes: 5; +2 prone +1 cover +1 concealment +2 running = +6: a 1 makes 7, a miss.
    expect(r.events.find((e) => e.type === 'shots')).toMatchObject({ params: { modifier: 6, killed: false } });
  });

  it('FP-32 a shot at or below the hit number eliminates the target', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)]);
    const r = play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'auto', shots: [{ targetId: 'x', count: 1 }] }], [9, 4, 9]);
    expect(r.state.soldiers['x']!.status).toBe('dead');
    expect(r.state.result).toMatchObject({ winner: 0, reason: 'eliminated' });
  });

  it('FP-37 FP-38 automatic fire suppresses the whole target hex, and a suppressed runner stops running', () => {
    const s = setup([lmg('a', 0, 2, 5), rifle('x', 1, 6, 5), rifle('y', 1, 6, 5), rifle('z', 1, 9, 9)]);
    s.soldiers['y']!.running = true;
    const r = play(s, [{ type: 'fire', soldierId: 'a', targetHex: { q: 6, r: 5 }, mode: 'auto', shots: [{ targetId: 'x', count: 1 }] }], [9, 9, 9, 9]);
    expect(r.state.soldiers['x']!.suppressed).toBe(true);
    expect(r.state.soldiers['y']).toMatchObject({ suppressed: true, running: false });
    expect(r.state.soldiers['z']!.suppressed).toBe(false);
  });
});

describe('Firepower: grenades', () => {
  it('FP-33 a throw at or below the hit number hits the hex; above 10 it is a dud', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 4, 5)]);
    // The thrower, 2 hexes away, is in the second ring and rolls too (FP-GAP-3): 9 + 4 spares him.
    const hit = play(s, [{ type: 'grenade', soldierId: 'a', targetHex: { q: 4, r: 5 } }], [3, 1, 9]);
    expect(hit.events.find((e) => e.type === 'throw')!.params!.result).toBe('hit');
    expect(hit.state.soldiers['x']!.status).toBe('dead');
    s.soldiers['a']!.suppressed = true;
    const dud = play(s, [{ type: 'grenade', soldierId: 'a', targetHex: { q: 4, r: 5 } }], [10]);
    expect(dud.events.find((e) => e.type === 'throw')!.params!.result).toBe('dud');
  });

  it('FP-34 a miss scatters on the spread diagram oriented by the line; off the map it is a dud', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 4, 5)]);
    // Range 2: hit number 8; a 9 scatters; roll 1 puts it one hex beyond (5,5).
    const r = play(s, [{ type: 'grenade', soldierId: 'a', targetHex: { q: 4, r: 5 } }], [9, 1, 9]);
    expect(r.events.find((e) => e.type === 'scatter')).toMatchObject({ rolls: [1], params: { dud: false } });
    expect(r.events.find((e) => e.type === 'blastRoll')).toMatchObject({ params: { soldier: 'x', ring: true, modifier: 3 } });
  });

  it('FP-35 FP-36 FP-39 the blast: 5 or less in the burst hex (friends too); survivors there are stunned and go prone; ring survivors suppressed', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 4, 5), rifle('y', 1, 5, 5)]);
    // Rolls: the throw 3; x in the burst hex 8; y in the ring 9; a, the thrower, in the second ring 9.
    const r = play(s, [{ type: 'grenade', soldierId: 'a', targetHex: { q: 4, r: 5 } }], [3, 8, 9, 9]);
    expect(r.state.soldiers['x']).toMatchObject({ status: 'ok', stunned: true, posture: 'prone' });
    // y in the ring: 9 + 3 misses; an unmodified 2 + 3 = 5 would have hit: suppressed.
    expect(r.state.soldiers['y']).toMatchObject({ status: 'ok', suppressed: true });
  });
});

describe('Firepower: melee', () => {
  it('FP-40 to melee the attackers enter the enemy hex with at least 1 MF left', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 3, 5)]);
    s.current!.mf['a'] = 1;
    expect(() => play(s, [{ type: 'melee', soldierIds: ['a'], targetHex: { q: 3, r: 5 } }], [1])).toThrow(/needs 2 MF/);
  });

  it('FP-41 FP-42 FP-43 5 or less (with -2 per extra attacker, +2 per extra defender) wins; then the attackers\' actions end', () => {
    const s = setup([rifle('a', 0, 2, 5), rifle('x', 1, 3, 5), rifle('z', 1, 9, 9)]);
    const win = play(s, [{ type: 'melee', soldierIds: ['a'], targetHex: { q: 3, r: 5 } }], [5]);
    expect(win.state.soldiers['x']!.status).toBe('dead');
    expect(win.state.soldiers['a']!.pos).toEqual({ q: 3, r: 5 });
    expect(win.state.current!.mf['a']).toBe(0);
    const lose = play(setup([rifle('a', 0, 2, 5), rifle('x', 1, 3, 5), rifle('y', 1, 3, 5), rifle('z', 1, 9, 9)]), [{ type: 'melee', soldierIds: ['a'], targetHex: { q: 3, r: 5 } }], [4]);
    expect(lose.events.find((e) => e.type === 'melee')).toMatchObject({ params: { modifier: 2, won: false } });
    expect(lose.state.soldiers['a']!.status).toBe('dead');
  });
});
