// The rank-and-flank game: the plain, serialisable shape of a match's state, its actions, its
// scenarios and options. Inches; x grows to the right, y down; facings in degrees clockwise from
// "up the table" (see geometry/block.ts).
import type { Localised } from '../../core/system';
import type { TableSpec, Vec } from '../../core/table/types';
import type { Block, Side4 } from './geometry/block';

/** A regiment's footprint (`front` is the centre of its front edge) and a block's four sides: geometry/block.ts. */
export type { Block, Side4 };

/** Side 0 and side 1 (player order in the lobby). Side 0 plays first. */
export type Side = 0 | 1;

/** A model's characteristics (RK-GAP-1). `save` is the armour save's target on a d6 (7 = none). */
export interface Profile {
  M: number;
  WS: number;
  BS: number;
  S: number;
  T: number;
  W: number;
  I: number;
  A: number;
  Ld: number;
  save: number;
}

/** A missile weapon: its range in inches and its Strength. */
export interface Missile {
  range: number;
  S: number;
}

/** A character fighting inside a regiment (a General, a Battle Standard Bearer, a hero). */
export interface Character {
  id: string;
  name: Localised;
  /** A PROFILES key (armies.ts). */
  kind: string;
  profile: Profile;
  /** Wounds left (0 = slain). */
  wounds: number;
  points: number;
  general?: boolean;
  bsb?: boolean;
  // --- close combat (owned by combat/) ---
  /** Refused a challenge (RK-13): Leadership 0 and no attacks until the end of that player turn. */
  refused?: boolean;
}

export interface Regiment {
  id: string;
  side: Side;
  name: Localised;
  /** A PROFILES key (armies.ts). */
  kind: string;
  profile: Profile;
  missile: Missile | null;
  /** Rank-and-file models alive (the champion, standard bearer and musician among them). */
  models: number;
  /** Its rank-and-file models at setup: at half of them or fewer it is worth half its cost (RK-GAP-7). */
  raised: number;
  /** Wounds the next model to die has already taken (models with more than one Wound). */
  hurt: number;
  files: number;
  /** Base width and depth, inches (square bases). */
  base: number;
  /** Its footprint: the models and the characters in it, in ranks and files. */
  block: Block;
  champion: boolean;
  standard: boolean;
  musician: boolean;
  characters: Character[];
  /** Points per rank-and-file model. */
  points: number;
  /** Its whole cost at setup (models, command, characters): what the enemy scores by destroying or routing it (RK-GAP-7). */
  cost: number;
  fleeing: boolean;
  /** Took its rally test this turn. */
  rallied: boolean;
  /** Declared a charge this turn (in reach or not). */
  charged: boolean;
  /** Inches of movement used this player turn (a reform or a march uses it all). */
  used: number;
  /** Moved (or tried to) this player turn: charges, flees, marches, reforms and moves. */
  moved: boolean;
  /** Marched this turn (no wheel afterwards). */
  marched: boolean;
  /** Shot in the shooting phase this turn (RK-GAP-2). */
  shot?: boolean;
  destroyed: boolean;
}

/** Terrain that matters to regiments: a river (impassable), a bridge over it, a hill, a wood. */
export interface Feature {
  id: string;
  kind: 'river' | 'bridge' | 'hill' | 'wood';
  name: Localised;
  poly: Vec[];
  /** No regiment may enter it. */
  impassable: boolean;
}

/** A charge declared and waiting for the target's reaction (phase 'react'). */
export interface PendingCharge {
  charger: string;
  target: string;
  /** The target's facing the charger will contact: its arc of the target at the declaration. */
  side: Side4;
  /** The target's reaction, once given. */
  reaction?: Reaction;
  /** A stand-and-shoot volley under way: shots still to roll and the charger's models before it. */
  volley?: { left: number; models: number };
}

export type Reaction = 'hold' | 'standShoot' | 'flee';

export type Phase = 'rally' | 'charge' | 'react' | 'move' | 'shoot' | 'combat' | 'over';

/** How a match ended (RK-GAP-7). */
export type ResultReason = 'turns' | 'wiped' | 'fled';

