// The resolution runner every system may use: an action queues steps (plain data in the state)
// and the runner executes them in order, once per `apply`. A step that needs a player's answer
// puts itself back at the front and sets `pending`; the answer is an ordinary action, after which
// the run resumes. So every mid-roll choice lives in the state, and hand-off, replay and the
// headless API need nothing else (boardgame.io's stages play the same part).
import type { DiceSource } from './dice';
import type { GameEvent } from './ruleset';

/** A state that resolves through a queue of steps, each tagged by `t`. */
export interface StepState<St extends { t: string }, P> {
  queue: St[];
  pending: P | null;
}

/** One handler per step kind: it may roll, change the state, queue more steps or pause. */
export type StepHandlers<S, St extends { t: string }> = {
  [K in St['t']]: (s: S, step: Extract<St, { t: K }>, dice: DiceSource, events: GameEvent[]) => void;
};

/** Queues steps to run next, before anything already queued. */
export function queueNext<St extends { t: string }>(s: StepState<St, unknown>, ...steps: St[]): void {
  s.queue.unshift(...steps);
}

/** Puts a step back at the front and waits for a decision. */
export function pause<St extends { t: string }, P>(s: StepState<St, P>, step: St, pending: P): void {
  s.queue.unshift(step);
  s.pending = pending;
}

/**
 * Runs queued steps until one waits for a decision, the queue is empty or `over(s)` holds; a
 * game that is over drops what is still queued.
 */
export function runSteps<S extends StepState<St, unknown>, St extends { t: string }>(
  s: S,
  handlers: StepHandlers<S, St>,
  dice: DiceSource,
  events: GameEvent[],
  over: (s: S) => boolean,
): void {
  while (s.queue.length && !s.pending && !over(s)) {
    dice.boundary?.(s, events);
    const step = s.queue.shift()!;
    const handler = handlers[step.t as St['t']] as (s: S, step: St, dice: DiceSource, events: GameEvent[]) => void;
    handler(s, step, dice, events);
  }
  if (over(s)) s.queue = [];
}
