// Everything the app needs to run a Firepower match: the rules, the scenarios, the action schema.
import { own } from '../../core/system';
import { firepower } from './index';
import { FP_SCENARIOS } from './scenarios';
import { fpActionSchema, wellFormedFPAction } from './schema';
import { fpUnitIds, fpUnitRefs } from './unitRefs';

export const firepowerRuntime = {
  rules: firepower,
  scenario: (id: string) => own(FP_SCENARIOS, id),
  actionSchema: fpActionSchema,
  /** The units of a match (from its setup state) and the units an action names: imports check these. */
  unitIds: fpUnitIds,
  /** Vouches for a well-formed action without a zod parse (a long record's import checks each action). */
  wellFormed: wellFormedFPAction,
  unitRefs: fpUnitRefs,
};
