// Firepower: one action applied, and a grenade's blast resumed on its own (the odds enumerator's
// merge points, src/core/enumerate.ts).
import type { DiceSource } from '../../core/dice';
import { plainCopy } from '../../core/plainCopy';
import type { FPEvent } from './events';
import { cross, drawChip, endImpulse, enter, posture, startImpulse, turn } from './impulse';
import type { FPAction, FPState, Soldier } from './types';
import { fire } from './fire';
import { runBlast, throwGrenade } from './grenade';
import { melee } from './melee';
import { checkVictory } from './victory';
import { refuseFP } from './refusals';
import { fpActionProblem } from './schema';

/**
 * A soldier copied field by field: every copy has the same shape, which keeps the odds
 * enumerator's many copies fast (a spread of soldiers of many shapes is several times slower).
 */
function copySoldier(x: Soldier): Soldier {
  return {
    id: x.id, name: x.name, side: x.side, weapon: x.weapon, grenades: x.grenades, pos: { q: x.pos.q, r: x.pos.r },
    facing: x.facing, posture: x.posture, running: x.running, suppressed: x.suppressed, stunned: x.stunned,
    status: x.status, across: x.across,
  };
}

export function copy(s: FPState): FPState {
  const soldiers: Record<string, Soldier> = {};
  for (const id of s.order) soldiers[id] = copySoldier(s.soldiers[id]!);
  return {
    ...s, soldiers, chips: [...s.chips], acted: [...s.acted], fought: [...s.fought], rng: [...s.rng],
    current: s.current ? plainCopy(s.current) : null,
    ...(s.blast ? { blast: s.blast.map((b) => ({ ...b })) } : {}),
  };
}

/**
 * Applies an action from anywhere (the store, the headless API, a replay): first checked against
 * the action schema, so nonsense (a soldier named twice, a hex that is no pair of whole numbers,
 * an unknown facing, posture, fire mode or type, not an object at all) is refused by name.
 */
export function apply(state: FPState, action: FPAction, dice: DiceSource): { state: FPState; events: FPEvent[] } {
  const bad = fpActionProblem(action);
  if (bad) refuseFP(bad.code, bad.params);
  return applyChecked(state, action, dice);
}

/** Applies an action known to be well formed: the rules' own legal-action candidates. */
export function applyChecked(state: FPState, action: FPAction, dice: DiceSource): { state: FPState; events: FPEvent[] } {
  if (state.phase === 'over') refuseFP('over');
  const s = copy(state);
  const events: FPEvent[] = [];
  switch (action.type) {
    case 'drawChip': drawChip(s, dice, events); break;
    case 'startImpulse': startImpulse(s, action.soldierIds, events); break;
    case 'enter': enter(s, action.soldierId, action.to, events); break;
    case 'turn': turn(s, action.soldierId, action.facing, events); break;
    case 'posture': posture(s, action.soldierId, action.posture, events); break;
    case 'cross': cross(s, action.soldierId, events); break;
    case 'endImpulse': endImpulse(s, events); break;
    case 'fire': fire(s, action, dice, events); break;
    case 'grenade': throwGrenade(s, action, dice, events); break;
    case 'melee': melee(s, action.soldierIds, action.targetHex, dice, events); break;
    default: refuseFP('unknownAction', { type: (action as { type: string }).type });
  }
  checkVictory(s, events);
  return { state: s, events };
}

/** Runs the blast rolls still to make (a resolution stopped at a merge point by the odds enumerator). */
export function resume(state: FPState, dice: DiceSource): { state: FPState; events: FPEvent[] } {
  const s = copy(state);
  const events: FPEvent[] = [];
  runBlast(s, dice, events);
  checkVictory(s, events);
  return { state: s, events };
}
