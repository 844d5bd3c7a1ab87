// The rank-and-flank game's refusals in the player's language: one word table over the rules'
// refusal codes and close combat's (the English wording is the rules' own, src/rules/ranked/reasons.ts
// and combat/reasons.ts; the Russian is typed by them). Ids in the details become names: the
// regiments and characters as the log names them, troop types by their profile's name, an army
// by its number (1 or 2).
import { actionDetail } from '../../i18n/issues';
import { explainShared } from '../../i18n/refusals';
import { wordTable, type Lang } from '../../i18n/words';
import { RK_COMBAT_REASONS_EN, type RkCombatReason } from '../../rules/ranked/combat/reasons';
import { profileOf } from '../../rules/ranked/profiles';
import { RK_REASONS_EN, type RkReason } from '../../rules/ranked/reasons';
import { fighterName, nameOf } from './nameBook';

type Code = RkReason | RkCombatReason;

const RU: Record<Code, string> = {
  over: 'Партия окончена.',
  notAsked: 'Сейчас это не требуется.',
  unknownAction: 'Неизвестное действие «{type}».',
  badAction: 'Недопустимое действие: {detail}.',
  badOptions: 'Недопустимые настройки партии: {detail}.',
  namedTwice: 'Действие называет «{id}» дважды ({field}).',
  noSuchUnit: 'В этой партии нет полка «{unit}».',
  notYours: '{unit}: это не ваш полк.',
  gone: '{unit}: полк уничтожен.',
  // army lists (RK-GAP-1)
  armyEmpty: 'В армии {side} нет ни одного полка.',
  armyTooBig: 'В армии {side} полков: {count}; сценарий расставляет не больше {max}.',
  unknownKind: 'Армия {side}: нет такого войска или героя «{kind}».',
  notTroops: 'Армия {side}: «{kind}» — герой, а не войско полка.',
  notCharacter: 'Армия {side}: «{kind}» — не герой.',
  badModels: 'Армия {side}: в полку {models} моделей; можно от {min} до {max}.',
  badFiles: 'Армия {side}: у полка из {models} моделей {files} колонн; можно от {min} до {max}.',
  tooManyCharacters: 'Армия {side}: в полку может быть не больше {max} героев.',
  noGeneral: 'В армии {side} нет Генерала.',
  twoGenerals: 'В армии {side} больше одного Генерала.',
  twoBsb: 'В армии {side} больше одного Знаменосца армии.',
  generalBsb: 'Армия {side}: Генерал не может ещё и нести Боевое знамя.',
  overBudget: 'Армия {side} стоит {points} очков; бюджет {budget}.',
  // the turn (RK-GAP-2)
  notFleeing: '{unit}: полк не бежит.',
  rallied: '{unit}: полк уже проходил проверку сбора в этом ходу.',
  rallyFirst: 'Сначала бегущие полки проходят проверку сбора.',
  fleeing: '{unit}: полк бежит.',
  moved: '{unit}: полк уже двигался в этом ходу.',
  inCombat: '{unit}: полк связан ближним боем.',
  ownTarget: 'Атаковать можно только врага.',
  noLine: '{unit}: отсюда не добраться ни до одной стороны полка «{target}».',
  notTarget: '{unit}: полк не цель этой атаки.',
  noMissiles: '{unit}: у полка нет стрелкового оружия, стоять и стрелять нельзя.',
  outOfRange: '{target}: вне досягаемости стрелкового оружия полка «{unit}».',
  tooFar: '{unit}: в этом ходу можно пройти ещё {left}".',
  blocked: '{unit}: путь идёт через местность или другой полк.',
  offTable: '{unit}: полк вышел бы за край стола.',
  badWheel: 'Захождение делается шагами по {step}°, не больше {max}°.',
  marched: '{unit}: полк шёл маршем и не может сейчас заходить.',
  badReform: '{unit}: полк может быть шириной от {min} до {max} колонн.',
  sameFiles: '{unit}: полк уже шириной {files} колонн.',
  badTurn: '{unit}: при перестроении полк может повернуться направо, налево или кругом, оставаясь в {files} колонн.',
  combatPending: 'Ближние бои ещё не закончены.',
  shot: '{unit}: полк уже стрелял в этом ходу.',
  noShooting: '{unit}: полк шёл маршем или объявлял атаку в этом ходу и стрелять не может.',
  targetInCombat: '{target}: полк связан ближним боем, стрелять по нему нельзя.',
  notInArc: '{target}: полк не во фронтальном секторе полка «{unit}».',
  // close combat
  notCombatPhase: 'Ближний бой идёт в фазе ближнего боя.',
  noSuchCombat: 'Нет боя «{combat}».',
  combatFought: 'Этот бой уже разыгран в этой фазе.',
  combatUnderWay: 'Идёт другой бой: сначала закончите его.',
  combatNotAsked: 'Сейчас это не требуется.',
  cannotChallenge: '{unit} ({who}): вызвать нельзя — ни один вражеский герой или чемпион не может его принять (RK-11).',
  cannotAccept: '{unit} ({who}): принять нельзя — принять может герой или чемпион полка в контакте с вызвавшим или его полком (RK-12).',
  notRefusable: '{character} не мог принять этот вызов (RK-13).',
  badFallBack: 'Выберите один из способов отхода (их {count}) (RK-8).',
  noOverrun: '{unit}: прорыв невозможен — он разрешён только полку, который атаковал в этом ходу, уничтожил или обратил в бегство всех врагов в контакте и не отказался от преследования (RK-GAP-6).',
  badFreeReform: '{unit}: перестроиться можно поворотом на 90° в любую сторону или кругом либо в другую ширину — 3, 4, 5, 6 или 8 колонн (сейчас {files}), на свободное место (RK-GAP-6).',
};

const rkRefusals = wordTable<Code>({ ...RK_REASONS_EN, ...RK_COMBAT_REASONS_EN }, RU);

/** The details with ids put as names, in the language. */
function named(lang: Lang, code: string, params: Readonly<Record<string, string | number>>): Record<string, string | number> {
  const p: Record<string, string | number> = { ...params };
  if (lang === 'ru' && typeof p.problem === 'string') p.detail = actionDetail('ru', p);
  if (typeof p.side === 'number') p.side = p.side + 1;
  if (typeof p.kind === 'string') p.kind = profileOf(p.kind)?.name[lang] ?? p.kind;
  if (typeof p.who === 'string' && typeof p.unit === 'string') p.who = fighterName(lang, p.unit, p.who);
  if (typeof p.unit === 'string' && code !== 'noSuchUnit') p.unit = nameOf(lang, p.unit);
  if (typeof p.target === 'string') p.target = nameOf(lang, p.target);
  if (typeof p.character === 'string') p.character = nameOf(lang, p.character);
  return p;
}

/** A refusal from the store (code + params of a RuleError) in the player's language. */
export function explainError(lang: Lang, error: string, code?: string, params?: Readonly<Record<string, string | number>>): string {
  if (code && rkRefusals.has(code)) return rkRefusals(lang, code, named(lang, code, params ?? {}));
  return explainShared(lang, code, params) ?? error;
}

/** Every code worded here (the tests check each has words in both languages). */
export const REFUSAL_CODES = Object.keys(RU) as Code[];
