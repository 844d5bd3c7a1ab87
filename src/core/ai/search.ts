// The computer's search: expectimax over the rules' own outcomes. At the root every candidate is
// scored one ply deep (the expected evaluation over its exact outcomes, or over sampled ones when
// the rules cannot enumerate it); the best few are then looked at deeper, each later decision
// (its own next action, or the opponent's reply) taken greedily by the same one-ply score.
import { countingDice, initialRngState, seededDice, type DiceSource } from '../dice';
import { TooManyBranches } from '../enumerate';
import { actionBy, RuleError, type Ruleset, type Side } from '../ruleset';
import type { SystemRuntime } from '../system';
import type { AiChoice, AiLevel, ChooseOptions } from './choose';
import type { AiOutcome, SystemAi } from './types';

/**
 * A won game, in evaluation points, when the system names no other worth: about twice a whole
 * force. Not infinite: a small chance of winning a few moves on must not outweigh a sure gain now.
 */
export const WIN = 150;

/**
 * A secret choice's outcomes are played out further than one action's (a Ronin split: the whole
 * fight that follows): this many times the level's enumeration budget.
 */
const SECRET_RUNS = 10;

/** What each level may spend. */
export interface LevelBudget {
  /** Decisions looked at past the root action (0: one ply). */
  depth: number;
  /** Root candidates looked at deeper. */
  width: number;
  /** Candidates weighed at a decision inside the search. */
  innerWidth: number;
  /** Samples of an action the rules cannot enumerate. */
  samples: number;
  /** Outcomes of one action followed deeper (the likeliest). */
  branches: number;
  /** The odds enumerator's budget for one action. */
  maxRuns: number;
  /** Noise added to the root scores, as a share of their spread (easy only). */
  noise: number;
  /**
   * The searching side's own decisions followed greedily before the other side decides, without
   * spending `depth` (at most this many in a row): each root candidate is judged where the turn
   * passes, so ending a turn is not weighed against the other side's reply while carrying on is
   * weighed against the side's own best next move.
   */
  ownSteps: number;
  /** Default time allowed (ms of the injected clock). */
  deadlineMs: number;
  /** Most simulated actions in all (the bound when no clock is given). */
  maxApplies: number;
}

export const BUDGETS: Record<AiLevel, LevelBudget> = {
  easy: { depth: 0, width: 1, innerWidth: 0, samples: 3, branches: 1, maxRuns: 300, noise: 0.6, ownSteps: 0, deadlineMs: 500, maxApplies: 1_500 },
  normal: { depth: 2, width: 4, innerWidth: 12, samples: 6, branches: 3, maxRuns: 1_500, noise: 0, ownSteps: 8, deadlineMs: 1_500, maxApplies: 12_000 },
  hard: { depth: 4, width: 8, innerWidth: 24, samples: 10, branches: 4, maxRuns: 4_000, noise: 0, ownSteps: 8, deadlineMs: 6_000, maxApplies: 60_000 },
};

interface Ctx<S, A> {
  rules: Ruleset<S, A, unknown>;
  ai: SystemAi<S, A> | undefined;
  side: Side;
  budget: LevelBudget;
  dice: ReturnType<typeof seededDice>;
  applies: number;
  deadline: number;
  now: (() => number) | undefined;
}

const outOfTime = <S, A>(c: Ctx<S, A>): boolean => c.applies >= c.budget.maxApplies || (c.now !== undefined && c.now() >= c.deadline);

/** The actions `who` may take now (when both may act, those that name it or name nobody). */
export function actionsOf<S, A>(rules: Ruleset<S, A, unknown>, state: S, who: Side): A[] {
  const legal = rules.legalActions(state);
  if (rules.actors(state).length < 2) return legal;
  return legal.filter((a) => {
    const by = actionBy(a);
    return by === null || by === who;
  });
}

/** The side that decides in `state` (the searching side when it may), or null when the game is over. */
function decider<S, A>(c: Ctx<S, A>, state: S): Side | null {
  const actors = c.rules.actors(state);
  if (actors.length === 0) return null;
  return actors.includes(c.side) ? c.side : actors[0]!;
}

