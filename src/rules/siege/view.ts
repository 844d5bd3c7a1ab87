// What one player may see of a siege: everything on the table (the siege has no secrets), but not
// the dice generator state.
import type { SgState, Side } from './types';

export function playerView(s: SgState, _viewer: Side): SgState {
  return { ...s, rng: [] };
}
