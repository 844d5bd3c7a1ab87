// The odds panel's lines, for any system: each line is the chance of an outcome of a question (an
// action resolved under a policy for the choices met on the way), read from the rules' own
// enumeration (enumerate.ts). The property test resolves the same questions with seeded dice.
import type { Chance } from './ruleset';
import { chanceOf, enumerate, type Outcome, type Resolver } from './enumerate';

/** What a line is the chance of: an action resolved under a policy. */
export interface Question<S, A, P> {
  state: S;
  action: A;
  policy: P;
}

/** Whether the outcome happened, from the state before and one way the resolution ended. */
export type OutcomeTest<S> = (start: S, end: Pick<Outcome<S>, 'state' | 'flags'>) => boolean;

/** One line of the odds panel and how to check it: the question it answers and its outcome. */
export interface OddsLine<S, A, P> {
  chance: Chance;
  question: Question<S, A, P>;
  test: OutcomeTest<S>;
}

/** A line to be computed. */
export interface Want<S, A, P> {
  chance: Omit<Chance, 'p'>;
  question: Question<S, A, P>;
  test: OutcomeTest<S>;
  /** Shown even at 0% (the target's own lines: "cannot wound" is worth seeing). */
  keepZero?: boolean;
}

export const hasFlag = <S>(f: string): OutcomeTest<S> => (_s, o) => o.flags.has(f);

/** Resolves each question once and keeps the lines that can happen (or must be shown). */
export function settleLines<S, A, P>(resolverFor: (policy: P) => Resolver<S, A>, wants: readonly Want<S, A, P>[]): OddsLine<S, A, P>[] {
  const cache = new Map<Question<S, A, P>, Outcome<S>[]>();
  const out: OddsLine<S, A, P>[] = [];
  for (const w of wants) {
    const q = w.question;
    let list = cache.get(q);
    if (!list) {
      list = enumerate(resolverFor(q.policy), q.state, q.action);
      cache.set(q, list);
    }
    const p = chanceOf(list, (o) => w.test(q.state, o));
    if (p > 1e-12 || w.keepZero) out.push({ chance: { ...w.chance, p }, question: q, test: w.test });
  }
  return out;
}
