// Readable validation for anything that comes from outside the code (saved records, imported
// files, actions given to the headless API): zod helpers that turn a failure into one English
// sentence naming the path, and the small schemas every system shares.
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

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return Number.isFinite(value) ? `the number ${value}` : String(value);
  if (typeof value === 'string') return `the text ${quote(value)}`;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

const EXPECTED: Record<string, string> = {
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

/**
 * Zod error map that writes short English phrases ("expected a number", "must be at most 1000").
 * Pass it to the parse call: `schema.safeParse(data, { error: englishErrorMap })`. Messages that a
 * schema sets itself (refinements, discriminators) take precedence over it.
 */
export const englishErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      const want = EXPECTED[issue.expected] ?? `a ${issue.expected}`;
      if (issue.input === undefined) return `missing, expected ${want}`;
      if (issue.expected === 'number' && typeof issue.input === 'number') return `expected a finite number, got ${String(issue.input)}`;
      if (issue.expected === 'int' && typeof issue.input === 'number') return 'expected a whole number';
      return `expected ${want}, got ${describeValue(issue.input)}`;
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = Number(small ? issue.minimum : issue.maximum);
      if (issue.origin === 'string') {
        if (small && limit === 1) return 'must not be empty';
        return `must be ${small ? 'at least' : 'at most'} ${limit} characters long`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (issue.exact) return `must have exactly ${limit} items`;
        return `must have ${small ? 'at least' : 'at most'} ${limit} items`;
      }
      if (issue.inclusive === false) return `must be ${small ? 'more' : 'less'} than ${limit}`;
      return `must be ${small ? 'at least' : 'at most'} ${limit}`;
    }
    case 'invalid_value': {
      const values = issue.values.map(quote);
      if (values.length === 1) return `expected ${values[0]}, got ${quote(issue.input)}`;
      return `expected one of ${values.join(', ')}, got ${quote(issue.input)}`;
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.map((k) => `'${k}'`).join(', ');
      return issue.keys.length === 1 ? `unexpected field ${keys}` : `unexpected fields ${keys}`;
    }
    case 'invalid_union': {
      if (issue.discriminator) {
        const tag = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
        const options: unknown[] = 'options' in issue && Array.isArray(issue.options) ? issue.options : [];
        return tag === undefined
          ? `${issue.discriminator} is missing`
          : `${issue.discriminator} ${quote(tag)} is not one of ${options.map(quote).join(', ')}`;
      }
      return 'does not match any allowed shape';
    }
    case 'invalid_format':
      return `is not a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'custom':
      return issue.message ?? 'is not valid';
    default:
      return 'is not valid';
  }
};

/**
 * One readable sentence for a zod error: the first problem, with its path under `root`, e.g.
 * `actions[12].to.x: expected a number`. Further problems are counted, not listed.
 */
export function formatZodError(error: z.ZodError, root = ''): string {
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

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Parses with the English error map and returns a value or one readable sentence. */
export function parseWith<T>(schema: z.ZodType<T>, raw: unknown, root = ''): Parsed<T> {
  const r = schema.safeParse(raw, { error: englishErrorMap });
  return r.success ? { ok: true, value: r.data } : { ok: false, error: formatZodError(r.error, root) };
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
const coord = z.number().min(-COORD_LIMIT).max(COORD_LIMIT);
export const vecSchema = z.strictObject({ x: coord, y: coord });
export const idSchema = z.string().min(1).max(64);

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
  | { code: 'badAction'; params: { detail: string } }
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
export function actionProblem(schema: z.ZodType, raw: unknown, wellFormed: (raw: unknown) => boolean): ActionProblem | null {
  if (wellFormed(raw)) return null;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { code: 'badAction', params: { detail: `expected an action object, got ${describeValue(raw)}` } };
  }
  const r = schema.safeParse(raw, { error: englishErrorMap });
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  const twice = issue.code === 'custom' ? (issue.params as { twice?: unknown } | undefined)?.twice : undefined;
  if (typeof twice === 'string') return { code: 'namedTwice', params: { field: formatPath(issue.path), id: twice } };
  const type = (raw as { type?: unknown }).type;
  const noSuchType = issue.code === 'invalid_union' && issue.discriminator === 'type' && issue.path.length === 1 && issue.path[0] === 'type';
  if (noSuchType && typeof type === 'string') return { code: 'unknownAction', params: { type } };
  return { code: 'badAction', params: { detail: formatZodError(r.error) } };
}
