// The troop types and characters of the two ready-made armies (RK-GAP-1): their profiles (M, WS,
// BS, S, T, W, I, A, Ld and the armour save, shield included), missile weapons, points per model
// and base size. Every regiment stands on 20 mm (0.8") square bases. A champion, a standard and a
// musician each cost a flat price on top of the models.
import type { Localised } from '../../core/system';
import { own } from '../../core/system';
import type { Missile, Profile } from './types';

/** 20 mm square bases, in inches. */
export const BASE = 0.8;

export const COMMAND_COST = { champion: 10, standard: 10, musician: 5 } as const;
/** What carrying the Battle Standard adds to a character's cost. */
export const BSB_COST = 25;

export interface ProfileEntry {
  name: Localised;
  army: 'kingdom' | 'horde';
  character: boolean;
  profile: Profile;
  missile: Missile | null;
  points: number;
}

const p = (M: number, WS: number, BS: number, S: number, T: number, W: number, I: number, A: number, Ld: number, save: number): Profile =>
  ({ M, WS, BS, S, T, W, I, A, Ld, save });

const BOW: Missile = { range: 24, S: 3 };
const CROSSBOW: Missile = { range: 30, S: 4 };

export const PROFILES: Readonly<Record<string, ProfileEntry>> = {
  // The human kingdom
  spearmen: { name: { en: 'Spearmen', ru: 'Копейщики' }, army: 'kingdom', character: false, profile: p(4, 3, 3, 3, 3, 1, 3, 1, 7, 4), missile: null, points: 7 },
  swordsmen: { name: { en: 'Swordsmen', ru: 'Мечники' }, army: 'kingdom', character: false, profile: p(4, 4, 3, 3, 3, 1, 4, 1, 7, 4), missile: null, points: 9 },
  crossbowmen: { name: { en: 'Crossbowmen', ru: 'Арбалетчики' }, army: 'kingdom', character: false, profile: p(4, 3, 3, 3, 3, 1, 3, 1, 7, 6), missile: CROSSBOW, points: 9 },
  captain: { name: { en: 'Captain', ru: 'Капитан' }, army: 'kingdom', character: true, profile: p(4, 5, 5, 4, 4, 2, 5, 3, 8, 4), missile: null, points: 50 },
  marshal: { name: { en: 'Marshal', ru: 'Маршал' }, army: 'kingdom', character: true, profile: p(4, 6, 5, 5, 4, 3, 6, 4, 9, 4), missile: null, points: 95 },
  // The orc horde
  orcs: { name: { en: 'Orc warriors', ru: 'Орки-воины' }, army: 'horde', character: false, profile: p(4, 3, 3, 3, 4, 1, 2, 1, 7, 5), missile: null, points: 6 },
  bigOrcs: { name: { en: 'Big orcs', ru: 'Большие орки' }, army: 'horde', character: false, profile: p(4, 4, 3, 4, 4, 1, 2, 1, 8, 4), missile: null, points: 11 },
  orcArchers: { name: { en: 'Orc archers', ru: 'Орки-лучники' }, army: 'horde', character: false, profile: p(4, 3, 3, 3, 4, 1, 2, 1, 7, 6), missile: BOW, points: 7 },
  goblins: { name: { en: 'Goblins', ru: 'Гоблины' }, army: 'horde', character: false, profile: p(4, 2, 3, 3, 3, 1, 3, 1, 6, 6), missile: null, points: 3 },
  bigBoss: { name: { en: 'Orc big boss', ru: 'Орк-вожак' }, army: 'horde', character: true, profile: p(4, 5, 3, 4, 4, 2, 3, 3, 8, 4), missile: null, points: 45 },
  warboss: { name: { en: 'Orc warboss', ru: 'Орк-вождь' }, army: 'horde', character: true, profile: p(4, 6, 3, 5, 4, 3, 4, 4, 9, 4), missile: null, points: 90 },
};

/**
 * The edition of the profiles, prices, ready-made armies and set-up spots a match is set up with
 * (the match option `edition`; docs/rules/ranked.md, RK-GAP-1). Edition 1 was the first, before
 * the armies were balanced; edition 2 set the bridge's armies up beside it rather than facing it
 * (scenarios.ts); edition 3 scored a regiment merely reduced nothing at the end, where edition 4
 * scores one at half strength or less half its cost (RK-GAP-7, victory.ts): a match saved then
 * replays with its own.
 */
export type Edition = 1 | 2 | 3 | 4;
export const EDITION: Edition = 4;

/** What edition 1 had otherwise: heavier-hit kingdom infantry, a weaker Marshal, tougher orc characters. */
const EDITION_1: Readonly<Record<string, Partial<Profile> & { points?: number }>> = {
  spearmen: { save: 5, points: 6 },
  swordsmen: { save: 5, points: 8 },
  marshal: { S: 4, points: 90 },
  bigBoss: { T: 5, points: 50 },
  warboss: { T: 5, points: 95 },
};

export function profileOf(kind: string, edition: Edition = EDITION): ProfileEntry | null {
  const e = own(PROFILES, kind);
  const then = edition === 1 ? own(EDITION_1, kind) : null;
  if (!e || !then) return e;
  const { points, ...profile } = then;
  return { ...e, profile: { ...e.profile, ...profile }, points: points ?? e.points };
}
