// The close-combat odds panel, read from the rules themselves (src/core/enumerate.ts): a combat
// action is resolved by the combat's own apply with dice that branch on every verdict, one attack
// at a time, merging at every step. Lines: the chance each side breaks in the round (under a stated
// policy for the duel choices met on the way), and for each attack group the score and chance to
// hit, to wound and to save, from the same tables and attack groups the round uses.
import { chanceOf, enumerate, TooManyBranches, type Outcome, type Resolver } from '../../../core/enumerate';
import { estimate, type EstimateOptions } from '../../../core/estimate';
import { hasFlag, settleLines, type OddsLine, type Want } from '../../../core/oddsLines';
import type { Chance, GameEvent, Preview } from '../../../core/ruleset';
import type { CombatAction, CombatStep, RkState, Side } from '../types';
import type { CombatEvent } from './events';
import { applyCombatAction, combatActions, resumeCombat, underWay } from './round';
import { pursuitOdds } from './pursuitOdds';
import { attackGroups } from './strikes';
import { chanceToMake } from './tables';
import { combatById, unitById } from './units';

/**
 * The duel choices assumed while a round resolves (docs/rules/ranked.md, Close combat): a player
 * asked to challenge declines unless `challenge` is 'first' (his first candidate challenges); a
 * challenge is accepted by the first candidate unless `accept` is 'refuse'; the first candidate is
 * named as refused.
 */
export interface CombatPolicy {
  challenge?: 'none' | 'first';
  accept?: 'first' | 'refuse';
}

export function decide(s: RkState, policy: CombatPolicy): CombatAction[] {
  const c = underWay(s);
  if (!c?.pending) return [];
  const open = combatActions(s);
  const of = (t: CombatAction['type']) => open.filter((a) => a.type === t);
  switch (c.pending.kind) {
    case 'challenge': return policy.challenge === 'first' ? [...of('challenge').slice(0, 1), ...of('noChallenge')] : of('noChallenge');
    case 'accept': return policy.accept === 'refuse' ? of('refuse') : [...of('accept').slice(0, 1), ...of('refuse')];
    case 'pickRefused': return of('pickRefused').slice(0, 1);
    case 'fallBack': return of('fallBack').slice(0, 1);
    // RK-GAP-5/6: pursue (the family's default); overrun when it may, else stay.
    case 'pursue': return of('pursue');
    case 'victor': return open.slice(0, 1);
  }
}

/**
 * Outcome flags: a side's unit failed its break test (`broke:0`, `broke:1`); the combat result's
 * winner (`won:0`, `won:1`) and both sides' scores (`score:7:9`).
 */
export function flagsOf(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events as CombatEvent[]) {
    if (e.type === 'breakTest' && !e.params.passed) out.push(`broke:${e.params.side}`);
    else if (e.type === 'combatResult') {
      out.push(`${SCORE}${e.params.score0}:${e.params.score1}`);
      if (e.params.winner !== null) out.push(`won:${e.params.winner}`);
    }
  }
  return out;
}

const SCORE = 'score:';

/** Both sides' combat result scores in an outcome, or null when the round ended before the result. */
function scoresOf(flags: ReadonlySet<string>): [number, number] | null {
  for (const f of flags) {
    if (!f.startsWith(SCORE)) continue;
    const [a, b] = f.slice(SCORE.length).split(':').map(Number);
    return [a!, b!];
  }
  return null;
}

/** Each side's average combat result score over the outcomes that reach the result (one decimal), or null when none does. */
export function averageScores(outcomes: readonly Outcome<RkState>[]): [number, number] | null {
  let reached = 0, a = 0, b = 0;
  for (const o of outcomes) {
    const sc = scoresOf(o.flags);
    if (!sc) continue;
    reached += o.p;
    a += o.p * sc[0];
    b += o.p * sc[1];
  }
  const r1 = (x: number) => Math.round((x / reached) * 10) / 10;
  return reached > 0 ? [r1(a), r1(b)] : null;
}

/**
 * What a round changes: the combats, and of the regiments their models, wounds and flags (a block
 * changes only with its models until a flight, and the odds stop before any flight: `settled`).
 */
