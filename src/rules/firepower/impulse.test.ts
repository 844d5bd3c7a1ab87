import { describe, expect, it } from 'vitest';
import { initialRngState, scriptedDice, seededDice } from '../../core/dice';
import type { HexMapSpec, HexTerrain } from '../../core/hex/types';
import { firepower, type FPScenario } from './index';
import type { FPAction, FPState } from './types';

/** A 10x10 clear map; `hill` lists offset (col,row) hexes that are hills; a fence east of (2,0)-(3,0). */
function map(hill: [number, number][] = []): HexMapSpec {
  const terrain: HexTerrain[] = Array.from({ length: 100 }, () => 'clear');
  for (const [c, r] of hill) terrain[r * 10 + c] = 'hill';
  return { cols: 10, rows: 10, terrain, hexsides: [{ q: 5, r: 4, side: 0, feature: 'fence' }] };
}

const scenario = (m = map()): FPScenario => ({
  id: 't', name: { en: 't', ru: 't' }, map: m, lastTurn: 5,
  sides: [{ id: 'a', name: { en: 'A', ru: 'A' }, color: 0x3366cc }, { id: 'b', name: { en: 'B', ru: 'B' }, color: 0xcc3333 }],
  soldiers: [
    { id: 'a1', name: 'Able', side: 0, weapon: 'rifle', grenades: true, pos: { q: 3, r: 4 }, facing: 0 },
    { id: 'a2', name: 'Baker', side: 0, weapon: 'lmg', grenades: true, pos: { q: 3, r: 4 }, facing: 0 },
    { id: 'b1', name: 'Xavier', side: 1, weapon: 'rifle', grenades: true, pos: { q: 8, r: 4 }, facing: 3 },
  ],
});

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

const start = (m?: HexMapSpec) => firepower.setup(scenario(m), {}, 1, ['Anna', 'Boris']);
/** Side 0's phase has begun: chip 1 of 3 is side 0's (chips are [0, 0, 1]). */
const side0 = (m?: HexMapSpec) => play(start(m), [{ type: 'drawChip' }], [1]).state;

