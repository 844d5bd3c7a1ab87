// The Ronin odds panel as the odds check sees it: the chances `ronin.preview` shows before a shot,
// an attack, the defender's boost and the attacker's strike, each checked against seeded
// resolutions through `step` with the same choices the panel assumes.
import type { Chance } from '../../../src/core/ruleset';
import { ronin } from '../../../src/rules/ronin/index';
import { roninFlags } from '../../../src/rules/ronin/preview';
import { RONIN_SCENARIOS } from '../../../src/rules/ronin/scenarios';
import type { RoAction, RoScenario, RoState } from '../../../src/rules/ronin/types';
import type { Line, OddsSubject } from './check';

/** The choices the panel assumes after the asked action: the defender's boost, then the attacker's. */
interface RoPolicy {
  defBoost: boolean;
  boost: boolean;
}

const ASKED = new Set(['shoot', 'attack', 'defend', 'strike']);

/** The key the panel gives an outcome, read from the resolution's flags. */
function keyOf(action: RoAction, flags: ReadonlySet<string>, target: string | null): string {
  if (action.type === 'shoot') {
    const hit = [...flags].find((f) => f.startsWith(`hit:${target}:`));
    return hit ? `wound${hit.split(':')[2]}` : flags.has('stray') ? 'stray' : 'miss';
  }
  const strike = [...flags].find((f) => f.startsWith('strike:')) ?? 'strike:miss:0';
  const [, result, wound] = strike.split(':');
  return result === 'wound' ? `wound${wound}` : result!;
}

function lines(s: RoState, action: RoAction): Line<RoState, RoAction, RoPolicy>[] | null {
  const p = ronin.preview(s, action);
  if (!p) return null;
  const target = action.type === 'shoot' ? s.fighters.find((f) => f.id === action.target)!.name : null;
  const questions = new Map<string, Line<RoState, RoAction, RoPolicy>['question']>();
  const questionFor = (c: Chance) => {
    // A defend line names the attacker's boost it assumes; an attack line assumes no boost at all.
    const policy = { defBoost: false, boost: c.params?.boost === true };
    const k = JSON.stringify(policy);
    if (!questions.has(k)) questions.set(k, { state: s, action, policy });
    return questions.get(k)!;
  };
  return p.chances.map((chance) => ({ chance, question: questionFor(chance), test: (_start, end) => keyOf(action, end.flags, target) === chance.key }));
}

function decide(s: RoState, policy: RoPolicy): RoAction[] {
  const a = s.bout?.attack;
  if (!a) return [];
  if (a.defBoost === null) return [{ type: 'defend', boost: policy.defBoost }];
  return [{ type: 'strike', boost: policy.boost, special: 'none' }];
}

/** The scenario with the two sides deployed a few inches apart, so fights come up early. */
function closeIn(sc: RoScenario): RoScenario {
  const mid = sc.table.height / 2;
  return { ...sc, deploy: [{ x0: 8, y0: mid - 4.5, x1: 28, y1: mid - 1.5 }, { x0: 8, y0: mid + 1.5, x1: 28, y1: mid + 4.5 }] };
}

export const roninOdds: OddsSubject<RoState, RoAction, RoScenario, RoPolicy> = {
  system: 'ronin',
  rules: ronin,
  scenarios: Object.entries(RONIN_SCENARIOS).flatMap(([id, sc]) => [[id, closeIn(sc)] as const, [id, sc] as const]),
  asked: (_s, legal) => legal.filter((a) => ASKED.has(a.type)),
  lines,
  decide,
  flags: roninFlags,
  prefer: (a) => a.type !== 'hold' && a.type !== 'pass',
  eager: (a) => a.type === 'attack' || a.type === 'shoot',
};
