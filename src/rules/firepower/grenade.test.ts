// Grenades against the text of 6.3.6.2 and 6.3.6.3.2: what modifies the throw, cover on the blast,
// and the blast's second ring (FP-GAP-3, a rule option).
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import type { HexMapSpec, HexsideSpec, HexTerrain } from '../../core/hex/types';
import type { GameEvent } from '../../core/ruleset';
import { grenadePlan } from './combatPreview';
import { blastModifiers } from './grenade';
import { firepower, type FPScenario } from './index';
import type { FPAction, FPOptions, FPState } from './types';

function map(extra: Record<string, HexTerrain> = {}, hexsides: HexsideSpec[] = []): HexMapSpec {
  const terrain: HexTerrain[] = Array.from({ length: 144 }, () => 'clear');
  for (const [k, t] of Object.entries(extra)) {
    const [q, r] = k.split(',').map(Number) as [number, number];
    terrain[r * 12 + (q + (r - (r & 1)) / 2)] = t;
  }
  return { cols: 12, rows: 12, terrain, hexsides };
}

const sides: FPScenario['sides'] = [{ id: 'a', name: { en: 'A', ru: 'A' }, color: 1 }, { id: 'b', name: { en: 'B', ru: 'B' }, color: 2 }];
const rifle = (id: string, side: 0 | 1, q: number, r: number, facing: 0 | 1 | 2 | 3 | 4 | 5 = 0) => ({ id, name: id, side, weapon: 'rifle' as const, grenades: true, pos: { q, r }, facing });
const scenario = (soldiers: FPScenario['soldiers'], m: HexMapSpec): FPScenario => ({ id: 't', name: { en: 't', ru: 't' }, map: m, lastTurn: 5, sides, soldiers });

function acting(soldiers: FPScenario['soldiers'], m = map(), options: { secondRing?: FPOptions['secondRing'] } = {}): FPState {
  let s = firepower.setup(scenario(soldiers, m), options, 1, ['A', 'B']);
  for (const a of [{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: ['a'] }] as FPAction[]) s = firepower.apply(s, a, scriptedDice([1])).state;
  return s;
}

