// Exact odds from the rules themselves (src/core/enumerate.ts): the action is resolved by the
// engine's own `apply` with dice that branch on every outcome, so the odds panel shows what the
// rules then do. Shown before a rally test, a charge (for each reaction the target may choose:
// the chance the charge reaches), a stand-and-shoot volley (the charger's casualties) and a flee
// (each distance fled, escaping off the table, being caught) and a shooting-phase volley (the
// target's casualties). Close combat's odds come from combat/preview.ts.
import { scriptedDice } from '../../core/dice';
import { enumerate, type Outcome, type Resolver } from '../../core/enumerate';
import type { Chance, GameEvent, Preview } from '../../core/ruleset';
import { apply, resume } from './apply';
import { combatPreview, type OddsBudget } from './combat/preview';
import type { RkEvent } from './events';
import type { CombatAction, RkAction, RkState } from './types';

export const resolver: Resolver<RkState, RkAction> = {
  apply,
  resume,
  decide: () => [],
  flags: (events: readonly GameEvent[]) => (events as RkEvent[]).flatMap((e) => {
    if (e.type === 'rally') return [e.params.passed ? 'rally:pass' : 'rally:fail'];
    if (e.type === 'chargeMoved') return ['reach'];
    if (e.type === 'chargeFailed') return ['short'];
    if (e.type === 'caught') return ['caught'];
    if (e.type === 'flee') return e.params.escaped ? ['escaped', `fled:${e.params.roll}`] : [`fled:${e.params.roll}`];
    if (e.type === 'destroyed') return [`destroyed:${e.params.unit}`];
    return [];
  }),
  key: (s) => JSON.stringify([s.regiments, s.charge, s.volley, s.phase, s.combats, s.result]),
};

const sum = (outcomes: readonly Outcome<RkState>[], test: (o: Outcome<RkState>) => boolean): number =>
  outcomes.reduce((a, o) => a + (test(o) ? o.p : 0), 0);

function rallyOdds(s: RkState, action: Extract<RkAction, { type: 'rally' }>): Chance[] {
  const out = enumerate(resolver, s, action);
  const params = { unit: action.unit };
  return [
    { key: 'rally', p: sum(out, (o) => o.flags.has('rally:pass')), rule: 'RK-GAP-5', params },
    { key: 'fleeOn', p: sum(out, (o) => o.flags.has('rally:fail') && !o.flags.has('escaped')), rule: 'RK-GAP-5', params },
    { key: 'fleeOff', p: sum(out, (o) => o.flags.has('escaped')), rule: 'RK-GAP-5', params },
  ].filter((c) => c.p > 0);
}

/** The chance of each distance fled (2d6"). */
function fleeDistances(out: readonly Outcome<RkState>[], params: Record<string, string>): Chance[] {
  const by = new Map<number, number>();
  for (const o of out) {
    const f = [...o.flags].find((x) => x.startsWith('fled:'));
    if (f) by.set(Number(f.slice(5)), (by.get(Number(f.slice(5))) ?? 0) + o.p);
  }
  return [...by.keys()].sort((a, b) => a - b).map((dist) => ({ key: 'fleeDistance', p: by.get(dist)!, rule: 'RK-GAP-5', params: { ...params, dist } }));
}

function reactOdds(s: RkState, action: Extract<RkAction, { type: 'react' }>): Chance[] {
  const c = s.charge;
  if (!c) return [];
  const out = enumerate(resolver, s, action);
  const params = { unit: c.charger, target: c.target };
  const chances: Chance[] = [];
  if (action.reaction === 'standShoot') {
    const before = s.regiments.find((r) => r.id === c.charger)!.models;
    const by = new Map<number, number>();
    for (const o of out) {
      const r = o.state.regiments.find((x) => x.id === c.charger)!;
      const n = before - (r.destroyed ? 0 : r.models);
      by.set(n, (by.get(n) ?? 0) + o.p);
    }
    for (const n of [...by.keys()].sort((a, b) => a - b)) chances.push({ key: 'casualties', p: by.get(n)!, rule: 'RK-GAP-2', params: { ...params, casualties: n } });
  }
  if (action.reaction === 'flee') {
    chances.push(...fleeDistances(out, params));
    chances.push({ key: 'escaped', p: sum(out, (o) => o.flags.has('escaped')), rule: 'RK-GAP-5', params });
    chances.push({ key: 'caught', p: sum(out, (o) => o.flags.has('caught')), rule: 'RK-GAP-5', params });
  }
  chances.push({ key: 'reach', p: sum(out, (o) => o.flags.has('reach') && !o.flags.has('caught')), rule: 'RK-GAP-2', params });
  return chances.filter((x) => x.p > 0 || x.key === 'reach');
}

