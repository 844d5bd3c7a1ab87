// Validation of a saved or imported match record before it is replayed. The envelope is checked
// here; each action is checked by the schema of the record's game system.
import { z } from '../core/zod';
import { MATCH_FORMAT, type MatchRecord } from '../core/match';
import type { SystemId } from '../core/ruleset';
import { englishErrorMap, formatZodError, idSchema, zodIssueParams } from '../core/schema';
import type { IssueParams } from '../i18n/issues';
import { isSystemId, systemById } from '../systems/registry';
import { isBlank } from '../core/text';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeepAt } from './jsonDepth';
import type { Slicer } from './slices';

export { isSystemId };

export const PLAYER_NAME_MAX = 40;
export const MATCH_NAME_MAX = 100;
/** The most actions a match record may hold (a long match has a few thousand). */
export const MAX_RECORD_ACTIONS = 200_000;

/** Why a record with `count` actions is refused, or null when it is within the cap. */
export function tooManyActions(count: number): string | null {
  if (count <= MAX_RECORD_ACTIONS) return null;
  return `the match holds ${count.toLocaleString('en')} actions; a match record may hold at most ${MAX_RECORD_ACTIONS.toLocaleString('en')}`;
}

const playerName = z.string().check(z.minLength(1), z.maxLength(PLAYER_NAME_MAX), z.refine((s) => s === '' || !isBlank(s), 'must not be blank'));

/** Who plays a side: a computer level, or null for a person. */
const computerSeat = z.nullable(z.enum(['easy', 'normal', 'hard']));

/** The record without its actions' shapes (they depend on the system). */
export const matchEnvelopeSchema = z.object({
  format: z.literal(MATCH_FORMAT),
  id: idSchema,
  system: idSchema.check(z.refine(isSystemId, 'is not a game system')),
  scenarioId: idSchema,
  options: z.record(z.string(), z.unknown()),
  players: z.tuple([playerName, playerName]),
  seed: z.int(),
  actions: z.array(z.unknown()),
  createdAt: z.number(),
  updatedAt: z.number(),
  name: z.optional(z.string().check(z.maxLength(MATCH_NAME_MAX))),
  bookmarks: z.array(z.object({ action: z.int().check(z.minimum(0)), label: z.string().check(z.maxLength(MATCH_NAME_MAX)) })).check(z.maxLength(1000)),
  computer: z.optional(z.tuple([computerSeat, computerSeat])),
});

/** Brings an older record up to MATCH_FORMAT, or returns null when its version is unknown. */
export function migrateRecord(obj: Record<string, unknown>): Record<string, unknown> | null {
  let out = obj;
  // Version 1 had no bookmarks field; bookmarks a version 1 file carries anyway are kept (and checked).
  if (out.format === 1) out = { ...out, format: 2, bookmarks: Array.isArray(out.bookmarks) ? out.bookmarks : [] };
  // Records from version 2 on were set up with the rules' data of their day: each step up takes the
  // system's legacy options for the version it leaves (SystemManifest.legacyOptions), under the record's own.
  for (let from = 2; from < MATCH_FORMAT; from++) {
    if (out.format !== from) continue;
    const legacy = typeof out.system === 'string' ? systemById(out.system)?.legacyOptions?.[from] : undefined;
    // Options that are not an object are left for the schema to refuse, naming them.
    const own = out.options && typeof out.options === 'object' && !Array.isArray(out.options) ? out.options : null;
    out = { ...out, format: from + 1, ...(legacy && own ? { options: { ...legacy, ...own } } : {}) };
  }
  return out.format === MATCH_FORMAT ? out : null;
}

/** The full record schema for a system, given its action schema. */
export function matchRecordSchema<A>(actionSchema: z.ZodMiniType<A>) {
  return z.extend(matchEnvelopeSchema, { actions: z.array(actionSchema) });
}

/**
 * A refused record: `error` is the English sentence; `params`, when the problem is in the record's
 * shape, says it as codes (`problem` from src/i18n/issues.ts or 'bookmarkPast', `field`, `more`,
 * and `action` when it is in an action) so it can be worded in another language.
 */
export type ParseRecordResult<A = unknown> = { ok: true; record: MatchRecord<A> } | { ok: false; error: string; params?: IssueParams };

