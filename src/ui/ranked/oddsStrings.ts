// Words of the odds panel's estimated lines (issue 15): a close combat too big to enumerate exactly
// in time shows odds counted over simulated rounds of the same rules, marked so a player knows
// which odds are exact. English and Russian.
import { wordTable } from '../../i18n/table';

const EN = {
  'odds.about': 'about {pct}',
  'odds.estimated': '{line} (estimated from {count} simulated {runs|round|rounds})',
};

const RU: Record<keyof typeof EN, string> = {
  'odds.about': 'около {pct}',
  'odds.estimated': '{line} (оценка по {count} {runs|разыгранному раунду|разыгранным раундам|разыгранным раундам})',
};

export type OddsKey = keyof typeof EN;
export const oddsWords = wordTable<OddsKey>(EN, RU);
