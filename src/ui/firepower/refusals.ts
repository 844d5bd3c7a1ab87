// Firepower's refusals in the player's language: one word table over the rules' refusal codes
// (the English wording is the rules' own, src/rules/firepower/refusals.ts; Russian is typed by it).
import type { RefusalParams } from '../../core/ruleset';
import { actionDetail } from '../../i18n/issues';
import { explainShared } from '../../i18n/refusals';
import { wordTable, type Lang } from '../../i18n/words';
import { WEAPONS, type WeaponId } from '../../rules/firepower/chart';
import { FP_REFUSALS_EN, type FPRefusal, type FPRefusalCode } from '../../rules/firepower/refusals';

const RU: Record<FPRefusalCode, string> = {
  over: 'Партия окончена.',
  unknownAction: 'Неизвестное действие «{type}».',
  badAction: 'Недопустимое действие: {detail}.',
  namedTwice: 'Действие называет «{id}» дважды ({field}): каждого солдата называют один раз.',
  badPostureOption: 'Неизвестный вариант стоимости смены положения «{option}».',
  badSecondRingOption: 'Неизвестный вариант второго кольца взрыва «{option}» (допустимо «on» или «off»).',
  unknownSoldier: 'В этой партии нет солдата «{id}».',
  notDrawPhase: 'Фишку тянут только между фазами импульсов.',
  impulseUnderWay: 'Импульс уже идёт.',
  noImpulsePhase: 'Сейчас нет фазы импульсов.',
  noSoldier: 'Выберите солдата или стопку.',
  notYours: '{soldier} не может действовать в этом импульсе.',
  actedAlready: '{soldier} уже действовал в другом импульсе этой фазы.',
  notAStack: 'В импульсе действует один солдат или солдаты одного гекса.',
  notActing: '{soldier} не действует в этом импульсе.',
  dead: '{soldier} выбыл из боя.',
  noMfEnter: 'У солдата {soldier} осталось ОД: {left}; вход в этот гекс стоит {cost}.',
  noMfCross: 'У солдата {soldier} осталось ОД: {left}; перелезть стоит {cost}.',
  noMfTurn: 'У солдата {soldier} осталось ОД: {left}; поворот стоит {cost}.',
  noMfPosture: 'У солдата {soldier} осталось ОД: {left}; смена положения стоит {cost}.',
  noMfFire: 'У солдата {soldier} осталось ОД: {left}; огонь стоит {cost}.',
  noMfThrow: 'У солдата {soldier} осталось ОД: {left}; бросок стоит {cost}.',
  offMap: 'Этот гекс за краем карты.',
  enterThroughFront: '{soldier} входит в гексы только через переднюю сторону: сначала повернитесь.',
  enemyHex: 'В этом гексе противник: войти туда можно только рукопашной атакой.',
  crossedAlready: '{soldier} уже перелез через этот забор.',
  noFence: 'На передней стороне гекса солдата {soldier} нет забора или изгороди.',
  sameFacing: '{soldier} уже смотрит в эту сторону.',
  advanced: 'Положение «с колена» — из продвинутых правил.',
  samePosture: '{soldier} уже в положении «{posture}».',
  fought: '{soldier} уже провёл боевое действие в этой фазе.',
  needMfToFire: 'Для огня солдату {soldier} нужно ОД: {cost}.',
  stackFired: 'Из одного гекса стопки стреляет только один солдат.',
  noAuto: '{weapon}: автоматический огонь невозможен.',
  noSemi: '{weapon}: одиночный огонь невозможен.',
  outOfRange: 'Цель вне дальности.',
  outOfArc: 'Цель вне сектора обстрела.',
  noTarget: 'В этом гексе нет противника.',
  badTarget: 'Каждая цель должна быть противником в гексе цели.',
  targetTwice: 'Каждую цель назовите один раз.',
  tooManyBursts: 'Не больше {max} очередей, по одной в цель (FP-28).',
  tooManyShots: 'Не больше {max} выстрелов (FP-29).',
  noLos: '{soldier} не видит цель {target}.',
  noGrenades: 'У солдата {soldier} нет гранат.',
  needMfToThrow: 'Для броска солдату {soldier} нужно ОД: {cost}.',
  throwRange: 'Из положения «{posture}» граната летит не дальше чем на {max|# гекс|# гекса|# гексов}.',
  hexOutOfArc: 'Гекс вне сектора обстрела.',
  throwerBlind: 'Бросающий не видит этот гекс.',
  noAttackers: 'Выберите атакующих.',
  meleeNotFront: '{soldier} должен стоять рядом с гексом противника лицом к нему.',
  needMfToMelee: 'Чтобы войти и вступить в рукопашную, солдату {soldier} нужно ОД: {cost}.',
  meleeOneHex: 'Атакующие в одном импульсе идут из одного гекса.',
};

export const fpRefusals = wordTable<FPRefusalCode>(FP_REFUSALS_EN, RU);

const POSTURE_RU: Record<string, string> = { standing: 'стоя', crouching: 'с колена', prone: 'лёжа' };

function ruParams(params: RefusalParams): RefusalParams {
  const out: Record<string, string | number> = { ...params };
  const weapon = WEAPONS[params.weaponId as WeaponId];
  if (weapon) out.weapon = weapon.name.ru;
  if (typeof params.posture === 'string') out.posture = POSTURE_RU[params.posture] ?? params.posture;
  if (typeof params.problem === 'string') out.detail = actionDetail('ru', params);
  return out;
}

/** A Firepower refusal in the player's language. */
export function explainFP(lang: Lang, r: FPRefusal): string {
  return fpRefusals(lang, r.code, lang === 'ru' ? ruParams(r.params) : r.params);
}

/**
 * A refusal from the store (code + params of a RuleError) in the player's language: Firepower's
 * own, else one every system shares (src/i18n/refusals.ts), else its message.
 */
export function explainFPError(lang: Lang, error: string, code?: string, params?: RefusalParams): string {
  if (code && fpRefusals.has(code)) return explainFP(lang, { code, params: params ?? {} });
  return explainShared(lang, code, params) ?? error;
}