function play(s: FPState, actions: FPAction[], rolls: number[]) {
  const dice = scriptedDice(rolls);
  const events = [];
  for (const a of actions) {
    const r = firepower.apply(s, a, dice);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const throwAt = (q: number, r: number): FPAction => ({ type: 'grenade', soldierId: 'a', targetHex: { q, r } });
const blastOn = (events: GameEvent[], soldier: string) => events.find((e) => e.type === 'blastRoll' && e.params?.['soldier'] === soldier);

// The thrower at (1,5) facing east; the grenade goes 3 hexes to (4,5): hit number 5.
describe('Firepower: what modifies a grenade throw (6.3.6.2)', () => {
  it('FP-31 MF spent before the throw do not modify it (6.3.6.2.7: not the throw or the blast)', () => {
    const s = play(acting([rifle('a', 0, 1, 5, 1), rifle('x', 1, 4, 5)]), [
      { type: 'turn', soldierId: 'a', facing: 2 }, { type: 'turn', soldierId: 'a', facing: 0 },
    ], []).state;
    const plan = grenadePlan(s, 'a', { q: 4, r: 5 });
    expect(plan.modifiers).toEqual([]);
    expect(plan.odds.hex).toBeCloseTo(0.5);
    // A 5 lands in the hex (5 <= 5), and the blast there kills x on a 5.
    const r = play(s, [throwAt(4, 5)], [5, 5]);
    expect(r.events.find((e) => e.type === 'throw')).toMatchObject({ params: { modifier: 0, result: 'hit' } });
    expect(r.state.soldiers['x']!.status).toBe('dead');
  });

  it('FP-31 trees on the thrower\'s line hinder the throw; the target hex\'s trees and posture do not', () => {
    const s = acting([rifle('a', 0, 1, 5), rifle('x', 1, 4, 5)], map({ '3,5': 'trees', '4,5': 'trees' }));
    s.soldiers['x']!.posture = 'prone';
    const plan = grenadePlan(s, 'a', { q: 4, r: 5 });
    expect(plan.modifiers).toEqual([{ rule: 'FP-31', key: 'hindrance', value: 1 }]);
    expect(plan.odds.hex).toBeCloseTo(0.4);
    // A 5 + 1 misses the hex and scatters.
    const r = play(s, [throwAt(4, 5)], [5, 1, 9]);
    expect(r.events.find((e) => e.type === 'throw')).toMatchObject({ params: { modifier: 1, result: 'scatter' } });
  });

  it('FP-31 a hedge crossed on the way hinders the throw +1; the thrower\'s suppression still counts', () => {
    const s = acting([rifle('a', 0, 1, 5), rifle('x', 1, 4, 5)], map({}, [{ q: 2, r: 5, side: 0, feature: 'hedge' }]));
    s.soldiers['a']!.suppressed = true;
    s.current!.mf['a'] = 3;
    expect(grenadePlan(s, 'a', { q: 4, r: 5 }).modifiers.map((m) => [m.key, m.value])).toEqual([['firerSuppressed', 1], ['hindrance', 1]]);
  });
});

// The grenade lands on (4,5); y stands next to it at (5,5), whose hexside 3 (west) faces the burst.
describe('Firepower: cover on the blast (6.3.6.2.2)', () => {
  const soldiers = [rifle('a', 0, 1, 5), rifle('y', 1, 5, 5), rifle('z', 1, 9, 9)];

  it('FP-31 FP-35 a fence of his hex between him and the burst is cover on the blast: a 2 no longer kills', () => {
    const fenced = acting(soldiers, map({}, [{ q: 5, r: 5, side: 3, feature: 'fence' }]));
    expect(blastModifiers(fenced, { q: 4, r: 5 }, fenced.soldiers['y']!, 1).map((m) => [m.key, m.value])).toEqual([['ring', 3], ['cover', 1]]);
    const r = play(fenced, [throwAt(4, 5)], [1, 2]);
    expect(blastOn(r.events, 'y')).toMatchObject({ params: { modifier: 4, killed: false } });
    // A 2 with his modifiers (+4) would not have hit either: not suppressed (FP-36).
    expect(r.state.soldiers['y']).toMatchObject({ status: 'ok', suppressed: false });
  });

  it('FP-31 FP-35 a fence on his far side is no cover: a 2 kills in the ring', () => {
    const far = acting(soldiers, map({}, [{ q: 5, r: 5, side: 0, feature: 'fence' }]));
    const r = play(far, [throwAt(4, 5)], [1, 2]);
    expect(blastOn(r.events, 'y')).toMatchObject({ params: { modifier: 3, killed: true } });
  });

  it('FP-31 FP-35 a trees hex is cover on the blast but not concealment (+1, not +2); the burst hex has no modifiers', () => {
    const s = acting([rifle('a', 0, 1, 5), rifle('x', 1, 4, 5), rifle('y', 1, 5, 5)], map({ '4,5': 'trees', '5,5': 'trees' }));
    s.soldiers['x']!.posture = 'prone';
    // Rolls: the throw 1 (the trees of the target hex itself do not hinder it); x, prone in the
    // burst hex's trees, dies on a 5 all the same; y in the ring's trees: 1 + 3 + 1 = 5 kills.
    const r = play(s, [throwAt(4, 5)], [1, 5, 1]);
    expect(blastOn(r.events, 'x')).toMatchObject({ params: { modifier: 0, killed: true } });
    expect(blastOn(r.events, 'y')).toMatchObject({ params: { modifier: 4, killed: true } });
  });
});

describe('Firepower: the blast\'s second ring (FP-GAP-3)', () => {
  const soldiers = [rifle('a', 0, 1, 5), rifle('y', 1, 6, 5), rifle('w', 1, 6, 5), rifle('z', 1, 9, 9)];

  it('FP-GAP-3 FP-35 by default the blast reaches two hexes out at +4: a 1 kills a standing soldier there, a 2 neither kills nor suppresses', () => {
    const s = acting(soldiers);
    expect(grenadePlan(s, 'a', { q: 4, r: 5 }).rings).toBe(2);
    const r = play(s, [throwAt(4, 5)], [1, 1, 2]);
    expect(blastOn(r.events, 'y')).toMatchObject({ params: { modifier: 4, killed: true, distance: 2 } });
    expect(r.state.soldiers['y']!.status).toBe('dead');
    expect(r.state.soldiers['w']).toMatchObject({ status: 'ok', suppressed: false });
  });

  it('FP-GAP-3 with the rule option off the blast stops at the first ring: nobody two hexes out rolls', () => {
    const s = acting(soldiers, map(), { secondRing: 'off' });
    expect(grenadePlan(s, 'a', { q: 4, r: 5 }).rings).toBe(1);
    const r = play(s, [throwAt(4, 5)], [1]);
    expect(r.events.filter((e) => e.type === 'blastRoll')).toEqual([]);
    expect(r.state.soldiers['y']!.status).toBe('ok');
  });

  it('FP-GAP-3 the option takes only on or off', () => {
    expect(() => firepower.setup(scenario(soldiers, map()), { secondRing: 'maybe' } as never, 1, ['A', 'B'])).toThrow(/blast ring option/);
    expect(firepower.setup(scenario(soldiers, map()), {}, 1, ['A', 'B']).secondRing).toBe(true);
  });
});
