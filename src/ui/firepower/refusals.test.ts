import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import { RuleError } from '../../core/ruleset';
import { firepower, type FPScenario } from '../../rules/firepower/index';
import { FP_REFUSALS_EN, type FPRefusalCode } from '../../rules/firepower/refusals';
import { explainFP, explainFPError, fpRefusals } from './refusals';

const scenario: FPScenario = {
  id: 't', name: { en: 't', ru: 't' }, lastTurn: 5,
  map: { cols: 10, rows: 10, terrain: Array.from({ length: 100 }, () => 'clear'), hexsides: [] },
  sides: [{ id: 'a', name: { en: 'A', ru: 'А' }, color: 0x3366cc }, { id: 'b', name: { en: 'B', ru: 'Б' }, color: 0xcc3333 }],
  soldiers: [
    { id: 'a1', name: 'Able', side: 0, weapon: 'rifle', grenades: true, pos: { q: 3, r: 4 }, facing: 0 },
    { id: 'b1', name: 'Xavier', side: 1, weapon: 'rifle', grenades: true, pos: { q: 8, r: 4 }, facing: 3 },
  ],
};

function refusalOf(run: () => unknown): RuleError {
  try {
    run();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('the rules accepted the action');
}

describe('Firepower refusals in the player’s language', () => {
  it('a soldier moved outside his impulse is refused in Russian, and in English in the message', () => {
    const s = firepower.apply(firepower.setup(scenario, {}, 1, ['Anna', 'Boris']), { type: 'drawChip' }, scriptedDice([1])).state;
    const e = refusalOf(() => firepower.apply(s, { type: 'enter', soldierId: 'a1', to: { q: 4, r: 4 } }, scriptedDice([])));
    expect(e.code).toBe('notActing');
    expect(e.message).toBe('Able is not acting in this impulse.');
    expect(explainFPError('ru', e.message, e.code, e.params)).toBe('Able не действует в этом импульсе.');
    expect(explainFPError('en', e.message, e.code, e.params)).toBe('Able is not acting in this impulse.');
  });

  it('nonsense is refused in the player’s language, naming the soldier named twice', () => {
    const s = firepower.apply(firepower.setup(scenario, {}, 1, ['Anna', 'Boris']), { type: 'drawChip' }, scriptedDice([1])).state;
    const twice = refusalOf(() => firepower.apply(s, { type: 'startImpulse', soldierIds: ['a1', 'a1'] }, scriptedDice([])));
    expect(explainFPError('en', twice.message, twice.code, twice.params)).toBe("The action names 'a1' twice (soldierIds[1]): name each soldier once.");
    expect(explainFPError('ru', twice.message, twice.code, twice.params)).toBe('Действие называет «a1» дважды (soldierIds[1]): каждого солдата называют один раз.');
    const junk = refusalOf(() => firepower.apply(s, null as never, scriptedDice([])));
    expect(explainFPError('ru', junk.message, junk.code, junk.params)).toBe('Недопустимое действие: expected an action object, got null.');
  });

  it('words the weapon and the posture in Russian', () => {
    expect(explainFP('ru', { code: 'noAuto', params: { weapon: 'pistol', weaponId: 'pistol' } })).toBe('Пистолет: автоматический огонь невозможен.');
    expect(explainFP('ru', { code: 'throwRange', params: { posture: 'prone', max: 4 } })).toBe('Из положения «лёжа» граната летит не дальше чем на 4 гекс.');
  });

  it('every code has Russian words with every placeholder filled', () => {
    const params = { soldier: 'Able', target: 'Xavier', id: 'x', type: 't', option: 'o', left: 1, cost: 2, max: 3, posture: 'prone', weapon: 'rifle', weaponId: 'rifle', detail: 'to.q: expected a whole number', field: 'soldierIds[1]' };
    for (const code of Object.keys(FP_REFUSALS_EN) as FPRefusalCode[]) {
      const ru = explainFP('ru', { code, params });
      expect(ru).toMatch(/[а-яё]/i);
      expect(ru).not.toMatch(/\{\w+\}/);
    }
  });

  it('a code the table lacks is a type error, and the store’s message shows as it is', () => {
    // @ts-expect-error 'noSuchCode' is not a Firepower refusal code
    expect(() => fpRefusals('ru', 'noSuchCode')).not.toThrow();
    expect(explainFPError('ru', 'the rules failed', 'noSuchCode', {})).toBe('the rules failed');
  });
});
