// Exact odds from the rules themselves (src/core/enumerate.ts): the action is resolved by the
// siege's own `apply` with dice that branch on every face, so the odds panel shows what the rules
// then do. Shown before a shot (over the wobble and the fall), a melee, the gate traps and magic.
import { enumerate, type Outcome, type Resolver } from '../../core/enumerate';
import type { Chance, GameEvent, Preview } from '../../core/ruleset';
import { apply, resume } from './apply';
import type { SgEvent } from './events';
import { MAGIC_RESULTS, nearestEnemy } from './magic';
import type { SgAction, SgState } from './types';

const resolver: Resolver<SgState, SgAction> = {
  apply,
  resume,
  decide: () => [],
  flags: (events: readonly GameEvent[]) => (events as SgEvent[]).flatMap((e) => {
    if (e.type === 'shot') return [`shot:${e.params.contact}`];
    if (e.type === 'fall') return [`fall:${e.params.warrior}:${e.params.fall}`];
    if (e.type === 'melee' && e.params.result !== 'tie') return [`melee:${e.params.result}`];
    if (e.type === 'destroyed') return [`destroyed:${e.params.warrior}`];
    if (e.type === 'gateTry') return [e.params.passed ? 'gate:pass' : 'gate:shut'];
    if (e.type === 'magic') return [`magic:${e.params.result}`];
    return [];
  }),
  key: (s) => JSON.stringify([s.units, s.effects, s.fight, s.result, s.phase, s.gateEntered]),
};

/** The chances by key, in the order given (keys with no chance left out). */
function tally(outcomes: readonly Outcome<SgState>[], keyOf: (o: Outcome<SgState>) => string): Map<string, number> {
  const by = new Map<string, number>();
  for (const o of outcomes) {
    const k = keyOf(o);
    by.set(k, (by.get(k) ?? 0) + o.p);
  }
  return by;
}

const FALLS = { faceUp: 'destroyed', faceDown: 'wounded', standing: 'light' } as const;

function fireOdds(s: SgState, action: SgAction): Chance[] {
  const by = tally(enumerate(resolver, s, action), (o) => {
    const fall = [...o.flags].find((f) => f.startsWith('fall:'));
    if (fall) {
      const [, target, how] = fall.split(':');
      return `${FALLS[how as keyof typeof FALLS]}:${target}`;
    }
    return o.flags.has('shot:off') ? 'miss' : 'bounce';
  });
  const keys = [...by.keys()].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  return keys.map((k) => {
    const [key, target] = k.split(':');
    return target ? { key: key!, p: by.get(k)!, rule: 'SG-5', params: { target } } : { key: key!, p: by.get(k)!, rule: 'SG-GAP-1' };
  });
}
const rank = (k: string): number => (k === 'miss' ? 0 : k === 'bounce' ? 1 : 2);

function meleeOdds(s: SgState, action: Extract<SgAction, { type: 'melee' }>): Chance[] {
  const outcomes = enumerate(resolver, s, action, { negligible: 1e-12 });
  const params = { warrior: action.warrior, target: action.target };
  const p = (test: (o: Outcome<SgState>) => boolean) => outcomes.reduce((a, o) => a + (test(o) ? o.p : 0), 0);
  const win = p((o) => o.flags.has('melee:win'));
  const lose = p((o) => o.flags.has('melee:lose'));
  return [
    { key: 'win', p: win, rule: 'SG-8', params: { ...params, destroyed: p((o) => o.flags.has(`destroyed:${action.target}`)) } },
    { key: 'tie', p: Math.max(0, 1 - win - lose), rule: 'SG-AMB-2', params },
    { key: 'lose', p: lose, rule: 'SG-8', params: { ...params, destroyed: p((o) => o.flags.has(`destroyed:${action.warrior}`)) } },
  ];
}

function magicOdds(s: SgState, action: SgAction): Chance[] {
  const by = tally(enumerate(resolver, s, action), (o) => [...o.flags].find((f) => f.startsWith('magic:'))?.slice(6) ?? 'fizzle');
  const target = nearestEnemy(s, s.active)?.id ?? null;
  return MAGIC_RESULTS.filter((r) => by.has(r)).map((r) =>
    r === 'wound' || r === 'destroy' ? { key: r, p: by.get(r)!, rule: 'SG-2', params: { target } } : { key: r, p: by.get(r)!, rule: 'SG-2' },
  );
}

function gateOdds(s: SgState, action: SgAction): Chance[] {
  const by = tally(enumerate(resolver, s, action), (o) => (o.flags.has('gate:pass') ? 'pass' : 'shut'));
  return ['pass', 'shut'].filter((k) => by.has(k)).map((key) => ({ key, p: by.get(key)!, rule: 'SG-9' }));
}

export function preview(s: SgState, action: SgAction): Preview | null {
  try {
    if (action.type === 'fire') return { title: 'fire', chances: fireOdds(s, action) };
    if (action.type === 'melee') return { title: 'melee', chances: meleeOdds(s, action) };
    if (action.type === 'castMagic') return { title: 'magic', chances: magicOdds(s, action) };
    if (action.type === 'tryGate') return { title: 'gate', chances: gateOdds(s, action) };
  } catch {
    return null;
  }
  return null;
}
