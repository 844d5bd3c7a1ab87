// Whose dice a Firepower roll is: the soldier the event names and his side's player; a melee
// (which names no one) is rolled by the side acting.
import type { FPState } from '../../rules/firepower/types';
import { ownersFrom, type DiceOwnerOf } from '../match/diceOwners';
import { hex } from './controller';

let cached: { key: string; of: DiceOwnerOf } | null = null;

export function fpDiceOwner(s: FPState): DiceOwnerOf {
  const key = [s.players[0], s.players[1], s.sides[0].color, s.sides[1].color, s.active ?? '', ...s.order].join('\u0001');
  if (cached?.key === key) return cached.of;
  const sides = new Map(s.order.map((id) => [s.soldiers[id]!.name, s.soldiers[id]!.side] as const));
  const players = [{ name: s.players[0], color: hex(s.sides[0].color) }, { name: s.players[1], color: hex(s.sides[1].color) }] as const;
  const base = ownersFrom({ players, sideOf: (name) => sides.get(name) });
  const active = s.active;
  const of: DiceOwnerOf = (e) => base(e) ?? (e.type === 'melee' && active !== null && active !== undefined ? { player: players[active].name, color: players[active].color } : null);
  cached = { key, of };
  return of;
}
