// Everything the app needs to run a Firepower match: the rules, the scenarios, the action schema.
import { firepower } from './index';
import { FP_SCENARIOS } from './scenarios';
import { fpActionSchema } from './schema';

export const firepowerRuntime = {
  rules: firepower,
  scenario: (id: string) => FP_SCENARIOS[id] ?? null,
  actionSchema: fpActionSchema,
};
