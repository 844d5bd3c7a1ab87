import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../core/dice';
import { step } from '../../core/match';
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
    expect(explainFPError('ru', junk.message, junk.code, junk.params)).toBe('Недопустимое действие: ожидается объект действия, получено пустое значение.');
  });

  it('what zod finds wrong with an action reads in Russian, field by field, with no English left', () => {
    const s = firepower.apply(firepower.setup(scenario, {}, 1, ['Anna', 'Boris']), { type: 'drawChip' }, scriptedDice([1])).state;
    const ru = (action: unknown) => {
      const e = refusalOf(() => firepower.apply(s, action as never, scriptedDice([])));
      return explainFPError('ru', e.message, e.code, e.params);
    };
    expect(ru({ type: 'enter', soldierId: 'a1', to: { q: Number.NaN, r: 4 } })).toBe('Недопустимое действие: to.q: ожидается конечное число, получено NaN.');
    expect(ru({ type: 'enter', soldierId: 'a1', to: { q: 'up', r: 4 } })).toBe("Недопустимое действие: to.q: ожидается число, получено текст 'up'.");
    expect(ru({ type: 'turn', soldierId: 'a1', facing: 9 })).toBe('Недопустимое действие: facing: не подходит ни под одну допустимую форму.');
    expect(ru({ type: 'endImpulse', extra: 1 })).toBe("Недопустимое действие: лишнее поле 'extra'.");
    expect(ru({ soldierId: 'a1', facing: 3 })).toBe('Недопустимое действие: нет поля type.');
    expect(ru({ type: 'turn' })).toMatch(/^Недопустимое действие: soldierId: отсутствует, ожидается строка \(и ещё 1 ошибка\)\.$/);
    // The English sentence is unchanged.
    const e = refusalOf(() => firepower.apply(s, { type: 'turn', soldierId: 'a1', facing: 9 } as never, scriptedDice([])));
    expect(explainFPError('en', e.message, e.code, e.params)).toBe('That is not a valid action: facing: expected a hexside from 0 to 5, got 9.');
  });

  it('an action naming a player who is not asked now is refused in Russian by the step runner', () => {
    const s = firepower.apply(firepower.setup(scenario, {}, 1, ['Anna', 'Boris']), { type: 'drawChip' }, scriptedDice([1])).state;
    const other = s.active === 0 ? 1 : 0;
    const e = refusalOf(() => step(firepower, s, { type: 'endImpulse', by: other } as never));
    expect(e.code).toBe('notYourChoice');
    expect(e.message).toBe(`It is not player ${other + 1}'s choice now.`);
    expect(explainFPError('ru', e.message, e.code, e.params)).toBe(`Сейчас выбирает не игрок ${other + 1}.`);
  });

  it('words the weapon and the posture in Russian', () => {
    expect(explainFP('ru', { code: 'noAuto', params: { weapon: 'pistol', weaponId: 'pistol' } })).toBe('Пистолет: автоматический огонь невозможен.');
    expect(explainFP('ru', { code: 'throwRange', params: { posture: 'prone', max: 4 } })).toBe('Из положения «лёжа» граната летит не дальше чем на 4 гекса.');
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
