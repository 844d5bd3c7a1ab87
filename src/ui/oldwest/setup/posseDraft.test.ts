import { describe, expect, it } from 'vitest';
import { READY_MADE, type Roster } from '../../../rules/oldwest/roster';
import {
  CUSTOM_POSSE,
  SCENARIO_POSSE,
  addFighter,
  checkDraft,
  choose,
  OWN_POSSE_NAME,
  initialDraft,
  parseBudget,
  removeFighter,
  setLeader,
  updateFighter,
  type PosseDraft,
} from './posseDraft';

const withChoices = (a: string, b: string, budgetText = '150'): PosseDraft => ({
  budgetText,
  players: [
    { choice: a, custom: null },
    { choice: b, custom: null },
  ],
});

describe('posse draft', () => {
  it('plays the scenario’s own posses by default (no rosters)', () => {
    const c = checkDraft(initialDraft(), 'livery-yard');
    expect(c).toMatchObject({ ok: true, budget: 150 });
    expect(c.rosters).toBeUndefined();
    expect(c.chosen.map((r) => r?.fighters.length)).toEqual([2, 2]);
  });

  it('sends both posses as rosters once one player picks another', () => {
    const c = checkDraft(withChoices(SCENARIO_POSSE, 'marshal'), 'livery-yard');
    expect(c.ok).toBe(true);
    expect(c.rosters?.map((r) => r.posseId)).toEqual(['lawmen', 'marshal']);
  });

  it('tells the same posse apart and checks the budget', () => {
    const c = checkDraft(withChoices('outlaws', 'outlaws'), 'red-gulch');
    expect(c.rosters?.[1].posseId).toBe('outlaws-2');
    const poor = checkDraft(withChoices('marshal', 'lawmen', '110'), 'red-gulch');
    expect(poor.ok).toBe(false);
    expect(poor.problems[0]).toEqual([{ key: 'roster.overBudget', params: { cost: 125, budget: 110 } }]);
    expect(checkDraft(withChoices('marshal', 'lawmen', '0'), 'red-gulch')).toMatchObject({ ok: false, budget: null });
  });

  it('reads the budget as a whole number from 1 to 1000', () => {
    expect(['150', ' 20 ', '1000', '0', '1001', '1.5', '', 'abc'].map(parseBudget)).toEqual([150, 20, 1000, null, null, null, null, null]);
  });

  it('starts building from a copy of the posse chosen before, and keeps it', () => {
    const p = choose({ choice: 'trail-crew', custom: null }, CUSTOM_POSSE, 'red-gulch', 0);
    expect(p.custom).toEqual({ ...READY_MADE[2], name: OWN_POSSE_NAME });
    // The summary names the posse built here, not the one it was copied from.
    expect(checkDraft({ budgetText: '500', players: [p, { choice: SCENARIO_POSSE, custom: null }] }, 'red-gulch').chosen[0]?.name.en).toBe('Own posse');
    expect(p.custom).not.toBe(READY_MADE[2]);
    const edited = { ...p, custom: removeFighter(p.custom!, 1) };
    const back = choose(choose(edited, 'lawmen', 'red-gulch', 0), CUSTOM_POSSE, 'red-gulch', 0);
    expect(back.custom?.fighters).toHaveLength(4);
  });

  it('adds, changes, leads and removes fighters', () => {
    let r: Roster = { ...READY_MADE[0]!, fighters: [] };
    r = addFighter(r, 'en');
    expect(r.fighters[0]).toEqual({ id: 'f1', name: 'Sheriff 1', type: 'sheriff', weapon: 'sixgun', leader: true });
    r = addFighter(r, 'ru');
    expect(r.fighters[1]).toEqual({ id: 'f2', name: 'Помощник шерифа 2', type: 'deputy', weapon: 'sixgun' });
    r = updateFighter(r, 1, { type: 'rowdy' }, 'ru');
    expect(r.fighters[1]!.name).toBe('Буян 2');
    r = updateFighter(r, 1, { type: 'desperado', weapon: 'rifle', mount: 'mule' }, 'en');
    expect(r.fighters[1]).toMatchObject({ name: 'Desperado 2', type: 'desperado', weapon: 'rifle', mount: 'mule' });
    r = updateFighter(r, 1, { name: 'Kid Curry' });
    r = updateFighter(r, 1, { type: 'sheriff' }, 'en');
    expect(r.fighters[1]!.name).toBe('Kid Curry');
    r = updateFighter(r, 1, { mount: undefined });
    expect('mount' in r.fighters[1]!).toBe(false);
    r = setLeader(r, 1);
    expect(r.fighters.map((f) => !!f.leader)).toEqual([false, true]);
    expect('leader' in r.fighters[0]!).toBe(false);
    r = removeFighter(r, 0);
    r = addFighter(r, 'en');
    expect(r.fighters.map((f) => f.id)).toEqual(['f2', 'f3']);
  });
});
