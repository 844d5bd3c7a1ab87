// The odds panel's words for the rank-and-flank game: each line of the rules' preview named with
// the regiments and fighters it is about, and marked with the choice it belongs to.
import type { Chance } from '../../core/ruleset';
import type { Lang } from '../../i18n';
import type { RkState } from '../../rules/ranked/types';
import { fighterName, regimentName } from './names';
import { rk, type RkKey } from './strings';

export function chanceLabel(s: RkState, lang: Lang, c: Chance): string {
  const p = c.params ?? {};
  const unit = (v: unknown) => (typeof v === 'string' ? regimentName(s, v, lang) : '');
  const fighter = (u: unknown, w: unknown) => (typeof u === 'string' && typeof w === 'string' ? fighterName(s, { unit: u, who: w }, lang) : '');
  const side = typeof p.side === 'number' ? rk(lang, p.side === 0 ? 'side.0' : 'side.1') : '';
  // A reaction's flight lists the distances under the charge's params (unit: the charger), but
  // the one that flees is the target.
  const flees = c.key === 'fleeDistance' && typeof p.target === 'string';
  const params = {
    unit: flees ? unit(p.target) : p.who !== undefined ? fighter(p.unit, p.who) : unit(p.unit), target: unit(p.target), at: fighter(p.atUnit, p.atWho),
    side, dist: p.dist, casualties: p.casualties, need: p.need, reaction: typeof p.reaction === 'string' ? rk(lang, `act.${p.reaction}` as RkKey) : '',
  };
  const key = (c.key === 'reach' && p.reaction ? 'chance.reachIf' : `chance.${c.key}`) as RkKey;
  const line = rk.has(key) ? rk(lang, key, params) : c.key;
  return typeof p.choice === 'string' ? rk(lang, 'chance.choice', { choice: p.choice, line }) : line;
}