export function keyOf(s: RkState): string {
  let k = '';
  for (const c of s.combats) {
    // Written out field by field (the enumerator asks it at every step of every branch); ids are
    // the rules' own, joined by a character no id holds.
    k += `#${c.id}\u0001${c.units.join('\u0001')}|${c.chargers.join('\u0001')}|${c.round}|${+c.fought}|${c.caused[0]},${c.caused[1]}|${c.refusedNow.join('\u0001')}|${c.winner ?? '-'}|`;
    const d = c.duel;
    k += d ? `${d.fighters[0].unit}\u0001${d.fighters[0].who}\u0001${d.fighters[1].unit}\u0001${d.fighters[1].who}\u0001${d.challenger}${d.hurt[0]},${d.hurt[1]},${d.overkill[0]},${d.overkill[1]}|` : '-|';
    k += c.pending ? JSON.stringify(c.pending) : '-';
    for (const x of c.dealt) k += `|d${x.unit}\u0001${x.who}\u0001${x.wounds}`;
    // A strike's running count of wounds is only for the log (they are dealt at once): left out.
    for (const q of c.queue) k += q.t === 'strike' ? `|s${q.i},${q.by.unit},${q.by.who},${q.at.unit},${q.at.who},${q.left},${q.need.join()},${+q.duel}` : `|${JSON.stringify(q)}`;
  }
  for (const r of s.regiments) {
    k += `|${r.models},${r.hurt},${+r.champion}${+r.standard}${+r.musician}${+r.fleeing}${+r.destroyed}`;
    for (const c of r.characters) k += `,${c.wounds}${c.refused ? 'r' : ''}`;
  }
  return k;
}

const AFTER_BREAKS = new Set<CombatStep['t']>(['chase', 'flee', 'pursue', 'foes', 'victor', 'aftermath']);

/** The break tests are all taken: what is left (pursuit questions, flight, pursuit, No More Foes, the aftermath) no line reads. */
const settled = (s: RkState): boolean => {
  const c = underWay(s);
  return !!c && !c.pending && c.queue.every((q) => AFTER_BREAKS.has(q.t));
};

export function combatResolver(policy: CombatPolicy): Resolver<RkState, CombatAction> {
  return { apply: applyCombatAction, resume: resumeCombat, decide: (s) => decide(s, policy), flags: flagsOf, key: keyOf, settled };
}

/** Every way `action` can end under `policy`, with its exact chance. */
export type CombatOutcome = Outcome<RkState>;

const SIDES: readonly Side[] = [0, 1];

/** The win lines' keys, by their question's break key: their params get both sides' average scores. */
const WINS: Record<string, string> = { breaks: 'wins', breaksIfAccepted: 'winsIfAccepted', breaksIfRefused: 'winsIfRefused' };
const WIN_KEYS = new Set(Object.values(WINS));

/**
 * The lines of one question: the chance each side has a unit break, then the expected combat
 * result: the chance each side wins it (RK-GAP-4), with both sides' average scores.
 */
function breakWants(state: RkState, action: CombatAction, policy: CombatPolicy, key: string, combat: string): Want<RkState, CombatAction, CombatPolicy>[] {
  const question = { state, action, policy };
  return [
    ...SIDES.map((side) => ({ chance: { key, rule: 'RK-GAP-4', params: { combat, side } }, question, test: hasFlag<RkState>(`broke:${side}`), keepZero: true })),
    ...SIDES.map((side) => ({ chance: { key: WINS[key]!, rule: 'RK-GAP-4', params: { combat, side } }, question, test: hasFlag<RkState>(`won:${side}`), keepZero: true })),
  ];
}

/** The lines a close-combat action's odds show (a challenge: if accepted and if refused). */
function combatWants(s: RkState, action: CombatAction): Want<RkState, CombatAction, CombatPolicy>[] {
  const combat = action.combat;
  if (action.type === 'challenge') {
    return [...breakWants(s, action, { accept: 'first' }, 'breaksIfAccepted', combat), ...breakWants(s, action, { accept: 'refuse' }, 'breaksIfRefused', combat)];
  }
  return breakWants(s, action, {}, 'breaks', combat);
}

/** The odds lines of a close-combat action (the property test checks them against seeded play). */
export function combatOddsLines(s: RkState, action: CombatAction): OddsLine<RkState, CombatAction, CombatPolicy>[] {
  return settleLines(combatResolver, combatWants(s, action));
}

/**
 * How much the odds panel spends on a close-combat question: the exact enumeration up to
 * `maxRuns` resolution runs (src/core/enumerate.ts); past that, an estimate from seeded runs of
 * the same resolution (src/core/estimate.ts) with `estimate`'s options.
 */
export interface OddsBudget {
  maxRuns?: number;
  /** Asked during the exact count: true gives it up for the estimate (a time limit). */
  exactStop?: () => boolean;
  /** The estimate's options for the next question, given how many of this action's are left (one, or two for a challenge). */
  estimate?: (questionsLeft: number) => EstimateOptions;
}

/**
 * The break lines from `solve` (each question solved once): exact, or estimated, when each line's
 * params carry `estimated`, the number of simulated rounds it was counted over.
 */