/** The score of a state for the searching side. */
function score<S, A>(c: Ctx<S, A>, state: S): number {
  if (c.rules.isOver(state)) {
    const w = c.rules.winner(state);
    const win = c.ai?.win ?? WIN;
    return w === null ? 0 : w === c.side ? win : -win;
  }
  return c.ai ? c.ai.evaluate(state, c.side) : 0;
}

function tryApply<S, A>(c: Ctx<S, A>, state: S, action: A, dice: DiceSource): S | null {
  c.applies++;
  try {
    return c.rules.apply(state, action, dice).state;
  } catch {
    // Refused (a RuleError), or the view lacks what the rules need to go on (a hidden bid): either
    // way the search cannot follow this line.
    return null;
  }
}

/** The enumeration's runs are work too: no more of them than the work left allows. */
const runsLeft = <S, A>(c: Ctx<S, A>): number => Math.min(c.budget.maxRuns, Math.max(20, 4 * (c.budget.maxApplies - c.applies)));

/** The outcomes of `action`: one when it rolls no die, the exact ones when the system can list them, else samples. */
function outcomesOf<S, A>(c: Ctx<S, A>, state: S, action: A): AiOutcome<S>[] {
  if (c.ai?.secret) {
    try {
      const assumed = c.ai.secret(state, action, SECRET_RUNS * runsLeft(c));
      if (assumed && assumed.length) {
        c.applies += assumed.length;
        return [...assumed];
      }
    } catch (e) {
      if (!(e instanceof TooManyBranches) && !(e instanceof RuleError)) throw e;
    }
  }
  const probe = countingDice(c.dice);
  const first = tryApply(c, state, action, probe);
  if (first === null) return [];
  if (probe.count() === 0) return [{ p: 1, state: first }];
  if (c.ai?.outcomes) {
    try {
      const exact = c.ai.outcomes(state, action, runsLeft(c));
      if (exact && exact.length) {
        c.applies += exact.length;
        return [...exact];
      }
    } catch (e) {
      if (!(e instanceof TooManyBranches) && !(e instanceof RuleError)) throw e;
    }
  }
  const out: AiOutcome<S>[] = [{ p: 1, state: first }];
  for (let i = 1; i < c.budget.samples; i++) {
    const s = tryApply(c, state, action, c.dice);
    if (s !== null) out.push({ p: 1, state: s });
  }
  return out.map((o) => ({ p: 1 / out.length, state: o.state }));
}

/** An outcome with its score for the searching side (worked out once, when the action is weighed). */
interface ScoredOutcome<S> extends AiOutcome<S> {
  v: number;
}

/** The likeliest outcomes, their chances scaled to sum to 1. */
function likeliest<S>(outs: readonly ScoredOutcome<S>[], n: number): ScoredOutcome<S>[] {
  const top = [...outs].sort((a, b) => b.p - a.p).slice(0, Math.max(1, n));
  const total = top.reduce((s, o) => s + o.p, 0);
  return top.map((o) => ({ ...o, p: o.p / total }));
}

function candidatesOf<S, A>(c: Ctx<S, A>, state: S, who: Side, limit: number): A[] {
  const legal = actionsOf(c.rules, state, who);
  const pruned = c.ai?.candidates ? [...c.ai.candidates(state, legal, who)] : legal;
  const list = pruned.length ? pruned : legal;
  return limit > 0 ? list.slice(0, limit) : list;
}

interface Scored<S, A> {
  action: A;
  q: number;
  outs: ScoredOutcome<S>[];
}

/** Every candidate of `who` with its one-ply expected score (for the searching side). */
function onePly<S, A>(c: Ctx<S, A>, state: S, who: Side, limit: number): Scored<S, A>[] {
  const out: Scored<S, A>[] = [];
  for (const action of candidatesOf(c, state, who, limit)) {
    if (out.length > 0 && outOfTime(c)) break;
    const outs = outcomesOf(c, state, action).map((o) => ({ ...o, v: score(c, o.state) }));
    if (outs.length) out.push({ action, q: outs.reduce((sum, o) => sum + o.p * o.v, 0), outs });
  }
  return out;
}

/**
 * The value of `state` looking `depth` decisions on, each taken greedily by its one-ply score. With
 * the system's `turnHorizon`, the searching side's own decisions spend no depth, up to
 * `ownSteps` in a row (see LevelBudget.ownSteps).
 */
