// Firepower actions as zod schemas: saved matches and imported files are checked before replay.
import { z } from '../../core/zod';
import type { FPAction } from './types';

const id = z.string().min(1).max(64);
const hex = z.strictObject({ q: z.number().int().min(-1000).max(1000), r: z.number().int().min(-1000).max(1000) });
const side = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

export const fpActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('drawChip') }),
  z.strictObject({ type: z.literal('startImpulse'), soldierIds: z.array(id).min(1).max(12) }),
  z.strictObject({ type: z.literal('enter'), soldierId: id, to: hex }),
  z.strictObject({ type: z.literal('turn'), soldierId: id, facing: side }),
  z.strictObject({ type: z.literal('posture'), soldierId: id, posture: z.enum(['standing', 'crouching', 'prone']) }),
  z.strictObject({ type: z.literal('cross'), soldierId: id }),
  z.strictObject({ type: z.literal('endImpulse') }),
  z.strictObject({
    type: z.literal('fire'), soldierId: id, targetHex: hex, mode: z.enum(['auto', 'semi']),
    shots: z.array(z.strictObject({ targetId: id, count: z.number().int().min(1).max(12) })).min(1).max(12),
    after: z.number().int().min(0).max(4).optional(),
  }),
  z.strictObject({ type: z.literal('grenade'), soldierId: id, targetHex: hex, vertex: z.enum(['left', 'right']).optional() }),
  z.strictObject({ type: z.literal('melee'), soldierIds: z.array(id).min(1).max(12), targetHex: hex }),
]);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _matches: Same<z.infer<typeof fpActionSchema>, FPAction> = true;
void _matches;
