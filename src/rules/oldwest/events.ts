// What happens in an Old West match, as data: one typed union discriminated by `type`. The
// narration (src/ui/oldwest/narration.ts) is a table over every `type`, so an event without
// English or Russian words fails `tsc`. Each event's params name what its sentences show;
// an event may carry more (for replays and tests), hence the open `Extra`.
import type { EventParam } from '../../core/ruleset';

type Extra = { readonly [key: string]: EventParam | undefined };
type Phase = 'move' | 'shoot' | 'fight';
type Heroic = 'yeeHaw' | 'quickdraw' | 'whuppin';
type Test = { fighter: string; pluck: number; total: number; passed: boolean };

/** Each Old West event's params, by type. */
export interface OWEventParams {
  turnStart: { turn: number };
  dropRolled: { p0: string; p1: string; winner: string | null };
  hillsDue: { player: string; fighter: string };
  hillsTest: Test;
  rout: { player: string };
  posseFled: { player: string };
  victory: { winner: string; reason: string };
  phaseStart: { phase: Phase; player: string };
  phaseHandover: { phase: Phase; player: string };
  noFights: object;
  fightsGrouped: { count: number };
  fightChosen: { player: string; names: string };
  duelDice: { fighter: string };
  duelWon: { player: string; best: number; other: number };
  duelTieF: { player: string; die: number; f: number; otherF: number };
  duelRollOff: { player: string; first: string };
  backOffOrder: { player: string };
  backedOff: { fighter: string };
  trapped: { fighter: string };
  trappedMoved: { fighter: string };
  /** `mount` when the strike is at the rider's mount (`target` is then the rider). */
  woundRoll: { by: string; target: string; s: number; g: number; need: string; wounded: boolean; impossible: boolean; fall?: boolean; mount?: 'horse' | 'mule' };
  woundLost: { fighter: string; left: number };
  outOfAction: { fighter: string };
  fightOver: object;
  phaseOver: object;
  jump: { fighter: string; height: number; result: 'stumble' | 'cross' | 'clear' | 'climbed' | 'climbFailed' };
  moved: { fighter: string; cost: number; left: number };
  charged: { fighter: string; target: string };
  chargeFailed: { fighter: string; target: string };
  stoodUp: { fighter: string };
  shot: { fighter: string; target: string; need: number; hit: boolean };
  inTheWay: { what: 'model' | 'wall' | 'fence' | string; name: string; need: number; passed: boolean };
  randomTarget: { target: string; among: number };
  fameSpent: { fighter: string; points: number; from: number; to: number; left: number };
  fameBidMade: { player: string };
  fameBids: { p0: string; p1: string; bid0: number; bid1: number };
  fortune: { fighter: string; saved: boolean; left: number };
  strikeChoice: { fighter: string; attacks: number };
  fearTest: Test & { target: string; act: string };
  diveTest: Test;
  diveMoved: { fighter: string; cost: number };
  diveDown: { fighter: string; inCover: boolean };
  standsInFight: { fighter: string };
  downTrapped: { fighter: string };
  heroicsOffered: { phase: Phase };
  heroicsDeclared: { player: string; count: number; kind: Heroic; names: string };
  heroicRollOff: { player: string };
  heroicStart: { kind: Heroic; fighter: string; friends?: string };
  heroicOver: { fighter: string };
  whuppinMove: { fighter: string };
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
    ? { params?: OWEventParams[K] & Extra }
    : { params: OWEventParams[K] & Extra });
}[OWEventType];
