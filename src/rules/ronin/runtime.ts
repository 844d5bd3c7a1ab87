// Everything the app needs to run a Ronin match: the rules, the scenarios, the action schema and
// the fighters an action names (the import checks).
import { ronin } from './index';
import { roninScenario } from './scenarios';
import { roActionSchema, wellFormedRoAction } from './schema';
import type { RoAction, RoState } from './types';

function unitRefs(a: RoAction): string[] {
  switch (a.type) {
    case 'move': case 'hold': case 'reload': case 'pass': return [a.fighter];
    case 'shoot': case 'attack': return [a.fighter, a.target];
    case 'formFight': return [a.one, ...a.many];
    case 'split': return Object.keys(a.tokens);
    default: return [];
  }
}

export const roninRuntime = {
  rules: ronin,
  scenario: roninScenario,
  actionSchema: roActionSchema,
  wellFormed: wellFormedRoAction,
  unitIds: (s: RoState) => s.fighters.map((f) => f.id),
  unitRefs,
};