/** The match's options, settled at setup. */
export interface RkRules {
  /** The points budget each army was checked against. */
  budget: number;
  turns: number;
  /**
   * RK-GAP-7 from edition 4: a regiment left with half or fewer of its rank and file at the end
   * scores half its cost (before, a regiment merely reduced scored nothing).
   */
  halfStrength: boolean;
}

// --- close combat (owned by combat/) ---
/**
 * Who fights in a combat: a regiment's rank and file (`who` 'rf'), its champion ('champion') or
 * one of its characters (the character's id).
 */
export interface Fighter {
  unit: string;
  who: string;
}

/** A duel under way (RK-11..RK-17); arrays are indexed by side. */
export interface Duel {
  fighters: [Fighter, Fighter];
  /** The side that issued the challenge. */
  challenger: Side;
  /** Wounds a champion had taken before this phase (characters keep theirs in `wounds`). */
  hurt: [number, number];
  /** RK-17: wounds caused beyond what killed the opponent this phase. */
  overkill: [number, number];
}

/** The resolution of one combat's round, one step at a time (the odds enumerator's merge points). */
export type CombatStep =
  /** RK-11: the challenge step; `side` is the player asked now. */
  | { t: 'challenge'; side: Side }
  /** RK-GAP-3: the attacks of everyone striking at Initiative `i` (chargers at CHARGE_I). */
  | { t: 'initiative'; i: number }
  /** One attack of `left` (of `n`) still to make by `by` at `at`; `need` holds to hit, to wound and save. */
  | { t: 'strike'; i: number; by: Fighter; at: Fighter; n: number; left: number; need: [number, number, number | null]; unsaved: number; duel: boolean }
  /** Removes the casualties of an Initiative step. */
  | { t: 'casualties' }
  | { t: 'result' }
  | { t: 'break'; unit: string; diff: number }
  /** RK-GAP-5: asks the player of a regiment touching `fleeing` whether it pursues (before the flight is rolled). */
  | { t: 'chase'; unit: string; fleeing: string }
  | { t: 'flee'; unit: string }
  /** RK-GAP-5: `go` once its player chose to pursue; `flee` and `facing` are the flight's distance and direction. */
  | { t: 'pursue'; unit: string; fleeing: string; flee: number; facing: number; go: boolean }
  /** RK-GAP-6: regiments with no enemy left in contact leave the combat; each that did not pursue is asked its free move. */
  | { t: 'foes' }
  | { t: 'victor'; unit: string }
  /** Fall back into contact (RK-1..RK-10), the duel's end (RK-16), the combat's end. */
  | { t: 'aftermath' };

/** What a combat waits for a player to answer. */
export type CombatPending =
  | { kind: 'challenge'; side: Side }
  | { kind: 'accept'; side: Side; challenger: Fighter }
  | { kind: 'pickRefused'; side: Side; candidates: Fighter[] }
  /** RK-8: several ways of falling back keep as many units in contact; `casualties` as the search was given them. */
  | { kind: 'fallBack'; side: Side; options: number; casualties: string[] }
  /** RK-GAP-5: does `unit` pursue `fleeing` or hold? */
  | { kind: 'pursue'; side: Side; unit: string; fleeing: string }
  /** RK-GAP-6: `unit` has no foe left: overrun (when `overrun`), reform or stay. */
  | { kind: 'victor'; side: Side; unit: string; overrun: boolean };

/** One close combat: the regiments locked in it and how it started. */
export interface Combat {
  id: string;
  /** Regiment ids of both sides. */
  units: string[];
  /** Those that charged into it this turn. */
  chargers: string[];
  /** Pairs in base contact at the start of the round, with the sides touching (RK-1, RK-7). */
  engagedAtStart: { a: string; b: string; sideA: Side4; sideB: Side4 }[];
  round: number;
  duel: Duel | null;
  /** Fought this phase. */
  fought: boolean;
  /** The round under way: its steps still to run and the answer it waits for. */
  queue: CombatStep[];
  pending: CombatPending | null;
  /** Unsaved wounds of the Initiative step under way, not yet removed. */
  dealt: { unit: string; who: string; wounds: number }[];
  /** Wounds each side caused this round (what counts towards the result). */
  caused: [number, number];
  /** Characters that refused a challenge this phase (RK-13: no attacks; a BSB gives no +1, no Hold Your Ground). */
  refusedNow: string[];
  /** The side that won this round (for No More Foes, pursuit), once decided. */
  winner: Side | null;
  /** RK-GAP-5: the regiments asked this round whether they pursue, and whether they did. */
  chase?: { unit: string; go: boolean }[];
}

