// Match files (`.wartable.json`): exporting a match, and checking and importing one. An import
// is checked in a fixed order (size, JSON, format version, game system, scenario, shapes, units,
// replay) and saved only when every check passes, under a fresh id if its id is taken: nothing
// already saved is ever touched. The format is described in docs/save-format.md.
import { MATCH_FORMAT, step, type MatchRecord } from '../core/match';
import { RuleError } from '../core/ruleset';
import { SYSTEMS } from '../systems/registry';
import type { MatchStorage } from './db';
import type { AnyRuntime, RuntimeFor } from './matchStore';
import { formatCount } from '../i18n/words';
import { MAX_JSON_DEPTH } from './jsonDepth';
import { parseInSlices } from './jsonSlices';
import { Slicer } from './slices';
import { summarize, type MatchSummary } from './matchSummary';
import { isSystemId, MAX_RECORD_ACTIONS, migrateRecord, parseMatchRecordInSlices } from './recordSchema';

export { summarize, type MatchSummary };

export const FILE_EXTENSION = '.wartable.json';
/** Files over 32 MB are refused before they are read (200,000 long actions fit). */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;
/** The limit as the refusal says it. */
export const MAX_FILE_MB = MAX_FILE_BYTES / 1024 / 1024;
/** The oldest format version that still migrates. */
export const OLDEST_FORMAT = 1;

export type ImportCode =
  | 'tooLarge' | 'tooDeep' | 'tooManyActions' | 'empty' | 'unreadable' | 'notJson' | 'notObject' | 'noFormat' | 'unknownFormat'
  | 'noSystem' | 'unknownSystem' | 'notPlayable' | 'rulesNotLoaded' | 'noScenario' | 'unknownScenario'
  | 'shape' | 'badSetup' | 'unknownUnit' | 'refused' | 'saveFailed';

export type ImportParams = Record<string, string | number>;

/** A refused file: `error` is the English sentence; `code` and `params` word it in other languages. */
export interface ImportProblem {
  ok: false;
  code: ImportCode;
  error: string;
  params: ImportParams;
  /** For 'refused' and 'badSetup': the rules' refusal as a code and its details, worded by the system (loadRefusals). */
  refusal?: { system: string; code: string; params: Readonly<Record<string, string | number>> };
}


export type CheckResult = ({ ok: true; record: MatchRecord } & MatchSummary) | ImportProblem;
export type ImportResult = { ok: true; record: MatchRecord; newId: boolean; summary: MatchSummary } | ImportProblem;

/** English wording of each problem; `{name}` takes a parameter. */
export const IMPORT_MESSAGES: Record<ImportCode, string> = {
  tooLarge: 'the file is too large: {mb} MB ({bytes} bytes); the limit is {limit} MB',
  tooDeep: 'the file nests lists or objects more than {max} levels deep (at character {at}); no match record nests that deep',
  tooManyActions: 'the match holds {count} actions; a match record may hold at most {max}',
  empty: 'the file is empty',
  unreadable: 'the file could not be read: {detail}',
  notJson: 'the file is not valid JSON: {detail}',
  notObject: 'the file does not hold a match record (it holds {what})',
  noFormat: 'the file has no format version, so it is not a Wartable match',
  unknownFormat: 'unknown format version {version} (this app reads versions 1 to {newest})',
  noSystem: 'the file names no game system',
  unknownSystem: "unknown game system '{system}'",
  notPlayable: "the game system '{system}' cannot be played in this app yet",
  rulesNotLoaded: "the rules of '{system}' could not be loaded: {detail}",
  noScenario: 'the file names no scenario',
  unknownScenario: "unknown scenario '{scenario}' for the game system '{system}'",
  shape: '{detail}',
  badSetup: 'the match could not be set up: {detail}',
  unknownUnit: "action {action} names the unit '{unit}', which is not in this match",
  refused: 'action {action} was refused by the rules: {detail}',
  saveFailed: 'the match could not be saved: {detail}',
};

/** Fills a message; numbers are written in English style (200,001). */
export function fillMessage(template: string, params: ImportParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => {
    const v = params[k];
    return v === undefined ? whole : typeof v === 'number' ? formatCount('en', v) : v;
  });
}

function problem(code: ImportCode, params: ImportParams = {}): ImportProblem {
  return { ok: false, code, error: fillMessage(IMPORT_MESSAGES[code], params), params };
}

/** An error as a clause inside a sentence: one line, no full stop of its own (storage errors end in one). */
export const errorText = (e: unknown): string =>
  (e instanceof Error ? e.message || e.name : String(e)).replace(/\s+/g, ' ').trim().replace(/[.\s]+$/, '') || 'unknown error';

/** A value from the file as it may appear in a message: short, one line. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const line = text.replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}

/** What a file holds instead of a record: a code (`got`) and its English words (`what`). */
const HOLDS: Record<string, string> = { null: 'null', list: 'a list', text: 'a text', boolean: 'true or false', number: 'a number' };

