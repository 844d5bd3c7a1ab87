// What happens in an Old West match, as data: one typed union discriminated by `type`. The
// narration (src/ui/oldwest/narration.ts) is a table over every `type`, so an event without
// English or Russian words fails `tsc`. Each event's params are listed in full: what its
// sentences show and what replays, the board and tests read; an unlisted param fails `tsc`.
import type { Side, WeaponId } from './types';

type Phase = 'move' | 'shoot' | 'fight';
type Heroic = 'yeeHaw' | 'quickdraw' | 'whuppin';
type Test = { fighter: string; pluck: number; total: number; passed: boolean };

/** Each Old West event's params, by type. */
export interface OWEventParams {
  turnStart: { turn: number };
  dropRolled: { p0: string; p1: string; winner: string | null; tie: boolean };
  hillsDue: { player: string; fighter: string };
  hillsTest: Test & { player: string };
  rout: { player: string };
  posseFled: { player: string };
  victory: { winner: string; loser: string; reason: 'objective' | 'rout' | 'fled' | 'wiped'; turn: number; casualties0: number; casualties1: number };
  phaseStart: { phase: Phase; player: string; turn: number };
  phaseHandover: { phase: Phase; player: string };
  noFights: object;
  fightsGrouped: { count: number };
  fightChosen: { player: string; names: string };
  duelDice: { fighter: string; player: string };
  duelWon: { player: string; side: Side; best: number; other: number };
  duelTieF: { player: string; side: Side; die: number; f: number; otherF: number };
  duelRollOff: { player: string; side: Side; first: string };
  backOffOrder: { player: string };
  backedOff: { fighter: string };
  trapped: { fighter: string };
  trappedMoved: { fighter: string };
  /** `mount` when the strike is at the rider's mount (`target` is then the rider). */
  woundRoll: { by: string; target: string; s: number; g: number; need: string; wounded: boolean; impossible: boolean; fame?: number; fall?: boolean; mount?: 'horse' | 'mule' };
  woundLost: { fighter: string; left: number };
  outOfAction: { fighter: string };
  fightOver: object;
  phaseOver: object;
  jump: { fighter: string; height: number; result: 'stumble' | 'cross' | 'clear' | 'climbed' | 'climbFailed'; fame?: number };
  /** `from` is where the move began, as [x, y] in inches. */
  moved: { fighter: string; cost: number; left: number; from?: readonly number[] };
  charged: { fighter: string; target: string };
  chargeFailed: { fighter: string; target: string };
  stoodUp: { fighter: string };
  shot: { fighter: string; target: string; need: number; hit: boolean; weapon?: WeaponId; fame?: number };
  inTheWay: { what: 'model' | 'wall' | 'fence' | string; name: string; need: number; passed: boolean };
  randomTarget: { target: string; among: number };
  fameSpent: { fighter: string; points: number; from: number; to: number; left: number };
  fameBidMade: { player: string };
  fameBids: { p0: string; p1: string; bid0: number; bid1: number };
  fortune: { fighter: string; saved: boolean; left: number };
  strikeChoice: { fighter: string; attacks: number };
  fearTest: Test & { target: string; act: string };
  diveTest: Test;
  /** `route` is the way taken, flattened [x0, y0, x1, y1, ...] in inches. */
  diveMoved: { fighter: string; cost: number; route?: readonly number[] };
  diveDown: { fighter: string; inCover: boolean };
  standsInFight: { fighter: string };
  downTrapped: { fighter: string };
  heroicsOffered: { phase: Phase };
  heroicsDeclared: { player: string; count: number; kind: Heroic; names: string };
  heroicRollOff: { player: string };
  heroicStart: { kind: Heroic; fighter: string; player: string; friends?: string };
  heroicOver: { fighter: string };
  whuppinMove: { fighter: string; player: string };
  fightsRegrouped: { count: number };
  barrierRoll: { by: string; target: string; passed: boolean };
  dismounted: { fighter: string };
  mounted: { fighter: string };
  thrown: { fighter: string; mount: 'horse' | 'mule'; result: 'flying' | 'free' | 'clear' | string };
  riderOrMount: { fighter: string; mount: boolean };
  diveDismount: { fighter: string };
  atDrop: { fighter: string; height: number };
  fell: { fighter: string; height: number; hits: number };
  leftTable: { fighter: string; count: number; needed: number };
}

export type OWEventType = keyof OWEventParams;

/** One Old West event. */
export type OWEvent = {
  [K in OWEventType]: { type: K; rule?: string; rolls?: number[] } & (object extends OWEventParams[K]
    ? { params?: OWEventParams[K] }
    : { params: OWEventParams[K] });
}[OWEventType];
