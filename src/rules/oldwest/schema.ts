// Runtime validation for Legends of the Old West data that comes from outside the code: actions in
// a saved or imported match, and scenario files. Also the helpers that turn a zod failure into one
// English sentence naming the path (used by the store for match records too).
import { z } from 'zod';
import type { Terrain } from '../../core/table/types';
import { PROFILES } from './profiles';
import { MAX_FIGHTER_NAME, MAX_FIGHTERS, type Roster } from './roster';
import type { OWScenario } from './scenarioTypes';
import type { OWAction, WeaponId } from './types';

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

function quote(value: unknown): string {
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
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'expected a finite number';
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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const COORD_LIMIT = 1000;
const coord = z.number().min(-COORD_LIMIT).max(COORD_LIMIT);
export const vecSchema = z.strictObject({ x: coord, y: coord });
export const idSchema = z.string().min(1).max(64);

export const WEAPON_IDS = [
  'sixgun',
  'heavyPistol',
  'rifle',
  'repeatingRifle',
  'carbine',
  'buffaloGun',
  'shotgun',
  'bow',
  'thrownKnife',
  'none',
] as const;
const _weaponsMatch: Same<(typeof WEAPON_IDS)[number], WeaponId> = true;

// ---------------------------------------------------------------------------------------------
// Actions

const fighterId = idSchema;

export const owActionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('rollDrop') }),
    z.strictObject({ type: z.literal('hillsTest') }),
    z.strictObject({ type: z.literal('rout') }),
    z.strictObject({ type: z.literal('move'), fighterId, to: vecSchema }),
    z.strictObject({ type: z.literal('charge'), fighterId, targetId: idSchema, to: vecSchema.optional() }),
    z.strictObject({ type: z.literal('standUp'), fighterId }),
    z.strictObject({ type: z.literal('shoot'), fighterId, targetId: idSchema }),
    z.strictObject({ type: z.literal('endPhase') }),
    z.strictObject({ type: z.literal('resolveFight'), fightId: idSchema }),
    z.strictObject({ type: z.literal('backOff'), fighterId }),
    z.strictObject({ type: z.literal('strike'), targetId: idSchema }),
    z.strictObject({ type: z.literal('fame'), points: z.number().int().min(0).max(20) }),
    z.strictObject({ type: z.literal('fameBid'), points: z.number().int().min(0).max(20) }),
    z.strictObject({ type: z.literal('fortune'), use: z.boolean() }),
    z.strictObject({ type: z.literal('declareHeroics'), heroIds: z.array(idSchema).max(12) }),
    z.strictObject({ type: z.literal('leaveTable'), fighterId: idSchema }),
    z.strictObject({ type: z.literal('mount'), fighterId: idSchema }),
    z.strictObject({ type: z.literal('dismount'), fighterId: idSchema }),
  ],
  { error: discriminatorError('type', 'an action') },
);
const _actionsMatch: Same<z.infer<typeof owActionSchema>, OWAction> = true;

export function parseOWAction(raw: unknown): Parsed<OWAction> {
  return parseWith(owActionSchema, raw);
}

// ---------------------------------------------------------------------------------------------
// Scenarios

export const TABLE_MIN = 12;
export const TABLE_MAX = 120;

const polygon = z.array(vecSchema).min(3, 'a polygon needs at least 3 points').max(256);
const height = z.number().min(0).max(100);
const optionalName = z.string().max(80).optional();

export const terrainSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ id: idSchema, kind: z.literal('building'), name: optionalName, poly: polygon, height }),
    z.strictObject({ id: idSchema, kind: z.enum(['fence', 'wall']), a: vecSchema, b: vecSchema, height }),
    z.strictObject({ id: idSchema, kind: z.literal('difficult'), name: optionalName, poly: polygon }),
    z.strictObject({
      id: idSchema, kind: z.literal('platform'), name: optionalName, poly: polygon, height,
      stairs: z.array(z.number().int().min(0).max(255)).max(256).optional(),
    }),
  ],
  { error: discriminatorError('kind', 'a terrain kind') },
);
const _terrainMatches: Same<z.infer<typeof terrainSchema>, Terrain> = true;

const localised = (max: number) =>
  z.strictObject({ en: z.string().min(1).max(max), ru: z.string().min(1).max(max) });

const fighterSpec = z.strictObject({
  id: idSchema,
  name: z.string().min(1).max(40),
  type: idSchema,
  weapon: z.enum(WEAPON_IDS),
  leader: z.boolean().optional(),
  fearsome: z.boolean().optional(),
  mount: z.enum(['horse', 'mule']).optional(),
  pos: vecSchema,
});

const posseSpec = z.strictObject({
  id: idSchema,
  name: localised(60),
  color: z.int().min(0).max(0xffffff),
  fighters: z.array(fighterSpec).min(1).max(64),
});

/** A rectangle in inches: top-left corner, width, height. */
export const zoneSchema = z.strictObject({
  x: coord,
  y: coord,
  w: z.number().positive().max(TABLE_MAX),
  h: z.number().positive().max(TABLE_MAX),
});