function holds(value: unknown): ImportParams {
  const got = value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'string' ? 'text' : typeof value;
  return { got, what: HOLDS[got] ?? got };
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

function sizeProblem(bytes: number): ImportProblem | null {
  if (bytes <= MAX_FILE_BYTES) return null;
  return problem('tooLarge', { mb: (bytes / 1024 / 1024).toFixed(1), bytes, limit: MAX_FILE_MB });
}

/** The text of a file (or the text itself), refusing anything over the limit before reading it. */
export async function readMatchFile(input: string | Blob): Promise<{ ok: true; text: string } | ImportProblem> {
  if (typeof input === 'string') return sizeProblem(byteLength(input)) ?? { ok: true, text: input };
  const tooLarge = sizeProblem(input.size);
  if (tooLarge) return tooLarge;
  try {
    return { ok: true, text: await input.text() };
  } catch (e) {
    return problem('unreadable', { detail: errorText(e) });
  }
}

/** How far an import has got: each stage counts from 0 to `total` (characters, then actions). */
export interface ImportProgress {
  stage: 'reading' | 'shapes' | 'units' | 'replaying' | 'saving';
  done: number;
  total: number;
}

export interface CheckOptions {
  /** The text came from a file whose size was already checked. */
  sizeChecked?: boolean;
  /** Yields to the page between slices of the work (a new one by default). */
  slicer?: Slicer;
  onProgress?: (p: ImportProgress) => void;
}

/**
 * Checks a match file's text and replays it, in slices that give the page back between them.
 * Returns the record (migrated to the current format) with its summary, or the first problem found.
 */
export async function checkMatchText(text: string, runtimeFor: RuntimeFor, o: CheckOptions = {}): Promise<CheckResult> {
  const slicer = o.slicer ?? new Slicer();
  const report = (stage: ImportProgress['stage']) => (done: number, total: number) => o.onProgress?.({ stage, done, total });
  // A file's size was checked before it was read; a text is measured here (the length is a floor).
  const tooLarge = o.sizeChecked && text.length <= MAX_FILE_BYTES ? null : sizeProblem(byteLength(text));
  if (tooLarge) return tooLarge;
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return problem('empty');
  const sliced = await parseInSlices(body, slicer, report('reading'));
  if (sliced.kind === 'tooDeep') return problem('tooDeep', { max: MAX_JSON_DEPTH, at: sliced.at + 1 });
  const whole = (): { ok: true; data: unknown } | ImportProblem => {
    try {
      return { ok: true, data: JSON.parse(body) as unknown };
    } catch (e) {
      // The engine's message is English; where it names a position, that is kept apart for other languages.
      const at = /position (\d+)/.exec(errorText(e));
      return problem('notJson', { detail: errorText(e), ...(at ? { at: Number(at[1]) + 1 } : {}) });
    }
  };
  let data: unknown;
  if (sliced.kind === 'parsed') data = sliced.value;
  else {
    const w = whole();
    if (!w.ok) return w;
    data = w.data;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return problem('notObject', holds(data));
  const raw = data as Record<string, unknown>;
  if (!('format' in raw)) return problem('noFormat');
  const count = sliced.kind === 'parsed' ? sliced.count : Array.isArray(raw.actions) ? raw.actions.length : 0;
  if (count > MAX_RECORD_ACTIONS && migrateRecord(raw)) {
    return problem('tooManyActions', { count, max: MAX_RECORD_ACTIONS });
  }
  if (sliced.kind === 'parsed') {
    // The actions, parsed apart in slices (a mistake in them: the whole text is parsed for its message).
    const items = await sliced.items();
    if (items === null) {
      const w = whole();
      if (!w.ok) return w;
      data = w.data;
    } else raw.actions = items;
  }
  const obj = migrateRecord(data as Record<string, unknown>);
  if (!obj) return problem('unknownFormat', { version: shown(JSON.stringify(raw.format) ?? String(raw.format)), newest: MATCH_FORMAT });

  if (obj.system === undefined) return problem('noSystem');
  if (!isSystemId(obj.system)) return problem('unknownSystem', { system: shown(obj.system) });
  const system = obj.system;
  let runtime: AnyRuntime | null;
  try {
    runtime = await runtimeFor(system);
  } catch (e) {
    return problem('rulesNotLoaded', { system, detail: errorText(e) });
  }
  if (!runtime || !SYSTEMS.some((s) => s.id === system && s.playable)) return problem('notPlayable', { system });

  if (obj.scenarioId === undefined) return problem('noScenario');
  if (typeof obj.scenarioId === 'string' && runtime.scenario(obj.scenarioId) === null) {
    return problem('unknownScenario', { scenario: shown(obj.scenarioId), system });
  }

  // The text was scanned for depth above, so the record's nesting need not be walked again.
  const parsed = await parseMatchRecordInSlices(obj, (s) => (s === system ? runtime.actionSchema : null), slicer, report('shapes'), true, runtime.wellFormed);
  if (!parsed.ok) return problem('shape', { ...parsed.params, detail: parsed.error });
  const record = parsed.record;
  const scenario = runtime.scenario(record.scenarioId);

  let start: unknown;
  try {
    start = runtime.rules.setup(scenario, record.options as never, record.seed, record.players);
  } catch (e) {
    const bad = problem('badSetup', { detail: errorText(e) });
    return e instanceof RuleError ? { ...bad, refusal: { system: record.system, code: e.code, params: e.params } } : bad;
  }
  const unknownUnit = await findUnknownUnit(runtime, start, record.actions, slicer, report('units'));
  if (unknownUnit) return unknownUnit;

  // The replay keeps only the last state: an import needs no other.
  let state = start;
  const onReplay = report('replaying');
  for (let i = 0; i < record.actions.length; i++) {
    try {
      state = step(runtime.rules, state, record.actions[i]).state;
    } catch (e) {
      const refused = problem('refused', { action: i + 1, detail: e instanceof Error ? e.message : String(e) });
      return e instanceof RuleError ? { ...refused, refusal: { system: record.system, code: e.code, params: e.params } } : refused;
    }
    if (slicer.due()) {
      onReplay(i + 1, record.actions.length);
      await slicer.pause();
    }
  }
  return { ok: true, record, ...summarize(runtime, state) };
}

/** What a runtime may offer to check unit references; both systems do. */
interface UnitAware {
  unitIds?(state: unknown): readonly string[];
  unitRefs?(action: unknown): readonly string[];
}

async function findUnknownUnit(
  runtime: AnyRuntime, start: unknown, actions: readonly unknown[], slicer: Slicer, onProgress: (done: number, total: number) => void,
): Promise<ImportProblem | null> {
  const { unitIds, unitRefs } = runtime as AnyRuntime & UnitAware;
  if (!unitIds || !unitRefs) return null;
  const known = new Set(unitIds(start));
  for (let i = 0; i < actions.length; i++) {
    const missing = unitRefs(actions[i]).find((id) => !known.has(id));
    if (missing !== undefined) return problem('unknownUnit', { action: i + 1, unit: shown(missing) });
    if (slicer.due()) {
      onProgress(i + 1, actions.length);
      await slicer.pause();
    }
  }
  return null;
}

export interface ImportDeps extends CheckOptions {
  storage: MatchStorage;
  runtimeFor: RuntimeFor;
  newId: () => string;
}

/**
 * Checks a file and, when it passes, saves it as a new match (a fresh id when its id is already
 * saved). A refused file leaves the storage exactly as it was.
 */
export async function importMatchFile(input: string | Blob, deps: ImportDeps): Promise<ImportResult> {
  const read = await readMatchFile(input);
  if (!read.ok) return read;
  // The system's rules start loading while the text is checked (a record names its system near
  // its start); a name that is no system's, or a failure, is left for the check to report.
  const named = /"system"\s*:\s*"([a-z]{1,20})"/.exec(read.text.slice(0, 4096))?.[1];
  if (named !== undefined && isSystemId(named)) Promise.resolve().then(() => deps.runtimeFor(named)).catch(() => undefined);
  const checked = await checkMatchText(read.text, deps.runtimeFor, { ...deps, sizeChecked: typeof input !== 'string' });
  if (!checked.ok) return checked;
  deps.onProgress?.({ stage: 'saving', done: 0, total: checked.record.actions.length });
  let record = checked.record;
  const summary: MatchSummary = { turn: checked.turn, over: checked.over, winner: checked.winner };
  try {
    let id = record.id;
    for (let tries = 0; (await deps.storage.loadMatch(id)) !== undefined; tries++) {
      if (tries > 20) throw new Error('no free id for the match');
      id = deps.newId();
    }
    if (id !== record.id) record = { ...record, id };
    await deps.storage.saveMatch(record, { summary });
  } catch (e) {
    return problem('saveFailed', { detail: errorText(e) });
  }
  return { ok: true, record, newId: record.id !== checked.record.id, summary };
}

/** A file name for a match: its name (or scenario) and the day it was last played. */
export function exportFileName(record: MatchRecord): string {
  const base = (record.name?.trim() || record.scenarioId)
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'match';
  const day = new Date(record.updatedAt);
  const date = Number.isNaN(day.getTime()) ? '' : `-${day.toISOString().slice(0, 10)}`;
  return `${base}${date}${FILE_EXTENSION}`;
}

/** The file text of a match (the record itself, in the current format) and a file name. */
export function exportRecord(record: MatchRecord): { text: string; filename: string } {
  return { text: `${JSON.stringify(record, null, 1)}\n`, filename: exportFileName(record) };
}
