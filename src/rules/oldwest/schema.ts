// Runtime validation for Legends of the Old West data that comes from outside the code: actions in
// a saved or imported match, and scenario files. Also the helpers that turn a zod failure into one
// English sentence naming the path (used by the store for match records too).
import { z } from '../../core/zod';
import type { Terrain } from '../../core/table/types';
import { isBlank } from '../../core/text';
import { PROFILES } from './profiles';
import { MAX_FIGHTER_NAME, MAX_FIGHTERS, type Roster } from './roster';
import type { OWScenario } from './scenarioTypes';
import type { OWAction, WeaponId } from './types';

export { COORD_LIMIT, discriminatorError, englishErrorMap, formatPath, formatZodError, idSchema, parseWith, vecSchema, type Parsed } from '../../core/schema';
import { actionProblem, COORD_LIMIT, discriminatorError, formatPath, idSchema, namedOnce, parseWith, quote, vecSchema, type ActionProblem, type Parsed } from '../../core/schema';
import { byType, idsOnce, intIn, isId, isPlainObject, keysAre, numberIn, type Fields } from '../../core/actionGuard';

const coord = z.number().check(z.minimum(-COORD_LIMIT), z.maximum(COORD_LIMIT));

// ---------------------------------------------------------------------------------------------
// Shared pieces

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

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
    z.strictObject({ type: z.literal('charge'), fighterId, targetId: idSchema, to: z.optional(vecSchema) }),
    z.strictObject({ type: z.literal('standUp'), fighterId }),
    z.strictObject({ type: z.literal('shoot'), fighterId, targetId: idSchema }),
    z.strictObject({ type: z.literal('endPhase') }),
    z.strictObject({ type: z.literal('resolveFight'), fightId: idSchema }),
    z.strictObject({ type: z.literal('backOff'), fighterId }),
    z.strictObject({ type: z.literal('strike'), targetId: idSchema }),
    z.strictObject({ type: z.literal('fame'), points: z.int().check(z.minimum(0), z.maximum(20)) }),
    z.strictObject({
      type: z.literal('fameBid'), points: z.int().check(z.minimum(0), z.maximum(20)),
      by: z.optional(z.union([z.literal(0), z.literal(1)], { error: (issue) => `expected player 0 or 1, got ${quote(issue.input)}` })),
    }),
    z.strictObject({ type: z.literal('fortune'), use: z.boolean() }),
    z.strictObject({ type: z.literal('declareHeroics'), heroIds: z.array(idSchema).check(z.maxLength(12), z.superRefine(namedOnce((id: string) => id))) }),
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

// The same actions as a hand-written guard, for `apply`: it accepts only what owActionSchema
// accepts, in a fraction of a microsecond instead of a parse's several (nonsense.test.ts checks
// that the two agree).
const isVec = (v: unknown): boolean =>
  isPlainObject(v) && keysAre(v, 2) && numberIn(v.x, -COORD_LIMIT, COORD_LIMIT) && numberIn(v.y, -COORD_LIMIT, COORD_LIMIT);
const bare = (a: Fields) => keysAre(a, 1);
const oneFighter = (a: Fields) => keysAre(a, 2) && isId(a.fighterId);
export const wellFormedOWAction = byType({
  rollDrop: bare,
  hillsTest: bare,
  rout: bare,
  move: (a) => keysAre(a, 3) && isId(a.fighterId) && isVec(a.to),
  charge: (a) => keysAre(a, 3, 'to') && isId(a.fighterId) && isId(a.targetId) && (a.to === undefined || isVec(a.to)),
  standUp: oneFighter,
  shoot: (a) => keysAre(a, 3) && isId(a.fighterId) && isId(a.targetId),
  endPhase: bare,
  resolveFight: (a) => keysAre(a, 2) && isId(a.fightId),
  backOff: oneFighter,
  strike: (a) => keysAre(a, 2) && isId(a.targetId),
  fame: (a) => keysAre(a, 2) && intIn(a.points, 0, 20),
  fameBid: (a) => keysAre(a, 2, 'by') && intIn(a.points, 0, 20) && (a.by === undefined || a.by === 0 || a.by === 1),
  fortune: (a) => keysAre(a, 2) && typeof a.use === 'boolean',
  declareHeroics: (a) => keysAre(a, 2) && idsOnce(a.heroIds, 0, 12),
  leaveTable: oneFighter,
  mount: oneFighter,
  dismount: oneFighter,
} satisfies Record<OWAction['type'], (a: Fields) => boolean>);

/** What is wrong with an action before any rule looks at it (null: nothing); see `actionProblem`. */
export function owActionProblem(raw: unknown): ActionProblem | null {
  return actionProblem(owActionSchema, raw, wellFormedOWAction);
}

// ---------------------------------------------------------------------------------------------
// Scenarios

export const TABLE_MIN = 12;
export const TABLE_MAX = 120;

const polygon = z.array(vecSchema).check(z.minLength(3, 'a polygon needs at least 3 points'), z.maxLength(256));
const height = z.number().check(z.minimum(0), z.maximum(100));
const optionalName = z.optional(z.string().check(z.maxLength(80)));

