import { describe, expect, it } from 'vitest';
import { replay, stateHash } from '../../core/match';
import { oldwest } from './index';
import { randomGame } from './randomGame';
import { RED_GULCH } from './scenarios';

describe('Determinism: a match is its seed and its actions', () => {
  it('replaying a long random game twice gives the same state hash at every step', () => {
    const game = randomGame(RED_GULCH, 20261121, 99, 300);
    expect(game.actions.length).toBeGreaterThan(60);
    const record = { options: {}, seed: 20261121, actions: game.actions, players: ['Anna', 'Boris'] as [string, string] };
    const a = replay(oldwest, RED_GULCH, record);
    const b = replay(oldwest, RED_GULCH, JSON.parse(JSON.stringify(record)));
    expect(a.states.map(stateHash)).toEqual(b.states.map(stateHash));
    expect(stateHash(a.states.at(-1))).toBe(stateHash(game.states.at(-1)));
    // A different seed with the same actions gives a different game (or is refused), never the same one.
    let other: string | null = null;
    try {
      other = stateHash(replay(oldwest, RED_GULCH, { ...record, seed: 7 }).states.at(-1));
    } catch {
      other = 'refused';
    }
    expect(other).not.toBe(stateHash(a.states.at(-1)));
  });

  it('random games keep the invariants: no negative wounds or moves, no overlapping living bases', () => {
    for (const chooser of [1, 2, 3]) {
      const game = randomGame(RED_GULCH, 1000 + chooser, chooser, 250);
      for (const s of game.states) {
        const living = s.order.map((id) => s.fighters[id]!).filter((f) => f.status === 'ok');
        for (const f of living) {
          expect(f.woundsLost).toBeGreaterThanOrEqual(0);
          expect(f.moveUsed).toBeGreaterThanOrEqual(0);
          expect(f.pos.x).toBeGreaterThanOrEqual(0.5 - 1e-6);
          expect(f.pos.x).toBeLessThanOrEqual(35.5 + 1e-6);
        }
        for (let i = 0; i < living.length; i++) {
          for (let j = i + 1; j < living.length; j++) {
            const d = Math.hypot(living[i]!.pos.x - living[j]!.pos.x, living[i]!.pos.y - living[j]!.pos.y);
            expect(d).toBeGreaterThan(1 - 1e-3);
          }
        }
        if (!oldwest.isOver(s)) expect(oldwest.legalActions(s).length).toBeGreaterThan(0);
      }
    }
  });
});
