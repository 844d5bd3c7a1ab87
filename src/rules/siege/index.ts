// The toy-castle siege as a Ruleset: setup, legal actions, apply, preview, who acts, what each
// player sees.
import type { Ruleset } from '../../core/ruleset';
import { apply } from './apply';
import { legalActions } from './legal';
import type { SgOptions } from './options';
import { preview } from './preview';
import { setup } from './setup';
import type { SgAction, SgScenario, SgState, Side } from './types';
import { playerView } from './view';

export const siege: Ruleset<SgState, SgAction, SgScenario, SgOptions> = {
  id: 'siege',
  setup,
  legalActions,
  apply,
  preview,
  actor: (s) => (s.phase === 'over' ? null : s.active),
  actors: (s): Side[] => (s.phase === 'over' ? [] : [s.active]),
  playerView,
  secret: () => false,
  winner: (s) => s.result?.winner ?? null,
  isOver: (s) => s.phase === 'over',
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};

export type { SgAction, SgState };
