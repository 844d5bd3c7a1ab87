// Everything the app needs to run a ranked match: the rules, the scenarios, the action schema and
// the regiments an action names (the import checks).
import { ranked } from './index';
import { rankedScenario } from './scenarios';
import { rkActionSchema, wellFormedRkAction } from './schema';
import type { RkAction, RkState } from './types';

function unitRefs(a: RkAction): string[] {
  switch (a.type) {
    case 'rally':
    case 'forward':
    case 'wheel':
    case 'reform':
    case 'march':
      return [a.unit];
    case 'charge':
    case 'shoot':
      return [a.unit, a.target];
    default:
      return [];
  }
}

export const rankedRuntime = {
  rules: ranked,
  scenario: rankedScenario,
  actionSchema: rkActionSchema,
  wellFormed: wellFormedRkAction,
  unitIds: (s: RkState) => s.regiments.map((r) => r.id),
  unitRefs,
};
