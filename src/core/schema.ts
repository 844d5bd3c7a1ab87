// Readable validation for anything that comes from outside the code (saved records, imported
// files, actions given to the headless API): zod helpers that turn a failure into one English
// sentence naming the path, and the small schemas every system shares.
import { foundText, issueText, type IssueKey, type IssueParams, type ValueKind } from '../i18n/issues';
import { z } from './zod';

// ---------------------------------------------------------------------------------------------
// Readable errors

/** `actions` + [12, 'to', 'x'] → `actions[12].to.x`. */
export function formatPath(path: readonly PropertyKey[], root = ''): string {
  let out = root;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

export function quote(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return describeValue(value);
}

/** A value found where something else was expected, as a kind (and its value) for the word tables. */
function foundValue(value: unknown): { got: ValueKind; gotValue?: string | number } {
  if (value === undefined) return { got: 'nothing' };
  if (value === null) return { got: 'null' };
  if (Array.isArray(value)) return { got: 'list' };
  if (typeof value === 'number') return Number.isFinite(value) ? { got: 'number', gotValue: value } : { got: 'nonFinite', gotValue: String(value) };
  if (typeof value === 'string') return { got: 'text', gotValue: quote(value) };
  if (typeof value === 'boolean') return { got: 'boolean', gotValue: String(value) };
  if (typeof value === 'object') return { got: 'object' };
  return { got: 'other', gotValue: typeof value };
}

function describeValue(value: unknown): string {
  const { got, gotValue } = foundValue(value);
  return foundText('en', got, gotValue);
}

/** A zod issue as the fields this file reads from it (the error map's raw issue or a reported one). */
interface IssueLike {
  code?: string;
  expected?: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  exact?: boolean;
  inclusive?: boolean;
  values?: readonly unknown[];
  keys?: readonly string[];
  discriminator?: string;
  options?: unknown;
  format?: string;
  divisor?: unknown;
  message?: string;
}

/** A problem as a code and plain details, for wording it in either language (src/i18n/issues.ts). */
export interface DescribedIssue {
  problem: IssueKey;
  params: IssueParams;
}

/** What is wrong, as a code from src/i18n/issues.ts and its details. */
export function describeIssue(issue: IssueLike): DescribedIssue {
  const is = (problem: IssueKey, params: IssueParams = {}): DescribedIssue => ({ problem, params });
  switch (issue.code) {
    case 'invalid_type': {
      const want = String(issue.expected);
      if (issue.input === undefined) return is('missing', { want });
      if (want === 'number' && typeof issue.input === 'number') return is('notFinite', foundValue(issue.input));
      if (want === 'int' && typeof issue.input === 'number') return is('notWhole');
      return is('wrongType', { want, ...foundValue(issue.input) });
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = Number(small ? issue.minimum : issue.maximum);
      if (issue.origin === 'string') {
        if (small && limit === 1) return is('empty');
        return is(small ? 'textMin' : 'textMax', { limit });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (issue.exact) return is('itemsExact', { limit });
        return is(small ? 'itemsMin' : 'itemsMax', { limit });
      }
      if (issue.inclusive === false) return is(small ? 'above' : 'below', { limit });
      return is(small ? 'min' : 'max', { limit });
    }
    case 'invalid_value': {
      const values = (issue.values ?? []).map(quote);
      return is(values.length === 1 ? 'oneValue' : 'oneOf', { values: values.join(', '), got: 'quoted', gotValue: quote(issue.input) });
    }
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return is(keys.length === 1 ? 'unexpectedField' : 'unexpectedFields', { keys: keys.map((k) => `'${k}'`).join(', ') });
    }
    case 'invalid_union': {
      if (issue.discriminator) {
        const tag = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
        const options: unknown[] = Array.isArray(issue.options) ? issue.options : [];
        return tag === undefined
          ? is('tagMissing', { tag: issue.discriminator })
          : is('tagUnknown', { tag: issue.discriminator, value: quote(tag), values: options.map(quote).join(', ') });
      }
      return is('noShape');
    }
    case 'invalid_format':
      return is('format', { format: String(issue.format) });
    case 'not_multiple_of':
      return is('multipleOf', { divisor: Number(issue.divisor) });
    case 'custom':
      return issue.message ? is('custom', { message: issue.message }) : is('invalid');
    default:
      return is('invalid');
  }
}

/**
 * Zod error map that writes short English phrases ("expected a number", "must be at most 1000").
 * Pass it to the parse call: `schema.safeParse(data, { error: englishErrorMap })`. Messages that a
 * schema sets itself (refinements, discriminators) take precedence over it.
 */
export const englishErrorMap: z.core.$ZodErrorMap = (issue) => {
  const { problem, params } = describeIssue(issue as IssueLike);
  return issueText('en', problem, params);
};

/**
 * The first problem of a zod error as codes and details, for wording it in either language
 * (actionDetail in src/i18n/issues.ts): `problem`, `field` (its path), `more` (how many others)
 * and the problem's own details. Parse with `reportInput: true` so the details show the value found.
 */
export function zodIssueParams(error: z.core.$ZodError, root = ''): IssueParams {
  const issue = error.issues[0];
  if (!issue) return { problem: 'invalid', field: root, more: 0 };
  const path = issue.code === 'invalid_union' && issue.discriminator && issue.path[issue.path.length - 1] === issue.discriminator ? issue.path.slice(0, -1) : issue.path;
  const { problem, params } = describeIssue(issue as IssueLike);
  return { ...params, problem, field: formatPath(path, root), more: error.issues.length - 1 };
}