const tableSpec = z.strictObject({
  width: z.number().min(TABLE_MIN).max(TABLE_MAX),
  height: z.number().min(TABLE_MIN).max(TABLE_MAX),
  terrain: z.array(terrainSchema).max(500),
});

export const owScenarioSchema = z
  .strictObject({
    id: idSchema,
    name: localised(80),
    description: localised(2000),
    table: tableSpec,
    posses: z.tuple([posseSpec, posseSpec]),
    deploy: z.tuple([zoneSchema, zoneSchema]).optional(),
    objective: z
      .strictObject({
        kind: z.literal('escape'),
        side: z.union([z.literal(0), z.literal(1)]),
        edge: z.enum(['north', 'south', 'east', 'west']),
        count: z.number().int().min(1).max(12),
      })
      .optional(),
  })
  .superRefine((sc, ctx) => {
    const { width, height: depth } = sc.table;
    // Checks that failed on the table's size do not stop refinements; skip the placement test then.
    const sized = width >= TABLE_MIN && width <= TABLE_MAX && depth >= TABLE_MIN && depth <= TABLE_MAX;
    const seenFighters = new Map<string, string>();
    sc.posses.forEach((posse, p) => {
      posse.fighters.forEach((f, i) => {
        const at = formatPath(['posses', p, 'fighters', i]);
        const first = seenFighters.get(f.id);
        if (first !== undefined) {
          ctx.addIssue({ code: 'custom', path: ['posses', p, 'fighters', i, 'id'], message: `fighter id '${f.id}' is already used by ${first}` });
        } else seenFighters.set(f.id, at);
        if (sized && (f.pos.x < 0 || f.pos.x > width || f.pos.y < 0 || f.pos.y > depth)) {
          ctx.addIssue({ code: 'custom', path: ['posses', p, 'fighters', i, 'pos'], message: `outside the ${width}"x${depth}" table` });
        }
      });
    });
    sc.deploy?.forEach((z, i) => {
      if (sized && (z.x < 0 || z.y < 0 || z.x + z.w > width || z.y + z.h > depth)) {
        ctx.addIssue({ code: 'custom', path: ['deploy', i], message: `outside the ${width}"x${depth}" table` });
      }
    });
    if (sc.posses[0].id === sc.posses[1].id) {
      ctx.addIssue({ code: 'custom', path: ['posses', 1, 'id'], message: `posse id '${sc.posses[1].id}' is already used by posses[0]` });
    }
    const seenTerrain = new Set<string>();
    sc.table.terrain.forEach((t, i) => {
      if (seenTerrain.has(t.id)) {
        ctx.addIssue({ code: 'custom', path: ['table', 'terrain', i, 'id'], message: `terrain id '${t.id}' is used twice` });
      }
      seenTerrain.add(t.id);
    });
  });
const _scenarioMatches: Same<z.infer<typeof owScenarioSchema>, OWScenario> = true;

/** Validates a scenario; errors read like `scenario.posses[1].fighters[0].pos: outside the 36"x36" table`. */
export function parseOWScenario(raw: unknown): Parsed<OWScenario> {
  return parseWith(owScenarioSchema, raw, 'scenario');
}

// ---------------------------------------------------------------------------------------------
// Match options: the posses the players built (rosters)

const rosterFighter = z.strictObject({
  id: idSchema,
  name: z
    .string()
    .max(MAX_FIGHTER_NAME)
    .refine((n) => n.trim() !== '', 'must not be blank'),
  type: idSchema.refine((t) => Object.prototype.hasOwnProperty.call(PROFILES, t), { error: (iss) => `unknown profile ${quote(iss.input)}` }),
  weapon: z.enum(WEAPON_IDS),
  leader: z.boolean().optional(),
  mount: z.enum(['horse', 'mule']).optional(),
});

export const rosterSchema = z
  .strictObject({
    posseId: idSchema,
    name: localised(60),
    color: z.int().min(0).max(0xffffff),
    fighters: z.array(rosterFighter).min(1).max(MAX_FIGHTERS),
  })
  .superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.fighters.forEach((f, i) => {
      if (seen.has(f.id)) ctx.addIssue({ code: 'custom', path: ['fighters', i, 'id'], message: `fighter id '${f.id}' is used twice` });
      seen.add(f.id);
    });
  });
const _rosterMatches: Same<z.infer<typeof rosterSchema>, Roster> = true;

/** An Old West match's options. Other keys are left for other options. */
export const owOptionsSchema = z.object({
  rosters: z.tuple([rosterSchema, rosterSchema]).optional(),
});
export type OWOptions = z.infer<typeof owOptionsSchema>;

/** Validates match options; errors read like `options.rosters[0].fighters[2].name: must not be blank`. */
export function parseOWOptions(raw: unknown): Parsed<OWOptions> {
  return parseWith(owOptionsSchema, raw ?? {}, 'options');
}
