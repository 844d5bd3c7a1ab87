// What one player may see of an Old West state: the dice generator state is gone, and while two
// heroes bid Fame in secret (OW-31) the other player's bid is not there until both are made.
import type { OWState, Side } from './types';

export function playerView(s: OWState, viewer: Side): OWState {
  const view: OWState = { ...s, rng: [] };
  const step = s.queue[0];
  if (s.pending?.kind === 'fameBid' && step?.t === 'duel' && step.bids) {
    const bids = step.bids.map((bid, side) => (side === viewer ? bid : null)) as [number | null, number | null];
    view.queue = [{ ...step, bids }, ...s.queue.slice(1)];
  }
  return view;
}
