// The Old West odds panel as the odds check sees it.
import { oldwest, SCENARIOS } from '../../../src/rules/oldwest/index';
import { previewLines } from '../../../src/rules/oldwest/preview';
import { dropLines } from '../../../src/rules/oldwest/dropOdds';
import { decide, flagsOf, type OWPolicy } from '../../../src/rules/oldwest/resolver';
import type { OWScenario } from '../../../src/rules/oldwest/scenarioTypes';
import type { OWAction, OWState } from '../../../src/rules/oldwest/types';
import type { OddsSubject } from './check';

const ASKED = new Set(['shoot', 'resolveFight', 'strike', 'hillsTest', 'fortune', 'fame', 'fameBid', 'rollDrop']);

export const oldwestOdds: OddsSubject<OWState, OWAction, OWScenario, OWPolicy> = {
  system: 'oldwest',
  rules: oldwest,
  scenarios: Object.entries(SCENARIOS),
  asked: (s, legal) => {
    // Every Fame answer is one question (the panel shows all its choices at once); so is every bid.
    const kinds = legal.filter((a) => ASKED.has(a.type));
    return kinds.filter((a, i) => (a.type !== 'fame' && a.type !== 'fameBid') || kinds.findIndex((b) => b.type === a.type) === i);
  },
  lines: (s, a) => (a.type === 'rollDrop' ? dropLines(s) : previewLines(s, a)),
  decide,
  flags: flagsOf,
  prefer: (a) => a.type !== 'endPhase' && a.type !== 'rout',
  eager: (a) => a.type === 'charge',
};
