// Ranked actions as zod schemas (saved matches, imported files) and the hand-written guard `apply`
// runs first: both accept the same actions. Close combat's actions are combat/'s.
import { byType, intIn, isId, keysAre, numberIn, type Fields } from '../../core/actionGuard';
import { actionProblem, idSchema as id, type ActionProblem } from '../../core/schema';
import { z } from '../../core/zod';
import type { RkAction } from './types';

/** RK-8: the fall-back search offers at most 8 ways (geometry/fallBack.ts, MAX_ALTERNATIVES). */
const MAX_FALLBACK_CHOICE = 7;

/** The longest straight move an action may name, inches. */
export const MAX_DIST = 100;

const dist = z.number().check(z.gt(0), z.maximum(MAX_DIST));

export const rkActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('rally'), unit: id }),
  z.strictObject({ type: z.literal('charge'), unit: id, target: id }),
  z.strictObject({ type: z.literal('react'), reaction: z.enum(['hold', 'standShoot', 'flee']) }),
  z.strictObject({ type: z.literal('forward'), unit: id, dist }),
  z.strictObject({ type: z.literal('wheel'), unit: id, dir: z.enum(['left', 'right']), deg: z.int().check(z.minimum(1), z.maximum(180)) }),
  z.strictObject({ type: z.literal('reform'), unit: id, files: z.int().check(z.minimum(1), z.maximum(40)), turn: z.optional(z.int().check(z.minimum(0), z.maximum(359))) }),
  z.strictObject({ type: z.literal('march'), unit: id, dist }),
  z.strictObject({ type: z.literal('shoot'), unit: id, target: id }),
  z.strictObject({ type: z.literal('endPhase') }),
  // close combat's (combat/)
  z.strictObject({ type: z.literal('fightCombat'), combat: id }),
  z.strictObject({ type: z.literal('challenge'), combat: id, unit: id, who: id }),
  z.strictObject({ type: z.literal('noChallenge'), combat: id }),
  z.strictObject({ type: z.literal('accept'), combat: id, unit: id, who: id }),
  z.strictObject({ type: z.literal('refuse'), combat: id }),
  z.strictObject({ type: z.literal('pickRefused'), combat: id, character: id }),
  z.strictObject({ type: z.literal('fallBack'), combat: id, choice: z.int().check(z.minimum(0), z.maximum(MAX_FALLBACK_CHOICE)) }),
  z.strictObject({ type: z.literal('pursue'), combat: id, unit: id }),
  z.strictObject({ type: z.literal('restrain'), combat: id, unit: id }),
  z.strictObject({ type: z.literal('overrun'), combat: id, unit: id }),
  z.strictObject({ type: z.literal('stay'), combat: id, unit: id }),
  z.strictObject({ type: z.literal('freeReform'), combat: id, unit: id, turn: z.int().check(z.minimum(0), z.maximum(359)), files: z.int().check(z.minimum(1), z.maximum(40)) }),
]);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _matches: Same<z.infer<typeof rkActionSchema>, RkAction> = true;
void _matches;

const distOk = (v: unknown): boolean => numberIn(v, Number.MIN_VALUE, MAX_DIST);

export const wellFormedRkAction = byType({
  rally: (a) => keysAre(a, 2) && isId(a.unit),
  charge: (a) => keysAre(a, 3) && isId(a.unit) && isId(a.target),
  react: (a) => keysAre(a, 2) && (a.reaction === 'hold' || a.reaction === 'standShoot' || a.reaction === 'flee'),
  forward: (a) => keysAre(a, 3) && isId(a.unit) && distOk(a.dist),
  wheel: (a) => keysAre(a, 4) && isId(a.unit) && (a.dir === 'left' || a.dir === 'right') && intIn(a.deg, 1, 180),
  reform: (a) => keysAre(a, 3, 'turn') && isId(a.unit) && intIn(a.files, 1, 40) && (a.turn === undefined || intIn(a.turn, 0, 359)),
  march: (a) => keysAre(a, 3) && isId(a.unit) && distOk(a.dist),
  shoot: (a) => keysAre(a, 3) && isId(a.unit) && isId(a.target),
  endPhase: (a) => keysAre(a, 1),
  fightCombat: (a) => keysAre(a, 2) && isId(a.combat),
  challenge: (a) => keysAre(a, 4) && isId(a.combat) && isId(a.unit) && isId(a.who),
  noChallenge: (a) => keysAre(a, 2) && isId(a.combat),
  accept: (a) => keysAre(a, 4) && isId(a.combat) && isId(a.unit) && isId(a.who),
  refuse: (a) => keysAre(a, 2) && isId(a.combat),
  pickRefused: (a) => keysAre(a, 3) && isId(a.combat) && isId(a.character),
  fallBack: (a) => keysAre(a, 3) && isId(a.combat) && intIn(a.choice, 0, MAX_FALLBACK_CHOICE),
  pursue: (a) => keysAre(a, 3) && isId(a.combat) && isId(a.unit),
  restrain: (a) => keysAre(a, 3) && isId(a.combat) && isId(a.unit),
  overrun: (a) => keysAre(a, 3) && isId(a.combat) && isId(a.unit),
  stay: (a) => keysAre(a, 3) && isId(a.combat) && isId(a.unit),
  freeReform: (a) => keysAre(a, 5) && isId(a.combat) && isId(a.unit) && intIn(a.turn, 0, 359) && intIn(a.files, 1, 40),
} satisfies Record<RkAction['type'], (a: Fields) => boolean>);

export function rkActionProblem(raw: unknown): ActionProblem | null {
  return actionProblem(rkActionSchema, raw, wellFormedRkAction);
}
