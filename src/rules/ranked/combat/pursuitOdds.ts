// The odds of a pursuit and an overrun (RK-GAP-5, RK-GAP-6), from the rules themselves: the
// answer is resolved by close combat's own apply with dice that branch on every roll (the flights'
// 2d6 and the pursuers' or the overrun's 2d6), up to the end of the moves (No More Foes' questions
// and the aftermath roll nothing the lines read). Other questions met on the way take the stated
// policy (pursue; overrun when it may, else stay).
import { enumerate, type Outcome, type Resolver } from '../../../core/enumerate';
import type { Chance, GameEvent } from '../../../core/ruleset';
import type { RkEvent } from '../events';
import type { CombatAction, CombatStep, RkState } from '../types';
import type { CombatEvent } from './events';
import { applyCombatAction, resumeCombat, underWay } from './round';

const MOVES_DONE = new Set<CombatStep['t']>(['foes', 'victor', 'aftermath']);

function flags(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events as (RkEvent | CombatEvent)[]) {
    if (e.type === 'pursuit' && e.params.caught) out.push(`caught:${e.params.fleeing}`);
    if (e.type === 'flee' && e.params.escaped) out.push(`escaped:${e.params.unit}`);
    if (e.type === 'dash' && e.params.into) out.push(`into:${e.params.unit}:${e.params.into}`);
    if (e.type === 'dash' && e.params.stop !== 'none') out.push(`short:${e.params.unit}`);
  }
  return out;
}

function resolver(decide: (s: RkState) => CombatAction[]): Resolver<RkState, CombatAction> {
  return {
    apply: applyCombatAction,
    resume: resumeCombat,
    decide,
    flags,
    key: (s) => JSON.stringify([s.regiments, s.combats]),
    settled: (s) => {
      const c = underWay(s);
      return !c || ((!c.pending || c.pending.kind === 'victor') && c.queue.every((q) => MOVES_DONE.has(q.t)));
    },
  };
}

const sum = (out: readonly Outcome<RkState>[], flag: string): number => out.reduce((a, o) => a + (o.flags.has(flag) ? o.p : 0), 0);

type Dashing = Extract<CombatAction, { type: 'pursue' | 'restrain' | 'overrun' }>;

/**
 * A pursuit question's lines (for pursuing and for holding): the chance the fleeing regiment is
 * caught (shown at 0 too), escapes off the table, and that the pursuer charges a fresh enemy; an
 * overrun's: the chance it charges a fresh enemy and that something stops it short.
 */
export function pursuitOdds(s: RkState, action: Dashing, decide: (s: RkState) => CombatAction[]): Chance[] {
  const out = enumerate(resolver(decide), s, action);
  const unit = action.unit;
  const intoLines = (): Chance[] => {
    const targets = new Set(out.flatMap((o) => [...o.flags].filter((f) => f.startsWith(`into:${unit}:`)).map((f) => f.slice(`into:${unit}:`.length))));
    return [...targets].sort().map((target) => ({ key: 'dashInto', p: sum(out, `into:${unit}:${target}`), rule: action.type === 'overrun' ? 'RK-GAP-6' : 'RK-GAP-5', params: { unit, target } }));
  };
  if (action.type === 'overrun') {
    return [...intoLines(), { key: 'dashShort', p: sum(out, `short:${unit}`), rule: 'RK-GAP-6', params: { unit } }].filter((c) => c.p > 0 || c.key === 'dashShort');
  }
  const c = underWay(s);
  const fleeing = c?.pending?.kind === 'pursue' ? c.pending.fleeing : '';
  const lines: Chance[] = [
    { key: 'caught', p: sum(out, `caught:${fleeing}`), rule: 'RK-GAP-5', params: { unit, target: fleeing } },
    { key: 'escaped', p: sum(out, `escaped:${fleeing}`), rule: 'RK-GAP-5', params: { unit, target: fleeing } },
    ...intoLines(),
  ];
  return lines.filter((l) => l.p > 0 || l.key === 'caught');
}