function value<S, A>(c: Ctx<S, A>, state: S, depth: number, own = 0): number {
  const who = decider(c, state);
  if (who === null || depth <= 0 || outOfTime(c)) return score(c, state);
  const free = !!c.ai?.turnHorizon && who === c.side && own < c.budget.ownSteps;
  const scored = onePly(c, state, who, c.budget.innerWidth);
  if (scored.length === 0) return score(c, state);
  const mine = who === c.side;
  let best = scored[0]!;
  for (const s of scored) if (mine ? s.q > best.q : s.q < best.q) best = s;
  if (!free && depth === 1) return best.q;
  return deepened(c, best, (o) => (free ? value(c, o.state, depth, own + 1) : value(c, o.state, depth - 1)));
}

/**
 * A scored decision looked at deeper: its exact one-ply expectation, corrected by how much the
 * deeper look changed the value of its likeliest outcomes (their mean change, weighted by their
 * chances). The rarer outcomes are not followed, but they keep their exact weight: scoring only
 * the likeliest, rescaled to sum to 1, weighed a shot's misses above its hits.
 */
function deepened<S, A>(c: Ctx<S, A>, s: Scored<S, A>, deeper: (o: AiOutcome<S>) => number): number {
  let change = 0;
  for (const o of likeliest(s.outs, c.budget.branches)) change += o.p * (deeper(o) - o.v);
  return s.q + change;
}

/** One ply, no noise: the plain greedy player the strength bench measures against. */
export const GREEDY: LevelBudget = { ...BUDGETS.easy, noise: 0, samples: 6, maxRuns: 1_500 };

export function search<S, A>(runtime: SystemRuntime<S, A, unknown>, view: S, side: Side, level: AiLevel, seed: number, opts: ChooseOptions): AiChoice<A> {
  const budget = opts.work === undefined ? BUDGETS[level] : { ...BUDGETS[level], maxApplies: Math.max(1, opts.work) };
  return searchWith(runtime, view, side, budget, seed, opts);
}

/** The search with a given budget (the levels' own, or the bench's greedy one). */
export function searchWith<S, A>(runtime: SystemRuntime<S, A, unknown>, view: S, side: Side, budget: LevelBudget, seed: number, opts: ChooseOptions): AiChoice<A> {
  const rules = runtime.rules;
  // Its own generator in its own view: the match's dice are never in a view, and never read.
  const state = rules.withRngState(view, initialRngState(seed));
  const start = opts.now?.() ?? 0;
  const c: Ctx<S, A> = {
    rules, ai: runtime.ai, side, budget,
    dice: seededDice(initialRngState(seed ^ 0x5bd1e995)),
    applies: 0, deadline: start + (opts.deadlineMs ?? budget.deadlineMs), now: opts.now,
  };
  const legal = actionsOf(rules, state, side);
  if (legal.length === 0) throw new Error(`player ${side + 1} has no legal action`);
  const focusOf = (a: A) => runtime.ai?.focus?.(a, state) ?? null;
  if (legal.length === 1) return { action: legal[0]!, focus: focusOf(legal[0]!), considered: 1 };

  const scored = onePly(c, state, side, 0);
  if (scored.length === 0) return { action: legal[0]!, focus: focusOf(legal[0]!), considered: 0 };
  if (budget.noise > 0) {
    const qs = scored.map((s) => s.q).filter((q) => Math.abs(q) < (runtime.ai?.win ?? WIN) / 2);
    const spread = qs.length ? Math.max(...qs) - Math.min(...qs) : 0;
    for (const s of scored) s.q += (c.dice.roll(1001) - 501) / 500 * spread * budget.noise;
  }
  let ranked = [...scored].sort((a, b) => b.q - a.q);
  if (budget.depth > 0) {
    const deep: Scored<S, A>[] = [];
    for (const s of ranked.slice(0, budget.width)) {
      if (deep.length > 0 && outOfTime(c)) break;
      if (Math.abs(s.q) < (runtime.ai?.win ?? WIN)) {
        // The deeper look decides; the one-ply score breaks ties.
        s.q = deepened(c, s, (o) => value(c, o.state, budget.depth)) + s.q * 1e-6;
      }
      deep.push(s);
    }
    ranked = deep.sort((a, b) => b.q - a.q);
  }
  const best = ranked[0]!;
  return { action: best.action, focus: focusOf(best.action), considered: scored.length };
}
