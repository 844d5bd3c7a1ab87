import { afterEach, describe, expect, it } from 'vitest';
import { RK_COMBAT_REASONS_EN } from '../../rules/ranked/combat/reasons';
import { RK_REASONS_EN } from '../../rules/ranked/reasons';
import { randomGame } from '../../rules/ranked/randomGame';
import { forgetNames, learnNames } from './narration';
import { REFUSAL_CODES, explainError } from './refusals';

const PARAMS = {
  type: 't', detail: 'x', id: 'x', field: 'f', unit: 'a1', target: 'b2', side: 0, count: 7, max: 6, kind: 'captain', models: 4, min: 5,
  files: 9, points: 800, budget: 750, left: 2.5, step: 15, combat: 'k1-0-a1', who: 'a1-c1', character: 'b1-c1',
};

afterEach(forgetNames);

describe('Rank-and-flank refusals in English and Russian', () => {
  it('every refusal code of the rules and of close combat has words in both languages', () => {
    const codes = [...Object.keys(RK_REASONS_EN), ...Object.keys(RK_COMBAT_REASONS_EN)].sort();
    expect([...REFUSAL_CODES].sort()).toEqual(codes);
    for (const code of codes) {
      const en = explainError('en', 'English fallback', code, PARAMS);
      const ru = explainError('ru', 'English fallback', code, PARAMS);
      expect(en, code).not.toBe('English fallback');
      expect(ru, code).not.toBe('English fallback');
      expect(ru, code).not.toBe(en);
      expect(ru, code).toMatch(/[а-яё]/i);
      for (const text of [en, ru]) expect(text, code).not.toMatch(/\{\w+\}|undefined/);
    }
  });

  it('names regiments, characters, troop types and armies as the players know them', () => {
    const g = randomGame('pitched', 1, {}, 1);
    learnNames(g.state.regiments, g.state.players);
    expect(explainError('en', '', 'moved', { unit: 'a2' })).toBe('Swordsmen has already moved this turn.');
    expect(explainError('ru', '', 'outOfRange', { unit: 'a3', target: 'b1' })).toBe('Орки-воины: вне досягаемости стрелкового оружия полка «Арбалетчики».');
    expect(explainError('en', '', 'notTroops', { side: 1, kind: 'warboss' })).toBe("Army 2: 'Orc warboss' is a character, not a regiment's troops.");
    expect(explainError('ru', '', 'notRefusable', { character: 'b2-c1' })).toBe('Орк-вожак не мог принять этот вызов (RK-13).');
  });

  it('falls back to the shared refusals, then to the message', () => {
    expect(explainError('ru', 'boom', 'noMatch')).toBe('Партия не открыта.');
    expect(explainError('ru', 'boom', 'whatever')).toBe('boom');
  });
});
