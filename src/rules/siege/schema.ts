// Siege actions as zod schemas (saved matches, imported files) and the hand-written guard `apply`
// runs first: both accept the same actions.
import { byType, isId, isPlainObject, keysAre, numberIn, type Fields } from '../../core/actionGuard';
import { actionProblem, COORD_LIMIT, idSchema as id, type ActionProblem } from '../../core/schema';
import { z } from '../../core/zod';
import { MAX_POWER, MIN_POWER } from './measures';
import type { SgAction } from './types';

const coord = z.number().check(z.minimum(-COORD_LIMIT), z.maximum(COORD_LIMIT));

export const sgActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('castMagic') }),
  z.strictObject({ type: z.literal('fire'), aim: z.strictObject({ x: coord, y: coord }), power: z.number().check(z.minimum(MIN_POWER), z.maximum(MAX_POWER)) }),
  z.strictObject({ type: z.literal('holdFire') }),
  z.strictObject({ type: z.literal('move'), unit: id, x: coord, y: coord }),
  z.strictObject({ type: z.literal('tryGate'), warrior: id }),
  z.strictObject({ type: z.literal('melee'), warrior: id, target: id }),
  z.strictObject({ type: z.literal('endTurn') }),
]);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _matches: Same<z.infer<typeof sgActionSchema>, SgAction> = true;
void _matches;

const coordOk = (v: unknown): boolean => numberIn(v, -COORD_LIMIT, COORD_LIMIT);
const aimOk = (v: unknown): boolean => isPlainObject(v) && keysAre(v, 2) && coordOk(v.x) && coordOk(v.y);

export const wellFormedSgAction = byType({
  castMagic: (a) => keysAre(a, 1),
  fire: (a) => keysAre(a, 3) && aimOk(a.aim) && numberIn(a.power, MIN_POWER, MAX_POWER),
  holdFire: (a) => keysAre(a, 1),
  move: (a) => keysAre(a, 4) && isId(a.unit) && coordOk(a.x) && coordOk(a.y),
  tryGate: (a) => keysAre(a, 2) && isId(a.warrior),
  melee: (a) => keysAre(a, 3) && isId(a.warrior) && isId(a.target),
  endTurn: (a) => keysAre(a, 1),
} satisfies Record<SgAction['type'], (a: Fields) => boolean>);

export function sgActionProblem(raw: unknown): ActionProblem | null {
  return actionProblem(sgActionSchema, raw, wellFormedSgAction);
}
