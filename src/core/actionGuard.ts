// The pieces of hand-written guards that vouch for a well-formed action in a fraction of a
// microsecond, so a ruleset's `apply` can check every action it is given without a zod parse each
// time (a parse costs several microseconds, about half as much as applying the action; measured by
// bench/actionCheck.bench.ts). A guard only ever says "this matches the schema"; when it cannot,
// `actionProblem` (src/core/schema.ts) asks the schema, which has the last word and words the
// refusal. So a guard must never accept what the schema refuses: each system's nonsense tests
// check its guard against its schema on legal actions, mutated ones and arbitrary values.

/** An action's fields, as a guard reads them. */
export type Fields = Record<string, unknown>;

/** A plain object: no array, no class instance, nothing inherited that `for...in` could see. */
export function isPlainObject(v: unknown): v is Fields {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** How many keys a plain object has (no array is made). */
export function keyCount(o: Fields): number {
  let n = 0;
  for (const _ in o) n++;
  return n;
}

/**
 * A strict object's key count: its required fields and those of its optional ones it holds. With
 * every required field checked, a count that matches means no key the schema does not know.
 */
export const keysAre = (o: Fields, required: number, optional?: string): boolean =>
  keyCount(o) === required + (optional !== undefined && Object.hasOwn(o, optional) ? 1 : 0);

/** An id as `idSchema` has it: a string of 1 to 64 characters. */
export const isId = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 64;

/** A finite number in [min, max] (NaN fails every comparison, the infinities the range). */
export const numberIn = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && v >= min && v <= max;

/** A whole number in [min, max]. */
export const intIn = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A list of `min` to `max` ids, none twice. */
export function idsOnce(v: unknown, min: number, max: number): v is string[] {
  if (!Array.isArray(v) || v.length < min || v.length > max) return false;
  for (let i = 0; i < v.length; i++) {
    const id: unknown = v[i];
    if (!isId(id)) return false;
    for (let j = 0; j < i; j++) if (v[j] === id) return false;
  }
  return true;
}

/**
 * A guard from one small check per action type (the table's keys are the types): the action is a
 * plain object whose `type` is one of them, and that type's check passes.
 */
export function byType(checks: Readonly<Record<string, (a: Fields) => boolean>>): (v: unknown) => boolean {
  return (v) => {
    if (!isPlainObject(v)) return false;
    const type = v.type;
    return typeof type === 'string' && Object.hasOwn(checks, type) && checks[type]!(v);
  };
}
