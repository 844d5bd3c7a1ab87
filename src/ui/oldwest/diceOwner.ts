// Whose dice an Old West roll is: the fighter the event names and his posse's player.
import type { OWState } from '../../rules/oldwest/types';
import { ownersFrom, type DiceOwnerOf } from '../match/diceOwners';
import { hex } from './controller';

let cached: { key: string; of: DiceOwnerOf } | null = null;

/** One function per match (the same object while the names stay), so the tray is not rebuilt on every action. */
export function owDiceOwner(s: OWState): DiceOwnerOf {
  const key = [s.players[0], s.players[1], s.posses[0].color, s.posses[1].color, ...s.order].join('\u0001');
  if (cached?.key === key) return cached.of;
  const sides = new Map(s.order.map((id) => [s.fighters[id]!.name, s.fighters[id]!.side] as const));
  const of = ownersFrom({
    players: [{ name: s.players[0], color: hex(s.posses[0].color) }, { name: s.players[1], color: hex(s.posses[1].color) }],
    sideOf: (name) => sides.get(name),
  });
  cached = { key, of };
  return of;
}
