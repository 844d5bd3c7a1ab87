// Legends of the Old West as a Ruleset: setup, legal actions, apply, preview, winner.
import type { Ruleset } from '../../core/ruleset';
import { apply } from './apply';
import { legalActions } from './legal';
import { preview } from './preview';
import { playerView } from './view';
import type { OWScenario } from './scenarioTypes';
import { setup } from './setup';
import type { OWAction, OWState } from './types';

export const oldwest: Ruleset<OWState, OWAction, OWScenario> = {
  id: 'oldwest',
  setup,
  legalActions,
  apply,
  preview,
  actor(s) {
    if (s.phase === 'over') return null;
    if (s.pending) return s.pending.side;
    if (s.phase === 'drop') return null;
    return s.active;
  },
  actors(s) {
    if (s.phase === 'over') return [];
    if (s.pending?.kind === 'fameBid') return s.pending.bidders;
    if (s.pending) return [s.pending.side];
    if (s.phase === 'drop') return [0, 1];
    return [s.active];
  },
  playerView,
  secret: (s) => s.pending?.kind === 'fameBid',
  winner: (s) => s.result?.winner ?? null,
  isOver: (s) => s.phase === 'over',
  rngState: (s) => s.rng,
  withRngState: (s, rng) => ({ ...s, rng: [...rng] }),
};

export { SCENARIOS } from './scenarios';
export type { OWAction, OWState } from './types';
