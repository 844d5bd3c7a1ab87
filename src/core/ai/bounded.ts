// The odds enumerator follows one line of dice to its end before it forks; a roll-off that is
// rolled again on a tie (a priority roll) has a line that never ends. The computer enumerates
// through this guard: past `maxRolls` dice in one run it gives up (TooManyBranches), and the
// search samples that action instead.
import type { DiceSource } from '../dice';
import { enumerate, TooManyBranches, type Outcome, type Resolver } from '../enumerate';

function guarded(dice: DiceSource, maxRolls: number): DiceSource {
  let n = 0;
  const count = () => {
    if (++n > maxRolls) throw new TooManyBranches(maxRolls);
  };
  const out: DiceSource = {
    roll(sides) {
      count();
      return dice.roll(sides);
    },
  };
  if (dice.pool) out.pool = (k, sides, keep) => (count(), dice.pool!(k, sides, keep));
  if (dice.judged) out.judged = (sides, judge) => (count(), dice.judged!(sides, judge));
  if (dice.boundary) out.boundary = (state, events) => dice.boundary!(state, events);
  return out;
}

export function boundedResolver<S, A>(r: Resolver<S, A>, maxRolls = 60): Resolver<S, A> {
  return {
    ...r,
    apply: (s, a, dice) => r.apply(s, a, guarded(dice, maxRolls)),
    resume: (s, dice) => r.resume(s, guarded(dice, maxRolls)),
  };
}

/** Every outcome of `action` with its exact chance, within `maxRuns` runs and `maxRolls` dice a run (else TooManyBranches). */
export function boundedOutcomes<S, A>(r: Resolver<S, A>, s: S, action: A, maxRuns: number, maxRolls = 60): Outcome<S>[] {
  return enumerate(boundedResolver(r, maxRolls), s, action, { maxRuns, negligible: 1e-4 });
}