describe('Firepower: the impulse phase and movement', () => {
  it('FP-1 chips are drawn at random, one per soldier in the basic game; the drawn colour plays an impulse phase', () => {
    const s = start();
    expect(s.chips).toEqual([0, 0, 1]);
    const r = play(s, [{ type: 'drawChip' }], [3]);
    expect(r.state).toMatchObject({ phase: 'impulse', active: 1, chips: [0, 0] });
    expect(r.events[0]).toMatchObject({ type: 'chipDrawn', rule: 'FP-1', rolls: [3] });
  });

  it('FP-2 FP-3 on a draw the drawn side drops Running and the other side drops Suppressed', () => {
    const s = start();
    s.soldiers['a1']!.running = true;
    s.soldiers['b1']!.suppressed = true;
    s.soldiers['a2']!.suppressed = true;
    const r = play(s, [{ type: 'drawChip' }], [1]).state;
    expect(r.soldiers['a1']!.running).toBe(false);
    expect(r.soldiers['b1']!.suppressed).toBe(false);
    expect(r.soldiers['a2']!.suppressed).toBe(true);
  });

  it('FP-4 at the end of a phase the side that played it turns Stunned into Suppressed', () => {
    const s = side0();
    s.soldiers['a1']!.stunned = true;
    const r = play(s, [{ type: 'endImpulse' }, { type: 'endImpulse' }]).state;
    expect(r.soldiers['a1']).toMatchObject({ stunned: false, suppressed: true });
    expect(r.phase).toBe('draw');
  });

  it('FP-5 two impulses a phase, each by a different soldier or stack; no soldier acts in both', () => {
    let s = play(side0(), [{ type: 'startImpulse', soldierIds: ['a1'] }, { type: 'endImpulse' }]).state;
    expect(s.impulse).toBe(2);
    expect(() => play(s, [{ type: 'startImpulse', soldierIds: ['a1'] }])).toThrow(/acted in the other impulse/);
    s = play(s, [{ type: 'startImpulse', soldierIds: ['a2'] }, { type: 'endImpulse' }]).state;
    expect(s.phase).toBe('draw');
  });

  it('FP-6 a soldier has 4 MF an impulse; an action costing more than is left is refused', () => {
    const s = play(side0(), [{ type: 'startImpulse', soldierIds: ['a1'] }, { type: 'posture', soldierId: 'a1', posture: 'prone' }]).state;
    expect(s.current!.mf['a1']).toBe(3);
    // Prone, entering a hex costs 3 MF: 0 left; then nothing more is possible.
    const t = play(s, [{ type: 'enter', soldierId: 'a1', to: { q: 4, r: 4 } }]).state;
    expect(t.current!.mf['a1']).toBe(0);
    expect(() => play(t, [{ type: 'turn', soldierId: 'a1', facing: 1 }])).toThrow(/0 MF left; a turn costs 1/);
  });

  it('FP-7 hexes are entered one at a time through the front hexside only; enemy hexes only by melee', () => {
    const s = play(side0(), [{ type: 'startImpulse', soldierIds: ['a1'] }]).state;
    expect(() => play(s, [{ type: 'enter', soldierId: 'a1', to: { q: 3, r: 5 } }])).toThrow(/front hexside/);
    expect(play(s, [{ type: 'enter', soldierId: 'a1', to: { q: 4, r: 4 } }]).state.soldiers['a1']!.pos).toEqual({ q: 4, r: 4 });
  });

  it('FP-8 a soldier that entered 4 new hexes in one impulse ends it Running', () => {
    // East along r = 4 from q = 3 (a fence between q 5 and 6 costs 1 more: use row 2 instead).
    const s = side0();
    s.soldiers['a1']!.pos = { q: 1, r: 2 };
    const r = play(s, [
      { type: 'startImpulse', soldierIds: ['a1'] },
      ...[2, 3, 4, 5].map((q) => ({ type: 'enter' as const, soldierId: 'a1', to: { q, r: 2 } })),
      { type: 'endImpulse' },
    ]);
    expect(r.state.soldiers['a1']!.running).toBe(true);
    expect(r.events.find((e) => e.type === 'running')!.rule).toBe('FP-8');
  });

  it('FP-9 turning 1 to 3 hexsides in place costs 1 MF', () => {
    const s = play(side0(), [{ type: 'startImpulse', soldierIds: ['a1'] }, { type: 'turn', soldierId: 'a1', facing: 3 }]).state;
    expect(s.soldiers['a1']!.facing).toBe(3);
    expect(s.current!.mf['a1']).toBe(3);
  });

  it('FP-10 crossing a fence or climbing a hill hexside costs 1 MF more', () => {
    const s = side0();
    s.soldiers['a1']!.pos = { q: 5, r: 4 };
    const fence = play(s, [{ type: 'startImpulse', soldierIds: ['a1'] }, { type: 'enter', soldierId: 'a1', to: { q: 6, r: 4 } }]);
    expect(fence.events.at(-1)).toMatchObject({ type: 'entered', rule: 'FP-10', params: { cost: 2, feature: 'fence' } });
    const hilly = side0(map([[4, 4]]));
    // Offset (4,4) is axial q = 4 - 2 = 2, r = 4; the soldier walks up into it from q = 1.
    hilly.soldiers['a1']!.pos = { q: 1, r: 4 };
    const up = play(hilly, [{ type: 'startImpulse', soldierIds: ['a1'] }, { type: 'enter', soldierId: 'a1', to: { q: 2, r: 4 } }]);
    expect(up.events.at(-1)).toMatchObject({ params: { cost: 2, feature: 'slope' } });
  });

  it('FP-11 posture: stand up 2 MF, go prone 1 MF (FP-AMB-1); no crouching in the basic game', () => {
    let s = play(side0(), [{ type: 'startImpulse', soldierIds: ['a1'] }, { type: 'posture', soldierId: 'a1', posture: 'prone' }]).state;
    expect(s.current!.mf['a1']).toBe(3);
    s = play(s, [{ type: 'posture', soldierId: 'a1', posture: 'standing' }]).state;
    expect(s.current!.mf['a1']).toBe(1);
    expect(() => play(s, [{ type: 'posture', soldierId: 'a1', posture: 'crouching' }])).toThrow(/advanced game/);
  });

  it('FP-13 the soldiers of a stack act in one impulse, each with his own MF, and may split', () => {
    const s = play(side0(), [
      { type: 'startImpulse', soldierIds: ['a1', 'a2'] },
      { type: 'enter', soldierId: 'a1', to: { q: 4, r: 4 } },
      { type: 'turn', soldierId: 'a2', facing: 1 },
    ]).state;
    expect(s.current!.mf).toEqual({ a1: 3, a2: 3 });
    expect(s.soldiers['a1']!.pos).not.toEqual(s.soldiers['a2']!.pos);
    const apart = side0();
    apart.soldiers['a2']!.pos = { q: 3, r: 5 };
    expect(() => play(apart, [{ type: 'startImpulse', soldierIds: ['a1', 'a2'] }])).toThrow(/one hex/);
  });

  it('FP-14 a Stunned soldier has no MF; a Suppressed one has 3', () => {
    const s = side0();
    s.soldiers['a1']!.stunned = true;
    s.soldiers['a2']!.suppressed = true;
    const r = play(s, [{ type: 'startImpulse', soldierIds: ['a1', 'a2'] }]).state;
    expect(r.current!.mf).toEqual({ a1: 0, a2: 3 });
  });

  it('FP-15 a change from an earlier action counts at once for the later ones of the impulse', () => {
    // Going prone first makes the next hex cost 3, not 1.
    const r = play(side0(), [
      { type: 'startImpulse', soldierIds: ['a1'] },
      { type: 'posture', soldierId: 'a1', posture: 'prone' },
      { type: 'enter', soldierId: 'a1', to: { q: 4, r: 4 } },
    ]);
    expect(r.events.at(-1)).toMatchObject({ params: { cost: 3 } });
  });

  it('the legal actions of an impulse are all accepted by the rules', () => {
    const s = play(side0(), [{ type: 'startImpulse', soldierIds: ['a1'] }]).state;
    const legal = firepower.legalActions(s);
    expect(legal.length).toBeGreaterThan(5);
    for (const a of legal) expect(() => firepower.apply(s, a, seededDice(initialRngState(3)))).not.toThrow();
  });
});
