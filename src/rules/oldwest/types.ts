// Legends of the Old West: the plain, serialisable shape of a match's state and its actions.
import type { TableSpec, Vec } from '../../core/table/types';
import type { Objective } from './scenarioTypes';

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

/** 'left': off the table to fulfil the scenario's objective (OW-24), not a casualty. */
export type FighterStatus = 'ok' | 'out' | 'fled' | 'left';

/** A fighter's mount (OW-GAP-2: a horse moves 10", a mule 8"; OW-20: mounts do not fight). */
export type Mount = 'horse' | 'mule';

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
  /** The mount the fighter rides, if any (absent for a man on foot). */
  mount?: Mount;
  /** Wounds the mount has lost. */
  mountWounds?: number;
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
  /** It failed a Diving for Cover test this turn and may not shoot back (OW-27). */
  dived?: boolean;
  /** Fearsome enemies it has passed a Pluck test against this turn (OW-26). */
  braved?: string[];
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
  /** Targets it strikes across an obstacle (OW-17): each strike must get past it on 4+. */
  across?: string[];
}

/** A die a hero just rolled, on which its player may spend Fame (OW-30). */
export interface FameRoll {
  what: 'hit' | 'wound' | 'wound2' | 'duel' | 'pluck' | 'jump';
  /** The dice as rolled. */
  dice: number[];
  /** The score the roll counts as now (dice plus Fame already spent). */
  score: number;
  /** The score it needs (0 when a duel compares against the other side). */
  need: number;
  /** Most Fame that can still change it. */
  max: number;
}

/** A decision the rules wait for; the answer is an action of the named side. */
export type Pending =
  /** OW-23/OW-25: take the Head for the Hills test, or run (voluntary rout). */
  | { kind: 'hills'; side: Side; testerId: string }
  /** OW-2: the side with the Drop picks the next fight. */
  | { kind: 'chooseFight'; side: Side }
  /** OW-5: the losing side picks which loser backs off next. */
  | { kind: 'backOff'; side: Side; fightId: string; fighterIds: string[] }
  /** OW-16: the striker picks the target of its next strike. */
  | { kind: 'strike'; side: Side; fightId: string; strikerId: string; attacksLeft: number; targetIds: string[]; queue: StrikePlan[]; across?: string[] }
  /** OW-30: spend Fame on the die just rolled, or not. */
  | { kind: 'fame'; side: Side; fighterId: string; roll: FameRoll }
  /**
   * OW-31: two heroes in one fight bid Fame in secret, both at once. `bidders` are the sides still
   * to bid (the Drop side first, for a bid that names no player); `side` and `fighterId` are the
   * first of them. The bids are kept in the duel step as commitments: a player's view hides the
   * other's until both are made, and Fame is spent when they are revealed.
   */
  | { kind: 'fameBid'; side: Side; fighterId: string; fightId: string; bidders: Side[]; heroIds: [string, string] }
  /** OW-33: declare which heroes take a heroic action this phase (1 Fame each). */
  | { kind: 'heroics'; side: Side; phase: 'move' | 'shoot' | 'fight'; heroIds: string[] }
  /** OW-GAP-4: spend a Fortune point to try to ignore the wound just suffered. */
  | { kind: 'fortune'; side: Side; fighterId: string };

