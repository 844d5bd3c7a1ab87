// What a player sees before a throw or a melee: the odds, the spread diagram, who would attack
// (FP-33..FP-36, FP-40..FP-42). Pure; the match screen only shows it.
import { hexEquals, neighbor } from '../../core/hex/hexMath';
import type { HexCoord, HexSide } from '../../core/hex/types';
import { lineDirection, range } from './arc';
import { grenadeRange, hitNumber } from './chart';
import { aliveIn } from './fire';
import { blastRings, cannotThrow, throwModifiers } from './grenade';
import { enterCost } from './impulse';
import { MELEE_COST } from './melee';
import { grenadeThrowOdds, meleeModifier, pMeleeWin, total, type Modifier } from './odds';
import { spreadDiagram } from './scatter';
import type { FPState } from './types';
import { refusal, type FPRefusal } from './refusals';

export interface GrenadePlan {
  ok: boolean;
  reason: FPRefusal | null;
  hit: number | null;
  modifiers: Modifier[];
  /** FP-33: chance the grenade lands in the hex, scatters, or is a dud. */
  odds: { hex: number; scatter: number; dud: number };
  /** FP-34: true when the line runs along a vertex, so the thrower picks the side. */
  vertex: boolean;
  /** The spread diagram for the chosen side: hex by d10 roll. */
  spread: { roll: number; hex: HexCoord }[];
  beyond: HexSide;
  /** FP-GAP-3: rings round the burst hex the blast reaches (2 unless the match turned the second off). */
  rings: 1 | 2;
}

/**
 * FP-33, FP-34: the throw at `hex` as it stands; `vertex` is the side chosen on a vertex line. The
 * modifiers are the engine's own (throwModifiers): the thrower Suppressed and the hindrance of
 * his line, never MF spent (6.3.6.2.7).
 */
export function grenadePlan(s: FPState, soldierId: string, hex: HexCoord, vertex: 'left' | 'right' = 'right'): GrenadePlan {
  const x = s.soldiers[soldierId]!;
  const reason = cannotThrow(s, x, hex);
  const d = range(x.pos, hex);
  const hit = d >= 1 && d <= grenadeRange(x.posture) ? hitNumber('grenade', 'semi', d) : null;
  const modifiers = throwModifiers(s, x, hex);
  const beyond = lineDirection(x.pos, hex, vertex);
  const other = lineDirection(x.pos, hex, vertex === 'right' ? 'left' : 'right');
  return {
    ok: reason === null && hit !== null,
    reason,
    hit,
    modifiers,
    odds: hit === null ? { hex: 0, scatter: 0, dud: 1 } : grenadeThrowOdds(hit, total(modifiers)),
    vertex: beyond !== other,
    spread: spreadDiagram(hex, beyond),
    beyond,
    rings: blastRings(s),
  };
}

export interface MeleePlan {
  ok: boolean;
  reason: FPRefusal | null;
  attackers: string[];
  defenders: string[];
  modifier: number;
  /** FP-41: the attackers' chance to win. */
  p: number;
}

/**
 * FP-40..FP-42: the melee the acting soldiers could start into the hex ahead of `soldierId`:
 * every acting soldier in his hex who faces it and has the MF joins (FP-13, one stack).
 */
export function meleePlan(s: FPState, soldierId: string): MeleePlan | null {
  const x = s.soldiers[soldierId];
  if (!x || !s.current?.soldierIds.includes(soldierId)) return null;
  const hex = neighbor(x.pos, x.facing);
  const defenders = aliveIn(s, hex).filter((e) => e.side !== x.side);
  if (defenders.length === 0) return null;
  const able = s.current.soldierIds
    .map((id) => s.soldiers[id]!)
    .filter((a) => a.status === 'ok' && hexEquals(a.pos, x.pos) && a.facing === x.facing && !s.fought.includes(a.id))
    .filter((a) => (s.current!.mf[a.id] ?? 0) >= enterCost(s, a, hex).cost + MELEE_COST);
  const mf = s.current.mf[x.id] ?? 0;
  const need = enterCost(s, x, hex).cost + MELEE_COST;
  const reason = s.fought.includes(x.id)
    ? refusal('fought', { soldier: x.name })
    : mf < need ? refusal('needMfToMelee', { soldier: x.name, cost: need }) : null;
  const attackers = reason ? [x.id] : able.map((a) => a.id);
  return {
    ok: reason === null,
    reason,
    attackers,
    defenders: defenders.map((d) => d.id),
    modifier: meleeModifier(attackers.length, defenders.length),
    p: pMeleeWin(attackers.length, defenders.length),
  };
}
