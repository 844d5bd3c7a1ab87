// Posses the players build before a match: points per profile, weapon and mount, the checks a
// roster must pass, the ready-made posses, and setting a roster up inside a deployment zone.
import { BASE_RADIUS } from '../../core/table/types';
import { isBlank } from '../../core/text';
import { PROFILES, WEAPONS } from './profiles';
import { refuse } from './reasons';
import { RED_GULCH } from './scenarios';
import type { FighterSpec, Localised, PosseSpec, Zone } from './scenarioTypes';
import type { Mount, WeaponId } from './types';

export interface RosterFighter {
  /** Unique within the roster. */
  id: string;
  name: string;
  /** A PROFILES key. */
  type: string;
  weapon: WeaponId;
  leader?: boolean;
  mount?: Mount;
}

export interface Roster {
  posseId: string;
  name: Localised;
  /** 0xRRGGBB */
  color: number;
  fighters: RosterFighter[];
}

export const DEFAULT_BUDGET = 150;
export const MAX_FIGHTERS = 12;
export const MAX_FIGHTER_NAME = 30;
/** Centre-to-centre spacing of fighters set up in a deployment zone, in inches. */
export const DEPLOY_SPACING = 1.5;

/** Points per profile: heroes pay for their Fame, Fortune and extra Wounds. */
export const PROFILE_COST: Readonly<Record<string, number>> = {
  sheriff: 40,
  marshal: 70,
  desperado: 40,
  trailBoss: 35,
  deputy: 12,
  rowdy: 8,
  tough: 9,
  cowpoke: 8,
};

export const WEAPON_COST: Readonly<Record<WeaponId, number>> = {
  sixgun: 1,
  heavyPistol: 2,
  rifle: 3,
  repeatingRifle: 4,
  carbine: 3,
  buffaloGun: 5,
  shotgun: 3,
  bow: 1,
  thrownKnife: 1,
  none: 0,
};

export const MOUNT_COST: Readonly<Record<Mount, number>> = { horse: 10, mule: 6 };
export const MOUNTS: readonly Mount[] = ['horse', 'mule'];

const has = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

/** A hero has Fame (OW-29); only a hero may lead a posse. */
export function isHero(type: string): boolean {
  return has(PROFILES, type) && PROFILES[type]!.profile.fame > 0;
}

/** One fighter's points (unknown profiles, weapons and mounts count 0; the checks name them). */
export function fighterCost(f: RosterFighter): number {
  const profile = has(PROFILE_COST, f.type) ? PROFILE_COST[f.type]! : 0;
  const weapon = has(WEAPON_COST, f.weapon) ? WEAPON_COST[f.weapon] : 0;
  const mount = f.mount && has(MOUNT_COST, f.mount) ? MOUNT_COST[f.mount] : 0;
  return profile + weapon + mount;
}

export function rosterCost(roster: Roster): number {
  return roster.fighters.reduce((sum, f) => sum + fighterCost(f), 0);
}

/** What is wrong with a roster: a UI message key and its values. `n` numbers fighters from 1. */
export type RosterProblem =
  | { key: 'roster.overBudget'; params: { cost: number; budget: number } }
  | { key: 'roster.empty'; params: Record<string, never> }
  | { key: 'roster.tooMany'; params: { count: number; max: number } }
  | { key: 'roster.noLeader'; params: Record<string, never> }
  | { key: 'roster.manyLeaders'; params: { count: number } }
  | { key: 'roster.leaderNotHero'; params: { n: number; name: string } }
  | { key: 'roster.duplicateId'; params: { n: number; id: string } }
  | { key: 'roster.nameEmpty'; params: { n: number } }
  | { key: 'roster.nameTooLong'; params: { n: number; max: number } }
  | { key: 'roster.unknownProfile'; params: { n: number; type: string } }
  | { key: 'roster.unknownWeapon'; params: { n: number; weapon: string } }
  | { key: 'roster.unknownMount'; params: { n: number; mount: string } };

export type RosterProblemKey = RosterProblem['key'];

/** Every problem with a roster under a points budget; an empty list means it may play. */
export function validateRoster(roster: Roster, budget: number): RosterProblem[] {
  const out: RosterProblem[] = [];
  const { fighters } = roster;
  const cost = rosterCost(roster);
  if (cost > budget) out.push({ key: 'roster.overBudget', params: { cost, budget } });
  if (fighters.length === 0) out.push({ key: 'roster.empty', params: {} });
  if (fighters.length > MAX_FIGHTERS) out.push({ key: 'roster.tooMany', params: { count: fighters.length, max: MAX_FIGHTERS } });
  const leaders = fighters.filter((f) => f.leader);
  if (fighters.length > 0 && leaders.length === 0) out.push({ key: 'roster.noLeader', params: {} });
  if (leaders.length > 1) out.push({ key: 'roster.manyLeaders', params: { count: leaders.length } });
  const seen = new Set<string>();
  fighters.forEach((f, i) => {
    const n = i + 1;
    if (seen.has(f.id)) out.push({ key: 'roster.duplicateId', params: { n, id: f.id } });
    seen.add(f.id);
    if (isBlank(f.name)) out.push({ key: 'roster.nameEmpty', params: { n } });
    else if (f.name.length > MAX_FIGHTER_NAME) out.push({ key: 'roster.nameTooLong', params: { n, max: MAX_FIGHTER_NAME } });
    const known = has(PROFILES, f.type) && has(PROFILE_COST, f.type);
    if (!known) out.push({ key: 'roster.unknownProfile', params: { n, type: f.type } });
    if (!has(WEAPONS, f.weapon)) out.push({ key: 'roster.unknownWeapon', params: { n, weapon: f.weapon } });
    if (f.mount !== undefined && !has(MOUNT_COST, f.mount)) out.push({ key: 'roster.unknownMount', params: { n, mount: f.mount } });
    if (f.leader && known && !isHero(f.type)) out.push({ key: 'roster.leaderNotHero', params: { n, name: f.name.trim() } });
  });
  return out;
}