/** One step of a resolution still to run (plain data). A step may pause for a decision. */
export type Step =
  | { t: 'hit'; shooterId: string; targetId: string; roll?: number; fame: number; asked?: boolean }
  | { t: 'inTheWay'; shooterId: string; targetId: string; strength: number; items: { kind: 'obstacle' | 'model'; id: string; name: string; need: number }[] }
  | { t: 'shotLands'; shooterId: string; targetId: string; strength: number; aimedId: string }
  | {
      t: 'wound';
      byId: string;
      targetId: string;
      strength: number;
      rule: string;
      /** The shooter, when the wound comes from a shot (Diving for Cover follows). */
      shooterId?: string;
      /** OW-17: a strike across this barrier: 1-3 it hits the barrier and is lost. */
      barrier?: string;
      barrierRoll?: number;
      first?: number;
      second?: number;
      /** Fame spent on the first die (carried to the second, OW-32) and on the second. */
      fame: number;
      fame2: number;
      asked?: boolean;
      asked2?: boolean;
    }
  | { t: 'suffer'; targetId: string; shooterId?: string; asked?: boolean }
  | {
      t: 'duel';
      fightId: string;
      /** How many of the fight's fighters have rolled their Attack dice (side 0's first). */
      rolled?: number;
      /** Each side's highest die so far. */
      best?: [number, number];
      /** The dice of each side's hero (Fame raises his own highest die, OW-30). */
      heroDice?: Record<string, number[]>;
      /** Each side's hero with Fame when the dice were rolled (the one whose die Fame raises). */
      heroIds?: [string | null, string | null];
      bonus: [number, number];
      bids?: [number | null, number | null];
      asked?: boolean;
    }
  | { t: 'backOffs'; fightId: string; losers: string[] }
  | { t: 'strikes'; fightId: string; queue: StrikePlan[] }
  | { t: 'finishFight'; fightId: string }
  | { t: 'hillsTest'; side: Side; testerId: string; roll?: [number, number]; fame: number; asked?: boolean }
  | { t: 'fearTest'; fighterId: string; targetId: string; act: 'charge' | 'shoot'; to?: Vec; roll?: [number, number]; fame: number; asked?: boolean }
  | { t: 'dive'; fighterId: string; shooterId: string; roll?: [number, number]; fame: number; asked?: boolean }
  | { t: 'diveMove'; fighterId: string; shooterId: string }
  /** OW-20: a strike or hit on a rider's mount. */
  | { t: 'mountWound'; byId: string; riderId: string; strength: number; rule: string; barrier?: string }
  /** OW-GAP-5: the mount is killed; the rider rolls on Thrown from the Saddle. */
  | { t: 'thrown'; riderId: string }
  /** OW-GAP-2: a move or charge along its route, rolling for each barrier jumped (a hero may add Fame). */
  | {
      t: 'walk';
      fighterId: string;
      path: Vec[];
      to: Vec;
      cost: number;
      jumps: { id: string; at: Vec; height: number }[];
      /** The next jump to roll for. */
      next: number;
      roll?: number;
      fame: number;
      asked?: boolean;
      chargeTargetId?: string;
    }
  /** OW-10, OW-GAP-6: a loser at the edge of a drop falls after the strikes. */
  | { t: 'fall'; fighterId: string; to: Vec; height: number };

/** OW-35 Yee Haw! (Move), OW-36 Quickdraw (Shoot), OW-37 Time for a Whuppin' (Melee). */
/** A mount its rider got off (dismounted or dived for cover): it stays where it was left. */
export interface LooseMount {
  id: string;
  kind: Mount;
  side: Side;
  ownerId: string;
  pos: Vec;
}

export type HeroicKind = 'yeeHaw' | 'quickdraw' | 'whuppin';

export interface HeroicAction {
  side: Side;
  heroId: string;
  kind: HeroicKind;
}

/** Heroic actions of the current phase (OW-33..OW-38). */
export interface Heroics {
  phase: 'move' | 'shoot' | 'fight';
  /** Each side's declared heroes, or null while it has still to declare. */
  declared: [string[] | null, string[] | null];
  /** Heroic actions still to take, first first (alternating sides, OW-34). */
  order: HeroicAction[];
  /** The heroic action being taken, with the friends it calls. */
  current: (HeroicAction & { friends: string[]; moving?: boolean }) | null;
}

export interface MatchResult {
  winner: Side;
  loser: Side;
  reason: 'fled' | 'rout' | 'wiped' | 'objective';
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
  /** Resolution steps still to run, first first. */
  queue: Step[];
  /** Losers at the edge of a drop in the fight being resolved: they fall after the strikes (OW-10). */
  falling?: { fighterId: string; to: Vec; height: number }[];
  /** Mounts standing without their riders, by id. */
  mounts?: Record<string, LooseMount>;
  /** The scenario's objective, if any (OW-24, OW-GAP-8). */
  objective?: Objective | null;
  /** Heroic actions of the phase, while they are declared or taken. */
  heroics?: Heroics | null;
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
  | { type: 'strike'; targetId: string }
  | { type: 'fame'; points: number }
  /** `by`: the bidding player (both bid at once); without it, the first still to bid. */
  | { type: 'fameBid'; points: number; by?: Side }
  | { type: 'fortune'; use: boolean }
  | { type: 'declareHeroics'; heroIds: string[] }
  | { type: 'leaveTable'; fighterId: string }
  | { type: 'mount'; fighterId: string }
  | { type: 'dismount'; fighterId: string };

export type OWActionType = OWAction['type'];
