// What is wrong with a value from outside (an action, a record), as a code and its details, worded
// in English and Russian: the schemas' checks (src/core/schema.ts) describe a problem with these
// codes, the English error map and a refusal's `detail` read the English table, and a Russian
// player's refusal (the `badAction` code) reads the Russian one. Pure: no React, no DOM.
import { fill, wordTable, type Lang, type Params } from './words';

const ISSUES_EN = {
  missing: 'missing, expected {want}',
  wrongType: 'expected {want}, got {got}',
  notFinite: 'expected a finite number, got {got}',
  notWhole: 'expected a whole number',
  empty: 'must not be empty',
  textMin: 'must be at least {limit} characters long',
  textMax: 'must be at most {limit} characters long',
  itemsExact: 'must have exactly {limit} items',
  itemsMin: 'must have at least {limit} items',
  itemsMax: 'must have at most {limit} items',
  min: 'must be at least {limit}',
  max: 'must be at most {limit}',
  above: 'must be more than {limit}',
  below: 'must be less than {limit}',
  oneValue: 'expected {values}, got {got}',
  oneOf: 'expected one of {values}, got {got}',
  unexpectedField: 'unexpected field {keys}',
  unexpectedFields: 'unexpected fields {keys}',
  tagMissing: '{tag} is missing',
  tagUnknown: '{tag} {value} is not one of {values}',
  noShape: 'does not match any allowed shape',
  format: 'is not a valid {format}',
  multipleOf: 'must be a multiple of {divisor}',
  custom: '{message}',
  invalid: 'is not valid',
  notAction: 'expected an action object, got {got}',
  more: ' (and {n|# more problem|# more problems})',
};

/** A kind of problem with a value. */
export type IssueKey = keyof typeof ISSUES_EN;

const ISSUES_RU: Record<IssueKey, string> = {
  missing: 'отсутствует, ожидается {want}',
  wrongType: 'ожидается {want}, получено {got}',
  notFinite: 'ожидается конечное число, получено {got}',
  notWhole: 'ожидается целое число',
  empty: 'не может быть пустым',
  textMin: 'должно быть не короче {limit|# символа|# символов|# символов}',
  textMax: 'должно быть не длиннее {limit|# символа|# символов|# символов}',
  itemsExact: 'должно содержать ровно {limit|# элемент|# элемента|# элементов}',
  itemsMin: 'должно содержать не меньше {limit|# элемента|# элементов|# элементов}',
  itemsMax: 'должно содержать не больше {limit|# элемента|# элементов|# элементов}',
  min: 'должно быть не меньше {limit}',
  max: 'должно быть не больше {limit}',
  above: 'должно быть больше {limit}',
  below: 'должно быть меньше {limit}',
  oneValue: 'ожидается {values}, получено {got}',
  oneOf: 'ожидается одно из значений {values}, получено {got}',
  unexpectedField: 'лишнее поле {keys}',
  unexpectedFields: 'лишние поля {keys}',
  tagMissing: 'нет поля {tag}',
  tagUnknown: 'поле {tag}: {value} — не одно из значений {values}',
  noShape: 'не подходит ни под одну допустимую форму',
  format: 'неверный формат ({format})',
  multipleOf: 'должно быть кратно {divisor}',
  custom: 'недопустимое значение',
  invalid: 'недопустимое значение',
  notAction: 'ожидается объект действия, получено {got}',
  more: ' (и ещё {n|# ошибка|# ошибки|# ошибок})',
};

export const issueWords = wordTable<IssueKey>(ISSUES_EN, ISSUES_RU);

const TYPES_EN = {
  number: 'a number',
  int: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
  tuple: 'a list',
  null: 'null',
};
type TypeKey = keyof typeof TYPES_EN;
const TYPES_RU: Record<TypeKey, string> = {
  number: 'число',
  int: 'целое число',
  string: 'строка',
  boolean: 'логическое значение',
  object: 'объект',
  record: 'объект',
  array: 'список',
  tuple: 'список',
  null: 'пустое значение',
};
const typeWords = wordTable<TypeKey>(TYPES_EN, TYPES_RU);

/** What was found where something else was expected, as a kind and (for some kinds) its value. */
const VALUES_EN = {
  nothing: 'nothing',
  null: 'null',
  list: 'a list',
  number: 'the number {value}',
  nonFinite: '{value}',
  text: 'the text {value}',
  boolean: '{value}',
  object: 'an object',
  other: 'a {value}',
  quoted: '{value}',
};
export type ValueKind = keyof typeof VALUES_EN;
const VALUES_RU: Record<ValueKind, string> = {
  nothing: 'ничего',
  null: 'пустое значение',
  list: 'список',
  number: 'число {value}',
  nonFinite: '{value}',
  text: 'текст {value}',
  boolean: '{value}',
  object: 'объект',
  other: 'значение типа {value}',
  quoted: '{value}',
};
const valueWords = wordTable<ValueKind>(VALUES_EN, VALUES_RU);

/**
 * A problem's details as plain data: `want` is a type key, `got` a value kind with `gotValue`
 * beside it; the rest (limits, lists of values, field names) are shown as they are.
 */
export type IssueParams = Readonly<Record<string, string | number>>;

/** A value found where something else was expected, in a language ("a list", "the number 7"). */
export function foundText(lang: Lang, got: ValueKind, gotValue?: string | number): string {
  return valueWords(lang, got, { value: gotValue });
}

/** One problem in a language: `{ problem, ...params }` as `describeIssue` (src/core/schema.ts) makes it. */
export function issueText(lang: Lang, problem: IssueKey, params: IssueParams): string {
  const shown: Record<string, unknown> = { ...params };
  const want = params.want;
  if (typeof want === 'string') shown.want = typeWords.has(want) ? typeWords(lang, want) : lang === 'en' ? `a ${want}` : want;
  const got = params.got;
  if (typeof got === 'string' && valueWords.has(got)) shown.got = foundText(lang, got, params.gotValue);
  return issueWords(lang, problem, shown as Params);
}

/**
 * The `detail` of a `badAction` refusal in the player's language: the field, what is wrong with
 * it, and how many other problems there are. Falls back to the English `detail` when the refusal
 * carries no problem code (a record from an older version, say).
 */
export function actionDetail(lang: Lang, params: IssueParams): string {
  const problem = params.problem;
  if (typeof problem !== 'string' || !issueWords.has(problem)) return String(params.detail ?? '');
  const field = typeof params.field === 'string' && params.field !== '' ? `${params.field}: ` : '';
  const more = Number(params.more) > 0 ? fill(lang, issueWords[lang].more, { n: params.more }) : '';
  return `${field}${issueText(lang, problem, params)}${more}`;
}
