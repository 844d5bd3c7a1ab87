// OW-GAP-1: each side's chance of the Drop. The one closed form left in the Old West odds: on
// turn 1 a tie is rolled again without end, which no finite enumeration covers; the odds
// property test (tests/property/odds.property.test.ts) checks it against the engine's rolls.
import type { Preview } from '../../core/ruleset';
import { NO_FAME, type OddsLine } from './oddsLines';
import type { OWState, Side } from './types';

/** A tie passes the Drop to the side that lacked it, or (turn 1) is rolled again. */
export function dropLines(s: OWState): OddsLine[] | null {
  if (s.phase !== 'drop' || s.pending) return null;
  const win = 15 / 36;
  const tie = 6 / 36;
  const p0 = s.lastDrop === null ? 0.5 : win + (s.lastDrop === 1 ? tie : 0);
  const question = { state: s, action: { type: 'rollDrop' } as const, policy: NO_FAME };
  return ([0, 1] as Side[]).map((side) => ({
    chance: { key: 'dropWin', p: side === 0 ? p0 : 1 - p0, rule: 'OW-GAP-1', params: { player: s.players[side] } },
    question,
    test: (_start, end) => end.state.drop === side,
  }));
}

export function dropPreview(s: OWState): Preview | null {
  const lines = dropLines(s);
  return lines ? { title: 'drop', chances: lines.map((l) => l.chance) } : null;
}
