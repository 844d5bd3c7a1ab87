// What one player may see of a ranked match: everything on the table (the game has no secrets),
// but not the dice generator state.
import type { RkState, Side } from './types';

export function playerView(s: RkState, _viewer: Side): RkState {
  return { ...s, rng: [] };
}
