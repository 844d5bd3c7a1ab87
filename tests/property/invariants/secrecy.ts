// Who may see what: every player's view of every state holds no dice generator state, and while a
// secret choice is asked, nothing one player chose shows in the view of a player still to choose.
import { canonicalJson, step } from '../../../src/core/match';
import { actionBy, type Ruleset } from '../../../src/core/ruleset';
import { ensure, type At } from './violation';

export interface SecrecyCount {
  /** States with a secret choice pending that were checked. */
  secretStates: number;
}

export function checkSecrecy<S, A, Sc>(rules: Ruleset<S, A, Sc>, state: S, at: At, count?: SecrecyCount): void {
  const rng = rules.rngState(state);
  for (const viewer of [0, 1] as const) {
    const view = rules.playerView(state, viewer);
    ensure(rules.rngState(view).length === 0, 'views-hold-no-dice-state', at, null, () => `player ${viewer + 1}'s view holds the dice generator state`);
    // Nor under another name at the top of the state (a full scan would cost more than the game).
    if (rng.length > 1 && view !== null && typeof view === 'object') {
      const key = canonicalJson(rng);
      const copy = Object.entries(view).find(([, v]) => Array.isArray(v) && v.length === rng.length && canonicalJson(v) === key);
      ensure(!copy, 'views-hold-no-dice-state', at, null, () => `player ${viewer + 1}'s view holds the dice generator state as '${copy?.[0]}'`);
    }
  }
  if (!rules.secret(state)) return;
  if (count) count.secretStates++;
  const actors = rules.actors(state);
  const legal = rules.legalActions(state);
  for (const chooser of actors) {
    for (const watcher of actors) {
      if (watcher === chooser) continue;
      // Each of the chooser's choices, as seen by a watcher who has still to choose.
      const seen = new Set<string>();
      for (const action of legal.filter((a) => actionBy(a) === chooser)) {
        const next = step(rules, state, action).state;
        // Once the watcher's own choice is the only one left, the chooser's stays hidden from him.
        if (!rules.secret(next) || !rules.actors(next).includes(watcher)) continue;
        seen.add(canonicalJson(rules.playerView(next, watcher)));
      }
      ensure(seen.size <= 1, 'secret-choices-stay-secret', at, null,
        () => `player ${watcher + 1} can tell player ${chooser + 1}'s secret choices apart (${seen.size} different views)`);
    }
  }
}
