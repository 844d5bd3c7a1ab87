// Questions about a siege state that many rules ask: which unit, whose, still on the table.
import { MOVE } from './measures';
import { refuse } from './reasons';
import type { SgState, SgUnit, Side } from './types';

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

export function unitOf(s: SgState, id: string): SgUnit {
  const u = s.units.find((x) => x.id === id);
  if (!u) refuse('noSuchUnit', { unit: id });
  return u;
}

/** A side's warriors still on the table. */
export const warriorsOf = (s: SgState, side: Side): SgUnit[] => s.units.filter((u) => u.side === side && u.kind === 'warrior' && u.alive);

/** A side's cannon, if it has one on the table. */
export const cannonOf = (s: SgState, side: Side): SgUnit | null => s.units.find((u) => u.side === side && u.kind === 'cannon' && u.alive) ?? null;

/** A spell's effect is in force for `side` this turn (SG-2). */
export const effectOn = (s: SgState, kind: 'double' | 'bonus' | 'silence', side: Side): boolean =>
  s.effects.some((e) => e.kind === kind && e.side === side && e.from <= s.turnIndex && s.turnIndex <= e.to);

/** How far the unit may go this turn: 2 steps, or 4 for a warrior under its side's magic 2 (SG-6, SG-2). */
export const allowanceOf = (s: SgState, u: SgUnit): number => (u.kind === 'warrior' && effectOn(s, 'double', u.side) ? 2 * MOVE : MOVE);
