// What happens in a Firepower match, as data: one typed union discriminated by `type`. The rules
// push only these; the narration (src/ui/firepower/narration.ts) is a table over every `type`,
// so an event without English or Russian words fails `tsc`.
import type { Posture } from './types';

/** Each Firepower event's params, by type. */
export interface FPEventParams {
  chipDrawn: { player: string; left: number };
  impulseStart: { impulse: number; names: string };
  entered: { soldier: string; cost: number; left: number; feature: 'fence' | 'hedge' | 'slope' | null };
  turned: { soldier: string; facing: number; left: number };
  crossed: { soldier: string; feature: 'fence' | 'hedge'; back: boolean; left: number };
  posture: { soldier: string; posture: Posture; cost: number; left: number };
  running: { soldier: string };
  impulseOver: { impulse: number };
  phaseOver: { player: string };
  turnStart: { turn: number };
  fire: { soldier: string; mode: 'auto' | 'semi'; weapon: string; hit: number; range: number };
  shots: { soldier: string; target: string; hit: number; modifier: number; killed: boolean; chance: number };
  eliminated: { soldier: string };
  suppressed: { soldier: string };
  throw: { soldier: string; hit: number; modifier: number; result: 'hit' | 'dud' | 'scatter'; q: number; r: number };
  scatter: { soldier: string; dud: boolean; q: number; r: number };
  blast: { hex: string; q: number; r: number };
  /** `ring`: outside the burst hex; `distance`: 0 the burst hex, 1 the ring round it, 2 the second ring (FP-GAP-3). */
  blastRoll: { soldier: string; modifier: number; killed: boolean; ring: boolean; distance: number };
  stunned: { soldier: string };
  melee: { attackers: number; defenders: number; modifier: number; won: boolean };
  victory: { winner: string | null; reason: 'eliminated' | 'objective' | 'lastTurn' };
}

export type FPEventType = keyof FPEventParams;

/** One Firepower event. */
export type FPEvent = {
  [K in FPEventType]: { type: K; rule?: string; rolls?: number[]; params: FPEventParams[K] };
}[FPEventType];