/** A scenario's posse as a roster (positions dropped). */
export function rosterFromPosse(posse: PosseSpec): Roster {
  return {
    posseId: posse.id,
    name: { ...posse.name },
    color: posse.color,
    fighters: posse.fighters.map((f) => ({
      id: f.id,
      name: f.name,
      type: f.type,
      weapon: f.weapon,
      ...(f.leader ? { leader: true } : {}),
      ...(f.mount ? { mount: f.mount } : {}),
    })),
  };
}

const TRAIL_CREW: Roster = {
  posseId: 'trail-crew',
  name: { en: 'Trail Crew', ru: 'Гуртовщики' },
  color: 0x4d8a3c,
  fighters: [
    { id: 'dawson', name: 'Hank Dawson', type: 'trailBoss', weapon: 'sixgun', leader: true },
    { id: 'rourke', name: 'Billy Rourke', type: 'cowpoke', weapon: 'carbine', mount: 'horse' },
    { id: 'greer', name: 'Tom Greer', type: 'cowpoke', weapon: 'rifle' },
    { id: 'watts', name: 'Jed Watts', type: 'cowpoke', weapon: 'sixgun' },
    { id: 'lomax', name: 'Pete Lomax', type: 'cowpoke', weapon: 'shotgun' },
  ],
};

const MARSHAL_POSSE: Roster = {
  posseId: 'marshal',
  name: { en: "US Marshal's Posse", ru: 'Отряд федерального маршала' },
  color: 0x7b56a8,
  fighters: [
    { id: 'stone', name: 'Marshal Eli Stone', type: 'marshal', weapon: 'heavyPistol', leader: true, mount: 'horse' },
    { id: 'creed', name: 'Walt Creed', type: 'deputy', weapon: 'rifle' },
    { id: 'finch', name: 'Amos Finch', type: 'deputy', weapon: 'shotgun' },
    { id: 'tanner', name: 'Joe Tanner', type: 'deputy', weapon: 'sixgun' },
  ],
};

/** Ready-made posses: Red Gulch's Lawmen and Outlaws, a trail crew and a US Marshal's posse. */
export const READY_MADE: readonly Roster[] = [
  rosterFromPosse(RED_GULCH.posses[0]),
  rosterFromPosse(RED_GULCH.posses[1]),
  TRAIL_CREW,
  MARSHAL_POSSE,
];

/** How many fighters fit side by side along `length` inches, bases inside. */
function slots(length: number): number {
  if (!(length >= 2 * BASE_RADIUS)) return 0;
  return Math.floor((length - 2 * BASE_RADIUS) / DEPLOY_SPACING + 1e-9) + 1;
}

/** How many fighters a deployment zone holds. */
export function zoneCapacity(zone: Zone): number {
  return slots(zone.w) * slots(zone.h);
}

/**
 * Sets a roster up in a zone: rows 1.5" apart centre to centre, each row centred across the zone,
 * in roster order. The first row stands at the zone's `front` edge (the edge facing the enemy).
 * Throws a RuleError ('posseTooBig') when the posse does not fit.
 */
export function deployRoster(roster: Roster, zone: Zone, front: 'top' | 'bottom' = 'top'): FighterSpec[] {
  const cols = slots(zone.w);
  const capacity = cols * slots(zone.h);
  const count = roster.fighters.length;
  if (count > capacity) {
    refuse('posseTooBig', { posse: roster.name.en, count, capacity, w: zone.w, h: zone.h });
  }
  const cx = zone.x + zone.w / 2;
  return roster.fighters.map((f, i) => {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, count - row * cols);
    const col = i - row * cols;
    const y = front === 'top' ? zone.y + BASE_RADIUS + row * DEPLOY_SPACING : zone.y + zone.h - BASE_RADIUS - row * DEPLOY_SPACING;
    const x = cx + (col - (inRow - 1) / 2) * DEPLOY_SPACING;
    return {
      id: f.id,
      name: f.name.trim(),
      type: f.type,
      weapon: f.weapon,
      ...(f.leader ? { leader: true } : {}),
      ...(f.mount ? { mount: f.mount } : {}),
      pos: { x, y },
    };
  });
}

const SPARE_COLORS = [0x2f6fb0, 0xb8432f, 0x4d8a3c, 0x7b56a8, 0xc08a1e, 0x2a8c8c];

/**
 * The pair with the second posse told apart from the first when both are the same posse: its id
 * gets a "-2" and it takes another colour.
 */
export function distinctRosters(pair: readonly [Roster, Roster]): [Roster, Roster] {
  const [a, b] = pair;
  if (a.posseId !== b.posseId && a.color !== b.color) return [a, b];
  const color = a.color === b.color ? (SPARE_COLORS.find((c) => c !== a.color) ?? 0x888888) : b.color;
  const posseId = a.posseId === b.posseId ? `${b.posseId.slice(0, 62)}-2` : b.posseId;
  return [a, { ...b, posseId, color }];
}
