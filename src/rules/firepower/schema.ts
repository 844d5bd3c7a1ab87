// Firepower actions as zod schemas: saved matches and imported files are checked before replay,
// and `apply` checks every action it is given (through the hand-written guard below first).
import { byType, idsOnce, intIn, isId, isPlainObject, keysAre, type Fields } from '../../core/actionGuard';
import { actionProblem, namedOnce, quote, type ActionProblem } from '../../core/schema';
import { z } from '../../core/zod';
import type { FPAction } from './types';

const HEX_LIMIT = 1000;
const id = z.string().check(z.minLength(1), z.maxLength(64));
const hexCoord = z.int().check(z.minimum(-HEX_LIMIT), z.maximum(HEX_LIMIT));
const hex = z.strictObject({ q: hexCoord, r: hexCoord });
const side = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
  error: (issue) => `expected a hexside from 0 to 5, got ${quote(issue.input)}`,
});
const soldierIds = z.array(id).check(z.minLength(1), z.maxLength(12), z.superRefine(namedOnce((x: string) => x)));
const shot = z.strictObject({ targetId: id, count: z.int().check(z.minimum(1), z.maximum(12)) });

export const fpActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('drawChip') }),
  z.strictObject({ type: z.literal('startImpulse'), soldierIds }),
  z.strictObject({ type: z.literal('enter'), soldierId: id, to: hex }),
  z.strictObject({ type: z.literal('turn'), soldierId: id, facing: side }),
  z.strictObject({ type: z.literal('posture'), soldierId: id, posture: z.enum(['standing', 'crouching', 'prone']) }),
  z.strictObject({ type: z.literal('cross'), soldierId: id }),
  z.strictObject({ type: z.literal('endImpulse') }),
  z.strictObject({
    type: z.literal('fire'), soldierId: id, targetHex: hex, mode: z.enum(['auto', 'semi']),
    shots: z.array(shot).check(z.minLength(1), z.maxLength(12), z.superRefine(namedOnce((x: { targetId: string }) => x.targetId, ['targetId']))),
    after: z.optional(z.int().check(z.minimum(0), z.maximum(4))),
  }),
  z.strictObject({ type: z.literal('grenade'), soldierId: id, targetHex: hex, vertex: z.optional(z.enum(['left', 'right'])) }),
  z.strictObject({ type: z.literal('melee'), soldierIds, targetHex: hex }),
]);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _matches: Same<z.infer<typeof fpActionSchema>, FPAction> = true;
void _matches;

// The same actions as a hand-written guard, for `apply`: it accepts only what fpActionSchema
// accepts, in a fraction of a microsecond instead of a parse's several (nonsense.test.ts checks
// that the two agree).
const isHex = (v: unknown): boolean =>
  isPlainObject(v) && keysAre(v, 2) && intIn(v.q, -HEX_LIMIT, HEX_LIMIT) && intIn(v.r, -HEX_LIMIT, HEX_LIMIT);
function isShots(v: unknown): boolean {
  if (!Array.isArray(v) || v.length < 1 || v.length > 12) return false;
  for (let i = 0; i < v.length; i++) {
    const shot: unknown = v[i];
    if (!isPlainObject(shot) || !keysAre(shot, 2) || !isId(shot.targetId) || !intIn(shot.count, 1, 12)) return false;
    for (let j = 0; j < i; j++) if ((v[j] as Fields).targetId === shot.targetId) return false;
  }
  return true;
}
const oneSoldier = (a: Fields) => isId(a.soldierId);
export const wellFormedFPAction = byType({
  drawChip: (a) => keysAre(a, 1),
  startImpulse: (a) => keysAre(a, 2) && idsOnce(a.soldierIds, 1, 12),
  enter: (a) => keysAre(a, 3) && oneSoldier(a) && isHex(a.to),
  turn: (a) => keysAre(a, 3) && oneSoldier(a) && intIn(a.facing, 0, 5),
  posture: (a) => keysAre(a, 3) && oneSoldier(a) && (a.posture === 'standing' || a.posture === 'crouching' || a.posture === 'prone'),
  cross: (a) => keysAre(a, 2) && oneSoldier(a),
  endImpulse: (a) => keysAre(a, 1),
  fire: (a) => keysAre(a, 5, 'after') && oneSoldier(a) && isHex(a.targetHex) && (a.mode === 'auto' || a.mode === 'semi') && isShots(a.shots)
    && (a.after === undefined || intIn(a.after, 0, 4)),
  grenade: (a) => keysAre(a, 3, 'vertex') && oneSoldier(a) && isHex(a.targetHex) && (a.vertex === undefined || a.vertex === 'left' || a.vertex === 'right'),
  melee: (a) => keysAre(a, 3) && idsOnce(a.soldierIds, 1, 12) && isHex(a.targetHex),
} satisfies Record<FPAction['type'], (a: Fields) => boolean>);

/** What is wrong with an action before any rule looks at it (null: nothing); see `actionProblem`. */
export function fpActionProblem(raw: unknown): ActionProblem | null {
  return actionProblem(fpActionSchema, raw, wellFormedFPAction);
}
