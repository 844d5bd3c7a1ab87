// Exact odds from the rules themselves: the action is resolved by the system's own `apply` with a
// dice source that, instead of rolling, branches on every face with its probability. Each branch
// re-runs the resolution from the last merge point with the faces chosen so far; the step runner
// (src/core/steps.ts) offers a merge point before every step, where branches that reached the
// same state (and the same outcome flags) are merged and resolved once. Decisions asked during
// the resolution (spend Fame? which target?) are answered by a stated policy. So the odds panel
// shows what the rules then do, and a rule changed in one place changes its odds with it.
import { keptChance, type DiceSource, type Keep } from './dice';
import { RuleError, type GameEvent } from './ruleset';

/** How the enumerator drives one system's resolution. */
export interface Resolver<S, A> {
  apply(s: S, a: A, dice: DiceSource): { state: S; events: readonly GameEvent[] };
  /** Runs the steps still queued in `s` (after a merge point). */
  resume(s: S, dice: DiceSource): { state: S; events: readonly GameEvent[] };
  /**
   * The policy: the answers to the decision asked in `s`, best first (the first the rules accept
   * is taken); none ends the resolution there.
   */
  decide(s: S): readonly A[];
  /** Outcome flags read from the events of a stretch of the resolution (a hit, a fight won). */
  flags(events: readonly GameEvent[]): readonly string[];
  /**
   * Text that tells states apart for merging (JSON by default); `start` is where the enumeration
   * began, so a key may name only what changed since (src/core/changeKey.ts).
   */
  key?(s: S, start: S): string;
  /**
   * True when what is still queued rolls no die and asks nothing (a fighter's move to cover): the
   * odds are settled, so the enumeration stops there instead of running it in every branch.
   */
  settled?(s: S): boolean;
}

/** One way the resolution can end, with its exact probability. */
export interface Outcome<S> {
  p: number;
  state: S;
  flags: ReadonlySet<string>;
}

/** More branches than the budget allows: the odds are not worth the wait. */
export class TooManyBranches extends Error {
  constructor(readonly runs: number) {
    super(`the resolution has more than ${runs} branches`);
    this.name = 'TooManyBranches';
  }
}

interface Option {
  rolls: number[];
  p: number;
}

class Checkpoint {
  constructor(readonly state: unknown, readonly events: readonly GameEvent[]) {}
}

const faces = (sides: number): Option[] => Array.from({ length: sides }, (_, i) => ({ rolls: [i + 1], p: 1 / sides }));

/**
 * A pool branches on what the rules read of it only; the dice shown are one set that gives it
 * (the kept die and filler that cannot beat it; for a sum, dice as even as may be).
 */
function poolOptions(n: number, sides: number, keep: Keep): Option[] {
  const out: Option[] = [];
  const top = keep === 'sum' ? n * sides : sides;
  for (let k = 1; k <= top; k++) {
    const p = keptChance(n, sides, keep, k);
    if (p <= 0) continue;
    if (keep === 'sum') out.push({ rolls: Array.from({ length: n }, (_, i) => Math.floor((k + i) / n)), p });
    else out.push({ rolls: [k, ...new Array<number>(n - 1).fill(keep === 'highest' ? 1 : sides)], p });
  }
  return out;
}

/**
 * Returns the faces chosen so far; past them it takes the first of the faces that may come next
 * and hands the others to `fork` (each is run again from the start with it), so no run is spent
 * only to find out what a die may show. At every step boundary after the first it throws a
 * Checkpoint: each step then runs once per distinct state, not once per way of reaching it.
 */
class BranchingDice implements DiceSource {
  private i = 0;
  private started = false;
  /** The faces this run has taken past its prefix, and the chance of taking them. */
  readonly taken: number[][] = [];
  p = 1;

  constructor(private readonly prefix: readonly number[][], private readonly fork: (prefix: number[][], p: number) => void) {}

  private next(options: Option[]): number[] {
    const base = [...this.prefix, ...this.taken];
    for (let k = options.length - 1; k >= 1; k--) this.fork([...base, options[k]!.rolls], this.p * options[k]!.p);
    this.taken.push(options[0]!.rolls);
    this.p *= options[0]!.p;
    this.i++;
    return options[0]!.rolls;
  }

  roll(sides: number): number {
    if (this.i < this.prefix.length) return this.prefix[this.i++]![0]!;
    return this.next(faces(sides))[0]!;
  }

  judged(sides: number, judge: (face: number) => unknown): number {
    if (this.i < this.prefix.length) return this.prefix[this.i++]![0]!;
    // One face per verdict, carrying the chance of every face that gives it.
    const byVerdict = new Map<unknown, Option>();
    for (let f = 1; f <= sides; f++) {
      const v = judge(f);
      const had = byVerdict.get(v);
      if (had) had.p += 1 / sides;
      else byVerdict.set(v, { rolls: [f], p: 1 / sides });
    }
    return this.next([...byVerdict.values()])[0]!;
  }

