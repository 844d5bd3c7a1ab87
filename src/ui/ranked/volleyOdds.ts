// The shooting phase's odds, kept short: with several volleys offered, the odds panel gives each
// one line (the chance its target loses a model or more, and how many on average), and under
// them the whole spread of casualties only of the volley the player asks about: the one under the question's
// keyboard focus or the pointer, or one that the selected regiment (the roster or the board, by
// touch too) fires or is the target of. The numbers are the rules' own previews, regrouped here.
import { create } from 'zustand';
import type { Chance, Preview } from '../../core/ruleset';
import type { RkState } from '../../rules/ranked/types';
import type { Question } from '../panels/QuestionPrompt';
import { legalOf } from './boardView';

/** The volley under the question's focus or pointer (`volleyKey`), or null. */
export const useVolleyShown = create<{ shown: string | null }>((): { shown: string | null } => ({ shown: null }));

/** A volley's key: its shooter and its target. */
export const volleyKey = (shooter: string, target: string): string => `${shooter}>${target}`;

/** The shooting question with each volley showing its full odds while focused or pointed at. */
export function withVolleyShown(s: RkState, q: Question | null): Question | null {
  if (!q || s.phase !== 'shoot') return q;
  // The question's option ids are the actions' values joined (panel.ts): shoot-<unit>-<target>.
  const keys = new Map<string, string>();
  for (const a of legalOf(s)) if (a.type === 'shoot') keys.set(Object.values(a).join('-'), volleyKey(a.unit, a.target));
  const options = q.options.map((o) => {
    const key = keys.get(o.id);
    return key ? { ...o, onShow: (on: boolean) => showVolley(on ? key : null, key) } : o;
  });
  return { ...q, options };
}

/** Shows volley `key` (or, with null, stops showing `was` if it is the one shown). */
function showVolley(key: string | null, was: string): void {
  const now = useVolleyShown.getState().shown;
  if (key !== null) useVolleyShown.setState({ shown: key });
  else if (now === was) useVolleyShown.setState({ shown: null });
}

/**
 * Volley `shown` if it is still offered in `s`, else null. A button taken away while it has the
 * focus (its volley made, the phase over) gets no blur: without this its volley would stay the
 * one asked about, and show its spread unasked when the same volley is offered again.
 */
export function stillOffered(s: RkState, shown: string | null): string | null {
  if (shown === null || s.phase !== 'shoot') return null;
  return legalOf(s).some((a) => a.type === 'shoot' && volleyKey(a.unit, a.target) === shown) ? shown : null;
}

/** Forgets the volley asked about once `s` no longer offers it (see `stillOffered`). */
export function forgetGoneVolley(s: RkState): void {
  const shown = useVolleyShown.getState().shown;
  if (shown !== null && stillOffered(s, shown) === null) useVolleyShown.setState({ shown: null });
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The panel's odds of the shooting phase's choices (as oddsFrom marks them) made short: per volley
 * one line `volley` (its chance of one casualty or more, `mean` the average casualties), then the
 * lines of the volleys for which `open(shooter, target)`. Anything else (a single volley, other
 * phases' odds) is returned as it is.
 */
export function compactVolleys(odds: Preview | null, open: (shooter: string, target: string) => boolean): Preview | null {
  if (!odds || odds.title !== 'choices') return odds;
  const groups = new Map<string, Chance[]>();
  for (const c of odds.chances) {
    const shooter = str(c.params?.shooter), target = str(c.params?.target);
    if (!shooter || !target || (c.key !== 'casualties' && c.key !== 'wipedOut')) return odds;
    const key = volleyKey(shooter, target);
    const list = groups.get(key) ?? [];
    list.push(c);
    groups.set(key, list);
  }
  const chances: Chance[] = [];
  const spreads: Chance[] = [];
  for (const list of groups.values()) {
    const first = list[0]!;
    const shooter = str(first.params?.shooter), target = str(first.params?.target);
    const spread = list.filter((c) => c.key === 'casualties');
    const none = spread.filter((c) => c.params?.casualties === 0).reduce((t, c) => t + c.p, 0);
    const mean = spread.reduce((t, c) => t + c.p * Number(c.params?.casualties ?? 0), 0);
    const estimated = first.params?.estimated;
    chances.push({
      key: 'volley', p: Math.max(0, 1 - none), rule: first.rule,
      params: { shooter, target, mean: Math.round(mean * 10) / 10, ...(typeof estimated === 'number' ? { estimated } : {}) },
    });
    if (open(shooter, target)) {
      for (const c of list) {
        const params = { ...c.params };
        delete params.choice;
        spreads.push({ ...c, params });
      }
    }
  }
  return { title: odds.title, chances: [...chances, ...spreads] };
}
