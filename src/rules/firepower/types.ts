// Firepower (basic game): the plain, serialisable shape of a match's state and its actions.
import type { HexCoord, HexMapSpec, HexSide } from '../../core/hex/types';
import type { WeaponId } from './chart';

export type Side = 0 | 1;
export type Posture = 'standing' | 'crouching' | 'prone';

export interface Soldier {
  id: string;
  name: string;
  side: Side;
  weapon: Exclude<WeaponId, 'grenade'>;
  grenades: boolean;
  pos: HexCoord;
  facing: HexSide;
  posture: Posture;
  running: boolean;
  suppressed: boolean;
  stunned: boolean;
  status: 'ok' | 'dead';
  /** FP-10: he has crossed the fence or hedge on this hexside of his hex and stands beyond it. */
  across: HexSide | null;
}

/** FP-AMB-1, chosen in the lobby: the worked examples' posture costs, or the text of 6.2.4. */
export type PostureRule = 'examples' | 'text';

/** FP-GAP-3, chosen in the lobby: the blast reaches a second ring at +4 ('on', the default) or not. */
export type SecondRingRule = 'on' | 'off';

export interface FPOptions {
  postureRule?: PostureRule;
  secondRing?: SecondRingRule;
}

/** The impulse under way: the soldiers acting in it and what each has spent (FP-5, FP-6). */
export interface Impulse {
  soldierIds: string[];
  /** Movement factors left this impulse. */
  mf: Record<string, number>;
  /** New hexes entered this impulse (FP-8: 4 makes a soldier Running). */
  entered: Record<string, number>;
  /** MF spent on non-combat actions (FP-31: +1 per MF to the soldier's fire). */
  spent: Record<string, number>;
  /** Hexes a soldier of the stack fired from (FP-19: one firer per stack and hex). */
  firedFrom: string[];
  /** MF a soldier declared to spend after firing (FP-30); it may spend no more than that. */
  after: Record<string, number>;
}

export interface FPResult {
  winner: Side | null;
  reason: 'eliminated' | 'objective' | 'lastTurn';
  turn: number;
}

export interface FPState {
  system: 'firepower';
  scenarioId: string;
  map: HexMapSpec;
  players: [string, string];
  sides: [{ id: string; name: { en: string; ru: string }; color: number }, { id: string; name: { en: string; ru: string }; color: number }];
  soldiers: Record<string, Soldier>;
  order: string[];
  turn: number;
  lastTurn: number;
  /** Sequence chips still in the pool, by colour (FP-1, FP-GAP-5). */
  chips: Side[];
  phase: 'draw' | 'impulse' | 'over';
  /** The side playing the impulse phase. */
  active: Side | null;
  /** 1 or 2: which impulse of the phase (FP-5). */
  impulse: 1 | 2;
  current: Impulse | null;
  /** Soldiers that acted in an impulse of this phase (FP-5: no soldier acts in both). */
  acted: string[];
  /** Soldiers that made a combat action this phase (FP-12). */
  fought: string[];
  result: FPResult | null;
  /** FP-GAP-5: hexes to hold at the end of the last turn (the only side there wins), if any. */
  objective: { hexes: HexCoord[] } | null;
  /** FP-AMB-1 as chosen for this match. */
  postureRule: PostureRule;
  /** FP-GAP-3 as chosen for this match: the blast reaches the second ring at +4. */
  secondRing: boolean;
  /** A grenade's blast rolls still to make (only while a throw is resolved). */
  blast?: BlastRoll[];
  rng: number[];
}

export type FPAction =
  | { type: 'drawChip' }
  | { type: 'startImpulse'; soldierIds: string[] }
  | { type: 'enter'; soldierId: string; to: HexCoord }
  | { type: 'turn'; soldierId: string; facing: HexSide }
  | { type: 'posture'; soldierId: string; posture: Posture }
  /** FP-10: cross the fence or hedge on the front hexside (or back over the one behind him), staying in the hex. */
  | { type: 'cross'; soldierId: string }
  | { type: 'endImpulse' }
  /** FP-16..FP-32: fire at soldiers in one hex; `shots` are bursts (automatic) or shots (semi-automatic) per target. */
  | { type: 'fire'; soldierId: string; targetHex: HexCoord; mode: 'auto' | 'semi'; shots: { targetId: string; count: number }[]; after?: number }
  /** FP-33..FP-36: throw a grenade at a hex; `vertex` picks the side when the line runs along a vertex (FP-34). */
  | { type: 'grenade'; soldierId: string; targetHex: HexCoord; vertex?: 'left' | 'right' }
  /** FP-40..FP-43: the acting soldiers enter an enemy hex ahead and melee. */
  | { type: 'melee'; soldierIds: string[]; targetHex: HexCoord };

/** One soldier's blast roll (FP-35): his modifier and how far he is from the burst hex. */
export interface BlastRoll {
  soldierId: string;
  modifier: number;
  distance: number;
}
