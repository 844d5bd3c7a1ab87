// What happens in a ranked match, as data: one typed union discriminated by `type`. Close combat's
// own events come from combat/.
import type { Phase, Reaction, ResultReason, Side, Side4 } from './types';

export type MoveKind = 'forward' | 'wheel' | 'reform' | 'march';

/** What ended a pursuit's or an overrun's move: nothing (the whole distance), the turn, terrain, a friend, an enemy, the table's edge. */
export type DashStop = 'none' | 'turn' | 'terrain' | 'friend' | 'enemy' | 'edge';

/** Each engine event's params, by type. */
export interface RkEventParams {
  turnStart: { turn: number; player: string; side: Side };
  phase: { phase: Phase };
  rally: { unit: string; roll: number; ld: number; passed: boolean };
  flee: { unit: string; roll: number; x: number; y: number; facing: number; escaped: boolean };
  charge: { unit: string; target: string; side: Side4 };
  reaction: { unit: string; reaction: Reaction };
  shot: { unit: string; target: string; hitOn: number; hit: boolean; woundOn: number; wound: boolean; saveOn: number; saved: boolean };
  volleyEnd: { unit: string; target: string; shots: number; casualties: number };
  caught: { unit: string; target: string };
  chargeMoved: { unit: string; target: string; side: Side4; dist: number };
  chargeFailed: { unit: string; target: string; dist: number };
  moved: { unit: string; how: MoveKind; dist: number; deg: number; files: number };
  destroyed: { unit: string; points: number };
  /** RK-GAP-5/6: a pursuit's or an overrun's move; `into`: the fresh enemy charged ('' when none), on its `side`. */
  dash: { unit: string; dist: number; stop: DashStop; into: string; side: Side4; x: number; y: number; facing: number };
  turnEnd: { player: string };
  victory: { winner: string | null; side: Side | null; reason: ResultReason; score0: number; score1: number };
}

export type RkEventType = keyof RkEventParams;

export type RkEvent = {
  [K in RkEventType]: { type: K; rule?: string; rolls?: number[]; params: RkEventParams[K] };
}[RkEventType];
