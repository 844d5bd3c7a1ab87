// The match options a siege accepts (the lobby sends strings): warriors a side (SG-GAP-2), what a
// tied melee does (SG-AMB-2), whom magic 5 and 6 strike (SG-AMB-1), two fortresses (SG-11).
import { z } from '../../core/zod';
import { MAX_WARRIORS, MIN_WARRIORS, WARRIORS } from './measures';
import type { MeleeTies, Nearest, SgRules } from './types';

const counts = ['3', '4', '5', '6', '7', '8'] as const;

export const sgOptionsSchema = z.strictObject({
  warriors: z.optional(z.union([z.int().check(z.minimum(MIN_WARRIORS), z.maximum(MAX_WARRIORS)), z.enum(counts)])),
  meleeTies: z.optional(z.enum(['nothing', 'reroll'])),
  nearest: z.optional(z.enum(['castle', 'tower'])),
  twoCastles: z.optional(z.union([z.boolean(), z.enum(['on', 'off'])])),
});

export type SgOptions = z.infer<typeof sgOptionsSchema>;

/** The options with every default filled in. */
export function rulesOf(o: SgOptions): SgRules {
  return {
    warriors: o.warriors === undefined ? WARRIORS : Number(o.warriors),
    meleeTies: (o.meleeTies ?? 'nothing') satisfies MeleeTies,
    nearest: (o.nearest ?? 'castle') satisfies Nearest,
    twoCastles: o.twoCastles === true || o.twoCastles === 'on',
  };
}