  pool(n: number, sides: number, keep: Keep): number[] {
    if (n <= 0) return [];
    if (this.i < this.prefix.length) return [...this.prefix[this.i++]!];
    return [...this.next(poolOptions(n, sides, keep))];
  }

  boundary(state: unknown, events: readonly unknown[]): void {
    if (this.i > 0 || this.started) throw new Checkpoint(state, [...(events as GameEvent[])]);
    this.started = true;
  }
}

interface Task<S, A> {
  state: S;
  /** Candidate answers (a decision), or null to resume queued steps. */
  actions: readonly A[] | null;
  p: number;
  flags: ReadonlySet<string>;
}

export interface EnumerateOptions {
  /** At most this many resolution runs in all (default 50,000). */
  maxRuns?: number;
  /**
   * Branches less likely than this are dropped, so a roll that can come back to the same position
   * (a tie rolled off again) ends; the outcomes then sum to within this of 1. Default 0: none.
   */
  negligible?: number;
  /** Asked every few runs: true gives up as if past the budget (a time limit). */
  stop?: () => boolean;
}

/**
 * Every outcome of `action` in `start` (or, with null, of the steps queued in `start`), with its
 * probability (they sum to 1). Throws RuleError when the rules refuse the action, TooManyBranches
 * past the budget.
 */
export function enumerate<S, A>(resolver: Resolver<S, A>, start: S, action: A | null, opts: EnumerateOptions = {}): Outcome<S>[] {
  const maxRuns = opts.maxRuns ?? 50_000;
  const negligible = opts.negligible ?? 0;
  const keyOf = resolver.key ? (s: S) => resolver.key!(s, start) : (s: S) => JSON.stringify(s);
  let runs = 0;
  let wave = new Map<string, Task<S, A>>([['start', { state: start, actions: action === null ? null : [action], p: 1, flags: new Set() }]]);
  const leaves = new Map<string, Outcome<S>>();
  const flagKeys = new WeakMap<ReadonlySet<string>, string>();
  let first = true;

  const add = (map: Map<string, Task<S, A>>, key: string, task: Task<S, A>) => {
    const had = map.get(key);
    if (had) had.p += task.p;
    else map.set(key, task);
  };

  while (wave.size) {
    const next = new Map<string, Task<S, A>>();
    const settle = (state: S, events: readonly GameEvent[], p: number, flagsBefore: ReadonlySet<string>, checkpoint: boolean, end = false) => {
      let flags = flagsBefore;
      for (const f of resolver.flags(events)) {
        if (flags.has(f)) continue;
        if (flags === flagsBefore) flags = new Set(flagsBefore);
        (flags as Set<string>).add(f);
      }
      let fk = flagKeys.get(flags);
      if (fk === undefined) flagKeys.set(flags, (fk = [...flags].sort().join(',')));
      const sk = keyOf(state);
      if (checkpoint && !resolver.settled?.(state)) return add(next, `r|${fk}|${sk}`, { state, actions: null, p, flags });
      const answers = end || checkpoint ? [] : resolver.decide(state);
      if (answers.length) return add(next, `d|${fk}|${sk}`, { state, actions: answers, p, flags });
      const had = leaves.get(`${fk}|${sk}`);
      if (had) had.p += p;
      else leaves.set(`${fk}|${sk}`, { state, p, flags });
    };
    for (const task of wave.values()) {
      let candidates = task.actions ? [...task.actions] : null;
      const stack: { prefix: number[][]; p: number }[] = [{ prefix: [], p: task.p }];
      while (stack.length) {
        const { prefix, p } = stack.pop()!;
        if (p < negligible) continue;
        if (++runs > maxRuns || ((runs & 3) === 0 && opts.stop?.())) throw new TooManyBranches(Math.min(runs, maxRuns));
        const dice = new BranchingDice(prefix, (more, q) => stack.push({ prefix: more, p: p * q }));
        try {
          const r = candidates ? resolver.apply(task.state, candidates[0]!, dice) : resolver.resume(task.state, dice);
          settle(r.state, r.events, p * dice.p, task.flags, false);
        } catch (e) {
          if (e instanceof Checkpoint) {
            settle(e.state as S, e.events, p * dice.p, task.flags, true);
          } else if (e instanceof RuleError && !first && candidates && prefix.length === 0 && dice.taken.length === 0) {
            // The policy's answer was refused: try its next choice, or end the resolution here.
            candidates = candidates.slice(1);
            if (candidates.length) stack.push({ prefix, p });
            else settle(task.state, [], p, task.flags, false, true);
          } else {
            throw e;
          }
        }
      }
      first = false;
    }
    wave = next;
  }
  return [...leaves.values()];
}

/** The chance that `test` holds over the outcomes. */
export function chanceOf<S>(outcomes: readonly Outcome<S>[], test: (o: Outcome<S>) => boolean): number {
  let p = 0;
  for (const o of outcomes) if (test(o)) p += o.p;
  return p;
}
