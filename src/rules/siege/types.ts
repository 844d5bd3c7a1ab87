// The toy-castle siege: the plain, serialisable shape of a match's state and its actions.
// Distances are in steps (1 step = 7 cm = one wall section); x grows to the right, y down.
import type { Localised } from '../../core/system';
import type { Vec } from '../../core/table/types';

/** Side 0 and side 1 (player order in the lobby). Side 0 is the Attacker and plays first (SG-GAP-2). */
export type Side = 0 | 1;

/** 0 the ground, 1 a first-floor tower's top, 2 a second-floor tower's top. */
export type Level = 0 | 1 | 2;

/** A tower: an axis-aligned rectangle whose top is `floor` floors up (1 floor = 1 step). */
export interface SgTower {
  id: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  floor: 1 | 2;
}

/** A first-floor wall: a segment, crossed for 2 steps of move (SG-7). */
export interface SgWall {
  id: string;
  a: Vec;
  b: Vec;
}

/** A fortress: its towers, walls and the gate (an axis-aligned gap between two walls). */
export interface SgCastle {
  owner: Side;
  towers: SgTower[];
  walls: SgWall[];
  gate: { a: Vec; b: Vec };
}

/** The trap roll of SG-9 this turn: not rolled, passed (4+), or failed (1-3). */
export type GateTry = 'untried' | 'open' | 'shut';

export interface SgUnit {
  id: string;
  side: Side;
  kind: 'warrior' | 'cannon';
  x: number;
  y: number;
  level: Level;
  /** Where it started: a wounded warrior goes back here (or to the nearest free spot). */
  home: Vec;
  alive: boolean;
  /** Light wounds taken (SG-5: hit, but it did not fall); a mark with no other effect. */
  marks: number;
  /** Made its maneuver this turn (a melee ends it too). */
  moved: boolean;
  /** Started a melee this turn (SG-8). */
  fought: boolean;
  gate: GateTry;
}

/** A spell's lasting effect (SG-2), for `side`, from turn `from` to turn `to` (turn indices). */
export interface SgEffect {
  kind: 'double' | 'bonus' | 'silence';
  side: Side;
  from: number;
  to: number;
}

export type MeleeTies = 'nothing' | 'reroll';
export type Nearest = 'castle' | 'tower';

/** The match's options, settled at setup. */
export interface SgRules {
  warriors: number;
  meleeTies: MeleeTies;
  nearest: Nearest;
  twoCastles: boolean;
}

/** How a match ended (SG-GAP-3). */
export type SgResultReason = 'wiped' | 'gate' | 'turns';

/** Magic's turn step, the Attacker's shot, then the maneuver and melee. */
export type Phase = 'magic' | 'shoot' | 'maneuver' | 'over';

export interface SgState {
  system: 'siege';
  scenario: string;
  players: [string, string];
  rules: SgRules;
  /** The table in steps. */
  width: number;
  height: number;
  castles: SgCastle[];
  units: SgUnit[];
  /** Round 1, 2, ...: each round is side 0's turn then side 1's. */
  round: number;
  /** The last round (SG-GAP-3). */
  rounds: number;
  /** Player turns since the start: 0 is side 0's first turn. */
  turnIndex: number;
  active: Side;
  phase: Phase;
  effects: SgEffect[];
  /** A warrior of this side has entered the enemy's gate: its cannon fires no more (SG-10). */
  gateEntered: [boolean, boolean];
  /** A melee under way: only between two dice rolls of a tie rolled again (the odds' merge point). */
  fight: { warrior: string; target: string } | null;
  result: { winner: Side | null; reason: SgResultReason } | null;
  rng: number[];
}

/** A castle layout for a table of `width` x `height` steps, the fortress near the bottom edge. */
export interface SgScenario {
  id: string;
  name: Localised;
  description: Localised;
  width: number;
  height: number;
  towers: SgTower[];
  walls: SgWall[];
  gate: { a: Vec; b: Vec };
  /** The Defender's start spots, in the order they are filled (towers first). */
  defenders: Vec[];
  /** The Attacker's start line (y) and its cannon's start spot. */
  startLine: number;
  cannon: Vec;
  /** With two fortresses (SG-11): each cannon's spot in front of its own fortress. */
  frontCannon: Vec;
}

export interface Aim {
  x: number;
  y: number;
}

export type SgAction =
  | { type: 'castMagic' }
  | { type: 'fire'; aim: Aim; power: number }
  | { type: 'holdFire' }
  | { type: 'move'; unit: string; x: number; y: number }
  | { type: 'tryGate'; warrior: string }
  | { type: 'melee'; warrior: string; target: string }
  | { type: 'endTurn' };
