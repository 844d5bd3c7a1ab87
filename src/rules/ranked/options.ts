// The match options a ranked match accepts: the two army lists the players built (plain JSON, as
// the lobby's army builder will pass them; without them each side plays the scenario's own army)
// and the points budget they were built to (a number, or digits as the lobby sends).
import { z } from '../../core/zod';
import { DEFAULT_BUDGET, MAX_BUDGET } from './armies';
import { EDITION } from './profiles';
import type { ArmyList, RkRules } from './types';

export const TURNS = 6;

const text = z.string().check(z.maxLength(60));
const kind = z.string().check(z.minLength(1), z.maxLength(64));
const count = z.int().check(z.minimum(0), z.maximum(1000));

const listCharacter = z.strictObject({ kind, general: z.optional(z.boolean()), bsb: z.optional(z.boolean()) });

const listRegiment = z.strictObject({
  kind,
  models: count,
  files: count,
  champion: z.optional(z.boolean()),
  standard: z.optional(z.boolean()),
  musician: z.optional(z.boolean()),
  characters: z.optional(z.array(listCharacter).check(z.maxLength(10))),
});

export const armyListSchema = z.strictObject({
  name: z.strictObject({ en: text, ru: text }),
  regiments: z.array(listRegiment).check(z.maxLength(20)),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _matches: Same<z.infer<typeof armyListSchema>, ArmyList> = true;
void _matches;

export const rkOptionsSchema = z.object({
  armies: z.optional(z.tuple([armyListSchema, armyListSchema])),
  budget: z.optional(z.union([z.int().check(z.minimum(0), z.maximum(MAX_BUDGET)), z.string().check(z.regex(/^\d{1,4}$/))])),
  // The profiles', ready-made armies' and set-up spots' edition (profiles.ts): absent, the newest;
  // older for matches saved before it.
  edition: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])),
});

export type RkOptions = z.infer<typeof rkOptionsSchema>;

/** The options with every default filled in. */
export function rulesOf(o: RkOptions): RkRules {
  return { budget: o.budget === undefined ? DEFAULT_BUDGET : Number(o.budget), turns: TURNS, halfStrength: (o.edition ?? EDITION) >= 4 };
}
