// Whose dice an event's rolls are, for the dice tray: a helper each system's screen builds from
// its own units (name -> side) and players, so the shared feed knows no system's rules.
import type { GameEvent } from '../../core/ruleset';
import type { DiceOwner } from '../panels/diceStrings';

/** The owner of each die of an event (one owner for all, or one per die), or null when the event names no one. */
export type DiceOwnerOf = (e: GameEvent) => DiceOwner | readonly DiceOwner[] | null;

export interface OwnerTables {
  /** Each side's player name and CSS colour. */
  players: readonly [{ name: string; color: string }, { name: string; color: string }];
  /** The side of a unit by its full name. */
  sideOf(name: string): 0 | 1 | undefined;
}

/** The param fields naming the unit that rolls, in order of preference. */
const ROLLER = ['by', 'fighter', 'soldier'] as const;

/**
 * The usual owner: the unit the event names as rolling (`by`, `fighter`, `soldier`) and its
 * player; a roll naming each player (`p0`, `p1`, as the Drop) gives one die to each.
 */
export function ownersFrom(t: OwnerTables): DiceOwnerOf {
  return (e) => {
    const p = e.params ?? {};
    if (typeof p.p0 === 'string' && typeof p.p1 === 'string' && (e.rolls?.length ?? 0) === 2) {
      return [0, 1].map((i) => ({ player: t.players[i as 0 | 1].name, color: t.players[i as 0 | 1].color }));
    }
    for (const k of ROLLER) {
      const name = p[k];
      if (typeof name !== 'string') continue;
      const side = t.sideOf(name);
      if (side === undefined) return { unit: name };
      return { player: t.players[side].name, color: t.players[side].color, unit: name };
    }
    const player = p.player;
    if (typeof player === 'string') {
      const i = t.players.findIndex((x) => x.name === player);
      return i >= 0 ? { player, color: t.players[i]!.color } : { player };
    }
    return null;
  };
}
