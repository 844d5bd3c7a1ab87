// Everything the app needs to run a siege: the rules, the scenarios, the action schema and the
// pieces an action names (the import checks).
import { siege } from './index';
import { siegeScenario } from './scenarios';
import { sgActionSchema, wellFormedSgAction } from './schema';
import type { SgAction, SgState } from './types';

function unitRefs(a: SgAction): string[] {
  switch (a.type) {
    case 'move': return [a.unit];
    case 'tryGate': return [a.warrior];
    case 'melee': return [a.warrior, a.target];
    default: return [];
  }
}

export const siegeRuntime = {
  rules: siege,
  scenario: siegeScenario,
  actionSchema: sgActionSchema,
  wellFormed: wellFormedSgAction,
  unitIds: (s: SgState) => s.units.map((u) => u.id),
  unitRefs,
};
