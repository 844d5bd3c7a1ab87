// Ronin as a Ruleset: setup, legal actions, apply, preview, who acts, what each player sees.
import type { Ruleset } from '../../core/ruleset';
import { apply } from './apply';
import { legalActions } from './legal';
import { preview } from './preview';
import { setup, type RoOptions } from './setup';
import type { RoAction, RoScenario, RoState, Side } from './types';
import { playerView, splitting } from './view';

export const ronin: Ruleset<RoState, RoAction, RoScenario, RoOptions> = {
  id: 'ronin',
  setup,
  legalActions,
  apply,
  preview,
  actor(s) {
    if (s.phase === 'over') return null;
    if (splitting(s)) return null;
    return s.active;
  },
  actors(s) {
    if (s.phase === 'over') return [];
    if (splitting(s)) return ([0, 1] as Side[]).filter((side) => !s.bout!.splits[side]);
    return [s.active];
  },
  playerView,
  secret: splitting,
  winner: (s) => s.result?.winner ?? null,
  isOver: (s) => s.phase === 'over',
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};

export type { RoAction, RoState };
