// Casualties from shooting (RK-GAP-3's removal): each unsaved wound goes on the rank and file (a
// model with more Wounds keeps them in `hurt` until it dies); slain models come from the rear
// rank, so the front stays where it is and the block grows shallower. A regiment whose rank and
// file are all slain is destroyed, the characters in it with it.
import type { GameEvent } from '../../core/ruleset';
import { destroy } from './flee';
import { sized } from './queries';
import type { Regiment, RkState } from './types';

/** Applies `wounds` unsaved wounds; returns the models slain. */
export function woundRankAndFile(s: RkState, r: Regiment, wounds: number, events: GameEvent[], rule: string): number {
  let slain = 0;
  for (let i = 0; i < wounds && r.models > 0; i++) {
    r.hurt++;
    if (r.hurt >= r.profile.W) {
      r.hurt = 0;
      r.models--;
      slain++;
    }
  }
  if (r.models <= 0) destroy(s, r, events, rule);
  else r.block = sized(r);
  return slain;
}