/**
 * One readable sentence for a zod error: the first problem, with its path under `root`, e.g.
 * `actions[12].to.x: expected a number`. Further problems are counted, not listed.
 */
export function formatZodError(error: z.core.$ZodError, root = ''): string {
  const issue = error.issues[0];
  if (!issue) return root ? `${root}: is not valid` : 'is not valid';
  let path = issue.path;
  // A discriminator's message already names the field ("type 'x' is not an action").
  if (issue.code === 'invalid_union' && issue.discriminator && path[path.length - 1] === issue.discriminator) {
    path = path.slice(0, -1);
  }
  const where = formatPath(path, root);
  const more = error.issues.length - 1;
  const tail = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '';
  return `${where ? `${where}: ` : ''}${issue.message}${tail}`;
}

/** A parsed value, or one readable English sentence and the same problem as codes (zodIssueParams). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string; params: IssueParams };

/** Parses with the English error map and returns a value or what is wrong. */
export function parseWith<T>(schema: z.ZodMiniType<T>, raw: unknown, root = ''): Parsed<T> {
  const r = schema.safeParse(raw, { error: englishErrorMap, reportInput: true });
  return r.success ? { ok: true, value: r.data } : { ok: false, error: formatZodError(r.error, root), params: zodIssueParams(r.error, root) };
}

/** Error option for a discriminated union: "type 'teleport' is not an action". */
export function discriminatorError(key: string, noun: string): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const input = issue.input;
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return `expected ${noun} object`;
    const tag = (input as Record<string, unknown>)[key];
    return tag === undefined ? `${key} is missing` : `${key} ${quote(tag)} is not ${noun}`;
  };
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

export const COORD_LIMIT = 1000;
const coord = z.number().check(z.minimum(-COORD_LIMIT), z.maximum(COORD_LIMIT));
export const vecSchema = z.strictObject({ x: coord, y: coord });
export const idSchema = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * A list's refinement: every item names a different unit (`idOf` reads the id from an item). The
 * issue sits on the second mention, e.g. `heroIds[1]: '0:kid' is named twice`, and carries the id
 * in `params.twice`, so `actionProblem` can give it a refusal code of its own.
 */
export function namedOnce<T>(idOf: (item: T) => string, at: readonly PropertyKey[] = []) {
  return (items: readonly T[], ctx: z.core.$RefinementCtx<T[]>): void => {
    for (let i = 1; i < items.length; i++) {
      const id = idOf(items[i]!);
      for (let j = 0; j < i; j++) {
        if (idOf(items[j]!) === id) {
          ctx.addIssue({ code: 'custom', path: [i, ...at], message: `${quote(id)} is named twice`, params: { twice: id } });
          break;
        }
      }
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Actions given to a ruleset's `apply`

/** Why an action is refused before any rule looks at it, as a refusal code every system words. */
export type ActionProblem =
  | { code: 'badAction'; params: { detail: string } & IssueParams }
  | { code: 'namedTwice'; params: { field: string; id: string } }
  | { code: 'unknownAction'; params: { type: string } };

/**
 * Checks one action from outside against its system's schema, cheaply: `wellFormed` is a
 * hand-written guard (src/core/actionGuard.ts) that accepts only actions the schema accepts. A zod
 * parse costs several microseconds, the guard a tenth or a hundredth of that, and `apply` runs
 * very often. Only an action the guard cannot vouch for is parsed, and the schema has the last
 * word and names the problem: a unit named twice, an unknown action type, or the field and what
 * is wrong with it.
 */
export function actionProblem(schema: z.ZodMiniType, raw: unknown, wellFormed: (raw: unknown) => boolean): ActionProblem | null {
  if (wellFormed(raw)) return null;
  return schemaProblem(schema, raw);
}

/**
 * What is wrong with an action by its schema alone (null: nothing), as `actionProblem` words it.
 * A `badAction` carries the problem as a code with its details (`field`, `problem`, `more` and
 * the problem's own, src/i18n/issues.ts) beside the English `detail`, so the player's language
 * can word it too.
 */
export function schemaProblem(schema: z.ZodMiniType, raw: unknown): ActionProblem | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    const found = foundValue(raw);
    return { code: 'badAction', params: { detail: `expected an action object, got ${describeValue(raw)}`, field: '', problem: 'notAction', ...found } };
  }
  const r = schema.safeParse(raw, { error: englishErrorMap, reportInput: true });
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  const twice = issue.code === 'custom' ? (issue.params as { twice?: unknown } | undefined)?.twice : undefined;
  if (typeof twice === 'string') return { code: 'namedTwice', params: { field: formatPath(issue.path), id: twice } };
  const type = (raw as { type?: unknown }).type;
  const noSuchType = issue.code === 'invalid_union' && issue.discriminator === 'type' && issue.path.length === 1 && issue.path[0] === 'type';
  if (noSuchType && typeof type === 'string') return { code: 'unknownAction', params: { type } };
  const { problem, params } = describeIssue(issue as IssueLike);
  const path = issue.code === 'invalid_union' && issue.discriminator && issue.path[issue.path.length - 1] === issue.discriminator ? issue.path.slice(0, -1) : issue.path;
  return {
    code: 'badAction',
    params: { detail: formatZodError(r.error), ...params, field: formatPath(path), problem, more: r.error.issues.length - 1 },
  };
}