function breakLines(wants: readonly Want<RkState, CombatAction, CombatPolicy>[], solve: (q: Want<RkState, CombatAction, CombatPolicy>['question']) => { outcomes: Outcome<RkState>[]; runs: number | null }): Chance[] {
  const cache = new Map<unknown, { outcomes: Outcome<RkState>[]; runs: number | null; avg?: [number, number] | null }>();
  const out: Chance[] = [];
  for (const w of wants) {
    let got = cache.get(w.question);
    if (!got) cache.set(w.question, (got = solve(w.question)));
    const p = chanceOf(got.outcomes, (o) => w.test(w.question.state, o));
    if (p <= 1e-12 && !w.keepZero) continue;
    let params = got.runs === null ? w.chance.params : { ...w.chance.params, estimated: got.runs };
    if (WIN_KEYS.has(w.chance.key)) {
      // Both sides' averages, worked out once a question.
      const avg = got.avg === undefined ? (got.avg = averageScores(got.outcomes)) : got.avg;
      if (!avg) continue;
      const side = w.chance.params?.side === 1 ? 1 : 0;
      params = { ...params, mine: avg[side], theirs: avg[1 - side]! };
    }
    out.push({ ...w.chance, p, ...(params ? { params } : {}) });
  }
  return out;
}

/** The lines of a close-combat action from the exact enumeration (its whole budget; TooManyBranches past it). */
function exactLines(s: RkState, action: CombatAction): Chance[] {
  return breakLines(combatWants(s, action), (q) => ({ outcomes: enumerate(combatResolver(q.policy), q.state, q.action), runs: null }));
}

/**
 * The break lines of a close-combat action within the panel's budget: exact when the enumeration
 * fits in `maxRuns`, else estimated from seeded runs of the same rules (each line marked).
 */
export function budgetedBreakLines(s: RkState, action: CombatAction, budget: OddsBudget): Chance[] {
  const wants = combatWants(s, action);
  try {
    return breakLines(wants, (q) => ({ outcomes: enumerate(combatResolver(q.policy), q.state, q.action, { maxRuns: budget.maxRuns, stop: budget.exactStop }), runs: null }));
  } catch (e) {
    if (!(e instanceof TooManyBranches)) throw e;
  }
  let left = new Set(wants.map((w) => w.question)).size;
  // The break lines read only the outcome flags: the runs are counted by their flags alone, not
  // told apart by the state each ended in (a key written at the end of every run).
  const byFlags = (policy: CombatPolicy): Resolver<RkState, CombatAction> => ({ ...combatResolver(policy), key: () => '' });
  return breakLines(wants, (q) => estimate(byFlags(q.policy), q.state, q.action, budget.estimate?.(left--)));
}

/** The score and chance to hit, to wound and to save of each attack group about to fight. */
export function attackLines(s: RkState, combat: string): Chance[] {
  const c = combatById(s, combat);
  if (!c) return [];
  const out: Chance[] = [];
  for (const g of attackGroups(s, c)) {
    const params = { unit: g.by.unit, who: g.by.who, atUnit: g.at.unit, atWho: g.at.who, attacks: g.n };
    if (!unitById(s, g.at.unit)) continue;
    out.push({ key: 'toHit', p: chanceToMake(g.need[0]), rule: 'RK-GAP-3', params: { ...params, need: g.need[0] } });
    out.push({ key: 'toWound', p: chanceToMake(g.need[1]), rule: 'RK-GAP-3', params: { ...params, need: g.need[1] } });
    out.push({ key: 'toSave', p: chanceToMake(g.need[2]), rule: 'RK-GAP-3', params: { ...params, need: g.need[2] ?? 0 } });
  }
  return out;
}

/**
 * The odds panel for a close-combat action, or null when there is nothing to show. Without a
 * budget the break lines are exact or not shown (too many branches); with one, past its exact
 * budget they are estimated (see `budgetedBreakLines`).
 */
export function combatPreview(s: RkState, action: CombatAction, budget?: OddsBudget): Preview | null {
  try {
    if (action.type === 'pursue' || action.type === 'restrain' || action.type === 'overrun') return { title: action.type, chances: pursuitOdds(s, action, (x) => decide(x, {})) };
    if (action.type === 'stay' || action.type === 'freeReform') return null;
    const lines = budget ? budgetedBreakLines(s, action, budget) : exactLines(s, action);
    const attacks = action.type === 'fightCombat' ? attackLines(s, action.combat) : [];
    return { title: action.type, chances: [...lines, ...attacks] };
  } catch {
    return null;
  }
}