export const terrainSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ id: idSchema, kind: z.literal('building'), name: optionalName, poly: polygon, height }),
    z.strictObject({ id: idSchema, kind: z.enum(['fence', 'wall']), a: vecSchema, b: vecSchema, height }),
    z.strictObject({ id: idSchema, kind: z.literal('difficult'), name: optionalName, poly: polygon }),
    z.strictObject({
      id: idSchema, kind: z.literal('platform'), name: optionalName, poly: polygon, height,
      stairs: z.optional(z.array(z.int().check(z.minimum(0), z.maximum(255))).check(z.maxLength(256))),
    }),
  ],
  { error: discriminatorError('kind', 'a terrain kind') },
);
const _terrainMatches: Same<z.infer<typeof terrainSchema>, Terrain> = true;

const localised = (max: number) =>
  z.strictObject({ en: z.string().check(z.minLength(1), z.maxLength(max)), ru: z.string().check(z.minLength(1), z.maxLength(max)) });

const fighterSpec = z.strictObject({
  id: idSchema,
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  type: idSchema,
  weapon: z.enum(WEAPON_IDS),
  leader: z.optional(z.boolean()),
  fearsome: z.optional(z.boolean()),
  mount: z.optional(z.enum(['horse', 'mule'])),
  pos: vecSchema,
});

const posseSpec = z.strictObject({
  id: idSchema,
  name: localised(60),
  color: z.int().check(z.minimum(0), z.maximum(0xffffff)),
  fighters: z.array(fighterSpec).check(z.minLength(1), z.maxLength(64)),
});

/** A rectangle in inches: top-left corner, width, height. */
export const zoneSchema = z.strictObject({
  x: coord,
  y: coord,
  w: z.number().check(z.positive(), z.maximum(TABLE_MAX)),
  h: z.number().check(z.positive(), z.maximum(TABLE_MAX)),
});

const tableSpec = z.strictObject({
  width: z.number().check(z.minimum(TABLE_MIN), z.maximum(TABLE_MAX)),
  height: z.number().check(z.minimum(TABLE_MIN), z.maximum(TABLE_MAX)),
  terrain: z.array(terrainSchema).check(z.maxLength(500)),
});

export const owScenarioSchema = z
  .strictObject({
    id: idSchema,
    name: localised(80),
    description: localised(2000),
    table: tableSpec,
    posses: z.tuple([posseSpec, posseSpec]),
    deploy: z.optional(z.tuple([zoneSchema, zoneSchema])),
    objective: z.optional(
      z.strictObject({
        kind: z.literal('escape'),
        side: z.union([z.literal(0), z.literal(1)]),
        edge: z.enum(['north', 'south', 'east', 'west']),
        count: z.int().check(z.minimum(1), z.maximum(12)),
      }),
    ),
  })
  .check(z.superRefine((sc, ctx) => {
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
  }));
const _scenarioMatches: Same<z.infer<typeof owScenarioSchema>, OWScenario> = true;

/** Validates a scenario; errors read like `scenario.posses[1].fighters[0].pos: outside the 36"x36" table`. */
export function parseOWScenario(raw: unknown): Parsed<OWScenario> {
  return parseWith(owScenarioSchema, raw, 'scenario');
}

// ---------------------------------------------------------------------------------------------
// Match options: the posses the players built (rosters)

const rosterFighter = z.strictObject({
  id: idSchema,
  name: z.string().check(z.maxLength(MAX_FIGHTER_NAME), z.refine((n) => !isBlank(n), 'must not be blank')),
  type: idSchema.check(z.refine((t) => Object.prototype.hasOwnProperty.call(PROFILES, t), { error: (iss) => `unknown profile ${quote(iss.input)}` })),
  weapon: z.enum(WEAPON_IDS),
  leader: z.optional(z.boolean()),
  mount: z.optional(z.enum(['horse', 'mule'])),
});

export const rosterSchema = z
  .strictObject({
    posseId: idSchema,
    name: localised(60),
    color: z.int().check(z.minimum(0), z.maximum(0xffffff)),
    fighters: z.array(rosterFighter).check(z.minLength(1), z.maxLength(MAX_FIGHTERS)),
  })
  .check(z.superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.fighters.forEach((f, i) => {
      if (seen.has(f.id)) ctx.addIssue({ code: 'custom', path: ['fighters', i, 'id'], message: `fighter id '${f.id}' is used twice` });
      seen.add(f.id);
    });
  }));
const _rosterMatches: Same<z.infer<typeof rosterSchema>, Roster> = true;

/** An Old West match's options. Other keys are left for other options. */
export const owOptionsSchema = z.object({
  rosters: z.optional(z.tuple([rosterSchema, rosterSchema])),
});
export type OWOptions = z.infer<typeof owOptionsSchema>;

/** Validates match options; errors read like `options.rosters[0].fighters[2].name: must not be blank`. */
export function parseOWOptions(raw: unknown): Parsed<OWOptions> {
  return parseWith(owOptionsSchema, raw ?? {}, 'options');
}