/** Close-combat actions: fight a combat (the Active player picks the order), challenges and their answers. */
export type CombatAction =
  | { type: 'fightCombat'; combat: string }
  | { type: 'challenge'; combat: string; unit: string; who: string }
  | { type: 'noChallenge'; combat: string }
  | { type: 'accept'; combat: string; unit: string; who: string }
  | { type: 'refuse'; combat: string }
  | { type: 'pickRefused'; combat: string; character: string }
  /** RK-8: the Active player picks one of the equally good ways of falling back (0-based). */
  | { type: 'fallBack'; combat: string; choice: number }
  /** RK-GAP-5: the regiment asked pursues the fleeing enemy, or restrains itself and holds. */
  | { type: 'pursue'; combat: string; unit: string }
  | { type: 'restrain'; combat: string; unit: string }
  /** RK-GAP-6: the regiment with no foe left overruns 2d6" straight ahead, stays, or reforms (turned `turn` degrees clockwise, `files` wide). */
  | { type: 'overrun'; combat: string; unit: string }
  | { type: 'stay'; combat: string; unit: string }
  | { type: 'freeReform'; combat: string; unit: string; turn: number; files: number };
// --- end of close combat ---

export interface RkState {
  system: 'ranked';
  scenario: string;
  players: [string, string];
  rules: RkRules;
  table: TableSpec;
  terrain: Feature[];
  regiments: Regiment[];
  /** 1..rules.turns: each turn is side 0's player turn then side 1's. */
  turn: number;
  active: Side;
  phase: Phase;
  charge: PendingCharge | null;
  combats: Combat[];
  result: { winner: Side | null; reason: ResultReason } | null;
  rng: number[];
  /** A shooting-phase volley under way (RK-GAP-2): shots still to roll and the target's models before it. */
  volley?: { shooter: string; target: string; left: number; models: number } | null;
}

/** One regiment of an army list: plain JSON the lobby sends as a match option. */
export interface ListRegiment {
  /** A PROFILES key of a rank-and-file troop type. */
  kind: string;
  models: number;
  files: number;
  champion?: boolean;
  standard?: boolean;
  musician?: boolean;
  /** Characters who join it, by PROFILES key; one of the army's is the General, one may be the BSB. */
  characters?: { kind: string; general?: boolean; bsb?: boolean }[];
}

export interface ArmyList {
  name: Localised;
  regiments: ListRegiment[];
}

/** Where a scenario sets up a regiment: its front edge's centre and its facing. */
export interface Slot {
  front: Vec;
  facing: number;
}

export interface RkScenario {
  id: string;
  name: Localised;
  description: Localised;
  width: number;
  height: number;
  terrain: Feature[];
  /** Each side's ready-made army. */
  armies: [ArmyList, ArmyList];
  /** Each side's set-up spots, filled in list order (no deployment phase). */
  deployment: [Slot[], Slot[]];
  /** The set-up spots of matches of edition `until` or older, where they were other (profiles.ts, Edition). */
  earlier?: { until: number; deployment: [Slot[], Slot[]] };
}

export type WheelDir = 'left' | 'right';

export type EngineAction =
  | { type: 'rally'; unit: string }
  | { type: 'charge'; unit: string; target: string }
  | { type: 'react'; reaction: Reaction }
  | { type: 'forward'; unit: string; dist: number }
  | { type: 'wheel'; unit: string; dir: WheelDir; deg: number }
  /** `turn`: degrees clockwise (90, 270 or 180; absent or 0, no turn), with the frontage unchanged. */
  | { type: 'reform'; unit: string; files: number; turn?: number }
  | { type: 'march'; unit: string; dist: number }
  /** RK-GAP-2: in the shooting phase, a regiment with missile weapons shoots at an enemy in its front arc and range. */
  | { type: 'shoot'; unit: string; target: string }
  | { type: 'endPhase' };

export type RkAction = EngineAction | CombatAction;
