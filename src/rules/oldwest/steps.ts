// The resolution runner: actions queue steps (plain data) and the runner executes them in order.
// A step that needs a player's decision puts itself back at the front and sets `pending`; the
// answer resumes the run. This keeps every mid-roll choice (Fame, Fortune, strikes) in the state.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { duelStep } from './fights';
import { hillsTestStep } from './turn';
import { hitStep, inTheWayStep, shotLandsStep, startShot } from './shooting';
import { doCharge, walkStep } from './movement';
import { diveStep, fearTestStep } from './pluck';
import { mountWoundStep, thrownStep } from './riders';
import { fallStep } from './drops';
import { backOffsStep, finishFightStep, strikesStep } from './strikes';
import { sufferStep, woundStep } from './wounds';
import type { OWState, Pending, Step } from './types';

/** Queues steps to run next, before anything already queued. */
export function queueNext(s: OWState, ...steps: Step[]): void {
  s.queue.unshift(...steps);
}

/** Puts a step back at the front and waits for a decision. */
export function pause(s: OWState, step: Step, pending: Pending): void {
  s.queue.unshift(step);
  s.pending = pending;
}

export function run(s: OWState, dice: DiceSource, events: GameEvent[]): void {
  while (s.queue.length && !s.pending && !s.result) {
    const step = s.queue.shift()!;
    switch (step.t) {
      case 'hit': hitStep(s, step, dice, events); break;
      case 'inTheWay': inTheWayStep(s, step, dice, events); break;
      case 'shotLands': shotLandsStep(s, step, dice, events); break;
      case 'wound': woundStep(s, step, dice, events); break;
      case 'suffer': sufferStep(s, step, dice, events); break;
      case 'duel': duelStep(s, step, dice, events); break;
      case 'backOffs': backOffsStep(s, step, events); break;
      case 'strikes': strikesStep(s, step, events); break;
      case 'finishFight': finishFightStep(s, step, dice, events); break;
      case 'hillsTest': hillsTestStep(s, step, dice, events); break;
      case 'fearTest':
        fearTestStep(s, step, dice, events, (f) => (step.act === 'charge' ? doCharge(s, f.id, step.targetId, step.to) : startShot(s, f.id, step.targetId)));
        break;
      case 'dive': diveStep(s, step, dice, events); break;
      case 'mountWound': mountWoundStep(s, step, dice, events); break;
      case 'thrown': thrownStep(s, step, dice, events); break;
      case 'fall': fallStep(s, step, dice, events); break;
      case 'walk': walkStep(s, step, dice, events); break;
    }
  }
  if (s.result) s.queue = [];
}
