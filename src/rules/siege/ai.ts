// The computer opponent's view of a siege (docs/ai.md): warriors standing, the gate the Attacker
// must reach and hold and the Defender must keep, and the rounds running out on the Attacker;
// attacks weighed first. Its dice (the cannon's flight, magic, melee) are sampled with the
// computer's own generator: the siege's resolutions have no resolver of their own here.
import { norm } from '../../core/exactMath';
import { WIN } from '../../core/ai/search';
import type { SystemAi } from '../../core/ai/types';
import { castleOf, gateMiddle, gateZone, inGate } from './castle';
import { GATE_PASS } from './gate';
import { rectDist2 } from './geometry';
import { hasMagic } from './magic';
import { MOVE } from './measures';
import { other } from './queries';
import type { SgAction, SgCastle, SgState, SgUnit, Side } from './types';

/** Weight of the chance the side's warriors take the enemy's gate in its next turn, as a share of a won game. */
export const GATE_THREAT = 0.5;

/** Points of the Defender's magic while one of his warriors stands on a tower (SG-1). */
export const MAGIC = 3;

/** Points per step each warrior of a single fortress's Defender stands from his own gate. */
export const GUARD = 0.5;

/** SG-9: the chance a warrior passes the gate's traps (4 or more on a d6). */
const PASS = (7 - GATE_PASS) / 6;

/**
 * SG-9, SG-GAP-3: the chance the side takes `target`'s gate in its next turn: each of its warriors
 * within a move (2 steps, SG-6) of the gate may roll for the traps and, passing, step in; one in
 * the gate at the end of the side's turn wins it.
 */
export function gateChance(s: SgState, warriors: readonly SgUnit[], target: SgCastle): number {
  const zone = gateZone(target);
  let miss = 1;
  for (const w of warriors) if (rectDist2(w, zone) <= MOVE * MOVE) miss *= 1 - PASS;
  return 1 - miss;
}

/** Side `me`'s standing, the other's subtracted. */
export function evaluate(s: SgState, me: Side): number {
  const total = [0, 0];
  const pos = [0, 0];
  const onePlace = s.castles.length === 1;
  const late = Math.min(1, s.round / Math.max(1, s.rounds));
  for (const side of [0, 1] as Side[]) {
    const warriors = s.units.filter((u) => u.side === side && u.kind === 'warrior' && u.alive);
    const enemies = s.units.filter((u) => u.side === other(side) && u.kind === 'warrior' && u.alive);
    const target = castleOf(s, other(side));
    const mine = castleOf(s, side);
    const own = mine ? gateMiddle(mine) : null;
    let v = 10 * warriors.length + (s.units.some((u) => u.side === side && u.kind === 'cannon' && u.alive) ? 3 : 0);
    for (const w of warriors) {
      if (target) {
        // SG-GAP-3: the Attacker wins by holding the enemy's gate.
        const g = gateMiddle(target);
        pos[side]! -= 1.2 * norm(w.x - g.x, w.y - g.y);
        if (inGate(target, w)) v += 6;
      }
      pos[side]! -= 0.1 * nearest(w, enemies);
      // The Defender of a single fortress guards its gate, where the Attacker wins (SG-GAP-3).
      if (own && !target) pos[side]! -= GUARD * norm(w.x - own.x, w.y - own.y);
    }
    // Warriors a move from the enemy's gate: each may pass its traps and hold it (a won game).
    if (target) v += GATE_THREAT * WIN * gateChance(s, warriors, target);
    // SG-1: magic while one of its warriors stands on a tower of its own fortress.
    if (mine && hasMagic(s, side)) v += MAGIC;
    // The Defender of a single fortress wins when the rounds run out.
    if (onePlace && castleOf(s, side)) v += 8 * late;
    if (s.gateEntered[side]) v += 3;
    total[side] = v;
  }
  const them = other(me);
  // Only its own position counts: closing in is worth something to the side that does it (one
  // fighter coming nearer is the nearest enemy of many, so the other's count would outweigh it).
  return total[me]! + pos[me]! - total[them]!;
}

function nearest(w: SgUnit, enemies: readonly SgUnit[]): number {
  let d = Infinity;
  for (const e of enemies) d = Math.min(d, norm(e.x - w.x, e.y - w.y));
  return d === Infinity ? 0 : d;
}

const ORDER: Record<SgAction['type'], number> = { melee: 0, tryGate: 0, fire: 1, castMagic: 1, move: 2, holdFire: 3, endTurn: 4 };

function candidates(_s: SgState, legal: readonly SgAction[]): SgAction[] {
  return [...legal].sort((a, b) => ORDER[a.type] - ORDER[b.type]);
}

function focus(a: SgAction): string | null {
  if (a.type === 'move') return a.unit;
  if (a.type === 'melee' || a.type === 'tryGate') return a.warrior;
  return null;
}

// turnHorizon: a turn is the magic, every warrior's move and fight, then its end (docs/ai.md, "The search").
export const siegeAi: SystemAi<SgState, SgAction> = { evaluate, candidates, focus, turnHorizon: true };
