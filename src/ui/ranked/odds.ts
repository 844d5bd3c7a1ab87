// The odds panel's words for the rank-and-flank game: each line of the rules' preview named with
// the regiments and fighters it is about, and marked with the choice it belongs to; an estimated
// line (a combat too big to enumerate in time) says so, and its percentage reads "about".
import type { Chance } from '../../core/ruleset';
import { formatCount, type Lang } from '../../i18n/words';
import type { RkState } from '../../rules/ranked/types';
import { fighterName, regimentName } from './names';
import { oddsWords } from './oddsStrings';
import { rk, type RkKey } from './strings';

/** A number with a decimal comma in Russian ("0,7"). */
const decimal = (lang: Lang, n: number): string => (lang === 'ru' ? String(n).replace('.', ',') : String(n));

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
    shooter: unit(p.shooter), mean: typeof p.mean === 'number' ? decimal(lang, p.mean) : '',
    mine: typeof p.mine === 'number' ? decimal(lang, p.mine) : '', theirs: typeof p.theirs === 'number' ? decimal(lang, p.theirs) : '',
  };
  const key = (c.key === 'reach' && p.reaction ? 'chance.reachIf' : `chance.${c.key}`) as RkKey;
  const plain = rk.has(key) ? rk(lang, key, params) : c.key;
  const runs = p.estimated;
  const line = typeof runs === 'number' ? oddsWords(lang, 'odds.estimated', { line: plain, runs, count: formatCount(lang, runs) }) : plain;
  return typeof p.choice === 'string' ? rk(lang, 'chance.choice', { choice: p.choice, line }) : line;
}

const wholePercent = new Map<Lang, Intl.NumberFormat>();

/**
 * The step an estimate over `runs` rounds is shown in, in percent: no finer than its spread allows
 * (one standard error at worst, 50/sqrt(runs) percent): 10 up to 25 rounds, 5 up to 100, else 1.
 */
export function estimateStep(runs: number): number {
  const spread = 50 / Math.sqrt(Math.max(1, runs));
  return spread >= 10 ? 10 : spread >= 5 ? 5 : 1;
}

/**
 * The percentage as shown: an estimated line's after "about", in whole percent or, for the coarse
 * first estimate of few rounds, in steps of 5 or 10 (`estimateStep`; its tenths would claim a
 * precision a few hundred rounds do not have); one that rounds to nought reads as below one step,
 * and to certain as above it (no round of the sample is no proof of never); the exact one as it is.
 */
export function percentLabel(lang: Lang, c: Chance, pct: string): string {
  const runs = c.params?.estimated;
  if (typeof runs !== 'number') return pct;
  let fmt = wholePercent.get(lang);
  if (!fmt) wholePercent.set(lang, (fmt = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 })));
  const step = estimateStep(runs) / 100;
  const p = c.p;
  const rounded = Math.round(p / step) * step;
  // None of the rounds (or all) is no proof of never (or always): below (above) one step.
  const shown = rounded <= 0 ? `<${fmt.format(step)}` : rounded >= 1 ? `>${fmt.format(1 - step)}` : fmt.format(rounded);
  return oddsWords(lang, 'odds.about', { pct: shown });
}