function show(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  if (value === undefined) return 'missing';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Checks a raw record (an object, or JSON text) and returns it typed, or one sentence naming what
 * is wrong: "unknown format version 7", "unknown game system 'chess'",
 * "action 3: type 'teleport' is not an action" (actions are numbered from 1, like replay errors).
 * `actionSchemaFor` gives the action schema of a system, or null when that system cannot be loaded.
 */
export function parseMatchRecord(
  raw: unknown,
  actionSchemaFor: (system: SystemId) => z.ZodMiniType | null,
): ParseRecordResult {
  const steps = parseSteps(raw, actionSchemaFor, false);
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}

/**
 * parseMatchRecord for a long record: checks the actions in slices, giving the page back between
 * them (`slicer`), and reports how many are checked. `depthChecked` skips the nesting check when the
 * caller has already scanned the text the record came from.
 */
export async function parseMatchRecordInSlices(
  raw: unknown,
  actionSchemaFor: (system: SystemId) => z.ZodMiniType | null,
  slicer: Slicer,
  onProgress?: (done: number, total: number) => void,
  depthChecked = false,
  wellFormed?: (action: unknown) => boolean,
): Promise<ParseRecordResult> {
  const steps = parseSteps(raw, actionSchemaFor, depthChecked, wellFormed);
  const total = raw !== null && typeof raw === 'object' && Array.isArray((raw as { actions?: unknown }).actions) ? (raw as { actions: unknown[] }).actions.length : 0;
  for (let r = steps.next(); ; r = steps.next()) {
    if (r.done) return r.value;
    if (slicer.due()) {
      onProgress?.(r.value, total);
      await slicer.pause();
    }
  }
}

/** The checks, yielding the number of actions checked after each one. */
function* parseSteps(
  raw: unknown,
  actionSchemaFor: (system: SystemId) => z.ZodMiniType | null,
  depthChecked: boolean,
  wellFormed?: (action: unknown) => boolean,
): Generator<number, ParseRecordResult, void> {
  let data = raw;
  if (typeof raw === 'string') {
    if (tooDeepAt(raw) >= 0) return { ok: false, error: `not a match record: it nests lists or objects more than ${MAX_JSON_DEPTH} levels deep` };
    try {
      data = JSON.parse(raw) as unknown;
    } catch (e) {
      return { ok: false, error: `not a match record: the text is not valid JSON (${e instanceof Error ? e.message : String(e)})` };
    }
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const got = data === null ? 'null' : Array.isArray(data) ? 'a list' : typeof data;
    return { ok: false, error: `not a match record: expected an object, got ${got}` };
  }
  if (!depthChecked && typeof raw !== 'string' && nestsDeeperThan(data)) return { ok: false, error: `not a match record: it nests lists or objects more than ${MAX_JSON_DEPTH} levels deep` };
  if (!('format' in data)) return { ok: false, error: 'not a match record: it has no format version' };
  const obj = migrateRecord(data as Record<string, unknown>);
  if (!obj) return { ok: false, error: `unknown format version ${show((data as { format: unknown }).format)}` };
  if (obj.system === undefined) return { ok: false, error: 'not a match record: it names no game system' };
  if (!isSystemId(obj.system)) return { ok: false, error: `unknown game system ${show(obj.system)}` };

  const many = Array.isArray(obj.actions) ? tooManyActions(obj.actions.length) : null;
  if (many) return { ok: false, error: many };
  // A list of actions passes the envelope's check whatever it holds: the check need not walk it.
  const list = Array.isArray(obj.actions) ? obj.actions : null;
  const envelope = matchEnvelopeSchema.safeParse(list ? { ...obj, actions: [] } : obj, { error: englishErrorMap, reportInput: true });
  if (!envelope.success) return { ok: false, error: formatZodError(envelope.error), params: zodIssueParams(envelope.error) };
  if (list) envelope.data.actions = list;

  const system = envelope.data.system;
  const actionSchema = actionSchemaFor(system);
  if (!actionSchema) return { ok: false, error: `game system '${system}' cannot be loaded here` };

  const actions: unknown[] = [];
  for (let i = 0; i < envelope.data.actions.length; i++) {
    const action = envelope.data.actions[i];
    if (wellFormed?.(action)) {
      actions.push(action);
      yield i + 1;
      continue;
    }
    const r = actionSchema.safeParse(action, { error: englishErrorMap, reportInput: true });
    if (!r.success) {
      const text = formatZodError(r.error);
      // "to.x: expected a number" → "action 3, to.x: expected a number"
      const sep = /^[^\s:]+: /.test(text) ? ', ' : ': ';
      return { ok: false, error: `action ${i + 1}${sep}${text}`, params: { ...zodIssueParams(r.error), action: i + 1 } };
    }
    actions.push(r.data);
    yield i + 1;
  }

  const bookmark = envelope.data.bookmarks.findIndex((b) => b.action > envelope.data.actions.length);
  if (bookmark >= 0) return { ok: false, error: `bookmark ${bookmark + 1} points past the last action`, params: { problem: 'bookmarkPast', bookmark: bookmark + 1 } };
  const { name, computer, ...rest } = envelope.data;
  const record: MatchRecord = { ...rest, actions, ...(name === undefined ? {} : { name }), ...(computer === undefined ? {} : { computer }) };
  return { ok: true, record };
}
