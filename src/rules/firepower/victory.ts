// Victory (FP-GAP-5): a side with no soldier left loses; at the end of the last turn the scenario's
// objective decides (hold the hill), else it is a draw.
import type { FPEvent } from './events';
import { hexEquals } from '../../core/hex/hexMath';
import type { FPState, Side } from './types';

export function checkVictory(s: FPState, events: FPEvent[]): void {
  if (s.result) return;
  const alive = (side: Side) => s.order.some((id) => s.soldiers[id]!.side === side && s.soldiers[id]!.status === 'ok');
  for (const side of [0, 1] as Side[]) {
    if (!alive(side)) return end(s, side === 0 ? 1 : 0, 'eliminated', events);
  }
  if (s.turn > s.lastTurn) {
    const hold = s.objective;
    if (hold) {
      const holders = new Set(s.order.map((id) => s.soldiers[id]!).filter((x) => x.status === 'ok' && hold.hexes.some((h) => hexEquals(h, x.pos))).map((x) => x.side));
      return end(s, holders.size === 1 ? [...holders][0]! : null, 'objective', events);
    }
    end(s, null, 'lastTurn', events);
  }
}

function end(s: FPState, winner: Side | null, reason: 'eliminated' | 'objective' | 'lastTurn', events: FPEvent[]): void {
  s.result = { winner, reason, turn: Math.min(s.turn, s.lastTurn) };
  s.phase = 'over';
  s.current = null;
  events.push({ type: 'victory', rule: 'FP-GAP-5', params: { winner: winner === null ? null : s.players[winner], reason } });
}
