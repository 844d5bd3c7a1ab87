// Test helpers: a Ronin state with fighters placed by hand on a scenario's table, and actions
// applied with scripted dice.
import { scriptedDice, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { ronin } from './index';
import type { RoAction, RoFighter, RoState } from './types';

export type FighterSpec = Partial<RoFighter> & Pick<RoFighter, 'id' | 'side' | 'x' | 'y'>;

export function fighterOf(spec: FighterSpec): RoFighter {
  return {
    name: spec.id, type: 'samurai', weapon: 'katana', missile: null, armour: 'none', relentless: false,
    wound: 0, disarmed: false, grappled: null, done: false, moved: false, ran: false, shot: false, unloaded: false, fights: 0, engaged: false,
    ...spec,
  };
}

/** A match on `scenario` in the Move phase of turn 1, side 0 with priority, with these fighters. */
export function tableWith(specs: FighterSpec[], scenario = 'village', phase: RoState['phase'] = 'move'): RoState {
  const fighters = specs.map(fighterOf);
  return {
    system: 'ronin', scenario, players: ['Red', 'Blue'], factions: ['samurai', 'ronin'], turn: 1, turns: 6, phase, priority: 0, active: 0, fighters, fights: [], bout: null,
    started: [fighters.filter((f) => f.side === 0).length, fighters.filter((f) => f.side === 1).length], result: null, rng: [1, 2, 3, 4],
  };
}

/** Applies actions one by one with the given dice (scripted values, or a source), returning the state and every event. */
export function play(s: RoState, actions: RoAction[], dice: number[] | DiceSource = []): { state: RoState; events: GameEvent[] } {
  const source = Array.isArray(dice) ? scriptedDice(dice) : dice;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = ronin.apply(s, a, source);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Everyone holds in the Move phase (priority side first, alternating), which brings the Combat phase. */
export function holdAll(s: RoState): RoAction[] {
  const out: RoAction[] = [];
  const queue = [0, 1].map((side) => s.fighters.filter((f) => f.side === side && f.wound < 3).map((f) => f.id));
  let side = s.priority as number;
  while (queue[0]!.length || queue[1]!.length) {
    if (!queue[side]!.length) side = 1 - side;
    out.push({ type: 'hold', fighter: queue[side]!.shift()! });
    side = 1 - side;
  }
  return out;
}

export const ev = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);
