import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../core/dice';
import { replay, stateHash, step } from '../../core/match';
import type { HexTerrain } from '../../core/hex/types';
import { firepower, type FPScenario } from './index';
import type { FPAction } from './types';

const terrain: HexTerrain[] = Array.from({ length: 144 }, (_, i) => (i % 17 === 0 ? 'trees' : i % 23 === 0 ? 'hill' : 'clear'));
const scenario: FPScenario = {
  id: 'r', name: { en: 'r', ru: 'r' }, lastTurn: 3,
  map: { cols: 12, rows: 12, terrain, hexsides: [{ q: 4, r: 4, side: 0, feature: 'fence' }] },
  sides: [{ id: 'a', name: { en: 'A', ru: 'A' }, color: 1 }, { id: 'b', name: { en: 'B', ru: 'B' }, color: 2 }],
  soldiers: [
    { id: 'a1', name: 'a1', side: 0, weapon: 'rifle', grenades: true, pos: { q: 1, r: 2 }, facing: 0 },
    { id: 'a2', name: 'a2', side: 0, weapon: 'lmg', grenades: true, pos: { q: 1, r: 3 }, facing: 0 },
    { id: 'b1', name: 'b1', side: 1, weapon: 'rifle', grenades: true, pos: { q: 5, r: 2 }, facing: 3 },
    { id: 'b2', name: 'b2', side: 1, weapon: 'pistol', grenades: true, pos: { q: 5, r: 3 }, facing: 3 },
  ],
};

describe('Firepower: random games', () => {
  it('random legal actions keep the invariants and replay to the same state', () => {
    let s = firepower.setup(scenario, {}, 5, ['A', 'B']);
    const chooser = seededDice(initialRngState(11));
    const actions: FPAction[] = [];
    for (let i = 0; i < 300 && !firepower.isOver(s); i++) {
      const legal = firepower.legalActions(s);
      expect(legal.length).toBeGreaterThan(0);
      const a = legal[chooser.roll(legal.length) - 1]!;
      s = step(firepower, s, a).state;
      actions.push(a);
      for (const x of Object.values(s.soldiers)) if (s.current?.mf[x.id] !== undefined) expect(s.current.mf[x.id]).toBeGreaterThanOrEqual(0);
    }
    expect(actions.length).toBeGreaterThan(10);
    expect(actions.some((a) => a.type === 'fire' || a.type === 'grenade' || a.type === 'melee')).toBe(true);
    const again = replay(firepower, scenario, { options: {}, seed: 5, actions, players: ['A', 'B'] });
    expect(stateHash(again.states.at(-1))).toBe(stateHash(s));
  });
});
