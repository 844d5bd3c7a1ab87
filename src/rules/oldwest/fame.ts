// Fame (OW-30..OW-32) and Fortune (OW-GAP-4): heroes' pools, spent after a die is seen.
import type { OWEvent } from './events';
import { rollJudged, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { refuse } from './reasons';
import { fighter } from './state';
import { pause } from '../../core/steps';
import type { FameRoll, Fighter, OWState, Step } from './types';

/**
 * Offers the hero's player to spend Fame on a roll when it could change the result: the step
 * waits at the front of the queue with `asked` set. Returns true when it paused.
 */
export function offerFame(s: OWState, f: Fighter, step: Step & { asked?: boolean }, roll: Omit<FameRoll, 'max'> & { max?: number }): boolean {
  step.asked = true;
  const max = Math.min(f.fame, roll.max ?? f.fame);
  if (max <= 0) return false;
  pause(s, step, { kind: 'fame', side: f.side, fighterId: f.id, roll: { ...roll, max } });
  return true;
}

/** The answer: spend `points` (0 keeps the roll). Up to the pending roll's maximum. */
export function spendFame(s: OWState, points: number, dice: DiceSource, events: GameEvent[]): void {
  const p = s.pending;
  if (p?.kind !== 'fame') return refuse('notAsked');
  if (!Number.isInteger(points) || points < 0 || points > p.roll.max) refuse('fameRange', { max: p.roll.max });
  const f = fighter(s, p.fighterId);
  const step = s.queue[0]!;
  if (points > 0) {
    f.fame -= points;
    addFame(step, p.roll.what, points, f.side);
    events.push({
      type: 'fameSpent', rule: p.roll.what === 'wound2' ? 'OW-32' : 'OW-30',
      params: { fighter: f.name, points, from: p.roll.score, to: p.roll.score + points, left: f.fame },
    } satisfies OWEvent);
  }
  s.pending = null;
}

function addFame(step: Step, what: FameRoll['what'], points: number, side: 0 | 1): void {
  if (step.t === 'wound') {
    if (what === 'wound2') step.fame2 += points;
    else step.fame += points;
  } else if (step.t === 'hit' || step.t === 'hillsTest' || step.t === 'walk' || step.t === 'fearTest' || step.t === 'dive') {
    step.fame += points;
  } else if (step.t === 'duel') {
    step.bonus[side] += points;
  }
}

/** Fame a side may bring to Dukin' it Out: its heroes' Fame, the best one only (one hero's die is raised). */
export function duelFame(s: OWState, ids: string[], side: 0 | 1): Fighter | null {
  return ids
    .map((id) => s.fighters[id]!)
    .filter((f) => f.side === side && f.status === 'ok' && f.fame > 0)
    .reduce<Fighter | null>((best, f) => (!best || f.fame > best.fame ? f : best), null);
}

/** OW-GAP-4: use a Fortune point (d6, 4+ the wound is ignored) or not. */
export function spendFortune(s: OWState, use: boolean, dice: DiceSource, events: GameEvent[]): void {
  const p = s.pending;
  if (p?.kind !== 'fortune') return refuse('notAsked');
  const step = s.queue[0];
  if (step?.t !== 'suffer') return refuse('notAsked');
  const f = fighter(s, p.fighterId);
  s.pending = null;
  if (use) {
    f.fortune -= 1;
    const { roll, verdict: saved } = rollJudged(dice, 6, (r) => r >= 4);
    events.push({ type: 'fortune', rule: 'OW-GAP-4', rolls: [roll], params: { fighter: f.name, saved, left: f.fortune } } satisfies OWEvent);
    if (saved) {
      s.queue.shift();
      return;
    }
  }
}
