// OW-31 secret Fame bids as commitments: both heroes' players bid at once, each player's view
// hides the other's bid until both are made, and the Fame is spent when the bids are revealed.
import { describe, expect, it } from 'vitest';
import { step } from '../../core/match';
import { oldwest } from './index';
import { F, play, position } from './testkit';
import type { OWState } from './types';

const sheriff = (id: string, x: number, y: number) => ({ id, name: id, type: 'sheriff', pos: { x, y } });
const desperado = (id: string, x: number, y: number) => ({ id, name: id, type: 'desperado', pos: { x, y } });

/** Sheriff w (Anna, Fame 1) against desperado k (Boris); Boris has the Drop; both roll 3. */
function bidding(): OWState {
  const s = play({ ...position([sheriff('w', 10, 10)], [desperado('k', 11, 10)], { drop: 1 }), phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }], [], true).state;
  return play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [3, 3], true).state;
}

describe('OW-31 secret Fame bids', () => {
  it('OW-31 both players bid at once, in either order, and the bids are revealed together', () => {
    const s = bidding();
    expect(oldwest.actors(s)).toEqual([1, 0]);
    expect(oldwest.secret(s)).toBe(true);
    // Anna (not the Drop) bids first: only Boris is asked now, still in secret.
    let r = play(s, [{ type: 'fameBid', points: 1, by: 0 }], [], true);
    expect(oldwest.actors(r.state)).toEqual([1]);
    expect(r.events.map((e) => e.type)).toEqual(['fameBidMade']);
    r = play(r.state, [{ type: 'fameBid', points: 2, by: 1 }], [1, 1], true);
    expect(r.events.find((e) => e.type === 'fameBids')).toMatchObject({ rule: 'OW-31', params: { bid0: 1, bid1: 2 } });
    expect(r.events.find((e) => e.type === 'duelWon')!.params!.player).toBe('Boris');
  });

  it('OW-31 a player\'s view holds no other player\'s bid and no dice generator state until both bids are made', () => {
    const s = play(bidding(), [{ type: 'fameBid', points: 1, by: 0 }], [], true).state;
    const boris = oldwest.playerView(s, 1);
    const anna = oldwest.playerView(s, 0);
    const bidsIn = (v: OWState) => (v.queue[0]?.t === 'duel' ? v.queue[0].bids : undefined);
    expect(bidsIn(boris)).toEqual([null, null]);
    expect(bidsIn(anna)).toEqual([1, null]);
    expect(boris.rng).toEqual([]);
    expect(s.rng.length).toBeGreaterThan(0);
    // The bid is a commitment: Anna's hero keeps his Fame on the roster until the reveal.
    expect(F(boris, '0:w').fame).toBe(F(bidding(), '0:w').fame);
    // Whatever Anna bid, Boris sees the same.
    const other = play(bidding(), [{ type: 'fameBid', points: 0, by: 0 }], [], true).state;
    expect(JSON.stringify(oldwest.playerView(other, 1))).toBe(JSON.stringify(boris));
  });

  it('OW-31 the Fame is spent when the bids are revealed, not before', () => {
    let s = play(bidding(), [{ type: 'fameBid', points: 1, by: 0 }], [], true).state;
    expect(F(s, '0:w').fame).toBe(1);
    s = play(s, [{ type: 'fameBid', points: 2, by: 1 }], [1, 1], true).state;
    expect(F(s, '0:w').fame).toBe(0);
    expect(F(s, '1:k').fame).toBe(0);
  });

  it('OW-31 a player who has bid, or a bid above the hero\'s Fame, is refused and changes nothing', () => {
    const s = play(bidding(), [{ type: 'fameBid', points: 1, by: 0 }], [], true).state;
    expect(() => step(oldwest, s, { type: 'fameBid', points: 0, by: 0 })).toThrow(/not player 1's choice/);
    expect(() => step(oldwest, s, { type: 'fameBid', points: 9, by: 1 })).toThrow();
    expect(s.pending).toMatchObject({ kind: 'fameBid', bidders: [1] });
  });
});
