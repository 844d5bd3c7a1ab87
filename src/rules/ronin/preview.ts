// Exact odds from the rules themselves (src/core/enumerate.ts): the action is resolved by Ronin's
// own `apply` with dice that branch on every total, so the odds panel shows what the rules then
// do. Shown before a shot, an attack, the defender's boost and the attacker's choice of strike.
import { enumerate, type Outcome, type Resolver } from '../../core/enumerate';
import type { Chance, GameEvent, Preview } from '../../core/ruleset';
import { apply } from './apply';
import type { RoEvent } from './events';
import { fighter } from './queries';
import type { RoAction, RoState } from './types';

/** What the odds read of a resolution's events: each strike's result, each shot's wound, a stray shot. */
export const roninFlags = (events: readonly GameEvent[]): string[] => (events as RoEvent[]).flatMap((e) => {
  if (e.type === 'strike') return [`strike:${e.params.result}:${e.params.wound}`];
  if (e.type === 'shotWound') return [`hit:${e.params.target}:${e.params.wound}`];
  if (e.type === 'strayShot') return ['stray'];
  return [];
});

const resolver: Resolver<RoState, RoAction> = {
  apply,
  resume: (s) => ({ state: s, events: [] }),
  decide: () => [],
  flags: roninFlags,
  key: (s) => s.fighters.map((f) => `${f.wound}${f.disarmed ? 'd' : ''}${f.grappled ?? ''}`).join('|'),
};

/** The outcomes of a strike as chances: the attack fails, or the wound (or the special attack) it does. */
function strikeChances(outcomes: readonly Outcome<RoState>[], params: Chance['params'] = {}): Chance[] {
  const by = new Map<string, number>();
  for (const o of outcomes) {
    const flag = [...o.flags].find((f) => f.startsWith('strike:')) ?? 'strike:miss:0';
    const [, result, wound] = flag.split(':');
    const key = result === 'wound' ? `wound${wound}` : result!;
    by.set(key, (by.get(key) ?? 0) + o.p);
  }
  const order = ['miss', 'wound1', 'wound2', 'wound3', 'disarm', 'grapple'];
  return order.filter((k) => by.has(k)).map((key) => ({ key, p: by.get(key)!, rule: key.startsWith('wound') ? 'RO-GAP-1' : 'RO-21', params }));
}

function strikeOdds(s: RoState, boost: boolean, special: 'none' | 'disarm' | 'grapple', params: Chance['params'] = {}): Chance[] {
  return strikeChances(enumerate(resolver, s, { type: 'strike', boost, special }), { boost, special, ...params });
}

export function preview(s: RoState, action: RoAction): Preview | null {
  try {
    if (action.type === 'strike') return { title: 'strike', chances: strikeOdds(s, action.boost, action.special) };
    if (action.type === 'defend') {
      // The defender's choice against both of the attacker's answers (with and without its boost).
      const after = apply(s, action, { roll: () => 1 }).state;
      const tokens = after.bout?.tokens[after.bout.attack?.by ?? ''];
      const boosts = tokens && tokens.attack > 0 ? [false, true] : [false];
      return { title: 'defend', chances: boosts.flatMap((b) => strikeOdds(after, b, 'none', { defBoost: action.boost })) };
    }
    if (action.type === 'attack') {
      // The plain case: no boost on either side.
      let after = apply(s, action, { roll: () => 1 }).state;
      if (after.bout?.attack?.defBoost === null) after = apply(after, { type: 'defend', boost: false }, { roll: () => 1 }).state;
      return { title: 'attack', chances: strikeOdds(after, false, 'none', { target: fighter(s, action.target).name }) };
    }
    if (action.type === 'shoot') {
      const target = fighter(s, action.target).name;
      const outcomes = enumerate(resolver, s, action);
      const by = new Map<string, number>();
      for (const o of outcomes) {
        const hit = [...o.flags].find((f) => f.startsWith(`hit:${target}:`));
        const key = hit ? `wound${hit.split(':')[2]}` : o.flags.has('stray') ? 'stray' : 'miss';
        by.set(key, (by.get(key) ?? 0) + o.p);
      }
      const order = ['miss', 'stray', 'wound0', 'wound1', 'wound2', 'wound3'];
      return { title: 'shoot', chances: order.filter((k) => by.has(k)).map((key) => ({ key, p: by.get(key)!, rule: key === 'stray' ? 'RO-8' : 'RO-GAP-2', params: { target } })) };
    }
  } catch {
    return null;
  }
  return null;
}
