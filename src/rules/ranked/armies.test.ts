import { describe, expect, it } from 'vitest';
import { armyCost, DEFAULT_BUDGET, HORDE, KINGDOM, validateArmy } from './armies';
import { ranked } from './index';
import { PROFILES } from './profiles';
import { rankedScenario } from './scenarios';
import { refusalCode } from './testkit';
import type { ArmyList } from './types';

const codes = (list: ArmyList, budget = DEFAULT_BUDGET) => validateArmy(list, budget).map((p) => p.code);
const copy = (list: ArmyList): ArmyList => JSON.parse(JSON.stringify(list)) as ArmyList;


describe('armies and profiles', () => {
  it('RK-GAP-1 every profile has M, WS, BS, S, T, W, I, A, Ld and an armour save', () => {
    for (const [id, e] of Object.entries(PROFILES)) {
      expect(Object.keys(e.profile).sort(), id).toEqual(['A', 'BS', 'I', 'Ld', 'M', 'S', 'T', 'W', 'WS', 'save']);
      expect(e.points, id).toBeGreaterThan(0);
    }
  });

  it('RK-GAP-1 each ready-made army has 3 to 5 regiments, a General, a Battle Standard Bearer and unit champions', () => {
    for (const list of [KINGDOM, HORDE]) {
      expect(list.regiments.length).toBeGreaterThanOrEqual(3);
      expect(list.regiments.length).toBeLessThanOrEqual(5);
      const chars = list.regiments.flatMap((r) => r.characters ?? []);
      expect(chars.filter((c) => c.general)).toHaveLength(1);
      expect(chars.filter((c) => c.bsb)).toHaveLength(1);
      expect(list.regiments.some((r) => r.champion && r.standard && r.musician)).toBe(true);
      expect(codes(list)).toEqual([]);
    }
  });

  it('RK-GAP-1 an army costs its models, command and characters', () => {
    const list: ArmyList = { name: { en: 'x', ru: 'x' }, regiments: [{ kind: 'spearmen', models: 10, files: 5, champion: true, standard: true, musician: true, characters: [{ kind: 'captain', general: true }, { kind: 'captain', bsb: true }] }] };
    // 10 x 7 + 10 + 10 + 5 + 50 + (50 + 25)
    expect(armyCost(list)).toBe(220);
  });

  it('RK-GAP-1 a list over the budget, without a General or with two, or with unknown troops is refused by code', () => {
    expect(codes(KINGDOM, 100)).toEqual(['overBudget']);
    const none = copy(KINGDOM);
    none.regiments[0]!.characters = [];
    expect(codes(none)).toContain('noGeneral');
    const two = copy(KINGDOM);
    two.regiments[1]!.characters = [{ kind: 'captain', general: true }];
    expect(codes(two)).toContain('twoGenerals');
    const odd = copy(KINGDOM);
    odd.regiments[2]!.kind = 'dragons';
    expect(codes(odd)).toContain('unknownKind');
    const hero = copy(KINGDOM);
    hero.regiments[2]!.kind = 'captain';
    expect(codes(hero)).toContain('notTroops');
    const wide = copy(KINGDOM);
    wide.regiments[2]!.files = 9;
    expect(codes(wide)).toContain('badFiles');
    const few = copy(KINGDOM);
    few.regiments[2]!.models = 2;
    expect(codes(few)).toContain('badModels');
    expect(codes({ name: KINGDOM.name, regiments: [] })).toContain('armyEmpty');
  });

  it('RK-GAP-1 a match takes army lists as plain JSON options and refuses a bad one with a RuleError code', () => {
    const sc = rankedScenario('pitched')!;
    const small = copy(HORDE);
    small.regiments = small.regiments.slice(0, 2);
    const s = ranked.setup(sc, JSON.parse(JSON.stringify({ armies: [KINGDOM, small] })), 3, ['A', 'B']);
    expect(s.regiments.filter((r) => r.side === 1)).toHaveLength(2);
    expect(refusalCode(() => ranked.setup(sc, { armies: [KINGDOM, HORDE], budget: 300 }, 3, ['A', 'B']))).toBe('overBudget');
    expect(refusalCode(() => ranked.setup(sc, { armies: [KINGDOM, { ...HORDE, regiments: [] }] }, 3, ['A', 'B']))).toBe('armyEmpty');
    expect(refusalCode(() => ranked.setup(sc, { budget: 'lots' } as never, 3, ['A', 'B']))).toBe('badOptions');
  });
});
