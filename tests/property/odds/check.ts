// The odds panel against the engine: from random reachable positions, every line the panel shows
// is compared with its frequency over many seeded resolutions through `step`, with the choices on
// the way answered by the same policy the panel assumes. A difference beyond 4 standard errors
// fails and prints the position as a record that replays it.
import { initialRngState, seededDice } from '../../../src/core/dice';
import { step } from '../../../src/core/match';
import { RuleError, type Chance, type GameEvent, type Ruleset } from '../../../src/core/ruleset';

export interface Line<S, A, P> {
  chance: Chance;
  question: { state: S; action: A; policy: P };
  test(start: S, end: { state: S; flags: ReadonlySet<string> }): boolean;
}

/** What the check needs of a system. */
export interface OddsSubject<S, A, Sc, P> {
  system: string;
  rules: Ruleset<S, A, Sc>;
  scenarios: readonly (readonly [string, Sc])[];
  /** The actions of this state whose odds the panel shows. */
  asked(s: S, legal: readonly A[]): A[];
  lines(s: S, action: A): Line<S, A, P>[] | null;
  decide(s: S, policy: P): readonly A[];
  flags(events: readonly GameEvent[]): readonly string[];
  /** Prefer these actions when playing towards positions (doing something over ending a phase). */
  prefer?(a: A): boolean;
  /** Take these at once, most of the time, when the rules allow them (charges, fire). */
  eager?(a: A): boolean;
}

export interface Mismatch {
  line: string;
  shown: number;
  seen: number;
  n: number;
  record: string;
}

export interface OddsReport {
  points: number;
  lines: number;
  resolutions: number;
  mismatches: Mismatch[];
  kinds: Record<string, number>;
}

/** One resolution through `step` with seeded dice, the policy answering each choice. */
export function resolveOnce<S, A, Sc, P>(sub: OddsSubject<S, A, Sc, P>, q: Line<S, A, P>['question'], seed: number): { state: S; flags: Set<string> } {
  let state = sub.rules.withRngState(q.state, initialRngState(seed));
  const flags = new Set<string>();
  const take = (r: { state: S; events: GameEvent[] }) => {
    state = r.state;
    for (const f of sub.flags(r.events)) flags.add(f);
  };
  take(step(sub.rules, state, q.action));
  for (let guard = 0; guard < 200; guard++) {
    const answers = sub.decide(state, q.policy);
    let taken = false;
    for (const a of answers) {
      try {
        take(step(sub.rules, state, a));
        taken = true;
        break;
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
      }
    }
    if (!taken) break;
  }
  return { state, flags };
}

const tolerance = (p: number, n: number) => 4 * Math.sqrt(Math.max(p * (1 - p), 1 / n) / n);

export interface Point<S, A> {
  scenarioId: string;
  seed: number;
  actions: A[];
  state: S;
  action: A;
}

/**
 * Plays random legal games (seeded, legal actions listed once per state) and keeps up to
 * `perGame` decision points of each, no kind of action more than a quarter of them.
 */
export function* decisionPoints<S, A extends { type: string }, Sc, P>(sub: OddsSubject<S, A, Sc, P>, wanted: number, perGame: number): Generator<Point<S, A>> {
  const kinds: Record<string, number> = {};
  let found = 0;
  for (let game = 0; found < wanted && game < wanted * 20; game++) {
    const [scenarioId, scenario] = sub.scenarios[game % sub.scenarios.length]!;
    const seed = 7919 * game + 13;
    const chooser = seededDice(initialRngState(game + 1));
    let state = sub.rules.setup(scenario, {} as never, seed, ['Anna', 'Boris']);
    const actions: A[] = [];
    let taken = 0;
    for (let i = 0; i < 160 && !sub.rules.isOver(state) && taken < perGame && found < wanted; i++) {
      const legal = sub.rules.legalActions(state);
      if (legal.length === 0) break;
      const asked = sub.asked(state, legal).filter((a) => (kinds[a.type] ?? 0) < Math.max(4, Math.ceil(wanted / 4)));
      if (asked.length && chooser.roll(3) === 1) {
        const action = asked[chooser.roll(asked.length) - 1]!;
        kinds[action.type] = (kinds[action.type] ?? 0) + 1;
        taken++;
        found++;
        yield { scenarioId, seed, actions: [...actions], state, action };
      }
      const eager = sub.eager ? legal.filter(sub.eager) : [];
      const preferred = sub.prefer ? legal.filter(sub.prefer) : [];
      const pool = eager.length && chooser.roll(10) > 3 ? eager : preferred.length && chooser.roll(10) > 2 ? preferred : legal;
      const next = pool[chooser.roll(pool.length) - 1]!;
      state = step(sub.rules, state, next).state;
      actions.push(next);
    }
  }
}

/** Checks every line at `points` decision points over `resolutions` seeded resolutions each. */
export function checkOdds<S, A extends { type: string }, Sc, P>(sub: OddsSubject<S, A, Sc, P>, points: number, resolutions: number): OddsReport {
  const report: OddsReport = { points: 0, lines: 0, resolutions: 0, mismatches: [], kinds: {} };
  for (const pt of decisionPoints(sub, points * 2, 6)) {
    if (report.points >= points) break;
    const lines = sub.lines(pt.state, pt.action);
    if (!lines || lines.length === 0) continue;
    report.points++;
    report.kinds[pt.action.type] = (report.kinds[pt.action.type] ?? 0) + 1;
    const questions = new Map<unknown, Line<S, A, P>[]>();
    for (const l of lines) questions.set(l.question, [...(questions.get(l.question) ?? []), l]);
    for (const group of questions.values()) {
      const q = group[0]!.question;
      const hits = new Array<number>(group.length).fill(0);
      for (let n = 0; n < resolutions; n++) {
        const end = resolveOnce(sub, q, 1_000_003 * n + 17);
        group.forEach((l, k) => {
          if (l.test(q.state, end)) hits[k]!++;
        });
      }
      report.resolutions += resolutions;
      group.forEach((l, k) => {
        report.lines++;
        const p = l.chance.p;
        const seen = hits[k]! / resolutions;
        const exact = p < 1e-9 || p > 1 - 1e-9;
        const bad = exact ? Math.abs(seen - Math.round(p)) > 0 : Math.abs(seen - p) > tolerance(p, resolutions);
        if (bad) {
          report.mismatches.push({
            line: `${l.chance.key} ${JSON.stringify(l.chance.params ?? {})} (${l.chance.rule ?? ''}) for ${JSON.stringify(q.action)}`,
            shown: p,
            seen,
            n: resolutions,
            record: JSON.stringify({ system: sub.system, scenarioId: pt.scenarioId, seed: pt.seed, options: {}, players: ['Anna', 'Boris'], actions: pt.actions, then: pt.action }),
          });
        }
      });
    }
  }
  return report;
}
