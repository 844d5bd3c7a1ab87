// The fire modifiers of 6.3.6.2 as a player meets them: which fence or hedge covers the target,
// trees hexsides on the line, and the MF declared for after firing.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import type { HexMapSpec, HexsideSpec, HexTerrain } from '../../core/hex/types';
import { firepower, type FPScenario } from './index';
import { shotOdds } from './preview';
import type { FPAction, FPState } from './types';

/** A 12x12 map; terrain by axial hex key "q,r", fences and hedges on hexsides. */
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

/** Side 0's first soldier acting in an impulse. */
function acting(soldiers: FPScenario['soldiers'], m = map()): FPState {
  let s = firepower.setup({ id: 't', name: { en: 't', ru: 't' }, map: m, lastTurn: 5, sides, soldiers }, {}, 1, ['A', 'B']);
  const first = soldiers.find((x) => x.side === 0)!.id;
  for (const a of [{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: [first] }] as FPAction[]) s = firepower.apply(s, a, scriptedDice([1])).state;
  return s;
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

const keys = (s: FPState) => shotOdds(s, 'a', 'x').modifiers.map((m) => m.key);
const burstAt = (q: number, r: number): FPAction => ({ type: 'fire', soldierId: 'a', targetHex: { q, r }, mode: 'auto', shots: [{ targetId: 'x', count: 1 }] });

// A rifle at (2,5) shooting east along row 5 at x, 4 hexes away at (6,5): automatic hit number 4.
// Hexside 0 of a hex is its east side: (5,5) side 0 is the target's hexside facing the firer.
describe('Firepower: cover and concealment from fences and hedges (6.3.6.2.2-3)', () => {
  it('FP-31 a fence next to the firer or midway along the line gives the target no cover', () => {
    for (const fence of [{ q: 2, r: 5 }, { q: 4, r: 5 }]) {
      const s = acting([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)], map({}, [{ ...fence, side: 0, feature: 'fence' }]));
      const o = shotOdds(s, 'a', 'x');
      expect(o.modifiers).toEqual([]);
      expect(o.perShot).toBeCloseTo(0.4);
    }
  });

  it('FP-31 the fence of the target\'s hex on the hexside facing the firer is cover; on his far side it is not', () => {
    const facing = acting([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)], map({}, [{ q: 5, r: 5, side: 0, feature: 'fence' }]));
    expect(keys(facing)).toEqual(['cover']);
    expect(shotOdds(facing, 'a', 'x').perShot).toBeCloseTo(0.3);
    const far = acting([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)], map({}, [{ q: 6, r: 5, side: 0, feature: 'fence' }]));
    expect(keys(far)).toEqual([]);
  });

  it('FP-31 between neighbours the fence on their shared hexside covers the target', () => {
    // Range 1, automatic hit number 5: 50% a shot in the open, 40% behind the fence.
    const s = acting([rifle('a', 0, 2, 5), rifle('x', 1, 3, 5)], map({}, [{ q: 2, r: 5, side: 0, feature: 'fence' }]));
    expect(keys(s)).toEqual(['cover']);
    expect(shotOdds(s, 'a', 'x').perShot).toBeCloseTo(0.4);
    // He has crossed it (FP-10) and stands on the firer's side of it: no cover.
    s.soldiers['x']!.across = 3;
    expect(keys(s)).toEqual([]);
  });

  it('FP-31 a hedge midway hinders the line (+1) but is no concealment; the target\'s own hedge facing the firer is', () => {
    const midway = acting([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)], map({}, [{ q: 4, r: 5, side: 0, feature: 'hedge' }]));
    expect(keys(midway)).toEqual(['hindrance']);
    expect(shotOdds(midway, 'a', 'x').perShot).toBeCloseTo(0.3);
    const own = acting([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5)], map({}, [{ q: 5, r: 5, side: 0, feature: 'hedge' }]));
    expect(keys(own)).toEqual(['concealment']);
  });

  it('FP-32 with a fence midway a 4 kills: the target there has no cover', () => {
    const s = acting([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5), rifle('z', 1, 9, 9)], map({}, [{ q: 4, r: 5, side: 0, feature: 'fence' }]));
    const r = play(s, [burstAt(6, 5)], [4, 9, 9]);
    expect(r.events.find((e) => e.type === 'shots')).toMatchObject({ params: { modifier: 0, killed: true } });
    expect(r.state.soldiers['x']!.status).toBe('dead');
  });
});

describe('Firepower: trees hexsides on the line (6.3.6.2.5)', () => {
  it('FP-31 a line of sight running along the hexside of a trees hex is hindered +1', () => {
    // (2,4) to (4,6) runs along hexsides; trees at (2,5) lie beside it, on one side only.
    const s = acting([rifle('a', 0, 2, 4), rifle('x', 1, 4, 6)], map({ '2,5': 'trees' }));
    const o = shotOdds(s, 'a', 'x');
    expect(o).toMatchObject({ ok: true, los: 'hindered', hit: 4 });
    expect(o.modifiers).toEqual([{ rule: 'FP-31', key: 'hindrance', value: 1 }]);
    expect(o.perShot).toBeCloseTo(0.3);
    expect(shotOdds(acting([rifle('a', 0, 2, 4), rifle('x', 1, 4, 6)]), 'a', 'x').perShot).toBeCloseTo(0.4);
  });
});

describe('Firepower: MF declared for after firing (6.3.6, 6.3.6.2.7)', () => {
  it('FP-30 FP-31 MF declared for after count only as far as the firer has MF left after the fire', () => {
    // Two turns (2 MF, +2) leave 2 MF: the fire takes both, so "2 after" can never be spent.
    const s = play(acting([rifle('a', 0, 2, 5, 1), rifle('x', 1, 6, 5), rifle('z', 1, 9, 9)]), [
      { type: 'turn', soldierId: 'a', facing: 2 }, { type: 'turn', soldierId: 'a', facing: 0 },
    ]).state;
    const r = play(s, [{ ...burstAt(6, 5), after: 2 } as FPAction], [2, 9, 9]);
    // +2, not +4: a 2 makes 4, at the hit number 4.
    expect(r.events.find((e) => e.type === 'shots')).toMatchObject({ params: { modifier: 2, killed: true, chance: 0.2 } });
    expect(r.state.current!.mf['a']).toBe(0);
  });

  it('FP-30 a suppressed firer (3 MF) who declares 2 for after can spend only 1 of them', () => {
    const s = acting([rifle('a', 0, 2, 5), rifle('x', 1, 6, 5), rifle('z', 1, 9, 9)]);
    s.soldiers['a']!.suppressed = true;
    s.current!.mf['a'] = 3;
    const r = play(s, [{ ...burstAt(6, 5), after: 2 } as FPAction], [9, 9, 9]);
    // Suppressed +1, one MF after +1.
    expect(r.events.find((e) => e.type === 'shots')).toMatchObject({ params: { modifier: 2 } });
    expect(r.state.current!.mf['a']).toBe(1);
  });
});
