// Warbands built from the profile list (RO-GAP-5) within a points budget: what each rank, armour,
// missile weapon and skill costs, and the check a warband from the lobby (or a file) must pass.
import { z } from '../../core/zod';
import type { Armour, Missile, Rank, Weapon } from './types';
import type { WarbandEntry } from './warbands';

/** What a rank costs (docs/rules/ronin.md, RO-GAP-5). */
export const RANK_POINTS: Readonly<Record<Rank, number>> = {
  peasant: 5, ashigaru: 10, gashira: 15, samurai: 25, ronin: 25, sohei: 25, hatamoto: 35, seniorRonin: 35, bushou: 50,
};
export const ARMOUR_POINTS: Readonly<Record<Armour, number>> = { none: 0, light: 2, medium: 4, heavy: 6 };
export const MISSILE_POINTS: Readonly<Record<Missile, number>> = { shuriken: 2, yumi: 3, teppo: 5 };
/** The hand weapons that change the profile for the better cost 2; the others nothing. */
export const WEAPON_POINTS: Readonly<Record<Weapon, number>> = { katana: 0, wakizashi: 0, tanto: 0, yari: 2, naginata: 2, nodachi: 2, tetsubo: 2 };
export const RELENTLESS_POINTS = 5;
/** A warband's budget. */
export const POINTS_BUDGET = 130;
/** At most this many fighters in a warband. */
export const MAX_FIGHTERS = 10;

export function entryPoints(e: WarbandEntry): number {
  return RANK_POINTS[e.type] + ARMOUR_POINTS[e.armour] + (e.missile ? MISSILE_POINTS[e.missile] : 0) + WEAPON_POINTS[e.weapon] + (e.relentless ? RELENTLESS_POINTS : 0);
}

export const warbandPoints = (w: readonly WarbandEntry[]): number => w.reduce((a, e) => a + entryPoints(e), 0);

const rank = z.enum(['peasant', 'ashigaru', 'gashira', 'samurai', 'ronin', 'sohei', 'hatamoto', 'seniorRonin', 'bushou']);
const weapon = z.enum(['katana', 'wakizashi', 'tanto', 'yari', 'naginata', 'nodachi', 'tetsubo']);
const entry = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(32), z.regex(/^[a-z0-9-]+$/)),
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  type: rank,
  weapon,
  missile: z.nullable(z.enum(['yumi', 'teppo', 'shuriken'])),
  armour: z.enum(['none', 'light', 'medium', 'heavy']),
  relentless: z.optional(z.boolean()),
});
const warband = z.array(entry).check(
  z.minLength(1), z.maxLength(MAX_FIGHTERS),
  z.refine((w) => new Set(w.map((e) => e.id)).size === w.length, { message: 'two fighters share an id' }),
  z.refine((w) => warbandPoints(w as WarbandEntry[]) <= POINTS_BUDGET, { message: `the warband costs more than ${POINTS_BUDGET} points` }),
);

/** The match options a Ronin match accepts. */
export const roOptionsSchema = z.strictObject({
  factions: z.optional(z.tuple([z.string(), z.string()])),
  warbands: z.optional(z.tuple([warband, warband])),
});
