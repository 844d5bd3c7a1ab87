// What happens in a siege, as data: one typed union discriminated by `type`. The narration is a
// table over every `type`, so an event without English or Russian words fails `tsc`.
import type { Level, SgResultReason, Side } from './types';

export type MagicResult = 'fizzle' | 'double' | 'bonus' | 'silence' | 'wound' | 'destroy';
export type Contact = 'warrior' | 'table' | 'castle' | 'off';
export type Fall = 'faceUp' | 'faceDown' | 'standing';
/** What put a warrior back to its start or off the table. */
export type Cause = 'magic' | 'shot' | 'melee';

/** Each siege event's params, by type. */
export interface SgEventParams {
  turnStart: { round: number; player: string; side: Side };
  noMagic: { player: string };
  magic: { player: string; roll: number; result: MagicResult; target: string | null };
  noShot: { player: string; why: 'silenced' | 'gate' };
  holdFire: { player: string };
  shot: {
    player: string; aimX: number; aimY: number; power: number; powerShift: number; sideShift: number;
    endX: number; endY: number; endZ: number; contact: Contact; target: string | null;
  };
  fall: { warrior: string; roll: number; fall: Fall };
  moved: { unit: string; x: number; y: number; level: Level; cost: number; climb: number; allowance: number };
  gateTry: { warrior: string; roll: number; passed: boolean };
  gateEntered: { warrior: string; player: string };
  melee: { warrior: string; target: string; roll: number; targetRoll: number; bonus: number; targetBonus: number; result: 'win' | 'lose' | 'tie' };
  wounded: { warrior: string; cause: Cause; x: number; y: number };
  destroyed: { warrior: string; cause: Cause };
  lightWound: { warrior: string; marks: number };
  turnEnd: { player: string };
  victory: { winner: string | null; side: Side | null; reason: SgResultReason };
}

export type SgEventType = keyof SgEventParams;

export type SgEvent = {
  [K in SgEventType]: { type: K; rule?: string; rolls?: number[]; params: SgEventParams[K] };
}[SgEventType];
