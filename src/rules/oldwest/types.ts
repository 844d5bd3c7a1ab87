// Legends of the Old West: the plain, serialisable shape of a match's state and its actions.
import type { TableSpec, Vec } from '../../core/table/types';

/** Side 0 and side 1 (player order in the lobby). */
export type Side = 0 | 1;

/** Sh is the to-hit number (4 means 4+). Fame and Fortune are the starting pools. */
export interface Profile {
  sh: number;
  f: number;
  s: number;
  g: number;
  a: number;
  w: number;
  p: number;
  fame: number;
  fortune: number;
}

export type WeaponId =
  | 'sixgun'
  | 'heavyPistol'
  | 'rifle'
  | 'repeatingRifle'
  | 'carbine'
  | 'buffaloGun'
  | 'shotgun'
  | 'bow'
  | 'thrownKnife'
  | 'none';

export type FighterStatus = 'ok' | 'out' | 'fled';

export interface Fighter {
  id: string;
  name: string;
  side: Side;
  /** Profile key from the profile list (OW-GAP-7), e.g. 'sheriff'. */
  type: string;
  profile: Profile;
  weapon: WeaponId;
  leader: boolean;
  fearsome: boolean;
  pos: Vec;
  woundsLost: number;
  fame: number;
  fortune: number;
  status: FighterStatus;
  onGround: boolean;
  /** Inches of movement allowance used this turn (difficult ground counts double). */
  moveUsed: number;
  /** It charged this turn (ended a move in base contact with an enemy). */
  charged: boolean;
  /** It shot this turn. */
  shot: boolean;
}

export type Phase = 'hills' | 'drop' | 'move' | 'shoot' | 'fight' | 'over';

/** A fight: fighters of both sides joined by base contact (OW-1). */
export interface Fight {
  id: string;
  fighterIds: string[];
  resolved: boolean;
}

/** One winner's strikes in a fight (OW-6, OW-16): its Attack dice and whom it may strike. */
export interface StrikePlan {
  strikerId: string;
  attacks: number;
  targetIds: string[];
}

/** A decision the rules wait for; the answer is an action of the named side. */
export type Pending =
  /** OW-23/OW-25: take the Head for the Hills test, or run (voluntary rout). */
  | { kind: 'hills'; side: Side; testerId: string }
  /** OW-2: the side with the Drop picks the next fight. */
  | { kind: 'chooseFight'; side: Side }
  /** OW-5: the losing side picks which loser backs off next. */
  | { kind: 'backOff'; side: Side; fightId: string; fighterIds: string[]; strikes: StrikePlan[] }
  /** OW-16: the striker picks the target of its next strike. */
  | {
      kind: 'strike';
      side: Side;
      fightId: string;
      strikerId: string;
      /** Attack dice this striker still has to place. */
      attacksLeft: number;
      targetIds: string[];
      /** Strikers still to strike after this one. */
      queue: StrikePlan[];
    };

export interface MatchResult {
  winner: Side;
  loser: Side;
  reason: 'fled' | 'rout' | 'wiped';
  turn: number;
}

/** A posse's name and colour, as the scenario gives them. */
export interface PosseInfo {
  id: string;
  name: { en: string; ru: string };
  color: number;
  /** Fighters the posse started with (OW-23 counts half of these). */
  size: number;
}

export interface OWState {
  system: 'oldwest';
  scenarioId: string;
  table: TableSpec;
  players: [string, string];
  posses: [PosseInfo, PosseInfo];
  fighters: Record<string, Fighter>;
  /** Fighter ids in roster order. */
  order: string[];
  turn: number;
  phase: Phase;
  /** Who has the Drop this turn (acts first, orders fights). */
  drop: Side | null;
  /** Who had the Drop last turn (OW-GAP-1 tie rule). */
  lastDrop: Side | null;
  /** The side acting in the current part of the Move or Shoot phase. */
  active: Side;
  /** In Move and Shoot: 0 while the Drop side acts, 1 while the other does. */
  step: 0 | 1;
  pending: Pending | null;
  /** Sides whose hills test this turn is done. */
  hillsDone: Side[];
  fights: Fight[];
  /** Ids of losers trapped in the fight being resolved (OW-9): strikes on them are doubled. */
  trapped: string[];
  result: MatchResult | null;
  rng: number[];
}

export type OWAction =
  | { type: 'rollDrop' }
  | { type: 'hillsTest' }
  | { type: 'rout' }
  | { type: 'move'; fighterId: string; to: Vec }
  | { type: 'charge'; fighterId: string; targetId: string; to?: Vec }
  | { type: 'standUp'; fighterId: string }
  | { type: 'shoot'; fighterId: string; targetId: string }
  | { type: 'endPhase' }
  | { type: 'resolveFight'; fightId: string }
  | { type: 'backOff'; fighterId: string }
  | { type: 'strike'; targetId: string };

export type OWActionType = OWAction['type'];
