// The army panel's words in English and Russian (a Russian key missing fails `tsc`).
import { wordTable, type Lang } from '../../../i18n/words';

const EN = {
  side: "{player}'s army",
  custom: 'Build your own',
  withCost: '{name} ({points} pts)',
  pts: '{points} pts',
  budget: 'Points budget',
  budgetHint: 'Each army may cost at most this; a whole number from 1 to {max}.',
  budgetBad: 'The budget must be a whole number from 1 to {max}.',
  points: '{points} of {budget} points used, {left} left.',
  over: '{points} of {budget} points: {over} over the budget.',
  pointsNoBudget: '{points} points.',
  ready: 'Ready to play.',
  regiments: "{player}'s regiments",
  regiment: 'Regiment {n}: {name}, {cost} pts',
  troops: 'Troops of regiment {n}',
  models: 'Models in regiment {n}',
  files: 'Files of regiment {n} (its width)',
  modelsShort: 'Models',
  filesShort: 'Files',
  champion: 'Champion',
  standard: 'Standard',
  musician: 'Musician',
  commandOf: '{what} in regiment {n}',
  character: 'Character {c} of regiment {n}',
  role: 'Role of character {c} of regiment {n}',
  'role.none': 'Hero',
  'role.general': 'General',
  'role.bsb': 'Battle Standard Bearer',
  addCharacter: 'Add a character',
  addCharacterTo: 'Add a character to regiment {n}',
  removeCharacter: 'Remove',
  removeCharacterOf: 'Remove character {c} of regiment {n}',
  add: 'Add a regiment',
  remove: 'Remove regiment',
  removeOf: 'Remove regiment {n}',
  stats: 'M {M}, WS {WS}, BS {BS}, S {S}, T {T}, W {W}, I {I}, A {A}, Ld {Ld}, save {save}',
  noSave: 'none',
  shoots: '{range}" missiles, S {S}',
  line: '{models} {name}, {files} wide',
  summary: 'Armies: {a} against {b}',
  change: 'Change armies',
  fixFirst: 'Fix the armies first: {detail}',
  budgetFirst: 'Fix the points budget first.',
} as const;

export type SetupKey = keyof typeof EN;

const RU: Record<SetupKey, string> = {
  side: 'Армия игрока {player}',
  custom: 'Собрать свою',
  withCost: '{name} ({points} оч.)',
  pts: '{points} оч.',
  budget: 'Бюджет очков',
  budgetHint: 'Каждая армия может стоить не больше; целое число от 1 до {max}.',
  budgetBad: 'Бюджет — целое число от 1 до {max}.',
  points: 'Потрачено {points} из {budget} очков, осталось {left}.',
  over: '{points} из {budget} очков: на {over} больше бюджета.',
  pointsNoBudget: 'Очков: {points}.',
  ready: 'Армия готова к бою.',
  regiments: 'Полки игрока {player}',
  regiment: 'Полк {n}: {name}, {cost} оч.',
  troops: 'Войско полка {n}',
  models: 'Моделей в полку {n}',
  files: 'Колонн у полка {n} (ширина)',
  modelsShort: 'Моделей',
  filesShort: 'Колонн',
  champion: 'Чемпион',
  standard: 'Знамя',
  musician: 'Музыкант',
  commandOf: '{what} в полку {n}',
  character: 'Герой {c} полка {n}',
  role: 'Роль героя {c} полка {n}',
  'role.none': 'Герой',
  'role.general': 'Генерал',
  'role.bsb': 'Знаменосец армии',
  addCharacter: 'Добавить героя',
  addCharacterTo: 'Добавить героя в полк {n}',
  removeCharacter: 'Убрать',
  removeCharacterOf: 'Убрать героя {c} из полка {n}',
  add: 'Добавить полк',
  remove: 'Убрать полк',
  removeOf: 'Убрать полк {n}',
  stats: 'Д {M}, НБ {WS}, НС {BS}, С {S}, В {T}, Р {W}, И {I}, А {A}, Лд {Ld}, спасбросок {save}',
  noSave: 'нет',
  shoots: 'стрельба {range}", С {S}',
  line: '{name}: {models}, в ширину {files}',
  summary: 'Армии: {a} — {b}',
  change: 'Изменить армии',
  fixFirst: 'Сначала исправьте армии: {detail}',
  budgetFirst: 'Сначала исправьте бюджет очков.',
};

export const words = wordTable<SetupKey>(EN, RU);

/**
 * The lobby's line naming both armies: in English the second's leading "The" (the ready armies'
 * names) is lower-cased mid-sentence; in Russian the two are set apart by a dash, since "против"
 * would need the second in the genitive.
 */
export function armiesSummary(lang: Lang, a: string, b: string): string {
  return words(lang, 'summary', { a, b: lang === 'en' ? b.replace(/^The /, 'the ') : b });
}
