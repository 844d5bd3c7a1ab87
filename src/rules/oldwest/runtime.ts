// Everything the app needs to run an Old West match: the rules, the scenarios, the action schema.
import { own } from '../../core/system';
import { oldwest } from './index';
import { SCENARIOS } from './scenarios';
import { owActionSchema, wellFormedOWAction } from './schema';
import { owUnitIds, owUnitRefs } from './unitRefs';

export const oldwestRuntime = {
  rules: oldwest,
  scenario: (id: string) => own(SCENARIOS, id),
  actionSchema: owActionSchema,
  /** The units of a match (from its setup state) and the units an action names: imports check these. */
  unitIds: owUnitIds,
  /** Vouches for a well-formed action without a zod parse (a long record's import checks each action). */
  wellFormed: wellFormedOWAction,
  unitRefs: owUnitRefs,
};
