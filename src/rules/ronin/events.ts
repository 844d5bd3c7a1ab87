// What happens in a Ronin match, as data: one typed union discriminated by `type`. The narration
// is a table over every `type`, so an event without English or Russian words fails `tsc`.
import type { Side, Wound } from './types';

/** Each Ronin event's params, by type. */
export interface RoEventParams {
  turnStart: { turn: number };
  priority: { player: string; p0: number; p1: number };
  moraleTest: { player: string; rank: number; total: number; passed: boolean };
  victory: { winner: string | null; reason: 'morale' | 'wiped' | 'turns' | 'objective' | 'held' };
  phaseStart: { phase: 'move' | 'combat' | 'action'; player: string };
  moved: { fighter: string; cost: number; run: boolean };
  held: { fighter: string };
  fightFormed: { one: string; many: string; count: number };
  fightChosen: { player: string; one: string; many: string };
  splitMade: { player: string };
  splitRevealed: { player: string; attack: number; defence: number };
  initiative: { fighter: string; total: number; boosted: boolean };
  initiativeTie: { fighters: string };
  attack: { fighter: string; target: string };
  passed: { fighter: string };
  defBoost: { fighter: string };
  atkBoost: { fighter: string };
  special: { fighter: string; kind: 'disarm' | 'grapple' };
  strike: { fighter: string; target: string; attack: number; defence: number; margin: number; wound: Wound; result: 'miss' | 'wound' | 'disarm' | 'grapple' };
  outOfAction: { fighter: string };
  fightOver: { one: string };
  shot: { fighter: string; target: string; total: number; need: number; hit: boolean };
  strayShot: { fighter: string; target: string; among: number };
  shotWound: { target: string; total: number; defence: number; margin: number; wound: Wound };
  reloaded: { fighter: string };
}

export type RoEventType = keyof RoEventParams;

export type RoEvent = {
  [K in RoEventType]: { type: K; rule?: string; rolls?: number[]; params: RoEventParams[K] };
}[RoEventType];

export type { Side };
