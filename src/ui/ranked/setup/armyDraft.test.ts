import { describe, expect, it } from 'vitest';
import { armyCost, DEFAULT_BUDGET, HORDE, KINGDOM } from '../../../rules/ranked/armies';
import { ranked } from '../../../rules/ranked';
import { rankedScenario } from '../../../rules/ranked/scenarios';
import type { ArmyList } from '../../../rules/ranked/types';
import { rankedManifest } from '../manifest';
import {
  addCharacter,
  addRegiment,
  checkDraft,
  choose,
  CUSTOM,
  filesFor,
  initialDraft,
  OWN_ARMY_NAME,
  parseBudget,
  removeCharacter,
  removeRegiment,
  setCharacterKind,
  setRole,
  updateRegiment,
  type ArmyDraft,
} from './armyDraft';
import { armiesSummary } from './words';

const withChoices = (draft: ArmyDraft, a: ArmyDraft['players'][0], b: ArmyDraft['players'][1] = draft.players[1]): ArmyDraft => ({ ...draft, players: [a, b] });

describe('the army panel (RK-GAP-1)', () => {
  it('plays the scenario’s own armies at the default budget with no options', () => {
    const c = checkDraft(initialDraft('pitched'), 'pitched');
    expect(c).toMatchObject({ ok: true, budget: DEFAULT_BUDGET, points: [746, 599] });
    expect(c.options).toBeUndefined();
    expect(c.chosen).toEqual([KINGDOM, HORDE]);
  });

  it('sends both armies once a player picks another, and the budget once it changes', () => {
    const d = initialDraft('bridge');
    const c = checkDraft(withChoices(d, { choice: 'horde', custom: null }), 'bridge');
    expect(c.ok).toBe(true);
    expect(c.options?.armies?.map((l) => l.name.en)).toEqual(['The orc horde', 'The orc horde']);
    expect(c.options?.budget).toBeUndefined();
    expect(checkDraft({ ...d, budgetText: '1000' }, 'bridge').options).toEqual({ budget: 1000 });
  });

  it('lets the rules judge the budget: an army over it is refused, naming the points', () => {
    const c = checkDraft({ ...initialDraft('pitched'), budgetText: '700' }, 'pitched');
    expect(c.ok).toBe(false);
    expect(c.problems[0]).toEqual([{ code: 'overBudget', params: { side: 0, points: 746, budget: 700 } }]);
    expect(c.problems[1]).toEqual([]);
    expect(checkDraft({ ...initialDraft('pitched'), budgetText: 'abc' }, 'pitched')).toMatchObject({ ok: false, budget: null });
  });

  it('reads the budget as a whole number from 1 to 5000', () => {
    expect(['750', ' 20 ', '5000', '0', '5001', '1.5', '', 'x'].map(parseBudget)).toEqual([750, 20, 5000, null, null, null, null, null]);
  });

  it('starts building from a copy of the army chosen before, under its own name, and keeps it', () => {
    const p = choose({ choice: 'horde', custom: null }, CUSTOM);
    expect(p.custom).toEqual({ ...HORDE, name: OWN_ARMY_NAME });
    expect(p.custom!.regiments[0]!.characters).not.toBe(HORDE.regiments[0]!.characters);
    const edited = { ...p, custom: removeRegiment(p.custom!, 3) };
    const back = choose(choose(edited, 'kingdom'), CUSTOM);
    expect(back.custom!.regiments).toHaveLength(3);
    expect(HORDE.regiments).toHaveLength(4);
  });

  it('builds regiments: troops, models, width, command, characters and their roles', () => {
    let l: ArmyList = { name: { ...OWN_ARMY_NAME }, regiments: [] };
    l = addRegiment(l);
    expect(l.regiments).toEqual([{ kind: 'spearmen', models: 10, files: 5 }]);
    l = updateRegiment(l, 0, { kind: 'swordsmen', models: 12, champion: true, musician: true });
    l = updateRegiment(l, 0, { musician: false });
    expect(l.regiments[0]).toEqual({ kind: 'swordsmen', models: 12, files: 5, champion: true });
    l = addCharacter(l, 0);
    expect(l.regiments[0]!.characters).toEqual([{ kind: 'captain', general: true }]);
    l = addCharacter(addCharacter(l, 0), 0);
    expect(l.regiments[0]!.characters).toHaveLength(2);
    l = setCharacterKind(l, 0, 1, 'warboss');
    l = setRole(l, 0, 1, 'general');
    expect(l.regiments[0]!.characters).toEqual([{ kind: 'captain' }, { kind: 'warboss', general: true }]);
    l = setRole(l, 0, 0, 'bsb');
    l = addRegiment(l);
    l = addCharacter(l, 1);
    l = setRole(l, 1, 0, 'bsb');
    expect(l.regiments.flatMap((r) => r.characters ?? [])).toEqual([{ kind: 'captain' }, { kind: 'warboss', general: true }, { kind: 'captain', bsb: true }]);
    l = removeCharacter(l, 1, 0);
    expect('characters' in l.regiments[1]!).toBe(false);
    expect(filesFor(4, 8)).toEqual([3, 4]);
    expect(updateRegiment(l, 0, { models: 6 }).regiments[0]!.files).toBe(5);
    expect(updateRegiment(updateRegiment(l, 0, { files: 8 }), 0, { models: 6 }).regiments[0]!.files).toBe(6);
    expect(filesFor(12, 8)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('a built army the rules refuse shows why; a good one starts a match with it', () => {
    const d = initialDraft('pitched');
    let own = choose(d.players[0], CUSTOM);
    own = { ...own, custom: updateRegiment(own.custom!, 2, { models: 4 }) };
    const bad = checkDraft(withChoices(d, own), 'pitched');
    expect(bad.ok).toBe(false);
    expect(bad.problems[0].map((p) => p.code)).toEqual(['badModels']);
    own = { ...own, custom: setRole(updateRegiment(own.custom!, 2, { models: 6 }), 0, 0, 'none') };
    expect(checkDraft(withChoices(d, own), 'pitched').problems[0].map((p) => p.code)).toEqual(['noGeneral']);
    own = { ...own, custom: setRole(own.custom!, 1, 0, 'general') };
    const good = checkDraft(withChoices(d, own), 'pitched');
    expect(good.ok).toBe(true);
    const s = ranked.setup(rankedScenario('pitched')!, good.options!, 1, ['Anna', 'Boris']);
    expect(s.regiments.filter((r) => r.side === 0).map((r) => r.models)).toEqual([20, 15, 6, 15]);
    expect(s.regiments.find((r) => r.id === 'a2')!.characters[0]!.general).toBe(true);
  });

  it('the lobby’s words before the panel opens give the ready armies’ real costs and the default budget', () => {
    const hint = rankedManifest.setupPrompt!.hint;
    for (const text of [hint.en, hint.ru]) {
      expect(text).toContain(`(${armyCost(KINGDOM)} `);
      expect(text).toContain(`(${armyCost(HORDE)})`);
      expect(text).toContain(`${DEFAULT_BUDGET} `);
    }
  });

  it('names both chosen armies in a sentence that reads right: "the orc horde" mid-sentence, and no "против" with the wrong case', () => {
    expect(armiesSummary('en', KINGDOM.name.en, HORDE.name.en)).toBe('Armies: The human kingdom against the orc horde');
    expect(armiesSummary('en', HORDE.name.en, OWN_ARMY_NAME.en)).toBe('Armies: The orc horde against Own army');
    expect(armiesSummary('ru', KINGDOM.name.ru, HORDE.name.ru)).toBe('Армии: Королевство людей — Орда орков');
  });
});
