// Test helpers: a siege with pieces placed by hand on a scenario's table, and actions applied with
// scripted dice.
import { scriptedDice, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { levelAt } from './castle';
import { siege } from './index';
import type { SgOptions } from './options';
import { siegeScenario } from './scenarios';
import type { Phase, SgAction, SgState, SgUnit } from './types';

export type UnitSpec = Partial<SgUnit> & Pick<SgUnit, 'id' | 'side' | 'x' | 'y'>;

/** A piece as setup makes one (a warrior unless told), standing where it started. */
export function unitOf(spec: UnitSpec): SgUnit {
  return { kind: 'warrior', level: 0, home: { x: spec.x, y: spec.y }, alive: true, marks: 0, moved: false, fought: false, gate: 'untried', ...spec };
}

/**
 * A match on `scenario` (the fortress as setup builds it) with exactly these pieces, in `phase`
 * of side `active`'s turn in round 1 (turn index 0 for side 0, 1 for side 1).
 */
export function tableWith(specs: UnitSpec[], o: { scenario?: string; phase?: Phase; active?: 0 | 1; options?: SgOptions } = {}): SgState {
  const base = siege.setup(siegeScenario(o.scenario ?? 'gate')!, o.options ?? {}, 1, ['Red', 'Blue']);
  const units = specs.map(unitOf);
  for (const u of units) if (u.level === 0) u.level = levelAt(base, u);
  const active = o.active ?? 0;
  return { ...base, units, active, turnIndex: active, phase: o.phase ?? 'maneuver', effects: [], rng: [1, 2, 3, 4] };
}

/** Applies actions one by one with the given dice (scripted values, or a source), returning the state and every event. */
export function play(s: SgState, actions: SgAction[], dice: number[] | DiceSource = []): { state: SgState; events: GameEvent[] } {
  const source = Array.isArray(dice) ? scriptedDice(dice) : dice;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = siege.apply(s, a, source);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export const ev = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);

export const piece = (s: SgState, id: string): SgUnit => s.units.find((u) => u.id === id)!;
