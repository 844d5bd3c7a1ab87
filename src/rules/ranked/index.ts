// The rank-and-flank game as a Ruleset: setup, legal actions, apply, preview, who acts, what each
// player sees.
import type { Ruleset } from '../../core/ruleset';
import { apply } from './apply';
import { combatActor } from './combatPhase';
import { legalActions } from './legal';
import type { RkOptions } from './options';
import { preview } from './preview';
import { other } from './queries';
import { setup } from './setup';
import type { RkAction, RkScenario, RkState, Side } from './types';
import { playerView } from './view';

/** Whoever must act now: the target's player answers a charge; close combat says who acts in it. */
function actor(s: RkState): Side | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'react') return other(s.active);
  if (s.phase === 'combat') return combatActor(s);
  return s.active;
}

export const ranked: Ruleset<RkState, RkAction, RkScenario, RkOptions> = {
  id: 'ranked',
  setup,
  legalActions,
  apply,
  preview,
  actor,
  actors: (s): Side[] => {
    const a = actor(s);
    return a === null ? [] : [a];
  },
  playerView,
  secret: () => false,
  winner: (s) => s.result?.winner ?? null,
  isOver: (s) => s.phase === 'over',
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};

export type { RkAction, RkState };
