// Ronin: the plain, serialisable shape of a match's state and its actions.
import type { Localised } from '../../core/system';
import type { TableSpec } from '../../core/table/types';

/** Side 0 and side 1 (player order in the lobby). */
export type Side = 0 | 1;

/** The ranks of RO-GAP-5's profile list. */
export type Rank = 'peasant' | 'ashigaru' | 'gashira' | 'samurai' | 'ronin' | 'sohei' | 'hatamoto' | 'seniorRonin' | 'bushou';
/** Hand weapons (RO-GAP-5). */
export type Weapon = 'katana' | 'wakizashi' | 'tanto' | 'yari' | 'naginata' | 'nodachi' | 'tetsubo';
/** Missile weapons (RO-5..RO-7). */
export type Missile = 'yumi' | 'teppo' | 'shuriken';
/** Armour (RO-22). */
export type Armour = 'none' | 'light' | 'medium' | 'heavy';
/** Wounds (RO-GAP-1): 0 none, 1 Light, 2 Grievous, 3 Critical (out of action). */
export type Wound = 0 | 1 | 2 | 3;

/** Rank / CP / Initiative / Fight / Shoot. */
export interface Profile {
  rank: number;
  cp: number;
  init: number;
  fight: number;
  shoot: number;
}

export interface RoFighter {
  id: string;
  name: string;
  side: Side;
  type: Rank;
  weapon: Weapon;
  missile: Missile | null;
  armour: Armour;
  /** May fight a second fight in a turn (RO-11, RO-GAP-5). */
  relentless: boolean;
  x: number;
  y: number;
  wound: Wound;
  /** Fights on with a tanto-like -1 Initiative, -1 Fight (RO-GAP-4). */
  disarmed: boolean;
  /** The enemy it is locked with by a grapple (RO-GAP-4), if any. */
  grappled: string | null;
  /** The turn the grapple was made. */
  grappledSince?: number;
  /** Activated in the current phase. */
  done: boolean;
  moved: boolean;
  ran: boolean;
  shot: boolean;
  /** A teppo that has fired and waits to be reloaded (RO-6, RO-GAP-3). */
  unloaded: boolean;
  /** Fights it has fought this turn (RO-11). */
  fights: number;
  /** It fought last turn: a nodachi's first-round Initiative is spent (RO-GAP-5). */
  engaged: boolean;
}

/** Where a terrain piece stands for cover (RO-1). */
export type CoverKind = 'light' | 'heavy';

export interface RoScenario {
  id: string;
  name: Localised;
  description: Localised;
  table: TableSpec;
  /** Barrier ids that are hedges (Light cover, RO-1); other barriers are walls and palisades (Heavy). */
  hedges: readonly string[];
  /** Ids of the difficult-ground patches that are woods or bushes (Light cover, RO-1); the others (a stream, a paddy) hide nothing. */
  woods: readonly string[];
  turns: number;
  deploy: [{ x0: number; y0: number; x1: number; y1: number }, { x0: number; y0: number; x1: number; y1: number }];
  /** The warband each side fields when the players choose none: faction ids. */
  warbands: [string, string];
  /** A marker one side must take and the other hold (RO-GAP-6); most scenarios have none. */
  objective?: RoObjective;
}

/** A scenario's objective (RO-GAP-6): taken at the end of a turn by a raider within `r` of it with no defender within `r`. */
export interface RoObjective {
  id: string;
  name: Localised;
  x: number;
  y: number;
  /** Centre distance, in inches, within which a fighter takes or denies the marker. */
  r: number;
  /** The side that must take it; the other side defends it. */
  raider: Side;
}

/** How a match ended (RO-GAP-6): 'objective' the raiders took it, 'held' the defenders kept it to the last turn. */
export type RoResultReason = 'morale' | 'wiped' | 'turns' | 'objective' | 'held';

/** One fighter's share of the pool (RO-12, RO-13): Attack and Defence tokens, and the initiative boost (RO-23). */
export interface Tokens {
  attack: number;
  defence: number;
  boostInit: boolean;
}
export type Split = Record<string, Tokens>;

/** A fight (RO-9): one fighter against one or several. */
export interface Fight {
  one: string;
  many: string[];
  done: boolean;
}

/** The fight being resolved: the committed pools, the initiative order and whose attack is next. */
export interface Bout {
  fight: number;
  /** The secret splits, each null until made (RO-12); the view hides the other's until both are in. */
  splits: [Split | null, Split | null];
  /** Tokens left, by fighter, after both splits are revealed (RO-13). */
  tokens: Split;
  /** Fighters in initiative order (RO-14). */
  order: string[];
  /** While initiative ties are being rolled off: each fighter's place so far (equal places still tied). */
  ranks?: Record<string, number>;
  /** Index into order of the fighter to act. */
  next: number;
  /** Passes in a row (RO-16). */
  passes: number;
  /** Who chose this fight (RO-10: the other player chooses the next). */
  chooser: Side;
  /** The attack under way: attacker, defender, the defender's boost once chosen. */
  attack: { by: string; at: string; defBoost: boolean | null } | null;
}

/** 'fights': the player with priority splits the brawls into fights (RO-9). */
export type Phase = 'priority' | 'move' | 'fights' | 'combat' | 'action' | 'over';

export interface RoState {
  system: 'ronin';
  scenario: string;
  players: [string, string];
  /** Each side's faction (its warband's), for names and colours. */
  factions: [string, string];
  turn: number;
  /** The scenario's last turn. */
  turns: number;
  phase: Phase;
  /** Who has priority this turn (RO-GAP-2). */
  priority: Side;
  /** Whose activation or choice it is in an alternating phase. */
  active: Side;
  fighters: RoFighter[];
  /** This turn's fights (RO-9). */
  fights: Fight[];
  bout: Bout | null;
  /** Fighters each side started with (RO-GAP-6). */
  started: [number, number];
  /** The end: a winner, or null for a draw after the last turn. */
  result: { winner: Side | null; reason: RoResultReason } | null;
  rng: number[];
}

export type RoAction =
  | { type: 'rollPriority' }
  | { type: 'move'; fighter: string; x: number; y: number; run: boolean }
  | { type: 'hold'; fighter: string }
  | { type: 'shoot'; fighter: string; target: string }
  | { type: 'reload'; fighter: string }
  | { type: 'formFight'; one: string; many: string[] }
  | { type: 'fightsSet' }
  | { type: 'chooseFight'; fight: number }
  | { type: 'split'; by: Side; tokens: Split }
  | { type: 'attack'; fighter: string; target: string }
  | { type: 'pass'; fighter: string }
  | { type: 'defend'; boost: boolean }
  | { type: 'strike'; boost: boolean; special: 'none' | 'disarm' | 'grapple' };
