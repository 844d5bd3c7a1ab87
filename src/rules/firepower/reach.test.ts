import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import type { HexMapSpec, HexTerrain } from '../../core/hex/types';
import { losFor } from './fire';
import { firepower, type FPScenario } from './index';
import { reachMap } from './reach';
import type { FPAction, FPState } from './types';

// A 10x10 clear map with a fence on the east side of (5,4) and a hill at offset (6,6) = axial (3,6).
function map(): HexMapSpec {
  const terrain: HexTerrain[] = Array.from({ length: 100 }, () => 'clear');
  terrain[6 * 10 + 6] = 'hill';
  return { cols: 10, rows: 10, terrain, hexsides: [{ q: 5, r: 4, side: 0, feature: 'fence' }] };
}

const scenario: FPScenario = {
  id: 't', name: { en: 't', ru: 't' }, map: map(), lastTurn: 5,
  sides: [{ id: 'a', name: { en: 'A', ru: 'A' }, color: 1 }, { id: 'b', name: { en: 'B', ru: 'B' }, color: 2 }],
  soldiers: [
    { id: 'a1', name: 'Able', side: 0, weapon: 'rifle', grenades: true, pos: { q: 4, r: 4 }, facing: 0 },
    { id: 'b1', name: 'Xavier', side: 1, weapon: 'rifle', grenades: true, pos: { q: 4, r: 3 }, facing: 3 },
  ],
};

function run(s: FPState, actions: FPAction[]): FPState {
  for (const a of actions) s = firepower.apply(s, a, scriptedDice([1])).state;
  return s;
}

const acting = (options = {}) =>
  run(firepower.setup(scenario, options, 1, ['A', 'B']), [{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: ['a1'] }]);

const at = (steps: ReturnType<typeof reachMap>, q: number, r: number) => steps.find((x) => x.hex.q === q && x.hex.r === r);

describe('Firepower: where a soldier can get (the reach overlay)', () => {
  it('FP-6 the reach map lists every hex within the MF left, at its cheapest cost', () => {
    const steps = reachMap(acting(), 'a1');
    expect(at(steps, 5, 4)).toMatchObject({ cost: 1, entered: 1 });
    // Over the fence east of (5,4): 1 + 2 = 3 MF; two straight hexes beyond it would be 4.
    expect(at(steps, 6, 4)).toMatchObject({ cost: 3 });
    expect(at(steps, 7, 4)).toMatchObject({ cost: 4, entered: 3 });
    expect(at(steps, 8, 4)).toBeUndefined();
    for (const x of steps) expect(x.cost).toBeLessThanOrEqual(4);
  });

  it('FP-7 hexes behind him cost a turn first; enemy hexes are not in reach (melee only)', () => {
    const steps = reachMap(acting(), 'a1');
    // West neighbour (3,4): turn (1) then enter (1).
    expect(at(steps, 3, 4)).toMatchObject({ cost: 2 });
    expect(at(steps, 3, 4)!.actions.map((a) => a.type)).toEqual(['turn', 'enter']);
    expect(at(steps, 4, 3)).toBeUndefined();
  });

  it('FP-GAP-4 a prone soldier pays 3 MF a hex', () => {
    const s = run(acting(), [{ type: 'posture', soldierId: 'a1', posture: 'prone' }]);
    const steps = reachMap(s, 'a1');
    expect(at(steps, 5, 4)).toMatchObject({ cost: 3 });
    expect(steps.every((x) => x.cost <= 3)).toBe(true);
  });

  it('FP-8 following a reach path of 4 hexes makes him Running at the end of the impulse', () => {
    const s = acting();
    s.soldiers['a1']!.facing = 1;
    // Facing south-east, four clear hexes straight ahead cost 4 MF; play that path.
    const far = reachMap(s, 'a1').find((x) => x.entered === 4)!;
    expect(far.cost).toBe(4);
    const after = run(s, [...far.actions, { type: 'endImpulse' }]);
    expect(far.hex).toEqual({ q: 4, r: 8 });
    expect(after.soldiers['a1']).toMatchObject({ pos: far.hex, running: true });
  });
});

