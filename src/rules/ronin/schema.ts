// Ronin actions as zod schemas (saved matches, imported files) and the hand-written guard `apply`
// runs first: both accept the same actions.
import { byType, intIn, isId, isPlainObject, keyCount, keysAre, numberIn, type Fields } from '../../core/actionGuard';
import { actionProblem, COORD_LIMIT, idSchema as id, namedOnce, type ActionProblem } from '../../core/schema';
import { z } from '../../core/zod';
import type { RoAction } from './types';

const MAX_TOKENS = 12;
const count = z.int().check(z.minimum(0), z.maximum(MAX_TOKENS));
const coord = z.number().check(z.minimum(-COORD_LIMIT), z.maximum(COORD_LIMIT));
const tokens = z.strictObject({ attack: count, defence: count, boostInit: z.boolean() });
const side = z.union([z.literal(0), z.literal(1)]);

export const roActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('rollPriority') }),
  z.strictObject({ type: z.literal('move'), fighter: id, x: coord, y: coord, run: z.boolean() }),
  z.strictObject({ type: z.literal('hold'), fighter: id }),
  z.strictObject({ type: z.literal('shoot'), fighter: id, target: id }),
  z.strictObject({ type: z.literal('reload'), fighter: id }),
  z.strictObject({ type: z.literal('formFight'), one: id, many: z.array(id).check(z.minLength(1), z.maxLength(4), z.superRefine(namedOnce((x: string) => x))) }),
  z.strictObject({ type: z.literal('fightsSet') }),
  z.strictObject({ type: z.literal('chooseFight'), fight: z.int().check(z.minimum(0), z.maximum(99)) }),
  z.strictObject({ type: z.literal('split'), by: side, tokens: z.record(id, tokens) }),
  z.strictObject({ type: z.literal('attack'), fighter: id, target: id }),
  z.strictObject({ type: z.literal('pass'), fighter: id }),
  z.strictObject({ type: z.literal('defend'), boost: z.boolean() }),
  z.strictObject({ type: z.literal('strike'), boost: z.boolean(), special: z.enum(['none', 'disarm', 'grapple']) }),
]);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _matches: Same<z.infer<typeof roActionSchema>, RoAction> = true;
void _matches;

const bool = (v: unknown): boolean => typeof v === 'boolean';
const coordOk = (v: unknown): boolean => numberIn(v, -COORD_LIMIT, COORD_LIMIT) && !Number.isNaN(v);
function isTokens(v: unknown): boolean {
  if (!isPlainObject(v) || keyCount(v) > 12) return false;
  for (const k in v) {
    const t = v[k];
    if (!isId(k) || !isPlainObject(t) || !keysAre(t, 3) || !intIn(t.attack, 0, MAX_TOKENS) || !intIn(t.defence, 0, MAX_TOKENS) || !bool(t.boostInit)) return false;
  }
  return true;
}
function isMany(v: unknown): boolean {
  if (!Array.isArray(v) || v.length < 1 || v.length > 4) return false;
  return v.every((x, i) => isId(x) && v.indexOf(x) === i);
}
const one = (a: Fields) => isId(a.fighter);
export const wellFormedRoAction = byType({
  move: (a) => keysAre(a, 5) && one(a) && coordOk(a.x) && coordOk(a.y) && bool(a.run),
  hold: (a) => keysAre(a, 2) && one(a),
  shoot: (a) => keysAre(a, 3) && one(a) && isId(a.target),
  reload: (a) => keysAre(a, 2) && one(a),
  formFight: (a) => keysAre(a, 3) && isId(a.one) && isMany(a.many),
  rollPriority: (a) => keysAre(a, 1),
  fightsSet: (a) => keysAre(a, 1),
  chooseFight: (a) => keysAre(a, 2) && intIn(a.fight, 0, 99),
  split: (a) => keysAre(a, 3) && (a.by === 0 || a.by === 1) && isTokens(a.tokens),
  attack: (a) => keysAre(a, 3) && one(a) && isId(a.target),
  pass: (a) => keysAre(a, 2) && one(a),
  defend: (a) => keysAre(a, 2) && bool(a.boost),
  strike: (a) => keysAre(a, 3) && bool(a.boost) && (a.special === 'none' || a.special === 'disarm' || a.special === 'grapple'),
} satisfies Record<RoAction['type'], (a: Fields) => boolean>);

export function roActionProblem(raw: unknown): ActionProblem | null {
  return actionProblem(roActionSchema, raw, wellFormedRoAction);
}