/** A shooting-phase volley (RK-GAP-2): the chance of each number of the target's models slain, and of its destruction. */
function shootOdds(s: RkState, action: Extract<RkAction, { type: 'shoot' }>): Chance[] {
  const out = enumerate(resolver, s, action);
  const before = s.regiments.find((r) => r.id === action.target)!.models;
  const by = new Map<number, number>();
  for (const o of out) {
    const r = o.state.regiments.find((x) => x.id === action.target)!;
    const n = before - (r.destroyed ? 0 : r.models);
    by.set(n, (by.get(n) ?? 0) + o.p);
  }
  const params = { unit: action.target, target: action.target, shooter: action.unit };
  const chances: Chance[] = [...by.keys()].sort((a, b) => a - b).map((n) => ({ key: 'casualties', p: by.get(n)!, rule: 'RK-GAP-2', params: { ...params, casualties: n } }));
  const gone = sum(out, (o) => o.flags.has(`destroyed:${action.target}`));
  if (gone > 0) chances.push({ key: 'wipedOut', p: gone, rule: 'RK-GAP-2', params });
  return chances;
}

/** For each reaction the target may choose, the chance the charge reaches it (and, fleeing, catches it). */
function chargeOdds(s: RkState, action: Extract<RkAction, { type: 'charge' }>): Chance[] {
  const declared = apply(s, action, scriptedDice([])).state;
  const params = { unit: action.unit, target: action.target };
  const out: Chance[] = [];
  for (const reaction of ['hold', 'standShoot', 'flee'] as const) {
    let outcomes: Outcome<RkState>[];
    try {
      outcomes = enumerate(resolver, declared, { type: 'react', reaction });
    } catch {
      continue;
    }
    out.push({ key: 'reach', p: sum(outcomes, (o) => o.flags.has('reach') && !o.flags.has('caught')), rule: 'RK-GAP-2', params: { ...params, reaction } });
    if (reaction === 'flee') out.push({ key: 'caught', p: sum(outcomes, (o) => o.flags.has('caught')), rule: 'RK-GAP-5', params: { ...params, reaction } });
  }
  return out;
}

export function preview(s: RkState, action: RkAction): Preview | null {
  try {
    if (action.type === 'rally') return { title: 'rally', chances: rallyOdds(s, action) };
    if (action.type === 'react') return { title: action.reaction, chances: reactOdds(s, action) };
    if (action.type === 'charge') return { title: 'charge', chances: chargeOdds(s, action) };
    if (action.type === 'shoot') return { title: 'shoot', chances: shootOdds(s, action) };
    if (s.phase === 'combat' && action.type !== 'endPhase') return combatPreview(s, action as CombatAction);
  } catch {
    return null;
  }
  return null;
}

/**
 * The odds panel's preview: as `preview`, but a close-combat question whose exact enumeration is
 * over `budget.maxRuns` is estimated from seeded runs of the same rules (its lines carry
 * `estimated`: the rounds simulated) instead of showing nothing.
 */
export function panelPreview(s: RkState, action: RkAction, budget: OddsBudget): Preview | null {
  if (s.phase !== 'combat' || action.type === 'endPhase') return preview(s, action);
  try {
    return combatPreview(s, action as CombatAction, budget);
  } catch {
    return null;
  }
}
