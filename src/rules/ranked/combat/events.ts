// What happens in close combat, as data: one typed union discriminated by `type` (the engine's own
// events, fleeing and a regiment destroyed among them, are in ../events.ts).
import type { Side } from '../types';

/** Each close-combat event's params, by type. */
export interface CombatEventParams {
  /** The Active player picks this combat to fight now (RK-GAP-3). */
  combatStart: { combat: string; round: number };
  challenge: { combat: string; side: Side; unit: string; who: string };
  noChallenge: { combat: string; side: Side };
  accept: { combat: string; side: Side; unit: string; who: string };
  /** RK-13: `character` (chosen by the challenger's player) refused. Null: only champions could have accepted. */
  refuse: { combat: string; side: Side; unit: string; character: string | null };
  /** One attack: to hit, to wound, save (0 when not rolled). */
  attack: { unit: string; who: string; atUnit: string; atWho: string; hit: number; wound: number; save: number; unsaved: boolean };
  /** A group's attacks at one Initiative step, in sum. */
  strikes: { unit: string; who: string; atUnit: string; atWho: string; attacks: number; unsaved: number; initiative: number; duel: boolean; hitOn: number; woundOn: number; saveOn: number };
  /** Wounds removed at the end of an Initiative step (`slain`: models or the character). */
  casualties: { unit: string; who: string; wounds: number; slain: number; overkill: number };
  combatResult: {
    combat: string; score0: number; score1: number; winner: Side | null; diff: number; musician: boolean;
    wounds0: number; wounds1: number; overkill0: number; overkill1: number; ranks0: number; ranks1: number;
  };
  breakTest: { unit: string; side: Side; ld: number; target: number; roll: number; reroll: number; passed: boolean; steadfast: boolean; holdYourGround: boolean };
  pursuit: { unit: string; fleeing: string; roll: number; flee: number; caught: boolean };
  /** RK-GAP-5: `unit` pursues `fleeing`, or holds. */
  pursuitChoice: { unit: string; fleeing: string; pursue: boolean };
  /** RK-GAP-6: a regiment with no foe left stays, reforms (`turn` degrees clockwise, `files` wide) or overruns (`roll` inches). */
  freeMove: { unit: string; how: 'stay' | 'reform' | 'overrun'; turn: number; files: number; roll: number };
  /** RK-2, RK-3: shifted back into base contact with `against` after casualties. */
  fallBack: { unit: string; against: string; dist: number; x: number; y: number };
  /** RK-8: this many ways of falling back kept as many units in contact. */
  fallBackTie: { combat: string; options: number };
  /** RK-GAP-6: nothing left in contact. */
  noMoreFoes: { unit: string };
  /** RK-16. */
  duelEnd: { combat: string };
  combatEnd: { combat: string };
}

export type CombatEventType = keyof CombatEventParams;

export type CombatEvent = {
  [K in CombatEventType]: { type: K; rule?: string; rolls?: number[]; params: CombatEventParams[K] };
}[CombatEventType];
