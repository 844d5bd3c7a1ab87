// What one player may see of a Ronin state: no dice generator state, and while the pools are
// being split in secret (RO-12) not the other player's split until both are made (RO-13).
import type { Bout, RoState, Side } from './types';

export function playerView(s: RoState, viewer: Side): RoState {
  const view: RoState = { ...s, rng: [] };
  const bout = s.bout;
  if (bout && !(bout.splits[0] && bout.splits[1])) {
    const splits: Bout['splits'] = [viewer === 0 ? bout.splits[0] : null, viewer === 1 ? bout.splits[1] : null];
    view.bout = { ...bout, splits };
  }
  return view;
}

/** True while the pools are split in secret: each player chooses behind the hand-off screen. */
export function splitting(s: RoState): boolean {
  return s.phase === 'combat' && !!s.bout && !s.bout.order.length;
}
