// Hot-seat draws the view of the player the screen was handed to (with the hand-off screen off,
// of the player who must act): the rules' playerView, so no other player's secret choice and no
// dice generator state reach the screen. Views are cached per state object, so the same state
// always gives the same view object (React and the board compare by identity).
import { personSide } from '../core/match';
import type { Ruleset, Side } from '../core/ruleset';
import { matchStore } from './matchStore';
import { useSettings } from './settingsStore';
import { useUi } from './uiStore';

type AnyRules = Pick<Ruleset<unknown, unknown, unknown>, 'playerView' | 'actors' | 'secret'>;

const cache = new WeakMap<object, [unknown, unknown]>();

/** Whose view the screen shows for this state: against the computer, always the person's. */
export function viewerOf(
  rules: AnyRules, state: unknown, handedTo: Side | null = useUi.getState().handedTo, handoff: boolean = useSettings.getState().handoff,
  person: Side | null = personSide(matchStore.getState().record?.computer),
): Side {
  if (person !== null) return person;
  if (handoff && handedTo !== null) return handedTo;
  return rules.actors(state)[0] ?? handedTo ?? 0;
}

/** The rules' view of `state` for `viewer`, the same object for the same state and viewer. */
export function viewFor(rules: AnyRules, state: unknown, viewer: Side): unknown {
  if (state === null || typeof state !== 'object') return state;
  let views = cache.get(state);
  if (!views) {
    views = [undefined, undefined];
    cache.set(state, views);
  }
  return (views[viewer] ??= rules.playerView(state, viewer));
}

/**
 * Whom the hand-off screen must pass the device to now, or null when no hand-off is due: only when
 * the acting player changes or a secret choice is asked, never for a choice either player may make
 * in public (the Drop roll, drawing a chip). A secret choice asked of both goes to one of them
 * first, then to the other once the first has chosen.
 */
export function handoffTarget(rules: AnyRules, state: unknown, handedTo: Side | null): Side | null {
  const actors = rules.actors(state);
  if (actors.length === 0) return null;
  if (rules.secret(state)) return handedTo !== null && actors.includes(handedTo) ? null : actors[0]!;
  return actors.length === 1 && handedTo !== actors[0] ? actors[0]! : null;
}
