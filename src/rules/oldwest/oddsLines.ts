// The odds panel's lines and how each is checked: a question (an action, or the queued steps,
// resolved under a policy) and the outcome it is the chance of. Each question is resolved once
// by the rules' own enumeration (src/core/enumerate.ts).
import type { Chance } from '../../core/ruleset';
import { chanceOf, enumerate, type Outcome } from '../../core/enumerate';
import { owResolver, type OWPolicy } from './resolver';
import type { OWAction, OWState, Side } from './types';

/** What a line is the chance of: an action (or the queued steps) resolved under a policy. */
export interface Question {
  state: OWState;
  action: OWAction;
  policy: OWPolicy;
}

/** Whether the outcome happened, from the state before and one way the resolution ended. */
export type OutcomeTest = (start: OWState, end: Pick<Outcome<OWState>, 'state' | 'flags'>) => boolean;

/** One line of the odds panel and how to check it: the question it answers and its outcome. */
export interface OddsLine {
  chance: Chance;
  question: Question;
  test: OutcomeTest;
}

export interface Want {
  chance: Omit<Chance, 'p'>;
  question: Question;
  test: OutcomeTest;
  /** Shown even at 0% (the target's own lines: "cannot wound" is worth seeing). */
  keepZero?: boolean;
}

export const NO_FAME: OWPolicy = {};
export const flag = (f: string): OutcomeTest => (_s, o) => o.flags.has(f);
export const isOut = (id: string): OutcomeTest => (s, o) => s.fighters[id]!.status === 'ok' && o.state.fighters[id]!.status === 'out';
export const isWounded = (id: string): OutcomeTest => (s, o) => o.state.fighters[id]!.woundsLost > s.fighters[id]!.woundsLost || isOut(id)(s, o);
export const hasDived = (id: string): OutcomeTest => (s, o) => !s.fighters[id]!.dived && !!o.state.fighters[id]!.dived;
export const lostMount = (id: string): OutcomeTest => (s, o) => !!s.fighters[id]!.mount && !o.state.fighters[id]!.mount;

/** Resolves each question once and keeps the lines that can happen (or must be shown). */
export function settle(wants: readonly Want[]): OddsLine[] {
  const cache = new Map<Question, Outcome<OWState>[]>();
  const out: OddsLine[] = [];
  for (const w of wants) {
    let list = cache.get(w.question);
    if (!list) {
      const q = w.question;
      list = enumerate(owResolver(q.policy), q.state, q.action);
      cache.set(q, list);
    }
    const start = w.question.state;
    const p = chanceOf(list, (o) => w.test(start, o));
    if (p > 1e-12 || w.keepZero) out.push({ chance: { ...w.chance, p }, question: w.question, test: w.test });
  }
  return out;
}

/**
 * Wounded and out-of-action lines for every fighter standing (or only those in `among`), the
 * enemy's and one's own. The main target's wounded line is left to the caller (it names the roll).
 */
export function harmLines(s: OWState, q: Question, actingSide: Side, mainId: string | null, among?: ReadonlySet<string>): Want[] {
  const wants: Want[] = [];
  for (const id of s.order) {
    const f = s.fighters[id]!;
    if (f.status !== 'ok' || (among && !among.has(id))) continue;
    const own = f.side === actingSide;
    const keepZero = id === mainId;
    if (id !== mainId) wants.push({ chance: { key: own ? 'ownWounded' : 'wounded', rule: 'OW-13', params: { target: f.name } }, question: q, test: isWounded(id) });
    wants.push({ chance: { key: own ? 'ownOut' : 'outOfAction', rule: 'OW-13', params: { target: f.name } }, question: q, test: isOut(id), keepZero });
    if (f.mount) wants.push({ chance: { key: 'mountLost', rule: 'OW-28', params: { target: f.name } }, question: q, test: lostMount(id) });
  }
  return wants;
}