describe('Firepower: fences inside the hex (FP-10) and posture costs (FP-AMB-1)', () => {
  it('FP-10 crossing the fence on the front hexside keeps him in his hex, beyond it, for 1 MF', () => {
    let s = run(acting(), [{ type: 'enter', soldierId: 'a1', to: { q: 5, r: 4 } }, { type: 'cross', soldierId: 'a1' }]);
    expect(s.soldiers['a1']).toMatchObject({ pos: { q: 5, r: 4 }, across: 0 });
    expect(s.current!.mf['a1']).toBe(2);
    // Beyond the fence, the next hex costs only its own MF, and he is no longer "across" anything there.
    s = run(s, [{ type: 'enter', soldierId: 'a1', to: { q: 6, r: 4 } }]);
    expect(s.soldiers['a1']).toMatchObject({ pos: { q: 6, r: 4 }, across: null });
    expect(s.current!.mf['a1']).toBe(1);
  });

  it('FP-10 he crosses back facing the fence behind him; with no fence ahead there is nothing to cross', () => {
    let s = run(acting(), [{ type: 'enter', soldierId: 'a1', to: { q: 5, r: 4 } }, { type: 'cross', soldierId: 'a1' }]);
    expect(() => run(s, [{ type: 'cross', soldierId: 'a1' }])).toThrow(/already crossed/);
    s = run(s, [{ type: 'turn', soldierId: 'a1', facing: 3 }, { type: 'cross', soldierId: 'a1' }]);
    expect(s.soldiers['a1']!.across).toBeNull();
    expect(s.current!.mf['a1']).toBe(0);
    expect(() => run(acting(), [{ type: 'cross', soldierId: 'a1' }])).toThrow(/no fence or hedge/);
  });

  it('FP-10 a Prone soldier beyond the fence he crossed is no longer behind it for fire through that hexside', () => {
    const s = acting();
    const firer = { ...s.soldiers['a1']!, pos: { q: 8, r: 4 }, facing: 3 as const };
    // Line from (8,4) into (5,4) crosses the fence on side 0 of (5,4); the target there is Prone.
    expect(losFor(s, firer, { q: 5, r: 4 }, 'prone').state).toBe('blocked');
    expect(losFor(s, firer, { q: 5, r: 4 }, 'prone', 0).state).not.toBe('blocked');
    // The firer's own crossed fence counts the same way.
    const back = { ...firer, pos: { q: 5, r: 4 }, facing: 0 as const, across: 0 as const };
    expect(losFor(s, { ...back, across: null }, { q: 8, r: 4 }, 'prone').state).toBe('blocked');
    expect(losFor(s, back, { q: 8, r: 4 }, 'prone').state).not.toBe('blocked');
  });

  it('FP-AMB-1 the rule option "text" makes standing up 1 MF and going prone 2 MF', () => {
    let s = run(acting({ postureRule: 'text' }), [{ type: 'posture', soldierId: 'a1', posture: 'prone' }]);
    expect(s.current!.mf['a1']).toBe(2);
    s = run(s, [{ type: 'posture', soldierId: 'a1', posture: 'standing' }]);
    expect(s.current!.mf['a1']).toBe(1);
    let d = run(acting(), [{ type: 'posture', soldierId: 'a1', posture: 'prone' }]);
    expect(d.current!.mf['a1']).toBe(3);
    d = run(d, [{ type: 'posture', soldierId: 'a1', posture: 'standing' }]);
    expect(d.current!.mf['a1']).toBe(1);
    expect(() => firepower.setup(scenario, { postureRule: 'fast' } as never, 1, ['A', 'B'])).toThrow(/posture cost option/);
  });
});
